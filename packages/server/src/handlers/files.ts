// files: moving files (spec 001 §7 "PATCH /api/files ... returns failedImageIds; 409 opens conflict
// dialog"), thumbnail regeneration, Download.aspx, and the video status calls (spec 000 §7, spec 001
// §4, §6). Permissions through images/access.ts (a file's permission is its folder's).
import { en, FLASH_LOAD_COUNT, thumbnailSizeForIndex } from '@vitrine/core';
import { can } from '../auth/permissions';
import { badRequest, forbidden, HttpError } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { canOnFile, requireOnFiles, visibleFile, visibleFiles } from '../images/access';
import { deleteFiles } from '../images/delete';
import {
  answeredNotModified,
  contentDisposition,
  etagOf,
  failedPlaceholderPng,
  isSafeInline,
  type PlaceholderReason,
  placeholderPng,
  sendFile,
} from '../images/download';
import { contentRange, ifRangeMatches, parseRange } from '../images/range';
import { renditionVersion } from '../images/rendition-version';
import { enqueueJob, HIGH_PRIORITY, JOB_KINDS, JOB_STATUS } from '../jobs/queue';
import { filesWithFailedThumbnails, hasRenditions, makesThumbnails } from '../jobs/thumbnails';
import { isVideoPending, queuedVideoStatus, VIDEO_STATUS, WEB_VIDEO_RENDITION } from '../jobs/video';
import { folderTarget, visibleFolder } from '../library/folders';
import { isMediaError, rotate } from '../media';
import { recordNotifications } from '../notifications/outbox';
import { loadSummaryContext, toImageSummary } from '../search/summary';
import { countShareDownload } from '../shares/service';
import { BlobNotFoundError } from '../storage/blob-store';
import { withBlobFile } from '../storage/blobs';
import { workPaths } from '../storage/work-paths';

/** How a rendition asked for with its current version (`v`, ImageSummary.thumbnailVersion) is cached. */
export const VERSIONED_RENDITION_CACHE = 'private, max-age=31536000, immutable';

/** The 409 answer of a move onto a name in use (the server message the dialog shows, spec 001 §8; as the mocks). */
export const MOVE_CONFLICT_MESSAGE = 'A file with the same name already exists in the destination folder.';

