// Migration 0030_report_settings (issue 20, spec 000 §7 "Reports: GET default report -> defaultPdf,
// customPdf, customData; POST default report {pdfRequest}"): the report settings a person saved as
// their own (customPdf), one row each, as JSON; and the PDF report request an export token was made
// for (spec 000 §7 "POST /api/export {ids, pdfRequest} -> token"), so the instance that answers the
// download makes the report the request asked for. The person is kept as an id without a foreign key,
// as comments do.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function reportSettingsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('report_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('custom_pdf', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('export_tokens').addColumn('pdf_request', 'text').execute();
      await db.schema.alterTable('export_tokens').addColumn('language', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('export_tokens').dropColumn('language').execute();
      await db.schema.alterTable('export_tokens').dropColumn('pdf_request').execute();
      await db.schema.dropTable('report_settings').execute();
    },
  };
}
