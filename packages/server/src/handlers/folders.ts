// folders: the folder tree and folder operations (spec 000 §7 "Folders"). Name rules come from
// @vitrine/core (spec 000 §5); every check goes through the one permission function.
import type { components } from '@vitrine/api-client';
import {
  en,
  FOLDERS_PER_PAGE,
  folderDepth,
  interpolate,
  LOAD_MORE_NODE_ID,
  needsRenameConfirmation,
  normalizeFileTypes,
  validateFolderDepth,
  validateFolderName,
  validateRenameId,
} from '@vitrine/core';
import { type SqlBool, sql } from 'kysely';
import { can, canSee, mayChangeFileTypes, type Principal } from '../auth/permissions';
import type { FolderRow } from '../db/schema';
import { badRequest, forbidden, HttpError } from '../domain/errors';
import type { HandlerTable, RequestContext } from '../http/context';
import { scheduleAutoResync } from '../jobs/auto-resync';
import { enqueueJob, JOB_KINDS } from '../jobs/queue';
import {
  childFolderIds,
  deleteFolderTree,
  findFolder,
  folderFullPath,
  foldersByIds,
  folderTarget,
  inheritedGrantKeys,
  insertFolder,
  itemsUnderFolder,
  liveFolder,
  moveFolder,
  pathIds,
  serializeFolders,
  subtreeHeight,
  visibleFolder,
  visibleFoldersCondition,
} from '../library/folders';
import { collectUnreferencedBlobs } from '../storage/gc';

type Schemas = components['schemas'];

/** Folders read to answer one path search, before the full-path filter keeps at most a page. */
const SEARCH_CANDIDATES = 1000;

/** The warning before a move that changes the permissions the folder inherits (text decided, as the mocks'). */
export const MOVE_PERMISSION_WARNING =
  'The destination folder has different permissions. The moved folder will take the permissions of its new parent.';

/** spec 000 §5: a folder name from a raw body, checked before the schema (its messages are the spec's). */
function checkNameField(body: unknown): void {
  const name = (body as { Name?: unknown } | undefined)?.Name;
  if (typeof name !== 'string') return;
  const validation = validateFolderName(name);
  if (!validation.ok) throw badRequest(validation.message);
}

function requireFolderPermission(principal: Principal, permission: string, folder: FolderRow): void {
  if (!can(principal, permission, folderTarget(folder))) {
    throw forbidden(`You are not allowed to ${permission === 'add' ? 'add to' : permission} this folder.`);
  }
}

async function one(ctx: RequestContext<'createFolder'> | RequestContext<'renameFolder'>, row: FolderRow) {
  const [folder] = await serializeFolders(ctx.db, ctx.principal, [row]);
  return folder as Schemas['Folder'];
}

