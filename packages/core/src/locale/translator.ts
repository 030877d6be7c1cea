// The translator: typed key paths into the locale, `{name}` placeholders, plural selection by `n`,
// and a partial override merged over English so a host changes only the strings it wants
// (STYLE.md habit 8; model: Uppy's locale with `smart_count`).
import { en, type PluralMessage, type VitrineLocale } from './en';

/** A partial locale: any group or string may be left out; a plural may override one form. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

type Leaf = string | PluralMessage;

/** Every dotted key path of a locale that ends at a message (`'folders.deleted'`). */
export type LocaleKey<T = VitrineLocale> = {
  [K in keyof T & string]: T[K] extends Leaf ? K : `${K}.${LocaleKey<T[K]>}`;
}[keyof T & string];

/** Key paths that end at a plural message; they need `n`. */
export type PluralLocaleKey<T = VitrineLocale> = {
  [K in keyof T & string]: T[K] extends PluralMessage
    ? K
    : T[K] extends string
      ? never
      : `${K}.${PluralLocaleKey<T[K]>}`;
}[keyof T & string];

/** Values for the placeholders of a message. */
export type TranslateVars = Record<string, string | number>;

/** `t(key, vars?)`: the message at `key` with its placeholders filled. Plural keys need `{ n }`. */
export interface Translate {
  <K extends LocaleKey>(
    key: K,
    ...vars: K extends PluralLocaleKey ? [vars: TranslateVars & { n: number }] : [vars?: TranslateVars]
  ): string;
  /** The merged locale the translator reads. */
  readonly locale: VitrineLocale;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlural(value: unknown): value is PluralMessage {
  return isPlainObject(value) && typeof value.one === 'string' && typeof value.other === 'string';
}

/**
 * Merge a partial override over a locale. Only keys the base has are taken (a misspelt override is
 * ignored), and only with the base's kind of value (a string for a string), so the result always
 * has the full, valid shape.
 */
export function mergeLocale(base: VitrineLocale, overrides?: DeepPartial<VitrineLocale>): VitrineLocale {
  return mergeInto(base, overrides) as VitrineLocale;
}

function mergeInto(base: unknown, override: unknown): unknown {
  if (typeof base === 'string') return typeof override === 'string' ? override : base;
  if (!isPlainObject(base)) return base;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    result[key] = isPlainObject(override) ? mergeInto(value, override[key]) : value;
  }
  return result;
}

/** Fill `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(message: string, vars?: TranslateVars): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/** English plural rule: exactly 1 takes `one`, everything else `other`. */
export function selectPlural(message: PluralMessage, n: number): string {
  return n === 1 ? message.one : message.other;
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
 * Create a translator over English with the host's partial overrides merged in.
 *
 * ```ts
 * const t = createTranslator({ folders: { deleted: 'Map verwijderd.' } });
 * t('files.deleted', { n: 3 }); // '3 files deleted.'
 * ```
 */
export function createTranslator(overrides?: DeepPartial<VitrineLocale>): Translate {
  const locale = mergeLocale(en, overrides);
  const translate = (key: string, vars?: TranslateVars): string => {
    const value = lookup(locale, key);
    if (typeof value === 'string') return interpolate(value, vars);
    if (isPlural(value)) {
      const n = typeof vars?.n === 'number' ? vars.n : Number(vars?.n);
      return interpolate(selectPlural(value, n), vars);
    }
    // An unknown key (only possible from untyped callers) shows itself, so the gap is visible.
    return key;
  };
  return Object.assign(translate, { locale }) as Translate;
}
