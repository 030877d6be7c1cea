import { describe, expect, it } from 'vitest';
import { checkThumbnailPicture, THUMBNAIL_PICTURE_MAX_BYTES } from './picture';

describe('checkThumbnailPicture (docs/decisions.md "Custom thumbnails")', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: THUMBNAIL_PICTURE_MAX_BYTES }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, null],
    [{ type: 'image/png', size: THUMBNAIL_PICTURE_MAX_BYTES + 1 }, 'tooLarge'],
    [{ type: 'image/svg+xml', size: 10 }, 'notAPicture'],
    [{ type: 'image/tiff', size: 10 }, 'notAPicture'],
    [{ type: '', size: 10 }, 'notAPicture'],
  ])('%o → %s', (file, expected) => {
    expect(checkThumbnailPicture(file)).toBe(expected);
  });
});
