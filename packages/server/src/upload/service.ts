// The chunked upload of spec 001 §7 as api-client's uploadFile sends it: one multipart POST per chunk
// of at most 60,000,000 bytes with fileName, fileSize, chunkIndex, chunkCount, chunkOffset, uniqueId,
// an optional relativePath and the eight flags as "true" / "false"; the last chunk's answer lists
// the stored files. Three targets: a folder (internal upload), an image (overwrite, one file), a
// public page (images only). The statuses are spec 001 §8's: 446 a name conflict (not an error),
// 444 the destination folder is gone, 443 the image to replace is gone, 442 the public page's limit,
// 441 the disk is full, 413 a file over 2 GB, 400 a type the folder does not take.
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  type components,
  UPLOAD_WIRE,
  type UploadFlagName,
  type UploadTarget as WireTarget,
} from '@vitrine/api-client';
import {
  CHUNK_SIZE,
  en,
  folderDepth,
  getFileExtension,
  isForbiddenFileType,
  isPublicUploadExtension,
  MAX_FILE_SIZE,
  validateFolderDepth,
} from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { can, canSee, type Principal } from '../auth/permissions';
import type { Database, FileRow, FolderRow, PublicUploadPageRow } from '../db/schema';
import type { ServerContext } from '../domain/context';
import { forbidden, HttpError } from '../domain/errors';
import { canOnFile, visibleDuplicates, visibleFile } from '../images/access';
import {
  ensureFolderPath,
  forbiddenTypesFor,
  type IngestContext,
  type IngestResult,
  type IngestSource,
  ingestContextFor,
  ingestFile,
  replaceFileContent,
} from '../ingest';
import { folderTarget, liveFolder, visibleFolder } from '../library/folders';
import { isMediaError, openImage } from '../media';
import { hasConsent } from '../recognition/service';
import { workPaths } from '../storage/work-paths';
import { type ChunkOutcome, type CompleteFile, chunkStoreFor, spooledBytes, uploadDirName } from './chunks';
import { type ParsedChunkBody, parseChunkBody } from './multipart';
import { copyName, normalizeFileName, relativeFolders, UnsafeNameError } from './names';
import {
  findPublicUploadPage,
  PUBLIC_PAGE_GONE,
  pageQuotaAllows,
  publicPageHasRoom,
  recordPublicUpload,
  releasePublicQuota,
  reservePublicQuota,
} from './public';
import { type ReceivedChunks, receivedChunks } from './received';
import { extractZip, ZipReadError } from './zip';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

/**
 * Where a chunk is posted: a folder, an image to replace, or a public page (api-client's
 * UploadTarget, the ids read as numbers; the public page is named by its `publicHash`, the path
 * parameter of openapi.yml).
 */
export type UploadTarget =
  | (Extract<WireTarget, { kind: 'folder' }> & { folderId: number })
  | (Extract<WireTarget, { kind: 'overwrite' }> & { imageId: number })
  | Extract<WireTarget, { kind: 'public' }>;

const FIELD = UPLOAD_WIRE.fields;

/** The fields that must have arrived before the file part for the early checks. */
const EARLY_FIELDS = [
  FIELD.fileName,
  FIELD.fileSize,
  FIELD.chunkIndex,
  FIELD.chunkCount,
  FIELD.chunkOffset,
  FIELD.uniqueId,
  ...UPLOAD_WIRE.flags,
];

/** The longest uniqueId taken (the api-client sends a 36-character UUID). */
const MAX_UNIQUE_ID_LENGTH = 200;

export interface ChunkFields {
  fileName: string;
  fileSize: number;
  chunkIndex: number;
  chunkCount: number;
  chunkOffset: number;
  uniqueId: string;
  relativePath: string | undefined;
  flags: Record<UploadFlagName, boolean>;
}

const badRequest = (message: string) => new HttpError(400, message);

