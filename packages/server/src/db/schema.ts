// The typed tables of the server's database (Kysely). The same shapes serve SQLite (the embedded
// default) and PostgreSQL: ids are integers, flags are 0/1 integers, dates are ISO 8601 text and
// lists or objects are JSON text, so no column needs a dialect of its own (docs/scaling.md).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 0/1 flag (SQLite has no boolean; PostgreSQL stores the same integer). */
export type Flag = 0 | 1;
/** JSON text: a list or an object written with JSON.stringify. */
export type JsonText = string;
/** An ISO 8601 date-time, UTC ("2026-06-15T12:00:00.000Z"). */
export type IsoDateTime = string;

export interface UsersTable {
  id: Generated<number>;
  /** The sign-in name, shown as the user's logicalId (spec 000 §3 "User"). Unique. */
  user_name: string;
  email: string | null;
  /** scrypt hash (auth/passwords.ts); null for users who cannot sign in (the guest, invited users). */
  password_hash: string | null;
  is_super_admin: Generated<Flag>;
  /** The one guest principal: visitors without a session when guest access is on (spec 000 §6). */
  is_guest: Generated<Flag>;
  /** The folder a user was created for when a folder was shared with them (spec 000 §7 "users create"). */
  folder_id: number | null;
  created_at: IsoDateTime;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token (the token itself is never stored). */
  id: string;
  user_id: number;
  created_at: IsoDateTime;
  /** Sliding expiry: renewed on use (auth/sessions.ts). */
  expires_at: IsoDateTime;
  /** A shared-link visitor's session (isShared), for the sharing issue; null otherwise. */
  share_id: number | null;
}

/** One throttled sign-in key: its failures and hold (auth/sign-in-limits.ts). Times in ms since the epoch. */
export interface SignInThrottleTable {
  /** account (the user name as typed, lower-cased) or address (the client's address). */
  kind: string;
  key: string;
  failures: number;
  last_failure_ms: number;
  /** 0 when not held. */
  held_until_ms: number;
  /** When the row may be forgotten: forgetAfterMs after the last failure or the hold's end. */
  forget_at_ms: number;
}

/** A prepared export (spec 000 §7 POST /api/export → token; export/store.ts). */
export interface ExportTokensTable {
  /** SHA-256 of the token (the token itself is never stored). */
  token_hash: string;
  /** The user who asked (the guest principal's user for a guest). */
  user_id: number;
  /** zip or csv. */
  kind: string;
  /** JSON list of the file ids, in the order asked, without repeats (re-checked on download). */
  file_ids: JsonText;
  keep_folders_structure: Generated<number>;
  created_at: IsoDateTime;
  expires_at: IsoDateTime;
}

export interface RolesTable {
  id: Generated<number>;
  /** Role names are not shown in the spec (spec 000 §6); the seeded ones are the server's own. */
  name: string;
  /** JSON list of permission names (auth/permissions.ts PERMISSION_NAMES). */
  permissions: JsonText;
}

/**
 * A role granted to a user on a folder (and the folders below it), on a set (and its subsets), on a
 * set group (and its sets), or everywhere when all three are null.
 */
export interface RoleAssignmentsTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  folder_id: number | null;
  set_id: number | null;
  group_id: number | null;
}

export interface FoldersTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /**
   * The ids from the top down to this folder, "/3/17/42/" (a materialised path): a subtree is
   * `path LIKE '/3/17/%'`, and a move rewrites the prefix of the moved folders' paths.
   */
  path: string;
  auto_resync: Generated<Flag>;
  /** JSON list of extensions with a leading dot (spec 000 §5). */
  forbidden_file_types: Generated<JsonText>;
  /** True while the folder is being deleted (spec 000 §4). */
  processing: Generated<Flag>;
  /**
   * Items this folder stands for beyond its real rows (a test fixture for the 10,000-item rename
   * rule of spec 000 §5; 0 in a real library). Counted by the rename like real files.
   */
  synthetic_item_count: Generated<number>;
  created_at: IsoDateTime;
}

export interface SetGroupsTable {
  id: Generated<number>;
  name: string;
  created_at: IsoDateTime;
}

export interface SetsTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  group_id: number | null;
  /** The set ids from the top down to this set, "/4/9/" (like folders.path). */
  path: string;
  can_be_standalone: Generated<Flag>;
  created_at: IsoDateTime;
}

