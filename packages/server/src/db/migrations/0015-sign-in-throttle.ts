// Migration 0015_sign_in_throttle (issue 16, "Several stateless instances"): the failed sign-in
// counts and holds of auth/sign-in-limits.ts live in the database instead of one process's memory, so
// a guesser cannot spread attempts over the instances behind a balancer or wait for a restart. One
// row per throttled key (kind: account or address); `forget_at_ms` is when the row may go.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function signInThrottleMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('sign_in_throttle')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_ms', 'bigint', (c) => c.notNull())
        .addColumn('held_until_ms', 'bigint', (c) => c.notNull())
        .addColumn('forget_at_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('sign_in_throttle_pk', ['kind', 'key'])
        .execute();
      await db.schema
        .createIndex('sign_in_throttle_forget')
        .on('sign_in_throttle')
        .columns(['kind', 'forget_at_ms'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sign_in_throttle').execute();
    },
  };
}
