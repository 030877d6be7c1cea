// The pin calls through the real client against @vitrine/mocks (spec 000 §7 "Pinning"; §4 pin adds
// to the front, unpin removes).
import { createVitrineClient, isApiError } from '@vitrine/api-client';
import { applyMockParameters, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchPinnedItems, postPinStatus } from './pins';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost' });

beforeEach(() => applyMockParameters({ user: 'superAdmin' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('pins (spec 000 §4: pin adds to the front, unpin removes)', () => {
  it('pins and unpins each kind', async () => {
    const before = await fetchPinnedItems(client);
    const folder = { id: 2, name: 'any' };
    await postPinStatus(client, { kind: 'folder', folder }, true);
    await postPinStatus(client, { kind: 'logical', nodeId: 'attribute-author-Mei Tanaka' }, true);
    let after = await fetchPinnedItems(client);
    expect(after.folders[0]?.id).toBe(2);
    expect(after.logicalViewStrings[0]).toBe('attribute-author-Mei Tanaka');
    await postPinStatus(client, { kind: 'folder', folder }, false);
    await postPinStatus(client, { kind: 'logical', nodeId: 'attribute-author-Mei Tanaka' }, false);
    after = await fetchPinnedItems(client);
    expect(after.folders.map((f) => f.id)).toEqual(before.folders.map((f) => f.id).filter((id) => id !== 2));
    expect(after.logicalViewStrings).toEqual(before.logicalViewStrings);
  });

  it('a refused pin is an ApiError', async () => {
    setScenario('pinSet', 'error-404');
    await expect(
      postPinStatus(client, { kind: 'set', set: { id: 1, name: 'x', type: 's' } }, true),
    ).rejects.toSatisfy((error) => isApiError(error) && error.status === 404);
  });
});
