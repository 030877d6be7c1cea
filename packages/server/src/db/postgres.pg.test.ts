// The PostgreSQL dialect on a real PostgreSQL (the server-pg project only: *.pg.test.ts files are
// left out of the SQLite projects): every migration applies to an empty database and is recorded;
// foreign keys hold; the PL/pgSQL triggers keep logical_tallies and the text index equal to a count
// and an index made from scratch through random writes (migrations 0002, 0006); the fixes of
// migration 0013 (a folder path longer than a btree entry, accents) and the driver's NUL encoding.
import { createRandom } from '@vitrine/core';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { insertFolder, moveFolder } from '../library/folders';
import { dateWords, inFolder, ODD_DATE_FLAG, OFF_BRAND_FLAG, underFolder } from '../search/flags';
import { addFile } from '../testing/files';
import { freshPostgresDatabase, type TestPostgresDatabase } from '../testing/postgres';
import { decodeNul, encodeNul, type OpenDatabase, openDatabase } from './database';
import { appliedMigrations, codeMigrationProvider, migrations } from './migrations';
import type { Database } from './schema';

type Db = Kysely<Database>;

let database: TestPostgresDatabase | undefined;
let opened: OpenDatabase | undefined;

afterEach(async () => {
  await opened?.close();
  opened = undefined;
  await database?.drop();
  database = undefined;
});

/** An empty database, migrated by openDatabase as a first start does. */
async function openEmpty(): Promise<OpenDatabase> {
  database = await freshPostgresDatabase({ migrated: false });
  opened = await openDatabase({ postgresUrl: database.url });
  return opened;
}

const NOW = new Date(2026, 0, 1);

describe('openDatabase (PostgreSQL)', () => {
  it('applies every migration in order to an empty database, records each, and applies nothing twice', async () => {
    const { db, dialect } = await openEmpty();
    expect(dialect).toBe('postgres');
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations('postgres')).sort());
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db);
    expect(tables.rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining(['files', 'folders', 'files_fts', 'logical_tallies', 'file_versions', 'jobs']),
    );
    await db.insertInto('settings').values({ key: 'probe', value: '1' }).execute();
    await opened?.close();
    opened = await openDatabase({ postgresUrl: database?.url as string });
    expect(await appliedMigrations(opened.db)).toEqual(Object.keys(migrations('postgres')).sort());
    expect(await opened.db.selectFrom('settings').select('value').executeTakeFirst()).toEqual({ value: '1' });
  });

  it('refuses a file in a folder that does not exist, and deletes a subtree with its files', async () => {
    const { db } = await openEmpty();
    await expect(addFile(db, { folderId: 999, name: 'a.png' })).rejects.toThrow(/foreign key/);
    const top = await insertFolder(db, { name: 'A', parent: null, now: NOW });
    const child = await insertFolder(db, { name: 'B', parent: top, now: NOW });
    await addFile(db, { folderId: child.id, name: 'b.png' });
    await db.deleteFrom('folders').where('id', '=', top.id).execute();
    expect(await db.selectFrom('folders').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect((await sql`select file_id from files_fts`.execute(db)).rows).toEqual([]);
  });

  it('holds a folder path longer than a btree entry (0013: folders_path is a hash index)', async () => {
    const { db } = await openEmpty();
    const path = `/${Array.from({ length: 1_200 }, (_, i) => i + 1).join('/')}/`;
    expect(path.length).toBeGreaterThan(2_704);
    await db.insertInto('folders').values({ name: 'deep', parent_id: null, path, created_at: '' }).execute();
    expect(await db.selectFrom('folders').select('id').where('path', '=', path).execute()).toHaveLength(1);
  });

  it('stores U+0000 (which PostgreSQL text cannot hold) and U+E000, and reads them back as written', async () => {
    const { db } = await openEmpty();
    const values = ['before\u0000after', '\ue000', '\ue000\u0000\ue001', 'plain'];
    for (const [i, value] of values.entries())
      await db
        .insertInto('settings')
        .values({ key: `k${i}`, value })
        .execute();
    const rows = await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
    expect(rows.map((row) => row.value)).toEqual(values);
    // Equality on an encoded value finds it.
    expect(
      await db.selectFrom('settings').select('key').where('value', '=', 'before\u0000after').execute(),
    ).toEqual([{ key: 'k0' }]);
    for (const value of values) expect(decodeNul(encodeNul(value))).toBe(value);
  });
});

