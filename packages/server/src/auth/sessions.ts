// Sessions: a random token in an HttpOnly cookie (SameSite=Lax, or SameSite=None; Secure; Partitioned
// for hosts on another site); the database keeps only its SHA-256, so a leaked database does not leak
// live sessions. Expiry slides: a session used in the second half of its life is renewed, but never
// past SESSION_MAX_AGE_MS after it started (docs/decisions.md "Sign-in that holds"): then the user
// signs in again. A password change, a password reset and "sign out everywhere" end a user's
// sessions (endSessionsOf).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { liveSharedVisitor } from '../shares/access';
import { ANONYMOUS, type Grant, type Principal } from './permissions';

/** The cookie's name (openapi.yml securitySchemes.session). */
export const SESSION_COOKIE = 'vitrine_session';
/** How long an unused session lives. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** How long a session lives at most, however often it is used (docs/decisions.md). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie settings of the server that decide the session cookie's attributes. */
export interface SessionCookieSettings {
  secureCookies: boolean;
  crossSiteCookies: boolean;
}

/**
 * The session cookie's attributes, the same when it is set and when it is cleared (a browser matches
 * a clearing Set-Cookie to the stored cookie by name, path and, for a partitioned one, Partitioned).
 * Cross-site mode (a host on another registrable domain calls the server with `credentials:
 * 'include'`): SameSite=None, or the browser keeps the cookie off those calls; Secure, which
 * SameSite=None requires; Partitioned (CHIPS), so browsers that block third-party cookies keep it
 * per host site instead of dropping it.
 */
export function sessionCookieOptions(settings: SessionCookieSettings) {
  const crossSite = settings.crossSiteCookies;
  return {
    httpOnly: true,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
    path: '/',
    secure: crossSite || settings.secureCookies,
    ...(crossSite ? { partitioned: true } : {}),
  };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user; answers the cookie token (shown once, never stored). */
export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      share_id: null,
    })
    .execute();
  return token;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * Ends every session of a user, but `except` (a session id, `Principal.sessionId`: the one that
 * asked, e.g. a password change keeps its own). Their cookies then answer 401 "Your session has
 * ended" on the next call. For a password change or reset, disabling a user, "sign out everywhere".
 * Answers how many sessions ended.
 */
export async function endSessionsOf(
  db: Kysely<Database>,
  userId: number,
  options: { except?: string | null } = {},
): Promise<number> {
  // A user's own sessions: the sessions of visitors of their share links (which carry the owner's
  // id, shares/service.ts) are the links' to end (revoking, a new password, a disabled owner).
  let query = db.deleteFrom('sessions').where('user_id', '=', userId).where('share_id', 'is', null);
  if (options.except) query = query.where('id', '!=', options.except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When a session started at `createdAt` ends at the latest (the absolute cap). */
export function sessionDeadline(createdAt: string): number {
  return Date.parse(createdAt) + SESSION_MAX_AGE_MS;
}

/** The grants of a user: each role assignment with the path of the folder or set it is on. */
export async function loadGrants(db: Kysely<Database>, userId: number): Promise<Grant[]> {
  const rows = await db
    .selectFrom('role_assignments as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .leftJoin('folders as f', 'f.id', 'a.folder_id')
    .leftJoin('sets as s', 's.id', 'a.set_id')
    .select([
      'r.permissions',
      'a.folder_id',
      'f.path as folderPath',
      'a.set_id',
      's.path as setPath',
      'a.group_id',
    ])
    .where('a.user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    permissions: new Set(JSON.parse(row.permissions) as string[]),
    folderPath: row.folder_id === null ? null : (row.folderPath ?? '/-/'),
    setPath: row.set_id === null ? null : (row.setPath ?? '/-/'),
    groupId: row.group_id,
  }));
}

async function principalForUser(
  db: Kysely<Database>,
  user: { id: number; user_name: string; email: string | null; is_super_admin: number; is_guest: number },
  sessionId: string | null,
): Promise<Principal> {
  return {
    kind: user.is_guest ? 'guest' : 'user',
    userId: user.id,
    userName: user.user_name,
    email: user.email,
    isSuperAdmin: user.is_super_admin === 1,
    isGuestAccess: user.is_guest === 1,
    isShared: false,
    grants: await loadGrants(db, user.id),
    sessionId,
  };
}

/** The guest principal (the users row with is_guest), or anonymous when there is none. */
export async function guestPrincipal(db: Kysely<Database>): Promise<Principal> {
  const guest = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'is_super_admin', 'is_guest'])
    .where('is_guest', '=', 1)
    .executeTakeFirst();
  return guest ? principalForUser(db, guest, null) : ANONYMOUS;
}

/** Who a request is, and whether it carried a session cookie that no longer names a live session. */
export interface SessionLookup {
  principal: Principal;
  /**
   * True when the request sent a session cookie whose session is unknown or past its expiry (signed
   * out elsewhere, expired, the library reset). Issue 5: such a request answers 401 and clears the
   * cookie rather than quietly becoming the guest, so the app can say the session ended.
   */
  stale: boolean;
}

/**
 * Who a request is: the user of a live session, else the guest when guest access is on, else
 * anonymous. A session past its expiry is deleted; `stale` tells the caller a dead cookie was sent.
 */
export async function lookUpSession(
  db: Kysely<Database>,
  token: string | undefined,
  options: { guestAccessEnabled: boolean; now?: Date },
): Promise<SessionLookup> {
  const now = options.now ?? new Date();
  if (token) {
    const sessionId = hashToken(token);
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.expires_at',
        's.created_at',
        's.share_id',
        'u.id',
        'u.user_name',
        'u.email',
        'u.is_super_admin',
        'u.is_guest',
      ])
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
    const deadline = row ? sessionDeadline(row.created_at) : 0;
    if (row && row.share_id !== null) {
      // A shared-link visitor's session (shares/sessions.ts): the visitor while the link lives and
      // the session has not run out; never the link owner whose id the row carries.
      const visitor =
        row.expires_at > now.toISOString() ? await liveSharedVisitor(db, row.share_id, sessionId, now) : null;
      if (visitor) return { principal: visitor, stale: false };
      await deleteSession(db, sessionId);
      const principal = options.guestAccessEnabled ? await guestPrincipal(db) : ANONYMOUS;
      return { principal, stale: true };
    }
    if (row && row.expires_at > now.toISOString() && now.getTime() < deadline) {
      const remaining = Date.parse(row.expires_at) - now.getTime();
      const renewed = Math.min(now.getTime() + SESSION_TTL_MS, deadline);
      if (remaining < SESSION_TTL_MS / 2 && renewed > Date.parse(row.expires_at)) {
        await db
          .updateTable('sessions')
          .set({ expires_at: new Date(renewed).toISOString() })
          .where('id', '=', sessionId)
          .execute();
      }
      return { principal: await principalForUser(db, row, sessionId), stale: false };
    }
    if (row) await deleteSession(db, sessionId);
  }
  const principal = options.guestAccessEnabled ? await guestPrincipal(db) : ANONYMOUS;
  return { principal, stale: Boolean(token) };
}

/** {@link lookUpSession}'s principal alone (a dead cookie counts as none). */
export async function resolvePrincipal(
  db: Kysely<Database>,
  token: string | undefined,
  options: { guestAccessEnabled: boolean; now?: Date },
): Promise<Principal> {
  return (await lookUpSession(db, token, options)).principal;
}
