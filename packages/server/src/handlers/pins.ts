// pins: the quick-access list (spec 000 §3; §4 "Pin adds to the front of the pinned list; unpin
// removes"). Per signed-in user; guests and shared-link visitors have none (403 on a pin). Bounded
// (decided, docs/decisions.md "Input limits"): a logical view string's length, the number of items.
import { validateLogicalViewPin, validatePinCount } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import { canSee } from '../auth/permissions';
import type { Database } from '../db/schema';
import { badRequest, forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { foldersByIds, folderTarget, serializeFolders, visibleFolder } from '../library/folders';
import { loadSetTree, serializeSet, visibleSet } from '../library/sets';

type PinColumn = 'folder_id' | 'set_id' | 'logical_view';

function pinOwner(principal: Principal): number {
  if (principal.kind !== 'user' || principal.userId === null || principal.isShared) {
    throw forbidden('Only signed-in users have a quick-access list.');
  }
  return principal.userId;
}

/** Pins (to the front: the newest row is first) or unpins one item. */
async function setPin(
  db: Kysely<Database>,
  userId: number,
  column: PinColumn,
  value: number | string,
  pin: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('pins')
      .where('user_id', '=', userId)
      .where(column, '=', value)
      .executeTakeFirst();
    if (pin && Number(removed.numDeletedRows) === 0) {
      // A new item (one pinned already only moves to the front): at most MAX_PINNED_ITEMS (decided).
      const { n } = await trx
        .selectFrom('pins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const count = validatePinCount(Number(n));
      if (!count.ok) throw badRequest(count.message);
    }
    if (pin) {
      await trx
        .insertInto('pins')
        .values({
          user_id: userId,
          folder_id: column === 'folder_id' ? (value as number) : null,
          set_id: column === 'set_id' ? (value as number) : null,
          logical_view: column === 'logical_view' ? (value as string) : null,
        })
        .execute();
    }
  });
}

export const pinHandlers: HandlerTable = {
  async getPinnedItems({ db, principal }) {
    if (principal.kind !== 'user' || principal.userId === null)
      return { folders: [], sets: [], logicalViewStrings: [] };
    const pins = await db
      .selectFrom('pins')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .orderBy('id', 'desc')
      .execute();
    const folderRows = (
      await foldersByIds(
        db,
        pins.flatMap((p) => (p.folder_id === null ? [] : [p.folder_id])),
      )
    ).filter((f) => canSee(principal, folderTarget(f)));
    const tree = await loadSetTree(db, principal);
    return {
      folders: await serializeFolders(db, principal, folderRows),
      sets: pins.flatMap((p) => {
        const set = p.set_id === null ? undefined : tree.byId.get(p.set_id);
        return set ? [serializeSet(tree, principal, set)] : [];
      }),
      logicalViewStrings: pins.flatMap((p) => (p.logical_view === null ? [] : [p.logical_view])),
    };
  },

  async pinFolder({ db, principal, body }) {
    const folder = await visibleFolder(db, principal, body.folderId);
    await setPin(db, pinOwner(principal), 'folder_id', folder.id, body.value);
    return undefined;
  },

  async pinSet({ db, principal, body }) {
    const set = await visibleSet(db, principal, body.setId);
    await setPin(db, pinOwner(principal), 'set_id', set.id, body.value);
    return undefined;
  },

  async pinLogicalView({ db, principal, body }) {
    const userId = pinOwner(principal);
    const length = validateLogicalViewPin(body.logicalViewString);
    if (body.value && !length.ok) throw badRequest(length.message);
    await setPin(db, userId, 'logical_view', body.logicalViewString, body.value);
    return undefined;
  },
};
