export {
  type FlashViewName,
  fetchFlashView,
  flashKeys,
  flashViewQuery,
  type UseFlashViewOptions,
  useFlashView,
} from '../api/flash';
export { FlashCarousel, type FlashCarouselProps, SLIDE_BOX } from './FlashCarousel';
export { FlashView, type FlashViewProps } from './FlashView';
export { type FlashOpenEvent, FlashWall, type FlashWallProps, openFlashImage, WALL_CELL } from './FlashWall';
export {
  type FlashLocale,
  type FlashLocaleOverrides,
  flashLocale,
  flashLocalePart,
  resolveFlashLocale,
  useFlashLocale,
} from './locale';
export { flashLocaleDe } from './locale.de';
export {
  CURVE_NEIGHBOURS,
  type CurvePlacement,
  curvePlacement,
  defaultCarouselOptions,
  flashIds,
  moveOnWall,
  slideOffset,
  wrapIndex,
} from './model';
