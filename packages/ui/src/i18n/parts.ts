// The one locale path. A host gives <VitrineProvider> one locale: a language tag ('de', 'de-AT')
// that selects the bundled catalogues, or an object of overrides (with an optional `language`).
// Every package's strings are "locale parts": a part declares its English catalogue (the shape)
// and its German one, and where its overrides sit in the provider's object (`tree.folder`,
// `views.gallery`). A widget reads a part through `useLocalePart`, which resolves, in order:
// the provider's language → that language's bundled catalogue → the provider's overrides for the
// part → the widget's own `locale` prop.
import {
  type BundledLanguage,
  createLocaleFormat,
  type DeepPartial,
  type LocaleFormat,
  mergeCatalogue,
  type ResolvedLanguage,
  resolveLanguage,
  type VitrineLocale,
} from '@vitrine/core';
import type { UiLocale } from '../locale';

/**
 * The locale parts a provider's `locale` object may override, by their top-level key. Each package
 * adds its own through module augmentation of '@vitrine/ui' (`tree`, `views`, ...), so a misspelt
 * key in a host's object is a type error wherever the package is imported.
 */
export interface VitrineLocaleParts {
  /** @vitrine/ui's own strings (dialog buttons, toast labels). */
  ui: UiLocale;
}

/**
 * The provider's `locale` object: a `language` tag, any part of @vitrine/core's messages, and the
 * strings of each package under its key (`ui`, `tree`, `views`, ...).
 */
export type VitrineLocaleOverrides = DeepPartial<VitrineLocale> & {
  /**
   * The language of these strings ('de', 'de-AT', 'fr'). A bundled language (or a region of one)
   * is the base the overrides apply to; any other is the host's own translation over English, and
   * numbers, dates and plurals follow it. English when left out.
   */
  language?: string;
} & { [Part in keyof VitrineLocaleParts]?: DeepPartial<VitrineLocaleParts[Part]> };

/** What `<VitrineProvider locale>` takes: a language tag, or overrides (optionally with a `language`). */
export type VitrineLocaleInput = string | VitrineLocaleOverrides;

/** A provider's locale, resolved once: what every part reads. */
export interface ResolvedVitrineLocale {
  /** The bundled catalogue the strings start from, and the tag Intl formats with. */
  language: ResolvedLanguage;
  /** The host's overrides (the provider's `locale` object), if any. */
  overrides: VitrineLocaleOverrides | undefined;
  /** Numbers, dates, month names, file sizes and plurals in the language. */
  format: LocaleFormat;
}

/** Resolve the provider's `locale` prop. */
export function resolveVitrineLocale(input?: VitrineLocaleInput): ResolvedVitrineLocale {
  const language =
    typeof input === 'string'
      ? resolveLanguage(input)
      : resolveLanguage(input?.language, input !== undefined && input !== null);
  const overrides = typeof input === 'object' && input !== null ? input : undefined;
  return { language, overrides, format: createLocaleFormat(language.tag) };
}

/** One package's strings in every bundled language, and where a host overrides them. */
export interface LocalePart<T> {
  /** The keys of the provider's `locale` object that hold this part's overrides: `['tree', 'folder']`. */
  readonly path: readonly string[];
  /** The bundled catalogues; English is the shape the others are typed against. */
  readonly catalogues: Readonly<Record<BundledLanguage, T>>;
}

/**
 * Declare a locale part: its override path and its catalogue per bundled language. Type the
 * translations with the English catalogue's type (`const de: FolderTreeLocale = ...`), so a key
 * missing in one of them is a type error.
 */
export function defineLocalePart<T>(
  path: readonly string[],
  catalogues: { en: T } & Record<Exclude<BundledLanguage, 'en'>, NoInfer<T>>,
): LocalePart<T> {
  return { path, catalogues };
}

function at(source: unknown, path: readonly string[]): unknown {
  let node = source;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A part's strings: the catalogue of `language` (a bundled language or any tag; 'de-AT' reads the
 * German one, an unknown tag English), then the provider's overrides for the part, then the
 * widget's own override. Unknown keys and values of the wrong kind are ignored.
 */
export function resolveLocalePart<T>(
  part: LocalePart<T>,
  language: string | ResolvedLanguage = 'en',
  providerOverrides?: VitrineLocaleOverrides,
  override?: DeepPartial<T>,
): T {
  const catalogue = typeof language === 'string' ? resolveLanguage(language).catalogue : language.catalogue;
  const base = part.catalogues[catalogue];
  const fromProvider = at(providerOverrides, part.path);
  if (fromProvider === undefined && override === undefined) return base;
  return mergeCatalogue(base, fromProvider, override);
}
