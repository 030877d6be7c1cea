// versions: image version history (spec 001 §3, §6, §7, §8; versions/service.ts). Only while the
// administrator's enableImageVersions is on (403 otherwise). Whoever may see the image may read its
// history; restore and delete need editData on it (spec 001 §6 "Edit data on an image gates ...
// upload-new-version"), as the new-version upload that made the history.
import { en } from '@vitrine/core';
import type { Principal } from '../auth/permissions';
import type { ServerContext } from '../domain/context';
import { forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { canOnFile, type FileWithFolder, visibleFile } from '../images/access';
import {
  answeredNotModified,
  contentDisposition,
  etagOf,
  isSafeInline,
  placeholderPng,
  sendFile,
} from '../images/download';
import { ingestContextFor } from '../ingest';
import { readSetting } from '../library/settings';
import { isMediaError, makeRenditions } from '../media';
import { withBlobFile } from '../storage/blobs';
import { workPaths } from '../storage/work-paths';
import {
  deleteAllVersions,
  deleteVersion,
  findVersionEvent,
  restoreVersion,
  toImageVersions,
  VERSION_MESSAGES,
  versionOf,
  versionsOf,
} from '../versions/service';

/** A version's content never changes (its id names it for good). */
const VERSION_FILE_CACHE = 'private, max-age=31536000, immutable';

async function requireEnabled(app: ServerContext): Promise<void> {
  if (!(await readSetting(app.db, 'globalSettings')).enableImageVersions)
    throw forbidden(VERSION_MESSAGES.disabled);
}

async function editableFile(
  app: ServerContext,
  principal: Principal,
  imageId: number,
): Promise<FileWithFolder> {
  await requireEnabled(app);
  const file = await visibleFile(app.db, principal, app.now(), imageId);
  if (!canOnFile(principal, 'editData', file)) throw forbidden(en.edit.notAllowedToEdit);
  return file;
}

export const versionHandlers: HandlerTable = {
  // spec 001 §7 "GET versions service/{imageId} returns imageVersions".
  async getVersions({ app, db, principal, params }) {
    await requireEnabled(app);
    const file = await visibleFile(db, principal, app.now(), params.imageId);
    return { imageVersions: await toImageVersions(db, file, await versionsOf(db, file)) };
  },

  // spec 001 §7 "DELETE versions service/{imageId} deletes all versions"; the current content stays.
  async deleteAllVersions({ app, principal, params }) {
    const file = await editableFile(app, principal, params.imageId);
    await deleteAllVersions(app.db, app.blobs, file);
    return undefined;
  },

  // spec 001 §7 "POST version service/{versionId} body prevImageVersionWithFileId; deletes one version".
  async deleteVersion({ app, principal, params, body, request }) {
    await requireEnabled(app);
    const event = await findVersionEvent(app.db, params.versionId);
    const file = await editableFile(app, principal, event.file_id);
    const entry = await versionOf(app.db, file, params.versionId);
    const ingest = await ingestContextFor(app, request.server);
    await deleteVersion(
      ingest,
      app.blobs,
      file,
      entry,
      body.prevImageVersionWithFileId ?? null,
      principal.userId,
    );
    return undefined;
  },

  // spec 001 §7 "Restore version: service call with image id and version id; returns an id".
  async restoreVersion({ app, principal, params, request }) {
    const file = await editableFile(app, principal, params.imageId);
    const entry = await versionOf(app.db, file, params.versionId);
    const ingest = await ingestContextFor(app, request.server);
    return { id: await restoreVersion(ingest, app.blobs, file, entry, principal.userId) };
  },

  // ImageVersion.location (inferred): the original (download permission, as Download.aspx) or a
  // picture of it made on the fly for the list (thumb) and the comparison (preview).
  async getVersionFile({ app, db, principal, params, query, reply, request }) {
    await requireEnabled(app);
    const event = await findVersionEvent(db, params.versionId);
    const file = await visibleFile(db, principal, app.now(), event.file_id);
    const { content } = await versionOf(db, file, params.versionId);
    const size = query.size;
    if (size === undefined) {
      if (!canOnFile(principal, 'download', file))
        throw forbidden('You are not allowed to download this file.');
      const etag = etagOf(content.content_hash);
      if (await answeredNotModified(request.headers['if-none-match'], reply, etag, VERSION_FILE_CACHE))
        return undefined as never;
      const bytes = await app.blobs.get(content.content_hash);
      await sendFile(reply, bytes, {
        'Content-Type': content.mime_type,
        'Content-Length': bytes.length,
        'Content-Disposition': contentDisposition(
          isSafeInline(content.mime_type) ? 'inline' : 'attachment',
          content.file_name,
        ),
        ETag: etag,
        'Cache-Control': VERSION_FILE_CACHE,
      });
      return undefined as never;
    }
    const etag = etagOf(`${content.content_hash}-${size}`);
    if (await answeredNotModified(request.headers['if-none-match'], reply, etag, VERSION_FILE_CACHE))
      return undefined as never;
    const rendition = content.mime_type.startsWith('image/')
      ? await withBlobFile(app.blobs, content.content_hash, workPaths(app.options.dataDir).tmp, (path) =>
          makeRenditions(path, { sizes: [size === 'thumb' ? 'tiny' : 'medium'] }),
        ).then(
          ([made]) => made,
          (error: unknown) => {
            if (isMediaError(error)) return undefined;
            throw error;
          },
        )
      : undefined;
    if (!rendition) {
      const png = await placeholderPng();
      await sendFile(reply, png, {
        'Content-Type': 'image/png',
        'Content-Length': png.length,
        'Cache-Control': 'no-store',
        'X-Vitrine-Placeholder': 'none',
      });
      return undefined as never;
    }
    await sendFile(reply, rendition.data, {
      'Content-Type': rendition.mimeType,
      'Content-Length': rendition.data.length,
      'Content-Disposition': contentDisposition(
        'inline',
        `${content.file_name}.${size}.${rendition.extension}`,
      ),
      ETag: etag,
      'Cache-Control': VERSION_FILE_CACHE,
    });
    return undefined as never;
  },
};
