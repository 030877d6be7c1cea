// The typed share-link calls (issue 20): what each sends on the wire and answers, and the addresses
// a visitor opens.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVitrineClient } from '../client';
import { ApiError } from '../errors';
import {
  createShareLink,
  listMyShares,
  openSharedView,
  preparePublicExport,
  publicExportUrl,
  revokeShareLink,
  sharedPageLink,
  updateShareLink,
} from './shares';

const API = 'http://vitrine.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const client = () => createVitrineClient({ baseUrl: API });

const state = { id: 7, urlSlug: 'summer-q7mzk4xw2hnbt5rcpe3a', imagesIds: [1, 2] };

describe('share link calls', () => {
  it('createShareLink sends Href, imageIds and title (spec 000 §7 "POST share")', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/api/share`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(state);
      }),
    );
    expect(
      await createShareLink(client(), { href: 'http://app/all', imageIds: [1, 2], title: 'Summer' }),
    ).toEqual(state);
    expect(sent).toEqual({ Href: 'http://app/all', imageIds: [1, 2], title: 'Summer' });
  });

  it('updateShareLink patches the link by its id, the id in the body too', async () => {
    let sent: unknown;
    server.use(
      http.patch(`${API}/api/sharing/7`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(state);
      }),
    );
    await updateShareLink(client(), 7, { password: '', allowedToDownloadImages: false });
    expect(sent).toEqual({ id: 7, password: '', allowedToDownloadImages: false });
  });

  it('listMyShares answers the list; revokeShareLink deletes by id', async () => {
    let revoked = false;
    server.use(
      http.get(`${API}/api/sharing/mine`, () => HttpResponse.json({ shares: [state] })),
      http.delete(`${API}/api/sharing/7`, () => {
        revoked = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await listMyShares(client())).toEqual([state]);
    await revokeShareLink(client(), 7);
    expect(revoked).toBe(true);
  });

  it('openSharedView sends the password only when given', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/api/sharing/view`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ title: 'T', errorMessage: null, searchResult: { ids: [1] } });
      }),
    );
    await openSharedView(client(), 'abc');
    await openSharedView(client(), 'abc', 'open sesame');
    expect(bodies).toEqual([{ restoreHash: 'abc' }, { restoreHash: 'abc', password: 'open sesame' }]);
  });

  it('preparePublicExport answers the token; a refusal is an ApiError with the server message', async () => {
    server.use(
      http.post(`${API}/api/publicexport`, async ({ request }) => {
        const body = (await request.json()) as { publicHash: string; type: number };
        if (body.publicHash === 'off')
          return HttpResponse.json(
            {
              responseStatus: {
                errorCode: 'Forbidden',
                message: 'This shared link does not allow downloads.',
              },
            },
            { status: 403 },
          );
        return HttpResponse.json({ id: `token-${body.type}` });
      }),
    );
    expect(await preparePublicExport(client(), 'abc', [1])).toBe('token-1');
    const refused = await preparePublicExport(client(), 'off', [1]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('This shared link does not allow downloads.');
  });

  it('builds the addresses a visitor opens, escaped', () => {
    expect(publicExportUrl('http://vitrine.test/', 'a/b')).toBe('http://vitrine.test/api/publicexport/a%2Fb');
    expect(sharedPageLink('https://app.example/gallery/', 'summer-x')).toBe(
      'https://app.example/gallery/shared/summer-x',
    );
  });
});
