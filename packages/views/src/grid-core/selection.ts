// The selection as the views' grids ask for it: the host owns the selection model (selection/,
// a search session's useDemoSelection); a view only reads the selected ids and reports what a click
// or a key asks for (onSelect with a mode: replace, toggle, range).
import type { ImageSummary } from '@vitrine/api-client';
import { useCallback, useMemo } from 'react';
import type { SelectionModifiers } from './keyboard';

/** How a click or key asks to change the selection (the host's selection model applies it). */
export type SelectionMode = 'replace' | 'toggle' | 'range';

/** What `onSelect` receives. */
export interface GallerySelectEvent {
  id: number;
  index: number;
  image: ImageSummary;
  /** 'replace' (click, Space), 'toggle' (Ctrl/Cmd + click or Space), 'range' (Shift + click, Space or a move key). */
  mode: SelectionMode;
  /** Shift was held: the range from the host's anchor (the shape of the selection model's modifiers). */
  range: boolean;
  /** Ctrl / Cmd was held: toggle one file, or add the range with Shift. */
  toggle: boolean;
}

/** The mode a click or a key with `modifiers` asks for: Shift a range, else Ctrl/Cmd a toggle. */
export function selectionModeOf(modifiers: SelectionModifiers): SelectionMode {
  return modifiers.range ? 'range' : modifiers.toggle ? 'toggle' : 'replace';
}

/** The selected ids as a set (the host may pass a set or a list). */
export function useIdSet(ids: ReadonlySet<number> | readonly number[] | undefined): ReadonlySet<number> {
  return useMemo(() => (ids instanceof Set ? ids : new Set(ids ?? [])), [ids]);
}

/** `select(index, modifiers)`: reports file `index` and the mode to `onSelect`. */
export function useItemSelect(
  images: readonly ImageSummary[],
  onSelect: ((event: GallerySelectEvent) => void) | undefined,
): (index: number, modifiers: SelectionModifiers) => void {
  return useCallback(
    (index, modifiers) => {
      const image = images[index];
      if (!image || !onSelect) return;
      onSelect({ id: image.id, index, image, mode: selectionModeOf(modifiers), ...modifiers });
    },
    [images, onSelect],
  );
}
