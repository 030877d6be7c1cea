// @vitrine/tree: the public API only. Headless hooks hold the logic and the API calls; the styled
// components sit on them. A host can embed any one tree alone.
export * from './base';
export * from './choosers';
export * from './folder';
export * from './history';
export {
  resolveTreeLocale,
  type TreeLocale,
  type TreeLocaleOverrides,
  type TreeLocales,
  treeLocale,
  treeLocalePart,
  useTreeLocale,
} from './locale';
export { treeLocaleDe } from './locale.de';
export * from './logical';
export * from './quick-access';
export * from './selection';
export * from './sets';
