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

/** The alphabet of a share link's key: lower-case base 32 (RFC 4648 letters and 2–7), 5 bits each. */
export const SHARE_LINK_KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** Characters of a share link's key: 20 × 5 = 100 random bits (issue 20: at least 96). */
export const SHARE_LINK_KEY_LENGTH = 20;

const KEY_PATTERN = new RegExp(`^[${SHARE_LINK_KEY_ALPHABET}]{${SHARE_LINK_KEY_LENGTH}}$`);

/**
 * The address of a share link: the friendly prefix, '-', the random key; or the key alone. The
 * prefix is {@link makeShareSlug} of the proposed slug, else of the title (spec 000 §5: 4 characters
 * or more), cut so the whole stays within 257 characters. A friendly slug is only a readable prefix,
 * never the whole key (issue 20).
 */
export function composeShareLinkSlug(
  key: string,
  friendly: { title?: string | null; proposed?: string | null },
): string {
  const source = friendly.proposed?.trim() ? friendly.proposed : friendly.title;
  const prefix = source ? makeShareSlug(source) : null;
  if (!prefix) return key;
  const cut = prefix.slice(0, SLUG_MAX_LENGTH - key.length - 1).replace(/-+$/, '');
  return cut === '' ? key : `${cut}-${key}`;
}

/** The key of a share link's address (its last segment after '-', any case), or null. */
export function shareLinkKeyOf(slug: string): string | null {
  const last = slug.trim().toLowerCase().split('-').at(-1) ?? '';
  return KEY_PATTERN.test(last) ? last : null;
}
