// The search session in a real browser (Debian chromium) on the mocks (spec 000 §4 "Search"): an
// answer for stale criteria discarded even when it arrives last, the next page prefetched, load more
// appending with one request at a time, infinite scroll within 50 px of the bottom, the count with its
// infoMessages, the error path (spec 000 §8), what follows a delete, and a page asked again while a
// thumbnail on it is being made.
import type { SearchResult } from '@vitrine/api-client';
import { currentDb, handlers as mockHandlers } from '@vitrine/mocks';
import { useConfigFlag } from '@vitrine/ui';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fetchSearchPage } from '../api/search';
import { makeSearchId, resolveSearchCriteria } from './criteria';
import {
  answeredIds,
  countRequests,
  createProbe,
  expectListed,
  expectToast,
  gate,
  harnessState,
  LIST_HEIGHT,
  listedIds,
  type RecordedRequest,
  ROW_HEIGHT,
  renderWithMocks,
  SessionHarness,
  searchesWhere,
  searchRequests,
} from './test-utils';
import { THUMBNAIL_REFRESH_MS } from './thumbnail-refresh';

const SEED = { marketing: 1, press: 204 };
/** Every file, by file name (a stable order). */
const ALL_BY_NAME = { selectedFolder: 0, sortOption: 7 } as const;

const pageOf = (n: number) => (request: RecordedRequest) =>
  (request.body as { criteria: { currentPage: number } }).criteria.currentPage === n;
const answered = (requests: RecordedRequest[], n: number) => requests.filter(pageOf(n)).find((r) => r.answer);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

afterEach(() => {
  vi.restoreAllMocks();
});

/** A component with a query of its own, drawn before the session (the panel before the files). */
function QueryBefore() {
  useConfigFlag('ShowSets');
  return null;
}

describe("the first page goes out first (issue 14: the page's first pictures wait for it)", () => {
  it('is asked before the queries of the components drawn before it', async () => {
    const order: string[] = [];
    const { requests } = await renderWithMocks(
      <>
        <QueryBefore />
        <SessionHarness criteria={ALL_BY_NAME} />
      </>,
      { onRequest: (request) => order.push(`${request.method} ${new URL(request.url).pathname}`) },
    );
    await expect.poll(() => listedIds().length).toBeGreaterThan(0);
    expect(order[0]).toBe('POST /api/search');
    expect(order).toContain('GET /api/config/flags/ShowSets');
    // One call for the first page: the session's own query joined the one sent first.
    expect(searchRequests(requests).filter((criteria) => criteria.currentPage === 1)).toHaveLength(1);
  });
});

