// Share links (spec 000 §3 "Sharing state", §4 "created, then settings patched, then the link is
// copied", §5 slug and expiry rules, §6 share.link; issue 20): create, change, list ("My shares"),
// revoke, and open as a visitor. The link's address is link-key.ts; what a visitor is, access.ts.

import { randomBytes } from 'node:crypto';
import type { components } from '@vitrine/api-client';
import { computeDefaultShareExpiry } from '@vitrine/core';
import type { Kysely, Selectable } from 'kysely';
import type { ScryptCost } from '../auth/passwords';
import { hashPassword } from '../auth/passwords';
import type { Principal } from '../auth/permissions';
import { hashToken, SESSION_TTL_MS } from '../auth/sessions';
import type { Database, SharesTable } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../domain/errors';
import { canOnFile, visibleFiles } from '../images/access';
import { sharedVisitorPrincipal, shareFileIds } from './access';
import { keyOfSlug, linkSlug, newLinkKey } from './link-key';

type Db = Kysely<Database>;
type ShareRow = Selectable<SharesTable>;
type SharingState = components['schemas']['SharingState'];
type SharedView = components['schemas']['SharedView'];

/** The messages of share links (the server's words, shown as they are: spec 000 §8). */
export const SHARE_MESSAGES = {
  noFiles: 'Choose at least one file to share.',
  notAllowed: 'You are not allowed to share these files.',
  signedInOnly: 'Only a signed-in user can share files.',
  expiryPast: 'The expiry date cannot be in the past.',
  expiryInvalid: 'The expiry date is not a valid date.',
  revokedCannotChange: 'This shared link was revoked and cannot be changed.',
  unknownLink: 'This shared link does not exist.',
  expired: 'This shared link has expired.',
  revoked: 'This shared link has been revoked.',
  passwordRequired: 'This shared link is protected by a password.',
  passwordWrong: 'The password is not correct.',
  downloadOff: 'This shared link does not allow downloads.',
  openFirst: 'Open the shared link with its password first.',
} as const;

/** A signed-in user who may make links (not the guest, not a visitor). */
export function sharingUser(principal: Principal): number {
  if (principal.kind !== 'user' || principal.isShared || principal.userId === null)
    throw forbidden(SHARE_MESSAGES.signedInOnly);
  return principal.userId;
}

/**
 * The files among `ids` the principal may see, split by whether they may be shared by link (spec 000
 * §6: share.link "enables sharing", or share, on the file's folder): files one may not see are left
 * out altogether (no existence leak).
 */
async function shareableFiles(db: Db, principal: Principal, now: Date, ids: readonly number[]) {
  const files = await visibleFiles(db, principal, now, ids);
  const mayShare = (file: (typeof files)[number]) =>
    canOnFile(principal, 'share.link', file) || canOnFile(principal, 'share', file);
  return { files, allowed: files.filter(mayShare), notAllowed: files.filter((file) => !mayShare(file)) };
}

/** The wire state of a link for its owner (or a super admin). */
export async function toSharingState(
  db: Db,
  principal: Principal,
  now: Date,
  share: ShareRow,
): Promise<SharingState> {
  const ids = await shareFileIds(db, share.id);
  const { files, allowed, notAllowed } = await shareableFiles(db, principal, now, ids);
  return {
    id: share.id,
    urlSlug: share.url_slug,
    allowedToShare: allowed.map((file) => file.id),
    notAllowedToShare: notAllowed.map((file) => file.id),
    notAllowedToDownload: files
      .filter((file) => !canOnFile(principal, 'download', file))
      .map((file) => file.id),
    allowedToDownloadImages: share.allow_download === 1,
    allowedToRepresentSlideshow: share.allow_slideshow === 1,
    allowedToShowInfo: share.allow_info === 1,
    showInfoPanelOnFirstLoad: share.info_on_first_load === 1,
    title: share.title,
    makeUrlFriendly: share.make_url_friendly === 1,
    newUrlSlug: null,
    expirationDatetime: share.expires_at,
    expirationDatetimeUTC: share.expires_at,
    imagesIds: ids,
    hasPassword: share.password_hash !== null,
    isRevoked: share.revoked_at !== null,
    createdAt: share.created_at,
    viewCount: Number(share.view_count),
    downloadCount: Number(share.download_count),
  };
}

async function replaceFiles(db: Db, shareId: number, fileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('share_files').where('share_id', '=', shareId).execute();
  if (fileIds.length === 0) return;
  await db
    .insertInto('share_files')
    .values(fileIds.map((fileId, position) => ({ share_id: shareId, file_id: fileId, position })))
    .execute();
}

