// Plural messages chosen by the language's own rules (Intl.PluralRules): English and German have
// "one" and "other"; Polish adds "few" and "many", Arabic "zero" and "two" as well. A message gives
// the forms its language needs; `other` is the one every language has, and the fallback for any
// category a message leaves out.

/** The CLDR plural categories `Intl.PluralRules` answers with. */
export type PluralCategory = Intl.LDMLPluralRule;

/** The plural categories, `other` last. */
export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A message with a form per plural category, chosen by the `n` variable; `other` is required. */
export type PluralMessage = { [C in Exclude<PluralCategory, 'other'>]?: string } & { other: string };

/**
 * Declares a plural message (so a catalogue's type says "plural", not "these two keys"): a
 * translation may then give the categories its own language needs.
 */
export function plural(message: PluralMessage): PluralMessage {
  return message;
}

const CATEGORY_SET: ReadonlySet<string> = new Set(PLURAL_CATEGORIES);

/** True for an object whose keys are all plural categories and whose `other` is a string. */
export function isPluralMessage(value: unknown): value is PluralMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { other?: unknown }).other === 'string' &&
    entries.every(([key, form]) => CATEGORY_SET.has(key) && typeof form === 'string')
  );
}

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/** The plural rules of a language (cached; an invalid tag falls back to English). */
export function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/**
 * The form of `message` for `n` in `language` (English by default): the category
 * `Intl.PluralRules` picks, or `other` when the message has no such form.
 *
 * ```ts
 * selectPlural({ one: '1 file', other: '{n} files' }, 1); // '1 file'
 * selectPlural({ one: '{n} plik', few: '{n} pliki', many: '{n} plików', other: '{n} pliku' }, 22, 'pl'); // '{n} pliki'
 * ```
 */
export function selectPlural(message: PluralMessage, n: number, language = 'en'): string {
  const category = pluralRules(language).select(n);
  return message[category] ?? message.other;
}
