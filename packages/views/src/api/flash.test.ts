// GET /api/flash/{view}?ids= (spec 000 §7; openapi.yml getFlashView) through the real client against
// @vitrine/mocks: the first 100 ids are asked (spec 000 §9), the images come back in that order.
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { applyMockParameters, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchFlashView, flashKeys, flashViewQuery } from './flash';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost' });

beforeEach(() => applyMockParameters({ user: 'superAdmin' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchFlashView', () => {
  it('answers the images asked, in the order asked', async () => {
    const images = await fetchFlashView(client, 'wall', [7, 3, 12]);
    expect(images.map((image) => image.id)).toEqual([7, 3, 12]);
  });

  it('sends at most 100 ids, comma-separated, to the view asked', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('*/api/flash/:view', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ images: [] });
      }),
    );
    await fetchFlashView(
      client,
      'curve',
      Array.from({ length: 130 }, (_, i) => i + 1),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.pathname).toBe('/api/flash/curve');
    const ids = seen[0]?.searchParams.get('ids')?.split(',') ?? [];
    expect(ids).toHaveLength(100);
    expect(ids[0]).toBe('1');
    expect(ids.at(-1)).toBe('100');
  });

  it('asks nothing for no ids', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/flash/:view', () => {
        asked += 1;
        return HttpResponse.json({ images: [] });
      }),
    );
    await expect(fetchFlashView(client, 'wall', [])).resolves.toEqual([]);
    expect(asked).toBe(0);
    expect(flashViewQuery(client, 'wall', []).enabled).toBe(false);
  });

  it('fails with the typed ApiError of the scenario', async () => {
    setScenario('getFlashView', 'error-500');
    await expect(fetchFlashView(client, 'wall', [1])).rejects.toSatisfy(
      (error) => isApiError(error) && error.status === 500,
    );
  });

  it('keys each view and id list apart', () => {
    expect(flashKeys.view('wall', [1, 2])).toEqual(['vitrine', 'views', 'flash', 'wall', '1,2']);
    expect(flashViewQuery(client, 'curve', [2, 1, 2]).queryKey).toEqual([
      'vitrine',
      'views',
      'flash',
      'curve',
      '2,1',
    ]);
  });
});
