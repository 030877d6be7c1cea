// Migration 0001_initial: the schema every library starts from (folders, users, sessions, roles and
// grants, sets and collections, files, renditions, keywords, custom fields, pins, settings,
// notification subscriptions, jobs). Written once for both dialects; the only difference is how an
// auto-increment id is declared.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not the current types.
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: same.
type Table = CreateTableBuilder<any, any>;

function withId(table: Table, dialect: DialectName): Table {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export function initialMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('folders'), dialect)
        .addColumn('parent_id', 'integer', (c) => c.references('folders.id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        .addColumn('path', 'text', notNull)
        .addColumn('auto_resync', 'integer', flag)
        .addColumn('forbidden_file_types', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('processing', 'integer', flag)
        .addColumn('synthetic_item_count', 'integer', flag)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('folders_parent').on('folders').column('parent_id').execute();
      await db.schema.createIndex('folders_path').on('folders').column('path').execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('user_name', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('is_super_admin', 'integer', flag)
        .addColumn('is_guest', 'integer', flag)
        .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('share_id', 'integer')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('roles'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      await withId(db.schema.createTable('set_groups'), dialect)
        .addColumn('name', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('sets'), dialect)
        .addColumn('name', 'text', notNull)
        .addColumn('parent_id', 'integer', (c) => c.references('sets.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.references('set_groups.id').onDelete('set null'))
        .addColumn('path', 'text', notNull)
        .addColumn('can_be_standalone', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('sets_parent').on('sets').column('parent_id').execute();
      await db.schema.createIndex('sets_group').on('sets').column('group_id').execute();

      await withId(db.schema.createTable('role_assignments'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('cascade'))
        .addColumn('set_id', 'integer', (c) => c.references('sets.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.references('set_groups.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('role_assignments_user').on('role_assignments').column('user_id').execute();

      await withId(db.schema.createTable('workflow_statuses'), dialect)
        .addColumn('name', 'text', notNull)
        .addColumn('color', 'text')
        .execute();

      await db.schema
        .createTable('blobs')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('byte_size', 'bigint', notNull)
        .addColumn('mime_type', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('files'), dialect)
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('folders.id').onDelete('cascade'))
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('file_name', 'text', notNull)
        .addColumn('extension', 'text', notNull)
        .addColumn('mime_type', 'text', notNull)
        .addColumn('file_size', 'bigint', notNull)
        .addColumn('content_hash', 'text', notNull)
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('date_taken', 'text')
        .addColumn('title', 'text', emptyText)
        .addColumn('author', 'text', emptyText)
        .addColumn('subject', 'text', emptyText)
        .addColumn('description', 'text', emptyText)
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('iptc', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('exif', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('camera_make', 'text')
        .addColumn('camera_model', 'text')
        .addColumn('gps_latitude', 'double precision')
        .addColumn('gps_longitude', 'double precision')
        .addColumn('gps_altitude', 'double precision')
        .addColumn('country', 'text', emptyText)
        .addColumn('state_province', 'text', emptyText)
        .addColumn('city', 'text', emptyText)
        .addColumn('expiration_date', 'text')
        .addColumn('is_on_brand', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('preview_external_url', 'text')
        .addColumn('license_document_url', 'text')
        .addColumn('license_expiry_note', 'text')
        .addColumn('video_status', 'text')
        .addColumn('video_tries', 'integer', flag)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('rotation', 'integer', flag)
        .addColumn('workflow_status_id', 'integer', (c) =>
          c.references('workflow_statuses.id').onDelete('set null'),
        )
        .addColumn('awaiting_recognition', 'integer', flag)
        .addColumn('failed_recognition', 'integer', flag)
        .addColumn('recognized_labels', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('group_name', 'text')
        .addColumn('view_count', 'integer', flag)
        .addColumn('last_viewed', 'text')
        .addColumn('added_at', 'text', notNull)
        .addColumn('last_data_update', 'text', notNull)
        .addColumn('last_file_modification', 'text', notNull)
        .addColumn('last_visual_update', 'text', notNull)
        .execute();
      await db.schema.createIndex('files_folder').on('files').column('folder_id').execute();
      await db.schema.createIndex('files_hash').on('files').column('content_hash').execute();
      await db.schema
        .createIndex('files_folder_name')
        .on('files')
        .columns(['folder_id', 'file_name'])
        .execute();

      await db.schema
        .createTable('renditions')
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('size', 'text', notNull)
        .addColumn('content_hash', 'text', notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('mime_type', 'text', notNull)
        .addColumn('byte_size', 'bigint', notNull)
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('renditions_pk', ['file_id', 'size'])
        .execute();

      await db.schema
        .createTable('set_files')
        .addColumn('set_id', 'integer', (c) => c.notNull().references('sets.id').onDelete('cascade'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('added_at', 'text', notNull)
        .addPrimaryKeyConstraint('set_files_pk', ['set_id', 'file_id'])
        .execute();
      await db.schema.createIndex('set_files_file').on('set_files').column('file_id').execute();

      await withId(db.schema.createTable('keywords'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('file_keywords')
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('position', 'integer', notNull)
        .addPrimaryKeyConstraint('file_keywords_pk', ['file_id', 'keyword_id'])
        .execute();
      await db.schema.createIndex('file_keywords_keyword').on('file_keywords').column('keyword_id').execute();

      await withId(db.schema.createTable('custom_metadata_definitions'), dialect)
        .addColumn('label', 'text', notNull)
        .addColumn('display_order', 'integer', notNull)
        .addColumn('is_dictionary', 'integer', flag)
        .addColumn('is_recognition_label', 'integer', flag)
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createTable('file_custom_metadata')
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('definition_id', 'integer', (c) =>
          c.notNull().references('custom_metadata_definitions.id').onDelete('cascade'),
        )
        .addColumn('value', 'text', notNull)
        .addPrimaryKeyConstraint('file_custom_metadata_pk', ['file_id', 'definition_id'])
        .execute();

      await withId(db.schema.createTable('pins'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('cascade'))
        .addColumn('set_id', 'integer', (c) => c.references('sets.id').onDelete('cascade'))
        .addColumn('logical_view', 'text')
        .execute();
      await db.schema.createIndex('pins_user').on('pins').column('user_id').execute();

      await db.schema
        .createTable('web_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('settings', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', notNull)
        .execute();

      await db.schema
        .createTable('notification_subscriptions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('object_type', 'text', notNull)
        .addColumn('object_id', 'integer', notNull)
        .addColumn('subscribe_to', 'text', notNull)
        .addPrimaryKeyConstraint('notification_subscriptions_pk', ['user_id', 'object_type', 'object_id'])
        .execute();

      await withId(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'text', notNull)
        .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('cascade'))
        .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('priority', 'integer', flag)
        .addColumn('tries', 'integer', flag)
        .addColumn('last_error', 'text')
        .addColumn('run_after', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('jobs_queue')
        .on('jobs')
        .columns(['status', 'priority', 'run_after'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'jobs',
        'notification_subscriptions',
        'settings',
        'web_settings',
        'pins',
        'file_custom_metadata',
        'custom_metadata_definitions',
        'file_keywords',
        'keywords',
        'set_files',
        'renditions',
        'files',
        'blobs',
        'workflow_statuses',
        'role_assignments',
        'sets',
        'set_groups',
        'roles',
        'sessions',
        'users',
        'folders',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
