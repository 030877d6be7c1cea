// The typed calls of issue 19's upload server side: the duplicate pre-check in calls of at most 100
// files (openapi.yml findUploadDuplicates answers 400 above), the public pages' calls and their link.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVitrineClient } from '../client';
import { ApiError } from '../errors';
import {
  createPublicUploadPage,
  findUploadDuplicates,
  listPublicUploadPages,
  MAX_DUPLICATE_CHECK_FILES,
  publicUploadPageLink,
  revokePublicUploadPage,
} from './publicUploadPages';

const API = 'http://vitrine.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const client = () => createVitrineClient({ baseUrl: API });

const page = {
  hash: 'h'.repeat(24),
  folderId: 3,
  folderName: 'Campaigns',
  createdAt: '2026-06-15T12:00:00.000Z',
  expiresAt: null,
  maxFiles: 5,
  maxBytes: null,
  filesReceived: 0,
  bytesReceived: 0,
  revoked: false,
};

describe('findUploadDuplicates', () => {
  it('asks in calls of at most 100 files and answers the keys with duplicates in order', async () => {
    const sizes: number[] = [];
    server.use(
      http.post(`${API}/api/upload/duplicates`, async ({ request }) => {
        const body = (await request.json()) as { folderId: number; files: { key: string }[] };
        sizes.push(body.files.length);
        expect(body.folderId).toBe(7);
        const hit = body.files.filter((f) => f.key.endsWith('0'));
        return HttpResponse.json({
          duplicates: hit.map((f) => ({ key: f.key, files: [{ fileId: 1, name: 'a.png', folderId: 2 }] })),
        });
      }),
    );
    const files = Array.from({ length: 250 }, (_, i) => ({ key: `k${i}`, sha256: 'a'.repeat(64), size: i }));
    const found = await findUploadDuplicates(client(), 7, files);
    expect(sizes).toEqual([MAX_DUPLICATE_CHECK_FILES, MAX_DUPLICATE_CHECK_FILES, 50]);
    expect(found.map((d) => d.key)).toEqual(files.filter((f) => f.key.endsWith('0')).map((f) => f.key));
  });

  it('makes no call for no files, and a refusal is an ApiError with the server message', async () => {
    expect(await findUploadDuplicates(client(), 7, [])).toEqual([]);
    server.use(
      http.post(`${API}/api/upload/duplicates`, () =>
        HttpResponse.json(
          {
            responseStatus: {
              errorCode: 'Forbidden',
              message: 'You are not allowed to upload to this folder.',
            },
          },
          { status: 403 },
        ),
      ),
    );
    const error = await findUploadDuplicates(client(), 7, [
      { key: 'a', sha256: 'a'.repeat(64), size: 1 },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('You are not allowed to upload to this folder.');
  });
});

describe('public upload pages', () => {
  it('lists, creates and revokes (the hash encoded in the path)', async () => {
    let revoked = '';
    let created: unknown;
    server.use(
      http.get(`${API}/api/upload/public-pages`, () => HttpResponse.json({ pages: [page] })),
      http.post(`${API}/api/upload/public-pages`, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(page);
      }),
      http.delete(`${API}/api/upload/public-pages/:hash`, ({ params }) => {
        revoked = String(params.hash);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await listPublicUploadPages(client())).toEqual([page]);
    expect(await createPublicUploadPage(client(), { folderId: 3, maxFiles: 5 })).toEqual(page);
    expect(created).toEqual({ folderId: 3, maxFiles: 5 });
    await revokePublicUploadPage(client(), 'a-b_c');
    expect(revoked).toBe('a-b_c');
  });

  it("links to the app's /public/<hash>", () => {
    expect(publicUploadPageLink('https://dam.example.com/', 'abc_-1')).toBe(
      'https://dam.example.com/public/abc_-1',
    );
    expect(publicUploadPageLink('https://dam.example.com/app', 'a b')).toBe(
      'https://dam.example.com/app/public/a%20b',
    );
  });
});
