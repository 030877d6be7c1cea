// <Masonry>: the library's files in masonry columns (react-photo-album's "masonry", spec 000 §2),
// virtualized, as a WAI-ARIA grid whose rows hold one item per column (layout/masonry.ts).
import { type ForwardedRef, forwardRef, useCallback } from 'react';
import {
  type AspectRatioOf,
  computeMasonryLayout,
  type MasonryLayout,
  resolveMasonryColumns,
} from '../layout';
import {
  defaultGalleryViewProps,
  type GalleryHandle,
  type GalleryViewProps,
  VirtualGrid,
} from './VirtualGrid';

/** Defaults of {@link MasonryProps}, declared once (STYLE habit 2). */
export const defaultMasonryProps = {
  ...defaultGalleryViewProps,
  /** Columns are about this wide, in CSS px, unless `columns` is given. */
  columnWidth: 240,
} as const;

/** Props of {@link Masonry}. */
export interface MasonryProps extends GalleryViewProps {
  /** The width columns aim for, in CSS px (default 240); their number follows the view's width. */
  columnWidth?: number;
  /** A fixed number of columns instead. */
  columns?: number;
}

/** The masonry view. */
export const Masonry = forwardRef(function Masonry(
  {
    columnWidth = defaultMasonryProps.columnWidth,
    columns,
    spacing = defaultMasonryProps.spacing,
    ...props
  }: MasonryProps,
  ref: ForwardedRef<GalleryHandle>,
) {
  const buildLayout = useCallback(
    (
      aspectRatio: AspectRatioOf,
      count: number,
      containerWidth: number,
      previous: MasonryLayout | undefined,
    ) =>
      computeMasonryLayout(
        {
          containerWidth,
          columns: columns ?? resolveMasonryColumns(containerWidth, columnWidth, spacing),
          spacing,
          count,
          aspectRatio,
        },
        previous,
      ),
    [columns, columnWidth, spacing],
  );
  return (
    <VirtualGrid<MasonryLayout>
      kind="masonry"
      buildLayout={buildLayout}
      spacing={spacing}
      {...props}
      ref={ref}
    />
  );
});
