// @vitrine/views: the search session, the top menu and every view of the library (spec 000 §2, §4).
// Under construction (issue 4); each module exports from here as it lands.

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
  type ViewsLocale,
  type ViewsLocaleOverrides,
  viewsLocale,
} from './locale';
export * from './map';
export * from './search';
export * from './selection';
export * from './thumbnail';
export * from './timeline';
export * from './top-menu';
