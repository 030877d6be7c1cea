// The layout of a gallery view (justified rows or masonry, grouped or not) at its width, built from
// the previous one when the list only grew (a page appended): the aspect ratios are read once per
// image and kept while the list only grows (a resize lays the same ratios out again), and an
// appended page is laid out after the rows already placed (layout/*: O(page), not O(loaded files)).
import type { ImageSummary } from '@vitrine/api-client';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GalleryGroup } from '../grid-core';
import {
  aspectRatioOf,
  computeGroupedLayout,
  type GridLayout,
  type GroupedLayout,
  isGroupedLayout,
} from '../layout';
import { isRecordedAppend } from '../search/results';
import type { LayoutBuilder } from './props';

/** The aspect ratios of the images, read once per image: appended pages add to the same array. */
interface AspectRatios {
  values: Float64Array;
  count: number;
}

function readAspectRatios(images: readonly ImageSummary[], previous: AspectRatios | undefined): AspectRatios {
  let values = previous?.values;
  const from = previous?.count ?? 0;
  if (!values || values.length < images.length) {
    const grown = new Float64Array(Math.max(images.length, Math.ceil((values?.length ?? 0) * 1.5), 64));
    if (values) grown.set(values.subarray(0, from));
    values = grown;
  }
  for (let i = from; i < images.length; i += 1) values[i] = aspectRatioOf(images[i] as ImageSummary);
  return { values, count: images.length };
}

/**
 * True when `next` starts with every item of `previous`, in order (a page was appended). O(1) for a
 * list the search session (or the host, through appendImages) built by appending to `previous`
 * (isRecordedAppend); any other list has its items compared.
 */
export function isAppended<T>(previous: readonly T[], next: readonly T[]): boolean {
  if (previous.length > next.length) return false;
  if (isRecordedAppend(previous, next)) return true;
  for (let i = previous.length - 1; i >= 0; i -= 1) if (previous[i] !== next[i]) return false;
  return true;
}

/** The content width of `ref`'s element (its clientWidth), followed as it resizes. */
export function useContentWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface GalleryLayoutOptions<L extends GridLayout> {
  images: readonly ImageSummary[];
  /** The content width (0 before it is known: no layout). */
  width: number;
  buildLayout: LayoutBuilder<L>;
  /** The groups (grouped results), or null. */
  grouping: readonly GalleryGroup[] | null;
  groupHeadingHeight: number;
  spacing: number;
}

/** The view's layout, or null before its width is known. */
export function useGalleryLayout<L extends GridLayout>({
  images,
  width,
  buildLayout,
  grouping,
  groupHeadingHeight,
  spacing,
}: GalleryLayoutOptions<L>): GridLayout | null {
  const committed = useRef<{
    images: readonly ImageSummary[];
    layout: GridLayout | null;
    ratios: AspectRatios;
    buildLayout: LayoutBuilder<L>;
    width: number;
    headingHeight: number | null;
  } | null>(null);
  const headingHeight = grouping ? groupHeadingHeight : null;
  const { layout, ratios } = useMemo(() => {
    const previous = committed.current;
    const grown = previous !== null && isAppended(previous.images, images);
    const ratios = readAspectRatios(images, grown ? previous.ratios : undefined);
    if (width <= 0) return { layout: null, ratios };
    const values = ratios.values;
    const aspectRatio = (index: number) => values[index] as number;
    // The previous layout is reused only when it was built the same way (a grouped layout reuses
    // its groups' layouts as they are).
    const reusable =
      grown &&
      previous.buildLayout === buildLayout &&
      previous.width === width &&
      previous.headingHeight === headingHeight
        ? (previous.layout ?? undefined)
        : undefined;
    let next: GridLayout;
    if (grouping && headingHeight !== null) {
      next = computeGroupedLayout<L>(
        {
          count: images.length,
          groupStarts: grouping.map((group) => group.start),
          headingHeight,
          spacing,
          aspectRatio,
          build: (groupAspectRatio, groupCount, before) =>
            buildLayout(groupAspectRatio, groupCount, width, before),
        },
        reusable && isGroupedLayout(reusable) ? (reusable as GroupedLayout<L>) : undefined,
      );
    } else {
      next = buildLayout(
        aspectRatio,
        images.length,
        width,
        reusable && !isGroupedLayout(reusable) ? (reusable as L) : undefined,
      );
    }
    return { layout: next, ratios };
  }, [images, width, buildLayout, grouping, headingHeight, spacing]);
  useLayoutEffect(() => {
    committed.current = { images, layout, ratios, buildLayout, width, headingHeight };
  }, [images, layout, ratios, buildLayout, width, headingHeight]);
  return layout;
}
