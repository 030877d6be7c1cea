// @vitrine/views: the search session, the top menu and every view of the library (spec 000 §2, §4).
// The map is not here: it is the optional entry `@vitrine/views/map` (src/map/index.ts), so a host
// without maps installs and bundles none of Google Maps (its libraries are optional peers).

export * from './actions';
export * from './body';
export * from './dashboard';
export * from './flash';
export * from './gallery';
export * from './grid';
export * from './layout';
export {
  formatCount,
  resolveViewsLocale,
  useViewsLocale,
  type ViewsLocale,
  type ViewsLocaleOverrides,
  type ViewsLocales,
  viewsLocale,
  viewsLocalePart,
} from './locale';
export { viewsLocaleDe } from './locale.de';
export * from './search';
export * from './selection';
export * from './thumbnail';
export * from './timeline';
export * from './top-menu';
