// Numbers, dates, month names, file sizes and plurals in the active language, all through Intl.
// One object per language tag (`createLocaleFormat('de-AT')`); a translator carries its language's
// as `t.format`, and the widgets read it from the provider.

import { parseDate } from '../domain/expiry';
import { formatDate, formatFileSize } from '../domain/format';
import { interpolate, type TranslateVars } from './interpolate';
import { canonicalLanguageTag, DEFAULT_LANGUAGE } from './language';
import { type PluralMessage, selectPlural } from './plural';

/** What a language formats: every number, date and count a widget shows goes through one of these. */
export interface LocaleFormat {
  /** The BCP 47 tag Intl works with ('en', 'de-AT'). */
  readonly language: string;
  /** A number: '1,234.5' in English, '1.234,5' in German. */
  number(value: number): string;
  /**
   * A calendar day (local time); '' when there is no valid date. English keeps the spec's
   * yyyy-mm-dd (spec 000 §9); every other language writes its own numeric date ('05.03.2024').
   */
  date(value: Date | string | number | null | undefined): string;
  /** The name of a month, 1 = January ('März' in German). */
  month(month: number): string;
  /** A file size in 1024 units with one decimal at most (spec 000 §9): '1.5 MB', '1,5 MB'. */
  fileSize(bytes: number): string;
  /** Fills `{name}` placeholders, numbers in this language (ids, codes and years verbatim). */
  interpolate(message: string, vars?: TranslateVars): string;
  /** The form of a plural for `n` by this language's rules, with `{n}` and `vars` filled. */
  plural(message: PluralMessage, n: number, vars?: TranslateVars): string;
}

/** The numeric date every language but English uses (English: the spec's yyyy-mm-dd). */
const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

const formats = new Map<string, LocaleFormat>();

/** The formats of a language tag (cached per tag; a tag Intl refuses formats as English). */
export function createLocaleFormat(language: string = DEFAULT_LANGUAGE): LocaleFormat {
  const tag = canonicalLanguageTag(language) ?? DEFAULT_LANGUAGE;
  const cached = formats.get(tag);
  if (cached) return cached;

  const numbers = new Intl.NumberFormat(tag);
  // 'min2': no separator in four digits ('1023 B'), as sizes never pass 1023 of a unit.
  const sizes = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, useGrouping: 'min2' });
  const months = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  const isEnglish = tag.split('-')[0] === 'en';
  const dates = isEnglish ? null : new Intl.DateTimeFormat(tag, NUMERIC_DATE);
  const number = (value: number) => numbers.format(value);

  const format: LocaleFormat = {
    language: tag,
    number,
    date: (value) => {
      if (!dates) return formatDate(value);
      const date = parseDate(value);
      return date === null ? '' : dates.format(date);
    },
    month: (month) => months.format(new Date(Date.UTC(2000, month - 1, 15))),
    fileSize: (bytes) => formatFileSize(bytes, (value) => sizes.format(value)),
    interpolate: (message, vars) => interpolate(message, vars, number),
    plural: (message, n, vars) => interpolate(selectPlural(message, n, tag), { ...vars, n }, number),
  };
  formats.set(tag, format);
  return format;
}
