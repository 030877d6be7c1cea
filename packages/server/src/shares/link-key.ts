// A share link's address (spec 000 §5 "friendly slug"; issue 20 "unguessable even when friendly"):
// every link carries a random key of LINK_KEY_LENGTH base-32 characters (5 bits each: 100 bits, from
// node:crypto), and a friendly slug is only a readable prefix in front of it. The key alone finds the
// link, so the prefix can change with the title without breaking addresses already sent, and nobody
// can reach a link by guessing its title.
import { randomBytes } from 'node:crypto';
import { makeShareSlug, SLUG_MAX_LENGTH } from '@vitrine/core';

/** The key's alphabet: lower-case base 32 (RFC 4648 letters and 2–7), so a slug stays lower case (spec 000 §5). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** Characters of a key: 20 × 5 = 100 random bits (at least 96, issue 20). */
export const LINK_KEY_LENGTH = 20;
/** The random bits of a key. */
export const LINK_KEY_BITS = LINK_KEY_LENGTH * 5;

const KEY_PATTERN = new RegExp(`^[${ALPHABET}]{${LINK_KEY_LENGTH}}$`);

/** A new random key. */
export function newLinkKey(): string {
  // 5 bits from each byte: 256 is a multiple of 32, so every character is equally likely.
  return [...randomBytes(LINK_KEY_LENGTH)].map((byte) => ALPHABET[byte % 32]).join('');
}

/**
 * The address of a link: the friendly prefix, '-', the key; or the key alone. The prefix is
 * `makeShareSlug` of the owner's proposed slug or of the title (spec 000 §5: a title of at least 4
 * characters; lower case, accents and symbols reduced), cut so the whole stays within 257 characters.
 */
export function linkSlug(key: string, friendly: { title?: string | null; proposed?: string | null }): string {
  const source = friendly.proposed?.trim() ? friendly.proposed : friendly.title;
  const prefix = source ? makeShareSlug(source) : null;
  if (!prefix) return key;
  const room = SLUG_MAX_LENGTH - key.length - 1;
  const cut = prefix.slice(0, room).replace(/-+$/, '');
  return cut === '' ? key : `${cut}-${key}`;
}

/** The key in an address (its last LINK_KEY_LENGTH characters after the last '-'), or null. */
export function keyOfSlug(slug: string): string | null {
  const last = slug.trim().toLowerCase().split('-').at(-1) ?? '';
  return KEY_PATTERN.test(last) ? last : null;
}
