// The translator: typed key paths into the locale, `{name}` placeholders, plural selection by `n`
// with the language's rules, and a partial override merged over a bundled catalogue so a host
// changes only the strings it wants (CONTRIBUTING.md; model: Uppy's locale with `smart_count`).
import { de } from './de';
import { en, type VitrineLocale } from './en';
import { createLocaleFormat, type LocaleFormat } from './format';
import type { TranslateVars } from './interpolate';
import { type BundledLanguage, type ResolvedLanguage, resolveLanguage } from './language';
import { isPluralMessage, PLURAL_CATEGORIES, type PluralCategory, type PluralMessage } from './plural';

export { interpolate, type TranslateVars, VERBATIM_PLACEHOLDERS } from './interpolate';
export { selectPlural } from './plural';

/** The bundled catalogues of @vitrine/core's messages, one per bundled language. */
export const coreCatalogues: Readonly<Record<BundledLanguage, VitrineLocale>> = { en, de };

/**
 * A partial locale: any group or string may be left out; a plural may override some of its forms
 * (and add the categories its language needs: `few`, `many`...).
 */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string
    ? string
    : IsPlural<T[K]> extends true
      ? Partial<PluralMessage>
      : DeepPartial<T[K]>;
};

/**
 * True for a plural message: an object with `other` whose keys are all plural categories (a group
 * such as `{ image, video, other }` that merely has an `other` is not one).
 */
export type IsPlural<T> = T extends PluralMessage
  ? [Exclude<keyof T, PluralCategory>] extends [never]
    ? true
    : false
  : false;

/** Every dotted key path of a locale that ends at a message (`'folders.deleted'`). */
export type LocaleKey<T = VitrineLocale> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : IsPlural<T[K]> extends true
      ? K
      : `${K}.${LocaleKey<T[K]>}`;
}[keyof T & string];

/** Key paths that end at a plural message; they need `n`. */
export type PluralLocaleKey<T = VitrineLocale> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : IsPlural<T[K]> extends true
      ? K
      : `${K}.${PluralLocaleKey<T[K]>}`;
}[keyof T & string];

/** `t(key, vars?)`: the message at `key` with its placeholders filled. Plural keys need `{ n }`. */
export interface Translate {
  <K extends LocaleKey>(
    key: K,
    ...vars: K extends PluralLocaleKey ? [vars: TranslateVars & { n: number }] : [vars?: TranslateVars]
  ): string;
  /** The merged locale the translator reads. */
  readonly locale: VitrineLocale;
  /** The language tag Intl formats and pluralises with ('en', 'de-AT'). */
  readonly language: string;
  /** Numbers, dates, month names, file sizes and plurals in that language. */
  readonly format: LocaleFormat;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merge partial overrides, in order, over a catalogue. Only keys the base has are taken (a misspelt
 * override is ignored), and only with the base's kind of value (a string for a string), so the
 * result always has the full, valid shape. A plural takes any plural category from an override,
 * so a translation into a language with more forms (Polish `few`, `many`) brings them in.
 */
export function mergeCatalogue<T>(base: T, ...overrides: unknown[]): T {
  let result: unknown = base;
  for (const override of overrides) {
    if (override !== undefined && override !== null) result = mergeInto(result, override);
  }
  return result as T;
}

/** {@link mergeCatalogue} for @vitrine/core's messages. */
export function mergeLocale(base: VitrineLocale, overrides?: DeepPartial<VitrineLocale>): VitrineLocale {
  return mergeCatalogue(base, overrides);
}

function mergeInto(base: unknown, override: unknown): unknown {
  if (typeof base === 'string') return typeof override === 'string' ? override : base;
  if (!isPlainObject(base)) return base;
  if (isPluralMessage(base)) {
    if (!isPlainObject(override)) return base;
    const result: Record<string, string> = { ...base };
    for (const category of PLURAL_CATEGORIES) {
      const form = override[category];
      if (typeof form === 'string') result[category] = form;
    }
    return result;
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    result[key] = isPlainObject(override) ? mergeInto(value, override[key]) : value;
  }
  return result;
}

function lookup(locale: VitrineLocale, key: string): unknown {
  let node: unknown = locale;
  for (const part of key.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * Create a translator: the bundled catalogue of `language` (English by default; 'de-AT' reads the
 * German one) with the host's partial overrides merged in. Overrides given with a language that
 * has no bundled catalogue are the host's own translation: English fills what they leave out, and
 * numbers, dates and plurals follow their language.
 *
 * ```ts
 * const t = createTranslator({ folders: { deleted: 'Map verwijderd.' } });
 * t('files.deleted', { n: 3 }); // '3 files deleted.'
 * createTranslator(undefined, 'de')('files.deleted', { n: 1234 }); // '1.234 Dateien gelöscht.'
 * ```
 */
export function createTranslator(
  overrides?: DeepPartial<VitrineLocale>,
  language?: string | ResolvedLanguage,
): Translate {
  const resolved =
    typeof language === 'object' ? language : resolveLanguage(language, overrides !== undefined);
  const locale = mergeLocale(coreCatalogues[resolved.catalogue], overrides);
  const format = createLocaleFormat(resolved.tag);
  const translate = (key: string, vars?: TranslateVars): string => {
    const value = lookup(locale, key);
    if (typeof value === 'string') return format.interpolate(value, vars);
    if (isPluralMessage(value)) {
      const n = typeof vars?.n === 'number' ? vars.n : Number(vars?.n);
      return format.plural(value, n, vars);
    }
    // An unknown key (only possible from untyped callers) shows itself, so the gap is visible.
    return key;
  };
  return Object.assign(translate, { locale, language: format.language, format }) as Translate;
}
