// Ingest: one function that takes a file and makes it part of the library. The bytes are stored by
// content hash in the blob store (hashed while they stream), the metadata is read from the bytes
// (media/metadata.ts: type sniffed, EXIF / IPTC / XMP / GPS, PDF and WAV information), the files row
// gets every metadata column and the keywords, and the background jobs are queued: thumbnails always
// for an image sharp can draw; video, recognition and reverse geocoding where they apply (they run
// when their part lands). Upload, zip extraction and the demo seed all come through here.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getFileExtension } from '@vitrine/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database, FileRow, FileUpdate, FolderRow, NewFile } from '../db/schema';
import { enqueueJob, JOB_KINDS } from '../jobs/queue';
import { hasRenditions, makesThumbnails } from '../jobs/thumbnails';
import { isMediaError, type MediaMetadata, openImage, readMetadata } from '../media';
import { notificationKeyOfReplace, recordNotifications } from '../notifications/outbox';
import { whileWritingBlobs } from '../storage/blob-guard';
import { type BlobStore, LocalBlobStore } from '../storage/blob-store';
import { collectBlobs, recordBlob } from '../storage/blobs';
import { safeJoin } from '../storage/paths';
import { type AuditChange, contentChanges, recordContentEvent } from '../versions/audit';
import { setFileKeywords } from './keywords';

type Db = Kysely<Database>;

/** What ingest works with (a slice of the server context). */
export interface IngestContext {
  db: Db;
  blobs: BlobStore;
  /** Temporary files (a stream spooled to disk to be read twice). */
  tmpDir: string;
  now: () => Date;
  /** Called after jobs were queued (wakes the worker). */
  onJobsQueued?: () => void;
  /** spec 000 §3 recognitionEnabled: recognition is queued only when the feature is on. */
  recognitionEnabled?: boolean;
}

/**
 * The bytes to ingest: a file on disk, or a stream (spooled to a temporary file first, since metadata
 * is read with random access). A file is read, not moved, unless `movable`: then, with its SHA-256
 * known (an upload hashes its chunks as they arrive) and the local blob store on the same disk, it is
 * renamed into the store instead of copied (a 2 GB upload is not written twice).
 */
export type IngestSource = { path: string; sha256?: string; movable?: boolean } | { stream: Readable };

/** The upload flags ingest honours (spec 001 §7). */
export interface IngestOptions {
  /** Queue AI object recognition for an image (when the feature is on, spec 001 §6). */
  recognizeObjects?: boolean;
  /** Queue reverse geocoding when the file has a GPS position and no place names. */
  requestGeocodingReverse?: boolean;
}

export interface IngestInput {
  source: IngestSource;
  /** The stored name (already checked: upload/names.ts normalizeFileName). */
  fileName: string;
  folder: Pick<FolderRow, 'id'>;
  ownerId: number | null;
  options?: IngestOptions;
}

export interface IngestResult {
  file: FileRow;
  metadata: MediaMetadata;
  /** Recognition was queued (UploadFileResult.recognizing). */
  recognizing: boolean;
}

/**
 * Renames a file whose hash is known into the local blob store (where put() would have copied it),
 * or leaves it when the store has those bytes already. Falls back to put() across file systems.
 */
async function moveIntoStore(blobs: LocalBlobStore, path: string, blob: { hash: string; size: number }) {
  if (await blobs.stat(blob.hash)) return blob;
  const target = blobs.pathOf(blob.hash);
  try {
    await mkdir(dirname(target), { recursive: true });
    await rename(path, target);
    return blob;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    return blobs.put(createReadStream(path));
  }
}

/** The source's bytes stored by content hash, and its metadata. */
interface Prepared {
  metadata: MediaMetadata;
  stored: { hash: string; size: number };
}

/**
 * An image over the pixel limit (MAX_INPUT_PIXELS) never enters the library, whichever way it
 * comes (an upload, a zip entry, a new version, the seed): its header says so, no pixel is decoded
 * (issue 5: "an image bomb is refused by the pixel limit"). Throws MediaError 'pixelLimit'; files
 * that are not images, or that sharp cannot read, go on (their jobs say what is wrong).
 */
async function refuseOverPixelLimit(path: string): Promise<void> {
  try {
    await openImage(path);
  } catch (error) {
    if (isMediaError(error, 'pixelLimit')) throw error;
  }
}

async function storeAndRead(context: IngestContext, source: IngestSource): Promise<Prepared> {
  if ('path' in source) {
    await refuseOverPixelLimit(source.path);
    const metadata = await readMetadata(source.path);
    const size = (await stat(source.path)).size;
    const stored =
      source.movable && source.sha256 !== undefined && context.blobs instanceof LocalBlobStore
        ? await moveIntoStore(context.blobs, source.path, { hash: source.sha256, size })
        : await context.blobs.put(createReadStream(source.path));
    if (stored.size !== size) throw new Error(`stored ${stored.size} bytes of ${size}`);
    await recordBlob(context.db, stored, metadata.mimeType, context.now());
    return { metadata, stored };
  }
  await mkdir(context.tmpDir, { recursive: true });
  const path = safeJoin(context.tmpDir, `ingest-${randomBytes(12).toString('hex')}`);
  try {
    await pipeline(source.stream, createWriteStream(path, { flags: 'wx' }));
    return await storeAndRead(context, { path });
  } finally {
    await rm(path, { force: true });
  }
}

