// The layouts of the views: pure functions over aspect ratios, no React, no DOM.
export { ASPECT_RATIO_LIMITS, aspectRatioOf, clampAspectRatio, DEFAULT_ASPECT_RATIO } from './aspect';
export {
  computeGroupedLayout,
  type GroupedLayout,
  type GroupedLayoutInput,
  type GroupLayoutBuilder,
  groupStartsOf,
  isGroupedLayout,
} from './grouped';
export {
  computeMasonryLayout,
  type MasonryLayout,
  type MasonryLayoutInput,
  type MasonryLayoutOptions,
  resolveMasonryColumns,
} from './masonry';
export {
  type GridMove,
  moveInGrid,
  nearestInRow,
  rowHasItems,
  rowItemsLeftToRight,
  rowWithItems,
} from './navigation';
export { computeRowsLayout, type RowsLayout, type RowsLayoutInput, type RowsLayoutOptions } from './rows';
export type { AspectRatioOf, GridLayout } from './types';
