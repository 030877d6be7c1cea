// versions: image version history (spec 001 §3, §6, §7, §8), as the server answers it
// (packages/server/src/versions/service.ts): the current content first (isLastPictureVersion), then
// the kept ones, newest first, each with who, when and what changed; only while enableImageVersions
// is on (403 otherwise); whoever sees the image reads it, restore and delete need editData.
import { THUMBNAIL_SIZES } from '@vitrine/core';
import { type HttpHandler, HttpResponse } from 'msw';
import type { MockDb } from '../db/db';
import type { ImageRecord, ImageVersionRecord } from '../db/types';
import { renderImagePng } from '../thumbnails/render';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';
import { visibleImages } from './query';
import { fileKind } from './serialize';

/** The server's messages (packages/server/src/versions/service.ts VERSION_MESSAGES). */
export const VERSION_MESSAGES = {
  disabled: 'Image versions are not enabled.',
  notFound: (id: number) => `Version ${id} was not found.`,
  alreadyCurrent: 'This version is already the current one.',
  needsPrevious:
    'The current version can only be deleted with prevImageVersionWithFileId naming another version of this image, which becomes current.',
} as const;

type Change = { fieldName: string; newValue: string };

function objectTypeOf(image: ImageRecord): ImageVersionRecord['objectType'] {
  const kind = fileKind(image);
  return kind === 'other' ? 'image' : kind;
}

/** The record of the image's current content, made when missing (the seed keeps only older ones). */
export function currentVersion(db: MockDb, image: ImageRecord): ImageVersionRecord {
  const found = db.versions.find((v) => v.imageId === image.id && v.versionNumber === image.version);
  if (found) return found;
  const record: ImageVersionRecord = {
    id: db.nextId('version'),
    imageId: image.id,
    versionNumber: image.version,
    createdAt: image.imageLog.lastFileModification ?? image.imageLog.addedToDBGallery,
    userId: image.version === 1 ? image.ownerId : null,
    objectType: objectTypeOf(image),
    fileName: image.fileName,
    extension: image.extension,
    fileSize: image.fileSize,
    width: image.imageInfo?.width ?? null,
    height: image.imageInfo?.height ?? null,
    wasAnnotated: false,
    auditData: '[]',
    edits: [],
  };
  db.versions.push(record);
  return record;
}

/**
 * A change of the image's content (new version upload, overwrite, rotation, annotation, restore): the
 * content it had stays as a version, the new one becomes current. Call after changing the image's
 * fields (size, pixels); answers the kept record (the one holding the content before).
 */
export function recordNewVersion(
  db: MockDb,
  image: ImageRecord,
  input: { userId: number | null; changes: Change[]; annotated?: boolean },
): ImageVersionRecord {
  const kept = currentVersion(db, image);
  image.version += 1;
  image.imageLog.lastFileModification = db.nowIso();
  image.imageLog.lastVisualUpdate = db.nowIso();
  const current = currentVersion(db, image);
  current.createdAt = db.nowIso();
  current.userId = input.userId;
  current.wasAnnotated = input.annotated ?? false;
  const own: Change[] = (
    [
      ['fileSize', kept.fileSize, image.fileSize],
      ['width', kept.width, image.imageInfo?.width ?? null],
      ['height', kept.height, image.imageInfo?.height ?? null],
    ] as const
  )
    .filter(([, before, after]) => before !== after)
    .map(([fieldName, , after]) => ({ fieldName, newValue: after === null ? '' : String(after) }));
  current.auditData = JSON.stringify([...own, ...input.changes]);
  return kept;
}

/** A metadata edit of the image's current content (relatedAuditActivities). */
export function recordMetadataEdit(
  db: MockDb,
  image: ImageRecord,
  userId: number | null,
  changes: Change[],
): void {
  if (changes.length === 0) return;
  currentVersion(db, image).edits.push({
    userId,
    createdAt: db.nowIso(),
    auditData: JSON.stringify(changes),
  });
}

