// upload: the file-name check and the chunked uploads into a folder, over an image and through a
// public page (spec 001 §5, §7, §8). The protocol lives in ../upload/service.ts; here the routes.
// Issue 19 (beyond the spec): what an upload already has staged (resume), exact-content duplicates
// before sending, and the administrator's public upload pages (list, create, revoke).
import type { components } from '@vitrine/api-client';
import { ADMIN_MESSAGES, getFileExtension } from '@vitrine/core';
import type { Kysely } from 'kysely';
import { can, type Principal } from '../auth/permissions';
import { allOf, fileVisibility, visibleFileConditions } from '../auth/visibility';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound, notFoundItem } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { folderFullPath, folderTarget, liveFolder, visibleFolder } from '../library/folders';
import { normalizeFileName, relativeFolders, UnsafeNameError } from '../upload/names';
import { createPublicUploadPage, listPublicUploadPages, revokePublicUploadPage } from '../upload/public';
import { receiveChunk, stagedChunks } from '../upload/service';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

/** At most this many files listed per duplicate key (the client offers skip / upload anyway). */
export const MAX_DUPLICATES_PER_KEY = 20;

/** Public upload pages are an administrator's: a signed-in super admin (403 for everyone else). */
function requireAdministrator(principal: Principal): number {
  if (
    principal.kind !== 'user' ||
    principal.isShared ||
    principal.userId === null ||
    !principal.isSuperAdmin
  ) {
    throw forbidden(ADMIN_MESSAGES.superAdminOnly);
  }
  return principal.userId;
}

type PageRow = Awaited<ReturnType<typeof listPublicUploadPages>>[number];

async function toPublicPage(db: Db, row: PageRow): Promise<Schemas['PublicUploadPage']> {
  return {
    hash: row.hash,
    folderId: row.folder_id,
    folderName: row.folder_name,
    folderPath: await folderFullPath(db, { path: row.folder_path }),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    maxFiles: row.max_files === null ? null : Number(row.max_files),
    maxBytes: row.max_bytes === null ? null : Number(row.max_bytes),
    filesReceived: Number(row.files_received),
    bytesReceived: Number(row.bytes_received),
    revoked: row.revoked_at !== null,
    revokedAt: row.revoked_at,
  };
}

/** A date-time of the wire as a Date (400 when it does not read as one). */
function readDate(text: string, field: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest(`Invalid body: ${field} must be a date-time.`);
  return date;
}

