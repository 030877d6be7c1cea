// Language tags: which bundled catalogue a tag selects ('de-AT' reads the German one), and which tag
// Intl formats and pluralises with. English is the default and the fallback.

/** The languages whose catalogues ship with every package, English first (the default). */
export const BUNDLED_LANGUAGES = ['en', 'de'] as const;

/** A language with a bundled catalogue. */
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

/** The default language: the catalogues' shape, and the fallback for any tag without a catalogue. */
export const DEFAULT_LANGUAGE: BundledLanguage = 'en';

/** A resolved language: the bundled catalogue to read, and the tag Intl works with. */
export interface ResolvedLanguage {
  /** The bundled catalogue the strings come from. */
  catalogue: BundledLanguage;
  /** The BCP 47 tag for Intl (plurals, numbers, dates): the host's own tag when it is valid. */
  tag: string;
}

/** The canonical form of a tag ('DE-at' → 'de-AT'), or null when Intl does not accept it. */
export function canonicalLanguageTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/** The bundled language a tag selects: the tag itself, else its language subtag ('de-AT' → 'de'), else null. */
export function bundledLanguageOf(tag: string): BundledLanguage | null {
  const canonical = canonicalLanguageTag(tag);
  if (!canonical) return null;
  const primary = canonical.split('-')[0]?.toLowerCase();
  return BUNDLED_LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * Resolve a host's language tag.
 * - A tag of a bundled language, or of one of its regions ('de', 'de-AT', 'en-GB'), reads that
 *   catalogue and formats with the tag as given.
 * - Any other tag reads English and, unless `ownStrings` says the host brings its own translation
 *   (a locale object with `language: 'fr'`), formats as English too, so English text never shows
 *   French digits or dates.
 * - No tag, or one Intl refuses: English.
 */
export function resolveLanguage(tag?: string | null, ownStrings = false): ResolvedLanguage {
  const canonical = tag ? canonicalLanguageTag(tag) : null;
  if (!canonical) return { catalogue: DEFAULT_LANGUAGE, tag: DEFAULT_LANGUAGE };
  const catalogue = bundledLanguageOf(canonical);
  if (catalogue) return { catalogue, tag: canonical };
  return { catalogue: DEFAULT_LANGUAGE, tag: ownStrings ? canonical : DEFAULT_LANGUAGE };
}

/**
 * The first of a browser's preferred languages (`navigator.languages`) that has a bundled
 * catalogue, as given ('de-AT'); the default language when none has.
 */
export function pickBundledLanguage(preferred: readonly (string | null | undefined)[]): string {
  for (const tag of preferred) {
    if (tag && bundledLanguageOf(tag)) return canonicalLanguageTag(tag) ?? DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}
