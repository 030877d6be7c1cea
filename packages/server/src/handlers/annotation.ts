// annotation: save an annotated image (spec 001 §2 "the drawing is merged and saved in PNG format and
// the original stays in version history", §5 "Image is too large to be annotated!", §6 "Annotations
// need annotations enabled", "Edit data on an image gates ... annotation"). The whiteboard's drawing
// (a PNG) is merged over the image as `Download.aspx?id=&rotate=1` serves it (media/annotate.ts); the
// result becomes a new version (ingest.ts replaceFileContent, reason 'annotation': wasAnnotated in the
// history), the original is kept, the thumbnails are made again by the thumbnail job.
import { Readable } from 'node:stream';
import { en } from '@vitrine/core';
import { badRequest, forbidden, HttpError } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { canOnFile, visibleFile } from '../images/access';
import { ingestContextFor, replaceFileContent } from '../ingest';
import { hasRenditions } from '../jobs/thumbnails';
import { readSetting } from '../library/settings';
import { AnnotationError, mergeAnnotation } from '../media';
import { withBlobFile } from '../storage/blobs';
import { workPaths } from '../storage/work-paths';
import { parseChunkBody } from '../upload/multipart';
import { versionsOf } from '../versions/service';

/** The largest drawing accepted (bytes, as the mocks); above it 413 with the spec's message. */
export const ANNOTATION_MAX_BYTES = 25 * 1024 * 1024;

/** Messages of the annotation call that the spec leaves to the server (docs/decisions.md "Annotation"). */
export const ANNOTATION_MESSAGES = {
  disabled: 'Annotations are not enabled.',
  notAnImage: 'Only images can be annotated.',
  notPng: 'The drawing must be a PNG image.',
} as const;

/** Reads a stream to its end (the multipart limit stops it at ANNOTATION_MAX_BYTES with 413). */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const annotationHandlers: HandlerTable = {
  // openapi.yml saveAnnotation (the call is inferred: spec 001 §7 "Annotation save call: not shown").
  async saveAnnotation({ app, db, principal, params, request }) {
    const file = await visibleFile(db, principal, app.now(), params.imageId);
    if (!(await readSetting(db, 'globalSettings')).enableAnnotations)
      throw forbidden(ANNOTATION_MESSAGES.disabled);
    if (!canOnFile(principal, 'editData', file)) throw forbidden(en.edit.notAllowedToEdit);
    if (!hasRenditions(file.mime_type) || file.mime_type === 'image/svg+xml')
      throw badRequest(ANNOTATION_MESSAGES.notAnImage);

    const tmp = workPaths(app.options.dataDir).tmp;
    const body = await parseChunkBody<Buffer>(request, {
      spoolDir: tmp,
      maxFileBytes: ANNOTATION_MAX_BYTES,
      tooLargeMessage: en.annotation.tooLarge,
      beforeFile: async () => bytesOf,
    });
    const drawing = body.taken?.result;
    // spec 001 §5: an empty drawing is refused with the same message as a too large one.
    if (!drawing || drawing.length === 0) throw badRequest(en.annotation.tooLarge);

    let merged: Awaited<ReturnType<typeof mergeAnnotation>>;
    try {
      merged = await withBlobFile(app.blobs, file.content_hash, tmp, (path) =>
        mergeAnnotation(path, drawing),
      );
    } catch (error) {
      if (!(error instanceof AnnotationError)) throw error;
      if (error.refusal === 'empty' || error.refusal === 'tooLarge') throw badRequest(en.annotation.tooLarge);
      if (error.refusal === 'notPng') throw badRequest(ANNOTATION_MESSAGES.notPng);
      throw new HttpError(400, error.message);
    }

    const ingest = await ingestContextFor(app, request.server);
    const { file: updated } = await replaceFileContent(ingest, {
      file,
      source: { stream: Readable.from([merged.data]) },
      reason: 'annotation',
      userId: principal.userId,
      changes: [{ fieldName: 'annotation', newValue: 'png' }],
    });
    // The version holding the original: the one the annotation replaced.
    const original = (await versionsOf(db, updated)).find((entry) => entry.event.version === file.version);
    return { id: updated.id, versionId: original?.event.id ?? null };
  },
};