const nullIfEmpty = (value: string | null): string => value ?? '';

/** The columns that describe the file's content as its author wrote it (kept on a new version unless overwriteMetadata). */
export function descriptiveColumns(metadata: MediaMetadata) {
  return {
    date_taken: metadata.dateTaken,
    title: nullIfEmpty(metadata.title),
    author: nullIfEmpty(metadata.author),
    subject: nullIfEmpty(metadata.subject),
    description: nullIfEmpty(metadata.description),
    iptc: JSON.stringify({ urgency: metadata.urgency, copyright: metadata.copyright }),
    // spec 000 §3 minRating: the stars the file carries (XMP / EXIF rating, media/metadata.ts); 0 when none.
    rating: metadata.rating ?? 0,
    gps_latitude: metadata.gps?.latitude ?? null,
    gps_longitude: metadata.gps?.longitude ?? null,
    gps_altitude: null,
    country: nullIfEmpty(metadata.location.country),
    state_province: nullIfEmpty(metadata.location.stateProvince),
    city: nullIfEmpty(metadata.location.city),
  } satisfies FileUpdate;
}

/** The columns that describe the bytes themselves (always follow the file). */
export function technicalColumns(metadata: MediaMetadata, size: number, hash: string) {
  return {
    mime_type: metadata.mimeType,
    file_size: size,
    content_hash: hash,
    width: metadata.width,
    height: metadata.height,
    exif: JSON.stringify(metadata.tags),
    camera_make: metadata.camera.make,
    camera_model: metadata.camera.model,
    // WAV length and PDF pages as read here; the thumbnail job fills in the rest (ffprobe, pdfinfo).
    duration_seconds: metadata.durationSeconds,
    page_count: metadata.pageCount,
  } satisfies FileUpdate;
}

/** spec 001 §3: a video starts 'unprocessed' (Queued for Processing); other files have no video status. */
export function initialVideoStatus(mimeType: string): string | null {
  return mimeType.startsWith('video/') ? 'unprocessed' : null;
}

/** Queues the jobs a file's content needs; answers whether recognition was queued. */
export async function queueFileJobs(
  trx: Db | Transaction<Database>,
  context: Pick<IngestContext, 'recognitionEnabled'>,
  file: Pick<
    FileRow,
    'id' | 'folder_id' | 'mime_type' | 'content_hash' | 'gps_latitude' | 'country' | 'city'
  >,
  options: IngestOptions,
  now: Date,
): Promise<boolean> {
  const base = { fileId: file.id, folderId: file.folder_id, now };
  if (makesThumbnails(file.mime_type)) {
    await enqueueJob(trx as Db, {
      ...base,
      kind: JOB_KINDS.thumbnails,
      payload: { hash: file.content_hash },
    });
  }
  if (file.mime_type.startsWith('video/')) {
    await enqueueJob(trx as Db, { ...base, kind: JOB_KINDS.video, payload: { hash: file.content_hash } });
  }
  const recognizing = Boolean(
    options.recognizeObjects && context.recognitionEnabled && hasRenditions(file.mime_type),
  );
  if (recognizing) await enqueueJob(trx as Db, { ...base, kind: JOB_KINDS.recognition });
  if (
    options.requestGeocodingReverse &&
    file.gps_latitude !== null &&
    file.country === '' &&
    file.city === ''
  ) {
    await enqueueJob(trx as Db, { ...base, kind: JOB_KINDS.geocoding });
  }
  return recognizing;
}

/**
 * Adds a file to a folder: stores its bytes content-addressed, reads its metadata, inserts the
 * files row with every metadata column and its keywords, and queues its jobs.
 */
export async function ingestFile(context: IngestContext, input: IngestInput): Promise<IngestResult> {
  // From the blob's store to the row that references it, no collection removes it (storage/blob-guard.ts).
  const result = await whileWritingBlobs(context.blobs, () => storeAndInsert(context, input));
  context.onJobsQueued?.();
  return result;
}

