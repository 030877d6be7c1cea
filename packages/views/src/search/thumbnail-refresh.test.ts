import { describe, expect, it } from 'vitest';
import {
  awaitsThumbnail,
  nextThumbnailRefresh,
  pageAwaitsThumbnails,
  THUMBNAIL_REFRESH_MAX_TRIES,
  THUMBNAIL_REFRESH_MS,
} from './thumbnail-refresh';

const ready = { id: 1, fileName: 'a.jpg', extension: 'jpg', thumbnailVersion: 'abc', hasJobs: false };
const making = { id: 2, fileName: 'b.jpg', extension: 'jpg', thumbnailVersion: null, hasJobs: true };

describe('awaitsThumbnail', () => {
  it.each([
    ['no version, a job under way', { thumbnailVersion: null, hasJobs: true }, true],
    [
      'no version, a job under way, failed',
      { thumbnailVersion: null, hasJobs: true, thumbnailFailed: true },
      false,
    ],
    ['no version and no job (a type with no thumbnail)', { thumbnailVersion: null, hasJobs: false }, false],
    ['a version (made)', { thumbnailVersion: 'abc', hasJobs: true }, false],
    ['no field (an older server)', { hasJobs: true }, false],
  ])('%s: %s', (_, image, expected) => {
    expect(awaitsThumbnail(image)).toBe(expected);
  });
});

describe('nextThumbnailRefresh', () => {
  it('asks a page again while one of its files awaits its thumbnail, never otherwise', () => {
    expect(pageAwaitsThumbnails({ images: [ready, making] })).toBe(true);
    expect(nextThumbnailRefresh({ images: [ready, making] }, 1, undefined)).toEqual({
      interval: THUMBNAIL_REFRESH_MS,
      state: { seenAt: 1, tries: 1 },
    });
    expect(nextThumbnailRefresh({ images: [ready] }, 2, { seenAt: 1, tries: 1 })).toEqual({
      interval: false,
      state: undefined,
    });
    expect(nextThumbnailRefresh(undefined, 0, undefined).interval).toBe(false);
  });

  it('counts each answer once, and stops after the last try', () => {
    const page = { images: [making] };
    let state = nextThumbnailRefresh(page, 1, undefined).state;
    // Asked again about the same answer (a re-render): not another try.
    expect(nextThumbnailRefresh(page, 1, state).state).toEqual({ seenAt: 1, tries: 1 });
    for (let answer = 2; answer <= THUMBNAIL_REFRESH_MAX_TRIES; answer++) {
      const next = nextThumbnailRefresh(page, answer, state);
      expect(next.interval, String(answer)).toBe(THUMBNAIL_REFRESH_MS);
      state = next.state;
    }
    expect(nextThumbnailRefresh(page, THUMBNAIL_REFRESH_MAX_TRIES + 1, state).interval).toBe(false);
  });
});
