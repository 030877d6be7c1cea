// What makes a file hidden from some users (spec 000 §6: expired files without images.seeExpired,
// off-brand files without images.seeOffBrand), written into the full-text index as words of a
// column no search text reaches (`flags`, migration 0008_text_index). A viewer's count of a text's
// matches is then one query of the index: the matches less those flagged hidden on the day, instead
// of reading every hidden file of the library (query.ts `matchedCount`).
//
// The words of a file:
// - `offbrand` when it is off-brand (is_on_brand is not 1);
// - its expiration date (ISO 'yyyy-mm-dd…') as the words of its century, decade, year, month and
//   day: 2026-06-15 is `xc20 xe202 xy2026 xm202606 xd20260615`. "Expired on the day before D" (the
//   date, as text, sorts before D: visibility.ts `isExpired`) is then a handful of words: every
//   earlier century, every earlier decade of D's century, and so on down to the earlier days of D's
//   month (at most 81 words);
// - `xodd` for an expiration date that is not ISO: whether it sorts before D is read from the files.

/** The files a principal may not see, as the flags can tell them (null fields: nothing hidden of that kind). */
export interface HiddenFlags {
  /** Files whose expiration date sorts before this day ('yyyy-mm-dd': tomorrow) are hidden. */
  expiredBefore: string | null;
  offBrand: boolean;
}

export const OFF_BRAND_FLAG = 'offbrand';
export const ODD_DATE_FLAG = 'xodd';

/** An ISO date at the start of the text (what the flags spell out); anything else is odd. */
export const ISO_DATE_GLOB = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*';

/** The flags of a file, as an SQLite expression over the row `file` (the migration's triggers). */
export function sqliteFlags(file: string): string {
  const date = `${file}.expiration_date`;
  const year = `substr(${date}, 1, 4)`;
  const month = `${year} || substr(${date}, 6, 2)`;
  return `(case when ${file}.is_on_brand = 1 then '' else '${OFF_BRAND_FLAG} ' end ||
    case when ${date} glob '${ISO_DATE_GLOB}' then
      'xc' || substr(${date}, 1, 2) || ' xe' || substr(${date}, 1, 3) || ' xy' || ${year} ||
      ' xm' || ${month} || ' xd' || ${month} || substr(${date}, 9, 2)
    when ${date} is not null then '${ODD_DATE_FLAG}' else '' end)`;
}

const digits = (below: number, width: number) =>
  Array.from({ length: below }, (_, n) => String(n).padStart(width, '0'));

/** The words flagging every ISO date that sorts before `day` ('yyyy-mm-dd'). */
export function datesBefore(day: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const century = day.slice(0, 2);
  const decade = day.slice(0, 3);
  const year = day.slice(0, 4);
  const month = `${year}${day.slice(5, 7)}`;
  return [
    ...digits(Number(century), 2).map((c) => `xc${c}`),
    ...digits(Number(day[2]), 1).map((e) => `xe${century}${e}`),
    ...digits(Number(day[3]), 1).map((y) => `xy${decade}${y}`),
    ...digits(Number(day.slice(5, 7)), 2).map((m) => `xm${year}${m}`),
    ...digits(Number(day.slice(8, 10)), 2).map((d) => `xd${month}${d}`),
  ];
}

/** The words of the files `hidden` hides by its flags (odd dates apart); empty when it hides nothing. */
export function hiddenWords(hidden: HiddenFlags): string[] {
  return [
    ...(hidden.offBrand ? [OFF_BRAND_FLAG] : []),
    ...(hidden.expiredBefore === null ? [] : datesBefore(hidden.expiredBefore)),
  ];
}
