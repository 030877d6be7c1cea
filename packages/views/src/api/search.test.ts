// The search calls through the real client against @vitrine/mocks (spec 000 §7 "Search"; §4 an
// answer for other criteria is discarded).
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { applyMockParameters, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSearchId, pageCriteriaOf, resolveSearchCriteria } from '../search/criteria';
import { fetchSearchCount, fetchSearchPage, isStaleSearchAnswer } from './search';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost' });

beforeEach(() => applyMockParameters({ user: 'superAdmin' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const criteriaOf = (input: Parameters<typeof resolveSearchCriteria>[0]) => {
  const resolved = resolveSearchCriteria(input);
  return { ...resolved, searchId: makeSearchId(resolved) };
};

describe('search and search count', () => {
  it('pages follow one another and the count agrees with the pages', async () => {
    const first = criteriaOf({ selectedFolder: 0, sortOption: 7, itemsOnPage: 12 });
    const one = await fetchSearchPage(client, first);
    const two = await fetchSearchPage(client, pageCriteriaOf(first, 1));
    const count = await fetchSearchCount(client, first);
    expect(one.images).toHaveLength(12);
    expect(one.nextPageExists).toBe(true);
    expect(two.images.map((image) => image.id)).not.toContain(one.images[0]?.id);
    expect(count.totalImages).toBe(one.totalImages);
    expect(count.infoMessages).toEqual([]);
  });

  it('discards an answer for another search (its searchDto names another searchId)', async () => {
    server.use(
      http.post('*/api/search', () =>
        HttpResponse.json({
          images: [],
          totalImages: 0,
          nextPageExists: false,
          searchDto: { searchId: 'other' },
        }),
      ),
    );
    await expect(fetchSearchPage(client, criteriaOf({ selectedFolder: 1 }))).rejects.toSatisfy(
      isStaleSearchAnswer,
    );
  });

  it('a missing folder answers 404 as an ApiError', async () => {
    setScenario('search', 'error-404');
    await expect(fetchSearchPage(client, criteriaOf({ selectedFolder: 1 }))).rejects.toSatisfy(
      (error) => isApiError(error) && error.status === 404,
    );
  });
});
