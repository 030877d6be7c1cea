// upload: the file-name check and the chunked uploads into a folder, over an image and through a
// public page (spec 001 §5, §7, §8). The protocol lives in ../upload/service.ts; here the routes.
import { getFileExtension } from '@vitrine/core';
import { can } from '../auth/permissions';
import { badRequest, forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { folderTarget, liveFolder, visibleFolder } from '../library/folders';
import { normalizeFileName, relativeFolders, UnsafeNameError } from '../upload/names';
import { receiveChunk } from '../upload/service';

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
};
