// The ordered list of migrations (index.ts) and the files of this folder agree, and the ids are the
// ones existing libraries recorded in kysely_migration: a renamed id would make an upgraded library
// apply that migration again, so they are spelled out here once more, byte for byte.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrations } from './index';

describe('the migrations list', () => {
  it('keeps the ids existing databases recorded, in order', () => {
    expect(MIGRATIONS.map(([id]) => id)).toEqual([
      '0001_initial',
      '0002_search',
      '0003_ingest',
      '0004_search_indexes',
      '0005_blob_references',
      '0006_logical_tallies',
      '0007_search_plans',
      '0008_text_index',
      '0009_role_names',
      '0010_people_admin',
      '0011_folder_delete_indexes',
      '0012_media_length',
      '0013_postgres_text_and_paths',
      '0014_export_tokens',
      '0015_sign_in_throttle',
      '0016_job_leases',
      '0017_upload_sessions',
      '0018_keyword_file_index',
      '0019_contact_messages',
      '0020_version_audit',
      '0021_comments',
      '0022_postgres_text_flags',
      '0023_custom_thumbnails',
      '0024_notifications',
      '0025_postgres_tally_sums',
      '0026_postgres_files_tally',
      '0027_public_upload_quotas',
      '0028_share_links',
      '0029_recognition_consent',
      '0030_report_settings',
      '0031_report_jobs',
      '0032_folder_people',
      '0033_postgres_rank_tiers',
      '0034_postgres_expired_ids',
      '0035_postgres_visibility_ids',
    ]);
    expect(Object.keys(migrations('sqlite'))).toEqual(MIGRATIONS.map(([id]) => id));
  });

  it('has one file per migration, named by its id (0014_export_tokens: 0014-export-tokens.ts)', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((name) => /^\d{4}-.*\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .sort();
    expect(files).toEqual(MIGRATIONS.map(([id]) => `${id.replaceAll('_', '-')}.ts`));
  });
});
