// The SQL visibility of files (visibility.ts) agrees with the permission function: for random grants
// (roles on folders, sets, collections, everywhere; with and without images.seeExpired and
// images.seeOffBrand), the files the SQL keeps are exactly those `can()` lets the principal see,
// file by file, over a library of folders, sets, expired and off-brand files (spec 000 §6).
import { createRandom } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { insertFolder } from '../library/folders';
import { insertSet } from '../library/sets';
import { addFile, principalWith } from '../testing/files';
import { can, type Grant, type Principal } from './permissions';
import { allOf, fileVisibility, grantScope, localDays, visibleFileConditions } from './visibility';

const NOW = new Date(2026, 5, 15, 12);

let database: OpenDatabase;
interface FileFacts {
  id: number;
  folderPath: string;
  sets: { path: string; groupId: number | null }[];
  expired: boolean;
  onBrand: boolean;
}
const facts: FileFacts[] = [];
const folderPaths: string[] = [];
const setTargets: { path: string; groupId: number | null }[] = [];
const groupIds: number[] = [];

beforeAll(async () => {
  database = await openDatabase({ sqliteFile: ':memory:' });
  const db = database.db;
  const now = NOW;
  const a = await insertFolder(db, { name: 'A', parent: null, now });
  const a1 = await insertFolder(db, { name: 'A1', parent: a, now });
  const a11 = await insertFolder(db, { name: 'A11', parent: a1, now });
  const b = await insertFolder(db, { name: 'B', parent: null, now });
  const b1 = await insertFolder(db, { name: 'B1', parent: b, now });
  const folders = [a, a1, a11, b, b1];
  folderPaths.push(...folders.map((f) => f.path));
  const group = await db
    .insertInto('set_groups')
    .values({ name: 'G', created_at: '' })
    .returningAll()
    .executeTakeFirstOrThrow();
  groupIds.push(group.id);
  const s = await insertSet(db, { name: 'S', parent: null, groupId: group.id, canBeStandalone: false, now });
  const s1 = await insertSet(db, { name: 'S1', parent: s, groupId: group.id, canBeStandalone: false, now });
  const t = await insertSet(db, { name: 'T', parent: null, groupId: null, canBeStandalone: true, now });
  const sets = [s, s1, t];
  setTargets.push(...sets.map((x) => ({ path: x.path, groupId: x.group_id })));
  let n = 0;
  for (const folder of folders) {
    for (const expired of [false, true]) {
      for (const onBrand of [true, false]) {
        n++;
        const inSets = sets.filter((_, i) => (n + i) % 3 === 0);
        const id = await addFile(db, {
          folderId: folder.id,
          name: `f${n}.jpg`,
          // Expired yesterday or today (spec 000 §4: today counts), or valid from tomorrow.
          expirationDate: expired
            ? n % 2
              ? '2026-06-15'
              : '2026-06-14T23:00:00.000Z'
            : n % 2
              ? null
              : localDays(NOW).tomorrow,
          isOnBrand: onBrand,
          setIds: inSets.map((x) => x.id),
        });
        facts.push({
          id,
          folderPath: folder.path,
          sets: inSets.map((x) => ({ path: x.path, groupId: x.group_id })),
          expired,
          onBrand,
        });
      }
    }
  }
});
afterAll(() => database.close());

/** What the permission function says a principal may see of a file (the rule visibility.ts follows). */
function mayView(principal: Principal, file: FileFacts): boolean {
  const targets = [
    { kind: 'folder' as const, path: file.folderPath },
    ...file.sets.map((set) => ({ kind: 'set' as const, path: set.path, groupId: set.groupId })),
  ];
  // Visible at all: some grant covers the file's folder or one of its sets, whatever it grants.
  const anyGrant = {
    ...principal,
    grants: principal.grants.map((g) => ({ ...g, permissions: new Set(['*']) })),
  };
  const holds = (permission: string | null) =>
    targets.some((target) =>
      permission === null ? can(anyGrant, '*', target) : can(principal, permission, target),
    );
  return (
    holds(null) &&
    (!file.expired || holds('images.seeExpired')) &&
    (file.onBrand || holds('images.seeOffBrand'))
  );
}

async function sqlVisible(principal: Principal): Promise<number[]> {
  const rows = await database.db
    .selectFrom('files')
    .select('files.id')
    .where(allOf(visibleFileConditions(fileVisibility(principal), NOW)))
    .orderBy('files.id')
    .execute();
  return rows.map((r) => r.id);
}

describe('file visibility as SQL (spec 000 §6)', { timeout: 120_000 }, () => {
  it('the super admin sees every file; a principal without grants sees none', async () => {
    expect(await sqlVisible(principalWith([], true))).toHaveLength(facts.length);
    expect(await sqlVisible(principalWith([]))).toEqual([]);
    expect(grantScope(principalWith([], true))).toEqual({ everywhere: true });
  });

  it('keeps exactly the files can() allows, for 300 random sets of grants', async () => {
    const { next, pick } = createRandom(42);
    for (let round = 0; round < 300; round++) {
      const grants: Grant[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const permissions = new Set(['download']);
        if (next() < 0.4) permissions.add('images.seeExpired');
        if (next() < 0.4) permissions.add('images.seeOffBrand');
        const where = next();
        return {
          permissions,
          folderPath: where < 0.45 ? pick(folderPaths) : null,
          setPath: where >= 0.45 && where < 0.75 ? pick(setTargets).path : null,
          groupId: where >= 0.75 && where < 0.9 ? pick(groupIds) : null,
        };
      });
      const principal = principalWith(grants);
      const expected = facts.filter((file) => mayView(principal, file)).map((file) => file.id);
      expect(
        await sqlVisible(principal),
        JSON.stringify(grants, (_, v) => (v instanceof Set ? [...v] : v)),
      ).toEqual(expected);
    }
  });
});
