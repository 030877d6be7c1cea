// The timeline in a real browser (spec 000 §2 "Timeline: up to 500 items, shows only images with a
// date taken; message 'N image(s) placed on the timeline.' or a message that no images have a date
// taken"; §9 minimum timeline height 500 px): the spec's messages word for word, the axis of years and
// months, and the keyboard (one tab stop on the axis, one in the files).
import type { ImageSummary } from '@vitrine/api-client';
import { en, TIMELINE_MIN_HEIGHT } from '@vitrine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { syntheticThumbnailUrl } from '../gallery/synthetic';
import { renderInFrame, sentRequests } from '../gallery/test-utils';
import { Timeline } from './Timeline';

const image = (id: number, DateCreated: string | null, extra: Partial<ImageSummary> = {}) =>
  ({
    id,
    fileName: `shot-${id}.jpg`,
    extension: 'jpg',
    mimeType: 'image/jpeg',
    fileSize: 1000,
    isImage: true,
    imageIPTC: { DateCreated },
    imageInfo: { width: 4000, height: 3000 },
    ...extra,
  }) as ImageSummary;

const IMAGES = [
  image(1, '2024-03-15T10:00:00'),
  image(2, null),
  image(3, '2023-11-02T08:00:00'),
  image(4, '2024-03-01T12:00:00'),
  image(5, '2024-01-20T09:00:00'),
];

afterEach(() => {
  expect(sentRequests).toEqual([]);
  vi.restoreAllMocks();
});

const focusedFileId = () => (document.activeElement as HTMLElement | null)?.dataset.id;