/**
 * spec 000 §7 "POST share {Href, imageIds, key, title}": a new link of the files the user may share
 * (share.link or share on their folders), with the defaults of the share dialog: every flag on but the info
 * panel on first load, expiry now + 168 hours rounded to the half hour (spec 000 §5, §9).
 */
export async function createShare(
  db: Db,
  principal: Principal,
  now: Date,
  request: { imageIds: readonly number[]; title?: string | null },
): Promise<ShareRow> {
  const ownerId = sharingUser(principal);
  if (request.imageIds.length === 0) throw badRequest(SHARE_MESSAGES.noFiles);
  const { allowed } = await shareableFiles(db, principal, now, request.imageIds);
  if (allowed.length === 0) throw forbidden(SHARE_MESSAGES.notAllowed);
  const key = newLinkKey();
  const title = request.title?.trim() ? request.title : null;
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('shares')
      .values({
        link_key: key,
        url_slug: key,
        owner_id: ownerId,
        title,
        make_url_friendly: 0,
        allow_download: 1,
        allow_slideshow: 1,
        allow_info: 1,
        info_on_first_load: 0,
        password_hash: null,
        expires_at: computeDefaultShareExpiry(now).toISOString(),
        created_at: at,
        updated_at: at,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceFiles(
      trx,
      inserted.id,
      allowed.map((file) => file.id),
    );
    return inserted;
  });
  return row;
}

/** A link its owner (or a super admin) may manage; 404 for anyone else, as a link that does not exist. */
export async function ownedShare(db: Db, principal: Principal, id: number): Promise<ShareRow> {
  sharingUser(principal);
  const share = await db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
  if (!share || (share.owner_id !== principal.userId && !principal.isSuperAdmin))
    throw new HttpError(404, `Shared link ${id} was not found.`);
  return share;
}

/** A new version for the link's row (its visitors' cached searches key on it). */
function nextVersion(now: Date): string {
  return `${now.toISOString()}#${randomBytes(4).toString('hex')}`;
}

/**
 * spec 000 §7 "PATCH sharing/{stateId} with the sharing settings": title, friendly address (spec
 * 000 §5: from the title only with 4 characters or more, or from newUrlSlug; the random key stays),
 * the four flags, expiry (not in the past), password (set, '' or null to remove), files.
 */
export async function updateShare(
  db: Db,
  principal: Principal,
  now: Date,
  cost: ScryptCost,
  id: number,
  patch: SharingState,
): Promise<ShareRow> {
  const share = await ownedShare(db, principal, id);
  if (share.revoked_at !== null) throw badRequest(SHARE_MESSAGES.revokedCannotChange);
  const title = patch.title === undefined ? share.title : patch.title?.trim() ? patch.title : null;
  const friendly = patch.makeUrlFriendly ?? share.make_url_friendly === 1;
  const slug =
    patch.newUrlSlug?.trim() || friendly
      ? linkSlug(share.link_key, { title, proposed: patch.newUrlSlug ?? null })
      : share.link_key;
  let expiresAt = share.expires_at;
  const expiry = patch.expirationDatetimeUTC ?? patch.expirationDatetime;
  if (expiry !== undefined && expiry !== null) {
    const at = new Date(expiry);
    if (Number.isNaN(at.getTime())) throw badRequest(SHARE_MESSAGES.expiryInvalid);
    // spec 000 §5 "no past date" (the picker's 30-minute steps are the browser's: its clock's zone).
    if (at.getTime() <= now.getTime()) throw badRequest(SHARE_MESSAGES.expiryPast);
    expiresAt = at.toISOString();
  }
  let passwordHash = share.password_hash;
  if (patch.password !== undefined)
    passwordHash = patch.password ? await hashPassword(patch.password, cost) : null;
  let files: number[] | null = null;
  if (patch.imagesIds !== undefined) {
    if (patch.imagesIds.length === 0) throw badRequest(SHARE_MESSAGES.noFiles);
    const { allowed } = await shareableFiles(db, principal, now, patch.imagesIds);
    if (allowed.length === 0) throw forbidden(SHARE_MESSAGES.notAllowed);
    files = allowed.map((file) => file.id);
  }
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('shares')
      .set({
        title,
        url_slug: slug,
        make_url_friendly: friendly ? 1 : 0,
        allow_download: flag(patch.allowedToDownloadImages, share.allow_download),
        allow_slideshow: flag(patch.allowedToRepresentSlideshow, share.allow_slideshow),
        allow_info: flag(patch.allowedToShowInfo, share.allow_info),
        info_on_first_load: flag(patch.showInfoPanelOnFirstLoad, share.info_on_first_load),
        expires_at: expiresAt,
        password_hash: passwordHash,
        updated_at: nextVersion(now),
      })
      .where('id', '=', share.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (files) await replaceFiles(trx, share.id, files);
    // A new password (or one set now) ends the sessions opened without it.
    if (passwordHash !== share.password_hash)
      await trx.deleteFrom('sessions').where('share_id', '=', share.id).execute();
    return updated;
  });
}

