// sets: virtual sets, subsets and set groups (collections) (spec 000 §7 "Sets", spec 001 §7). Name
// rules from @vitrine/core (spec 000 §5); permissions through the one permission function, on the
// set (inherited from parent sets and the collection) or on the top of the set tree.
import { validateRenameId, validateSetName } from '@vitrine/core';
import type { Kysely } from 'kysely';
import { can, canSee, type PermissionTarget, type Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFoundItem } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { visibleFiles } from '../images/access';
import { pathIds } from '../library/folders';
import {
  deleteSetTree,
  groupTarget,
  insertSet,
  loadSetTree,
  relocateSet,
  SET_ROOT_TARGET,
  serializeGroup,
  serializeSet,
  setTarget,
  visibleGroup,
  visibleSet,
} from '../library/sets';

type Db = Kysely<Database>;

/** spec 000 §5: a rename of a non-numeric id is refused with 'Not valid {type} to rename'. */
function refuseRenameId(id: unknown, type: 'set' | 'collection'): void {
  const checked = validateRenameId(id, type);
  if (!checked.ok) throw badRequest(checked.message);
}

function checkNameField(body: unknown): void {
  const name = (body as { Name?: unknown } | undefined)?.Name;
  if (typeof name !== 'string') return;
  const validation = validateSetName(name);
  if (!validation.ok) throw badRequest(validation.message);
}

function requirePermission(
  principal: Principal,
  permission: string,
  target: PermissionTarget,
  what: string,
): void {
  if (!can(principal, permission, target)) throw forbidden(`You are not allowed to ${what}.`);
}

/** spec 000 §3 canBeStandalone: a set made in a collection stays in one (attaching elsewhere is fine). */
function refuseStandalone(set: { can_be_standalone: number; name: string }): void {
  if (set.can_be_standalone === 0) {
    throw badRequest(`The set ${set.name} cannot be standalone: it can only move to another collection.`);
  }
}

/**
 * The files among `ids` the principal may see (images/access.ts: a grant on the file's own folder or
 * on a set holding it, the rule every image route uses); 404 for the first that does not exist or
 * cannot be seen, alike. A folder seen only on the way down to a grant shows no files (issue 13):
 * only files he sees can be put in a set, so a set never hands on a file its editor could not see.
 */
async function visibleFileIds(ctx: { db: Db; principal: Principal; app: { now(): Date } }, ids: number[]) {
  const seen = new Set((await visibleFiles(ctx.db, ctx.principal, ctx.app.now(), ids)).map((f) => f.id));
  const missing = ids.find((id) => !seen.has(id));
  if (missing !== undefined) throw notFoundItem('Image', missing);
  return ids;
}

