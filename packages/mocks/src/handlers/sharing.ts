// sharing: share links, the shared-link page, and the users files are shared with (spec 000 §4, §5,
// §7 "Sharing"; spec 001 §6).
import {
  composeShareLinkSlug,
  SHARE_EXPIRY_DEFAULT_HOURS,
  SHARE_LINK_KEY_ALPHABET,
  SHARE_LINK_KEY_LENGTH,
  shareLinkKeyOf,
} from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import type { ShareRecord } from '../db/types';
import { hasPermission } from '../users';
import { knownUsersInMocks } from './admin';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';

/** The shared page's message for an expired link (spec 000 §8 shows the server errorMessage). */
export const SHARE_EXPIRED_MESSAGE = 'This shared link has expired.';
export const SHARE_REVOKED_MESSAGE = 'This shared link has been revoked.';
export const SHARE_REVOKED_CANNOT_CHANGE = 'This shared link was revoked and cannot be changed.';
export const SHARE_PASSWORD_REQUIRED = 'This shared link is protected by a password.';
export const SHARE_PASSWORD_WRONG = 'The password is not correct.';

/**
 * A link's key, as the server's (a friendly slug is only a prefix of it: @vitrine/core
 * composeShareLinkSlug), but repeatable: drawn from the mock library's token counter, not a random
 * source.
 */
function mockLinkKey(db: MockDb): string {
  let state = 2166136261;
  for (const char of db.nextToken('share')) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  let key = '';
  for (let i = 0; i < SHARE_LINK_KEY_LENGTH; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    key += SHARE_LINK_KEY_ALPHABET[(state >>> 16) % SHARE_LINK_KEY_ALPHABET.length];
  }
  return key;
}

/** The link an address names, by its key (the server's rule); undefined for an unknown one. */
export function shareByAddress(db: MockDb, address: string): ShareRecord | undefined {
  const key = shareLinkKeyOf(address);
  return key === null ? undefined : db.shares.find((s) => shareLinkKeyOf(s.urlSlug) === key);
}