describe('stale answers (spec 000 §4: a response whose criteria no longer match is discarded)', () => {
  it('an answer for the previous criteria arriving after the current one is never shown', async () => {
    const held = gate();
    const { requests, rerender } = await renderWithMocks(
      <SessionHarness criteria={{ ...ALL_BY_NAME, selectedFolder: SEED.marketing }} />,
      {
        handlers: [
          // Marketing answers late: after the answer for Press.
          http.post('*/api/search', async ({ request }) => {
            const { criteria } = (await request.clone().json()) as { criteria: { selectedFolder: number } };
            if (criteria.selectedFolder === SEED.marketing) await held.promise;
            return undefined; // the mocks answer
          }),
        ],
      },
    );
    const marketing = () => searchesWhere(requests, (c) => c.selectedFolder === SEED.marketing);
    const press = () => searchesWhere(requests, (c) => c.selectedFolder === SEED.press);
    await expect.poll(() => marketing().length).toBe(1);

    await rerender(<SessionHarness criteria={{ ...ALL_BY_NAME, selectedFolder: SEED.press }} />);
    await expect.poll(() => press()[0]?.answer).toBeDefined();
    const pressIds = answeredIds(press()[0]);
    expect(pressIds.length).toBeGreaterThan(0);
    await expectListed(pressIds);

    // Now the old answer arrives.
    held.open();
    await expect.poll(() => marketing()[0]?.answer).toBeDefined();
    const marketingIds = answeredIds(marketing()[0]);
    expect(marketingIds.length).toBeGreaterThan(0);
    await nextFrame();
    expect(listedIds()).toEqual(pressIds);
    expect(harnessState().count).toBe(pressIds.length);
    // Each page asked carries its searchId, different for the two searches.
    const searchIdOf = (request: RecordedRequest | undefined) =>
      (request?.body as { criteria?: { searchId?: string } } | undefined)?.criteria?.searchId;
    expect(searchIdOf(marketing()[0])).toBeTruthy();
    expect(searchIdOf(marketing()[0])).not.toBe(searchIdOf(press()[0]));
  });

  it('an older answer of the same search arriving after a newer one is not shown', async () => {
    const held = gate();
    let calls = 0;
    const probe = createProbe();
    const { requests } = await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} probe={probe} />, {
      handlers: [
        http.post('*/api/search', async () => {
          calls += 1;
          if (calls !== 1) return undefined;
          // The first answer is held back, then answers what the library held before.
          await held.promise;
          return HttpResponse.json({
            images: [{ id: 999_001, fileName: 'old.jpg' }],
            totalImages: 1,
            nextPageExists: false,
          });
        }),
      ],
    });
    await expect.poll(() => searchRequests(requests).length).toBe(1);
    // A new search of the same criteria while the first is still out.
    void probe.session?.refetch();
    await expect.poll(() => searchesWhere(requests, () => true)[1]?.answer).toBeDefined();
    const fresh = answeredIds(searchesWhere(requests, () => true)[1]);
    await expectListed(fresh);

    held.open();
    await expect.poll(() => searchesWhere(requests, () => true)[0]?.answer).toBeDefined();
    await nextFrame();
    expect(listedIds()).toEqual(fresh);
    expect(listedIds()).not.toContain(999_001);
  });
});

describe('prefetch (spec 000 §4: the next page is prefetched when nextPageExists)', () => {
  it('asks page 2 as soon as page 1 answers, and load more appends it without asking again', async () => {
    const { requests } = await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} />);
    await expect.poll(() => answered(requests, 2)).toBeDefined();
    const one = answeredIds(answered(requests, 1));
    const two = answeredIds(answered(requests, 2));
    expect(one).toHaveLength(24); // spec 000 §9: 24 by default
    await expectListed(one);
    const second = searchRequests(requests).find((criteria) => criteria.currentPage === 2);
    // The load-more page says so (spec 000 §3 isLoadingMore); the rest of the criteria are the same.
    expect(second).toMatchObject({ isLoadingMore: true, itemsOnPage: 24, sortOption: 7, selectedFolder: 0 });

    await page.getByRole('button', { name: 'Load more' }).click();
    await expectListed([...one, ...two]);
    expect(searchRequests(requests).filter((criteria) => criteria.currentPage === 2)).toHaveLength(1);
    // ... and page 3 is prefetched in turn.
    await expect.poll(() => answered(requests, 3)).toBeDefined();
  });

  it('asks no next page when the answer says none exists', async () => {
    const { requests } = await renderWithMocks(
      <SessionHarness criteria={{ ...ALL_BY_NAME, text: 'no-such-file-anywhere' }} />,
    );
    await expect
      .poll(() => harnessState())
      .toMatchObject({ loading: false, count: 0, next: false, total: 0 });
    await nextFrame();
    expect(searchRequests(requests).map((criteria) => criteria.currentPage)).toEqual([1]);
  });
});

