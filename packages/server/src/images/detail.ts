// Files rows to openapi.yml ImageDetail (spec 001 §3: the summary of spec 000 §3, which search
// builds in search/summary.ts, plus the viewer's fields).
import { createHash } from 'node:crypto';
import type { components } from '@vitrine/api-client';
import type { Kysely } from 'kysely';
import type { Database, FileRow } from '../db/schema';
import { hasRenditions } from '../jobs/thumbnails';
import { fileKindOf, loadSummaryContext, toImageSummary } from '../search/summary';

type Schemas = components['schemas'];

/** Types a browser shows inline as a picture (spec 001 §3 isWebImage); SVG is not one (it can run script). */
const WEB_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

const shortHash = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 16);

/** The details of files, in the order given. */
export async function toImageDetails(
  db: Kysely<Database>,
  rows: readonly FileRow[],
  now: Date,
): Promise<Schemas['ImageDetail'][]> {
  if (rows.length === 0) return [];
  const context = await loadSummaryContext(db, [...rows], now);
  // Contact the owner is offered for a file whose owner has an e-mail address (ImageOwner.contactable).
  const ownerIds = [...new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))];
  const contactable = new Set(
    ownerIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ownerIds).execute())
          .filter((user) => (user.email ?? '').trim() !== '')
          .map((user) => user.id),
  );
  return rows.map((row) => {
    const summary = toImageSummary(row, context);
    const kind = fileKindOf(row.mime_type);
    const status = row.workflow_status_id === null ? undefined : context.statuses.get(row.workflow_status_id);
    return {
      ...summary,
      ...(summary.owner
        ? { owner: { ...summary.owner, contactable: contactable.has(summary.owner.id) } }
        : {}),
      imageVideoInfo: { panoramicProjection: kind === 'video' ? 'equirectangular' : null },
      videoTries: row.video_tries,
      isWebImage: WEB_IMAGE_TYPES.has(row.mime_type),
      isRecognizible: hasRenditions(row.mime_type) && row.mime_type !== 'image/svg+xml',
      // Change when what a thumbnail shows changes (a rotation, a new version), so clients refetch it.
      lastVisualUpdateHash: shortHash(row.content_hash, row.rotation, row.last_visual_update),
      lastFileUpdateHash: shortHash(row.content_hash, row.version),
      imageIdForPdf: row.id,
      workflowStatus: status ?? null,
    };
  });
}
