// <Gallery>: the library's files in justified rows (react-photo-album's "rows" layout, spec 000 §2
// "gallery"), virtualized, as a WAI-ARIA grid. Data comes in by props (the loaded ImageSummary list
// and the selection ids), changes go out by callbacks; the search session or any host feeds it.
import { type ForwardedRef, forwardRef, useCallback } from 'react';
import { type AspectRatioOf, computeRowsLayout, type RowsLayout } from '../layout';
import {
  defaultGalleryViewProps,
  type GalleryHandle,
  type GalleryViewProps,
  VirtualGrid,
} from './VirtualGrid';

/** Defaults of {@link GalleryProps}, declared once (STYLE habit 2). */
export const defaultGalleryProps = {
  ...defaultGalleryViewProps,
  /** Rows aim at this height, in CSS px. */
  targetRowHeight: 220,
} as const;

/** Props of {@link Gallery}. */
export interface GalleryProps extends GalleryViewProps {
  /** The height rows aim for, in CSS px (default 220). */
  targetRowHeight?: number;
}

/** The gallery view: justified rows. */
export const Gallery = forwardRef(function Gallery(
  {
    targetRowHeight = defaultGalleryProps.targetRowHeight,
    spacing = defaultGalleryProps.spacing,
    ...props
  }: GalleryProps,
  ref: ForwardedRef<GalleryHandle>,
) {
  const buildLayout = useCallback(
    (aspectRatio: AspectRatioOf, count: number, containerWidth: number, previous: RowsLayout | undefined) =>
      computeRowsLayout({ containerWidth, targetRowHeight, spacing, count, aspectRatio }, previous),
    [targetRowHeight, spacing],
  );
  return (
    <VirtualGrid<RowsLayout> kind="rows" buildLayout={buildLayout} spacing={spacing} {...props} ref={ref} />
  );
});
