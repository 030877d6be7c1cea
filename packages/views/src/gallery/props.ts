// The props, events and handle every view of the library shares (Gallery, Masonry), and how a view
// builds its layout.
import type { ImageSummary } from '@vitrine/api-client';
import type { ReactNode, Ref } from 'react';
import type { GalleryGroup, GallerySelectEvent } from '../grid-core';
import type { AspectRatioOf, GridLayout } from '../layout';
import type { ThumbnailDisplayOptions } from '../thumbnail/Thumbnail';

/** What `onOpen` receives. */
export interface GalleryOpenEvent {
  id: number;
  index: number;
  image: ImageSummary;
}

/** Imperative handle of a view (`ref`). */
export interface GalleryHandle {
  /** Scrolls item `index` into view and moves keyboard focus to it. */
  focus(index: number): void;
  /** Scrolls item `index` into view. */
  scrollToIndex(index: number): void;
}

/** Props every view of the library shares (Gallery, Masonry). */
export interface GalleryViewProps extends ThumbnailDisplayOptions {
  /** The loaded files, in result order (the API's ImageSummary). */
  images: readonly ImageSummary[];
  /** totalImages of the search (spec 000 §3): aria-rowcount covers the whole result. */
  totalCount?: number;
  /** More pages to load (the search's nextPageExists). */
  hasMore?: boolean;
  /** The first page is loading: 'Loading...' instead of the empty message. */
  isLoading?: boolean;
  /** A next page is loading: 'Loading...' under the files; no new onLoadMore until it ends. */
  isLoadingMore?: boolean;
  /** Infinite scroll: called within 50 px of the bottom (spec 000 §4, §9) while hasMore. */
  onLoadMore?: () => void;
  /** Ids of the selected files. */
  selectedIds?: ReadonlySet<number> | readonly number[];
  /** A click, Space or Shift + a move key asks to change the selection. */
  onSelect?: (event: GallerySelectEvent) => void;
  /** Ctrl/Cmd + A. */
  onSelectAll?: () => void;
  /** Escape with a selection. */
  onClearSelection?: () => void;
  /**
   * Double click or Enter on a file: open it in the host's viewer. A file with an external preview
   * URL opens that URL in a new tab instead, and this is not called (spec 000 §2).
   */
  onOpen?: (event: GalleryOpenEvent) => void;
  /**
   * Grouped results (spec 000 §3): the search session's `groups` (consecutive files under one title,
   * 'No data' when empty). Each group is drawn under a heading row with its title and count. `null`
   * or absent: not grouped, unless `groupResults`.
   */
  groups?: readonly GalleryGroup[] | null;
  /**
   * Group by each image's `group` without `groups` (the web setting groupResults): consecutive files
   * with the same title, 'No data' (the provider's `common.noData`) when empty.
   */
  groupResults?: boolean;
  /** Height of a group heading row, in CSS px (default 40). */
  groupHeadingHeight?: number;
  /** Gap between items, in CSS px (default 8). */
  spacing?: number;
  /** Rows mounted above and below the visible ones (default 2). */
  overscan?: number;
  /** Fixed height in px; by default the view fills its parent's height. */
  height?: number;
  /** Accessible name of the grid (default 'Files'). */
  'aria-label'?: string;
  /** Shown instead of the grid when there are no files (default: an empty state, 'No files to show.'). */
  renderEmpty?: () => ReactNode;
  /** Extra class on the root element (`vt-views__view`). */
  className?: string;
  /** Imperative handle: focus(index), scrollToIndex(index). */
  ref?: Ref<GalleryHandle>;
}

/** Defaults of {@link GalleryViewProps}, declared once (STYLE habit 2). */
export const defaultGalleryViewProps = {
  spacing: 8,
  overscan: 2,
  groupHeadingHeight: 40,
} as const;

/**
 * Builds a layout of `count` items at a width from their aspect ratios, from the previous layout when
 * the list only grew.
 */
export type LayoutBuilder<L extends GridLayout> = (
  aspectRatio: AspectRatioOf,
  count: number,
  width: number,
  previous: L | undefined,
) => L;
