// Migration 0023_custom_thumbnails (issue 18, POST /Thumbnails.asmx/Change, spec 000 §7): a file's
// thumbnail chosen by a person (a frame of the video, or an uploaded picture). The column holds the
// content hash of the original the choice was made for: while it equals files.content_hash, the jobs
// that make renditions again (regenerate, re-sync, a video's processing) keep the chosen thumbnail;
// a new content (new version, rotation, restore) makes the automatic thumbnail again
// (docs/decisions.md "Custom thumbnails").
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export function customThumbnailsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('files').addColumn('custom_thumbnail_for', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('files').dropColumn('custom_thumbnail_for').execute();
    },
  };
}
