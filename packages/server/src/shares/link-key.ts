// A share link's address (spec 000 §5 "friendly slug"; issue 20 "unguessable even when friendly"):
// every link carries a random key of SHARE_LINK_KEY_LENGTH base-32 characters (5 bits each: 100
// bits, from node:crypto), and a friendly slug is only a readable prefix in front of it (@vitrine/core
// composeShareLinkSlug, the mocks' rule too). The key alone finds the link, so the prefix can change
// with the title without breaking addresses already sent, and nobody reaches a link from its title.
import { randomBytes } from 'node:crypto';
import {
  composeShareLinkSlug,
  SHARE_LINK_KEY_ALPHABET,
  SHARE_LINK_KEY_LENGTH,
  shareLinkKeyOf,
} from '@vitrine/core';

/** Characters of a key. */
export const LINK_KEY_LENGTH = SHARE_LINK_KEY_LENGTH;
/** The random bits of a key. */
export const LINK_KEY_BITS = LINK_KEY_LENGTH * Math.log2(SHARE_LINK_KEY_ALPHABET.length);

/** A new random key. */
export function newLinkKey(): string {
  // 5 bits from each byte: 256 is a multiple of 32, so every character is equally likely.
  return [...randomBytes(LINK_KEY_LENGTH)]
    .map((byte) => SHARE_LINK_KEY_ALPHABET[byte % SHARE_LINK_KEY_ALPHABET.length])
    .join('');
}

/** The address of a link (core's rule). */
export const linkSlug = composeShareLinkSlug;

/** The key in an address, or null (core's rule). */
export const keyOfSlug = shareLinkKeyOf;
