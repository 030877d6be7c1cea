// POST subfolders through the real client against @vitrine/mocks (spec 000 §7 "POST subfolders
// {folderId ('root' for top level), take, skip, pos}"): every field the spec lists is sent, `pos`
// included (docs/decisions.md: what `pos` holds).
import { QueryClient } from '@tanstack/react-query';
import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchSubfolders, loadMoreSubfolders, subfoldersQuery } from './folders';
import { treeKeys } from './keys';

const server = setupMockServer();
const client = createVitrineClient({ baseUrl: 'http://localhost' });
const bodies: Record<string, unknown>[] = [];

server.events.on('request:start', async ({ request }) => {
  if (new URL(request.url).pathname === '/api/folders/subfolders') bodies.push(await request.clone().json());
});

beforeEach(() => {
  bodies.length = 0;
  applyMockParameters({ user: 'superAdmin' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("POST subfolders sends the spec's four fields (spec 000 §7)", () => {
  it('a first load of the top level sends folderId root, take, skip and pos 0', async () => {
    await fetchSubfolders(client, { parentId: 'root', take: 100 });
    expect(bodies).toEqual([{ folderId: 'root', take: 100, skip: 0, pos: 0 }]);
  });

  it("the tree's query sends pos 0, and 'Load more...' the number of folders already loaded", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Two at a time, so the top level has a next page whatever the seed holds.
    const first = await queryClient.fetchQuery(subfoldersQuery(client, 'root', 2));
    expect(first.folders).toHaveLength(2);
    expect(first.nextSkip).toBe(2);
    expect(bodies).toEqual([{ folderId: 'root', take: 2, skip: 0, pos: 0 }]);

    await loadMoreSubfolders(client, queryClient, 'root');
    expect(bodies[1]).toEqual({ folderId: 'root', take: 100, skip: 2, pos: 2 });
    expect(queryClient.getQueryData(treeKeys.subfolders('root'))).toMatchObject({ nextSkip: null });
  });
});
