// upload: file-name check, chunked multipart uploads, overwrite and public upload (spec 001 §7).
// Chunks are counted per (user, target, uniqueId) as the server keys them; when every index is in,
// the file is created in the library, and its answer kept (a chunk sent again gets it again). The
// multipart names are @vitrine/api-client's UPLOAD_WIRE, what the client sends and the server reads.
// Issue 19, as the server answers: what an upload has received (resume), the exact-content duplicate
// pre-check (SHA-256 of what was uploaded here, and size), and the administrator's public upload
// pages (expiry, quotas over a page's life, revocation; spec 001 §9's 10 files per page and hour).
import { UPLOAD_WIRE } from '@vitrine/api-client';
import {
  ADMIN_MESSAGES,
  CHUNK_SIZE,
  createRandom,
  en,
  getFileExtension,
  IMAGE_GPS_ZOOM_LEVEL,
  isForbiddenFileType,
  isPublicUploadExtension,
  MAX_FILE_SIZE,
  PUBLIC_UPLOAD_EXTENSIONS,
  UPLOAD_COUNT_LIMITS,
} from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import type { ImageRecord, PublicUploadPageRecord, UploadSessionRecord } from '../db/types';
import { errorResponse } from '../errors';
import {
  badRequest,
  canInFolder,
  canOnImage,
  forbidden,
  http,
  type MockContext,
  notFound,
  toId,
} from './context';
import { readJpegGps } from './exif-gps';
import { visibleImages } from './query';
import { currentVersion, recordNewVersion } from './versions';

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** Uploads up to this size keep their bytes until complete, to hash them (the duplicate pre-check). */
const HASHED_UPLOAD_LIMIT = 64 * 1024 * 1024;
/** The server's time a staged upload is kept after its last chunk (upload/janitor.ts UPLOAD_ABANDON_MS). */
const UPLOAD_ABANDON_MS = 24 * 60 * 60 * 1000;
/** At most this many files per duplicate key (the server's MAX_DUPLICATES_PER_KEY). */
const MAX_DUPLICATES_PER_KEY = 20;
/** The server's one message for a public page unknown, revoked or expired (403). */
const PUBLIC_PAGE_GONE = 'This public upload page does not exist or has expired.';
/** The window of spec 001 §9's 10 files per public page (the server's PUBLIC_UPLOAD_WINDOW_MS). */
const PUBLIC_UPLOAD_WINDOW_MS = 60 * 60 * 1000;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

interface ChunkFields {
  fileName: string;
  fileSize: number;
  chunkIndex: number;
  chunkCount: number;
  chunkBytes: number;
  uniqueId: string;
  makeCopy: boolean;
  createNewVersion: boolean;
  recognizeObjects: boolean;
  searchDuplicates: boolean;
  /** This chunk's bytes. */
  bytes: Blob;
}

async function readChunk(request: Request): Promise<ChunkFields | undefined> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  const file = form.get(UPLOAD_WIRE.file);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const flag = (name: (typeof UPLOAD_WIRE.flags)[number]) => text(name) === UPLOAD_WIRE.flagValues.on;
  const names = UPLOAD_WIRE.fields;
  const fileName = text(names.fileName) || (file instanceof Blob && 'name' in file ? String(file.name) : '');
  const uniqueId = text(names.uniqueId);
  if (!(file instanceof Blob) || fileName === '' || uniqueId === '') return undefined;
  return {
    fileName,
    fileSize: Number(text(names.fileSize)) || file.size,
    chunkIndex: Number(text(names.chunkIndex)) || 0,
    chunkCount: Math.max(1, Number(text(names.chunkCount)) || 1),
    chunkBytes: file.size,
    uniqueId,
    makeCopy: flag('makeCopy'),
    createNewVersion: flag('createNewVersion'),
    recognizeObjects: flag('recognizeObjects'),
    searchDuplicates: flag('searchDuplicates'),
    bytes: file,
  };
}