function wholeNumber(fields: Readonly<Record<string, string>>, name: string, min: number): number {
  const text = fields[name];
  if (text === undefined) throw badRequest(`Invalid body: ${name} is required.`);
  if (!/^\d+$/.test(text)) throw badRequest(`Invalid body: ${name} must be a whole number.`);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) throw badRequest(`Invalid body: ${name} is out of range.`);
  return value;
}

/**
 * Reads and checks a chunk's text fields (openapi.yml UploadChunkForm). A file over 2 GB answers 413
 * with spec 001 §5's message; the rest 400 with a message naming the field.
 */
export function readChunkFields(fields: Readonly<Record<string, string>>): ChunkFields {
  const rawName = fields[FIELD.fileName];
  if (rawName === undefined || rawName === '')
    throw badRequest(`Invalid body: ${FIELD.fileName} is required.`);
  let fileName: string;
  try {
    fileName = normalizeFileName(rawName);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  const fileSize = wholeNumber(fields, FIELD.fileSize, 0);
  // spec 001 §5, §9: at most 2 GB ("2Gb": 2 GiB, exactly 2 GiB allowed).
  if (fileSize > MAX_FILE_SIZE) throw new HttpError(413, en.upload.tooLarge);
  const chunkCount = wholeNumber(fields, FIELD.chunkCount, 1);
  const chunkIndex = wholeNumber(fields, FIELD.chunkIndex, 0);
  const chunkOffset = wholeNumber(fields, FIELD.chunkOffset, 0);
  if (chunkIndex >= chunkCount) {
    throw badRequest(`Invalid body: ${FIELD.chunkIndex} must be below ${FIELD.chunkCount}.`);
  }
  // Every chunk holds at least one byte (an empty file is one empty chunk): no more chunks than bytes.
  if (chunkCount > Math.max(1, fileSize))
    throw badRequest(`Invalid body: ${FIELD.chunkCount} is larger than the file.`);
  if (chunkOffset > fileSize)
    throw badRequest(`Invalid body: ${FIELD.chunkOffset} is past the end of the file.`);
  const uniqueId = fields[FIELD.uniqueId] ?? '';
  if (uniqueId === '' || uniqueId.length > MAX_UNIQUE_ID_LENGTH) {
    throw badRequest(
      `Invalid body: ${FIELD.uniqueId} is required (at most ${MAX_UNIQUE_ID_LENGTH} characters).`,
    );
  }
  const { on, off } = UPLOAD_WIRE.flagValues;
  const flags = {} as Record<UploadFlagName, boolean>;
  for (const name of UPLOAD_WIRE.flags) {
    const value = fields[name];
    if (value !== undefined && value !== on && value !== off) {
      throw badRequest(`Invalid body: ${name} must be "${on}" or "${off}".`);
    }
    flags[name] = value === on;
  }
  const relativePath = fields[FIELD.relativePath] === '' ? undefined : fields[FIELD.relativePath];
  return { fileName, fileSize, chunkIndex, chunkCount, chunkOffset, uniqueId, relativePath, flags };
}

/** What the upload goes into, resolved before a byte of the body is read. */
interface Destination {
  target: UploadTarget;
  /** The folder of the target (the page's folder; the image's folder). */
  folder: FolderRow;
  /** The image to replace (overwrite). */
  file?: FileRow;
  page?: PublicUploadPageRow;
  ownerId: number | null;
}

export interface UploadRequest {
  app: ServerContext;
  principal: Principal;
  request: FastifyRequest;
}

/** A folder of the tree (not one being deleted, library/folders.ts `liveFolder`). */
async function findFolder(db: Db, id: number): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('id', '=', id).where(liveFolder).executeTakeFirst();
}