export interface SetFilesTable {
  set_id: number;
  file_id: number;
  added_at: IsoDateTime;
}

/**
 * A stored file: the metadata of spec 000 §3 and spec 001 §3 as columns (what search, sort and the
 * logical views read), the rest as JSON. The original's bytes are a blob by content hash.
 */
export interface FilesTable {
  id: Generated<number>;
  folder_id: number;
  owner_id: number | null;
  file_name: string;
  /** Lower case, without the dot ("jpg"). */
  extension: string;
  mime_type: string;
  file_size: number;
  /** SHA-256 (hex) of the original: the blob's key, and duplicate detection. */
  content_hash: string;
  width: number | null;
  height: number | null;
  /**
   * Date taken, the camera's wall clock 'YYYY-MM-DDTHH:mm:ss' without a time zone (EXIF stores none;
   * media/metadata.ts MediaMetadata.dateTaken); the timeline and the date logical view read it.
   */
  date_taken: string | null;
  title: Generated<string>;
  author: Generated<string>;
  subject: Generated<string>;
  description: Generated<string>;
  /** Keywords in their order, JSON list of strings (file_keywords holds the same with ids). */
  keywords: Generated<JsonText>;
  /** IPTC fields by name (urgency, DateCreated, headline, credit, copyright, ...), JSON object. */
  iptc: Generated<JsonText>;
  /** Metadata tags ({ group, name, value }[], media/metadata.ts MetadataTag), JSON list (GET /api/images/{id}/exif). */
  exif: Generated<JsonText>;
  camera_make: string | null;
  camera_model: string | null;
  gps_latitude: number | null;
  gps_longitude: number | null;
  gps_altitude: number | null;
  country: Generated<string>;
  state_province: Generated<string>;
  city: Generated<string>;
  expiration_date: IsoDateTime | null;
  is_on_brand: Generated<Flag>;
  preview_external_url: string | null;
  license_document_url: string | null;
  license_expiry_note: string | null;
  /** spec 001 §3: unprocessed, priority, a percentage, a string containing error, skipped, '' (done); null for non-video. */
  video_status: string | null;
  video_tries: Generated<number>;
  /** How long an audio or video file plays, in seconds (migration 0012_media_length); null when unknown or not timed media. */
  duration_seconds: number | null;
  /** A PDF's pages (migration 0012_media_length); null when unknown or not a PDF. */
  page_count: number | null;
  /** Current version number (1 = never replaced). */
  version: Generated<number>;
  /** Clockwise quarter turns applied to the renditions (0..3). */
  rotation: Generated<number>;
  workflow_status_id: number | null;
  awaiting_recognition: Generated<Flag>;
  failed_recognition: Generated<Flag>;
  recognized_labels: Generated<JsonText>;
  group_name: string | null;
  view_count: Generated<number>;
  last_viewed: IsoDateTime | null;
  added_at: IsoDateTime;
  last_data_update: IsoDateTime;
  last_file_modification: IsoDateTime;
  last_visual_update: IsoDateTime;
}

/** A rendition of a file at one of the thumbnail sizes of spec 000 §9, stored as a blob. */
export interface RenditionsTable {
  file_id: number;
  /** tiny, small, medium or large (@vitrine/core THUMBNAIL_SIZES). */
  size: string;
  content_hash: string;
  width: number;
  height: number;
  mime_type: string;
  byte_size: number;
  created_at: IsoDateTime;
}

/** Every stored blob once, by content hash; rows referencing it decide when it may be collected. */
export interface BlobsTable {
  hash: string;
  byte_size: number;
  mime_type: string | null;
  created_at: IsoDateTime;
}

export interface KeywordsTable {
  id: Generated<number>;
  name: string;
}

export interface FileKeywordsTable {
  file_id: number;
  keyword_id: number;
  position: number;
}

export interface CustomMetadataDefinitionsTable {
  id: Generated<number>;
  /** Double underscores are shown as spaces (spec 000 §3). */
  label: string;
  display_order: number;
  is_dictionary: Generated<Flag>;
  is_recognition_label: Generated<Flag>;
  /** The dictionary's values, JSON list of strings (spec 001 §5). */
  options: Generated<JsonText>;
}

export interface FileCustomMetadataTable {
  file_id: number;
  definition_id: number;
  value: string;
}

export interface WorkflowStatusesTable {
  id: Generated<number>;
  name: string;
  color: string | null;
}

