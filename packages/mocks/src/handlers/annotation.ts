// annotation: save the merged drawing as PNG; the original stays in version history (spec 001 §2,
// §5, §6). An empty or too large drawing is refused with the spec's message.
import { en } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { errorResponse } from '../errors';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';
import { recordNewVersion } from './versions';

/** The largest drawing the mocks accept (bytes); above it 413 "Image is too large to be annotated!". */
export const ANNOTATION_MAX_BYTES = 25 * 1024 * 1024;

export function annotationHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post('/api/images/{imageId}/annotation', async ({ params, request, response }) => {
      const db = ctx.db();
      const image = db.image(toId(params.imageId));
      if (!image) return response.untyped(notFound());
      if (!db.globalSettings.enableAnnotations || !canOnImage(db, ctx.user(), 'editData', image)) {
        return response.untyped(forbidden());
      }
      let file: FormDataEntryValue | null = null;
      try {
        file = (await request.formData()).get('file');
      } catch {
        file = null;
      }
      if (!(file instanceof Blob) || file.size === 0)
        return response.untyped(badRequest(en.annotation.tooLarge));
      if (file.size > ANNOTATION_MAX_BYTES)
        return response.untyped(errorResponse(413, en.annotation.tooLarge));
      // The original stays in the history; the annotated picture is the new current version.
      const { id: versionId } = recordNewVersion(db, image, {
        userId: ctx.user().userId,
        changes: [{ fieldName: 'annotation', newValue: 'png' }],
        annotated: true,
      });
      return response(200).json({ id: image.id, versionId });
    }),
  ];
}
