// Migration 0029_recognition_consent (issue 18, spec 001 §4, §6 "the user must accept the AI
// consent"): one row per person who answered the AI consent dialog, accepted or declined. No row:
// not asked yet (the recognize call answers requiresConsent). The person is kept as an id without a
// foreign key, as comments do (ids are never reused; the row goes when the person's data goes).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function recognitionConsentMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('recognition_consents')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('is_allowed', 'integer', (c) => c.notNull())
        .addColumn('decided_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('recognition_consents').execute();
    },
  };
}
