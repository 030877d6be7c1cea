// POST /Thumbnails.asmx/Change (spec 000 §7 "{id, type, data}"; openapi.yml changeThumbnail: type
// frame | image | automatic, docs/decisions.md "Custom thumbnails"), through @vitrine/api-client.
import { unwrap, type VitrineClient } from '@vitrine/api-client';

/** Where a new thumbnail comes from: a video's frame at `seconds`, or a picture as a data URL. */
export type ThumbnailSource = { type: 'frame'; seconds: number } | { type: 'image'; dataUrl: string };

/** Changes the file's thumbnail; answers its new thumbnailVersion (the `v` of its thumbnail URLs). */
export async function changeThumbnail(
  client: VitrineClient,
  imageId: number,
  source: ThumbnailSource,
): Promise<string | null> {
  const data =
    source.type === 'frame' ? String(Math.max(0, Math.round(source.seconds * 1000) / 1000)) : source.dataUrl;
  const answer = await unwrap(
    client.POST('/Thumbnails.asmx/Change', { body: { id: imageId, type: source.type, data } }),
  );
  return answer.thumbnailVersion;
}
