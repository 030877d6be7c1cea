// Virtual sets and set groups (collections) (spec 000 §3): reads with the principal's visibility and
// the wire shapes of openapi.yml `Set` and `SetGroup`, and the changes with their materialised paths.
import type { components } from '@vitrine/api-client';
import { type Kysely, sql } from 'kysely';
import { can, canSee, type PermissionTarget, type Principal } from '../auth/permissions';
import type { Database, SetGroupRow, SetRow } from '../db/schema';
import { notFoundItem } from '../domain/errors';
import { childPath, pathIds, subtreePattern } from './folders';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

export function setTarget(set: Pick<SetRow, 'path' | 'group_id'>): PermissionTarget {
  return { kind: 'set', path: set.path, groupId: set.group_id };
}

/** A set group as a permission target: grants on the group, or everywhere. */
export function groupTarget(groupId: number): PermissionTarget {
  return { kind: 'set', path: '', groupId };
}

/** The top of the set tree: only grants everywhere cover it. */
export const SET_ROOT_TARGET: PermissionTarget = { kind: 'set', path: '', groupId: null };

export async function visibleSet(db: Db, principal: Principal, id: number): Promise<SetRow> {
  const set = await db.selectFrom('sets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!set || !canSee(principal, setTarget(set))) throw notFoundItem('Set', id);
  return set;
}

export async function visibleGroup(db: Db, principal: Principal, id: number): Promise<SetGroupRow> {
  const group = await db.selectFrom('set_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!group || !canSee(principal, groupTarget(group.id))) throw notFoundItem('Collection', id);
  return group;
}

/** Everything needed to serialise sets: all rows (the set tree is small), names and the user's pins. */
export interface SetTree {
  byId: Map<number, SetRow>;
  children: Map<number | null, SetRow[]>;
  pinned: Set<number>;
}

export async function loadSetTree(db: Db, principal: Principal): Promise<SetTree> {
  const rows = (await db.selectFrom('sets').selectAll().orderBy('id').execute()).filter((s) =>
    canSee(principal, setTarget(s)),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number | null, SetRow[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && byId.has(row.parent_id) ? row.parent_id : null;
    if (row.parent_id !== null && parent === null) continue; // under a set this principal cannot see
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const pinned =
    principal.kind === 'user' && principal.userId !== null
      ? new Set(
          (
            await db
              .selectFrom('pins')
              .select('set_id')
              .where('user_id', '=', principal.userId)
              .where('set_id', 'is not', null)
              .execute()
          ).map((p) => p.set_id as number),
        )
      : new Set<number>();
  return { byId, children, pinned };
}

export function serializeSet(
  tree: SetTree,
  principal: Principal,
  set: SetRow,
  withSubsets = true,
): Schemas['Set'] {
  const parents = pathIds(set.path)
    .slice(0, -1)
    .map((id) => tree.byId.get(id)?.name ?? '');
  const target = setTarget(set);
  return {
    id: set.id,
    name: set.name,
    type: 's',
    parentPath: parents.length > 0 ? `/${parents.join('/')}` : '',
    groupId: set.group_id,
    ...(withSubsets
      ? { subsets: (tree.children.get(set.id) ?? []).map((s) => serializeSet(tree, principal, s)) }
      : {}),
    isPinned: tree.pinned.has(set.id),
    canBeStandalone: set.can_be_standalone === 1,
    currentPermissions: {
      editData: can(principal, 'editData', target),
      upload: can(principal, 'add', target),
    },
  };
}

export function serializeGroup(tree: SetTree, principal: Principal, group: SetGroupRow): Schemas['SetGroup'] {
  const top = (tree.children.get(null) ?? []).filter((s) => s.group_id === group.id);
  return {
    id: group.id,
    name: group.name,
    type: 'g',
    sets: top.map((s) => serializeSet(tree, principal, s)),
  };
}

export async function insertSet(
  db: Db,
  values: {
    name: string;
    parent: SetRow | null;
    groupId: number | null;
    canBeStandalone: boolean;
    now: Date;
  },
): Promise<SetRow> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('sets')
      .values({
        name: values.name,
        parent_id: values.parent?.id ?? null,
        group_id: values.groupId,
        path: '/',
        can_be_standalone: values.canBeStandalone ? 1 : 0,
        created_at: values.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('sets')
      .set({ path: childPath(values.parent?.path ?? null, id) })
      .where('id', '=', id)
      .execute();
    return trx.selectFrom('sets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** Re-roots `set` (and its subsets) under `parent` (null: the top), in `groupId`. */
export async function relocateSet(
  db: Db,
  set: SetRow,
  parent: SetRow | null,
  groupId: number | null,
  canBeStandalone?: boolean,
): Promise<void> {
  const oldPrefix = set.path;
  const newPrefix = childPath(parent?.path ?? null, set.id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sets')
      .set({
        parent_id: parent?.id ?? null,
        ...(canBeStandalone === undefined ? {} : { can_be_standalone: canBeStandalone ? 1 : 0 }),
      })
      .where('id', '=', set.id)
      .execute();
    await trx
      .updateTable('sets')
      .set({ path: sql<string>`${newPrefix} || substr(path, ${oldPrefix.length + 1})`, group_id: groupId })
      .where('path', 'like', subtreePattern(oldPrefix))
      .execute();
  });
}

export async function deleteSetTree(db: Db, set: SetRow): Promise<void> {
  await db.deleteFrom('sets').where('path', 'like', subtreePattern(set.path)).execute();
}
