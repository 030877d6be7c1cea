// upload: file-name check, chunked multipart uploads, overwrite and public upload (spec 001 §7).
// Chunks are counted per uniqueId; the last chunk creates the file in the library. The multipart
// names are @vitrine/api-client's UPLOAD_WIRE, what the client sends and the server reads.
import { UPLOAD_WIRE } from '@vitrine/api-client';
import {
  CHUNK_SIZE,
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
import type { ImageRecord } from '../db/types';
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

export function uploadHandlers(ctx: MockContext): HttpHandler[] {
  /** Counts a chunk; true when it was the last one. */
  const receive = (
    db: MockDb,
    fields: ChunkFields,
    target: { folderId: number | null; imageId: number | null },
  ) => {
    const session = db.uploads.get(fields.uniqueId) ?? {
      uniqueId: fields.uniqueId,
      folderId: target.folderId,
      imageId: target.imageId,
      fileName: fields.fileName,
      receivedBytes: 0,
    };
    session.receivedBytes += fields.chunkBytes;
    db.uploads.set(fields.uniqueId, session);
    const complete = fields.chunkIndex >= fields.chunkCount - 1;
    if (complete) db.uploads.delete(fields.uniqueId);
    return { complete, receivedBytes: session.receivedBytes };
  };

  const toResult = (image: ImageRecord, recognizing: boolean) => ({
    Id: image.id,
    isImage: image.mimeType.startsWith('image/'),
    imageIPTC: { urgency: image.imageIPTC.urgency, DateCreated: image.imageIPTC.DateCreated },
    ...(image.imageInfo ? { imageInfo: { ...image.imageInfo } } : {}),
    folderId: image.folderId,
    name: image.fileName,
    recognizing,
    isZip: image.extension === '.zip',
    hasDuplicates: false,
    folderUpload: false,
  });

  /** The internal and public uploads into a folder. */
  const uploadInto = async (request: Request, folderId: number, mode: 'internal' | 'public') => {
    const db = ctx.db();
    const user = ctx.user();
    const folder = db.folder(folderId);
    // spec 001 §8: 444 Destination folder not found.
    if (!folder) return errorResponse(444);
    if (mode === 'internal' && !canInFolder(user, 'webUpload', folder)) return forbidden();
    const fields = await readChunk(request);
    if (!fields) return badRequest();
    if (fields.fileSize > MAX_FILE_SIZE) return errorResponse(413, en.upload.tooLarge);
    const typeAllowed =
      mode === 'public'
        ? isPublicUploadExtension(fields.fileName)
        : !isForbiddenFileType(fields.fileName, folder.forbiddenFileTypes);
    if (!typeAllowed) return badRequest(en.upload.typeNotAllowed);
    const existing = db.images.find((i) => i.folderId === folder.id && i.fileName === fields.fileName);
    // spec 001 §8: 446 is a name conflict (resolutions: new version, skip, copy).
    if (existing && !fields.makeCopy && !fields.createNewVersion && fields.chunkIndex === 0)
      return errorResponse(446);
    const { complete, receivedBytes } = receive(db, fields, { folderId: folder.id, imageId: null });
    if (!complete) return Response.json({ complete, receivedBytes });
    let image: ImageRecord;
    if (existing && fields.createNewVersion) {
      currentVersion(db, existing);
      existing.fileSize = fields.fileSize;
      recordNewVersion(db, existing, { userId: user.userId, changes: [] });
      image = existing;
    } else {
      const name = existing ? copyName(db, folder.id, fields.fileName) : fields.fileName;
      image = newImage(db, folder.id, user.userId, name, fields.fileSize);
      db.images.push(image);
    }
    // A JPEG's GPS position, as the server reads it (only from an upload of one chunk: the stand-in
    // keeps no bytes across chunks).
    if (image.mimeType === 'image/jpeg' && fields.chunkCount === 1) {
      const gps = readJpegGps(new Uint8Array(await fields.bytes.arrayBuffer()));
      image.imageGPS = gps ? { ...gps, zoomLevel: IMAGE_GPS_ZOOM_LEVEL, id: image.id } : null;
    }
    const recognizing = fields.recognizeObjects && image.mimeType.startsWith('image/');
    if (recognizing) image.awaitingRecognition = true;
    db.addAudit({ activityType: 'upload', imageId: image.id, folderId: folder.id, data: image.fileName });
    return Response.json({ complete, receivedBytes, files: [toResult(image, recognizing)] });
  };

  return [
    // Literal path before /api/upload/{folderId}.
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
      const { complete, receivedBytes } = receive(db, fields, { folderId: null, imageId: image.id });
      if (!complete) return response(200).json({ complete, receivedBytes });
      currentVersion(db, image);
      image.fileSize = fields.fileSize;
      recordNewVersion(db, image, { userId: user.userId, changes: [] });
      return response(200).json({ complete, receivedBytes, files: [toResult(image, false)] });
    }),
    http.post('/api/upload/public/{publicHash}', async ({ params, request, response }) => {
      const folderId = ctx.db().publicUploadHashes.get(params.publicHash);
      if (folderId === undefined) return response.untyped(forbidden());
      return response.untyped(await uploadInto(request, folderId, 'public'));
    }),
    http.post('/api/upload/{folderId}', async ({ params, request, response }) => {
      const folderId = toId(params.folderId);
      if (Number.isNaN(folderId)) return response.untyped(errorResponse(444));
      return response.untyped(await uploadInto(request, folderId, 'internal'));
    }),
  ];
}
