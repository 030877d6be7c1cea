// Migration 0031_report_jobs (issue 20, "large exports continue in the background and notify"): a PDF
// report is made by a job (jobs/report.ts) instead of inside GET /api/export/{token}, so the export
// token's row carries how it stands (queued, making, ready, failed), the images placed of the total,
// the failure's message, and the made PDF: a blob of the blob store (its hash and size), which every
// instance sharing the store can send. Null for a zip or a CSV.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function reportJobsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('export_tokens').addColumn('report_state', 'text').execute();
      await db.schema.alterTable('export_tokens').addColumn('report_done', 'integer').execute();
      await db.schema.alterTable('export_tokens').addColumn('report_total', 'integer').execute();
      await db.schema.alterTable('export_tokens').addColumn('report_message', 'text').execute();
      await db.schema.alterTable('export_tokens').addColumn('report_hash', 'text').execute();
      await db.schema.alterTable('export_tokens').addColumn('report_size', 'bigint').execute();
    },
    async down(db: AnyDb) {
      for (const column of [
        'report_size',
        'report_hash',
        'report_message',
        'report_total',
        'report_done',
        'report_state',
      ])
        await db.schema.alterTable('export_tokens').dropColumn(column).execute();
    },
  };
}