/** Quick access (spec 000 §3): one row per pinned folder, set or logical view; newest first by id. */
export interface PinsTable {
  id: Generated<number>;
  user_id: number;
  folder_id: number | null;
  set_id: number | null;
  logical_view: string | null;
}

/** Web settings per user (spec 000 §3), as saved: JSON object of the fields sent. */
export interface WebSettingsTable {
  user_id: number;
  settings: JsonText;
  updated_at: IsoDateTime;
}

/** Configuration and global settings by key (config/settings.ts), JSON values. */
export interface SettingsTable {
  key: string;
  value: JsonText;
}

/** Notification subscriptions (spec 000 §3 keys) per user and folder, set or image. */
export interface NotificationSubscriptionsTable {
  user_id: number;
  object_type: string;
  object_id: number;
  subscribe_to: JsonText;
}

/**
 * Background work (thumbnails, video, recognition) in a table, so a restart resumes it. A worker
 * claims a `queued` row whose run_after has passed, highest priority first.
 */
export interface JobsTable {
  id: Generated<number>;
  /** thumbnails, video, recognition, resync, ... */
  kind: string;
  file_id: number | null;
  folder_id: number | null;
  payload: Generated<JsonText>;
  /** queued, running, done, failed. */
  status: Generated<string>;
  priority: Generated<number>;
  tries: Generated<number>;
  last_error: string | null;
  run_after: IsoDateTime;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
  /** While running: until when the claim holds unless its worker renews it (jobs/queue.ts). */
  lease_until: Generated<IsoDateTime | null>;
  /** While running: the worker that claimed it (one id per JobWorker). */
  claimed_by: Generated<string | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  export_tokens: ExportTokensTable;
  sign_in_throttle: SignInThrottleTable;
  roles: RolesTable;
  role_assignments: RoleAssignmentsTable;
  folders: FoldersTable;
  set_groups: SetGroupsTable;
  sets: SetsTable;
  set_files: SetFilesTable;
  files: FilesTable;
  renditions: RenditionsTable;
  blobs: BlobsTable;
  keywords: KeywordsTable;
  file_keywords: FileKeywordsTable;
  custom_metadata_definitions: CustomMetadataDefinitionsTable;
  file_custom_metadata: FileCustomMetadataTable;
  workflow_statuses: WorkflowStatusesTable;
  pins: PinsTable;
  web_settings: WebSettingsTable;
  settings: SettingsTable;
  notification_subscriptions: NotificationSubscriptionsTable;
  jobs: JobsTable;
}

export type UserRow = Selectable<UsersTable>;
export type FolderRow = Selectable<FoldersTable>;
export type NewFolder = Insertable<FoldersTable>;
export type SetRow = Selectable<SetsTable>;
export type SetGroupRow = Selectable<SetGroupsTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
export type FileUpdate = Updateable<FilesTable>;
export type RenditionRow = Selectable<RenditionsTable>;
export type JobRow = Selectable<JobsTable>;
export type RoleRow = Selectable<RolesTable>;

// ---------------------------------------------------------------------------------------------
// Migration 0002_search (src/db/migrations/0002-search.ts). Declared here by interface merging, so each
// migration's additions stay together at the end of this file.
// ---------------------------------------------------------------------------------------------

export interface FilesTable {
  /** spec 000 §3 minRating: 0 (not rated) to 5; search keeps files rated at least minRating. */
  rating: Generated<number>;
}

// ---------------------------------------------------------------------------------------------
// Migration 0003_ingest (src/db/migrations/0003-ingest.ts): versions, public upload pages.
// ---------------------------------------------------------------------------------------------

/** The content a file had before a new version replaced it (spec 001 §2, §4). */
export interface FileVersionsTable {
  id: Generated<number>;
  file_id: number;
  /** The version number this content had (files.version before the replacement). */
  version: number;
  content_hash: string;
  file_name: string;
  extension: string;
  mime_type: string;
  file_size: number;
  width: number | null;
  height: number | null;
  /** Why it was replaced: 'upload' (createNewVersion), 'overwrite', 'rotation'. */
  reason: string;
  created_by: number | null;
  created_at: IsoDateTime;
}

