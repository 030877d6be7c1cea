// What a search narrows by besides its text, written into the full-text index as words of a column
// no search text reaches (`flags`, migration 0008_text_index): where a file is (its folder and
// every folder above), and what hides it from some users (spec 000 §6: expired files without
// images.seeExpired, off-brand files without images.seeOffBrand). A text searched in a folder, by a
// user granted some folders, or counted for a viewer is then one query of the index: the matches
// in those folders, or less those flagged hidden on the day, instead of every match looked up in
// the files (planner.ts `searchConditions`, counting.ts `matchedCount`).
//
// The words of a file:
// - `xf<id>` for its folder and each folder above it, `xo<id>` for its own folder (a folder's
//   files with or without its subfolders);
// - `offbrand` when it is off-brand (is_on_brand is not 1);
// - its expiration date (ISO 'yyyy-mm-dd…') as the number N = yyyymmdd (the digits keep the
//   text's order) in blocks of 1, 2, 4, … 2^26 numbers: `xb<level>n<N >> level>` for each of the 27
//   levels. "Expired on the day before D" (the date, as text, sorts before D: auth/visibility.ts
//   `isExpired`) is every N below D's number, which is one block for each bit set in it: at most
//   27 words, about ten of which hold files in a library whose dates span a few years;
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

/** The word of every file in the folder `id` or below it. */
export const underFolder = (id: number) => `xf${id}`;
/** The word of every file right in the folder `id`. */
export const inFolder = (id: number) => `xo${id}`;

/** Levels of the date blocks: 2^27 > 99,991,231, the largest yyyymmdd. */
const DATE_LEVELS = 27;

/**
 * The flags of a file, as an SQLite expression over the row `file` (the migration's triggers): the
 * folder words from its folder's materialised path ('/3/17/': `xf3 xf17 xo17`), then the others.
 */
export function sqliteFlags(file: string): string {
  const date = `${file}.expiration_date`;
  const number = `cast(substr(${date}, 1, 4) || substr(${date}, 6, 2) || substr(${date}, 9, 2) as integer)`;
  const blocks = Array.from(
    { length: DATE_LEVELS },
    (_, level) => `'xb${level}n' || (${number} >> ${level})`,
  );
  const place = `coalesce((select 'xf' || replace(substr(p.path, 2, length(p.path) - 2), '/', ' xf') || ' xo' || p.id
    from folders p where p.id = ${file}.folder_id), '')`;
  return `(${place} || ' ' ||
    case when ${file}.is_on_brand = 1 then '' else '${OFF_BRAND_FLAG} ' end ||
    case when ${date} glob '${ISO_DATE_GLOB}' then ${blocks.join(" || ' ' || ")}
    when ${date} is not null then '${ODD_DATE_FLAG}' else '' end)`;
}

/** The words of an ISO date's blocks (what the triggers write for it), for the tests. */
export function dateWords(day: string): string[] {
  const number = dayNumber(day);
  return Array.from({ length: DATE_LEVELS }, (_, level) => `xb${level}n${Math.floor(number / 2 ** level)}`);
}

function dayNumber(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) throw new Error(`not a day: ${day}`);
  return Number(`${day.slice(0, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`);
}

/** The words of the blocks holding every ISO date that sorts before `day` ('yyyy-mm-dd'). */
export function datesBefore(day: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const number = dayNumber(day);
  const words: string[] = [];
  for (let level = DATE_LEVELS - 1; level >= 0; level--) {
    const block = Math.floor(number / 2 ** level);
    // The block below D's at this level, when D's bit is set: every number in it is below D.
    if (block % 2 === 1) words.push(`xb${level}n${block - 1}`);
  }
  return words;
}

/** The words of the files `hidden` hides by its flags (odd dates apart); empty when it hides nothing. */
export function hiddenWords(hidden: HiddenFlags): string[] {
  return [
    ...(hidden.offBrand ? [OFF_BRAND_FLAG] : []),
    ...(hidden.expiredBefore === null ? [] : datesBefore(hidden.expiredBefore)),
  ];
}