/** logical_tallies as it should be, counted from the tables (0006's keys and 0026's 'files', in PostgreSQL's SQL). */
async function talliesFromScratch(db: Db): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`
    with file_keys as (
      select f.id, f.folder_id, f.is_on_brand,
             case when f.expiration_date is null then '' else substr(f.expiration_date, 1, 7) end as exp_month,
             f.date_taken, f.country, f.state_province, f.city, f.author
        from files f
    ), contributions as (
      select 'date' as view, folder_id, substr(date_taken, 1, 7) as tally_key, is_on_brand, exp_month
        from file_keys where date_taken is not null
      union all
      select 'location', folder_id, json_build_array(country, state_province, city)::text, is_on_brand, exp_month
        from file_keys where country <> '' or state_province <> '' or city <> ''
      union all
      select 'author', folder_id, author, is_on_brand, exp_month from file_keys where author <> ''
      union all
      select 'files', folder_id, '', is_on_brand, exp_month from file_keys
      union all
      select 'keywords', fk.folder_id, cast(k.keyword_id as text), fk.is_on_brand, fk.exp_month
        from file_keywords k join file_keys fk on fk.id = k.file_id
      union all
      select 'custom:' || m.definition_id, fk.folder_id, m.value, fk.is_on_brand, fk.exp_month
        from file_custom_metadata m join file_keys fk on fk.id = m.file_id where m.value <> ''
    ), both_folders as (
      select view, folder_id, tally_key, is_on_brand, exp_month from contributions
      union all
      select view, 0, tally_key, is_on_brand, exp_month from contributions
    )
    select view, folder_id, tally_key, is_on_brand as on_brand, exp_month, count(*)::integer as n
      from both_folders group by view, folder_id, tally_key, is_on_brand, exp_month`.execute(db);
  return rows.map((row) => JSON.stringify(row)).sort();
}

