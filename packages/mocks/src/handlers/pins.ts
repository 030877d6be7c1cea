// pins: the quick-access list (spec 000 §3 pinned items, §4: pin adds to the front, unpin removes).
import { validateLogicalViewPin, validatePinCount } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { PinnedItems } from '../db/types';
import { badRequest, forbidden, http, type MockContext, notFound } from './context';
import { toFolder, toSet } from './serialize';

function toggle<T>(list: T[], value: T, pin: boolean): T[] {
  const without = list.filter((v) => v !== value);
  return pin ? [value, ...without] : without;
}

/** The decided limit on pinned items (MAX_PINNED_ITEMS), as the server: only a new item counts. */
function refusedPin(pinned: PinnedItems, already: boolean, pin: boolean): string | null {
  if (!pin || already) return null;
  const count = validatePinCount(
    pinned.folders.length + pinned.sets.length + pinned.logicalViewStrings.length,
  );
  return count.ok ? null : count.message;
}

export function pinHandlers(ctx: MockContext): HttpHandler[] {
  // Guests and shared-link visitors have no quick-access list of their own.
  const mayPin = () => !ctx.user().isGuestAccess && !ctx.user().isShared;
  return [
    http.get('/api/pinneditems', ({ response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const pinned = db.pinnedFor(user.userId);
      return response(200).json({
        folders: pinned.folders.flatMap((id) => {
          const f = db.folder(id);
          return f ? [toFolder(db, user, f)] : [];
        }),
        sets: pinned.sets.flatMap((id) => {
          const s = db.set(id);
          return s ? [toSet(db, user, s)] : [];
        }),
        logicalViewStrings: [...pinned.logicalViewStrings],
      });
    }),
    http.post('/api/pinneditems/folder', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (!db.folder(body.folderId)) return response.untyped(notFound());
      if (!mayPin()) return response.untyped(forbidden());
      const pinned = db.pinnedFor(ctx.user().userId);
      const refused = refusedPin(pinned, pinned.folders.includes(body.folderId), body.value);
      if (refused) return response.untyped(badRequest(refused));
      pinned.folders = toggle(pinned.folders, body.folderId, body.value);
      return response(204).empty();
    }),
    http.post('/api/pinneditems/set', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (!db.set(body.setId)) return response.untyped(notFound());
      if (!mayPin()) return response.untyped(forbidden());
      const pinned = db.pinnedFor(ctx.user().userId);
      const refused = refusedPin(pinned, pinned.sets.includes(body.setId), body.value);
      if (refused) return response.untyped(badRequest(refused));
      pinned.sets = toggle(pinned.sets, body.setId, body.value);
      return response(204).empty();
    }),
    http.post('/api/pinneditems/logicalview', async ({ request, response }) => {
      const body = await request.json();
      if (!mayPin()) return response.untyped(forbidden());
      const length = validateLogicalViewPin(body.logicalViewString);
      if (body.value && !length.ok) return response.untyped(badRequest(length.message));
      const pinned = ctx.db().pinnedFor(ctx.user().userId);
      const already = pinned.logicalViewStrings.includes(body.logicalViewString);
      const refused = refusedPin(pinned, already, body.value);
      if (refused) return response.untyped(badRequest(refused));
      pinned.logicalViewStrings = toggle(pinned.logicalViewStrings, body.logicalViewString, body.value);
      return response(204).empty();
    }),
  ];
}
