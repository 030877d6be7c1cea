// Migration 0007_search_plans: two indexes for the query shapes of search/ at a million files.
// - files_off_brand (id, expiration_date) where is_on_brand = 0, a partial index of the off-brand
//   files. A viewer (who may not see expired or off-brand files, spec 000 §6) counting every file
//   subtracts the hidden ones (search/counting.ts `hiddenCount`): the expired files come from files
//   (expiration_date), the off-brand ones from this index, without reading a row. (A text's count
//   did the same among its matches, 57 → 32 ms for a word in 63,844 of a million files, until the
//   text index kept flags: migration 0008_text_index.)
// - files_mime_shape (mime_type, width, height, expiration_date, is_on_brand, folder_id) replaces
//   0002's files_mime_type (mime_type): the fileFormat filter's MIME ranges with the orientation
//   filter and what visibility needs, read from the index alone (video + portrait: each of 50,000
//   videos was looked up for its width and height).
// Same statements for SQLite and PostgreSQL (both have partial indexes).
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
type AnyDb = Kysely<any>;

export const OFF_BRAND_INDEX = 'files_off_brand';
export const MIME_SHAPE_INDEX = 'files_mime_shape';
const MIME_SHAPE_COLUMNS = ['mime_type', 'width', 'height', 'expiration_date', 'is_on_brand', 'folder_id'];

export function searchPlansMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex(OFF_BRAND_INDEX)
        .ifNotExists()
        .on('files')
        .columns(['id', 'expiration_date'])
        .where(sql<SqlBool>`is_on_brand = 0`)
        .execute();
      await db.schema
        .createIndex(MIME_SHAPE_INDEX)
        .ifNotExists()
        .on('files')
        .columns(MIME_SHAPE_COLUMNS)
        .execute();
      await db.schema.dropIndex('files_mime_type').ifExists().execute();
    },
    async down(db: AnyDb) {
      await db.schema.createIndex('files_mime_type').ifNotExists().on('files').column('mime_type').execute();
      await db.schema.dropIndex(MIME_SHAPE_INDEX).ifExists().execute();
      await db.schema.dropIndex(OFF_BRAND_INDEX).ifExists().execute();
    },
  };
}
