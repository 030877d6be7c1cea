// What the viewer checks of a picked thumbnail picture before sending it (the server checks it
// again: docs/decisions.md "Custom thumbnails"): one of four types, at most 5,000,000 bytes.

/** The types the server makes a thumbnail from. */
export const THUMBNAIL_PICTURE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];

/** The largest picture sent, in bytes. */
export const THUMBNAIL_PICTURE_MAX_BYTES = 5_000_000;

/** Why a picked file is not sent, or null when it is. */
export function checkThumbnailPicture(file: {
  type: string;
  size: number;
}): 'notAPicture' | 'tooLarge' | null {
  if (!THUMBNAIL_PICTURE_TYPES.includes(file.type)) return 'notAPicture';
  if (file.size > THUMBNAIL_PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
