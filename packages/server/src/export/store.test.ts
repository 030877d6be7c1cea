// Export tokens (export/store.ts): random, bound to the user, expiring, bounded per user.
import { describe, expect, it } from 'vitest';
import { EXPORT_TOKEN_TTL_MS, ExportStore, exportStoreOf, MAX_EXPORTS_PER_USER } from './store';

const now = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const record = (userId: number) => ({
  userId,
  kind: 'zip' as const,
  ids: [1, 2],
  keepFoldersStructure: false,
});

describe('ExportStore', () => {
  it('answers unguessable tokens (32 random bytes, base64url), all different', () => {
    const store = new ExportStore();
    const tokens = Array.from({ length: 50 }, (_, i) => store.create(record(i), now));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  it('finds a record for its user only, until it expires', () => {
    const store = new ExportStore();
    const token = store.create(record(1), now);
    expect(store.find(token, 1, now)).toMatchObject({ userId: 1, ids: [1, 2], kind: 'zip' });
    expect(store.find(token, 2, now)).toBeUndefined();
    expect(store.find(token, null, now)).toBeUndefined();
    expect(store.find(`${token}x`, 1, now)).toBeUndefined();
    expect(store.find(token, 1, later(EXPORT_TOKEN_TTL_MS - 1))).toBeDefined();
    expect(store.find(token, 1, later(EXPORT_TOKEN_TTL_MS))).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it(`keeps at most ${MAX_EXPORTS_PER_USER} exports per user (the oldest go)`, () => {
    const store = new ExportStore();
    const tokens = Array.from({ length: MAX_EXPORTS_PER_USER + 2 }, (_, i) =>
      store.create(record(1), later(i)),
    );
    const other = store.create(record(2), now);
    const at = later(100);
    expect(store.find(tokens[0] as string, 1, at)).toBeUndefined();
    expect(store.find(tokens[1] as string, 1, at)).toBeUndefined();
    expect(tokens.slice(2).every((t) => store.find(t, 1, at))).toBe(true);
    expect(store.find(other, 2, at)).toBeDefined();
  });

  it('one store per server context', () => {
    const a = {};
    const b = {};
    expect(exportStoreOf(a)).toBe(exportStoreOf(a));
    expect(exportStoreOf(a)).not.toBe(exportStoreOf(b));
  });
});
