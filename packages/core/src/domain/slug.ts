// Friendly share slugs (spec 000 §4, §5, §9).
import { SLUG_MAX_LENGTH, SLUG_MIN_TITLE_LENGTH } from '../constants';

// Letters that Unicode decomposition does not reduce to ASCII.
const LETTER_REPLACEMENTS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Make the title-based slug of a share link: lower case, accents removed, every run of other symbols
 * and spaces turned into one '-', no '-' at either end, at most 257 characters. spec 000 §5: only a
 * title of at least 4 characters (after trimming) gets one; otherwise, or when nothing is left
 * (a title of symbols only), the result is null.
 */
export function makeShareSlug(title: string): string | null {
  const trimmed = title.trim();
  if ([...trimmed].length < SLUG_MIN_TITLE_LENGTH) return null;
  const slug = trimmed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => LETTER_REPLACEMENTS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? null : slug;
}
