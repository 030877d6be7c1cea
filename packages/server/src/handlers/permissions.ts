// permissions: asked by name for a folder or a set (spec 000 §6, §7; spec 001 §6, §7), or per image
// id. The answers come from the same permission function the other routes enforce with.
import { can } from '../auth/permissions';
import type { HandlerTable } from '../http/context';
import { folderTarget, visibleFolder } from '../library/folders';
import { setTarget, visibleSet } from '../library/sets';

export const permissionHandlers: HandlerTable = {
  async checkPermission({ db, principal, query }) {
    const { permission } = query;
    if (query.folder !== undefined) {
      // spec 000 §4: 'All' uses id 0, the permission anywhere.
      if (query.folder === 0)
        return { allowed: can(principal, permission, { kind: 'anywhere' }), folder: 0, set: null };
      const folder = await visibleFolder(db, principal, query.folder);
      return { allowed: can(principal, permission, folderTarget(folder)), folder: folder.id, set: null };
    }
    if (query.virtualSet !== undefined) {
      const set = await visibleSet(db, principal, query.virtualSet);
      return { allowed: can(principal, permission, setTarget(set)), folder: null, set: set.id };
    }
    return { allowed: can(principal, permission, { kind: 'anywhere' }), folder: null, set: null };
  },

  async checkImagePermissions({ db, principal, body }) {
    if (body.imageIds.length === 0) return { imageIds: [] };
    const rows = await db
      .selectFrom('files')
      .innerJoin('folders', 'folders.id', 'files.folder_id')
      .select(['files.id', 'folders.path'])
      .where('files.id', 'in', body.imageIds)
      .execute();
    const allowed = new Set(
      // The file too: a shared-link visitor's answer is about the link's files (auth/permissions.ts).
      rows
        .filter((r) => can(principal, body.permission, { ...folderTarget(r), fileId: r.id }))
        .map((r) => r.id),
    );
    return { imageIds: body.imageIds.filter((id) => allowed.has(id)) };
  },
};