async function talliesKept(db: Db): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select view, folder_id, tally_key, on_brand, exp_month, n from logical_tallies`.execute(db);
  return rows.map((row) => JSON.stringify(row)).sort();
}

/** The text index (words and flags) as kept by the triggers, and as vitrine_files_fts_refresh makes it afresh. */
async function textIndexes(db: Db): Promise<{ kept: string[]; fresh: string[] }> {
  const kept = await sql<{ line: string }>`
    select file_id || ' ' || document::text || ' | ' || flags::text as line from files_fts order by file_id`.execute(
    db,
  );
  await sql`select vitrine_files_fts_refresh(id) from files`.execute(db);
  const fresh = await sql<{ line: string }>`
    select file_id || ' ' || document::text || ' | ' || flags::text as line from files_fts order by file_id`.execute(
    db,
  );
  return { kept: kept.rows.map((r) => r.line), fresh: fresh.rows.map((r) => r.line) };
}

/** Each file's flags as kept in files_fts: `id: word word …`, words sorted. */
async function flagsRead(db: Db): Promise<string[]> {
  const { rows } = await sql<{ file_id: number; words: string[] }>`
    select file_id, tsvector_to_array(flags) as words from files_fts order by file_id`.execute(db);
  return rows.map((row) => `${row.file_id}: ${[...row.words].sort().join(' ')}`);
}

/** Each file's flags as search/flags.ts defines them, from its row and its folder's path. */
async function flagsExpected(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('files as f')
    .innerJoin('folders as p', 'p.id', 'f.folder_id')
    .select(['f.id', 'f.is_on_brand', 'f.expiration_date', 'p.path', 'p.id as folderId'])
    .orderBy('f.id')
    .execute();
  return rows.map((row) => {
    const words = row.path
      .split('/')
      .filter(Boolean)
      .map((id) => underFolder(Number(id)));
    words.push(inFolder(row.folderId));
    if (row.is_on_brand !== 1) words.push(OFF_BRAND_FLAG);
    const date = row.expiration_date;
    if (date !== null) words.push(...(/^\d{4}-\d{2}-\d{2}/.test(date) ? dateWords(date) : [ODD_DATE_FLAG]));
    return `${row.id}: ${[...new Set(words)].sort().join(' ')}`;
  });
}

describe('the PL/pgSQL triggers (migrations 0002, 0006, 0022)', () => {
  it('keep logical_tallies and the text index equal to ones made from scratch through random writes', async () => {
    const { db } = await openEmpty();
    const random = createRandom(20260615);
    const a = await insertFolder(db, { name: 'A', parent: null, now: NOW });
    const a1 = await insertFolder(db, { name: 'A1', parent: a, now: NOW });
    const b = await insertFolder(db, { name: 'B', parent: null, now: NOW });
    const folders = [a, a1, b];
    const keywordIds: number[] = [];
    for (const name of ['harbour', 'boats', 'meadow']) {
      keywordIds.push(
        (await db.insertInto('keywords').values({ name }).returning('id').executeTakeFirstOrThrow()).id,
      );
    }
    const definitionId = (
      await db
        .insertInto('custom_metadata_definitions')
        .values({ label: 'Project', display_order: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const authors = ['', 'Mei Tanaka', 'José Ñúñez'];
    const places = [
      ['', '', ''],
      ['France', 'Bretagne', 'Brest'],
      ['Ísland', 'Norðurland "eystra"', 'Akureyri\\'],
    ] as const;
    const expiries = [null, '2026-05-31', '2026-06-15', '2026-07', ''];
    const ids: number[] = [];
    for (let n = 0; n < 40; n++) {
      const place = random.pick(places);
      ids.push(
        await addFile(db, {
          folderId: random.pick(folders).id,
          name: `f${n}.jpg`,
          title: n % 2 ? `Title ${n % 5} Café` : '',
          author: random.pick(authors),
          country: place[0],
          state: place[1],
          city: place[2],
          dateTaken: random.pick([null, '2025-03-14T06:30:00', '2024-07-01']),
          expirationDate: random.pick(expiries),
          isOnBrand: random.next() < 0.7,
          keywords: [],
          custom: random.next() < 0.5 ? { [definitionId]: random.pick(['PX-2', 'Web', '']) } : {},
        }),
      );
    }
    for (let step = 0; step < 120; step++) {
      if (step === 40 || step === 80) {
        // A1 moved between A and B: the flags of every file below it change (0022).
        const moved = await db
          .selectFrom('folders')
          .selectAll()
          .where('id', '=', a1.id)
          .executeTakeFirstOrThrow();
        await moveFolder(db, moved, step === 40 ? b : a);
        expect(await flagsRead(db)).toEqual(await flagsExpected(db));
      }
      const id = random.pick(ids);
      const exists = await db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) continue;
      const action = random.int(0, 6);
      if (action === 0) {
        await db
          .insertInto('file_keywords')
          .values({ file_id: id, keyword_id: random.pick(keywordIds), position: 0 })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else if (action === 1) {
        await db.deleteFrom('file_keywords').where('file_id', '=', id).execute();
      } else if (action === 2) {
        await db
          .insertInto('file_custom_metadata')
          .values({ file_id: id, definition_id: definitionId, value: random.pick(['PX-10', 'web', '']) })
          .onConflict((oc) => oc.columns(['file_id', 'definition_id']).doUpdateSet({ value: 'Web' }))
          .execute();
      } else if (action === 3) {
        const place = random.pick(places);
        await db
          .updateTable('files')
          .set({
            author: random.pick(authors),
            country: place[0],
            state_province: place[1],
            city: place[2],
            expiration_date: random.pick(expiries),
            is_on_brand: random.chance(0.5) ? 1 : 0,
            title: `Moved ${step}`,
          })
          .where('id', '=', id)
          .execute();
      } else if (action === 4) {
        await db
          .updateTable('files')
          .set({ folder_id: random.pick(folders).id })
          .where('id', '=', id)
          .execute();
      } else if (action === 5) {
        await db.deleteFrom('files').where('id', '=', id).execute();
      } else {
        await db.updateTable('files').set({ view_count: step }).where('id', '=', id).execute();
      }
      if (step % 30 === 29) expect(await talliesKept(db)).toEqual(await talliesFromScratch(db));
    }
    // A folder deleted with its files (the cascade runs the files' BEFORE DELETE trigger).
    await db.deleteFrom('folders').where('id', '=', a1.id).execute();
    const kept = await talliesKept(db);
    expect(kept.length).toBeGreaterThan(10);
    // The sums read the index alone (0025): the primary key carries n.
    const key = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'logical_tallies_pkey'`.execute(
      db,
    );
    expect(key.rows[0]?.definition).toBe(
      'PRIMARY KEY (view, folder_id, tally_key, on_brand, exp_month) INCLUDE (n)',
    );
    expect(kept).toEqual(await talliesFromScratch(db));
    const text = await textIndexes(db);
    expect(text.kept.length).toBeGreaterThan(0);
    expect(text.kept).toEqual(text.fresh);
    // The flags hold search/flags.ts's words for each file, as SQLite's index does (0008, 0022).
    expect(await flagsRead(db)).toEqual(await flagsExpected(db));
    // Accents go (0013): 'cafe' finds the titles written 'Café'.
    const cafe = await sql<{ n: number }>`
      select count(*)::integer as n from files_fts where document @@ to_tsquery('simple', unaccent('cafe'))`.execute(
      db,
    );
    const titled = await db.selectFrom('files').select('id').where('title', 'like', '%Café%').execute();
    expect(cafe.rows[0]?.n).toBe(titled.length);
  });
});

