// The version of a file's renditions (ImageSummary.thumbnailVersion, the `v` of thumbnail URLs): a
// digest of which blob each thumbnail size is, so it changes exactly when a rendition's bytes change
// (made for the first time, made again from new content, rotated) and a page's <img> gets a new URL
// instead of the picture the browser holds for the old one. Made again from the same content, the
// renditions are the same bytes and keep their URL (nothing to fetch). No rendition, no version:
// the URL of a pending or failed thumbnail carries none, and its placeholder is never cached.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { WEB_VIDEO_RENDITION } from '../jobs/video';

/** One rendition as the version reads it. */
export interface RenditionRef {
  size: string;
  content_hash: string;
}

/** The version of these renditions of one file, or null when there is none (a video's web rendition is no thumbnail). */
export function renditionVersion(renditions: readonly RenditionRef[]): string | null {
  const thumbnails = renditions
    .filter((rendition) => rendition.size !== WEB_VIDEO_RENDITION)
    .map((rendition) => `${rendition.size}:${rendition.content_hash}`)
    .sort();
  if (thumbnails.length === 0) return null;
  return createHash('sha256').update(thumbnails.join('\n')).digest('base64url').slice(0, 16);
}

/** The versions of the files' renditions, by file id (files without renditions are left out). */
export async function renditionVersions(
  db: Kysely<Database>,
  fileIds: readonly number[],
): Promise<Map<number, string>> {
  const versions = new Map<number, string>();
  if (fileIds.length === 0) return versions;
  const rows = await db
    .selectFrom('renditions')
    .select(['file_id', 'size', 'content_hash'])
    .where('file_id', 'in', [...fileIds])
    .where('size', '!=', WEB_VIDEO_RENDITION)
    .execute();
  const byFile = new Map<number, RenditionRef[]>();
  for (const row of rows) byFile.set(row.file_id, [...(byFile.get(row.file_id) ?? []), row]);
  for (const [fileId, renditions] of byFile) {
    const version = renditionVersion(renditions);
    if (version !== null) versions.set(fileId, version);
  }
  return versions;
}