export function versionHandlers(ctx: MockContext): HttpHandler[] {
  const enabled = () => ctx.db().globalSettings.enableImageVersions && !ctx.user().isShared;
  const visible = (imageId: number) => visibleImages(ctx.db(), ctx.user()).find((i) => i.id === imageId);
  const editable = (imageId: number) => {
    const db = ctx.db();
    if (!enabled()) return { error: forbidden(VERSION_MESSAGES.disabled) };
    const image = visible(imageId);
    if (!image) return { error: notFound() };
    if (!canOnImage(db, ctx.user(), 'editData', image)) return { error: forbidden() };
    return { image };
  };
  const versionsOf = (image: ImageRecord) => {
    currentVersion(ctx.db(), image);
    return ctx
      .db()
      .versions.filter((v) => v.imageId === image.id && v.versionNumber <= image.version)
      .sort((a, b) => b.versionNumber - a.versionNumber);
  };
  const userName = (id: number | null) =>
    id === null ? null : (ctx.db().users.find((u) => u.id === id)?.logicalId ?? null);
  const restore = (image: ImageRecord, record: ImageVersionRecord) => {
    image.fileSize = record.fileSize;
    if (record.width !== null && record.height !== null)
      image.imageInfo = { width: record.width, height: record.height };
    image.rotation = 0;
    recordNewVersion(ctx.db(), image, {
      userId: ctx.user().userId,
      changes: [{ fieldName: 'restoredVersion', newValue: String(record.versionNumber) }],
    });
    return currentVersion(ctx.db(), image);
  };
  const findVersion = (versionId: number) => ctx.db().versions.find((v) => v.id === versionId);

  return [
    http.get('/api/versions/{imageId}', ({ params, response }) => {
      if (!enabled()) return response.untyped(forbidden(VERSION_MESSAGES.disabled));
      const image = visible(toId(params.imageId));
      if (!image) return response.untyped(notFound());
      return response(200).json({
        imageVersions: versionsOf(image).map((v) => ({
          id: v.id,
          createdAt: v.createdAt,
          versionNumber: v.versionNumber,
          userName: userName(v.userId),
          fileName: v.fileName,
          fileSize: v.fileSize,
          width: v.width,
          height: v.height,
          objectType: v.objectType,
          extension: v.extension,
          location: `/api/version/${v.id}/file`,
          wasAnnotated: v.wasAnnotated,
          auditRecord: { data: v.auditData },
          relatedAuditActivities: v.edits.map((edit) => ({
            activityType: 'image-update' as const,
            data: null,
            auditRecords: [{ data: edit.auditData }],
            createdAt: edit.createdAt,
            userName: userName(edit.userId),
          })),
          isLastPictureVersion: v.versionNumber === image.version,
        })),
      });
    }),
    http.get('/api/version/{versionId}/file', ({ params, query, response }) => {
      if (!enabled()) return response.untyped(forbidden(VERSION_MESSAGES.disabled));
      const versionId = toId(params.versionId);
      const record = findVersion(versionId);
      const image = record && visible(record.imageId);
      if (!record || !image) return response.untyped(notFound(VERSION_MESSAGES.notFound(versionId)));
      const size = query.get('size');
      if (size === null && !canOnImage(ctx.db(), ctx.user(), 'download', image))
        return response.untyped(forbidden());
      const box =
        size === 'thumb' ? THUMBNAIL_SIZES.tiny : size === 'preview' ? THUMBNAIL_SIZES.medium : null;
      // The current content is drawn as Download.aspx draws it; a kept one with a seed of its own.
      const seed =
        record.versionNumber === image.version ? image.id : image.id + 100_000 * record.versionNumber;
      const source =
        record.width !== null && record.height !== null
          ? { width: record.width, height: record.height }
          : null;
      const { png } = renderImagePng(seed, source, box, record.objectType);
      return response.untyped(
        new HttpResponse(png as Uint8Array<ArrayBuffer>, {
          status: 200,
          headers: {
            'Content-Type': 'image/png',
            'Content-Length': String(png.length),
            'Cache-Control': 'private, max-age=31536000, immutable',
          },
        }),
      );
    }),
    http.delete('/api/versions/{imageId}', ({ params, response }) => {
      const found = editable(toId(params.imageId));
      if (found.error) return response.untyped(found.error);
      const db = ctx.db();
      db.versions = db.versions.filter(
        (v) => v.imageId !== found.image.id || v.versionNumber === found.image.version,
      );
      return response(204).empty();
    }),
    http.post('/api/version/{versionId}', async ({ params, request, response }) => {
      if (!enabled()) return response.untyped(forbidden(VERSION_MESSAGES.disabled));
      const versionId = toId(params.versionId);
      const version = findVersion(versionId);
      if (!version) return response.untyped(notFound(VERSION_MESSAGES.notFound(versionId)));
      const found = editable(version.imageId);
      if (found.error) return response.untyped(found.error);
      const { prevImageVersionWithFileId } = await request.json();
      const db = ctx.db();
      if (version.versionNumber === found.image.version) {
        const previous =
          prevImageVersionWithFileId === null ? undefined : findVersion(prevImageVersionWithFileId);
        if (!previous || previous.imageId !== found.image.id || previous === version)
          return response.untyped(badRequest(VERSION_MESSAGES.needsPrevious));
        restore(found.image, previous);
      }
      db.versions = db.versions.filter((v) => v.id !== version.id);
      return response(204).empty();
    }),
    http.post('/api/versions/{imageId}/restore/{versionId}', ({ params, response }) => {
      const found = editable(toId(params.imageId));
      if (found.error) return response.untyped(found.error);
      const versionId = toId(params.versionId);
      const version = ctx.db().versions.find((v) => v.id === versionId && v.imageId === found.image.id);
      if (!version) return response.untyped(notFound(VERSION_MESSAGES.notFound(versionId)));
      if (version.versionNumber === found.image.version)
        return response.untyped(badRequest(VERSION_MESSAGES.alreadyCurrent));
      return response(200).json({ id: restore(found.image, version).id });
    }),
  ];
}
