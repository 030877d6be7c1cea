// images: details single and multi, metadata patches, delete, rotation and the EXIF details (spec 001
// §3, §6, §7, §8). Every operation goes through images/access.ts: a file the user may not see
// answers 404 (or is left out of a list), a permission the user lacks on its folder answers 403.
import { en } from '@vitrine/core';
import { mayManageKeywords } from '../auth/permissions';
import { badRequest, forbidden, HttpError, notFoundItem } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { canOnFile, requireOnFiles, visibleFile, visibleFiles } from '../images/access';
import { deleteFiles } from '../images/delete';
import { toImageDetails } from '../images/detail';
import { applyPatch, checkDraft, draftOf, type FileDraft, PatchError, patchesFor } from '../images/patches';
import { ingestContextFor, knownKeywords, replaceFileContent, setFileKeywords } from '../ingest';
import { findVideoTools, probeVideo } from '../jobs/ffmpeg';
import { hasRenditions } from '../jobs/thumbnails';
import { readSetting } from '../library/settings';
import { isMediaError, rotate } from '../media';
import { recordNotifications } from '../notifications/outbox';
import { withBlobFile } from '../storage/blobs';
import { workPaths } from '../storage/work-paths';
import { draftValue, recordMetadataEdit } from '../versions/audit';

