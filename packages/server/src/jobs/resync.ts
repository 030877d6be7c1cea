// The folder re-sync job (spec 000 §7 "POST /api/folder/resync/ {folderId, tenantId}"; spec 000 §8
// 'Folder re-sync has been scheduled.'). The spec shows only the call and its messages; what a re-sync
// does here (docs/decisions.md "Folder re-sync"): every file of the folder and of the folders below it
// is read again from storage. What the bytes say of themselves (type, size, dimensions, camera, EXIF,
// a PDF's pages, a sound's length) is written again where the row differs; what people edit (title,
// keywords, place...) stays as edited. Missing thumbnails are queued again. A file whose bytes are
// gone from storage, or whose stored size is not its own, cannot be re-read: the job reports it.
// The job's row holds the outcome: `payload.result` (counts and ids), and status done, or failed with
// a message naming the files whose content is missing.
import type { Kysely } from 'kysely';
import type { Database, FileRow, FileUpdate, JobRow } from '../db/schema';
import { technicalColumns } from '../ingest/ingest';
import { subtreePattern } from '../library/folders';
import { isMediaError, readMetadata } from '../media';
import type { BlobStore } from '../storage/blob-store';
import { withBlobFile } from '../storage/blobs';
import { enqueueJob, JOB_KINDS, JOB_STATUS } from './queue';
import { filesWithFailedThumbnails, makesThumbnails } from './thumbnails';
import { PermanentJobError } from './worker';

type Db = Kysely<Database>;

export interface ResyncJobContext {
  db: Db;
  blobs: BlobStore;
  /** Where a blob is copied when the store is not on the local disk. */
  tmpDir: string;
  now: () => Date;
  /** Called after thumbnail jobs were queued (wakes the worker). */
  onJobsQueued?: () => void;
}

/** What a re-sync found, stored in the job's payload as `result`. */
export interface ResyncResult {
  /** Files read (the folder's and those of every folder below it). */
  files: number;
  /** Files whose row was brought in line with their bytes. */
  updated: number[];
  /** Files whose thumbnails were queued again (a size or its blob was missing). */
  thumbnailsQueued: number[];
  /** Files whose content is gone from storage. */
  missing: number[];
  /** Files whose stored content is not their size (damaged in storage). */
  damaged: number[];
}

/** The four thumbnail sizes of spec 000 §9 every file the thumbnail job draws should have. */
const RENDITION_SIZES = ['tiny', 'small', 'medium', 'large'] as const;

/** The message of a re-sync that found files it cannot read (the job's last_error). */
export function resyncProblem(result: Pick<ResyncResult, 'missing' | 'damaged'>): string | null {
  const parts: string[] = [];
  if (result.missing.length > 0)
    parts.push(
      `the content of ${result.missing.length} file(s) is missing from storage: ${result.missing.join(', ')}`,
    );
  if (result.damaged.length > 0)
    parts.push(
      `the stored content of ${result.damaged.length} file(s) is damaged: ${result.damaged.join(', ')}`,
    );
  return parts.length === 0 ? null : `Re-sync: ${parts.join('; ')}.`;
}

/** The columns of `row` that the bytes' metadata says otherwise (nulls read: the column is kept). */
function changedColumns(row: FileRow, read: ReturnType<typeof technicalColumns>): FileUpdate {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(read)) {
    // A size, length or page count that the reader could not find (a video's frame, an MP3's length)
    // was filled by a job: keep it.
    if (value === null) continue;
    if (row[column as keyof FileRow] !== value) changed[column] = value;
  }
  return changed as FileUpdate;
}

async function hasAllRenditions(context: ResyncJobContext, fileId: number): Promise<boolean> {
  const rows = await context.db
    .selectFrom('renditions')
    .select(['size', 'content_hash'])
    .where('file_id', '=', fileId)
    .execute();
  for (const size of RENDITION_SIZES) {
    const rendition = rows.find((row) => row.size === size);
    if (!rendition || (await context.blobs.stat(rendition.content_hash)) === null) return false;
  }
  return true;
}

