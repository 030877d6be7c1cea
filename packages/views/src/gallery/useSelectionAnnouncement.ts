// The selection said politely in a view's live region ('3 files selected', 'No files selected'),
// for <Gallery>, <Masonry> and <Grid>: only when the selection's size changes, never for the one a
// view starts with.
import { interpolate, type PluralMessage, selectPlural } from '@vitrine/core';
import { useEffect, useRef } from 'react';

export function useSelectionAnnouncement(
  size: number,
  locale: { selected: PluralMessage; selectionCleared: string },
  announce: (text: string) => void,
): void {
  const announced = useRef(size);
  useEffect(() => {
    if (announced.current === size) return;
    announced.current = size;
    announce(
      size === 0 ? locale.selectionCleared : interpolate(selectPlural(locale.selected, size), { n: size }),
    );
  }, [size, locale, announce]);
}