export const folderHandlers: HandlerTable = {
  // spec 000 §4, §9: children load lazily, 100 at a time, with a 'Load more...' node last.
  async getSubfolders({ db, principal, body }) {
    const parentId = body.folderId === 'root' || body.folderId === 0 ? null : body.folderId;
    if (parentId !== null) await visibleFolder(db, principal, parentId);
    const ids = await childFolderIds(db, principal, parentId);
    const skip = body.skip ?? 0;
    // spec 000 §9: take 0 asks every child (the root load when a folder is already selected).
    const take = body.take === 0 ? ids.length : (body.take ?? FOLDERS_PER_PAGE);
    const page = ids.slice(skip, skip + take);
    const nextSkip = skip + take < ids.length ? skip + take : null;
    const folders: Schemas['FolderTreeNode'][] = await serializeFolders(
      db,
      principal,
      await foldersByIds(db, page),
    );
    if (nextSkip !== null) {
      folders.push({
        id: LOAD_MORE_NODE_ID,
        name: en.common.loadMore as 'Load more...',
        nextSkip,
        loadMoreFor: parentId ?? 'root',
      });
    }
    return { folders, nextSkip };
  },

  async getFolderParentsIds({ db, principal, query }) {
    const folder = await visibleFolder(db, principal, query.FolderId);
    return { parentFolders: pathIds(folder.path).slice(0, -1) };
  },

  // spec 000 §2, §5, §7: the folder-name search box. The text matches a part of a folder's full
  // path ('Marketing/Camp' finds /Marketing/Campaigns), so also a part of its name.
  async searchFoldersByPath({ db, principal, body }) {
    const text = body.FolderPathPart.trim().toLowerCase();
    if (text === '') throw badRequest(en.validation.inputEmpty);
    const segments = text.split('/');
    const last = segments.at(-1) ?? '';
    // Candidates by the last part of the text (a name, or the start of one), then the full paths.
    // LIKE with '!' as the escape character (a backslash means different things in SQLite and
    // PostgreSQL string literals).
    const like = (part: string) => `%${part.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    let query = db
      .selectFrom('folders')
      .selectAll()
      .where(liveFolder)
      .orderBy('path')
      .limit(SEARCH_CANDIDATES);
    if (last !== '') {
      query = query.where(sql<SqlBool>`lower(name) like ${like(last)} escape '!'`);
    } else {
      const previous = segments.at(-2) ?? '';
      query = query.where((eb) =>
        eb(
          'parent_id',
          'in',
          eb
            .selectFrom('folders as p')
            .select('p.id')
            .where(sql<SqlBool>`lower(p.name) like ${like(previous)} escape '!'`),
        ),
      );
    }
    const visible = visibleFoldersCondition(principal);
    if (visible) query = query.where(visible);
    const candidates = await serializeFolders(db, principal, await query.execute());
    const folders = candidates
      .filter((folder) => (folder.fullPath ?? '').toLowerCase().includes(text))
      .slice(0, FOLDERS_PER_PAGE);
    return { searchPath: body.FolderPathPart, folders };
  },

  createFolder: {
    preValidate: ({ body }) => checkNameField(body),
    async handle(ctx) {
      const { db, principal, body, app } = ctx;
      const parent = body.ParentId === 0 ? null : await visibleFolder(db, principal, body.ParentId);
      if (parent) requireFolderPermission(principal, 'add', parent);
      // A top-level folder needs 'add' everywhere (the 'All' node, spec 000 §4).
      else if (!can(principal, 'add', { kind: 'folder', path: '/' })) {
        throw forbidden('You are not allowed to add a top-level folder.');
      }
      const row = await insertFolder(db, { name: body.Name.trim(), parent, now: app.now() });
      return one(ctx, row);
    },
  },

  renameFolder: {
    preValidate: ({ params, body }) => {
      // spec 000 §5: 'Not valid folder to rename' when the id is not numeric.
      const id = validateRenameId(params.id, 'folder');
      if (!id.ok) throw badRequest(id.message);
      checkNameField(body);
    },
    async handle(ctx) {
      const { db, principal, params, body } = ctx;
      const folder = await visibleFolder(db, principal, params.id);
      requireFolderPermission(principal, 'edit', folder);
      // spec 000 §5, §8: above 10 thousand items the client confirms and resends with hugeOperationAllowed.
      if (!body.hugeOperationAllowed && needsRenameConfirmation(await itemsUnderFolder(db, folder))) {
        throw new HttpError(413, en.items.renameHugeConfirm);
      }
      await db.updateTable('folders').set({ name: body.Name.trim() }).where('id', '=', folder.id).execute();
      return one(ctx, { ...folder, name: body.Name.trim() });
    },
  },

  async deleteFolder({ app, db, principal, params }) {
    const folder = await visibleFolder(db, principal, params.id);
    if (!can(principal, 'delete', folderTarget(folder))) {
      throw forbidden(interpolate(en.folders.deleteFailed, { id: folder.id }));
    }
    // In batches, out of the tree at once (library/folders.ts deleteFolderTree); the hashes include
    // the kept versions of the files below (file_versions cascades), or their blobs would stay on
    // disk for ever (issue 5).
    const hashes = await deleteFolderTree(db, folder, { actorId: principal.userId, now: app.now() });
    await collectUnreferencedBlobs(db, app.blobs, hashes);
    return undefined;
  },

  async getMovePermissionWarning({ db, principal, params }) {
    const source = await visibleFolder(db, principal, params.sourceId);
    const destination = await visibleFolder(db, principal, params.destId);
    requireFolderPermission(principal, 'edit', source);
    const parentPath = source.parent_id === null ? null : source.path.replace(/\d+\/$/, '');
    const before = await inheritedGrantKeys(db, parentPath);
    const after = await inheritedGrantKeys(db, destination.path);
    const same = before.size === after.size && [...before].every((key) => after.has(key));
    return { warning: same ? '' : MOVE_PERMISSION_WARNING };
  },

  // spec 000 §7 "Move folders {folderIds, newParentId} -> failedFolderIds"; §5 never into itself or below.
  async moveFolders({ db, principal, body }) {
    const destination = await visibleFolder(db, principal, body.newParentId);
    const destinationIds = pathIds(destination.path);
    if (body.folderIds.some((id) => destinationIds.includes(id))) {
      throw badRequest('A folder cannot be moved into itself or one of its subfolders.');
    }
    requireFolderPermission(principal, 'add', destination);
    const failedFolderIds: { folderId: number; exceptionMessage: string }[] = [];
    for (const id of body.folderIds) {
      const folder = await findFolder(db, id);
      if (!folder || !canSee(principal, folderTarget(folder))) {
        failedFolderIds.push({ folderId: id, exceptionMessage: `Folder ${id} was not found.` });
      } else if (!can(principal, 'edit', folderTarget(folder))) {
        failedFolderIds.push({
          folderId: id,
          exceptionMessage: `You are not allowed to move folder ${folder.name}.`,
        });
      } else if (folder.parent_id !== destination.id) {
        // Decided limit (docs/decisions.md "Input limits"): the deepest folder moved stays within MAX_FOLDER_DEPTH.
        const depth = validateFolderDepth(
          folderDepth(destination.path) + 1 + (await subtreeHeight(db, folder)),
        );
        if (!depth.ok) failedFolderIds.push({ folderId: id, exceptionMessage: depth.message });
        else await moveFolder(db, folder, destination);
      }
    }
    return { failedFolderIds };
  },

  async setFolderAutoResync({ app, db, principal, params, body, request }) {
    const folder = await visibleFolder(db, principal, params.id);
    requireFolderPermission(principal, 'edit', folder);
    await db
      .updateTable('folders')
      .set({ auto_resync: body.autoResync ? 1 : 0 })
      .where('id', '=', folder.id)
      .execute();
    // Turned on: the folder is re-synced at once (docs/decisions.md "Automatic re-sync").
    if (body.autoResync && folder.auto_resync !== 1) {
      if ((await scheduleAutoResync(db, { id: folder.id, auto_resync: 1 }, app.now(), 'turnedOn')) !== null)
        request.server.vitrineJobs?.worker.wake();
    }
    return undefined;
  },

  // spec 000 §7 "POST /api/folder/resync/ {folderId, tenantId}": scheduled as a job ('Folder re-sync
  // has been scheduled.'), which reads the folder's files again from storage (jobs/resync.ts).
  async resyncFolder({ app, db, principal, body, request }) {
    const folder = await visibleFolder(db, principal, body.folderId);
    requireFolderPermission(principal, 'edit', folder);
    await enqueueJob(db, {
      kind: JOB_KINDS.resync,
      folderId: folder.id,
      payload: { tenantId: body.tenantId ?? null },
      now: app.now(),
    });
    request.server.vitrineJobs?.worker.wake();
    return undefined;
  },

  async getFolderFileTypeLimits({ db, principal, params }) {
    const folder = await visibleFolder(db, principal, params.id);
    const ancestors = await foldersByIds(db, pathIds(folder.path).slice(0, -1));
    let withLimits = db
      .selectFrom('folders')
      .selectAll()
      .where('forbidden_file_types', '!=', '[]')
      .where(liveFolder)
      .orderBy('path');
    const visible = visibleFoldersCondition(principal);
    if (visible) withLimits = withLimits.where(visible);
    const limited = await withLimits.execute();
    const allFoldersWithLimits: Schemas['FolderRef'][] = [];
    for (const row of limited) {
      allFoldersWithLimits.push({ id: row.id, name: row.name, fullPath: await folderFullPath(db, row) });
    }
    return {
      forbiddenTypesNames: JSON.parse(folder.forbidden_file_types) as string[],
      parentFoldersForbiddenNames: normalizeFileTypes(
        ancestors.flatMap((a) => JSON.parse(a.forbidden_file_types) as string[]),
      ),
      allFoldersWithLimits,
    };
  },

  // spec 000 §6: the super admin may change file-type restrictions; entries normalised (spec 000 §5).
  async setFolderFileTypeLimits({ db, principal, params, body }) {
    const folder = await visibleFolder(db, principal, params.id);
    if (!mayChangeFileTypes(principal))
      throw forbidden('Only the super admin may change file-type restrictions.');
    await db
      .updateTable('folders')
      .set({ forbidden_file_types: JSON.stringify(normalizeFileTypes(body.forbiddenTypesNames)) })
      .where('id', '=', folder.id)
      .execute();
    return undefined;
  },
};