describe('load more (spec 000 §4: load-more appends the page; one request at a time)', () => {
  it('appends the next page, says it is loading meanwhile, and asks once however often it is called', async () => {
    const held = gate();
    const probe = createProbe();
    const { requests } = await renderWithMocks(
      <SessionHarness criteria={ALL_BY_NAME} options={{ prefetchNextPage: false }} probe={probe} />,
      {
        handlers: [
          http.post('*/api/search', async ({ request }) => {
            const { criteria } = (await request.clone().json()) as { criteria: { currentPage: number } };
            if (criteria.currentPage === 2) await held.promise;
            return undefined;
          }),
        ],
      },
    );
    await expect.poll(() => answered(requests, 1)).toBeDefined();
    const one = answeredIds(answered(requests, 1));
    await expectListed(one);
    await nextFrame();
    expect(searchRequests(requests)).toHaveLength(1); // no prefetch asked for

    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('button', { name: 'Load more' }).click();
    void probe.session?.loadMore();
    await expect.poll(() => harnessState()).toMatchObject({ loadingMore: true, pages: 2, count: 24 });
    expect(searchRequests(requests).filter((criteria) => criteria.currentPage === 2)).toHaveLength(1);

    held.open();
    await expect.poll(() => answered(requests, 2)).toBeDefined();
    await expectListed([...one, ...answeredIds(answered(requests, 2))]);
    expect(harnessState()).toMatchObject({ loadingMore: false, count: 48 });
    expect(searchRequests(requests).filter((criteria) => criteria.currentPage === 2)).toHaveLength(1);
  });

  it('a page-size change starts again at page 1 (spec 000 §4)', async () => {
    const probe = createProbe();
    const { requests, rerender } = await renderWithMocks(
      <SessionHarness criteria={{ ...ALL_BY_NAME, itemsOnPage: 12 }} probe={probe} />,
    );
    await expect.poll(() => harnessState().count).toBe(12);
    await probe.session?.loadMore();
    await expect.poll(() => harnessState()).toMatchObject({ count: 24, pages: 2 });

    await rerender(<SessionHarness criteria={{ ...ALL_BY_NAME, itemsOnPage: 48 }} probe={probe} />);
    await expect.poll(() => harnessState()).toMatchObject({ count: 48, pages: 1 });
    const asked = searchRequests(requests).filter((criteria) => criteria.itemsOnPage === 48);
    expect(asked[0]).toMatchObject({ currentPage: 1, isLoadingMore: false });
  });
});

describe('infinite scroll (spec 000 §4, §9: triggers within 50 px of the bottom)', () => {
  it('loads the next page at 50 px from the bottom, not at 51', async () => {
    await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} />);
    await expect.poll(() => harnessState().count).toBe(24);
    const list = page.getByRole('list', { name: 'Files' }).element() as HTMLElement;
    expect(list.scrollHeight).toBe(24 * ROW_HEIGHT);
    const bottom = 24 * ROW_HEIGHT - LIST_HEIGHT;

    list.scrollTop = bottom - 51;
    await expect.poll(() => list.scrollTop).toBe(bottom - 51);
    await nextFrame();
    expect(harnessState()).toMatchObject({ count: 24, pages: 1 });

    list.scrollTop = bottom - 50;
    await expect.poll(() => harnessState()).toMatchObject({ count: 48, pages: 2 });
  });
});

describe('the count (spec 000 §7: POST search count → totalImages, infoMessages)', () => {
  it('asks the count with the same criteria and shows its total and info messages', async () => {
    const { requests } = await renderWithMocks(
      <SessionHarness criteria={{ ...ALL_BY_NAME, text: 'harbour' }} />,
      {
        handlers: [
          http.post('*/api/search/count', () =>
            HttpResponse.json({ totalImages: 3, infoMessages: ['Some results are hidden.'] }),
          ),
        ],
      },
    );
    await expect.poll(() => harnessState()).toMatchObject({ total: 3, info: ['Some results are hidden.'] });
    const [count] = countRequests(requests);
    const [first] = searchRequests(requests);
    expect(count).toMatchObject({ text: 'harbour', sortOption: 7, selectedFolder: 0, currentPage: 1 });
    const expected = resolveSearchCriteria({ ...ALL_BY_NAME, text: 'harbour' });
    expect(first).toEqual({ ...expected, searchId: makeSearchId(expected) });
  });
});

