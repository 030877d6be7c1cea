// The data layer: migrations applied at start and recorded, SQLite pragmas, the dialect choice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseLocation, type OpenDatabase, openDatabase } from './database';
import { appliedMigrations, migrations } from './migrations';

let dir: string | undefined;
let opened: OpenDatabase | undefined;

afterEach(async () => {
  await opened?.close();
  opened = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

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