describe('Timeline', () => {
  it('places the files with a date taken, by year then month, with the spec message', async () => {
    await renderInFrame(<Timeline images={IMAGES} getThumbnailUrl={seededThumbnailUrl} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('4 image(s) placed on the timeline.');
    const years = [...document.querySelectorAll('.vt-views__timeline-year-heading')].map(
      (h) => h.textContent,
    );
    expect(years).toEqual(['2023 (1 image)', '2024 (3 images)']);
    const months = [...document.querySelectorAll('.vt-views__timeline-month-heading')].map(
      (h) => h.textContent,
    );
    expect(months).toEqual(['November 2023 (1 image)', 'January 2024 (1 image)', 'March 2024 (2 images)']);
    const files = [...document.querySelectorAll<HTMLElement>('.vt-views__timeline-file')].map(
      (b) => b.dataset.id,
    );
    expect(files).toEqual(['3', '5', '4', '1']);
    // a file's button is named by its picture (alt), badges and data line
    await expect.element(page.getByRole('button', { name: /^shot-4\.jpg.*2024-03-01/ })).toBeInTheDocument();
  });

  it('is at least 500 px high (spec 000 §9)', async () => {
    await renderInFrame(<Timeline images={IMAGES} />, { height: 200 });
    const view = document.querySelector('.vt-views__timeline') as HTMLElement;
    expect(getComputedStyle(view).minHeight).toBe(`${TIMELINE_MIN_HEIGHT}px`);
    expect(view.getBoundingClientRect().height).toBeGreaterThanOrEqual(TIMELINE_MIN_HEIGHT);
  });

  it('says when no image has a date taken', async () => {
    await renderInFrame(<Timeline images={[image(1, null), image(2, null)]} />);
    await expect.element(page.getByRole('status')).toHaveTextContent(en.timeline.noDateTaken);
    expect(document.querySelector('.vt-views__timeline-axis')).toBeNull();
  });

  it('places no video, sound or PDF, even with a date taken (spec 000 §2 "only images")', async () => {
    const others = [
      image(6, '2024-03-20T09:00:00', {
        fileName: 'clip-6.mp4',
        mimeType: 'video/mp4',
        isImage: false,
        isVideo: true,
      }),
      image(7, '2022-06-01T09:00:00', {
        fileName: 'talk-7.mp3',
        mimeType: 'audio/mpeg',
        isImage: false,
        isAudio: true,
      }),
      image(8, '2021-02-02T09:00:00', {
        fileName: 'doc-8.pdf',
        mimeType: 'application/pdf',
        isImage: false,
        isPdf: true,
      }),
    ];
    await renderInFrame(<Timeline images={[...IMAGES, ...others]} getThumbnailUrl={seededThumbnailUrl} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('4 image(s) placed on the timeline.');
    const files = [...document.querySelectorAll<HTMLElement>('.vt-views__timeline-file')].map(
      (b) => b.dataset.id,
    );
    expect(files).toEqual(['3', '5', '4', '1']);
  });

  it('says no image has a date taken when only other kinds of file have one', async () => {
    await renderInFrame(
      <Timeline
        images={[image(1, '2024-03-20T09:00:00', { mimeType: 'video/mp4', isImage: false, isVideo: true })]}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent(en.timeline.noDateTaken);
  });

  it("counts the seeded library's dated images among the first 500", async () => {
    // Placement only: the seeded files awaiting recognition would poll its status (the tiles' own
    // behaviour, tested with the thumbnail), and this frame answers no call.
    const images = (await seededImages()).map((i) => ({ ...i, awaitingRecognition: false }));
    const dated = images
      .slice(0, 500)
      .filter((i) => i.isImage === true && /^\d{4}-\d{2}-\d{2}/.test(i.imageIPTC?.DateCreated ?? ''));
    expect(images.length).toBeGreaterThan(500);
    // cheap 1×1 pictures: 400-odd drawn thumbnails would only slow the test
    await renderInFrame(<Timeline images={images} getThumbnailUrl={syntheticThumbnailUrl} />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(`${dated.length} image(s) placed on the timeline.`);
    expect(document.querySelectorAll('.vt-views__timeline-file')).toHaveLength(dated.length);
  });

  it('moves on the axis with the arrow keys and jumps to a month', async () => {
    const onOpen = vi.fn();
    await renderInFrame(<Timeline images={IMAGES} onOpen={onOpen} />);
    // one tab stop on the axis, on the first month
    const tabStops = [...document.querySelectorAll<HTMLElement>('.vt-views__timeline-month')].filter(
      (b) => b.tabIndex === 0,
    );
    expect(tabStops).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'November 2023 (1 image)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const march = page.getByRole('button', { name: 'March 2024 (2 images)' });
    await expect.element(march).toHaveFocus();
    await expect.element(march).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Enter}');
    // the month's first file has focus
    expect(focusedFileId()).toBe('4');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedFileId()).toBe('1');
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith({ id: 1, image: IMAGES[0] });
  });

  it('moves between the files with arrows, Page Up / Down by month, Home / End', async () => {
    await renderInFrame(<Timeline images={IMAGES} />);
    const first = document.querySelector<HTMLElement>('.vt-views__timeline-file') as HTMLElement;
    first.focus();
    expect(focusedFileId()).toBe('3');
    await userEvent.keyboard('{PageDown}');
    expect(focusedFileId()).toBe('5');
    await userEvent.keyboard('{PageDown}');
    expect(focusedFileId()).toBe('4');
    await userEvent.keyboard('{PageUp}');
    expect(focusedFileId()).toBe('5');
    await userEvent.keyboard('{End}');
    expect(focusedFileId()).toBe('1');
    await userEvent.keyboard('{Home}');
    expect(focusedFileId()).toBe('3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedFileId()).toBe('3');
    // one tab stop among the files; the axis follows the focused file's month
    expect(
      [...document.querySelectorAll<HTMLElement>('.vt-views__timeline-file')].filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    await userEvent.keyboard('{End}');
    await expect
      .element(page.getByRole('button', { name: 'March 2024 (2 images)' }))
      .toHaveAttribute('aria-current', 'true');
  });
});
