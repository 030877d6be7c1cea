// sharing (share links; spec 000 §7 "Sharing", spec 001 §6, §7 public export; issue 20): create,
// change, list ("My shares") and revoke links; open one as a visitor (a session of the link in the
// session cookie: docs/decisions.md "Share links"); the public export. The rules are in src/shares.
import { SESSION_COOKIE, SESSION_TTL_MS, sessionCookieOptions } from '../auth/sessions';
import { exportStoreOf } from '../export';
import type { HandlerTable } from '../http/context';
import { contentDisposition, sendFile } from '../images/download';
import { linkState, sharedVisitorPrincipal } from '../shares/access';
import { openPublicExport, preparePublicExport } from '../shares/public-export';
import {
  closedView,
  createShare,
  listShares,
  openSharedView,
  revokeShare,
  SHARE_MESSAGES,
  shareBySlug,
  toSharingState,
  updateShare,
  visitorView,
} from '../shares/service';
import { checkPassword } from './session';

export const shareHandlers: HandlerTable = {
  async createShare({ app, db, principal, body }) {
    const share = await createShare(db, principal, app.now(), body);
    return toSharingState(db, principal, app.now(), share);
  },

  async updateShare({ app, db, principal, params, body }) {
    const share = await updateShare(db, principal, app.now(), app.options.scryptCost, params.stateId, body);
    return toSharingState(db, principal, app.now(), share);
  },

  async listMyShares({ app, db, principal }) {
    const shares = await listShares(db, principal);
    return {
      shares: await Promise.all(shares.map((share) => toSharingState(db, principal, app.now(), share))),
    };
  },

  async revokeShare({ app, db, principal, params }) {
    await revokeShare(db, principal, app.now(), params.stateId);
    return undefined;
  },

  async getSharedView({ app, db, principal, body, request, reply }) {
    const now = app.now();
    const share = await shareBySlug(db, body.restoreHash);
    const state = await linkState(db, share, now);
    // spec 000 §8: the shared page shows the server's errorMessage (an expired or revoked link says so).
    if (state !== 'live') return closedView(share, SHARE_MESSAGES[state]);
    // Already this link's visitor (a reload): the same session, no password asked again.
    if (principal.share?.shareId === share.id) {
      const visitor = await sharedVisitorPrincipal(db, share, principal.sessionId);
      return visitorView(db, visitor, share, now);
    }
    if (share.password_hash !== null) {
      if (body.password === undefined || body.password === '')
        return closedView(share, SHARE_MESSAGES.passwordRequired, true);
      // Throttled like a sign-in (auth/sign-in-limits.ts): per link and per client address, 429 held.
      const ok = await checkPassword(
        app.signInGuard,
        { userName: `shared-link:${share.id}`, address: request.ip },
        now,
        reply,
        body.password,
        async () => share.password_hash,
      );
      if (!ok) return closedView(share, SHARE_MESSAGES.passwordWrong, true);
    }
    // The visitor's session replaces whatever session the browser had (a visitor's earlier link's
    // ends; a user's stays in the database, signed in again on sign-in).
    if (principal.share && principal.sessionId)
      await db.deleteFrom('sessions').where('id', '=', principal.sessionId).execute();
    const { token, view } = await openSharedView(db, share, now);
    reply.setCookie(SESSION_COOKIE, token, {
      ...sessionCookieOptions(app.options),
      maxAge: SESSION_TTL_MS / 1000,
    });
    return view;
  },

  async exportPublic({ app, db, principal, body }) {
    const token = await preparePublicExport(db, exportStoreOf(db), principal, app.now(), body);
    return { id: token };
  },

  async downloadPublicExport({ app, db, params, reply, request }) {
    const file = await openPublicExport(
      db,
      app.blobs,
      exportStoreOf(db),
      app.now(),
      params.token,
      request.log,
    );
    await sendFile(reply, file.body, {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition('attachment', file.fileName),
      'Cache-Control': 'private, no-store',
      ...(file.size === undefined ? {} : { 'Content-Length': file.size }),
    });
    return undefined as never;
  },
};