export const fileHandlers: HandlerTable = {
  async moveFiles({ app, db, principal, body }) {
    const destination = await visibleFolder(db, principal, body.newFolderId);
    if (!can(principal, 'add', folderTarget(destination)))
      throw forbidden('You are not allowed to add files to this folder.');
    const ids = [...new Set(body.fileIds)];
    const files = await visibleFiles(db, principal, app.now(), ids);
    const failed = new Set(ids.filter((id) => !files.some((f) => f.id === id)));
    // Moving files out of a folder changes it: edit on the source folder (as the mocks).
    const moving = files.filter((file) => {
      if (canOnFile(principal, 'edit', file)) return true;
      failed.add(file.id);
      return false;
    });
    const toMove = moving.filter((file) => file.folder_id !== destination.id);
    const staying = await db
      .selectFrom('files')
      .select(['id', 'file_name'])
      .where('folder_id', '=', destination.id)
      .execute();
    const movingIds = new Set(toMove.map((f) => f.id));
    const taken = new Map(staying.filter((f) => !movingIds.has(f.id)).map((f) => [f.file_name, f.id]));
    const conflicts = toMove.filter((file) => taken.has(file.file_name));
    // Two moved files of one name: the first goes, the others conflict with it.
    const seen = new Set<string>();
    const twins = toMove.filter((file) => {
      if (seen.has(file.file_name)) return true;
      seen.add(file.file_name);
      return false;
    });
    if ((conflicts.length > 0 || twins.length > 0) && !body.Override)
      throw new HttpError(409, MOVE_CONFLICT_MESSAGE);
    // Override (spec 000 §2 "move conflict (override)"): the files of the same name at the destination
    // are replaced, where the user may delete them; a moved file of a name moved once already fails.
    const replace: number[] = [];
    for (const file of conflicts) {
      const existing = taken.get(file.file_name) as number;
      if (can(principal, 'delete', folderTarget(destination))) replace.push(existing);
      else failed.add(file.id);
    }
    for (const twin of twins) failed.add(twin.id);
    // The replaced files are deleted: their subscribers hear of it (spec 000 §3 image-delete).
    await deleteFiles(db, app.blobs, replace, { actorId: principal.userId, now: app.now() });
    const move = toMove.filter((file) => !failed.has(file.id)).map((f) => f.id);
    if (move.length > 0) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('files').set({ folder_id: destination.id }).where('id', 'in', move).execute();
        // spec 000 §3 image-move-out (the folder left) and image-move-in (notifications/outbox.ts).
        const moved = toMove.filter((file) => !failed.has(file.id));
        await recordNotifications(
          trx,
          moved.flatMap((file) => [
            { key: 'image-move-out' as const, file, folderId: file.folder_id, actorId: principal.userId },
            {
              key: 'image-move-in' as const,
              file: { ...file, folder_id: destination.id },
              actorId: principal.userId,
            },
          ]),
          app.now(),
        );
      });
    }
    return { failedImageIds: ids.filter((id) => failed.has(id)) };
  },

  // spec 000 §7 "POST /api/Thumb/generate {IdArray}": the thumbnails are made again (editData on each).
  async generateThumbnails({ app, db, principal, body, request }) {
    const files = await visibleFiles(db, principal, app.now(), body.IdArray);
    // openapi.yml declares no 404 here: a file that is gone or hidden is refused like one the user may not edit.
    if (files.length < new Set(body.IdArray).size) throw forbidden(en.edit.notAllowedToEdit);
    requireOnFiles(principal, ['editData'], files, en.edit.notAllowedToEdit);
    for (const file of files) {
      if (!makesThumbnails(file.mime_type)) continue;
      await enqueueJob(db, {
        kind: JOB_KINDS.thumbnails,
        fileId: file.id,
        folderId: file.folder_id,
        payload: { hash: file.content_hash, regenerate: true },
        now: app.now(),
      });
    }
    if (files.length > 0) {
      await db
        .updateTable('files')
        .set({ last_visual_update: app.now().toISOString() })
        .where(
          'id',
          'in',
          files.map((f) => f.id),
        )
        .execute();
    }
    request.server.vitrineJobs?.worker.wake();
    return undefined;
  },

  // Thumbnails (thumb=N) and previews (preview=1) need only the right to see the file; the original
  // needs download (spec 001 §6 "Download permission comes from the folder").
  async downloadFile({ app, db, principal, query, reply, request }) {
    const file = await visibleFile(db, principal, app.now(), query.id);
    const wantsThumb = query.thumb !== undefined;
    const preview = query.preview === 1;
    if (wantsThumb || (preview && hasRenditions(file.mime_type) && file.mime_type !== 'image/svg+xml')) {
      const size = wantsThumb ? thumbnailSizeForIndex(query.thumb) : 'medium';
      const renditions = await db
        .selectFrom('renditions')
        .selectAll()
        .where('file_id', '=', file.id)
        .execute();
      const rendition = renditions.find((candidate) => candidate.size === size);
      if (rendition) {
        // A URL carrying the current version names these bytes for good (images/rendition-version.ts):
        // cached for a year, never revalidated. Without it (or with an old one) revalidated each time.
        const cacheControl =
          query.v !== undefined && query.v === renditionVersion(renditions)
            ? VERSIONED_RENDITION_CACHE
            : 'private, no-cache';
        const etag = etagOf(rendition.content_hash);
        if (await answeredNotModified(request.headers['if-none-match'], reply, etag, cacheControl))
          return undefined as never;
        try {
          const bytes = await app.blobs.get(rendition.content_hash);
          await sendFile(reply, bytes, {
            'Content-Type': rendition.mime_type,
            'Content-Length': bytes.length,
            'Content-Disposition': contentDisposition(
              'inline',
              `${file.file_name}.${size}.${rendition.mime_type.split('/')[1]}`,
            ),
            'Cache-Control': cacheControl,
            ETag: etag,
          });
          return undefined as never;
        } catch (error) {
          if (!(error instanceof BlobNotFoundError)) throw error;
        }
      }
      // No rendition: a placeholder, never cached (whatever `v` says), so the picture comes once made. 'pending' while the thumbnail job (or the video
      // job: its poster frame) has not run; 'failed' when the thumbnail job failed for good (a
      // damaged image, a PDF pdftoppm cannot draw, no ffmpeg for a waveform), a picture of its own,
      // until the thumbnails are regenerated; 'none' for a type nothing draws (HEIC...) and a video
      // that will get no poster (skipped, failed, no ffmpeg: its video status says why).
      const reason: PlaceholderReason = !makesThumbnails(file.mime_type)
        ? isVideoPending(file.video_status)
          ? 'pending'
          : 'none'
        : (await filesWithFailedThumbnails(db, [file.id])).has(file.id)
          ? 'failed'
          : 'pending';
      const png = reason === 'failed' ? await failedPlaceholderPng() : await placeholderPng();
      await sendFile(reply, png, {
        'Content-Type': 'image/png',
        'Content-Length': png.length,
        'Cache-Control': 'no-store',
        'X-Vitrine-Placeholder': reason,
      });
      return undefined as never;
    }
    if (!canOnFile(principal, 'download', file))
      throw forbidden('You are not allowed to download this file.');
    // A download through a share link is counted for "My shares" (its first byte range only).
    if (principal.share && !preview && !/^bytes=(?!0-)/.test(String(request.headers.range ?? '')))
      await countShareDownload(db, principal.share.shareId);
    // spec 001 §7 "?id=&rotate=1" (the annotation background): the original turned upright.
    if (query.rotate === 1 && hasRenditions(file.mime_type) && file.mime_type !== 'image/svg+xml') {
      let upright: Awaited<ReturnType<typeof rotate>>;
      try {
        upright = await withBlobFile(
          app.blobs,
          file.content_hash,
          workPaths(app.options.dataDir).tmp,
          (path) => rotate(path, 0),
        );
      } catch (error) {
        if (isMediaError(error)) throw badRequest(error.message);
        throw error;
      }
      await sendFile(reply, upright.data, {
        'Content-Type': upright.mimeType,
        'Content-Length': upright.data.length,
        'Content-Disposition': contentDisposition(preview ? 'inline' : 'attachment', file.file_name),
        'Cache-Control': 'private, no-cache',
      });
      return undefined as never;
    }
    // Download.aspx?metadata=embed: the library's metadata written into a copy of the original
    // (images/embed-metadata.ts); without ExifTool or for another type, the original as stored, said
    // in X-Vitrine-Metadata.
    if (query.metadata === 'embed' && !preview) {
      const written = await withBlobFile(
        app.blobs,
        file.content_hash,
        workPaths(app.options.dataDir).tmp,
        (path) => app.metadataWriter.write(path, file),
      );
      if (written.outcome === 'embedded') {
        await sendFile(reply, written.bytes, {
          'Content-Type': file.mime_type,
          'Content-Length': written.bytes.length,
          'Content-Disposition': contentDisposition('attachment', file.file_name),
          'Cache-Control': 'private, no-store',
          'X-Vitrine-Metadata': 'embedded',
        });
        return undefined as never;
      }
      reply.header('X-Vitrine-Metadata', written.outcome);
    }
    // A video's preview is its web rendition when the video job made one (the original is not one a
    // browser plays: jobs/video.ts); the bytes of the video either way, so download is needed.
    const web =
      preview && file.mime_type.startsWith('video/')
        ? await db
            .selectFrom('renditions')
            .select(['content_hash', 'byte_size', 'mime_type'])
            .where('file_id', '=', file.id)
            .where('size', '=', WEB_VIDEO_RENDITION)
            .executeTakeFirst()
        : undefined;
    const served = web
      ? {
          hash: web.content_hash,
          size: Number(web.byte_size),
          mimeType: web.mime_type,
          name: `${file.file_name.replace(/\.[^.]*$/, '')}.mp4`,
        }
      : {
          hash: file.content_hash,
          size: Number(file.file_size),
          mimeType: file.mime_type,
          name: file.file_name,
        };
    const inline = preview && isSafeInline(served.mimeType);
    const etag = etagOf(served.hash);
    if (await answeredNotModified(request.headers['if-none-match'], reply, etag)) return undefined as never;
    const size = served.size;
    const headers = {
      'Content-Type': served.mimeType,
      // Anything a browser could run (HTML, SVG, PDF, XML...) is an attachment, even as a preview.
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', served.name),
      'Cache-Control': 'private, no-cache',
      ETag: etag,
      'Accept-Ranges': 'bytes',
    };
    // Range requests (images/range.ts): a media element seeks in the original.
    const ifRange = request.headers['if-range'];
    const answer = ifRangeMatches(typeof ifRange === 'string' ? ifRange : undefined, etag)
      ? parseRange(typeof request.headers.range === 'string' ? request.headers.range : undefined, size)
      : ({ kind: 'whole' } as const);
    if (answer.kind === 'unsatisfiable') {
      const body = Buffer.from(
        JSON.stringify(
          new HttpError(
            416,
            `The requested range is outside the file (${size} bytes).`,
            'RangeNotSatisfiable',
          ).body,
        ),
      );
      await sendFile(
        reply,
        body,
        {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': body.length,
          'Content-Range': contentRange(null, size),
          'Accept-Ranges': 'bytes',
        },
        416,
      );
      return undefined as never;
    }
    if (answer.kind === 'partial') {
      const stream = await app.blobs.stream(served.hash, answer.range);
      await sendFile(
        reply,
        stream,
        {
          ...headers,
          'Content-Length': answer.range.end - answer.range.start + 1,
          'Content-Range': contentRange(answer, size),
        },
        206,
      );
      return undefined as never;
    }
    const stream = await app.blobs.stream(served.hash);
    await sendFile(reply, stream, { ...headers, 'Content-Length': size });
    return undefined as never;
  },

  // spec 000 §7 "GET video status /api/image/videostatus/{id} -> id, status" (spec 001 §3 values).
  // spec 000 §7 "GET /api/flash/{view}?ids=": the images of the flash wall or carousel, in the order
  // asked, at most 100 (spec 000 §9 "flash views load 100"); ids that do not exist or that the user may
  // not see are left out, as the mocks (search's visibility, spec 000 §6). Both views read the same files.
  async getFlashView({ app, db, principal, query }) {
    const now = app.now();
    const ids = query.ids.split(',').map(Number).slice(0, FLASH_LOAD_COUNT);
    const byId = new Map((await visibleFiles(db, principal, now, ids)).map((file) => [file.id, file]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    const context = await loadSummaryContext(db, rows, now);
    return { images: rows.map((row) => toImageSummary(row, context)) };
  },

  async getVideoStatus({ app, db, principal, params }) {
    const file = await visibleFile(db, principal, app.now(), params.id);
    return { id: file.id, status: file.video_status, videoTries: file.video_tries };
  },

  // spec 001 §4, §7 "POST /api/video/retry body Id and optional Status (priority or skipped)"; §6
  // only with add or webUpload on the folder. Without Status (a failed video's retry) it is queued
  // again ('unprocessed'); priority queues it ahead of the others (the worker claims higher priority
  // first); skipped drops the queued job and the status stays 'skipped' (jobs/video.ts).
  async retryVideo({ app, db, principal, body, request }) {
    const file = await visibleFile(db, principal, app.now(), body.Id);
    if (!canOnFile(principal, 'add', file) && !canOnFile(principal, 'webUpload', file)) {
      throw forbidden('You are not allowed to process this video.');
    }
    if (!file.mime_type.startsWith('video/')) throw badRequest('Only a video has a processing status.');
    const now = app.now();
    if (body.Status === 'skipped') {
      await db
        .deleteFrom('jobs')
        .where('file_id', '=', file.id)
        .where('kind', '=', JOB_KINDS.video)
        .where('status', '=', JOB_STATUS.queued)
        .execute();
      await db
        .updateTable('files')
        .set({ video_status: VIDEO_STATUS.skipped })
        .where('id', '=', file.id)
        .execute();
      return { status: 'ok', message: null };
    }
    const priority = body.Status === 'priority';
    await enqueueJob(db, {
      kind: JOB_KINDS.video,
      fileId: file.id,
      folderId: file.folder_id,
      payload: { hash: file.content_hash },
      priority: priority ? HIGH_PRIORITY : 0,
      now,
    });
    await db
      .updateTable('files')
      .set({ video_status: queuedVideoStatus(priority ? HIGH_PRIORITY : 0) })
      .where('id', '=', file.id)
      .execute();
    request.server.vitrineJobs?.worker.wake();
    return { status: 'ok', message: null };
  },
};
