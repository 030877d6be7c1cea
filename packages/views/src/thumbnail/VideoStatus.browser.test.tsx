// A video thumbnail's status in a real browser (spec 000 §4 "Video status is polled every 5 s per item
// until done; on done the badge updates after 2.5 s"; spec 001 §3, §4, §8, §9). The client answers
// from @vitrine/mocks in the page (every request recorded), a test's own answers first; time is
// vitest's fake timers, so each step is one poll interval and nothing reads the wall clock.
import type { ImageSummary } from '@vitrine/api-client';
import { VIDEO_BADGE_DELAY_MS, VIDEO_STATUS_POLL_MS } from '@vitrine/core';
import { currentDb } from '@vitrine/mocks';
import { createDefaultQueryClient } from '@vitrine/ui';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RecordedRequest, renderWithMocks } from '../search/test-utils';
import '../styles.css';
import { Thumbnail, type ThumbnailProps } from './Thumbnail';

const video: ImageSummary = {
  id: 501,
  fileName: 'launch-day.mp4',
  extension: 'mp4',
  isVideo: true,
  videoStatus: 'unprocessed',
};

/** The status calls among the recorded requests. */
const statusCalls = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/image/videostatus/'));

/** Answers GET videostatus with `statuses` in turn, then the last one again and again. */
function answering(statuses: readonly string[], videoTries = 0) {
  let call = 0;
  return http.get('*/api/image/videostatus/:id', ({ params }) => {
    const status = statuses[Math.min(call, statuses.length - 1)] ?? '';
    call += 1;
    return HttpResponse.json({ id: Number(params.id), status, videoTries });
  });
}

async function renderVideo(
  image: ImageSummary,
  options: {
    handlers?: HttpHandler[];
    props?: Partial<ThumbnailProps>;
  } = {},
) {
  const queryClient = createDefaultQueryClient();
  const rendered = await renderWithMocks(
    <Thumbnail
      image={image}
      width={320}
      height={240}
      getThumbnailUrl={() => 'data:image/gif;base64,R0lGODlhAQABAAAAACw='}
      {...options.props}
    />,
    { slowMs: 0, provider: { queryClient }, ...(options.handlers ? { handlers: options.handlers } : {}) },
  );
  await settlesTo(() => document.querySelector('.vt-views__thumb') !== null, true);
  /** Waits (fake time standing still) until `n` status calls were sent and every one has settled. */
  const polled = (n: number) =>
    settlesTo(() => [statusCalls(rendered.requests).length, queryClient.isFetching()], [n, 0]);
  return { ...rendered, polled };
}

/** Moves the fake clock by `ms`, letting every answer and render that follows settle. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

/** Waits (fake time standing still) until `read` gives `expected`. */
async function settlesTo<T>(read: () => T, expected: T) {
  await expect
    .poll(async () => {
      await vi.advanceTimersByTimeAsync(0);
      return read();
    })
    .toEqual(expected);
}