export const setHandlers: HandlerTable = {
  async getSets({ db, principal }) {
    const tree = await loadSetTree(db, principal);
    const groups = (await db.selectFrom('set_groups').selectAll().orderBy('id').execute()).filter(
      (g) =>
        canSee(principal, groupTarget(g.id)) ||
        (tree.children.get(null) ?? []).some((s) => s.group_id === g.id),
    );
    const standalone = (tree.children.get(null) ?? []).filter((s) => s.group_id === null);
    return {
      sets: [
        ...groups.map((g) => serializeGroup(tree, principal, g)),
        ...standalone.map((s) => serializeSet(tree, principal, s)),
      ],
    };
  },

  async getSubsets({ db, principal, params }) {
    const set = await visibleSet(db, principal, params.id);
    const tree = await loadSetTree(db, principal);
    return { sets: (tree.children.get(set.id) ?? []).map((s) => serializeSet(tree, principal, s)) };
  },

  async getSetParentsIds({ db, principal, params }) {
    const set = await visibleSet(db, principal, params.id);
    return { parentSetsIds: pathIds(set.path).slice(0, -1) };
  },

  createSet: {
    preValidate: ({ body }) => checkNameField(body),
    async handle({ app, db, principal, body }) {
      const parent =
        body.ParentId === null || body.ParentId === undefined
          ? null
          : await visibleSet(db, principal, body.ParentId);
      requirePermission(principal, 'add', parent ? setTarget(parent) : SET_ROOT_TARGET, 'create a set here');
      const set = await insertSet(db, {
        name: body.Name.trim(),
        parent,
        groupId: parent?.group_id ?? null,
        canBeStandalone: true,
        now: app.now(),
      });
      return serializeSet(await loadSetTree(db, principal), principal, set);
    },
  },

  createSetInGroup: {
    preValidate: ({ body }) => checkNameField(body),
    async handle({ app, db, principal, body }) {
      if (body.ParentId === null || body.ParentId === undefined)
        throw badRequest('Invalid body: ParentId (the collection) is required.');
      const group = await visibleGroup(db, principal, body.ParentId);
      requirePermission(principal, 'add', groupTarget(group.id), 'create a set in this collection');
      const set = await insertSet(db, {
        name: body.Name.trim(),
        parent: null,
        groupId: group.id,
        canBeStandalone: false,
        now: app.now(),
      });
      return serializeSet(await loadSetTree(db, principal), principal, set);
    },
  },

  createSetGroup: {
    preValidate: ({ body }) => checkNameField(body),
    async handle({ app, db, principal, body }) {
      requirePermission(principal, 'add', SET_ROOT_TARGET, 'create a collection');
      const group = await db
        .insertInto('set_groups')
        .values({ name: body.Name.trim(), created_at: app.now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return serializeGroup(await loadSetTree(db, principal), principal, group);
    },
  },

  renameSet: {
    // spec 000 §5: 'Not valid set to rename' when the id is not numeric (as a folder's).
    preValidate: ({ params, body }) => {
      refuseRenameId(params.id, 'set');
      checkNameField(body);
    },
    async handle({ db, principal, params, body }) {
      const set = await visibleSet(db, principal, params.id);
      requirePermission(principal, 'edit', setTarget(set), 'rename this set');
      await db.updateTable('sets').set({ name: body.Name.trim() }).where('id', '=', set.id).execute();
      return serializeSet(await loadSetTree(db, principal), principal, { ...set, name: body.Name.trim() });
    },
  },

  renameSetGroup: {
    // spec 000 §5: 'Not valid collection to rename' when the id is not numeric (as a folder's).
    preValidate: ({ params, body }) => {
      refuseRenameId(params.id, 'collection');
      checkNameField(body);
    },
    async handle({ db, principal, params, body }) {
      const group = await visibleGroup(db, principal, params.id);
      requirePermission(principal, 'edit', groupTarget(group.id), 'rename this collection');
      await db.updateTable('set_groups').set({ name: body.Name.trim() }).where('id', '=', group.id).execute();
      return serializeGroup(await loadSetTree(db, principal), principal, {
        ...group,
        name: body.Name.trim(),
      });
    },
  },

  // spec 000 §4: a set dropped on itself or its own descendant is rejected; moving to the root
  // detaches it (a standalone set, out of its collection too).
  async moveSet({ db, principal, body }) {
    const set = await visibleSet(db, principal, body.Id);
    requirePermission(principal, 'edit', setTarget(set), 'move this set');
    if (body.newParentId === null) {
      refuseStandalone(set);
      await relocateSet(db, set, null, null, true);
      return undefined;
    }
    const parent = await visibleSet(db, principal, body.newParentId);
    if (pathIds(parent.path).includes(set.id))
      throw badRequest('A set cannot be moved into itself or its own subset.');
    requirePermission(principal, 'add', setTarget(parent), 'move a set into this set');
    await relocateSet(db, set, parent, parent.group_id);
    return undefined;
  },

  // Attach to a collection (at its top), or detach (makeStandalone / no group) to a standalone set.
  async changeSetGroup({ db, principal, body }) {
    const set = await visibleSet(db, principal, body.id);
    requirePermission(principal, 'edit', setTarget(set), 'attach or detach this set');
    if (body.makeStandalone || body.newParentId === null || body.newParentId === undefined) {
      refuseStandalone(set);
      await relocateSet(db, set, null, null, true);
      return undefined;
    }
    const group = await visibleGroup(db, principal, body.newParentId);
    requirePermission(principal, 'add', groupTarget(group.id), 'attach a set to this collection');
    await relocateSet(db, set, null, group.id);
    return undefined;
  },

  // Deleting a collection keeps its sets: they become standalone (docs/decisions.md, as the mocks).
  async deleteSetGroup({ db, principal, params }) {
    const group = await visibleGroup(db, principal, params.id);
    requirePermission(principal, 'delete', groupTarget(group.id), 'delete this collection');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sets')
        .set({ group_id: null, can_be_standalone: 1 })
        .where('group_id', '=', group.id)
        .execute();
      await trx.deleteFrom('set_groups').where('id', '=', group.id).execute();
    });
    return undefined;
  },

  async deleteSet({ db, principal, params }) {
    const set = await visibleSet(db, principal, params.id);
    requirePermission(principal, 'delete', setTarget(set), 'delete this set');
    await deleteSetTree(db, set);
    return undefined;
  },

  // spec 000 §6: images.delete is the permission to exclude files from a set.
  async deleteImagesFromSet({ db, principal, params, body }) {
    const set = await visibleSet(db, principal, params.setId);
    requirePermission(principal, 'images.delete', setTarget(set), 'exclude files from this set');
    await db
      .deleteFrom('set_files')
      .where('set_id', '=', set.id)
      .where('file_id', 'in', body.ImageIds)
      .execute();
    return undefined;
  },

  async addImagesToSet({ app, db, principal, params, body }) {
    const set = await visibleSet(db, principal, params.setId);
    requirePermission(principal, 'add', setTarget(set), 'add files to this set');
    const ids = await visibleFileIds({ db, principal, app }, [...new Set(body.ImageIds)]);
    const now = app.now().toISOString();
    await db
      .insertInto('set_files')
      .values(ids.map((file_id) => ({ set_id: set.id, file_id, added_at: now })))
      .onConflict((oc) => oc.columns(['set_id', 'file_id']).doNothing())
      .execute();
    return undefined;
  },

  async getImageSets({ app, db, principal, body }) {
    await visibleFileIds({ db, principal, app }, [body.id]);
    const rows = await db
      .selectFrom('sets')
      .innerJoin('set_files', 'set_files.set_id', 'sets.id')
      .selectAll('sets')
      .where('set_files.file_id', '=', body.id)
      .orderBy('sets.id')
      .execute();
    return rows.filter((s) => canSee(principal, setTarget(s))).map((s) => ({ id: s.id, name: s.name }));
  },
};
