// Migration 0012_media_length (issue 14, "Real tiles for every type"): how long an audio or video
// file plays and how many pages a PDF has, on the file row, so ImageSummary carries them for the
// tiles' type glyph (durationSeconds, pageCount) without opening the file. Ingest fills them from
// the metadata it reads (WAV header, PDF page tree); the jobs that make the renditions fill them
// from ffprobe and pdfinfo (every audio and video format, PDFs too large for the metadata reader).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function mediaLengthMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('files').addColumn('duration_seconds', 'double precision').execute();
      await db.schema.alterTable('files').addColumn('page_count', 'integer').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('files').dropColumn('page_count').execute();
      await db.schema.alterTable('files').dropColumn('duration_seconds').execute();
    },
  };
}
