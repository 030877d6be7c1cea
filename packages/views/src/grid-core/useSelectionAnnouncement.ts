// The selection said politely in a view's live region ('3 files selected', 'No files selected'),
// for <Gallery>, <Masonry> and <Grid>: only when the selection's size changes, never for the one a
// view starts with.
import type { PluralMessage } from '@vitrine/core';
import { useLocaleFormat } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';

export function useSelectionAnnouncement(
  size: number,
  locale: { selected: PluralMessage; selectionCleared: string },
  announce: (text: string) => void,
): void {
  const format = useLocaleFormat();
  const announced = useRef(size);
  useEffect(() => {
    if (announced.current === size) return;
    announced.current = size;
    announce(size === 0 ? locale.selectionCleared : format.plural(locale.selected, size));
  }, [size, locale, format, announce]);
}

/**
 * The text of a view's polite live region (<LiveRegion>): the selection as it changes
 * (useSelectionAnnouncement), and whatever else the view says with `announce` ('Saved.').
 */
export function useGridAnnouncer(
  selectionSize: number,
  locale: { selected: PluralMessage; selectionCleared: string },
): { announcement: string; announce: (text: string) => void } {
  const [announcement, announce] = useState('');
  useSelectionAnnouncement(selectionSize, locale, announce);
  return { announcement, announce };
}
