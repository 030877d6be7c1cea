// Who changed what on a file, and when (spec 001 §3 "Image version": auditRecord "data is JSON
// holding entries with fieldName, newValue", relatedAuditActivities "activityType, data,
// auditRecords"). file_audit (migration 0020_version_audit) keeps one row per change, tied to the
// version number it made (a content event) or happened to (a metadata edit). Pure helpers first,
// then the writes; versions/service.ts reads them for the versions calls.
import type { Kysely, Transaction } from 'kysely';
import type { Database, FileRow } from '../db/schema';
import type { FileDraft } from '../images/patches';

type Db = Kysely<Database> | Transaction<Database>;

/** One entry of an audit record (spec 001 §3). */
export interface AuditChange {
  fieldName: string;
  newValue: string;
}

/** How a content event made its version (file_audit.origin). */
export type ContentOrigin =
  | 'ingest'
  | 'upload'
  | 'overwrite'
  | 'rotation'
  | 'annotation'
  | 'restore'
  | (string & {});

/**
 * spec 000 §3 audit activity types: new bytes from an upload are 'upload', every other change of
 * an image (rotation, annotation, restore, a metadata edit) is 'image-update'.
 */
export function activityTypeOf(origin: ContentOrigin | null): 'upload' | 'image-update' {
  return origin === 'ingest' || origin === 'upload' || origin === 'overwrite' ? 'upload' : 'image-update';
}

const CONTENT_FIELDS = [
  ['fileName', 'file_name'],
  ['extension', 'extension'],
  ['mimeType', 'mime_type'],
  ['fileSize', 'file_size'],
  ['width', 'width'],
  ['height', 'height'],
] as const;

/** The fields of the file's content that differ between two states, with the new values. */
export function contentChanges(
  before: Pick<FileRow, (typeof CONTENT_FIELDS)[number][1]>,
  after: Pick<FileRow, (typeof CONTENT_FIELDS)[number][1]>,
): AuditChange[] {
  return CONTENT_FIELDS.filter(([, column]) => before[column] !== after[column]).map(
    ([fieldName, column]) => ({
      fieldName,
      newValue: after[column] === null ? '' : String(after[column]),
    }),
  );
}

/** The value a metadata field has in a draft once its patches are applied (the edit's newValue). */
export function draftValue(draft: FileDraft, field: string, fallback: string | null): string {
  const [group, name] = field.split('.');
  if (group === 'imageAttributes' && name && name in draft) {
    return String(draft[name as 'title' | 'author' | 'subject' | 'description']);
  }
  if (field === 'keywords') return draft.keywords.join(';');
  const custom = /^custom-(\d+)$/.exec(field);
  if (custom) return draft.custom.get(Number(custom[1])) ?? '';
  if (group === 'imageIPTC' && name)
    return draft.iptc[name] === null || draft.iptc[name] === undefined ? '' : String(draft.iptc[name]);
  if (field === 'imageGPS.latitude') return draft.gps.latitude === null ? '' : String(draft.gps.latitude);
  if (field === 'imageGPS.longitude') return draft.gps.longitude === null ? '' : String(draft.gps.longitude);
  if (field === 'expirationDate') return draft.expirationDate ?? '';
  if (field === 'licenseDocumentUrl') return draft.licenseDocumentUrl ?? '';
  if (field === 'licenseExpiryNote') return draft.licenseExpiryNote ?? '';
  if (field === 'isOnBrand') return String(draft.isOnBrand);
  if (field === 'workflowStatus')
    return draft.workflowStatusId === null ? '' : String(draft.workflowStatusId);
  if (field === 'rating') return String(draft.rating);
  return fallback ?? '';
}

/** The audit record of a change as stored and answered: JSON of its entries. */
export function changesJson(changes: readonly AuditChange[]): string {
  return JSON.stringify(changes.map(({ fieldName, newValue }) => ({ fieldName, newValue })));
}

/** Records the event that made the file's current version (`file.version`). Returns its id (the version's id). */
export async function recordContentEvent(
  db: Db,
  input: {
    file: Pick<FileRow, 'id' | 'version'>;
    origin: ContentOrigin;
    userId: number | null;
    at: string;
    changes: readonly AuditChange[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('file_audit')
    .values({
      file_id: input.file.id,
      version: input.file.version,
      activity_type: activityTypeOf(input.origin),
      origin: input.origin,
      user_id: input.userId,
      created_at: input.at,
      changes: changesJson(input.changes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Records a metadata edit of the file's current version (spec 000 §3 'image-update'); nothing for no change. */
export async function recordMetadataEdit(
  db: Db,
  input: {
    file: Pick<FileRow, 'id' | 'version'>;
    userId: number | null;
    at: string;
    changes: readonly AuditChange[];
  },
): Promise<void> {
  if (input.changes.length === 0) return;
  await db
    .insertInto('file_audit')
    .values({
      file_id: input.file.id,
      version: input.file.version,
      activity_type: 'image-update',
      origin: null,
      user_id: input.userId,
      created_at: input.at,
      changes: changesJson(input.changes),
    })
    .execute();
}
