// The public export (spec 001 §7 "POST public export service body ids, type=1, publicHash; returns a
// token; the client then opens that service path/{token}"): a zip of the link's files, only while
// the link lives and allows downloads (allowedToDownloadImages), built as the user exports are
// (export/), checked again when downloaded: a link revoked, expired or turned off since, or a file
// taken out of it, is refused or left out.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';
import {
  allDownloadable,
  buildExport,
  EXPORT_NOT_FOUND,
  EXPORT_NOTHING_ALLOWED,
  type ExportStore,
} from '../export';
import type { ExportFile } from '../export/service';
import type { BlobStore } from '../storage/blob-store';
import { linkState, sharedVisitorPrincipal } from './access';
import { countShareDownload, SHARE_MESSAGES, shareBySlug } from './service';

type Db = Kysely<Database>;

/** POST /api/publicexport: the token of a zip of the link's files among `ids`. */
export async function preparePublicExport(
  db: Db,
  store: ExportStore,
  caller: Principal,
  now: Date,
  request: { ids: readonly number[]; publicHash: string },
): Promise<string> {
  const share = await shareBySlug(db, request.publicHash);
  const state = await linkState(db, share, now);
  if (state !== 'live') throw new HttpError(404, SHARE_MESSAGES[state]);
  // A link with a password: only from a visitor's session opened with it (getSharedView).
  if (share.password_hash !== null && caller.share?.shareId !== share.id)
    throw new HttpError(401, SHARE_MESSAGES.openFirst);
  if (share.allow_download !== 1) throw new HttpError(403, SHARE_MESSAGES.downloadOff);
  const visitor = await sharedVisitorPrincipal(db, share, null);
  const allowed = (await allDownloadable(db, visitor, now, request.ids)).map((file) => file.id);
  if (allowed.length === 0) throw new HttpError(403, EXPORT_NOTHING_ALLOWED);
  return store.create(
    { userId: share.owner_id, kind: 'zip', ids: allowed, keepFoldersStructure: false, shareId: share.id },
    now,
  );
}

/** GET /api/publicexport/{token}: the zip, while its link still lives and allows downloads; counted. */
export async function openPublicExport(
  db: Db,
  blobs: BlobStore,
  store: ExportStore,
  now: Date,
  token: string,
  log?: FastifyBaseLogger,
): Promise<ExportFile> {
  const record = await store.findPublic(token, now);
  const share = record
    ? await db.selectFrom('shares').selectAll().where('id', '=', record.shareId).executeTakeFirst()
    : undefined;
  if (!record || !share || (await linkState(db, share, now)) !== 'live' || share.allow_download !== 1)
    throw new HttpError(404, EXPORT_NOT_FOUND);
  const visitor = await sharedVisitorPrincipal(db, share, null);
  const file = await buildExport(db, blobs, visitor, now, record, log);
  await countShareDownload(db, share.id);
  return file;
}