async function storeAndInsert(context: IngestContext, input: IngestInput): Promise<IngestResult> {
  const { metadata, stored } = await storeAndRead(context, input.source);
  const now = context.now();
  const at = now.toISOString();
  const row: NewFile = {
    folder_id: input.folder.id,
    owner_id: input.ownerId,
    file_name: input.fileName,
    extension: getFileExtension(input.fileName),
    ...technicalColumns(metadata, stored.size, stored.hash),
    ...descriptiveColumns(metadata),
    video_status: initialVideoStatus(metadata.mimeType),
    added_at: at,
    last_data_update: at,
    last_file_modification: at,
    last_visual_update: at,
  };
  const { file, recognizing } = await context.db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('files').values(row).returning('id').executeTakeFirstOrThrow();
    await setFileKeywords(trx, id, metadata.keywords);
    const inserted = await trx.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const queued = await queueFileJobs(trx, context, inserted, input.options ?? {}, now);
    if (queued) {
      await trx.updateTable('files').set({ awaiting_recognition: 1 }).where('id', '=', id).execute();
    }
    // spec 000 §3 'upload': the folder's subscribers hear of it (notifications/outbox.ts).
    await recordNotifications(trx, [{ key: 'upload', file: inserted, actorId: input.ownerId }], now);
    return {
      file: queued ? { ...inserted, awaiting_recognition: 1 as const } : inserted,
      recognizing: queued,
    };
  });
  return { file, metadata, recognizing };
}

/** Why a file's content was replaced (file_versions.reason; file_audit.origin of the new version). */
export type ReplaceReason = 'upload' | 'overwrite' | 'rotation' | 'annotation' | 'restore';

export interface ReplaceInput {
  file: FileRow;
  source: IngestSource;
  reason: ReplaceReason;
  userId: number | null;
  /** spec 001 §7 overwriteMetadata: the new file's embedded metadata replaces the stored one. */
  overwriteMetadata?: boolean;
  options?: IngestOptions;
  /** More { fieldName, newValue } for the new version's audit record (versions/audit.ts), after the content's own. */
  changes?: readonly AuditChange[];
}

/**
 * A new version of a file (spec 001 §4 resolution 1 "creates a new version", image overwrite,
 * rotation): the content it had is kept in file_versions, the new bytes become the file's, its
 * version number goes up, and its thumbnails are made again. The stored metadata (edited by users)
 * stays unless `overwriteMetadata`; what describes the bytes (type, size, pixels, camera, EXIF
 * tags) always follows the new file.
 */
export async function replaceFileContent(context: IngestContext, input: ReplaceInput): Promise<IngestResult> {
  // From the blob's store to the row that references it, no collection removes it (storage/blob-guard.ts);
  // what the new content leaves unreferenced is collected after.
  const { stale, ...result } = await whileWritingBlobs(context.blobs, () => storeAndReplace(context, input));
  await collectBlobs(context.db, context.blobs, stale);
  context.onJobsQueued?.();
  return result;
}

async function storeAndReplace(
  context: IngestContext,
  input: ReplaceInput,
): Promise<IngestResult & { stale: string[] }> {
  const { metadata, stored } = await storeAndRead(context, input.source);
  const now = context.now();
  const at = now.toISOString();
  const { file, recognizing, stale } = await context.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('files')
      .selectAll()
      .where('id', '=', input.file.id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('file_versions')
      .values({
        file_id: old.id,
        version: old.version,
        content_hash: old.content_hash,
        file_name: old.file_name,
        extension: old.extension,
        mime_type: old.mime_type,
        file_size: old.file_size,
        width: old.width,
        height: old.height,
        reason: input.reason,
        created_by: input.userId,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable('files')
      .set({
        ...technicalColumns(metadata, stored.size, stored.hash),
        ...(input.overwriteMetadata ? descriptiveColumns(metadata) : {}),
        video_status: initialVideoStatus(metadata.mimeType),
        video_tries: 0,
        version: old.version + 1,
        rotation: 0,
        last_file_modification: at,
        last_visual_update: at,
        ...(input.overwriteMetadata ? { last_data_update: at } : {}),
      })
      .where('id', '=', old.id)
      .execute();
    if (input.overwriteMetadata) await setFileKeywords(trx, old.id, metadata.keywords);
    const updated = await trx
      .selectFrom('files')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    // Who made the new version, when and what changed (spec 001 §3 "Image version" auditRecord).
    await recordContentEvent(trx, {
      file: updated,
      origin: input.reason,
      userId: input.userId,
      at,
      changes: [...contentChanges(old, updated), ...(input.changes ?? [])],
    });
    // spec 000 §3 image-overwrite, image-annotate, image-version-restore (notifications/outbox.ts).
    const notified = notificationKeyOfReplace(input.reason);
    if (notified)
      await recordNotifications(trx, [{ key: notified, file: updated, actorId: input.userId }], now);
    const queued = await queueFileJobs(trx, context, updated, input.options ?? {}, now);
    if (queued)
      await trx.updateTable('files').set({ awaiting_recognition: 1 }).where('id', '=', old.id).execute();
    // Renditions of the old content that the new content will not replace (a photo replaced by a HEIC).
    const stale = makesThumbnails(updated.mime_type)
      ? []
      : await trx.deleteFrom('renditions').where('file_id', '=', old.id).returning('content_hash').execute();
    return {
      file: queued ? { ...updated, awaiting_recognition: 1 as const } : updated,
      recognizing: queued,
      stale: stale.map((r) => r.content_hash),
    };
  });
  return { file, metadata, recognizing, stale };
}
