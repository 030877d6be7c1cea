// versions: image version history (spec 001 §3, §7). Needs image versions enabled (spec 001 §6).
import type { HttpHandler } from 'msw';
import { canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';

export function versionHandlers(ctx: MockContext): HttpHandler[] {
  const editable = (imageId: number) => {
    const db = ctx.db();
    const image = db.image(imageId);
    if (!image) return { error: notFound() };
    if (ctx.user().isShared || !canOnImage(db, ctx.user(), 'editData', image)) return { error: forbidden() };
    return { image };
  };
  return [
    http.get('/api/versions/{imageId}', ({ params, response }) => {
      const db = ctx.db();
      const image = db.image(toId(params.imageId));
      if (!image) return response.untyped(notFound());
      if (ctx.user().isShared || !db.globalSettings.enableImageVersions) return response.untyped(forbidden());
      const versions = db.versions
        .filter((v) => v.imageId === image.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const lastImage = versions.find((v) => v.objectType === 'image');
      return response(200).json({
        imageVersions: versions.map((v) => ({
          id: v.id,
          createdAt: v.createdAt,
          objectType: v.objectType,
          extension: v.extension,
          location: v.location,
          wasAnnotated: v.wasAnnotated,
          auditRecord: { data: v.auditData },
          relatedAuditActivities: [],
          isLastPictureVersion: v === lastImage,
        })),
      });
    }),
    http.delete('/api/versions/{imageId}', ({ params, response }) => {
      const found = editable(toId(params.imageId));
      if (found.error) return response.untyped(found.error);
      const db = ctx.db();
      db.versions = db.versions.filter((v) => v.imageId !== found.image.id);
      return response(204).empty();
    }),
    http.post('/api/version/{versionId}', async ({ params, request, response }) => {
      const db = ctx.db();
      const version = db.versions.find((v) => v.id === toId(params.versionId));
      if (!version) return response.untyped(notFound());
      const found = editable(version.imageId);
      if (found.error) return response.untyped(found.error);
      await request.json();
      db.versions = db.versions.filter((v) => v.id !== version.id);
      return response(204).empty();
    }),
    http.post('/api/versions/{imageId}/restore/{versionId}', ({ params, response }) => {
      const db = ctx.db();
      const found = editable(toId(params.imageId));
      if (found.error) return response.untyped(found.error);
      const version = db.versions.find(
        (v) => v.id === toId(params.versionId) && v.imageId === found.image.id,
      );
      if (!version) return response.untyped(notFound());
      // The current file goes to the history; the restored one becomes current.
      db.versions.push({
        ...version,
        id: db.nextId('version'),
        createdAt: db.nowIso(),
        wasAnnotated: false,
        auditData: JSON.stringify([{ fieldName: 'restoredVersion', newValue: String(version.id) }]),
      });
      found.image.version += 1;
      found.image.imageLog.lastVisualUpdate = db.nowIso();
      return response(200).json({ id: found.image.id });
    }),
  ];
}
