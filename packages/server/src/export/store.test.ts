// Export tokens (export/store.ts): random, bound to the user, expiring, bounded per user, and kept in
// the database, so another instance over the same database finds them (issue 16). Runs on SQLite and
// on PostgreSQL (the server-pg project).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { digest, EXPORT_TOKEN_TTL_MS, ExportStore, exportStoreOf, MAX_EXPORTS_PER_USER } from './store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.ready();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const now = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const db = () => server.app.vitrine.db;
const user = (who: 'superAdmin' | 'viewer') => server.library.userIds[who];
const record = (userId: number) => ({
  userId,
  kind: 'zip' as const,
  ids: [3, 1, 2],
  keepFoldersStructure: true,
});

describe('ExportStore', () => {
  it('answers unguessable tokens (32 random bytes, base64url), all different, and keeps only their hash', async () => {
    const store = new ExportStore(db());
    const tokens: string[] = [];
    for (let i = 0; i < 15; i++) tokens.push(await store.create(record(user('superAdmin')), later(i)));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(15);
    const stored = await db().selectFrom('export_tokens').select('token_hash').execute();
    expect(stored).toHaveLength(15);
    for (const { token_hash } of stored) {
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(tokens).not.toContain(token_hash);
    }
  });

  it('finds a record for its user only, until it expires', async () => {
    const store = new ExportStore(db());
    const token = await store.create(record(user('superAdmin')), now);
    await expect(store.find(token, user('superAdmin'), now)).resolves.toEqual({
      userId: user('superAdmin'),
      ids: [3, 1, 2],
      kind: 'zip',
      keepFoldersStructure: true,
      // The row's key: the token's SHA-256 (a report's job names its token by it).
      tokenHash: digest(token),
      createdAt: now.getTime(),
      expiresAt: now.getTime() + EXPORT_TOKEN_TTL_MS,
    });
    await expect(store.find(token, user('viewer'), now)).resolves.toBeUndefined();
    await expect(store.find(token, null, now)).resolves.toBeUndefined();
    await expect(store.find(`${token}x`, user('superAdmin'), now)).resolves.toBeUndefined();
    await expect(
      store.find(token, user('superAdmin'), later(EXPORT_TOKEN_TTL_MS - 1)),
    ).resolves.toBeDefined();
    await expect(store.find(token, user('superAdmin'), later(EXPORT_TOKEN_TTL_MS))).resolves.toBeUndefined();
    await store.sweep(later(EXPORT_TOKEN_TTL_MS));
    await expect(store.size()).resolves.toBe(0);
  });

  it(`keeps at most ${MAX_EXPORTS_PER_USER} exports per user (the oldest go)`, async () => {
    const store = new ExportStore(db());
    const tokens: string[] = [];
    for (let i = 0; i < MAX_EXPORTS_PER_USER + 2; i++)
      tokens.push(await store.create(record(user('superAdmin')), later(i)));
    const other = await store.create(record(user('viewer')), now);
    const at = later(100);
    await expect(store.find(tokens[0] as string, user('superAdmin'), at)).resolves.toBeUndefined();
    await expect(store.find(tokens[1] as string, user('superAdmin'), at)).resolves.toBeUndefined();
    for (const token of tokens.slice(2))
      await expect(store.find(token, user('superAdmin'), at)).resolves.toBeDefined();
    await expect(store.find(other, user('viewer'), at)).resolves.toBeDefined();
    await expect(store.size()).resolves.toBe(MAX_EXPORTS_PER_USER + 1);
  });

  it('a token made through one store is found through another over the same database (another instance)', async () => {
    const token = await new ExportStore(db()).create(record(user('viewer')), now);
    await expect(new ExportStore(db()).find(token, user('viewer'), now)).resolves.toMatchObject({
      ids: [3, 1, 2],
    });
  });

  it('one store per database', () => {
    expect(exportStoreOf(db())).toBe(exportStoreOf(db()));
    expect(exportStoreOf(db())).not.toBe(new ExportStore(db()));
  });
});
