// @vitrine/core: the framework-free domain of Vitrine. Rules, constants and messages; no React, no
// DOM, no Node builtins (the server imports the same rules as the browser).
export * from './constants';
export * from './domain/contact';
export * from './domain/editPatch';
export * from './domain/expiry';
export * from './domain/exportCsv';
export * from './domain/fileTypes';
export * from './domain/format';
export * from './domain/globalSettings';
export * from './domain/history';
export * from './domain/keywords';
export * from './domain/messages';
export * from './domain/move';
export * from './domain/names';
export * from './domain/pageSize';
export * from './domain/report';
export * from './domain/shareExpiry';
export * from './domain/slug';
export * from './domain/sort';
export * from './domain/thresholds';
export * from './domain/upload';
export * from './domain/video';
export * from './domain/viewer';
export * from './domain/webSettings';
export { en, type PluralMessage, type VitrineLocale } from './locale/en';
export {
  createTranslator,
  type DeepPartial,
  interpolate,
  type LocaleKey,
  mergeLocale,
  type PluralLocaleKey,
  selectPlural,
  type Translate,
  type TranslateVars,
} from './locale/translator';
