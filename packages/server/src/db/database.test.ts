// The data layer: migrations applied at start and recorded, SQLite pragmas, the dialect choice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoleName, ROLE_NAMES, ROLE_PERMISSIONS } from '@vitrine/core';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../auth/permissions';
import { ensureLibraryBasics } from '../library/bootstrap';
import { insertFolder } from '../library/folders';
import { addFile } from '../testing/files';
import {
  databaseLocation,
  type OpenDatabase,
  openDatabase,
  SQLITE_CACHE_KIB,
  SQLITE_MMAP_BYTES,
} from './database';
import { appliedMigrations, migrations } from './migrations';

let dir: string | undefined;
let opened: OpenDatabase | undefined;

afterEach(async () => {
  await opened?.close();
  opened = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * A Kysely for the postgres dialect that runs nothing and records each statement it is given (the
 * statements the migrations write; postgres.pg.test.ts runs them on a real PostgreSQL). `squash`:
 * runs of whitespace become one space.
 */
function postgresRecorder(statements: string[], squash = false): Kysely<unknown> {
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (inner) => new PostgresIntrospector(inner),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      statements.push(squash ? event.query.sql.replace(/\s+/g, ' ').trim() : event.query.sql);
    },
  });
}

/** SQLite's plan for `query`, its steps one per line. */
async function queryPlan(db: OpenDatabase['db'], query: string): Promise<string> {
  const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db);
  return rows.map((row) => row.detail).join('\n');
}

async function openFresh() {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-db-'));
  opened = await openDatabase({ sqliteFile: join(dir, 'vitrine.sqlite') });
  return opened;
}

