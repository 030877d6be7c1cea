// The whiteboard's calls (openapi.yml saveAnnotation; the background is spec 001 §7
// "GET /Download.aspx?id=&rotate=1"), through @vitrine/api-client: the only place of the whiteboard
// that asks the server (docs/architecture.md).
import { unwrap, type VitrineClient } from '@vitrine/api-client';

/** The image as the whiteboard draws over it: the original turned upright (spec 001 §7 "rotate=1"). */
export function annotationBackgroundUrl(baseUrl: string, imageId: number, version?: string | null): string {
  const params = new URLSearchParams({ id: String(imageId), rotate: '1' });
  if (version) params.set('v', version);
  return `${baseUrl.replace(/\/+$/, '')}/Download.aspx?${params.toString()}`;
}

/**
 * POST /api/images/{imageId}/annotation: the drawing (PNG, transparent where nothing was drawn) as
 * the part `file`; the server merges it over the image and keeps the original as a version. Answers
 * the id of the version that keeps the original.
 */
export async function saveAnnotation(
  client: VitrineClient,
  imageId: number,
  drawing: Blob,
): Promise<{ id: number; versionId: number | null }> {
  const form = new FormData();
  form.append('file', drawing, 'annotation.png');
  const answer = await unwrap(
    client.POST('/api/images/{imageId}/annotation', {
      params: { path: { imageId } },
      // Sent as multipart/form-data: the form holds the part under its name and file name.
      body: { file: drawing },
      bodySerializer: () => form,
    }),
  );
  return { id: answer.id, versionId: answer.versionId ?? null };
}
