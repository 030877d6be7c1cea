// Migration 0020_version_audit (issue 18, version history, spec 001 §3 "Image version": createdAt,
// wasAnnotated, auditRecord, relatedAuditActivities, isLastPictureVersion): `file_audit` records who
// changed what on a file and when, one row per event, each tied to the version number of the file it
// happened to:
// - a content event (`origin` set: 'ingest', 'upload', 'overwrite', 'rotation', 'annotation',
//   'restore') made that version's content; its id is the version's id in the versions calls
//   (spec 001 §7), for the current content as for a kept one (file_versions holds the kept bytes);
// - a metadata event (`origin` null, activity 'image-update') is an edit made while that version was
//   current: its relatedAuditActivities.
// `changes` is the JSON list of { fieldName, newValue } of spec 001 §3 "auditRecord". The user is an
// id without a foreign key, as contact_messages: the record stays when the person is deleted.
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function versionAuditMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('file_audit');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('activity_type', 'text', (c) => c.notNull())
        .addColumn('origin', 'text')
        .addColumn('user_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('file_audit_file_version')
        .on('file_audit')
        .columns(['file_id', 'version'])
        .execute();
      // One content event per version: two readers filling in a missing one insert it once.
      await db.schema
        .createIndex('file_audit_content')
        .on('file_audit')
        .columns(['file_id', 'version'])
        .unique()
        .where(sql.ref('origin'), 'is not', null)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('file_audit').execute();
    },
  };
}
