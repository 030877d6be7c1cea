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
export { type FlashLocale, flashLocale, resolveFlashLocale } from './locale';
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