/** spec 001 §8 statuses for the target: 444, 443, 403, 442. */
async function resolveDestination(
  { app, principal }: UploadRequest,
  target: UploadTarget,
): Promise<Destination> {
  const { db } = app;
  if (target.kind === 'folder') {
    const folder = await findFolder(db, target.folderId);
    // spec 001 §8: 444 Destination folder not found (also a folder the user may not see).
    if (!folder || !canSee(principal, folderTarget(folder))) throw new HttpError(444);
    // spec 000 §5, §6: upload needs upload allowed on the folder (currentPermissions.upload).
    if (!can(principal, 'webUpload', folderTarget(folder))) {
      throw forbidden('You are not allowed to upload to this folder.');
    }
    return { target, folder, ownerId: principal.userId };
  }
  if (target.kind === 'overwrite') {
    let file: FileRow & { folder_path: string };
    try {
      file = await visibleFile(db, principal, app.now(), target.imageId);
    } catch {
      // spec 001 §8: 443 Changed image not found.
      throw new HttpError(443);
    }
    // spec 001 §6: the upload (new version) button needs edit and add permission.
    if (!canOnFile(principal, 'editData', file) || !canOnFile(principal, 'add', file)) {
      throw forbidden('You are not allowed to replace this file.');
    }
    const folder = await findFolder(db, file.folder_id);
    if (!folder) throw new HttpError(443);
    return { target, folder, file, ownerId: file.owner_id };
  }
  // A page that does not exist, was revoked or has expired: 403 (one message for the three).
  const page = await findPublicUploadPage(db, target.publicHash, app.now());
  if (!page) throw forbidden(PUBLIC_PAGE_GONE);
  const folder = await findFolder(db, page.folder_id);
  if (!folder) throw new HttpError(444);
  // spec 001 §8 442 'Upload limit reached.': the window of spec 001 §9's 10 files, or the page's quota.
  if (!(await publicPageHasRoom(db, page.hash, app.now()))) throw new HttpError(442);
  if (!pageQuotaAllows(page, 0)) throw new HttpError(442);
  return { target, folder, page, ownerId: page.created_by };
}

/** Whether the upload is a zip to extract (internal uploads with `unzip`). */
function extractsZip(destination: Destination, fields: ChunkFields): boolean {
  return (
    destination.target.kind === 'folder' && fields.flags.unzip && getFileExtension(fields.fileName) === 'zip'
  );
}

/** The folder a file of this upload goes to, without creating it: undefined when it does not exist yet. */
async function existingFolderAt(
  db: Db,
  base: FolderRow,
  segments: readonly string[],
): Promise<FolderRow | undefined> {
  let current: FolderRow | undefined = base;
  for (const name of segments) {
    if (!current) return undefined;
    current = await db
      .selectFrom('folders')
      .selectAll()
      .where('parent_id', '=', current.id)
      .where('name', '=', name)
      .where(liveFolder)
      .orderBy('id')
      .executeTakeFirst();
  }
  return current;
}

/**
 * The folders of the upload's relativePath below `base`, refused (400) before any byte is kept when
 * the deepest would pass MAX_FOLDER_DEPTH (decided, docs/decisions.md "Input limits").
 */
