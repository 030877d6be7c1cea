// Object recognition on the server (issue 18; spec 000 §4, §7, §8; spec 001 §4, §6, §7, §9):
// - consent per person: GET answers whether they accepted; POST records accept or decline (declining
//   also turns their recognizeObjects web setting off, spec 001 §4);
// - recognize: only with the feature enabled (403), for ONE image (400) the person may see (404),
//   with editData on it (403), that is recognizable (400: an image the server draws, not SVG), and
//   after consent (else 200 requiresConsent). It marks the image awaiting and queues a recognition
//   job (jobs/ queue: claimed by any instance's worker, PostgreSQL included);
// - status: processing while awaiting, for the images the person may see;
// - the job: the image, upright and bounded (RECOGNITION_BOUNDS), goes to the configured provider;
//   its labels become the image's recognized labels AND the value of the recognition-label custom
//   field (spec 000 §2, §3), so the text search finds the image by a label (the index's triggers keep
//   it) while the logical tree leaves that field out, as it does today. A failure marks it failed.
import { en } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import type { Database, FileRow, JobRow } from '../db/schema';
import type { ServerContext } from '../domain/context';
import { badRequest, forbidden } from '../domain/errors';
import { canOnFile, visibleFile, visibleFiles } from '../images/access';
import { enqueueJob, JOB_KINDS } from '../jobs/queue';
import { hasRenditions } from '../jobs/thumbnails';
import { InterruptedJobError, type JobRunner, PermanentJobError } from '../jobs/worker';
import { readSetting } from '../library/settings';
import type { BlobStore } from '../storage/blob-store';
import { withBlobFile } from '../storage/blobs';
import { boundedPicture } from './picture';
import { boundLabels, type RecognitionProvider } from './provider';

type Db = Kysely<Database>;

/** The server's answers the spec leaves open (docs/decisions.md "Object recognition"), shared with the mocks. */
export const RECOGNITION_MESSAGES = {
  disabled: en.recognition.disabled,
  single: en.recognition.single,
  notAnImage: en.recognition.notAnImage,
  consentNeedsUser: en.recognition.consentNeedsUser,
} as const;

/** What POST /api/recognize/ answers (openapi.yml RecognizeResult). */
export interface RecognizeAnswer {
  enqueued?: boolean;
  counter?: number;
  imageId?: number | null;
  labels?: string[];
  requiresConsent?: boolean;
}

/** Whether the server can recognise this file: an image it draws (not SVG), as isRecognizible says. */
export function isRecognizable(file: Pick<FileRow, 'mime_type'>): boolean {
  return hasRenditions(file.mime_type) && file.mime_type !== 'image/svg+xml';
}

/** The signed-in person who may answer the consent, or null (the guest, a shared-link visitor). */
function consenter(principal: Principal): number | null {
  return principal.kind === 'user' && !principal.isShared && principal.userId !== null
    ? principal.userId
    : null;
}

/** Whether the person accepted the AI consent (false: declined or never asked). */
export async function hasConsent(db: Db, principal: Principal): Promise<boolean> {
  const userId = consenter(principal);
  if (userId === null) return false;
  const row = await db
    .selectFrom('recognition_consents')
    .select('is_allowed')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.is_allowed === 1;
}

/** Records the person's answer; a decline also turns their recognizeObjects web setting off. */
export async function setConsent(
  server: ServerContext,
  principal: Principal,
  isAllowed: boolean,
): Promise<void> {
  const userId = consenter(principal);
  if (userId === null) throw forbidden(RECOGNITION_MESSAGES.consentNeedsUser);
  const now = server.now().toISOString();
  await server.db.transaction().execute(async (trx) => {
    const row = { is_allowed: isAllowed ? (1 as const) : (0 as const), decided_at: now };
    const updated = await trx
      .updateTable('recognition_consents')
      .set(row)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('recognition_consents')
        .values({ user_id: userId, ...row })
        .execute();
    }
    if (isAllowed) return;
    // spec 001 §4 "declining turns the option off": the saved web settings say so too.
    const saved = await trx
      .selectFrom('web_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!saved) return;
    let settings: Record<string, unknown> = {};
    try {
      settings = JSON.parse(saved.settings) as Record<string, unknown>;
    } catch {
      settings = {};
    }
    if (settings.recognizeObjects === false) return;
    await trx
      .updateTable('web_settings')
      .set({ settings: JSON.stringify({ ...settings, recognizeObjects: false }), updated_at: now })
      .where('user_id', '=', userId)
      .execute();
  });
}

