// The timeline's rules (spec 000 §2 "Timeline: up to 500 items, shows only images with a date
// taken"; "Browse by Timeline: year, then month"; §9 timeline 500).
import type { ImageSummary } from '@vitrine/api-client';
import { TIMELINE_MAX_ITEMS } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { buildTimeline, dateTakenOf, moveInList, timelineSearchCriteria } from './model';

const file = (id: number, DateCreated?: string | null): ImageSummary => ({
  id,
  fileName: `f${id}.jpg`,
  extension: 'jpg',
  mimeType: 'image/jpeg',
  fileSize: 1,
  isImage: true,
  ...(DateCreated === undefined ? {} : { imageIPTC: { DateCreated } }),
});

describe('dateTakenOf', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['yesterday', null],
    ['2024-13-01', null],
    ['2024-02-00', null],
    ['2024-03-15', { year: 2024, month: 3, day: 15, date: '2024-03-15' }],
    // the camera's clock: the written day counts, whatever the time zone
    ['2023-12-31T23:30:00Z', { year: 2023, month: 12, day: 31, date: '2023-12-31' }],
    ['2021-07-04T08:00:00+09:00', { year: 2021, month: 7, day: 4, date: '2021-07-04' }],
  ])('%j', (value, expected) => {
    const taken = dateTakenOf(file(1, value));
    if (expected === null) expect(taken).toBeNull();
    else expect(taken).toMatchObject(expected);
  });
});

describe('buildTimeline', () => {
  it('places only images with a date taken, by year then month, oldest first', () => {
    const timeline = buildTimeline([
      file(1, '2024-03-15T10:00:00'),
      file(2),
      file(3, '2023-11-02'),
      file(4, '2024-03-01'),
      file(5, null),
      file(6, '2024-01-20'),
    ]);
    expect(timeline.items.map((item) => item.id)).toEqual([3, 6, 4, 1]);
    expect(timeline.items.map((item) => item.index)).toEqual([0, 1, 2, 3]);
    expect(timeline.years.map((y) => [y.year, y.count, y.months.map((m) => m.key)])).toEqual([
      [2023, 1, ['2023-11']],
      [2024, 3, ['2024-01', '2024-03']],
    ]);
    expect(timeline.months.map((m) => m.items.map((i) => i.id))).toEqual([[3], [6], [4, 1]]);
  });

  it('places only images: a video, sound or PDF with a date taken is left out (spec 000 §2)', () => {
    const timeline = buildTimeline([
      file(1, '2024-03-15'),
      { ...file(2, '2024-03-16'), mimeType: 'video/mp4', isImage: false, isVideo: true },
      { ...file(3, '2024-03-17'), mimeType: 'audio/mpeg', isImage: false, isAudio: true },
      { ...file(4, '2024-03-18'), mimeType: 'application/pdf', isImage: false, isPdf: true },
      { ...file(5, '2024-03-19'), isImage: undefined },
      file(6, '2024-03-20'),
    ]);
    expect(timeline.items.map((item) => item.id)).toEqual([1, 6]);
    expect(timeline.years.map((y) => y.count)).toEqual([2]);
  });

  it('is empty when the only dated files are not images', () => {
    const video = { ...file(1, '2024-03-15'), isImage: false, isVideo: true };
    expect(buildTimeline([video, file(2)])).toEqual({ years: [], months: [], items: [] });
  });

  it('keeps the search order for files of the same moment', () => {
    const timeline = buildTimeline([file(9, '2020-01-01'), file(2, '2020-01-01'), file(5, '2020-01-01')]);
    expect(timeline.items.map((item) => item.id)).toEqual([9, 2, 5]);
  });

  it('takes the first 500 files only (spec 000 §9)', () => {
    const images = Array.from({ length: TIMELINE_MAX_ITEMS + 50 }, (_, i) => file(i + 1, '2022-05-05'));
    expect(TIMELINE_MAX_ITEMS).toBe(500);
    const timeline = buildTimeline(images);
    expect(timeline.items).toHaveLength(500);
    expect(timeline.items.some((item) => item.id > 500)).toBe(false);
  });

  it('is empty when no file has a date taken', () => {
    expect(buildTimeline([file(1), file(2, null)])).toEqual({ years: [], months: [], items: [] });
  });
});

describe('moveInList', () => {
  it.each([
    [3, 'ArrowLeft', 2],
    [0, 'ArrowLeft', 0],
    [3, 'ArrowUp', 2],
    [3, 'ArrowRight', 4],
    [9, 'ArrowDown', 9],
    [5, 'Home', 0],
    [5, 'End', 9],
    [5, 'a', null],
  ])('from %i, %s → %j', (from, key, expected) => {
    expect(moveInList(from, 10, key)).toBe(expected);
  });
});

describe('timelineSearchCriteria', () => {
  it('asks page 1 of 500', () => {
    expect(timelineSearchCriteria({ selectedFolder: 1, itemsOnPage: 24, currentPage: 3 })).toMatchObject({
      selectedFolder: 1,
      itemsOnPage: 500,
      currentPage: 1,
    });
  });
});
