// Migration 0009_role_names: the default roles take @vitrine/core's names (ROLE_NAMES: viewer,
// editor, guest; docs/decisions.md "Roles"). Libraries made before held them as 'Viewer', 'Editor'
// and 'Guest'; their grants and permissions stay as they are. A library that already has a role of
// the new name keeps both rows. Same statements for SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

/** The names the roles had before, and the name each takes (core's ROLE_NAMES as they were then). */
const RENAMED = [
  ['Viewer', 'viewer'],
  ['Editor', 'editor'],
  ['Guest', 'guest'],
] as const;

async function rename(db: AnyDb, from: string, to: string): Promise<void> {
  const taken = await db.selectFrom('roles').select('id').where('name', '=', to).executeTakeFirst();
  if (taken) return;
  await db.updateTable('roles').set({ name: to }).where('name', '=', from).execute();
}

export function roleNamesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      for (const [before, after] of RENAMED) await rename(db, before, after);
    },
    async down(db: AnyDb) {
      for (const [before, after] of RENAMED) await rename(db, after, before);
    },
  };
}