export function sharingHandlers(ctx: MockContext): HttpHandler[] {
  const toState = (share: ShareRecord) => {
    const db = ctx.db();
    const user = ctx.user();
    const images = share.imagesIds.flatMap((id) => {
      const image = db.image(id);
      return image ? [image] : [];
    });
    return {
      id: share.id,
      urlSlug: share.urlSlug,
      allowedToShare: images.filter((i) => canOnImage(db, user, 'share', i)).map((i) => i.id),
      notAllowedToShare: images.filter((i) => !canOnImage(db, user, 'share', i)).map((i) => i.id),
      notAllowedToDownload: images.filter((i) => !canOnImage(db, user, 'download', i)).map((i) => i.id),
      allowedToDownloadImages: share.allowedToDownloadImages,
      allowedToRepresentSlideshow: share.allowedToRepresentSlideshow,
      allowedToShowInfo: share.allowedToShowInfo,
      showInfoPanelOnFirstLoad: share.showInfoPanelOnFirstLoad,
      title: share.title,
      makeUrlFriendly: share.makeUrlFriendly,
      newUrlSlug: null,
      expirationDatetime: share.expirationDatetime,
      expirationDatetimeUTC: share.expirationDatetime,
      imagesIds: [...share.imagesIds],
      hasPassword: Boolean(share.password),
      isRevoked: share.revoked ?? false,
      createdAt: share.createdAt ?? db.now().toISOString(),
      viewCount: share.viewCount ?? 0,
      downloadCount: share.downloadCount ?? 0,
    };
  };
  const closed = (share: ShareRecord, errorMessage: string, passwordRequired = false) => ({
    title: share.title,
    errorMessage,
    searchResult: { ids: [] },
    allowedToDownloadImages: false,
    allowedToRepresentSlideshow: false,
    allowedToShowInfo: false,
    showInfoPanelOnFirstLoad: false,
    passwordRequired,
  });
  /** The server's rule: the owner (or a super admin) manages a link; anyone else gets 404. */
  const owned = (id: number) => {
    const user = ctx.user();
    const share = ctx.db().shares.find((s) => s.id === id);
    return share && (share.createdBy === user.userId || user.isSuperAdmin) && !user.isShared
      ? share
      : undefined;
  };

  return [
    // spec 000 §6: share.link enables sharing.
    http.post('/api/share', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const body = await request.json();
      if (!hasPermission(user, 'share.link') && !hasPermission(user, 'share'))
        return response.untyped(forbidden());
      if (body.imageIds.length === 0 || body.imageIds.some((id) => !db.image(id)))
        return response.untyped(badRequest());
      const id = db.nextId('share');
      const share: ShareRecord = {
        id,
        urlSlug: mockLinkKey(db),
        title: body.title ?? '',
        imagesIds: [...body.imageIds],
        allowedToDownloadImages: true,
        allowedToRepresentSlideshow: true,
        allowedToShowInfo: true,
        showInfoPanelOnFirstLoad: false,
        makeUrlFriendly: false,
        // spec 000 §5: default expiry +168 hours.
        expirationDatetime: new Date(
          db.now().getTime() + SHARE_EXPIRY_DEFAULT_HOURS * 3_600_000,
        ).toISOString(),
        createdBy: user.userId,
        createdAt: db.now().toISOString(),
      };
      db.shares.push(share);
      return response(200).json(toState(share));
    }),
    http.patch('/api/sharing/{stateId}', async ({ params, request, response }) => {
      const db = ctx.db();
      const share = owned(toId(params.stateId));
      if (!share) return response.untyped(notFound());
      if (!hasPermission(ctx.user(), 'share.link') && !hasPermission(ctx.user(), 'share'))
        return response.untyped(forbidden());
      const body = await request.json();
      if (share.revoked) return response.untyped(badRequest(SHARE_REVOKED_CANNOT_CHANGE));
      if (body.password !== undefined) share.password = body.password || null;
      const title = body.title ?? share.title;
      const key = shareLinkKeyOf(share.urlSlug) ?? share.urlSlug;
      // spec 000 §4, §5: a title-based slug only when the title has at least 4 characters; always
      // in front of the link's key (the server's rule).
      const friendly = body.makeUrlFriendly ?? share.makeUrlFriendly;
      const slug =
        body.newUrlSlug?.trim() || friendly
          ? composeShareLinkSlug(key, { title, proposed: body.newUrlSlug ?? null })
          : key;
      const expiry = body.expirationDatetimeUTC ?? body.expirationDatetime;
      if (expiry && Date.parse(expiry) < db.now().getTime()) {
        return response.untyped(badRequest('The expiry date cannot be in the past.'));
      }
      Object.assign(share, {
        title,
        urlSlug: slug,
        makeUrlFriendly: body.makeUrlFriendly ?? share.makeUrlFriendly,
        allowedToDownloadImages: body.allowedToDownloadImages ?? share.allowedToDownloadImages,
        allowedToRepresentSlideshow: body.allowedToRepresentSlideshow ?? share.allowedToRepresentSlideshow,
        allowedToShowInfo: body.allowedToShowInfo ?? share.allowedToShowInfo,
        showInfoPanelOnFirstLoad: body.showInfoPanelOnFirstLoad ?? share.showInfoPanelOnFirstLoad,
        expirationDatetime: expiry === undefined ? share.expirationDatetime : expiry,
        imagesIds: body.imagesIds ?? share.imagesIds,
      });
      return response(200).json(toState(share));
    }),
    // Opening a link signs the visitor in as a shared-link visitor with the link's flags.
    http.post('/api/sharing/view', async ({ request, response }) => {
      const db = ctx.db();
      const { restoreHash, password } = await request.json();
      const share = shareByAddress(db, restoreHash);
      if (!share) return response.untyped(notFound());
      if (share.revoked) return response(200).json(closed(share, SHARE_REVOKED_MESSAGE));
      const already = ctx.user().isShared && db.activeShareId === share.id;
      if (share.password && !already) {
        if (!password) return response(200).json(closed(share, SHARE_PASSWORD_REQUIRED, true));
        if (password !== share.password) return response(200).json(closed(share, SHARE_PASSWORD_WRONG, true));
      }
      const flags = {
        allowedToDownloadImages: share.allowedToDownloadImages,
        allowedToRepresentSlideshow: share.allowedToRepresentSlideshow,
        allowedToShowInfo: share.allowedToShowInfo,
        showInfoPanelOnFirstLoad: share.showInfoPanelOnFirstLoad,
      };
      if (share.expirationDatetime && Date.parse(share.expirationDatetime) <= db.now().getTime()) {
        return response(200).json({
          title: share.title,
          errorMessage: SHARE_EXPIRED_MESSAGE,
          searchResult: { ids: [] },
          ...flags,
        });
      }
      db.activeShareId = share.id;
      share.viewCount = (share.viewCount ?? 0) + 1;
      ctx.setUser('sharedVisitor', flags);
      return response(200).json({
        title: share.title,
        errorMessage: null,
        searchResult: { ids: [...share.imagesIds] },
        ...flags,
      });
    }),
    // "My shares" (issue 20): the user's links, newest first.
    http.get('/api/sharing/mine', ({ response }) => {
      const user = ctx.user();
      if (user.isGuestAccess || user.isShared) return response.untyped(forbidden());
      const mine = ctx
        .db()
        .shares.filter((s) => s.createdBy === user.userId)
        .reverse();
      return response(200).json({ shares: mine.map(toState) });
    }),
    http.delete('/api/sharing/{stateId}', ({ params, response }) => {
      const user = ctx.user();
      if (user.isGuestAccess || user.isShared) return response.untyped(forbidden());
      const share = owned(toId(params.stateId));
      if (!share) return response.untyped(notFound());
      // Its visitor sees nothing from now on (handlers/query.ts visibleImages), as on the server.
      share.revoked = true;
      return response(204).empty();
    }),
    // POST /api/users/create: handlers/people.ts (share with people, issue 20).
    http.get('/api/users', ({ response }) => {
      const user = ctx.user();
      if (user.isGuestAccess || user.isShared) return response.untyped(forbidden());
      // What a user may know of the others, as the server answers (handlers/users.ts).
      return response(200).json({ users: knownUsersInMocks(ctx.db(), user) });
    }),
  ];
}