/** Re-reads the files below a folder (job.folder_id) from storage; answers what it found. */
export async function resyncFolder(context: ResyncJobContext, folderId: number): Promise<ResyncResult> {
  const { db } = context;
  const result: ResyncResult = { files: 0, updated: [], thumbnailsQueued: [], missing: [], damaged: [] };
  const folder = await db.selectFrom('folders').select('path').where('id', '=', folderId).executeTakeFirst();
  // Deleted meanwhile: nothing to read.
  if (!folder) return result;
  const files = await db
    .selectFrom('files')
    .innerJoin('folders', 'folders.id', 'files.folder_id')
    .selectAll('files')
    .where('folders.path', 'like', subtreePattern(folder.path))
    .orderBy('files.id')
    .execute();
  result.files = files.length;
  const withPendingThumbnails = new Set(
    files.length === 0
      ? []
      : (
          await db
            .selectFrom('jobs')
            .select('file_id')
            .where('kind', '=', JOB_KINDS.thumbnails)
            .where('status', 'in', [JOB_STATUS.queued, JOB_STATUS.running])
            .where(
              'file_id',
              'in',
              files.map((f) => f.id),
            )
            .execute()
        ).map((job) => job.file_id),
  );
  const failedThumbnails = await filesWithFailedThumbnails(
    db,
    files.map((f) => f.id),
  );
  for (const file of files) {
    const stored = await context.blobs.stat(file.content_hash);
    if (stored === null) {
      result.missing.push(file.id);
      continue;
    }
    if (stored.size !== file.file_size) {
      result.damaged.push(file.id);
      continue;
    }
    let read: ReturnType<typeof technicalColumns> | null = null;
    try {
      const metadata = await withBlobFile(context.blobs, file.content_hash, context.tmpDir, (path) =>
        readMetadata(path),
      );
      read = technicalColumns(metadata, stored.size, file.content_hash);
    } catch (error) {
      // Bytes no reader understands stay as they were ingested; anything else is a real failure.
      if (!isMediaError(error)) throw error;
    }
    const changed = read ? changedColumns(file, read) : {};
    if (Object.keys(changed).length > 0) {
      await db
        .updateTable('files')
        .set({ ...changed, last_file_modification: context.now().toISOString() })
        .where('id', '=', file.id)
        .execute();
      result.updated.push(file.id);
    }
    const mimeType = (changed.mime_type as string | undefined) ?? file.mime_type;
    if (
      makesThumbnails(mimeType) &&
      !withPendingThumbnails.has(file.id) &&
      !failedThumbnails.has(file.id) &&
      !(await hasAllRenditions(context, file.id))
    ) {
      await enqueueJob(db, {
        kind: JOB_KINDS.thumbnails,
        fileId: file.id,
        folderId: file.folder_id,
        payload: { hash: file.content_hash, regenerate: true },
        now: context.now(),
      });
      result.thumbnailsQueued.push(file.id);
    }
  }
  if (result.thumbnailsQueued.length > 0) context.onJobsQueued?.();
  return result;
}

/** The worker's runner of resync jobs: the outcome goes into the job's payload (and its status). */
export function resyncRunner(context: ResyncJobContext) {
  return async (job: JobRow): Promise<void> => {
    if (job.folder_id === null) return;
    const result = await resyncFolder(context, job.folder_id);
    const payload = { ...(JSON.parse(job.payload) as Record<string, unknown>), result };
    await context.db
      .updateTable('jobs')
      .set({ payload: JSON.stringify(payload) })
      .where('id', '=', job.id)
      .execute();
    const problem = resyncProblem(result);
    // Content gone from storage does not come back by trying again.
    if (problem) throw new PermanentJobError(problem);
  };
}
