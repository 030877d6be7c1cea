// Version history (spec 001 §3 "Image version", §6 "Version history appears only when image versions
// are enabled", §7 the versions calls, §8 their messages). A version is one content a file had: the
// current one (files) or a kept one (file_versions, written by ingest.ts replaceFileContent). Its id
// is the id of the file_audit event that made it (audit.ts), so the current content and the kept ones
// share one id space and an id never changes while its content exists. Content from before migration
// 0020 has no event: the first read fills one in from what file_versions and files know.
import type { components } from '@vitrine/api-client';
import type { Kysely } from 'kysely';
import type { Database, FileAuditRow, FileRow, FileVersionRow } from '../db/schema';
import { badRequest, HttpError } from '../domain/errors';
import { type IngestContext, replaceFileContent } from '../ingest';
import { fileKindOf } from '../search/summary';
import type { BlobStore } from '../storage/blob-store';
import { collectBlobs, withBlobFile } from '../storage/blobs';
import { activityTypeOf, changesJson } from './audit';

type Db = Kysely<Database>;
type ImageVersion = components['schemas']['ImageVersion'];
type AuditActivity = components['schemas']['AuditActivity'];

/** Messages of the versions calls that the spec leaves to the server (docs/decisions.md "Version history"). */
export const VERSION_MESSAGES = {
  disabled: 'Image versions are not enabled.',
  notFound: (id: number) => `Version ${id} was not found.`,
  alreadyCurrent: 'This version is already the current one.',
  needsPrevious:
    'The current version can only be deleted with prevImageVersionWithFileId naming another version of this image, which becomes current.',
} as const;

/** One version of a file: the event that made it and where its content is. */
export interface VersionEntry {
  event: FileAuditRow;
  /** The kept row (null for the current content). */
  kept: FileVersionRow | null;
  isCurrent: boolean;
  content: Pick<
    FileRow,
    'content_hash' | 'file_name' | 'extension' | 'mime_type' | 'file_size' | 'width' | 'height'
  >;
}

/**
 * Content events for every version of the file that lacks one (content from before migration 0020):
 * version 1 was the upload (added_at, the owner); a later one was made when the version before it was
 * replaced (that kept row's created_at, created_by and reason), else at the last file modification.
 */
async function fillMissingEvents(db: Db, file: FileRow, kept: readonly FileVersionRow[]): Promise<void> {
  const have = new Set(
    (
      await db
        .selectFrom('file_audit')
        .select('version')
        .where('file_id', '=', file.id)
        .where('origin', 'is not', null)
        .execute()
    ).map((r) => r.version),
  );
  const numbers = [...kept.map((k) => k.version), file.version].filter((n) => !have.has(n));
  if (numbers.length === 0) return;
  const keptBy = new Map(kept.map((k) => [k.version, k]));
  for (const version of numbers) {
    const before = keptBy.get(version - 1);
    const values =
      version === 1
        ? { origin: 'ingest', user_id: file.owner_id, created_at: file.added_at }
        : before
          ? { origin: before.reason, user_id: before.created_by, created_at: before.created_at }
          : { origin: 'upload', user_id: null, created_at: file.last_file_modification };
    await db
      .insertInto('file_audit')
      .values({
        file_id: file.id,
        version,
        activity_type: activityTypeOf(values.origin),
        origin: values.origin,
        user_id: values.user_id,
        created_at: values.created_at,
        changes: changesJson([]),
      })
      .onConflict((oc) => oc.columns(['file_id', 'version']).where('origin', 'is not', null).doNothing())
      .execute();
  }
}

/** Every version of the file, newest first (the current one first). */
export async function versionsOf(db: Db, file: FileRow): Promise<VersionEntry[]> {
  const kept = await db.selectFrom('file_versions').selectAll().where('file_id', '=', file.id).execute();
  await fillMissingEvents(db, file, kept);
  const events = await db
    .selectFrom('file_audit')
    .selectAll()
    .where('file_id', '=', file.id)
    .where('origin', 'is not', null)
    .execute();
  const keptBy = new Map(kept.map((k) => [k.version, k]));
  return events
    .flatMap((event): VersionEntry[] => {
      if (event.version === file.version) return [{ event, kept: null, isCurrent: true, content: file }];
      const row = keptBy.get(event.version);
      return row ? [{ event, kept: row, isCurrent: false, content: row }] : [];
    })
    .sort((a, b) => b.event.version - a.event.version);
}

/** The version `versionId` names and its file id; 404 when there is none. */
export async function findVersionEvent(db: Db, versionId: number): Promise<FileAuditRow> {
  const event = await db
    .selectFrom('file_audit')
    .selectAll()
    .where('id', '=', versionId)
    .where('origin', 'is not', null)
    .executeTakeFirst();
  if (!event) throw new HttpError(404, VERSION_MESSAGES.notFound(versionId));
  return event;
}

/** The entry of `versionId` among the file's versions; 404 when it is not one of them (any more). */
export async function versionOf(db: Db, file: FileRow, versionId: number): Promise<VersionEntry> {
  const entry = (await versionsOf(db, file)).find((v) => v.event.id === versionId);
  if (!entry) throw new HttpError(404, VERSION_MESSAGES.notFound(versionId));
  return entry;
}