export const imageHandlers: HandlerTable = {
  // spec 001 §7 "GET image details service/{id}"; reading counts as a view unless skipImgLogUpdate.
  async getImageDetails({ app, db, principal, params, query }) {
    const now = app.now();
    let file = await visibleFile(db, principal, now, params.id);
    if (!query.skipImgLogUpdate) {
      await db
        .updateTable('files')
        .set({ view_count: file.view_count + 1, last_viewed: now.toISOString() })
        .where('id', '=', file.id)
        .execute();
      file = { ...file, view_count: file.view_count + 1, last_viewed: now.toISOString() };
    }
    const [detail] = await toImageDetails(db, [file], now);
    return detail as NonNullable<typeof detail>;
  },

  // "The images found, in the order asked (missing or hidden ids are left out)."
  async getImagesDetails({ app, db, principal, body }) {
    const now = app.now();
    return toImageDetails(db, await visibleFiles(db, principal, now, body.ids), now);
  },

  // spec 001 §7 "update multiple images (patches and image ids)"; editData on each (spec 001 §6);
  // the fields and their checks: images/patches.ts.
  async updateImages({ app, db, principal, body }) {
    const now = app.now();
    const ids = [...new Set(body.imageIds)];
    const files = await visibleFiles(db, principal, now, ids);
    const missing = ids.find((id) => !files.some((f) => f.id === id));
    if (missing !== undefined) throw notFoundItem('Image', missing);
    requireOnFiles(principal, ['editData'], files, en.edit.notAllowedToEdit);

    const definitions = new Map(
      (await db.selectFrom('custom_metadata_definitions').selectAll().execute()).map((d) => [
        d.id,
        { label: d.label, isDictionary: d.is_dictionary === 1, options: JSON.parse(d.options) as string[] },
      ]),
    );
    const workflowStatusIds = new Set(
      (await db.selectFrom('workflow_statuses').select('id').execute()).map((w) => w.id),
    );
    const flags = await readSetting(db, 'flags');
    const limited = flags.iskeywordsdictionarylimited && !mayManageKeywords(principal);
    const keywordsInPatches = body.patches
      .filter((p) => p.field === 'keywords')
      .flatMap((p) => (p.value ?? '').split(';').map((k) => k.trim().normalize('NFC')));
    const known = limited ? await knownKeywords(db, keywordsInPatches) : null;
    const customRows = await db
      .selectFrom('file_custom_metadata')
      .selectAll()
      .where('file_id', 'in', ids)
      .execute();

    // Every draft first: one refused patch saves nothing (400, or 403 for a field needing more).
    const drafts = new Map<number, FileDraft>();
    for (const file of files) {
      const custom = new Map(
        customRows.filter((r) => r.file_id === file.id).map((r) => [r.definition_id, r.value]),
      );
      const draft = draftOf(file, custom);
      const rules = {
        definitions,
        workflowStatusIds,
        knownKeywords: known,
        mayChange: {
          expiration: canOnFile(principal, 'images.setExpiration', file),
          brand: canOnFile(principal, 'images.setOnBrand', file),
        },
      };
      try {
        const own = patchesFor(file.id, ids, body.patches);
        for (const patch of own) applyPatch(draft, patch, rules);
        checkDraft(draft, own);
      } catch (error) {
        if (error instanceof PatchError) throw new HttpError(error.status, error.message);
        throw error;
      }
      drafts.set(file.id, draft);
    }

    await db.transaction().execute(async (trx) => {
      for (const file of files) {
        const draft = drafts.get(file.id) as FileDraft;
        await trx
          .updateTable('files')
          .set({
            title: draft.title,
            author: draft.author,
            subject: draft.subject,
            description: draft.description,
            expiration_date: draft.expirationDate,
            is_on_brand: draft.isOnBrand ? 1 : 0,
            workflow_status_id: draft.workflowStatusId,
            iptc: JSON.stringify(draft.iptc),
            rating: draft.rating,
            gps_latitude: draft.gps.latitude,
            gps_longitude: draft.gps.longitude,
            license_document_url: draft.licenseDocumentUrl,
            license_expiry_note: draft.licenseExpiryNote,
            last_data_update: now.toISOString(),
          })
          .where('id', '=', file.id)
          .execute();
        await setFileKeywords(trx, file.id, draft.keywords);
        for (const [definitionId, value] of draft.custom) {
          await trx
            .deleteFrom('file_custom_metadata')
            .where('file_id', '=', file.id)
            .where('definition_id', '=', definitionId)
            .execute();
          if (value !== '') {
            await trx
              .insertInto('file_custom_metadata')
              .values({ file_id: file.id, definition_id: definitionId, value })
              .execute();
          }
        }
        // spec 000 §3 image-workflow-status-change: its subscribers hear of it (notifications/outbox.ts).
        if (draft.workflowStatusId !== file.workflow_status_id) {
          await recordNotifications(
            trx,
            [{ key: 'image-workflow-status-change', file, actorId: principal.userId }],
            now,
          );
        }
        // The edit in the version history (spec 001 §3 relatedAuditActivities: fieldName, newValue).
        await recordMetadataEdit(trx, {
          file,
          userId: principal.userId,
          at: now.toISOString(),
          changes: patchesFor(file.id, ids, body.patches).map((patch) => ({
            fieldName: patch.field,
            newValue: draftValue(draft, patch.field, patch.value),
          })),
        });
      }
    });
    return { updatedIds: files.map((f) => f.id) };
  },

  // spec 001 §6: delete permission on the folder; the others are reported in failedImageIds.
  async deleteImages({ app, db, principal, body }) {
    const ids = [...new Set(body.imageIds)];
    const files = await visibleFiles(db, principal, app.now(), ids);
    if (files.length === 0) throw notFoundItem('Image', ids[0] as number);
    const deletable = files.filter((file) => canOnFile(principal, 'delete', file)).map((f) => f.id);
    if (deletable.length === 0) throw forbidden(en.files.deleteFailed);
    await deleteFiles(db, app.blobs, deletable, { actorId: principal.userId, now: app.now() });
    return { deletedIds: deletable, failedImageIds: ids.filter((id) => !deletable.includes(id)) };
  },

  // spec 001 §7 "PUT image rotation service body clockwise, imageId; returns result": the original is
  // turned by 90° (EXIF, IPTC, XMP kept; the old content stays in file_versions) and its thumbnails
  // are made again. Errors carry a message to show as it is (spec 001 §8).
  async rotateImage({ app, db, principal, body, request }) {
    const file = await visibleFile(db, principal, app.now(), body.imageId);
    if (!canOnFile(principal, 'editData', file)) throw forbidden(en.edit.notAllowedToEdit);
    if (!hasRenditions(file.mime_type) || file.mime_type === 'image/svg+xml') {
      throw badRequest('Only images can be rotated.');
    }
    const ingest = await ingestContextFor(app, request.server);
    const degrees = body.clockwise ? 90 : -90;
    let rotated: Awaited<ReturnType<typeof rotate>>;
    try {
      rotated = await withBlobFile(app.blobs, file.content_hash, workPaths(app.options.dataDir).tmp, (path) =>
        rotate(path, degrees),
      );
    } catch (error) {
      if (isMediaError(error)) throw badRequest(error.message);
      throw error;
    }
    const { Readable } = await import('node:stream');
    await replaceFileContent(ingest, {
      file,
      source: { stream: Readable.from([rotated.data]) },
      reason: 'rotation',
      userId: principal.userId,
    });
    await db
      .updateTable('files')
      .set({ rotation: (((file.rotation + (body.clockwise ? 1 : 3)) % 4) + 4) % 4 })
      .where('id', '=', file.id)
      .execute();
    return { result: true };
  },

  // spec 001 §7 "EXIF details by id"; spec 000 §8 'Exif not found for the file' when it has none.
  async getExifDetails({ app, db, principal, params }) {
    const file = await visibleFile(db, principal, app.now(), params.id);
    let tags: { group: string; name: string; value: string }[] = [];
    try {
      const parsed = JSON.parse(file.exif) as unknown;
      if (Array.isArray(parsed)) {
        tags = parsed.filter(
          (t): t is { group: string; name: string; value: string } =>
            typeof t === 'object' &&
            t !== null &&
            typeof t.group === 'string' &&
            typeof t.name === 'string' &&
            typeof t.value === 'string',
        );
      }
    } catch {
      tags = [];
    }
    if (tags.length === 0) throw new HttpError(404, en.edit.exifNotFound);
    return { id: file.id, tags };
  },

  // spec 001 §7 "video ... details by id" (shape inferred, openapi.yml VideoDetails): ffprobe reads
  // the video when asked (a few tens of milliseconds; nothing is stored). Without ffmpeg, or for a
  // file ffprobe cannot read, what the library knows: the frame size, the rest null. A file that is
  // not a video answers 404.
  async getVideoDetails({ app, db, principal, params }) {
    const file = await visibleFile(db, principal, app.now(), params.id);
    if (!file.mime_type.startsWith('video/')) throw notFoundItem('Video', file.id);
    const tools = await findVideoTools();
    const probe = tools
      ? await withBlobFile(app.blobs, file.content_hash, workPaths(app.options.dataDir).tmp, (path) =>
          probeVideo(tools, path),
        ).catch(() => null)
      : null;
    return {
      id: file.id,
      durationSeconds: probe?.durationSeconds ?? null,
      width: probe?.video?.width ?? file.width,
      height: probe?.video?.height ?? file.height,
      codec: probe?.video?.codec || null,
      frameRate: probe?.video?.frameRate ?? null,
      // spec 001 §3 "equirectangular (default)".
      panoramicProjection: 'equirectangular',
    };
  },
};
