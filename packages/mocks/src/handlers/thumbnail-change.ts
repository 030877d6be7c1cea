// POST /Thumbnails.asmx/Change as the server answers it (its images/thumbnail-change.ts; the meaning
// of type and data is inferred, docs/decisions.md "Custom thumbnails"): a frame of a video at a time
// (0 to its length), a sent JPEG, PNG, WebP or GIF picture (at most 5,000,000 bytes) for any file,
// or back to automatic. The mocks hold no media: a frame is drawn as another pattern, a sent picture
// is served as sent (not scaled), and both change the file's thumbnailVersion.
import type { CustomThumbnail, ImageRecord } from '../db/types';
import { durationSecondsOf, fileKind } from './serialize';

/** The server's refusals, word for word (tests/contract/thumbnail-change.test.ts checks both). */
export const THUMBNAIL_CHANGE_MESSAGES = {
  notVideo: 'Only a video has frames to choose a thumbnail from.',
  badTime: (duration: number | null) =>
    duration === null
      ? 'The time of the frame must be a number of seconds.'
      : `The time of the frame must be between 0 and ${String(Math.round(duration * 1000) / 1000)} seconds.`,
  badImage: 'The thumbnail must be a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'The thumbnail image may be at most 5 MB and 50 megapixels.',
} as const;

/** The largest sent picture, in bytes (the server's THUMBNAIL_IMAGE_LIMITS.maxBytes). */
const MAX_BYTES = 5_000_000;

/** The type of a picture from its first bytes: JPEG, PNG, WebP or GIF, else null. */
function pictureType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * What the change makes of `image`: the new custom thumbnail (null: automatic again), or the
 * message of a 400.
 */
export function readThumbnailChange(
  image: ImageRecord,
  type: string,
  data: string,
): { custom: CustomThumbnail | null } | { refusal: string } {
  if (type === 'automatic') return { custom: null };
  if (type === 'frame') {
    if (fileKind(image) !== 'video') return { refusal: THUMBNAIL_CHANGE_MESSAGES.notVideo };
    const text = data.trim();
    if (!/^\d{1,7}(\.\d{1,6})?$/.test(text)) return { refusal: THUMBNAIL_CHANGE_MESSAGES.badTime(null) };
    const duration = durationSecondsOf(image);
    const seconds = Number(text);
    if (duration === null || seconds > duration)
      return { refusal: THUMBNAIL_CHANGE_MESSAGES.badTime(duration) };
    return { custom: { kind: 'frame', seconds } };
  }
  const match = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]*)*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(data);
  if (type !== 'image' || !match) return { refusal: THUMBNAIL_CHANGE_MESSAGES.badImage };
  const encoded = (match[3] ?? '').replace(/\s/g, '');
  if (Math.floor((encoded.length * 3) / 4) > MAX_BYTES + 2)
    return { refusal: THUMBNAIL_CHANGE_MESSAGES.tooLarge };
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(encoded);
  } catch {
    return { refusal: THUMBNAIL_CHANGE_MESSAGES.badImage };
  }
  if (bytes.length > MAX_BYTES) return { refusal: THUMBNAIL_CHANGE_MESSAGES.tooLarge };
  const mimeType = pictureType(bytes);
  if (!mimeType) return { refusal: THUMBNAIL_CHANGE_MESSAGES.badImage };
  return { custom: { kind: 'image', bytes, mimeType } };
}