describe('openDatabase (SQLite)', () => {
  it('applies every migration in order and records each in kysely_migration', async () => {
    const { db } = await openFresh();
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations('sqlite')).sort());
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    expect(tables.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'roles',
        'role_assignments',
        'folders',
        'sets',
        'set_groups',
        'files',
        'renditions',
        'pins',
        'web_settings',
        'settings',
        'jobs',
      ]),
    );
  });

  it('opens an existing library again without applying anything twice', async () => {
    const first = await openFresh();
    await first.db.insertInto('settings').values({ key: 'probe', value: '1' }).execute();
    await first.close();
    opened = await openDatabase({ sqliteFile: join(dir as string, 'vitrine.sqlite') });
    // Every migration of the code, each once, in order.
    expect(await appliedMigrations(opened.db)).toEqual(Object.keys(migrations('sqlite')).sort());
    expect(
      await opened.db.selectFrom('settings').select('value').where('key', '=', 'probe').executeTakeFirst(),
    ).toEqual({ value: '1' });
  });

  it('runs in WAL mode with foreign keys enforced', async () => {
    const { db } = await openFresh();
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    // The page cache and memory map search relies on for large libraries.
    expect((await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size).toBe(
      -SQLITE_CACHE_KIB,
    );
    expect((await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db)).rows[0]?.mmap_size).toBe(
      SQLITE_MMAP_BYTES,
    );
    // A file in a folder that does not exist is refused.
    await expect(
      db
        .insertInto('files')
        .values({
          folder_id: 999,
          owner_id: null,
          file_name: 'a.png',
          extension: 'png',
          mime_type: 'image/png',
          file_size: 1,
          content_hash: 'x',
          width: null,
          height: null,
          date_taken: null,
          camera_make: null,
          camera_model: null,
          gps_latitude: null,
          gps_longitude: null,
          gps_altitude: null,
          expiration_date: null,
          preview_external_url: null,
          license_document_url: null,
          license_expiry_note: null,
          video_status: null,
          workflow_status_id: null,
          group_name: null,
          last_viewed: null,
          added_at: 'now',
          last_data_update: 'now',
          last_file_modification: 'now',
          last_visual_update: 'now',
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it('deletes a folder subtree with its files through the foreign keys', async () => {
    const { db } = await openFresh();
    const now = new Date().toISOString();
    const { id: top } = await db
      .insertInto('folders')
      .values({ name: 'A', parent_id: null, path: '/1/', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('folders')
      .values({ name: 'B', parent_id: top, path: '/1/2/', created_at: now })
      .execute();
    await db.deleteFrom('folders').where('id', '=', top).execute();
    expect(await db.selectFrom('folders').selectAll().execute()).toEqual([]);
  });
});

describe('databaseLocation', () => {
  it.each([
    [undefined, { sqliteFile: '/data/vitrine.sqlite' }],
    ['postgres://u:p@db:5432/vitrine', { postgresUrl: 'postgres://u:p@db:5432/vitrine' }],
    ['postgresql://db/vitrine', { postgresUrl: 'postgresql://db/vitrine' }],
    ['sqlite:/tmp/other.sqlite', { sqliteFile: '/tmp/other.sqlite' }],
  ])('DATABASE_URL %s → %o', (url, expected) => {
    expect(databaseLocation(url, '/data/vitrine.sqlite')).toEqual(expected);
  });

  it('refuses a URL of another database', () => {
    expect(() => databaseLocation('mysql://db/vitrine', '/data/vitrine.sqlite')).toThrow(/postgres/);
  });

  it('writes the PostgreSQL schema with serial ids (the same migrations, another id type)', () => {
    expect(Object.keys(migrations('postgres'))).toEqual(Object.keys(migrations('sqlite')));
  });
});

describe('0004_search_indexes', () => {
  it('creates files (expiration_date) and files_visibility_name in SQLite', async () => {
    const { db } = await openFresh();
    const indexes = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'index' and tbl_name = 'files' order by name`.execute(
      db,
    );
    const byName = new Map(indexes.rows.map((row) => [row.name, row.sql]));
    expect(byName.get('files_expiration_date')).toMatch(/\("expiration_date"\)$/);
    expect(byName.get('files_visibility_name')).toMatch(
      /\("folder_id", "is_on_brand", "expiration_date", "file_name"\)$/,
    );
    // The planner uses them: the expirationDate filter reads a range of the expiration index, and
    // a viewer's folder ordered by name reads the visibility index alone.
    const plan = (query: string) => queryPlan(db, query);
    expect(
      await plan(
        "select id from files where expiration_date >= '2026-01-01' and expiration_date < '2026-01-15'",
      ),
    ).toMatch(/files_expiration_date/);
    expect(
      await plan(
        "select id, lower(file_name) from files where folder_id = 3 and is_on_brand = 1 and coalesce(expiration_date, '9999-12-31') >= '2026-01-01' order by lower(file_name), id limit 48",
      ),
    ).toMatch(/COVERING INDEX files_visibility_name/);
  });

  it('writes the same indexes for PostgreSQL', async () => {
    const statements: string[] = [];
    const db = postgresRecorder(statements);
    await migrations('postgres')['0004_search_indexes']?.up(db);
    expect(statements).toEqual([
      'create index if not exists "files_expiration_date" on "files" ("expiration_date")',
      'create index if not exists "files_visibility_name" on "files" ("folder_id", "is_on_brand", "expiration_date", "file_name")',
    ]);
  });
});

describe('0005_blob_references', () => {
  it('indexes renditions by content hash, so the blob collection looks a hash up', async () => {
    const { db } = await openFresh();
    expect(await queryPlan(db, "select 1 from renditions where content_hash = 'x'")).toMatch(
      /renditions_hash/,
    );
  });
});

describe('0006_logical_tallies', () => {
  it('writes the table, the PL/pgSQL triggers and the backfill for PostgreSQL', async () => {
    const statements: string[] = [];
    const db = postgresRecorder(statements, true);
    await migrations('postgres')['0006_logical_tallies']?.up(db);
    const keyed =
      'folder_id, is_on_brand, expiration_date, date_taken, country, state_province, city, author';
    const expected: RegExp[] = [
      // A plain table (WITHOUT ROWID is SQLite's).
      /^create table logical_tallies \(.*n integer not null, primary key \(view, folder_id, tally_key, on_brand, exp_month\) \)$/,
      // One function per table: remove under the old row, add under the new one (upsert).
      /^create function vitrine_logical_tallies_files\(\) returns trigger language plpgsql as \$\$ begin if tg_op = 'UPDATE' then update logical_tallies set n = n - 1 .* end if; insert into logical_tallies .* on conflict \(view, folder_id, tally_key, on_brand, exp_month\) do update set n = logical_tallies\.n \+ 1; return null; end \$\$$/,
      /^create function vitrine_logical_tallies_keywords\(\) .*from files f, .* where f\.id = old\.file_id .*where f\.id = new\.file_id .*\$\$$/,
      /^create function vitrine_logical_tallies_custom\(\) .*'custom:' \|\| old\.definition_id.*old\.value <> ''.*'custom:' \|\| new\.definition_id.*new\.value <> ''.*\$\$$/,
      // BEFORE DELETE: the file's keywords and custom values are still there; it returns the row.
      /^create function vitrine_logical_tallies_files_delete\(\) returns trigger language plpgsql as \$\$ begin update logical_tallies set n = n - 1 .*delete from logical_tallies where n = 0 .* return old; end \$\$$/,
      /^create trigger logical_tallies_files_insert after insert on files for each row execute function vitrine_logical_tallies_files\(\)$/,
      new RegExp(
        `^create trigger logical_tallies_files_update after update of ${keyed} on files for each row when \\(old\\.folder_id is distinct from new\\.folder_id or .* or old\\.author is distinct from new\\.author\\) execute function vitrine_logical_tallies_files\\(\\)$`,
      ),
      /^create trigger logical_tallies_files_delete before delete on files for each row execute function vitrine_logical_tallies_files_delete\(\)$/,
      /^create trigger logical_tallies_keywords after insert or update or delete on file_keywords for each row execute function vitrine_logical_tallies_keywords\(\)$/,
      /^create trigger logical_tallies_custom after insert or update or delete on file_custom_metadata for each row execute function vitrine_logical_tallies_custom\(\)$/,
      // The backfill: one INSERT … SELECT … GROUP BY, the location key as PostgreSQL's JSON text.
      /^insert into logical_tallies \(view, folder_id, tally_key, on_brand, exp_month, n\) select .*json_build_array\(f\.country, f\.state_province, f\.city\)::text.* group by view, .*$/,
    ];
    expect(statements).toHaveLength(expected.length);
    statements.forEach((statement, i) => {
      expect(statement).toMatch(expected[i] as RegExp);
    });
    // Nothing of SQLite's dialect reaches PostgreSQL (its table option, JSON function, trigger bodies).
    expect(statements.join('\n')).not.toMatch(/without rowid|json_array\(|create trigger[^\n]* begin /);
  });
});

describe('0007_search_plans', () => {
  it('indexes the off-brand files alone and MIME types with shape and visibility, the same for PostgreSQL', async () => {
    const { db } = await openFresh();
    const indexes = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'index' and tbl_name = 'files'`.execute(db);
    const byName = new Map(indexes.rows.map((row) => [row.name, row.sql]));
    expect(byName.get('files_off_brand')).toMatch(/\("id", "expiration_date"\) where is_on_brand = 0$/);
    expect(byName.get('files_mime_shape')).toMatch(
      /\("mime_type", "width", "height", "expiration_date", "is_on_brand", "folder_id"\)$/,
    );
    expect(byName.has('files_mime_type')).toBe(false);
    const plan = (query: string) => queryPlan(db, query);
    // A viewer's hidden off-brand files, and videos in portrait, are read without a row.
    expect(
      await plan(
        "select id from files where is_on_brand = 0 and coalesce(expiration_date, '9999-12-31') >= '2026-01-01'",
      ),
    ).toMatch(/COVERING INDEX files_off_brand/);
    expect(
      await plan(
        "select count(*) from files where mime_type >= 'video/' and mime_type < 'video0' and width < height and is_on_brand = 1",
      ),
    ).toMatch(/COVERING INDEX files_mime_shape/);
    const statements: string[] = [];
    const postgres = postgresRecorder(statements);
    await migrations('postgres')['0007_search_plans']?.up(postgres);
    expect(statements).toEqual([
      'create index if not exists "files_off_brand" on "files" ("id", "expiration_date") where is_on_brand = 0',
      'create index if not exists "files_mime_shape" on "files" ("mime_type", "width", "height", "expiration_date", "is_on_brand", "folder_id")',
      'drop index if exists "files_mime_type"',
    ]);
  });
});

describe('0008_text_index', () => {
  it('indexes every file again with its flags, and back without them (SQLite); nothing for PostgreSQL', async () => {
    const { db } = await openFresh();
    const folder = await insertFolder(db, { name: 'F', parent: null, now: new Date(2026, 0, 1) });
    await addFile(db, { folderId: folder.id, name: 'harbour-1.jpg', isOnBrand: false });
    await addFile(db, { folderId: folder.id, name: 'harbour-2.jpg', expirationDate: '2026-06-15' });
    await addFile(db, { folderId: folder.id, name: 'meadow.jpg', custom: {} });
    const columns = async () =>
      (await sql<{ name: string }>`select name from pragma_table_info('files_fts')`.execute(db)).rows.map(
        (row) => row.name,
      );
    const count = async (match: string) =>
      Number(
        (
          await sql<{
            n: number;
          }>`select count(*) as n from files_fts where files_fts match ${match}`.execute(db)
        ).rows[0]?.n,
      );
    const searchable = ['file_name', 'title', 'author', 'subject', 'description', 'keywords', 'custom'];
    expect(await columns()).toEqual([...searchable, 'flags']);
    expect(await count('flags : offbrand')).toBe(1);
    expect(await count('flags : xb0n20260615')).toBe(1);
    // The folder words: every file is in F.
    expect(await count(`flags : xf${folder.id}`)).toBe(3);
    const migration = migrations('sqlite')['0008_text_index'];
    await migration?.down?.(db);
    expect(await columns()).toEqual(searchable);
    expect(await count('harbour')).toBe(2);
    // Up again over existing files: each indexed once, with its flags; the triggers keep them.
    await migration?.up(db);
    expect(await columns()).toEqual([...searchable, 'flags']);
    expect(await count('harbour')).toBe(2);
    expect(await count('meadow')).toBe(1);
    expect(await count('flags : offbrand')).toBe(1);
    await db.updateTable('files').set({ is_on_brand: 0 }).execute();
    expect(await count('flags : offbrand')).toBe(3);
    const statements: string[] = [];
    await migrations('postgres')['0008_text_index']?.up(postgresRecorder(statements));
    expect(statements).toEqual([]);
  });
});

describe('0009_role_names', () => {
  it("renames the default roles to @vitrine/core's ROLE_NAMES, keeping their ids, grants and permissions", async () => {
    const { db } = await openFresh();
    const now = new Date(2026, 0, 1).toISOString();
    const ids: Record<string, number> = {};
    for (const name of ['Viewer', 'Editor', 'Guest', 'Custom']) {
      const { id } = await db
        .insertInto('roles')
        .values({ name, permissions: JSON.stringify([`${name}-permission`]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = id;
    }
    const { id: userId } = await db
      .insertInto('users')
      .values({ user_name: 'u', email: null, password_hash: null, folder_id: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_assignments')
      .values({
        user_id: userId,
        role_id: ids.Editor as number,
        folder_id: null,
        set_id: null,
        group_id: null,
      })
      .execute();
    const roles = async () =>
      (await db.selectFrom('roles').select(['id', 'name', 'permissions']).orderBy('id').execute()).map(
        (row) => [row.id, row.name, JSON.parse(row.permissions)[0]],
      );
    const migration = migrations('sqlite')['0009_role_names'];
    await migration?.up(db);
    expect(await roles()).toEqual([
      [ids.Viewer, 'viewer', 'Viewer-permission'],
      [ids.Editor, 'editor', 'Editor-permission'],
      [ids.Guest, 'guest', 'Guest-permission'],
      [ids.Custom, 'Custom', 'Custom-permission'],
    ]);
    expect(ROLE_NAMES).toEqual(['viewer', 'editor', 'guest']);
    expect(
      await db.selectFrom('role_assignments').select('role_id').where('user_id', '=', userId).execute(),
    ).toEqual([{ role_id: ids.Editor }]);
    // The start after it finds every default role by its name: nothing added.
    await ensureLibraryBasics(db, new Date(2026, 0, 2));
    expect((await roles()).filter(([, name]) => isRoleName(name))).toHaveLength(3);
    expect(await roles()).toHaveLength(4);
    await migration?.down?.(db);
    expect((await roles()).map(([, name]) => name)).toEqual(['Viewer', 'Editor', 'Guest', 'Custom']);
  });

  it("a new library's roles are @vitrine/core's, with their permissions (the object the mocks use)", async () => {
    const { db } = await openFresh();
    await ensureLibraryBasics(db, new Date(2026, 0, 1));
    expect(DEFAULT_ROLES).toBe(ROLE_PERMISSIONS);
    const rows = await db.selectFrom('roles').select(['name', 'permissions']).orderBy('id').execute();
    expect(rows.map((row) => [row.name, JSON.parse(row.permissions)])).toEqual(
      ROLE_NAMES.map((name) => [name, [...ROLE_PERMISSIONS[name]]]),
    );
  });
});