function foldersOf(fields: ChunkFields, base: FolderRow): string[] {
  if (fields.flags.flatUpload) return [];
  let folders: string[];
  try {
    folders = relativeFolders(fields.relativePath);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  const depth = validateFolderDepth(folderDepth(base.path) + folders.length);
  if (folders.length > 0 && !depth.ok) throw badRequest(depth.message);
  return folders;
}

/** spec 001 §5: the public page takes only image extensions; every upload honours the folder's (and parents') forbidden types. */
async function checkType(
  db: Db,
  destination: Destination,
  folder: FolderRow,
  fileName: string,
): Promise<void> {
  if (destination.target.kind === 'public' && !isPublicUploadExtension(fileName)) {
    throw badRequest(en.upload.typeNotAllowed);
  }
  if (isForbiddenFileType(fileName, await forbiddenTypesFor(db, folder)))
    throw badRequest(en.upload.typeNotAllowed);
}

async function namesIn(db: Db, folderId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('files').select('file_name').where('folder_id', '=', folderId).execute();
  return new Set(rows.map((r) => r.file_name));
}

async function fileNamed(db: Db, folderId: number, fileName: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('folder_id', '=', folderId)
    .where('file_name', '=', fileName)
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * Checks that can be made from the fields alone, before the chunk's bytes are stored: the type, and
 * on the first chunk the name (spec 001 §8 446 unless makeCopy or createNewVersion).
 */
async function checkBeforeBytes(
  { app, principal }: UploadRequest,
  destination: Destination,
  fields: ChunkFields,
  /** The upload's key (uploadKey): a chunk of an upload already begun is not name-checked again. */
  key: string,
): Promise<void> {
  const segments = destination.target.kind === 'folder' ? foldersOf(fields, destination.folder) : [];
  const folder = await existingFolderAt(app.db, destination.folder, segments);
  // A public page's byte quota: a file that would pass it is refused before its bytes (442).
  if (destination.page && !pageQuotaAllows(destination.page, fields.fileSize)) throw new HttpError(442);
  if (extractsZip(destination, fields)) return; // the entries are checked one by one
  await checkType(app.db, destination, folder ?? destination.folder, fields.fileName);
  if (destination.target.kind !== 'folder' || fields.chunkIndex !== 0 || !folder) return;
  const existing = await fileNamed(app.db, folder.id, fields.fileName);
  if (!existing) return;
  // Chunk 0 sent again (issue 19: its answer was lost, or a resumed upload): the upload passed the
  // check when chunk 0 was first registered, and the file named may be its own (a one-chunk upload
  // that completed); the chunk store answers it (the completed upload's kept answer, never a second
  // file). A later chunk that came first (chunks are taken in any order) opened the upload but
  // passed no name check: chunk 0 is still checked then, before its bytes.
  if (await passedNameCheck(app.db, key)) return;
  if (fields.flags.createNewVersion) {
    if (!can(principal, 'editData', folderTarget(folder))) {
      throw forbidden('You are not allowed to make a new version of this file.');
    }
    return;
  }
  if (!fields.flags.makeCopy) throw new HttpError(446);
}

/**
 * Whether an upload of this key passed chunk 0's name check: its chunk 0 is registered, or it is being
 * completed or completed (its answer kept; its chunks' rows are gone then).
 */
async function passedNameCheck(db: UploadRequest['app']['db'], key: string): Promise<boolean> {
  const name = uploadDirName(key);
  const row = await db
    .selectFrom('upload_sessions')
    .select('status')
    .where('key_hash', '=', name)
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'receiving'),
        eb.exists(
          eb
            .selectFrom('upload_chunks')
            .select('chunk_index')
            .where('upload_chunks.key_hash', '=', name)
            .where('upload_chunks.chunk_index', '=', 0),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The answer for one stored file (openapi.yml UploadFileResult, spec 001 §3). */
function toUploadResult(
  result: IngestResult,
  extra: { isZip: boolean; hasDuplicates: boolean; folderUpload: boolean },
): Schemas['UploadFileResult'] {
  const { file } = result;
  return {
    Id: file.id,
    isImage: file.mime_type.startsWith('image/'),
    imageIPTC: { urgency: result.metadata.urgency, DateCreated: file.date_taken },
    ...(file.width !== null && file.height !== null
      ? { imageInfo: { width: file.width, height: file.height } }
      : {}),
    folderId: file.folder_id,
    name: file.file_name,
    recognizing: result.recognizing,
    isZip: extra.isZip,
    hasDuplicates: extra.hasDuplicates,
    folderUpload: extra.folderUpload,
  };
}

/**
 * The upload's "recognise objects" flag as it may be honoured: only for a person who accepted the AI
 * consent (spec 001 §4, §6 "the user must accept the AI consent"); without it the files are stored
 * and nothing is sent to a recognizer (the panel asks for the consent when the option is turned on).
 */
async function recognitionAllowed(
  db: Kysely<Database>,
  principal: Principal,
  asked: boolean,
): Promise<boolean> {
  return asked && (await hasConsent(db, principal));
}

/** Stores one file of the upload into `folder`, resolving a name conflict as the flags say. */
async function storeOne(
  upload: UploadRequest,
  ingest: IngestContext,
  destination: Destination,
  folder: FolderRow,
  fileName: string,
  source: IngestSource,
  fields: ChunkFields,
): Promise<IngestResult> {
  const { app, principal } = upload;
  const options = {
    recognizeObjects: await recognitionAllowed(app.db, principal, fields.flags.recognizeObjects),
    requestGeocodingReverse: fields.flags.requestGeocodingReverse,
  };
  let name = fileName;
  const existing = await fileNamed(app.db, folder.id, name);
  if (existing) {
    if (destination.target.kind === 'public') {
      // Public uploads check no names (spec 001 §5): a copy is made.
      name = copyName(name, await namesIn(app.db, folder.id));
    } else if (fields.flags.createNewVersion) {
      if (!can(principal, 'editData', folderTarget(folder))) {
        throw forbidden('You are not allowed to make a new version of this file.');
      }
      // spec 001 §4 resolution 1: a new version of the file of that name.
      return replaceFileContent(ingest, {
        file: existing,
        source,
        reason: 'upload',
        userId: principal.userId,
        overwriteMetadata: fields.flags.overwriteMetadata,
        options,
      });
    } else if (fields.flags.makeCopy) {
      // spec 001 §4 resolution 3: a copy under the first free name.
      name = copyName(name, await namesIn(app.db, folder.id));
    } else {
      throw new HttpError(446);
    }
  }
  return ingestFile(ingest, { source, fileName: name, folder, ownerId: destination.ownerId, options });
}

/** The files of a zip upload, extracted into the folder (and its sub-folders unless flatUpload). */
async function storeZip(
  upload: UploadRequest,
  ingest: IngestContext,
  destination: Destination,
  base: FolderRow,
  path: string,
  fields: ChunkFields,
): Promise<Schemas['UploadFileResult'][]> {
  const { app } = upload;
  const results: Schemas['UploadFileResult'][] = [];
  let entries = 0;
  try {
    const { skipped } = await extractZip(path, async (entry) => {
      entries += 1;
      try {
        const segments = fields.flags.flatUpload ? [] : entry.folders;
        const folder = segments.length > 0 ? await ensureFolderPath(app.db, base, segments, app.now()) : base;
        if (isForbiddenFileType(entry.fileName, await forbiddenTypesFor(app.db, folder))) return;
        const stored = await storeOne(
          upload,
          ingest,
          destination,
          folder,
          entry.fileName,
          { stream: await entry.open() },
          fields,
        );
        results.push(
          toUploadResult(stored, {
            isZip: true,
            hasDuplicates: fields.flags.searchDuplicates
              ? (await visibleDuplicates(app.db, upload.principal, app.now(), stored.file)).length > 0
              : false,
            folderUpload: segments.length > 0,
          }),
        );
      } catch (error) {
        // One entry refused (a conflict, a name the folder rules refuse, damaged data): the others go on.
        if (isDiskFull(error)) throw error;
        upload.request.log.info({ err: error, entry: entry.fileName }, 'zip entry not extracted');
      }
    });
    entries += skipped.length;
  } catch (error) {
    if (error instanceof ZipReadError) throw badRequest(error.message);
    throw error;
  }
  // spec 001 §8: 445 Failed to add the file from the uploaded folder (none of the entries could be added).
  if (entries > 0 && results.length === 0) throw new HttpError(445);
  return results;
}

/**
 * An image over the pixel limit (MAX_INPUT_PIXELS, media/constants.ts) is refused with 400 and the
 * media module's sentence, before it enters the library: its header is read, no pixel is decoded.
 * Otherwise it would be stored and its thumbnail job would fail; refused here, the uploader learns
 * why at once. Anything else (not an image, a type sharp does not read, a damaged one) goes on as
 * before. Ingest refuses such an image too (ingest.ts `refuseOverPixelLimit`), which is what keeps
 * a zip entry out: that entry is left out and the others are extracted.
 */
async function refuseImageBomb(path: string): Promise<void> {
  try {
    await openImage(path);
  } catch (error) {
    if (isMediaError(error, 'pixelLimit')) throw badRequest(error.message);
  }
}

function isDiskFull(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC';
}

/** The last chunk is in: the joined file becomes one file (or the zip's files) in the library. */
async function completeUpload(
  upload: UploadRequest,
  destination: Destination,
  fields: ChunkFields,
  file: CompleteFile,
): Promise<Schemas['UploadFileResult'][]> {
  // The upload's file may be moved into the blob store (it is removed afterwards otherwise).
  const source: IngestSource = { path: file.path, sha256: file.sha256, movable: true };
  const { app, principal } = upload;
  await refuseImageBomb(file.path);
  const ingest = await ingestContextFor(app, upload.request.server);
  const now = () => app.now();
  if (destination.target.kind === 'overwrite' && destination.file) {
    await checkType(app.db, destination, destination.folder, fields.fileName);
    const replaced = await replaceFileContent(ingest, {
      file: destination.file,
      source,
      reason: 'overwrite',
      userId: principal.userId,
      overwriteMetadata: fields.flags.overwriteMetadata,
      options: {
        recognizeObjects: await recognitionAllowed(app.db, principal, fields.flags.recognizeObjects),
      },
    });
    return [toUploadResult(replaced, { isZip: false, hasDuplicates: false, folderUpload: false })];
  }
  const segments = destination.target.kind === 'folder' ? foldersOf(fields, destination.folder) : [];
  let folder: FolderRow;
  try {
    folder =
      segments.length > 0
        ? await ensureFolderPath(app.db, destination.folder, segments, now())
        : destination.folder;
  } catch (error) {
    if (error instanceof UnsafeNameError) throw badRequest(error.message);
    throw error;
  }
  if (extractsZip(destination, fields)) {
    return storeZip(upload, ingest, destination, folder, file.path, fields);
  }
  await checkType(app.db, destination, folder, fields.fileName);
  const { page } = destination;
  // The page's quotas, counted before the file is stored (one statement: two uploads ending at once
  // cannot both take the last place), given back when it is not stored.
  if (page && !(await reservePublicQuota(app.db, page.hash, fields.fileSize))) throw new HttpError(442);
  let stored: IngestResult;
  try {
    stored = await storeOne(upload, ingest, destination, folder, fields.fileName, source, fields);
  } catch (error) {
    if (page) await releasePublicQuota(app.db, page.hash, fields.fileSize);
    throw error;
  }
  if (page) await recordPublicUpload(app.db, page.hash, stored.file.id, now());
  const hasDuplicates = fields.flags.searchDuplicates
    ? (await visibleDuplicates(app.db, principal, now(), stored.file)).length > 0
    : false;
  return [toUploadResult(stored, { isZip: false, hasDuplicates, folderUpload: segments.length > 0 })];
}

/** Who sends an upload and where to, with its uniqueId: the key of its chunks. */
export function uploadKey(principal: Principal, target: UploadTarget, uniqueId: string): string {
  const who = principal.userId === null ? `anonymous` : `user:${principal.userId}`;
  const where =
    target.kind === 'public'
      ? `public:${target.publicHash}`
      : `${target.kind}:${target.kind === 'folder' ? target.folderId : target.imageId}`;
  return JSON.stringify([who, where, uniqueId]);
}

/** Handles one chunk: answers UploadChunkResult, or throws HttpError with a status of spec 001 §8. */
export async function receiveChunk(
  upload: UploadRequest,
  target: UploadTarget,
): Promise<Schemas['UploadChunkResult']> {
  const destination = await resolveDestination(upload, target);
  const paths = workPaths(upload.app.options.dataDir);
  const store = chunkStoreFor(upload.app);
  type Outcome = ChunkOutcome<Schemas['UploadFileResult'][]>;
  const receive = (fields: ChunkFields, bytes: Readable): Promise<Outcome> =>
    store.receive(
      {
        key: uploadKey(upload.principal, target, fields.uniqueId),
        identity: { fileName: fields.fileName, fileSize: fields.fileSize, chunkCount: fields.chunkCount },
        chunkIndex: fields.chunkIndex,
        chunkOffset: fields.chunkOffset,
        bytes,
      },
      (file) => completeUpload(upload, destination, fields, file),
    );
  let body: ParsedChunkBody<Outcome> | undefined;
  try {
    // The api-client sends every text field before the file part: then the chunk is checked before
    // its bytes are read, and they stream straight into the upload's file at their offset. Fields
    // that come after the file (another client) are read after it, from a temporary file.
    body = await parseChunkBody<Outcome>(upload.request, {
      spoolDir: paths.uploads,
      maxFileBytes: CHUNK_SIZE,
      tooLargeMessage: `A chunk holds at most ${CHUNK_SIZE} bytes.`,
      beforeFile: async (raw) => {
        if (!EARLY_FIELDS.every((name) => raw[name] !== undefined)) return undefined;
        const fields = readChunkFields(raw);
        await checkBeforeBytes(
          upload,
          destination,
          fields,
          uploadKey(upload.principal, target, fields.uniqueId),
        );
        return (bytes) => receive(fields, bytes);
      },
    });
    let outcome = body.taken?.result;
    if (!outcome) {
      if (!body.file) throw badRequest('Invalid body: file is required.');
      const fields = readChunkFields(body.fields);
      await checkBeforeBytes(
        upload,
        destination,
        fields,
        uploadKey(upload.principal, target, fields.uniqueId),
      );
      outcome = await receive(fields, spooledBytes(body.file.path));
    }
    if (!outcome.complete) return { complete: false, receivedBytes: outcome.receivedBytes };
    return { complete: true, receivedBytes: outcome.receivedBytes, files: outcome.result };
  } catch (error) {
    // spec 001 §8: 441 Storage limit reached (the disk is full).
    if (isDiskFull(error)) throw new HttpError(441);
    throw error;
  } finally {
    if (body?.file) await rm(body.file.path, { force: true });
  }
}

/**
 * The chunks the caller already has staged for `uniqueId` into a folder, through a public page or
 * over one file (getUploadReceived): the target is checked as a chunk's would be (404 a folder gone
 * or hidden, 403 without upload on it; 403 a public page gone, revoked or expired; 404 a file gone or
 * hidden, 403 without edit and add on it), then upload/received.ts reads the upload's rows.
 */
export async function stagedChunks(
  upload: Omit<UploadRequest, 'request'>,
  target: UploadTarget,
  uniqueId: string,
): Promise<ReceivedChunks> {
  const { app, principal } = upload;
  if (target.kind === 'overwrite') {
    // A read: 404 'Image {id} was not found.' for a file gone or hidden (the chunk itself answers 443).
    const file = await visibleFile(app.db, principal, app.now(), target.imageId);
    // spec 001 §6: the upload (new version) needs edit and add permission, as the chunk.
    if (!canOnFile(principal, 'editData', file) || !canOnFile(principal, 'add', file)) {
      throw forbidden('You are not allowed to replace this file.');
    }
  } else if (target.kind === 'folder') {
    // A read: 404 for a folder gone or hidden, as checkFileName.
    const folder = await visibleFolder(app.db, principal, target.folderId);
    if (!can(principal, 'webUpload', folderTarget(folder))) {
      throw forbidden('You are not allowed to upload to this folder.');
    }
  } else if (!(await findPublicUploadPage(app.db, target.publicHash, app.now()))) {
    throw forbidden(PUBLIC_PAGE_GONE);
  }
  return receivedChunks(chunkStoreFor(app), uploadKey(principal, target, uniqueId));
}