describe('group results (spec 000 §3: group title "No data" when empty)', () => {
  it('lists the groups of the results', async () => {
    await renderWithMocks(
      <SessionHarness criteria={{ selectedFolder: 0, sortOption: 2, groupResults: true, itemsOnPage: 96 }} />,
    );
    await expect.poll(() => harnessState().groups?.length ?? 0).toBeGreaterThan(1);
    for (const title of harnessState().groups ?? []) expect(title).toMatch(/^\d{4}-\d{2}$|^No data$/);
  });
});

describe('errors (spec 000 §8)', () => {
  it("shows the server's message when it sent one", async () => {
    await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} />, {
      handlers: [
        http.post('*/api/search', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'IndexBusy', message: 'The search index is being rebuilt.' } },
            { status: 500 },
          ),
        ),
      ],
    });
    await expectToast('The search index is being rebuilt.');
    expect(harnessState()).toMatchObject({ loading: false, count: 0 });
    expect(harnessState().error).not.toBeNull();
  });

  const missingCollection = () =>
    HttpResponse.json(
      { responseStatus: { errorCode: 'NotFound', message: 'Collection 999999 was not found.' } },
      { status: 404 },
    );
  const toastTexts = () =>
    Array.from(document.querySelectorAll('.vt-ui__toast-message'), (element) => element.textContent ?? '');

  it('a search whose page and count both fail says so once, whichever answers first', async () => {
    const pageHeld = gate();
    await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} />, {
      handlers: [
        // The count answers first: it waits for the page's answer before it says anything.
        http.post('*/api/search/count', () => missingCollection()),
        http.post('*/api/search', async () => {
          await pageHeld.promise;
          return missingCollection();
        }),
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toastTexts()).toEqual([]);
    pageHeld.open();
    await expectToast('Collection 999999 was not found.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastTexts()).toHaveLength(1);
  });

  it("errors 'inline': the host shows the first page's failure, so no toast says it again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} options={{ errors: 'inline' }} />, {
      handlers: [
        http.post('*/api/search/count', () => missingCollection()),
        http.post('*/api/search', () => missingCollection()),
      ],
    });
    await expect.poll(() => harnessState().error).toContain('Collection 999999 was not found.');
    await expect
      .poll(() => warn.mock.calls.filter(([text]) => String(text).includes('a search failed')).length)
      .toBe(2);
    expect(toastTexts()).toEqual([]);
  });

  it('only logs a failure without a message (list load failures are only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} />, { scenarios: { search: 'error-500' } });
    await expect.poll(() => harnessState().error, { timeout: 5000 }).not.toBeNull();
    await expect
      .poll(() => warn.mock.calls.some(([text]) => String(text).includes('a search failed')))
      .toBe(true);
    expect(document.querySelectorAll('.vt-ui__toast-message')).toHaveLength(0);
  });
});