/** "name (1).ext", "name (2).ext"... the first name not used in the folder (conflict resolution 3). */
function copyName(db: MockDb, folderId: number, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot > 0 ? fileName.slice(dot) : '';
  const taken = new Set(db.images.filter((i) => i.folderId === folderId).map((i) => i.fileName));
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function newImage(
  db: MockDb,
  folderId: number,
  ownerId: number,
  fileName: string,
  fileSize: number,
): ImageRecord {
  const ext = getFileExtension(fileName);
  const mimeType = MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
  const now = db.nowIso();
  const isImage = mimeType.startsWith('image/');
  return {
    id: db.nextId('image'),
    fileName,
    extension: ext ? `.${ext}` : '',
    mimeType,
    fileSize,
    folderId,
    ownerId,
    keywords: [],
    expirationDate: null,
    previewExternalUrl: null,
    licenseDocumentUrl: null,
    licenseExpiryNote: null,
    isOnBrand: true,
    videoStatus: mimeType.startsWith('video/') ? 'unprocessed' : null,
    videoTries: 0,
    imageLocation: null,
    imageAttributes: { title: '', author: '', subject: '', description: '' },
    imageIPTC: { urgency: null, DateCreated: null, headline: '', credit: '', copyright: '' },
    imageGPS: null,
    imageInfo: isImage ? { width: 1600, height: 1200 } : null,
    imageLog: {
      addedToDBGallery: now,
      viewCount: 0,
      lastViewed: null,
      lastDataUpdate: now,
      lastFileModification: now,
      lastVisualUpdate: now,
    },
    imageCustomMetadatas: {},
    imageWorkflowStatuses: [],
    hasJobs: mimeType.startsWith('video/'),
    awaitingRecognition: false,
    failedRecognition: false,
    recognizedLabels: [],
    version: 1,
    group: null,
    rotation: 0,
  };
}

/** SHA-256 (hex) of a file's chunks in order (Web Crypto: the browser's and Node's). */
async function sha256Of(parts: readonly Blob[]): Promise<string> {
  const bytes = await new Blob([...parts]).arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where a chunk goes, as the server keys an upload. */
type Target =
  | { kind: 'folder'; folderId: number }
  | { kind: 'overwrite'; imageId: number }
  | { kind: 'public'; hash: string };

const targetKey = (target: Target) =>
  target.kind === 'folder'
    ? `folder:${target.folderId}`
    : target.kind === 'overwrite'
      ? `overwrite:${target.imageId}`
      : `public:${target.hash}`;

/** A public page as openapi.yml's PublicUploadPage. */
function toPage(db: MockDb, page: PublicUploadPageRecord) {
  const folder = db.folder(page.folderId);
  return {
    hash: page.hash,
    folderId: page.folderId,
    folderName: folder?.name ?? '',
    createdAt: page.createdAt,
    expiresAt: page.expiresAt,
    maxFiles: page.maxFiles,
    maxBytes: page.maxBytes,
    filesReceived: page.filesReceived,
    bytesReceived: page.bytesReceived,
    revoked: page.revokedAt !== null,
    revokedAt: page.revokedAt,
  };
}

/** The page a hash names when it takes uploads (not revoked, not expired). */
function livePage(db: MockDb, hash: string): PublicUploadPageRecord | undefined {
  const page = db.publicUploadPages.get(hash);
  if (!page || page.revokedAt !== null) return undefined;
  if (page.expiresAt !== null && page.expiresAt <= db.nowIso()) return undefined;
  return page;
}

/** Whether a file of `fileSize` bytes fits the page's quotas. */
const quotaAllows = (page: PublicUploadPageRecord, fileSize: number) =>
  (page.maxFiles === null || page.filesReceived < page.maxFiles) &&
  (page.maxBytes === null || page.bytesReceived + fileSize <= page.maxBytes);

export function uploadHandlers(ctx: MockContext): HttpHandler[] {
  const sessionKey = (target: Target, uniqueId: string) =>
    JSON.stringify([`user:${ctx.user().userId}`, targetKey(target), uniqueId]);

  // Chunks come in any order and two at a time (issue 19: api-client keeps two in flight). A
  // completion awaits (hashing, reading a JPEG), so a chunk arriving meanwhile waits for its answer
  // instead of completing the upload a second time (the server's completion claim).
  const completing = new WeakMap<UploadSessionRecord, Promise<void>>();
  /** Marks an upload as being completed; the function returned ends that. */
  const beginCompletion = (session: UploadSessionRecord) => {
    let release = () => {};
    completing.set(
      session,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      completing.delete(session);
      release();
    };
  };
  /** A chunk that came while its upload was completed: that answer, or the server's 400 when it was refused. */
  const afterCompletion = async (session: UploadSessionRecord): Promise<Response> => {
    await completing.get(session);
    return session.result !== undefined
      ? Response.json(session.result)
      : badRequest('The upload was cancelled.');
  };

  /**
   * Counts a chunk; answers the upload's state: `complete` with the kept result when it was complete
   * already, `last` when this chunk was the last one missing.
   */
  const receive = (
    db: MockDb,
    fields: ChunkFields,
    target: Target,
  ): { session: UploadSessionRecord; key: string; last: boolean; completing?: true } | Response => {
    const key = sessionKey(target, fields.uniqueId);
    let session = db.uploads.get(key);
    if (session && completing.has(session)) return { session, key, last: false, completing: true };
    if (session && session.result !== undefined) return { session, key, last: false };
    if (
      session &&
      (session.fileName !== fields.fileName ||
        session.fileSize !== fields.fileSize ||
        session.chunkCount !== fields.chunkCount)
    ) {
      return badRequest('The chunk does not belong to this upload (another name, size or chunk count).');
    }
    if (!session) {
      session = {
        uniqueId: fields.uniqueId,
        folderId: target.kind === 'overwrite' ? null : target.kind === 'folder' ? target.folderId : null,
        imageId: target.kind === 'overwrite' ? target.imageId : null,
        fileName: fields.fileName,
        receivedBytes: 0,
        fileSize: fields.fileSize,
        chunkCount: fields.chunkCount,
        received: new Map(),
        result: undefined,
        updatedAt: db.now().getTime(),
      };
      db.uploads.set(key, session);
    }
    if (!session.received.has(fields.chunkIndex)) session.receivedBytes += fields.chunkBytes;
    session.received.set(fields.chunkIndex, fields.fileSize <= HASHED_UPLOAD_LIMIT ? fields.bytes : null);
    session.updatedAt = db.now().getTime();
    return { session, key, last: session.received.size >= session.chunkCount };
  };

  /** The file's hash once every chunk is in (when its bytes were kept). */
  const hashOf = async (session: UploadSessionRecord): Promise<string | undefined> => {
    const parts = [...session.received.entries()].sort(([a], [b]) => a - b).map(([, blob]) => blob);
    if (parts.some((part) => part === null)) return undefined;
    return sha256Of(parts as Blob[]);
  };

  /** Completes an upload: keeps its answer and drops its bytes. */
  const finish = (session: UploadSessionRecord, body: unknown) => {
    session.result = body;
    for (const index of session.received.keys()) session.received.set(index, null);
    return Response.json(body);
  };

  const toResult = (image: ImageRecord, recognizing: boolean, hasDuplicates = false) => ({
    Id: image.id,
    isImage: image.mimeType.startsWith('image/'),
    imageIPTC: { urgency: image.imageIPTC.urgency, DateCreated: image.imageIPTC.DateCreated },
    ...(image.imageInfo ? { imageInfo: { ...image.imageInfo } } : {}),
    folderId: image.folderId,
    name: image.fileName,
    recognizing,
    isZip: image.extension === '.zip',
    hasDuplicates,
    folderUpload: false,
  });

  /** The internal and public uploads into a folder. */
  const uploadInto = async (request: Request, folderId: number, page: PublicUploadPageRecord | null) => {
    const db = ctx.db();
    const user = ctx.user();
    const folder = db.folder(folderId);
    // spec 001 §8: 444 Destination folder not found.
    if (!folder) return errorResponse(444);
    if (!page && !canInFolder(user, 'webUpload', folder)) return forbidden();
    const fields = await readChunk(request);
    if (!fields) return badRequest();
    if (fields.fileSize > MAX_FILE_SIZE) return errorResponse(413, en.upload.tooLarge);
    // spec 001 §8 442: a page's quota (a file that would pass it is refused before its bytes).
    if (page && !quotaAllows(page, fields.fileSize)) return errorResponse(442);
    const typeAllowed = page
      ? isPublicUploadExtension(fields.fileName)
      : !isForbiddenFileType(fields.fileName, folder.forbiddenFileTypes);
    if (!typeAllowed) return badRequest(en.upload.typeNotAllowed);
    const existing = db.images.find((i) => i.folderId === folder.id && i.fileName === fields.fileName);
    const target: Target = page
      ? { kind: 'public', hash: page.hash }
      : { kind: 'folder', folderId: folder.id };
    // spec 001 §8: 446 is a name conflict (resolutions: new version, skip, copy); public uploads copy.
    // Chunk 0 of an upload that took it already is not checked again (as the server): its answer may
    // have been lost, and the file of that name may be its own. A later chunk that came first spares
    // chunk 0 nothing.
    const begun = db.uploads.get(sessionKey(target, fields.uniqueId));
    if (
      !page &&
      existing &&
      !fields.makeCopy &&
      !fields.createNewVersion &&
      fields.chunkIndex === 0 &&
      !(begun && (begun.received.has(0) || begun.result !== undefined))
    )
      return errorResponse(446);
    const received = receive(db, fields, target);
    if (received instanceof Response) return received;
    const { session, last } = received;
    if (received.completing) return afterCompletion(session);
    if (session.result !== undefined && !last) return Response.json(session.result);
    if (!last) return Response.json({ complete: false, receivedBytes: session.receivedBytes });
    const completed = beginCompletion(session);
    try {
      const receivedBytes = session.fileSize;
      const contentHash = await hashOf(session);
      if (page) {
        // Counted when stored (the server counts before, atomically; one thread here).
        if (!quotaAllows(page, fields.fileSize)) {
          db.uploads.delete(received.key);
          return errorResponse(442);
        }
        page.filesReceived += 1;
        page.bytesReceived += fields.fileSize;
        page.receipts.push(db.now().getTime());
      }
      let image: ImageRecord;
      if (!page && existing && fields.createNewVersion) {
        currentVersion(db, existing);
        existing.fileSize = fields.fileSize;
        recordNewVersion(db, existing, { userId: user.userId, changes: [] });
        image = existing;
      } else {
        const name = existing ? copyName(db, folder.id, fields.fileName) : fields.fileName;
        image = newImage(db, folder.id, page ? page.createdBy : user.userId, name, fields.fileSize);
        db.images.push(image);
      }
      if (contentHash) db.contentHashes.set(image.id, contentHash);
      // A JPEG's GPS position, as the server reads it (only from an upload of one chunk: the stand-in
      // keeps no bytes across chunks).
      if (image.mimeType === 'image/jpeg' && fields.chunkCount === 1) {
        const gps = readJpegGps(new Uint8Array(await fields.bytes.arrayBuffer()));
        image.imageGPS = gps ? { ...gps, zoomLevel: IMAGE_GPS_ZOOM_LEVEL, id: image.id } : null;
      }
      // Only for a person who accepted the AI consent (spec 001 §4, §6), as the server.
      const recognizing =
        fields.recognizeObjects &&
        image.mimeType.startsWith('image/') &&
        db.aiConsent.get(user.userId) === true;
      if (recognizing) image.awaitingRecognition = true;
      const hasDuplicates =
        fields.searchDuplicates &&
        contentHash !== undefined &&
        visibleImages(db, user).some(
          (other) =>
            other.id !== image.id &&
            db.contentHashes.get(other.id) === contentHash &&
            other.fileSize === image.fileSize,
        );
      db.addAudit({ activityType: 'upload', imageId: image.id, folderId: folder.id, data: image.fileName });
      return finish(session, {
        complete: true,
        receivedBytes,
        files: [toResult(image, recognizing, hasDuplicates)],
      });
    } finally {
      completed();
    }
  };

  /** Only an administrator manages public pages (the server's 403 otherwise). */
  const requireAdministrator = () => {
    const user = ctx.user();
    return user.isSuperAdmin && !user.isShared ? undefined : forbidden(ADMIN_MESSAGES.superAdminOnly);
  };

  return [
    // Literal paths before /api/upload/{folderId}.
    http.post('/api/upload/checkfilename', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const folder = db.folder(body.folderId);
      if (!folder) return response.untyped(notFound());
      if (!canInFolder(ctx.user(), 'webUpload', folder)) return response.untyped(forbidden());
      const name = body.fileFullPath.split(/[\\/]/).pop() ?? body.fileFullPath;
      const ignore = getFileExtension(name) === 'zip';
      const isNameVacant = !db.images.some((i) => i.folderId === folder.id && i.fileName === name);
      return response(200).json({ isNameVacant, ignore });
    }),
    http.get('/api/upload/settings', ({ response }) =>
      response(200).json({
        chunkSize: CHUNK_SIZE,
        maxFileSize: MAX_FILE_SIZE,
        fileCountLimit: UPLOAD_COUNT_LIMITS.internal,
        publicFileCountLimit: UPLOAD_COUNT_LIMITS.public,
        publicExtensions: [...PUBLIC_UPLOAD_EXTENSIONS],
      }),
    ),
    // Resume (issue 19): the chunk indexes received for the caller's uniqueId and target.
    http.get('/api/upload/received', ({ query, response }) => {
      const db = ctx.db();
      const uniqueId = query.get('uniqueId') ?? '';
      const folderText = query.get('folderId');
      const publicHash = query.get('publicHash');
      const imageText = query.get('imageId');
      const given = [folderText, publicHash, imageText].filter((value) => value !== null).length;
      if (uniqueId === '' || uniqueId.length > 200 || given !== 1) {
        return response.untyped(badRequest('Invalid query: give one of folderId, publicHash or imageId.'));
      }
      let target: Target;
      if (imageText !== null) {
        // The file a new version replaces: 404 gone or hidden, 403 without edit and add (as the server).
        const user = ctx.user();
        const image = visibleImages(db, user).find((i) => i.id === toId(imageText));
        if (!image) return response.untyped(notFound(`Image ${imageText} was not found.`));
        if (!canOnImage(db, user, 'editData', image) || !canOnImage(db, user, 'add', image)) {
          return response.untyped(forbidden());
        }
        target = { kind: 'overwrite', imageId: image.id };
      } else if (folderText !== null) {
        const folder = db.folder(toId(folderText));
        if (!folder) return response.untyped(notFound(`Folder ${folderText} was not found.`));
        if (!canInFolder(ctx.user(), 'webUpload', folder)) return response.untyped(forbidden());
        target = { kind: 'folder', folderId: folder.id };
      } else {
        if (!livePage(db, publicHash as string)) return response.untyped(forbidden(PUBLIC_PAGE_GONE));
        target = { kind: 'public', hash: publicHash as string };
      }
      const key = sessionKey(target, uniqueId);
      const session = db.uploads.get(key);
      if (!session || session.updatedAt + UPLOAD_ABANDON_MS <= db.now().getTime()) {
        return response(200).json({ uniqueId, chunkCount: null, received: [] });
      }
      // Complete: every index but the last, so sending the last again answers the files.
      const received =
        session.result !== undefined
          ? Array.from({ length: session.chunkCount - 1 }, (_, index) => index)
          : [...session.received.keys()].sort((a, b) => a - b);
      return response(200).json({
        uniqueId,
        chunkCount: session.chunkCount,
        received,
        fileName: session.fileName,
        fileSize: session.fileSize,
        receivedBytes: session.result !== undefined ? session.fileSize : session.receivedBytes,
        expiresAt: new Date(session.updatedAt + UPLOAD_ABANDON_MS).toISOString(),
      });
    }),
    // The duplicate pre-check (issue 19): same SHA-256 and size among the files the user may see.
    http.post('/api/upload/duplicates', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (
        !Array.isArray(body.files) ||
        body.files.length > 100 ||
        body.files.some(
          (f) =>
            typeof f.key !== 'string' ||
            f.key === '' ||
            f.key.length > 200 ||
            !/^[0-9a-f]{64}$/.test(f.sha256) ||
            !Number.isInteger(f.size) ||
            f.size < 0 ||
            f.size > MAX_FILE_SIZE,
        )
      ) {
        return response.untyped(
          badRequest('Invalid body: at most 100 files, each a key, a SHA-256 and a size.'),
        );
      }
      const folder = db.folder(body.folderId);
      if (!folder) return response.untyped(notFound(`Folder ${body.folderId} was not found.`));
      if (!canInFolder(ctx.user(), 'webUpload', folder)) return response.untyped(forbidden());
      const visible = visibleImages(db, ctx.user())
        .filter((image) => db.contentHashes.has(image.id))
        .sort((a, b) => a.id - b.id);
      const duplicates = body.files.flatMap((file) => {
        const files = visible
          .filter((image) => db.contentHashes.get(image.id) === file.sha256 && image.fileSize === file.size)
          .slice(0, MAX_DUPLICATES_PER_KEY)
          .map((image) => ({ fileId: image.id, name: image.fileName, folderId: image.folderId }));
        return files.length > 0 ? [{ key: file.key, files }] : [];
      });
      return response(200).json({ duplicates });
    }),
    http.get('/api/upload/public-pages', ({ response }) => {
      const refused = requireAdministrator();
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const pages = [...db.publicUploadPages.values()]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.hash.localeCompare(b.hash))
        .map((page) => toPage(db, page));
      return response(200).json({ pages });
    }),
    http.post('/api/upload/public-pages', async ({ request, response }) => {
      const refused = requireAdministrator();
      if (refused) return response.untyped(refused);
      const db = ctx.db();
      const body = await request.json();
      const positive = (value: unknown, max: number) =>
        value === undefined ||
        value === null ||
        (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max);
      if (!positive(body.maxFiles, 1_000_000) || !positive(body.maxBytes, Number.MAX_SAFE_INTEGER)) {
        return response.untyped(badRequest('Invalid body: maxFiles and maxBytes are at least 1.'));
      }
      let expiresAt: string | null = null;
      if (body.expiresAt) {
        const date = new Date(body.expiresAt);
        if (Number.isNaN(date.getTime()))
          return response.untyped(badRequest('Invalid body: expiresAt must be a date-time.'));
        if (date.getTime() <= db.now().getTime()) {
          return response.untyped(badRequest('Invalid body: expiresAt must be in the future.'));
        }
        expiresAt = date.toISOString();
      }
      const folder = db.folder(body.folderId);
      if (!folder) return response.untyped(notFound(`Folder ${body.folderId} was not found.`));
      // 24 base64url characters as the server's 144 random bits (drawn from the library's seed here).
      const random = createRandom(db.seed ^ ((db.publicUploadPages.size + 1) * 0x9e3779b1));
      let hash = '';
      while (hash === '' || db.publicUploadPages.has(hash)) {
        hash = Array.from({ length: 24 }, () => random.pick([...BASE64URL])).join('');
      }
      const page: PublicUploadPageRecord = {
        hash,
        folderId: folder.id,
        createdBy: ctx.user().userId,
        createdAt: db.nowIso(),
        expiresAt,
        maxFiles: body.maxFiles ?? null,
        maxBytes: body.maxBytes ?? null,
        filesReceived: 0,
        bytesReceived: 0,
        revokedAt: null,
        receipts: [],
      };
      db.publicUploadPages.set(hash, page);
      return response(200).json(toPage(db, page));
    }),
    http.delete('/api/upload/public-pages/{hash}', ({ params, response }) => {
      const refused = requireAdministrator();
      if (refused) return response.untyped(refused);
      const page = ctx.db().publicUploadPages.get(params.hash);
      if (!page) return response.untyped(notFound('This public upload page does not exist.'));
      page.revokedAt ??= ctx.db().nowIso();
      return response(204).empty();
    }),
    http.post('/api/upload/overwrite/{imageId}', async ({ params, request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const image = db.image(toId(params.imageId));
      // spec 001 §8: 443 Changed image not found.
      if (!image) return response.untyped(errorResponse(443));
      // spec 001 §6: the upload (new version) button needs edit and add.
      if (!canOnImage(db, user, 'editData', image) || !canOnImage(db, user, 'add', image)) {
        return response.untyped(forbidden());
      }
      const fields = await readChunk(request);
      if (!fields) return response.untyped(badRequest());
      if (fields.fileSize > MAX_FILE_SIZE) return response.untyped(errorResponse(413, en.upload.tooLarge));
      const received = receive(db, fields, { kind: 'overwrite', imageId: image.id });
      if (received instanceof Response) return response.untyped(received);
      const { session, last } = received;
      if (received.completing) return response.untyped(await afterCompletion(session));
      if (session.result !== undefined && !last) return response.untyped(Response.json(session.result));
      if (!last) return response(200).json({ complete: false, receivedBytes: session.receivedBytes });
      const completed = beginCompletion(session);
      try {
        const contentHash = await hashOf(session);
        currentVersion(db, image);
        image.fileSize = fields.fileSize;
        if (contentHash) db.contentHashes.set(image.id, contentHash);
        recordNewVersion(db, image, { userId: user.userId, changes: [] });
        return response.untyped(
          finish(session, {
            complete: true,
            receivedBytes: session.fileSize,
            files: [toResult(image, false)],
          }),
        );
      } finally {
        completed();
      }
    }),
    http.post('/api/upload/public/{publicHash}', async ({ params, request, response }) => {
      const db = ctx.db();
      const page = livePage(db, params.publicHash);
      if (!page) return response.untyped(forbidden(PUBLIC_PAGE_GONE));
      // spec 001 §9: 10 files per page within the window, then 442 (as the server).
      const since = db.now().getTime() - PUBLIC_UPLOAD_WINDOW_MS;
      const recent = page.receipts.filter((at) => at > since);
      if (recent.length >= UPLOAD_COUNT_LIMITS.public) return response.untyped(errorResponse(442));
      if (!quotaAllows(page, 0)) return response.untyped(errorResponse(442));
      return response.untyped(await uploadInto(request, page.folderId, page));
    }),
    http.post('/api/upload/{folderId}', async ({ params, request, response }) => {
      const folderId = toId(params.folderId);
      if (Number.isNaN(folderId)) return response.untyped(errorResponse(444));
      return response.untyped(await uploadInto(request, folderId, null));
    }),
  ];
}
