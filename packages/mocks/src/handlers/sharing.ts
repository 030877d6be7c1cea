// sharing: share links, the shared-link page, and the users files are shared with (spec 000 §4, §5,
// §7 "Sharing"; spec 001 §6).
import { makeShareSlug, SHARE_EXPIRY_DEFAULT_HOURS, SLUG_MAX_LENGTH } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { ShareRecord } from '../db/types';
import { hasPermission } from '../users';
import { knownUsersInMocks } from './admin';
import { badRequest, canOnImage, forbidden, http, type MockContext, notFound, toId } from './context';

/** The shared page's message for an expired link (spec 000 §8 shows the server errorMessage). */
export const SHARE_EXPIRED_MESSAGE = 'This shared link has expired.';
export const SLUG_TAKEN_MESSAGE = 'This link address is already in use.';
export const SHARE_REVOKED_MESSAGE = 'This shared link has been revoked.';
export const SHARE_REVOKED_CANNOT_CHANGE = 'This shared link was revoked and cannot be changed.';
export const SHARE_PASSWORD_REQUIRED = 'This shared link is protected by a password.';
export const SHARE_PASSWORD_WRONG = 'The password is not correct.';

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
      if (!hasPermission(user, 'share.link')) return response.untyped(forbidden());
      if (body.imageIds.length === 0 || body.imageIds.some((id) => !db.image(id)))
        return response.untyped(badRequest());
      const id = db.nextId('share');
      const share: ShareRecord = {
        id,
        urlSlug: db.nextToken('share'),
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
      if (!hasPermission(ctx.user(), 'share.link')) return response.untyped(forbidden());
      const body = await request.json();
      if (share.revoked) return response.untyped(badRequest(SHARE_REVOKED_CANNOT_CHANGE));
      if (body.password !== undefined) share.password = body.password || null;
      const title = body.title ?? share.title;
      let slug = share.urlSlug;
      if (body.newUrlSlug) {
        slug = makeShareSlug(body.newUrlSlug) ?? slug;
      } else if (body.makeUrlFriendly) {
        // spec 000 §4, §5: a title-based slug only when the title has at least 4 characters.
        slug = makeShareSlug(title) ?? slug;
      }
      slug = slug.slice(0, SLUG_MAX_LENGTH);
      if (db.shares.some((s) => s.id !== share.id && s.urlSlug === slug)) {
        return response.untyped(badRequest(SLUG_TAKEN_MESSAGE));
      }
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
      const share = db.shares.find((s) => s.urlSlug === restoreHash.toLowerCase());
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
      share.revoked = true;
      const db = ctx.db();
      // Its visitors' sessions end (the server's rule).
      if (user.isShared && db.activeShareId === share.id) db.activeShareId = null;
      return response(204).empty();
    }),
    http.post('/api/users/create', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (!hasPermission(ctx.user(), 'share')) return response.untyped(forbidden());
      if (!db.folder(body.folderId)) return response.untyped(notFound());
      // spec 000 §5: the sharing user must carry an e-mail.
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email))
        return response.untyped(badRequest('Invalid e-mail address.'));
      const user = {
        id: db.nextId('user'),
        logicalId: body.logicalId || body.email,
        email: body.email,
        folderId: body.folderId,
      };
      db.users.push(user);
      return response(200).json(user);
    }),
    http.get('/api/users', ({ response }) => {
      const user = ctx.user();
      if (user.isGuestAccess || user.isShared) return response.untyped(forbidden());
      // What a user may know of the others, as the server answers (handlers/users.ts).
      return response(200).json({ users: knownUsersInMocks(ctx.db(), user) });
    }),
  ];
}
