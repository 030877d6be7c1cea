// Test support: files written straight into the database with the metadata search and the logical
// views read (uploads are another part of the server), with their keywords, custom values and set
// memberships. Used by the search, logical and visibility tests.
import type { Kysely } from 'kysely';
import type { Grant, Principal } from '../auth/permissions';
import type { Database, NewFile } from '../db/schema';

export interface TestFile {
  folderId: number;
  name: string;
  mimeType?: string;
  fileSize?: number;
  width?: number | null;
  height?: number | null;
  dateTaken?: string | null;
  title?: string;
  author?: string;
  subject?: string;
  description?: string;
  keywords?: string[];
  country?: string;
  state?: string;
  city?: string;
  expirationDate?: string | null;
  isOnBrand?: boolean;
  workflowStatusId?: number | null;
  rating?: number;
  viewCount?: number;
  lastViewed?: string | null;
  addedAt?: string;
  lastDataUpdate?: string;
  /** Custom values by definition id. */
  custom?: Record<number, string>;
  /** Sets the file belongs to. */
  setIds?: number[];
}

/** The files row of a test file (every column given: a multi-row insert has no DEFAULT in SQLite). */
export function fileRow(file: TestFile): NewFile {
  const added = file.addedAt ?? '2026-01-01T00:00:00.000Z';
  const extension = (file.name.split('.').pop() ?? '').toLowerCase();
  return {
    folder_id: file.folderId,
    owner_id: null,
    file_name: file.name,
    extension,
    mime_type: file.mimeType ?? 'image/jpeg',
    file_size: file.fileSize ?? 1000,
    content_hash: 'a'.repeat(64),
    width: file.width === undefined ? 640 : file.width,
    height: file.height === undefined ? 480 : file.height,
    date_taken: file.dateTaken ?? null,
    title: file.title ?? '',
    author: file.author ?? '',
    subject: file.subject ?? '',
    description: file.description ?? '',
    keywords: JSON.stringify(file.keywords ?? []),
    iptc: '{}',
    exif: '[]',
    camera_make: null,
    camera_model: null,
    gps_latitude: null,
    gps_longitude: null,
    gps_altitude: null,
    country: file.country ?? '',
    state_province: file.state ?? '',
    city: file.city ?? '',
    expiration_date: file.expirationDate ?? null,
    is_on_brand: file.isOnBrand === false ? 0 : 1,
    preview_external_url: null,
    license_document_url: null,
    license_expiry_note: null,
    video_status: null,
    video_tries: 0,
    version: 1,
    rotation: 0,
    workflow_status_id: file.workflowStatusId ?? null,
    awaiting_recognition: 0,
    failed_recognition: 0,
    recognized_labels: '[]',
    group_name: null,
    view_count: file.viewCount ?? 0,
    last_viewed: file.lastViewed ?? null,
    rating: file.rating ?? 0,
    added_at: added,
    last_data_update: file.lastDataUpdate ?? added,
    last_file_modification: added,
    last_visual_update: added,
  };
}

/** Inserts a file with its keywords (ids made as needed), custom values and set memberships. */
export async function addFile(db: Kysely<Database>, file: TestFile): Promise<number> {
  const { id } = await db.insertInto('files').values(fileRow(file)).returning('id').executeTakeFirstOrThrow();
  for (const [position, name] of (file.keywords ?? []).entries()) {
    await db
      .insertInto('keywords')
      .values({ name })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const keyword = await db
      .selectFrom('keywords')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await db.insertInto('file_keywords').values({ file_id: id, keyword_id: keyword.id, position }).execute();
  }
  for (const [definitionId, value] of Object.entries(file.custom ?? {})) {
    await db
      .insertInto('file_custom_metadata')
      .values({ file_id: id, definition_id: Number(definitionId), value })
      .execute();
  }
  for (const setId of file.setIds ?? []) {
    await db
      .insertInto('set_files')
      .values({ set_id: setId, file_id: id, added_at: file.addedAt ?? '2026-01-01T00:00:00.000Z' })
      .execute();
  }
  return id;
}

/** A signed-in user holding `grants` (or the super admin), for the search and visibility tests. */
export function principalWith(grants: Grant[], isSuperAdmin = false): Principal {
  return {
    kind: 'user',
    userId: 1,
    userName: 'u',
    email: null,
    isSuperAdmin,
    isGuestAccess: false,
    isShared: false,
    grants,
    sessionId: null,
  };
}