const videoBadge = () => document.querySelector<HTMLElement>('[data-badge="video"]');
const badgeText = () => videoBadge()?.textContent ?? null;
/** The video badge holds a done answer for its 2.5 s. */
const finishing = () => videoBadge()?.hasAttribute('data-video-done') ?? false;
const progress = () => document.querySelector('[role="progressbar"]');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('video status polling (spec 000 §4, spec 001 §4)', () => {
  it('Queued → Processing 40% → done: polled every 5 s, the badge changes 2.5 s after done, then no more calls', async () => {
    const { requests, polled } = await renderVideo(video, {
      handlers: [answering(['unprocessed', '40%', ''])],
    });
    await settlesTo(badgeText, 'Queued for Processing');
    expect(videoBadge()?.dataset.video).toBe('queued');
    // The search answer is as fresh as a poll: the first call waits one interval.
    await polled(0);

    await advance(VIDEO_STATUS_POLL_MS);
    await polled(1);
    expect(statusCalls(requests)[0]?.path).toBe('/api/image/videostatus/501');
    await settlesTo(badgeText, 'Queued for Processing');

    await advance(VIDEO_STATUS_POLL_MS);
    await polled(2);
    await settlesTo(badgeText, 'Processing 40%');
    expect(progress()?.getAttribute('aria-valuenow')).toBe('40');
    expect(progress()?.getAttribute('aria-valuemin')).toBe('0');
    expect(progress()?.getAttribute('aria-valuemax')).toBe('100');
    expect(progress()?.getAttribute('aria-label')).toBe('Processing');

    // The third answer is done (empty): the previous badge stays for 2.5 s.
    await advance(VIDEO_STATUS_POLL_MS);
    await polled(3);
    expect(statusCalls(requests)[2]?.answer).toMatchObject({ status: '' });
    await settlesTo(finishing, true);
    expect(badgeText()).toBe('Processing 40%');
    await advance(VIDEO_BADGE_DELAY_MS - 100);
    expect(badgeText()).toBe('Processing 40%');
    await advance(100);
    await settlesTo(badgeText, null);
    expect(progress()).toBeNull();

    // Done: polling has stopped.
    await advance(VIDEO_STATUS_POLL_MS * 4);
    await polled(3);
  });

  it('queued with priority, then processing: a change while still pending shows at once', async () => {
    const { polled } = await renderVideo(
      { ...video, videoStatus: 'priority' },
      { handlers: [answering(['12%', '12%'])] },
    );
    await settlesTo(badgeText, 'Queued for Processing (priority)');
    await advance(VIDEO_STATUS_POLL_MS);
    await polled(1);
    await settlesTo(badgeText, 'Processing 12%');
    expect(progress()?.getAttribute('aria-valuenow')).toBe('12');
  });

  it('a failed answer is done too: "Failed" with the try count, 2.5 s after, and polling stops', async () => {
    const { polled } = await renderVideo(
      { ...video, videoStatus: '90%' },
      { handlers: [answering(['error while transcoding'], 3)] },
    );
    await advance(VIDEO_STATUS_POLL_MS);
    await polled(1);
    await settlesTo(finishing, true);
    expect(badgeText()).toBe('Processing 90%');
    await advance(VIDEO_BADGE_DELAY_MS);
    await settlesTo(() => videoBadge()?.dataset.video, 'failed');
    // spec 001 §8: the hint, for assistive technology and as the tooltip.
    const hint = 'The server tried to process this video 3 time(s) so far.';
    expect(badgeText()).toBe(`Failed ${hint}`);
    expect(videoBadge()?.title).toBe(hint);
    await advance(VIDEO_STATUS_POLL_MS * 3);
    await polled(1);
  });

  it('stops when the thumbnail leaves the page (a virtualized view unmounts what scrolled away)', async () => {
    const { polled, screen } = await renderVideo(video, { handlers: [answering(['unprocessed'])] });
    await advance(VIDEO_STATUS_POLL_MS);
    await polled(1);
    await advance(VIDEO_STATUS_POLL_MS);
    await polled(2);
    await screen.unmount();
    await advance(VIDEO_STATUS_POLL_MS * 4);
    await polled(2);
  });

  it.each([
    ['empty (processed)', ''],
    ['skipped', 'skipped'],
  ])('%s: nothing is shown and nothing is asked', async (_name, videoStatus) => {
    const { polled } = await renderVideo({ ...video, videoStatus });
    expect(videoBadge()).toBeNull();
    await advance(VIDEO_STATUS_POLL_MS * 3);
    await polled(0);
  });

  it('a failed video from the search asks once for its try count; one that carries it asks nothing', async () => {
    const failed = { ...video, videoStatus: 'error: codec not supported' };
    const first = await renderVideo(failed, { handlers: [answering(['error: codec not supported'], 2)] });
    await first.polled(1);
    await settlesTo(() => videoBadge()?.title, 'The server tried to process this video 2 time(s) so far.');
    await advance(VIDEO_STATUS_POLL_MS * 3);
    await first.polled(1);
    await first.screen.unmount();

    const detail = { ...failed, videoTries: 4 } as ImageSummary;
    const second = await renderVideo(detail);
    await settlesTo(() => videoBadge()?.title, 'The server tried to process this video 4 time(s) so far.');
    await advance(VIDEO_STATUS_POLL_MS * 2);
    await second.polled(0);
  });

  it('with the video badge group off, nothing is polled', async () => {
    const { polled } = await renderVideo(video, { props: { badgeGroups: { video: false } } });
    expect(videoBadge()).toBeNull();
    await advance(VIDEO_STATUS_POLL_MS * 3);
    await polled(0);
  });

  it('against the mocks’ own progression: a processing seeded video advances, then is done', async () => {
    const seeded = currentDb().images.find((image) => /^\d+%$/.test(image.videoStatus ?? ''));
    if (!seeded) throw new Error('the seed has a processing video');
    const start = seeded.videoStatus ?? '';
    const { requests, polled } = await renderVideo({ ...video, id: seeded.id, videoStatus: start });
    await settlesTo(badgeText, `Processing ${Number.parseInt(start, 10)}%`);
    // The mocks advance a processing video by 25 points per call; at 100 it is done ('').
    for (let poll = 1; poll <= 5; poll += 1) {
      await advance(VIDEO_STATUS_POLL_MS);
      await polled(poll);
      const answer = statusCalls(requests)[poll - 1]?.answer as { status: string };
      if (answer.status === '') break;
    }
    const answered = statusCalls(requests).map((request) => (request.answer as { status: string }).status);
    expect(answered.at(-1)).toBe('');
    await settlesTo(finishing, true);
    await advance(VIDEO_BADGE_DELAY_MS);
    await settlesTo(badgeText, null);
    await advance(VIDEO_STATUS_POLL_MS * 3);
    await polled(answered.length);
  });
});
