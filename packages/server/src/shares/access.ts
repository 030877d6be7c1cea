// What a shared-link visitor is (spec 001 §6): a principal without a user or grants that sees the
// link's files only, and downloads them only when the link allows it (auth/permissions.ts `can`,
// auth/visibility.ts), built afresh for every request from the link's row, so a revoked or expired
// link, or a flag turned off, holds from the next request on. And the operations a visitor may call
// at all: everything else answers 403 before its handler runs (http/routes.ts).
import type { Kysely } from 'kysely';
import type { Principal, SharedLinkAccess } from '../auth/permissions';
import type { Database, SharesTable } from '../db/schema';

type Db = Kysely<Database>;
type ShareRow = Pick<
  SharesTable,
  'allow_download' | 'allow_slideshow' | 'allow_info' | 'info_on_first_load' | 'updated_at'
> & { id: number };

/** Why a link does not open. */
export type ShareState = 'live' | 'expired' | 'revoked';

/** Whether a link lives at `now` (spec 000 §5 expiry; revoked by its owner). */
export function shareState(share: Pick<SharesTable, 'revoked_at' | 'expires_at'>, now: Date): ShareState {
  if (share.revoked_at !== null) return 'revoked';
  if (share.expires_at !== null && share.expires_at <= now.toISOString()) return 'expired';
  return 'live';
}

/**
 * {@link shareState}, and a link whose owner was disabled (handlers/admin.ts) opens no more, as if
 * revoked (their account no longer shares anything); it opens again when they are enabled.
 */
export async function linkState(
  db: Db,
  share: Pick<SharesTable, 'revoked_at' | 'expires_at' | 'owner_id'>,
  now: Date,
): Promise<ShareState> {
  const state = shareState(share, now);
  if (state !== 'live') return state;
  const owner = await db
    .selectFrom('users')
    .select('is_disabled')
    .where('id', '=', share.owner_id)
    .executeTakeFirst();
  return owner && owner.is_disabled === 0 ? 'live' : 'revoked';
}

/** The link's files in the order shared. */
export async function shareFileIds(db: Db, shareId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('share_files')
    .select('file_id')
    .where('share_id', '=', shareId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.file_id);
}

/** The visitor principal of a link (its row read already). */
export async function sharedVisitorPrincipal(
  db: Db,
  share: ShareRow,
  sessionId: string | null,
): Promise<Principal> {
  const access: SharedLinkAccess = {
    shareId: share.id,
    version: share.updated_at,
    fileIds: new Set(await shareFileIds(db, share.id)),
    allowDownload: share.allow_download === 1,
    allowSlideshow: share.allow_slideshow === 1,
    allowInfo: share.allow_info === 1,
    showInfoPanelOnFirstLoad: share.info_on_first_load === 1,
  };
  return {
    kind: 'guest',
    userId: null,
    userName: 'shared',
    email: null,
    isSuperAdmin: false,
    isGuestAccess: false,
    isShared: true,
    grants: [],
    sessionId,
    share: access,
  };
}

/**
 * The visitor of a session naming `shareId`, or null when the link no longer lives (revoked,
 * expired, gone): the session is then dead (auth/sessions.ts).
 */
export async function liveSharedVisitor(
  db: Db,
  shareId: number,
  sessionId: string,
  now: Date,
): Promise<Principal | null> {
  const share = await db.selectFrom('shares').selectAll().where('id', '=', shareId).executeTakeFirst();
  if (!share || (await linkState(db, share, now)) !== 'live') return null;
  return sharedVisitorPrincipal(db, share, sessionId);
}

/**
 * The operations a shared-link visitor may call (spec 001 §6: the shared view, its files, search
 * inside it, thumbnails and previews, downloads as the link allows, slideshow, the info panel when
 * the link shows it). Anything else (edit, delete, versions, comments, annotation, rotation, settings
 * saving, folders, sets, logical views, pins, upload, reports, administration) is refused before its
 * handler: a list of what is allowed, so an operation added later is refused to visitors until it is
 * put here on purpose.
 */
export const SHARED_VISITOR_OPERATIONS: ReadonlySet<string> = new Set([
  // The session: who am I, leave; sign-in replaces the visitor's session with a user's.
  'getCurrentUser',
  'signIn',
  'signOut',
  // The shared page and what it shows.
  'getSharedView',
  'search',
  'searchCount',
  'downloadFile',
  'getFlashView',
  'getVideoStatus',
  'getVideoDetails',
  'checkPermission',
  'checkImagePermissions',
  'getWebSettings',
  'getWorkflowStatuses',
  'exportPublic',
  'downloadPublicExport',
  // The info panel (allowedToShowInfo, below).
  'getImageDetails',
  'getImagesDetails',
  'getExifDetails',
]);

/** Operations that show the info panel's data: only when the link allows it (allowedToShowInfo). */
const INFO_OPERATIONS: ReadonlySet<string> = new Set([
  'getImageDetails',
  'getImagesDetails',
  'getExifDetails',
]);

/**
 * Whether a shared-link visitor may call `operationId`: the list above, the configuration reads
 * (tag config: what every page reads first), and the info panel's reads only when the link allows it.
 */
export function visitorMayCall(share: SharedLinkAccess, operationId: string, tag: string): boolean {
  if (tag === 'config') return true;
  if (!SHARED_VISITOR_OPERATIONS.has(operationId)) return false;
  return !INFO_OPERATIONS.has(operationId) || share.allowInfo;
}

/** The 403 a visitor gets for anything else. */
export const SHARED_VISITOR_REFUSED = 'A shared link does not allow this.';