/** A public upload page (spec 001 §1): its hash names it and the folder its files go to. */
export interface PublicUploadPagesTable {
  hash: string;
  folder_id: number;
  /** Who made the page: the owner of the files it receives. */
  created_by: number | null;
  created_at: IsoDateTime;
  expires_at: IsoDateTime | null;
  /** Migration 0027_public_upload_quotas: when an administrator revoked it (kept, listed, refused). */
  revoked_at: IsoDateTime | null;
  /** At most this many files over the page's life (null: no quota beyond spec 001 §9's window). */
  max_files: number | null;
  /** At most this many bytes over the page's life. */
  max_bytes: number | null;
  files_received: Generated<number>;
  bytes_received: Generated<number>;
}

/** One file a public page received (its file-count limit, upload/public.ts). */
export interface PublicUploadFilesTable {
  page_hash: string;
  file_id: number | null;
  created_at: IsoDateTime;
}

export interface Database {
  file_versions: FileVersionsTable;
  public_upload_pages: PublicUploadPagesTable;
  public_upload_files: PublicUploadFilesTable;
}

export type FileVersionRow = Selectable<FileVersionsTable>;
export type PublicUploadPageRow = Selectable<PublicUploadPagesTable>;

// ---------------------------------------------------------------------------------------------
// Migration 0006_logical_tallies (src/db/migrations/0006-logical-tallies.ts): per-folder counts of the
// logical views, kept by triggers (src/search/tallies.ts reads them).
// ---------------------------------------------------------------------------------------------

/** How many files (keyword / custom-value rows) of a folder have a key of a logical view. */
export interface LogicalTalliesTable {
  /** 'date', 'location', 'author', 'keywords' or 'custom:<definitionId>'. */
  view: string;
  /** The files' folder, or 0 for every folder. */
  folder_id: number;
  /** The month taken ('yyyy-mm'), the location as a JSON array, the author, the keyword id, the custom value. */
  tally_key: string;
  /** files.is_on_brand. */
  on_brand: number;
  /** '' without an expiration date, else its 'yyyy-mm'. */
  exp_month: string;
  n: number;
}

