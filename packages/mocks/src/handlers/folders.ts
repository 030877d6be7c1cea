// folders: the folder tree and folder operations (spec 000 §7 "Folders"). Names follow the rules of
// @vitrine/core (spec 000 §5); errors answer `{ responseStatus: { errorCode, message } }`.
import type { components } from '@vitrine/api-client';
import {
  ALL_FILES_ID,
  en,
  FOLDERS_PER_PAGE,
  interpolate,
  LOAD_MORE_NODE_ID,
  needsRenameConfirmation,
  normalizeFileTypes,
  validateFolderDepth,
  validateFolderName,
} from '@vitrine/core';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/db';
import type { FolderRecord } from '../db/types';
import { errorResponse } from '../errors';
import { badRequest, canInFolder, forbidden, http, type MockContext, notFound, toId } from './context';
import { toFolder } from './serialize';

type FolderTreeNode = components['schemas']['FolderTreeNode'];

const naturalOrder = new Intl.Collator('en', { numeric: true });
const byName = (a: FolderRecord, b: FolderRecord) => naturalOrder.compare(a.name, b.name);

/** The warning shown before a move when the destination grants other permissions (inferred text). */
export const MOVE_PERMISSION_WARNING =
  'The destination folder has different permissions. The moved folder will take the permissions of its new parent.';

/** At most this many folders answer one folder-name search (the mocks' choice; the spec gives none). */
export const FOLDER_SEARCH_MAX_RESULTS = FOLDERS_PER_PAGE;

/**
 * Whether a folder matches the folder-name search text (spec 000 §7 FolderPathPart), case aside: the
 * text occurs in the folder's full path and that occurrence reaches into the folder's own name (or the
 * '/' just before it). So a name part finds the folder ('summit' finds 'Summit 2022' but not its
 * 'Day 1'), a path part finds it too ('Marketing/Pri' finds '/Marketing/Print', 'Marketing/' the
 * direct children of Marketing), and a parent's name alone does not list every folder below it.
 */
export function matchesFolderPathPart(fullPath: string, name: string, text: string): boolean {
  const path = fullPath.toLowerCase();
  const needle = text.toLowerCase();
  const at = path.lastIndexOf(needle);
  return at !== -1 && at + needle.length >= path.length - name.length;
}

/** The folders matching the search text, parents before children, in natural path order. */
function searchFoldersByPath(db: MockDb, text: string): FolderRecord[] {
  // A match ends inside the name, so the text after its last '/' is part of the name: a cheap filter
  // before any path is built.
  const tail = text.slice(text.lastIndexOf('/') + 1).toLowerCase();
  const found: { folder: FolderRecord; fullPath: string }[] = [];
  for (const folder of db.folders) {
    if (!folder.name.toLowerCase().includes(tail)) continue;
    const fullPath = db.fullPath(folder.id);
    if (matchesFolderPathPart(fullPath, folder.name, text)) found.push({ folder, fullPath });
  }
  return found.sort((a, b) => naturalOrder.compare(a.fullPath, b.fullPath)).map(({ folder }) => folder);
}

/**
 * spec 000 §3, §4 "processing during deletion": while a delete is under way (the 'slow' scenario of
 * deleteFolder holds it), the folder answers `processing: true` to every read. Returns what ends it;
 * a refused delete (no permission, unknown id) marks nothing.
 */
export function markFolderDeleteInProgress(ctx: MockContext, request: Request): (() => void) | undefined {
  const id = toId(new URL(request.url).pathname.split('/').pop());
  const folder = folderOr404(ctx.db(), id);
  if (!folder || !canInFolder(ctx.user(), 'delete', folder)) return undefined;
  folder.processing = true;
  return () => {
    folder.processing = false;
  };
}

function folderOr404(db: MockDb, id: number): FolderRecord | undefined {
  return Number.isNaN(id) ? undefined : db.folder(id);
}