function flag(value: boolean | undefined, current: 0 | 1): 0 | 1 {
  return value === undefined ? current : value ? 1 : 0;
}

/** "My shares": the user's links, newest first. */
export async function listShares(db: Db, principal: Principal): Promise<ShareRow[]> {
  const ownerId = sharingUser(principal);
  return db
    .selectFrom('shares')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes a link: it, its visitors' sessions and its public exports stop at once. */
export async function revokeShare(db: Db, principal: Principal, now: Date, id: number): Promise<void> {
  const share = await ownedShare(db, principal, id);
  await db.transaction().execute(async (trx) => {
    if (share.revoked_at === null)
      await trx
        .updateTable('shares')
        .set({ revoked_at: now.toISOString(), updated_at: nextVersion(now) })
        .where('id', '=', share.id)
        .execute();
    await trx.deleteFrom('sessions').where('share_id', '=', share.id).execute();
    await trx.deleteFrom('export_tokens').where('share_id', '=', share.id).execute();
  });
}

/** The link of an address (its key), or 404. */
export async function shareBySlug(db: Db, slug: string): Promise<ShareRow> {
  const key = keyOfSlug(slug);
  const share = key
    ? await db.selectFrom('shares').selectAll().where('link_key', '=', key).executeTakeFirst()
    : undefined;
  if (!share) throw notFound(SHARE_MESSAGES.unknownLink);
  return share;
}

/** The view of a link that cannot open (expired, revoked, a password needed or wrong). */
export function closedView(share: ShareRow, errorMessage: string, passwordRequired = false): SharedView {
  return {
    title: share.title,
    errorMessage,
    searchResult: { ids: [] },
    allowedToDownloadImages: false,
    allowedToRepresentSlideshow: false,
    allowedToShowInfo: false,
    showInfoPanelOnFirstLoad: false,
    passwordRequired,
  };
}

/**
 * Opens a link for a visitor: a session of the link (its token, for the cookie; only its hash is
 * kept), the view (the link's files the visitor sees, in the order shared, and the flags), the view
 * counted.
 */
export async function openSharedView(
  db: Db,
  share: ShareRow,
  now: Date,
): Promise<{ token: string; view: SharedView }> {
  const token = randomBytes(32).toString('base64url');
  const sessionEnd = Math.min(
    now.getTime() + SESSION_TTL_MS,
    share.expires_at === null ? Number.POSITIVE_INFINITY : Date.parse(share.expires_at),
  );
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: share.owner_id,
      created_at: now.toISOString(),
      expires_at: new Date(sessionEnd).toISOString(),
      share_id: share.id,
    })
    .execute();
  await db
    .updateTable('shares')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', share.id)
    .execute();
  const visitor = await sharedVisitorPrincipal(db, share, hashToken(token));
  return { token, view: await visitorView(db, visitor, share, now) };
}

/** What a visitor of a live link sees. */
export async function visitorView(
  db: Db,
  visitor: Principal,
  share: ShareRow,
  now: Date,
): Promise<SharedView> {
  const ids = await shareFileIds(db, share.id);
  const visible = await visibleFiles(db, visitor, now, ids);
  return {
    title: share.title,
    errorMessage: null,
    searchResult: { ids: visible.map((file) => file.id) },
    allowedToDownloadImages: share.allow_download === 1,
    allowedToRepresentSlideshow: share.allow_slideshow === 1,
    allowedToShowInfo: share.allow_info === 1,
    showInfoPanelOnFirstLoad: share.info_on_first_load === 1,
    passwordRequired: false,
  };
}

/** Counts a download through a link (an original from Download.aspx, a public export). */
export async function countShareDownload(db: Db, shareId: number): Promise<void> {
  await db
    .updateTable('shares')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', '=', shareId)
    .execute();
}