/** POST /api/recognize/: the rules above, then the job queued. */
export async function requestRecognition(
  server: ServerContext,
  principal: Principal,
  ids: readonly number[],
  onJobsQueued?: () => void,
): Promise<RecognizeAnswer> {
  if (!(await readSetting(server.db, 'globalSettings')).recognitionEnabled) {
    throw forbidden(RECOGNITION_MESSAGES.disabled);
  }
  const unique = [...new Set(ids)];
  // spec 001 §6: "a single recognizable image".
  if (unique.length !== 1) throw badRequest(RECOGNITION_MESSAGES.single);
  const file = await visibleFile(server.db, principal, server.now(), unique[0] as number);
  if (!canOnFile(principal, 'editData', file)) throw forbidden(en.edit.notAllowedToEdit);
  if (!isRecognizable(file)) throw badRequest(RECOGNITION_MESSAGES.notAnImage);
  if (!(await hasConsent(server.db, principal))) return { requiresConsent: true };
  const now = server.now();
  await server.db.transaction().execute(async (trx) => {
    await enqueueJob(trx as Db, {
      kind: JOB_KINDS.recognition,
      fileId: file.id,
      folderId: file.folder_id,
      payload: { userId: principal.userId },
      now,
    });
    await trx
      .updateTable('files')
      .set({ awaiting_recognition: 1, failed_recognition: 0 })
      .where('id', '=', file.id)
      .execute();
  });
  onJobsQueued?.();
  return { enqueued: true, counter: 0, imageId: file.id, labels: [], requiresConsent: false };
}

/** POST /api/recognition/multi-status: processing while awaiting, for the images the person may see. */
export async function recognitionStatus(
  server: ServerContext,
  principal: Principal,
  ids: readonly number[],
): Promise<{ imageId: number; processing: boolean }[]> {
  const files = await visibleFiles(server.db, principal, server.now(), ids);
  return files.map((file) => ({ imageId: file.id, processing: file.awaiting_recognition === 1 }));
}

/** The id of the recognition-label custom field (spec 000 §2), or null when the library has none. */
async function recognitionLabelField(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('custom_metadata_definitions')
    .select('id')
    .where('is_recognition_label', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores an image's labels: recognized_labels, the recognition-label field, awaiting off. */
export async function storeLabels(db: Db, fileId: number, labels: readonly string[]): Promise<void> {
  const field = await recognitionLabelField(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('files')
      .set({ recognized_labels: JSON.stringify(labels), awaiting_recognition: 0, failed_recognition: 0 })
      .where('id', '=', fileId)
      .execute();
    if (field === null) return;
    await trx
      .deleteFrom('file_custom_metadata')
      .where('file_id', '=', fileId)
      .where('definition_id', '=', field)
      .execute();
    if (labels.length > 0) {
      await trx
        .insertInto('file_custom_metadata')
        .values({ file_id: fileId, definition_id: field, value: labels.join(', ') })
        .execute();
    }
  });
}

/** Marks an image failed (spec 000 §4: "awaiting, then recognised labels or failed"). */
export async function markFailed(db: Db, fileId: number): Promise<void> {
  await db
    .updateTable('files')
    .set({ awaiting_recognition: 0, failed_recognition: 1 })
    .where('id', '=', fileId)
    .execute();
}

export interface RecognitionJobContext {
  db: Db;
  blobs: BlobStore;
  tmpDir: string;
  /** The configured provider, made on the first job (the model loads then, never at start). */
  provider: () => Promise<RecognitionProvider>;
}

/**
 * The recognition job: the file's labels from the provider, stored; a file gone is nothing to do; a
 * file that cannot be recognised, or a provider that fails, marks it failed (no retry: a model that
 * failed on a picture fails again). A stop of the server puts the job back as it was.
 */
export function recognitionRunner(context: RecognitionJobContext): JobRunner {
  return async (job: JobRow, signal: AbortSignal) => {
    if (job.file_id === null) throw new PermanentJobError('a recognition job needs a file');
    const file = await context.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', job.file_id)
      .executeTakeFirst();
    if (!file) return;
    try {
      if (!isRecognizable(file)) throw new PermanentJobError(RECOGNITION_MESSAGES.notAnImage);
      const picture = await withBlobFile(context.blobs, file.content_hash, context.tmpDir, boundedPicture);
      const provider = await context.provider();
      const found = await provider.recognize(picture, signal);
      await storeLabels(context.db, file.id, boundLabels(found));
    } catch (error) {
      if (error instanceof InterruptedJobError || signal.aborted) throw new InterruptedJobError();
      await markFailed(context.db, file.id);
      if (error instanceof PermanentJobError) throw error;
      throw new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  };
}
