// sets: virtual sets, subsets and set groups (collections) (spec 000 §7 "Sets", spec 001 §7).
import type { components } from '@vitrine/api-client';
import { validateRenameId, validateSetName } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { SetRecord } from '../db/types';
import { hasPermission } from '../users';
import { badRequest, forbidden, http, type MockContext, notFound, toId } from './context';
import { toSet, toSetGroup } from './serialize';

type SetTreeNode = components['schemas']['SetTreeNode'];

/** The 400 message when a set with canBeStandalone false would become standalone (inferred text). */
export const CANNOT_BE_STANDALONE = 'This set cannot be standalone: it stays in a collection.';

export function setHandlers(ctx: MockContext): HttpHandler[] {
  const may = (permission: string) => hasPermission(ctx.user(), permission);

  const createSet = (name: string, parentId: number | null, groupId: number | null): SetRecord => {
    const db = ctx.db();
    const record: SetRecord = {
      id: db.nextId('set'),
      name: name.trim(),
      type: 's',
      parentId,
      groupId,
      canBeStandalone: true,
      imageIds: [],
    };
    db.sets.push(record);
    return record;
  };

  /** A set's subsets belong to its collection: after a move, they follow it. */
  const regroupSubsets = (set: SetRecord) => {
    const db = ctx.db();
    for (const id of db.descendantSetIds(set.id)) {
      const child = db.set(id);
      if (child) child.groupId = set.groupId;
    }
  };

  return [
    // Literal paths first: /api/virtualsets/move/ and /changegroup/ also fit /api/virtualsets/{id}.
    // spec 000 §4 set drag and drop: onto a set moves it under that set (into that set's collection,
    // if any); newParentId null is "moving to root", which detaches it: a standalone top-level set,
    // out of its parent set and its collection. A set that cannot be standalone stays (400).
    http.patch('/api/virtualsets/move/', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const set = db.set(body.Id);
      if (!set) return response.untyped(notFound());
      if (!may('edit')) return response.untyped(forbidden());
      if (body.newParentId !== null) {
        const parent = db.set(body.newParentId);
        if (!parent) return response.untyped(notFound());
        // spec 000 §4: dropping a set onto itself or its own descendant is rejected.
        if (parent.id === set.id || db.descendantSetIds(set.id).includes(parent.id)) {
          return response.untyped(badRequest('A set cannot be moved into itself or its own subset.'));
        }
        set.parentId = parent.id;
        set.groupId = parent.groupId;
      } else {
        if (!set.canBeStandalone) return response.untyped(badRequest(CANNOT_BE_STANDALONE));
        set.parentId = null;
        set.groupId = null;
      }
      regroupSubsets(set);
      return response(204).empty();
    }),
    // spec 000 §4: onto a group attaches the set to it (a top-level set of that collection); detaching
    // (makeStandalone, or no group) makes it a standalone top-level set, refused (400) when its
    // canBeStandalone is false (spec 000 §3).
    http.patch('/api/virtualsets/changegroup/', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      const set = db.set(body.id);
      if (!set) return response.untyped(notFound());
      if (!may('edit')) return response.untyped(forbidden());
      let groupId: number | null;
      if (body.makeStandalone || body.newParentId === null || body.newParentId === undefined) {
        if (!set.canBeStandalone) return response.untyped(badRequest(CANNOT_BE_STANDALONE));
        groupId = null;
      } else {
        if (!db.group(body.newParentId)) return response.untyped(notFound());
        groupId = body.newParentId;
      }
      set.groupId = groupId;
      set.parentId = null;
      regroupSubsets(set);
      return response(204).empty();
    }),
    http.get('/api/virtualsets', ({ response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const nodes: SetTreeNode[] = [
        ...db.setGroups.map((g) => toSetGroup(db, user, g)),
        ...db.sets.filter((s) => s.parentId === null && s.groupId === null).map((s) => toSet(db, user, s)),
      ];
      return response(200).json({ sets: nodes });
    }),
    http.get('/api/virtualsets/{id}/subsets', ({ params, response }) => {
      const db = ctx.db();
      const set = db.set(toId(params.id));
      if (!set) return response.untyped(notFound());
      return response(200).json({ sets: db.subsets(set.id).map((s) => toSet(db, ctx.user(), s)) });
    }),
    http.get('/api/virtualsets/getsetparentsids/{id}', ({ params, response }) => {
      const db = ctx.db();
      const set = db.set(toId(params.id));
      if (!set) return response.untyped(notFound());
      return response(200).json({ parentSetsIds: db.setParentIds(set.id) });
    }),
    http.post('/api/virtualsets/createset', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (!may('add')) return response.untyped(forbidden());
      const validation = validateSetName(body.Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      const parent =
        body.ParentId === null || body.ParentId === undefined ? undefined : db.set(body.ParentId);
      if (body.ParentId !== null && body.ParentId !== undefined && !parent)
        return response.untyped(notFound());
      const record = createSet(body.Name, parent?.id ?? null, parent?.groupId ?? null);
      return response(200).json(toSet(db, ctx.user(), record));
    }),
    http.post('/api/virtualsets/createsetingroup', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (!may('add')) return response.untyped(forbidden());
      const validation = validateSetName(body.Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      const group =
        body.ParentId === null || body.ParentId === undefined ? undefined : db.group(body.ParentId);
      if (!group) return response.untyped(notFound());
      const record = createSet(body.Name, null, group.id);
      record.canBeStandalone = false;
      return response(200).json(toSet(db, ctx.user(), record));
    }),
    http.post('/api/vsgroups/', async ({ request, response }) => {
      const db = ctx.db();
      const body = await request.json();
      if (!may('add')) return response.untyped(forbidden());
      const validation = validateSetName(body.Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      const group = { id: db.nextId('group'), name: body.Name.trim(), type: 'g' as const };
      db.setGroups.push(group);
      return response(200).json(toSetGroup(db, ctx.user(), group));
    }),
    http.patch('/api/virtualsets/{id}', async ({ params, request, response }) => {
      const db = ctx.db();
      // spec 000 §5: a non-numeric id is refused with 'Not valid {type} to rename' (as the server).
      const id = validateRenameId(params.id, 'set');
      if (!id.ok) return response.untyped(badRequest(id.message));
      const set = db.set(id.id);
      if (!set) return response.untyped(notFound());
      if (!may('edit')) return response.untyped(forbidden());
      const { Name } = await request.json();
      const validation = validateSetName(Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      set.name = Name.trim();
      return response(200).json(toSet(db, ctx.user(), set));
    }),
    http.patch('/api/vsgroups/{id}', async ({ params, request, response }) => {
      const db = ctx.db();
      const id = validateRenameId(params.id, 'collection');
      if (!id.ok) return response.untyped(badRequest(id.message));
      const group = db.group(id.id);
      if (!group) return response.untyped(notFound());
      if (!may('edit')) return response.untyped(forbidden());
      const { Name } = await request.json();
      const validation = validateSetName(Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      group.name = Name.trim();
      return response(200).json(toSetGroup(db, ctx.user(), group));
    }),
    // Deleting a group keeps its sets: they become standalone (docs/decisions.md).
    http.delete('/api/vsgroups/{id}/delete', ({ params, response }) => {
      const db = ctx.db();
      const group = db.group(toId(params.id));
      if (!group) return response.untyped(notFound());
      if (!may('delete')) return response.untyped(forbidden());
      db.setGroups = db.setGroups.filter((g) => g.id !== group.id);
      for (const set of db.sets) {
        if (set.groupId === group.id) {
          set.groupId = null;
          set.canBeStandalone = true;
        }
      }
      return response(204).empty();
    }),
    http.delete('/api/virtualsets/{id}/delete', ({ params, response }) => {
      const db = ctx.db();
      const set = db.set(toId(params.id));
      if (!set) return response.untyped(notFound());
      if (!may('delete')) return response.untyped(forbidden());
      db.removeSet(set.id);
      return response(204).empty();
    }),
    // spec 000 §6: images.delete is the permission to exclude files from a set.
    http.post('/api/virtualsets/{setId}/deleteimages', async ({ params, request, response }) => {
      const db = ctx.db();
      const set = db.set(toId(params.setId));
      if (!set) return response.untyped(notFound());
      if (!may('images.delete')) return response.untyped(forbidden());
      const gone = new Set((await request.json()).ImageIds);
      set.imageIds = set.imageIds.filter((id) => !gone.has(id));
      return response(204).empty();
    }),
    http.post('/api/virtualsets/{setId}/images', async ({ params, request, response }) => {
      const db = ctx.db();
      const set = db.set(toId(params.setId));
      if (!set) return response.untyped(notFound());
      if (!may('add')) return response.untyped(forbidden());
      const { ImageIds } = await request.json();
      if (ImageIds.some((id) => !db.image(id))) return response.untyped(notFound());
      set.imageIds = [...new Set([...set.imageIds, ...ImageIds])].sort((a, b) => a - b);
      return response(204).empty();
    }),
    http.post('/api/image/virtualsets', async ({ request, response }) => {
      const db = ctx.db();
      const { id } = await request.json();
      if (!db.image(id)) return response.untyped(notFound());
      return response(200).json(
        db.sets.filter((s) => s.imageIds.includes(id)).map((s) => ({ id: s.id, name: s.name })),
      );
    }),
  ];
}