export const uploadHandlers: HandlerTable = {
  // spec 001 §5: before each non-public, non-overwrite upload the name is checked in the destination
  // (with its relative path for folder uploads: a sub-folder that does not exist yet holds no name).
  async checkFileName({ db, principal, body }) {
    const folder = await visibleFolder(db, principal, body.folderId);
    if (!can(principal, 'webUpload', folderTarget(folder))) {
      throw forbidden('You are not allowed to upload to this folder.');
    }
    let name: string;
    let segments: string[];
    try {
      name = normalizeFileName(body.fileFullPath);
      segments = relativeFolders(body.fileFullPath);
    } catch (error) {
      if (error instanceof UnsafeNameError) throw badRequest(error.message);
      throw error;
    }
    let parentId: number | undefined = folder.id;
    for (const segment of segments) {
      if (parentId === undefined) break;
      const child = await db
        .selectFrom('folders')
        .select('id')
        .where('parent_id', '=', parentId)
        .where('name', '=', segment)
        .where(liveFolder)
        .orderBy('id')
        .executeTakeFirst();
      parentId = child?.id;
    }
    const taken =
      parentId !== undefined &&
      (await db
        .selectFrom('files')
        .select('id')
        .where('folder_id', '=', parentId)
        .where('file_name', '=', name)
        .executeTakeFirst()) !== undefined;
    // A zip may be extracted (unzip), then its own name does not matter (openapi.yml `ignore`).
    return { isNameVacant: !taken, ignore: getFileExtension(name) === 'zip' };
  },

  uploadChunk: ({ app, principal, request, params }) =>
    receiveChunk({ app, principal, request }, { kind: 'folder', folderId: params.folderId }),

  uploadOverwriteChunk: ({ app, principal, request, params }) =>
    receiveChunk({ app, principal, request }, { kind: 'overwrite', imageId: params.imageId }),

  uploadPublicChunk: ({ app, principal, request, params }) =>
    receiveChunk({ app, principal, request }, { kind: 'public', publicHash: params.publicHash }),

  // Resume (issue 19): the chunk indexes staged for the caller's uniqueId, into a folder (the
  // caller's own uploads), through a public page (that page's uploads by this principal) or over one
  // file (the caller's new version of it).
  async getUploadReceived({ app, principal, query }) {
    const { uniqueId, folderId, publicHash, imageId } = query;
    const given = [folderId, publicHash, imageId].filter((value) => value !== undefined).length;
    if (given !== 1) {
      throw badRequest('Invalid query: give one of folderId, publicHash or imageId.');
    }
    const target =
      folderId !== undefined
        ? ({ kind: 'folder', folderId } as const)
        : imageId !== undefined
          ? ({ kind: 'overwrite', imageId } as const)
          : ({ kind: 'public', publicHash: publicHash as string } as const);
    const staged = await stagedChunks({ app, principal }, target, uniqueId);
    return { uniqueId, ...staged };
  },

  // Duplicate pre-check (issue 19): exact content (SHA-256 and size) among the files the caller may
  // see (auth/visibility.ts, the search's rule), before a byte is sent. The bounds are openapi.yml's
  // (at most 100 files, 64 lowercase hex digits), checked by the request validation (400).
  async findUploadDuplicates({ db, app, principal, body }) {
    const folder = await visibleFolder(db, principal, body.folderId);
    if (!can(principal, 'webUpload', folderTarget(folder))) {
      throw forbidden('You are not allowed to upload to this folder.');
    }
    // One indexed query per distinct content (files_hash), each bounded: a hash held by thousands of
    // files reads at most MAX_DUPLICATES_PER_KEY of them.
    const contents = new Map(body.files.map((file) => [`${file.sha256}:${file.size}`, file]));
    const byContent = new Map<string, { fileId: number; name: string; folderId: number }[]>();
    const visible = allOf(visibleFileConditions(fileVisibility(principal), app.now()));
    for (const [content, file] of contents) {
      const rows = await db
        .selectFrom('files')
        .select(['files.id', 'files.file_name', 'files.folder_id'])
        .where('files.content_hash', '=', file.sha256)
        .where('files.file_size', '=', file.size)
        .where(visible)
        .orderBy('files.id')
        .limit(MAX_DUPLICATES_PER_KEY)
        .execute();
      if (rows.length > 0) {
        byContent.set(
          content,
          rows.map((row) => ({ fileId: row.id, name: row.file_name, folderId: row.folder_id })),
        );
      }
    }
    return {
      duplicates: body.files.flatMap((file) => {
        const files = byContent.get(`${file.sha256}:${file.size}`);
        return files ? [{ key: file.key, files }] : [];
      }),
    };
  },

  async listPublicUploadPages({ db, principal }) {
    requireAdministrator(principal);
    const rows = await listPublicUploadPages(db);
    return { pages: await Promise.all(rows.map((row) => toPublicPage(db, row))) };
  },

  async createPublicUploadPage({ db, app, principal, body }) {
    const userId = requireAdministrator(principal);
    const now = app.now();
    const expiresAt = body.expiresAt ? readDate(body.expiresAt, 'expiresAt') : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw badRequest('Invalid body: expiresAt must be in the future.');
    }
    const folder = await db
      .selectFrom('folders')
      .select('id')
      .where('id', '=', body.folderId)
      .where(liveFolder)
      .executeTakeFirst();
    if (!folder) throw notFoundItem('Folder', body.folderId);
    const hash = await createPublicUploadPage(db, {
      folderId: folder.id,
      createdBy: userId,
      now,
      expiresAt,
      maxFiles: body.maxFiles ?? null,
      maxBytes: body.maxBytes ?? null,
    });
    const [row] = await listPublicUploadPages(db, hash);
    if (!row) throw notFound();
    return toPublicPage(db, row);
  },

  async revokePublicUploadPage({ db, app, principal, params }) {
    requireAdministrator(principal);
    if (!(await revokePublicUploadPage(db, params.hash, app.now()))) {
      throw notFound('This public upload page does not exist.');
    }
  },
};
