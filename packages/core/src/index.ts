// @vitrine/core: the framework-free domain of Vitrine. Rules, constants and messages; no React, no
// DOM, no Node builtins (the server imports the same rules as the browser).
export * from './constants';
export * from './domain/admin';
export * from './domain/comments';
export * from './domain/contact';
export * from './domain/editPatch';
export * from './domain/expiry';
export * from './domain/exportCsv';
export * from './domain/filesDrag';
export * from './domain/fileTypes';
export * from './domain/format';
export * from './domain/globalSettings';
export * from './domain/history';
export * from './domain/json';
export * from './domain/keywords';
export * from './domain/limits';
export * from './domain/logical';
export * from './domain/messages';
export * from './domain/metadataValues';
export * from './domain/move';
export * from './domain/names';
export * from './domain/pageSize';
export * from './domain/password';
export * from './domain/people';
export * from './domain/random';
export * from './domain/renditions';
export * from './domain/report';
export * from './domain/roles';
export * from './domain/selection';
export * from './domain/shareExpiry';
export * from './domain/slug';
export * from './domain/sort';
export * from './domain/thresholds';
export * from './domain/upload';
export * from './domain/video';
export * from './domain/viewer';
export * from './domain/webSettings';
export { de } from './locale/de';
export { en, type VitrineLocale } from './locale/en';
export { createLocaleFormat, type LocaleFormat } from './locale/format';
export {
  BUNDLED_LANGUAGES,
  type BundledLanguage,
  bundledLanguageOf,
  canonicalLanguageTag,
  DEFAULT_LANGUAGE,
  pickBundledLanguage,
  type ResolvedLanguage,
  resolveLanguage,
} from './locale/language';
export {
  isPluralMessage,
  PLURAL_CATEGORIES,
  type PluralCategory,
  type PluralMessage,
  plural,
  pluralRules,
  selectPlural,
} from './locale/plural';
export {
  coreCatalogues,
  createTranslator,
  type DeepPartial,
  type IsPlural,
  interpolate,
  type LocaleKey,
  mergeCatalogue,
  mergeLocale,
  type PluralLocaleKey,
  type Translate,
  type TranslateVars,
  VERBATIM_PLACEHOLDERS,
} from './locale/translator';
