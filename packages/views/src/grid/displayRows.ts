// The grid's rows under its header when results are grouped (spec 000 §3): a heading row before each
// group's files. Pure: which file or heading each display row holds, and each file's display row.
import type { GalleryGroup } from '../grid-core';

/**
 * The rows under the header, files and group headings: `entries[d]` is file d's index (≥ 0) or
 * −1 − g for group g's heading; `displayOf[i]` is file i's row. Null when not grouped (row d is file d).
 */
export interface DisplayRows {
  entries: Int32Array;
  displayOf: Int32Array;
  groups: readonly GalleryGroup[];
}

/** The display rows of `count` loaded files under `groups` (groups past the loaded files are left out). */
export function displayRowsOf(groups: readonly GalleryGroup[], count: number): DisplayRows {
  const starts = groups.filter(
    (group, g) => group.start < count && (g === 0 || group.start > (groups[g - 1]?.start ?? -1)),
  );
  const entries = new Int32Array(count + starts.length);
  const displayOf = new Int32Array(count);
  let d = 0;
  let g = 0;
  for (let i = 0; i < count; i += 1) {
    if (g < starts.length && starts[g]?.start === i) {
      entries[d] = -1 - g;
      d += 1;
      g += 1;
    }
    entries[d] = i;
    displayOf[i] = d;
    d += 1;
  }
  return { entries: entries.subarray(0, d), displayOf, groups: starts };
}