export interface Database {
  logical_tallies: LogicalTalliesTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0010_people_admin (src/db/migrations/0010-people-admin.ts): disabled users, one-time password links.
// ---------------------------------------------------------------------------------------------

export interface UsersTable {
  /** A disabled user cannot sign in and has no session (handlers/admin.ts). */
  is_disabled: Generated<Flag>;
}

/** A one-time link to set a password (handlers/admin.ts): single use, until expires_at. */
export interface PasswordLinksTable {
  /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
  token_hash: string;
  user_id: number;
  /** The administrator who issued it. */
  created_by: number | null;
  created_at: IsoDateTime;
  expires_at: IsoDateTime;
  /** When it set a password; a used link never works again. */
  used_at: IsoDateTime | null;
}

export interface Database {
  password_links: PasswordLinksTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0017_upload_sessions (src/db/migrations/0017-upload-sessions.ts): uploads in progress, for every instance.
// ---------------------------------------------------------------------------------------------

/** An upload in progress or just completed (upload/chunks.ts), named by a hash of who, where and its uniqueId. */
export interface UploadSessionsTable {
  /** SHA-256 (hex) of the upload's key: also its name in the chunk staging. */
  key_hash: string;
  file_name: string;
  file_size: number;
  chunk_count: number;
  /** 'receiving', 'completing' (one instance claimed the completion), 'complete' (result kept). */
  status: Generated<'receiving' | 'completing' | 'complete'>;
  /** While completing: the claim's holder, and until when it holds unless renewed. */
  claimed_by: string | null;
  claim_until: IsoDateTime | null;
  /** The answer of the completed upload (JSON), given again to a repeated last chunk. */
  result: string | null;
  created_at: IsoDateTime;
  /** When a chunk last came (or the upload completed): the janitor's clock. */
  updated_at: IsoDateTime;
}

/** One chunk received: its place in the file and where its bytes wait (storage/chunk-staging.ts). */
export interface UploadChunksTable {
  key_hash: string;
  chunk_index: number;
  chunk_offset: number;
  chunk_size: number;
  location: string;
  received_at: IsoDateTime;
}

export interface Database {
  upload_sessions: UploadSessionsTable;
  upload_chunks: UploadChunksTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0019_contact_messages (src/db/migrations/0019-contact-messages.ts): contact the owner.
// ---------------------------------------------------------------------------------------------

/** A message to a file's owner (contact/): kept whatever the SMTP server answered. */
export interface ContactMessagesTable {
  id: Generated<number>;
  owner_id: number;
  file_id: number;
  /** The signed-in sender; null for the guest. */
  sender_user_id: number | null;
  /** The client address (behind a trusted proxy the forwarded one): the per-address limit's key. */
  sender_address: string;
  addresser_email: string;
  message: string;
  /** The owner's address when the message was sent. */
  recipient_email: string;
  subject: string;
  status: 'sending' | 'sent' | 'failed';
  /** The SMTP error of a failed message. */
  error: string | null;
  created_at: IsoDateTime;
  /** created_at in milliseconds: what the per-sender limit compares. */
  created_at_ms: number;
  sent_at: IsoDateTime | null;
}

export interface Database {
  contact_messages: ContactMessagesTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0020_version_audit (src/db/migrations/0020-version-audit.ts): who changed what, per version.
// ---------------------------------------------------------------------------------------------

/**
 * One change of a file (versions/audit.ts): a content event (origin set) made version `version`, and
 * its id is that version's id in the versions calls; a metadata edit (origin null) happened while
 * `version` was current.
 */
export interface FileAuditTable {
  id: Generated<number>;
  file_id: number;
  version: number;
  /** spec 000 §3 audit activity type: 'upload' for new content, 'image-update' for the rest. */
  activity_type: string;
  /** How a content event made its version: 'ingest', 'upload', 'overwrite', 'rotation', 'annotation', 'restore'; null for a metadata edit. */
  origin: string | null;
  /** Who did it (no foreign key: the record stays when the person goes); null for the library or unknown. */
  user_id: number | null;
  created_at: IsoDateTime;
  /** JSON list of { fieldName, newValue } (spec 001 §3 auditRecord). */
  changes: JsonText;
}

export interface Database {
  file_audit: FileAuditTable;
}

export type FileAuditRow = Selectable<FileAuditTable>;

// ---------------------------------------------------------------------------------------------
// Migration 0021_comments (src/db/migrations/0021-comments.ts): comments on a file.
// ---------------------------------------------------------------------------------------------

/** A comment on a file (comments/service.ts): plain text, newest first by created_at_ms. */
export interface CommentsTable {
  id: Generated<number>;
  file_id: number;
  /** The author (no foreign key: the comment stays when the person goes; ids are never reused). */
  author_id: number;
  /** The author's name when they wrote it: shown once the person is gone. */
  author_name: string;
  text: string;
  created_at: IsoDateTime;
  /** created_at in milliseconds: the order and the per-person limit. */
  created_at_ms: number;
  /** When the author last changed the text; null when never. */
  edited_at: IsoDateTime | null;
}

export interface Database {
  comments: CommentsTable;
}

export type CommentRow = Selectable<CommentsTable>;

// ---------------------------------------------------------------------------------------------
// Migration 0023_custom_thumbnails (src/db/migrations/0023-custom-thumbnails.ts): a chosen thumbnail.
// ---------------------------------------------------------------------------------------------

export interface FilesTable {
  /**
   * The content hash the file's thumbnail was chosen for (POST /Thumbnails.asmx/Change), or null for
   * the automatic thumbnail. Kept by the rendition jobs while it equals content_hash (jobs/renditions.ts).
   */
  custom_thumbnail_for: string | null;
}

// ---------------------------------------------------------------------------------------------
// Migration 0024_notifications (src/db/migrations/0024-notifications.ts): the notifications' outbox.
// ---------------------------------------------------------------------------------------------

/**
 * One event on a file for one subscriber (notifications/outbox.ts), until their digest carries it
 * (notifications/delivery.ts).
 */
export interface NotificationOutboxTable {
  id: Generated<number>;
  user_id: number;
  /** A spec 000 §3 notification key. */
  event_key: string;
  file_id: number;
  /** The folder the event happened in (for a move out, the folder the file left). */
  folder_id: number;
  /** The file's name at the event (a deleted file is named by it). */
  file_name: string;
  /** Who made the change; null for the server itself. */
  actor_id: number | null;
  created_at_ms: number;
  status: 'pending' | 'sent' | 'dropped';
  /** Failed sending tries of the digest this row was in. */
  attempts: Generated<number>;
  /** Not sent before: the end of the digest window, later after an SMTP failure (retry backoff). */
  next_attempt_ms: number;
  last_error: string | null;
  /** When it was sent or dropped (old ones are pruned). */
  done_at_ms: number | null;
}

export interface Database {
  notification_outbox: NotificationOutboxTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0028_share_links (src/db/migrations/0028-share-links.ts): share links (spec 000 §3).
// ---------------------------------------------------------------------------------------------

/** A share link (shares/store.ts). */
export interface SharesTable {
  id: Generated<number>;
  /** The link's random key (≥ 96 bits, shares/link-key.ts): what a visitor's address is looked up by. */
  link_key: string;
  /** The address shown: the friendly prefix (spec 000 §5) and '-' and the key, or the key alone. */
  url_slug: string;
  owner_id: number;
  title: string | null;
  make_url_friendly: Flag;
  allow_download: Flag;
  allow_slideshow: Flag;
  allow_info: Flag;
  info_on_first_load: Flag;
  /** scrypt hash (auth/passwords.ts) of the link's password; null: none. */
  password_hash: string | null;
  /** When the link stops working; null: never. */
  expires_at: IsoDateTime | null;
  created_at: IsoDateTime;
  /** Changes when the settings or the files change (the search cache's key for its visitors). */
  updated_at: IsoDateTime;
  /** When the owner revoked it; null while it lives. */
  revoked_at: IsoDateTime | null;
  view_count: Generated<number>;
  download_count: Generated<number>;
}

/** One file of a share link, in the order shared. */
export interface ShareFilesTable {
  share_id: number;
  file_id: number;
  position: number;
}

export interface ExportTokensTable {
  /** The share link a public export (spec 001 §7) was made through; null for a user's own export. */
  share_id: number | null;
}

export interface Database {
  shares: SharesTable;
  share_files: ShareFilesTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0029_recognition_consent (src/db/migrations/0029-recognition-consent.ts).
// ---------------------------------------------------------------------------------------------

/** A person's answer to the AI consent dialog (recognition/service.ts; spec 001 §4, §6). */
export interface RecognitionConsentsTable {
  user_id: number;
  /** 1 accepted, 0 declined. */
  is_allowed: Flag;
  decided_at: IsoDateTime;
}

export interface Database {
  recognition_consents: RecognitionConsentsTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0030_report_settings (src/db/migrations/0030-report-settings.ts).
// ---------------------------------------------------------------------------------------------

/** The report settings a person saved as their own (spec 000 §7 "POST default report"). */
export interface ReportSettingsTable {
  user_id: number;
  /** The PdfRequest (openapi.yml) as JSON. */
  custom_pdf: JsonText;
  updated_at: IsoDateTime;
}

export interface ExportTokensTable {
  /** A PDF report's request (PdfRequest as JSON); null for a zip or a CSV. */
  pdf_request: JsonText | null;
  /** The language the report is written in ('de…' German, else English); null for a zip or a CSV. */
  language: string | null;
}

export interface ExportTokensTable {
  /** A PDF report's state (migration 0031): 'queued', 'making', 'ready' or 'failed'; null for a zip or a CSV. */
  report_state: string | null;
  /** Images placed so far. */
  report_done: number | null;
  /** Images the report holds. */
  report_total: number | null;
  /** Why a failed report failed. */
  report_message: string | null;
  /** The made PDF's blob (content hash), once ready. */
  report_hash: string | null;
  /** Its size in bytes (bigint on PostgreSQL: a string there). */
  report_size: number | string | null;
}

export interface Database {
  report_settings: ReportSettingsTable;
}

// ---------------------------------------------------------------------------------------------
// Migration 0032_folder_people (src/db/migrations/0032-folder-people.ts): share a folder with people.
// ---------------------------------------------------------------------------------------------

export interface RoleAssignmentsTable {
  /** 1 for a grant made by share with people (handlers/folder-people.ts); 0 for the permissions page's. */
  via_people: Generated<Flag>;
  /** Who shared (null: made on the permissions page, or the sharer was deleted since). */
  shared_by: Generated<number | null>;
}

/** An invitation mail a sharer asked for (POST users create), for the hourly limit. */
export interface PeopleInvitationsTable {
  id: Generated<number>;
  sharer_id: number;
  user_id: number | null;
  folder_id: number | null;
  /** 'sent', 'notConfigured' or 'failed' (CreatedUser.invitation). */
  outcome: string;
  /** Milliseconds (bigint on PostgreSQL: a string there). */
  created_at_ms: number | string;
}

export interface Database {
  people_invitations: PeopleInvitationsTable;
}
