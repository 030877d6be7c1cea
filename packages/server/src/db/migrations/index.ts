// Migrations versioned in the code: one file per migration in this folder, named by its number and
// topic (0014-export-tokens.ts), and the ordered list below, applied at start by Kysely's Migrator,
// which records each applied id in its kysely_migration table. Never edit a migration that has
// shipped, never rename its id (existing libraries know it by that id): add the next one. Each file
// holds both dialects (server README "Migrations").
import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from '../dialect';
import { initialMigration } from './0001-initial';
import { searchMigration } from './0002-search';
import { ingestMigration } from './0003-ingest';
import { searchIndexesMigration } from './0004-search-indexes';
import { blobReferencesMigration } from './0005-blob-references';
import { logicalTalliesMigration } from './0006-logical-tallies';
import { searchPlansMigration } from './0007-search-plans';
import { textIndexMigration } from './0008-text-index';
import { roleNamesMigration } from './0009-role-names';
import { peopleAdminMigration } from './0010-people-admin';
import { folderDeleteIndexesMigration } from './0011-folder-delete-indexes';
import { mediaLengthMigration } from './0012-media-length';
import { postgresTextAndPathsMigration } from './0013-postgres-text-and-paths';
import { exportTokensMigration } from './0014-export-tokens';
import { signInThrottleMigration } from './0015-sign-in-throttle';
import { jobLeasesMigration } from './0016-job-leases';
import { uploadSessionsMigration } from './0017-upload-sessions';
import { keywordFileIndexMigration } from './0018-keyword-file-index';
import { contactMessagesMigration } from './0019-contact-messages';
import { versionAuditMigration } from './0020-version-audit';
import { commentsMigration } from './0021-comments';
import { postgresTextFlagsMigration } from './0022-postgres-text-flags';
import { customThumbnailsMigration } from './0023-custom-thumbnails';
import { notificationsMigration } from './0024-notifications';
import { postgresTallySumsMigration } from './0025-postgres-tally-sums';
import { postgresFilesTallyMigration } from './0026-postgres-files-tally';
import { publicUploadQuotasMigration } from './0027-public-upload-quotas';
import { shareLinksMigration } from './0028-share-links';
import { recognitionConsentMigration } from './0029-recognition-consent';
import { reportSettingsMigration } from './0030-report-settings';
import { reportJobsMigration } from './0031-report-jobs';
import { folderPeopleMigration } from './0032-folder-people';
import { postgresRankTiersMigration } from './0033-postgres-rank-tiers';
import { postgresExpiredIdsMigration } from './0034-postgres-expired-ids';
import { postgresVisibilityIdsMigration } from './0035-postgres-visibility-ids';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not the current types.
type AnyDb = Kysely<any>;

/**
 * The migrations in the order they apply: [id, the migration for a dialect]. The ids are what
 * existing databases recorded (byte for byte); they sort in this order (Kysely checks it), so a new
 * one is appended with the next number, its file named the same way (index.test.ts checks both).
 */
export const MIGRATIONS: readonly (readonly [id: string, make: (dialect: DialectName) => Migration])[] = [
  ['0001_initial', initialMigration],
  ['0002_search', searchMigration],
  ['0003_ingest', ingestMigration],
  ['0004_search_indexes', searchIndexesMigration],
  ['0005_blob_references', blobReferencesMigration],
  ['0006_logical_tallies', logicalTalliesMigration],
  ['0007_search_plans', searchPlansMigration],
  ['0008_text_index', textIndexMigration],
  ['0009_role_names', roleNamesMigration],
  ['0010_people_admin', peopleAdminMigration],
  ['0011_folder_delete_indexes', folderDeleteIndexesMigration],
  ['0012_media_length', mediaLengthMigration],
  ['0013_postgres_text_and_paths', postgresTextAndPathsMigration],
  ['0014_export_tokens', exportTokensMigration],
  ['0015_sign_in_throttle', signInThrottleMigration],
  ['0016_job_leases', jobLeasesMigration],
  ['0017_upload_sessions', uploadSessionsMigration],
  ['0018_keyword_file_index', keywordFileIndexMigration],
  ['0019_contact_messages', contactMessagesMigration],
  ['0020_version_audit', versionAuditMigration],
  ['0021_comments', commentsMigration],
  ['0022_postgres_text_flags', postgresTextFlagsMigration],
  ['0023_custom_thumbnails', customThumbnailsMigration],
  ['0024_notifications', notificationsMigration],
  ['0025_postgres_tally_sums', postgresTallySumsMigration],
  ['0026_postgres_files_tally', postgresFilesTallyMigration],
  ['0027_public_upload_quotas', publicUploadQuotasMigration],
  ['0028_share_links', shareLinksMigration],
  ['0029_recognition_consent', recognitionConsentMigration],
  ['0030_report_settings', reportSettingsMigration],
  ['0031_report_jobs', reportJobsMigration],
  ['0032_folder_people', folderPeopleMigration],
  ['0033_postgres_rank_tiers', postgresRankTiersMigration],
  ['0034_postgres_expired_ids', postgresExpiredIdsMigration],
  ['0035_postgres_visibility_ids', postgresVisibilityIdsMigration],
];

/** The migrations of a dialect by id, in the order they apply. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map(([id, make]) => [id, make(dialect)]));
}

/** A MigrationProvider over the list above (no migration files read at run time). */
export function codeMigrationProvider(dialect: DialectName): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}

/** Names of the migrations applied so far, in order (from Kysely's own table). */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}
