// @vitrine/tree: the public API only. Headless hooks hold the logic and the API calls; the styled
// components sit on them. A host can embed any one tree alone.
export * from './base';
export * from './folder';
export * from './history';
export { resolveTreeLocale, type TreeLocale, type TreeLocaleOverrides, treeLocale } from './locale';
export * from './logical';
export * from './quick-access';
export * from './selection';
export * from './sets';
