// Migration 0019_contact_messages (issue 17, contact the owner, spec 001 §5, §7): every message sent
// to a file's owner is kept with its outcome ('sending' → 'sent' or 'failed' with the SMTP error), so
// nothing is lost when the SMTP server is down, and the per-sender limit counts from these rows (every
// instance over the database sees the same counts). Sender and owner are kept as ids, not foreign keys:
// a message stays when the file or a person is deleted later.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function contactMessagesMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('contact_messages');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('file_id', 'integer', (c) => c.notNull())
        .addColumn('sender_user_id', 'integer')
        .addColumn('sender_address', 'text', (c) => c.notNull())
        .addColumn('addresser_email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('recipient_email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('contact_messages_sender_address')
        .on('contact_messages')
        .columns(['sender_address', 'created_at_ms'])
        .execute();
      await db.schema
        .createIndex('contact_messages_sender_user')
        .on('contact_messages')
        .columns(['sender_user_id', 'created_at_ms'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}