describe('migration 0022 on a library with files', () => {
  it('goes down and up again: every file keeps its words and gets its flags, in a table made afresh', async () => {
    const { db } = await openEmpty();
    const top = await insertFolder(db, { name: 'A', parent: null, now: NOW });
    const child = await insertFolder(db, { name: 'B', parent: top, now: NOW });
    const expiries = [null, '2026-05-31', 'soon'];
    for (let n = 0; n < 30; n++) {
      await addFile(db, {
        folderId: n % 2 ? child.id : top.id,
        name: `f${n}.jpg`,
        title: `Harbour ${n}`,
        expirationDate: expiries[n % 3] ?? null,
        isOnBrand: n % 4 !== 0,
      });
    }
    const words = async () =>
      (
        await sql<{
          line: string;
        }>`select file_id || ' ' || document::text as line from files_fts order by file_id`.execute(db)
      ).rows.map((row) => row.line);
    const before = await words();
    const migrator = new Migrator({ db, provider: codeMigrationProvider('postgres') });
    expect((await migrator.migrateTo('0021_comments')).error).toBeUndefined();
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'files_fts' order by column_name`.execute(
      db,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['document', 'file_id']);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await words()).toEqual(before);
    expect(await flagsRead(db)).toEqual(await flagsExpected(db));
    const constraints = await sql<{ conname: string }>`
      select conname from pg_constraint where conrelid = 'files_fts'::regclass order by conname`.execute(db);
    expect(constraints.rows.map((row) => row.conname)).toEqual(['files_fts_file_id_fkey', 'files_fts_pkey']);
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'files_fts' order by indexname`.execute(db);
    // files_fts_head is migration 0033's (the words of a file's title, subject and keywords)
    expect(indexes.rows.map((row) => row.indexname)).toEqual(['files_fts_head', 'files_fts_pkey', 'files_fts_words']);
    // The cascade still holds: a file deleted leaves no row in the index.
    await db.deleteFrom('folders').where('id', '=', child.id).execute();
    const left = await sql<{ n: number }>`
      select count(*)::integer as n from files_fts where file_id not in (select id from files)`.execute(db);
    expect(left.rows[0]?.n).toBe(0);
    expect((await words()).length).toBe(15);
  });
});
