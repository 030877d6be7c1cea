// GET and POST /api/websettings through the real client over a recording fetch (spec 001 §7).
import { ApiError, createVitrineClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { fetchWebSettings, saveWebSettings, webSettingsQueryKey } from './websettings';

function recordingClient(status: number, body?: unknown) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const client = createVitrineClient({
    baseUrl: 'http://vitrine.test',
    fetch: async (request) => {
      const sent = request.method === 'POST' ? await request.json() : undefined;
      seen.push({ method: request.method, path: new URL(request.url).pathname, body: sent });
      return body === undefined
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, seen };
}

describe('web settings calls', () => {
  it('reads the server copy field by field (visibleGridColumn from JSON, page size reset of spec 000 §5)', async () => {
    const { client, seen } = recordingClient(200, {
      pageSize: 5000,
      visibleGridColumn: '["id","title"]',
      whatsNewSeen: null,
      hideTree: 'no',
    });
    await expect(fetchWebSettings(client)).resolves.toEqual({
      pageSize: 96,
      visibleGridColumn: ['id', 'title'],
      whatsNewSeen: '',
    });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/websettings']);
  });

  it('saves with visibleGridColumn as a JSON string (spec 001 §7)', async () => {
    const { client, seen } = recordingClient(204);
    await saveWebSettings(client, { visibleGridColumn: ['id', 'size'], pageSize: 48 });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/websettings',
        body: { visibleGridColumn: '["id","size"]', pageSize: 48 },
      },
    ]);
  });

  it('a refused save (403 for a guest) rejects with the ApiError', async () => {
    const { client } = recordingClient(403, { responseStatus: { errorCode: 'Forbidden' } });
    await expect(saveWebSettings(client, { pageSize: 48 })).rejects.toMatchObject({ status: 403 });
    await expect(saveWebSettings(client, { pageSize: 48 })).rejects.toBeInstanceOf(ApiError);
  });

  it('has the key vitrine/websettings', () => {
    expect(webSettingsQueryKey).toEqual(['vitrine', 'websettings']);
  });
});