describe('after delete (spec 000 §4)', () => {
  it('no file left: a new search runs', async () => {
    const probe = createProbe();
    const { requests } = await renderWithMocks(
      <SessionHarness criteria={{ ...ALL_BY_NAME, itemsOnPage: 12 }} probe={probe} />,
    );
    await expect.poll(() => answered(requests, 2)).toBeDefined();
    const one = answeredIds(answered(requests, 1));
    const two = answeredIds(answered(requests, 2));
    await expectListed(one);

    currentDb().removeImages(one); // deleted on the server
    const followUp = await probe.session?.afterDelete(one);
    expect(followUp).toBe('new-search');
    // Page 1 asked again: what was page 2 is page 1 now.
    expect(searchRequests(requests).filter((criteria) => criteria.currentPage === 1)).toHaveLength(2);
    await expectListed(two);
    expect(harnessState().pages).toBe(1);
  });

  it('fewer than 24 left: more are loaded', async () => {
    const probe = createProbe();
    const held = gate();
    let firstPages = 0;
    const { requests } = await renderWithMocks(<SessionHarness criteria={ALL_BY_NAME} probe={probe} />, {
      handlers: [
        // The refill (page 1 asked again) waits, so the list between delete and refill can be seen.
        http.post('*/api/search', async ({ request }) => {
          const { criteria } = (await request.clone().json()) as { criteria: { currentPage: number } };
          if (criteria.currentPage === 1 && ++firstPages === 2) await held.promise;
          return undefined;
        }),
      ],
    });
    await expect.poll(() => answered(requests, 2)).toBeDefined();
    const one = answeredIds(answered(requests, 1));
    const two = answeredIds(answered(requests, 2));
    await expectListed(one);

    const deleted = [one[0], one[5], one[10]] as number[];
    currentDb().removeImages(deleted);
    const asking = probe.session?.afterDelete(deleted);
    // They leave the list at once ...
    await expectListed(one.filter((id) => !deleted.includes(id)));
    await expect.poll(() => firstPages).toBe(2);
    held.open();
    expect(await asking).toBe('load-more');
    // ... and the files that moved up fill the page again (24 shown, 21 < 24 left).
    await expectListed([...one.filter((id) => !deleted.includes(id)), ...two.slice(0, 3)]);
  });

  it('24 or more left: nothing is asked now, and the next load more skips no file', async () => {
    const probe = createProbe();
    const { requests, client } = await renderWithMocks(
      <SessionHarness criteria={ALL_BY_NAME} probe={probe} />,
    );
    await expect.poll(() => answered(requests, 2)).toBeDefined();
    await probe.session?.loadMore();
    await expect.poll(() => harnessState().count).toBe(48);
    await expect.poll(() => answered(requests, 3)).toBeDefined(); // the prefetch of page 3
    const loaded = listedIds();
    const deleted = [loaded[3], loaded[30]] as number[];
    currentDb().removeImages(deleted);
    const before = searchRequests(requests).length;
    expect(await probe.session?.afterDelete(deleted)).toBe('none');
    await expectListed(loaded.filter((id) => !deleted.includes(id)));
    await nextFrame();
    expect(searchRequests(requests)).toHaveLength(before);

    await probe.session?.loadMore();
    // The truth: the first 72 files of the library as it is now.
    const truth = resolveSearchCriteria({ ...ALL_BY_NAME, itemsOnPage: 72 });
    const now = await fetchSearchPage(client, { ...truth, searchId: makeSearchId(truth) });
    await expectListed(now.images.map((image) => image.id));
  });
});

describe('thumbnails being made swap in without a reload (issue 13 follow-up)', () => {
  it('a page holding a file whose thumbnail is being made is asked again until the file has a version, then no more', async () => {
    // The first two answers say the first file's thumbnail is being made (no version, a job queued).
    let makingAnswers = 2;
    const probe = createProbe();
    const { requests } = await renderWithMocks(
      <SessionHarness
        criteria={{ ...ALL_BY_NAME, selectedFolder: SEED.marketing }}
        options={{ count: false, prefetchNextPage: false }}
        probe={probe}
      />,
      {
        slowMs: 0,
        handlers: [
          http.post('*/api/search', async ({ request }) => {
            const answer = await getResponse(mockHandlers, request);
            const body = (await answer?.json()) as SearchResult;
            if (makingAnswers > 0) {
              makingAnswers -= 1;
              body.images = body.images.map((image, index) =>
                index === 0 ? { ...image, thumbnailVersion: null, hasJobs: true } : image,
              );
            }
            return HttpResponse.json(body);
          }),
        ],
      },
    );
    const firstPages = () => searchRequests(requests).filter((criteria) => criteria.currentPage === 1);
    await expect.poll(() => probe.session?.images[0]?.thumbnailVersion, { timeout: 10_000 }).toMatch(/./);
    // Asked twice more after the first answer (THUMBNAIL_REFRESH_MS apart), then the version came.
    expect(firstPages()).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, THUMBNAIL_REFRESH_MS + 500));
    expect(firstPages()).toHaveLength(3);
  }, 20_000);
});
