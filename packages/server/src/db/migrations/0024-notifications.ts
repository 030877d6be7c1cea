// Migration 0024_notifications (issue 18, spec 000 §3 notification keys, §7 "Notifications"): the
// outbox of notifications. An event on a file (upload, delete, move in or out, overwrite, workflow
// status change, annotation, version restore) writes one row per subscriber, in the transaction of the
// change, and the notifications job (notifications/delivery.ts) sends each person one digest of their
// pending rows. A row stays 'pending' until its digest went out ('sent') or it can never go to that
// person ('dropped': the file hidden from them, or no e-mail address); an SMTP failure keeps it pending
// with a later next_attempt_ms. Files and folders are kept as ids, not foreign keys: a delete event
// outlives its file. The person is a foreign key: their pending mail goes with them.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function notificationsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('notification_outbox');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event_key', 'text', (c) => c.notNull())
        .addColumn('file_id', 'integer', (c) => c.notNull())
        .addColumn('folder_id', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('done_at_ms', 'bigint')
        .execute();
      // The job's questions: whose digests are due (status, then per person), and what to prune.
      await db.schema
        .createIndex('notification_outbox_pending')
        .on('notification_outbox')
        .columns(['status', 'user_id', 'next_attempt_ms'])
        .execute();
      await db.schema
        .createIndex('notification_outbox_done')
        .on('notification_outbox')
        .columns(['status', 'done_at_ms'])
        .execute();
      // Who follows an object: the subscriptions' key starts with the person, an event asks by object.
      await db.schema
        .createIndex('notification_subscriptions_object')
        .on('notification_subscriptions')
        .columns(['object_type', 'object_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('notification_subscriptions_object').execute();
      await db.schema.dropTable('notification_outbox').execute();
    },
  };
}