export function folderHandlers(ctx: MockContext): HttpHandler[] {
  return [
    // spec 000 §4: children load lazily, 100 at a time, with a 'Load more...' node.
    http.post('/api/folders/subfolders', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      // `pos` (where the page goes in the client's list, docs/decisions.md) does not change the answer:
      // the page is decided by skip and take, as on the server.
      const body = await request.json();
      const parentId = body.folderId === 'root' || body.folderId === ALL_FILES_ID ? null : body.folderId;
      if (parentId !== null && !db.folder(parentId)) return response.untyped(notFound());
      const children = db.childFolders(parentId).sort(byName);
      const skip = body.skip ?? 0;
      // take 0 is no limit: every child from `skip` on, and no 'Load more...' node. spec 000 §9 "root
      // load uses take 100, or 0 when a folder is already selected": the tree must then open the path
      // down to the selected folder, whose top-level ancestor may lie past the first 100.
      const take = body.take === 0 ? Math.max(0, children.length - skip) : (body.take ?? FOLDERS_PER_PAGE);
      const page = children.slice(skip, skip + take);
      const nextSkip = skip + take < children.length ? skip + take : null;
      const folders: FolderTreeNode[] = page.map((f) => toFolder(db, user, f));
      if (nextSkip !== null) {
        folders.push({
          id: LOAD_MORE_NODE_ID,
          name: 'Load more...',
          nextSkip,
          loadMoreFor: parentId ?? 'root',
        });
      }
      return response(200).json({ folders, nextSkip });
    }),
    http.get('/api/folders/getFolderParentsIds', ({ query, response }) => {
      const db = ctx.db();
      const folder = folderOr404(db, toId(query.get('FolderId')));
      if (!folder) return response.untyped(notFound());
      return response(200).json({
        parentFolders: db
          .folderChain(folder.id)
          .slice(0, -1)
          .map((f) => f.id),
      });
    }),
    // spec 000 §2 "folder-name search box", §5, §7 {FolderPathPart}: the text is a part of a folder's
    // path that reaches into the folder's own name (matchesFolderPathPart); answers carry fullPath.
    http.post('/api/folders/getFolderWithString', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const { FolderPathPart } = await request.json();
      const needle = FolderPathPart.trim();
      if (needle === '') return response.untyped(badRequest(en.validation.inputEmpty));
      const folders = searchFoldersByPath(db, needle)
        .slice(0, FOLDER_SEARCH_MAX_RESULTS)
        .map((f) => toFolder(db, user, f));
      return response(200).json({ searchPath: FolderPathPart, folders });
    }),
    http.post('/api/folder/addFolder', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const body = await request.json();
      const parent = body.ParentId === 0 ? undefined : db.folder(body.ParentId);
      if (body.ParentId !== 0 && !parent) return response.untyped(notFound());
      if (!canInFolder(user, 'add', parent)) return response.untyped(forbidden());
      const validation = validateFolderName(body.Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      // The decided depth limit (MAX_FOLDER_DEPTH), as the server.
      const depth = validateFolderDepth((parent ? db.folderChain(parent.id).length : 0) + 1);
      if (!depth.ok) return response.untyped(badRequest(depth.message));
      const record: FolderRecord = {
        id: db.nextId('folder'),
        name: body.Name.trim(),
        parentId: parent?.id ?? null,
        autoResync: false,
        forbiddenFileTypes: [],
        readOnlyForEditors: parent?.readOnlyForEditors ?? false,
        processing: false,
      };
      db.folders.push(record);
      return response(200).json(toFolder(db, user, record));
    }),
    http.patch('/api/folder/{id}', async ({ params, request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const id = toId(params.id);
      // spec 000 §5: a non-numeric id is refused with 'Not valid {type} to rename'.
      if (Number.isNaN(id)) {
        return response.untyped(badRequest(interpolate(en.validation.notValidToRename, { type: 'folder' })));
      }
      const folder = db.folder(id);
      if (!folder) return response.untyped(notFound());
      if (!canInFolder(user, 'edit', folder)) return response.untyped(forbidden());
      const body = await request.json();
      const validation = validateFolderName(body.Name);
      if (!validation.ok) return response.untyped(badRequest(validation.message));
      // spec 000 §5 / §8: above 10 000 items the client confirms and resends with hugeOperationAllowed.
      if (needsRenameConfirmation(db.itemsUnderFolder(id)) && !body.hugeOperationAllowed) {
        return response.untyped(errorResponse(413));
      }
      folder.name = body.Name.trim();
      return response(200).json(toFolder(db, user, folder));
    }),
    http.delete('/api/folder/{id}', ({ params, response }) => {
      const db = ctx.db();
      const folder = folderOr404(db, toId(params.id));
      if (!folder) return response.untyped(notFound());
      if (!canInFolder(ctx.user(), 'delete', folder)) return response.untyped(forbidden());
      db.removeFolder(folder.id);
      db.addAudit({ activityType: 'folder-delete', imageId: null, folderId: folder.id, data: folder.name });
      return response(204).empty();
    }),
    http.get('/api/folders/movepermissionwarning/{sourceId}/{destId}', ({ params, response }) => {
      const db = ctx.db();
      const source = folderOr404(db, toId(params.sourceId));
      const dest = folderOr404(db, toId(params.destId));
      if (!source || !dest) return response.untyped(notFound());
      if (!canInFolder(ctx.user(), 'edit', source)) return response.untyped(forbidden());
      const differs = source.readOnlyForEditors !== dest.readOnlyForEditors;
      return response(200).json({ warning: differs ? MOVE_PERMISSION_WARNING : '' });
    }),
    http.patch('/api/folders/move', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const body = await request.json();
      const dest = db.folder(body.newParentId);
      if (!dest) return response.untyped(notFound());
      // spec 000 §5: a move into the folder itself or its own descendant is rejected.
      if (body.folderIds.some((id) => db.isSameOrInside(dest.id, id))) {
        return response.untyped(badRequest('The destination folder is inside the moved folder.'));
      }
      if (!canInFolder(user, 'add', dest)) return response.untyped(forbidden());
      const failedFolderIds: { folderId: number; exceptionMessage: string }[] = [];
      for (const id of body.folderIds) {
        const folder = db.folder(id);
        if (!folder) failedFolderIds.push({ folderId: id, exceptionMessage: `Folder ${id} was not found.` });
        else if (!canInFolder(user, 'edit', folder)) {
          failedFolderIds.push({
            folderId: id,
            exceptionMessage: `You are not allowed to move folder ${folder.name}.`,
          });
        } else {
          // The deepest folder moved stays within MAX_FOLDER_DEPTH (decided), as the server.
          const height = Math.max(
            0,
            ...db
              .descendantFolderIds(folder.id)
              .map((d) => db.folderChain(d).length - db.folderChain(folder.id).length),
          );
          const depth = validateFolderDepth(db.folderChain(dest.id).length + 1 + height);
          if (!depth.ok) failedFolderIds.push({ folderId: id, exceptionMessage: depth.message });
          else folder.parentId = dest.id;
        }
      }
      return response(200).json({ failedFolderIds });
    }),
    http.patch('/api/folders/autoresync/{id}', async ({ params, request, response }) => {
      const db = ctx.db();
      const folder = folderOr404(db, toId(params.id));
      if (!folder) return response.untyped(notFound());
      if (!canInFolder(ctx.user(), 'edit', folder)) return response.untyped(forbidden());
      folder.autoResync = (await request.json()).autoResync;
      return response(204).empty();
    }),
    http.post('/api/folder/resync/', async ({ request, response }) => {
      const db = ctx.db();
      const folder = db.folder((await request.json()).folderId);
      if (!folder) return response.untyped(notFound());
      if (!canInFolder(ctx.user(), 'edit', folder)) return response.untyped(forbidden());
      return response(204).empty();
    }),
    http.get('/api/folders/limitUploadFileTypes/{id}', ({ params, response }) => {
      const db = ctx.db();
      const folder = folderOr404(db, toId(params.id));
      if (!folder) return response.untyped(notFound());
      const parents = db.folderChain(folder.id).slice(0, -1);
      return response(200).json({
        forbiddenTypesNames: [...folder.forbiddenFileTypes],
        parentFoldersForbiddenNames: normalizeFileTypes(parents.flatMap((f) => f.forbiddenFileTypes)),
        allFoldersWithLimits: db.folders
          .filter((f) => f.forbiddenFileTypes.length > 0)
          .map((f) => ({ id: f.id, name: f.name, fullPath: db.fullPath(f.id) })),
      });
    }),
    // spec 000 §6: only the super admin may change file-type restrictions; entries are normalised (§5).
    http.post('/api/folders/limitUploadFileTypes/{id}', async ({ params, request, response }) => {
      const db = ctx.db();
      const folder = folderOr404(db, toId(params.id));
      if (!folder) return response.untyped(notFound());
      if (!ctx.user().fileTypesChangeAllowed) return response.untyped(forbidden());
      folder.forbiddenFileTypes = normalizeFileTypes((await request.json()).forbiddenTypesNames);
      return response(204).empty();
    }),
  ];
}