function parseChanges(text: string): string {
  // Stored by audit.ts changesJson: already the JSON text the contract carries.
  return text;
}

/** The versions as the contract answers them (openapi.yml ImageVersion), newest first. */
export async function toImageVersions(
  db: Db,
  file: FileRow,
  entries: readonly VersionEntry[],
): Promise<ImageVersion[]> {
  const edits = await db
    .selectFrom('file_audit')
    .selectAll()
    .where('file_id', '=', file.id)
    .where('origin', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const userIds = [
    ...new Set([...entries.map((e) => e.event.user_id), ...edits.map((e) => e.user_id)]),
  ].filter((id): id is number => id !== null);
  const names = new Map(
    userIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', userIds).execute()).map(
          (u) => [u.id, u.user_name],
        ),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return entries.map(({ event, isCurrent, content }) => {
    const kind = fileKindOf(content.mime_type);
    const related: AuditActivity[] = edits
      .filter((edit) => edit.version === event.version)
      .map((edit) => ({
        activityType: edit.activity_type as AuditActivity['activityType'],
        data: null,
        auditRecords: [{ data: parseChanges(edit.changes) }],
        createdAt: edit.created_at,
        userName: nameOf(edit.user_id),
      }));
    return {
      id: event.id,
      createdAt: event.created_at,
      versionNumber: event.version,
      userName: nameOf(event.user_id),
      fileName: content.file_name,
      fileSize: content.file_size,
      width: content.width,
      height: content.height,
      objectType: kind === 'other' ? 'image' : kind,
      extension: content.extension,
      location: `/api/version/${event.id}/file`,
      wasAnnotated: event.origin === 'annotation',
      auditRecord: { data: parseChanges(event.changes) },
      relatedAuditActivities: related,
      isLastPictureVersion: isCurrent,
    };
  });
}

/**
 * Makes a kept version's content the file's (spec 001 §8 "Version has been successfully restored."):
 * a new version with its bytes, the replaced content kept (ingest.ts replaceFileContent), the
 * thumbnails made again and their URLs' version changed. Returns the new current version's id.
 */
export async function restoreVersion(
  ingest: IngestContext,
  blobs: BlobStore,
  file: FileRow,
  entry: VersionEntry,
  userId: number | null,
): Promise<number> {
  if (entry.isCurrent || !entry.kept) throw badRequest(VERSION_MESSAGES.alreadyCurrent);
  const kept = entry.kept;
  const { file: updated } = await withBlobFile(blobs, kept.content_hash, ingest.tmpDir, (path) =>
    replaceFileContent(ingest, {
      file,
      source: { path },
      reason: 'restore',
      userId,
      changes: [{ fieldName: 'restoredVersion', newValue: String(kept.version) }],
    }),
  );
  const event = await ingest.db
    .selectFrom('file_audit')
    .select('id')
    .where('file_id', '=', updated.id)
    .where('version', '=', updated.version)
    .where('origin', 'is not', null)
    .executeTakeFirstOrThrow();
  return event.id;
}

/** Removes kept versions with their audit, then the blobs nothing needs any more. */
async function dropKept(
  db: Db,
  blobs: BlobStore,
  fileId: number,
  kept: readonly FileVersionRow[],
): Promise<void> {
  if (kept.length === 0) return;
  const versions = kept.map((k) => k.version);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('file_versions')
      .where(
        'id',
        'in',
        kept.map((k) => k.id),
      )
      .execute();
    await trx
      .deleteFrom('file_audit')
      .where('file_id', '=', fileId)
      .where('version', 'in', versions)
      .execute();
  });
  await collectBlobs(
    db,
    blobs,
    kept.map((k) => k.content_hash),
  );
}

/**
 * spec 001 §7 "POST version service/{versionId} body prevImageVersionWithFileId; deletes one version".
 * A kept version goes with its audit and its blob (unless something else needs it). The current one
 * can go only when `previousId` names a kept version, which becomes current; the deleted content is
 * not kept.
 */
export async function deleteVersion(
  ingest: IngestContext,
  blobs: BlobStore,
  file: FileRow,
  entry: VersionEntry,
  previousId: number | null,
  userId: number | null,
): Promise<void> {
  if (!entry.isCurrent) {
    await dropKept(ingest.db, blobs, file.id, entry.kept ? [entry.kept] : []);
    return;
  }
  const previous =
    previousId === null
      ? undefined
      : (await versionsOf(ingest.db, file)).find((v) => v.event.id === previousId);
  if (!previous || previous.isCurrent) throw badRequest(VERSION_MESSAGES.needsPrevious);
  await restoreVersion(ingest, blobs, file, previous, userId);
  const replaced = await ingest.db
    .selectFrom('file_versions')
    .selectAll()
    .where('file_id', '=', file.id)
    .where('version', '=', file.version)
    .execute();
  await dropKept(ingest.db, blobs, file.id, replaced);
}

/** spec 001 §7 "DELETE versions service/{imageId} deletes all versions": every kept one; the current content stays. */
export async function deleteAllVersions(db: Db, blobs: BlobStore, file: FileRow): Promise<void> {
  const kept = await db.selectFrom('file_versions').selectAll().where('file_id', '=', file.id).execute();
  await dropKept(db, blobs, file.id, kept);
}
