// The folder tree over the folders table: reads with the visibility of the principal, the wire shape
// of spec 000 §3 (fullPath, subfoldersCount, isPinned, currentPermissions computed on read), and the
// changes (create, rename, move, delete) with their materialised paths.
import type { components } from '@vitrine/api-client';
import { folderDepth, validateFolderDepth } from '@vitrine/core';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { can, canSee, type Principal, seesEveryFolder } from '../auth/permissions';
import type { Database, FolderRow } from '../db/schema';
import { badRequest, notFoundItem } from '../domain/errors';
import { recordNotifications } from '../notifications/outbox';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

/** The path of a new folder under `parent` (or at the top). */
export function childPath(parentPath: string | null, id: number): string {
  return `${parentPath ?? '/'}${id}/`;
}

/** The ids of a materialised path, top first: "/3/17/" → [3, 17]. */
export function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);
}

/** LIKE pattern for everything below a path (paths hold only digits and slashes: nothing to escape). */
export function subtreePattern(path: string): string {
  return `${path}%`;
}

/** The target of the permission function for a folder. */
export function folderTarget(folder: Pick<FolderRow, 'path'>) {
  return { kind: 'folder' as const, path: folder.path };
}

/**
 * A WHERE condition keeping the folders the principal may see (canSee in SQL): under a granted
 * folder, or on the way down to one. Null when the principal sees every folder.
 */
export function visibleFoldersCondition(principal: Principal) {
  if (seesEveryFolder(principal)) return null;
  const granted = principal.grants.flatMap((g) => (g.folderPath === null ? [] : [g.folderPath]));
  const ancestorIds = [...new Set(granted.flatMap(pathIds))];
  return (eb: ExpressionBuilder<Database, 'folders'>) =>
    eb.or([
      ...granted.map((path) => eb('folders.path', 'like', subtreePattern(path))),
      ...(ancestorIds.length > 0 ? [eb('folders.id', 'in', ancestorIds)] : []),
      // No grant on any folder: nothing is visible.
      sql<SqlBool>`1 = 0`,
    ]);
}

/**
 * Folders being deleted (`processing`, spec 000 §4 "processing during deletion"; deleteFolderTree)
 * have left the tree: every read of the tree keeps only the others.
 */
export const liveFolder = (eb: ExpressionBuilder<Database, 'folders'>) => eb('folders.processing', '=', 0);

export async function findFolder(db: Db, id: number): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('id', '=', id).where(liveFolder).executeTakeFirst();
}

/** The folder, or 404 when it does not exist or the principal may not see it (no existence leak). */
export async function visibleFolder(db: Db, principal: Principal, id: number): Promise<FolderRow> {
  const folder = await findFolder(db, id);
  if (!folder || !canSee(principal, folderTarget(folder))) throw notFoundItem('Folder', id);
  return folder;
}

/** Names of the folders on the given paths, by id (one query for a whole page). */
async function namesOnPaths(db: Db, paths: string[]): Promise<Map<number, string>> {
  const ids = [...new Set(paths.flatMap(pathIds))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('folders').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** "/Marketing/Campaigns" for a folder's path. */
export function fullPathOf(path: string, names: Map<number, string>): string {
  return `/${pathIds(path)
    .map((id) => names.get(id) ?? '')
    .join('/')}`;
}

/** The full path of one folder. */
export async function folderFullPath(db: Db, folder: Pick<FolderRow, 'path'>): Promise<string> {
  return fullPathOf(folder.path, await namesOnPaths(db, [folder.path]));
}

/** spec 000 §6: per-node currentPermissions carry editData and upload (upload = webUpload, as the mocks). */
export function folderPermissions(
  principal: Principal,
  folder: Pick<FolderRow, 'path'>,
): Schemas['NodePermissions'] {
  const target = folderTarget(folder);
  return { editData: can(principal, 'editData', target), upload: can(principal, 'webUpload', target) };
}

/** Folders in the wire shape of openapi.yml `Folder`, computed for a whole page at once. */
export async function serializeFolders(
  db: Db,
  principal: Principal,
  rows: FolderRow[],
): Promise<Schemas['Folder'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const names = await namesOnPaths(
    db,
    rows.map((r) => r.path),
  );
  const visible = visibleFoldersCondition(principal);
  let countQuery = db
    .selectFrom('folders')
    .select(['parent_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('parent_id', 'in', ids)
    .where(liveFolder)
    .groupBy('parent_id');
  if (visible) countQuery = countQuery.where(visible);
  const counts = new Map((await countQuery.execute()).map((r) => [r.parent_id, Number(r.n)]));
  const pinned =
    principal.userId === null || principal.kind !== 'user'
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('pins')
              .select('folder_id')
              .where('user_id', '=', principal.userId)
              .where('folder_id', 'in', ids)
              .execute()
          ).map((r) => r.folder_id),
        );
  return rows.map((row) => {
    const fullPath = fullPathOf(row.path, names);
    return {
      id: row.id,
      name: row.name,
      fullPath,
      shortPath: fullPath.split('/').slice(-2).join('/'),
      subfoldersCount: counts.get(row.id) ?? 0,
      isPinned: pinned.has(row.id),
      autoResync: row.auto_resync === 1,
      forbiddenFileTypes: JSON.parse(row.forbidden_file_types) as string[],
      currentPermissions: folderPermissions(principal, row),
      processing: row.processing === 1,
    };
  });
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The visible children of a folder (or of the top) in natural name order ('SKU-2' before 'SKU-10'),
 * as ids: sorted here, not in SQL, so both dialects order alike; a page's rows are read after.
 */
export async function childFolderIds(
  db: Db,
  principal: Principal,
  parentId: number | null,
): Promise<number[]> {
  let query = db.selectFrom('folders').select(['id', 'name']).where(liveFolder);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  const visible = visibleFoldersCondition(principal);
  if (visible) query = query.where(visible);
  const rows = await query.execute();
  rows.sort((a, b) => naturalOrder.compare(a.name, b.name) || a.id - b.id);
  return rows.map((r) => r.id);
}

/** Folder rows by id, in the order of `ids`. */
export async function foldersByIds(db: Db, ids: number[]): Promise<FolderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('folders').selectAll().where('id', 'in', ids).where(liveFolder).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Folders, subfolders, files and synthetic items a rename of `folder` touches (spec 000 §5). */
export async function itemsUnderFolder(db: Db, folder: Pick<FolderRow, 'path'>): Promise<number> {
  const pattern = subtreePattern(folder.path);
  const folders = await db
    .selectFrom('folders')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('synthetic_item_count').as('extra'),
    ])
    .where('path', 'like', pattern)
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom('files')
    .innerJoin('folders', 'folders.id', 'files.folder_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('folders.path', 'like', pattern)
    .executeTakeFirstOrThrow();
  return Number(folders.n) + Number(folders.extra ?? 0) + Number(files.n);
}

/** 400 when a folder at `depth` would be deeper than MAX_FOLDER_DEPTH (decided, docs/decisions.md "Input limits"). */
export function requireFolderDepth(depth: number): void {
  const validation = validateFolderDepth(depth);
  if (!validation.ok) throw badRequest(validation.message);
}

/** How many levels the deepest folder below `folder` lies under it (0 without subfolders). */
export async function subtreeHeight(db: Db, folder: Pick<FolderRow, 'path'>): Promise<number> {
  const rows = await db
    .selectFrom('folders')
    .select('path')
    .where('path', 'like', subtreePattern(folder.path))
    .orderBy(sql`length(path)`, 'desc')
    .limit(1)
    .execute();
  return rows[0] ? folderDepth(rows[0].path) - folderDepth(folder.path) : 0;
}

export async function insertFolder(
  db: Db,
  values: { name: string; parent: FolderRow | null; now: Date; syntheticItemCount?: number },
): Promise<FolderRow> {
  // Every way a folder is made (create, upload, zip, ingest) stops at the depth limit.
  requireFolderDepth(folderDepth(values.parent?.path ?? '/') + 1);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('folders')
      .values({
        name: values.name,
        parent_id: values.parent?.id ?? null,
        // Set right below, once the id is known.
        path: '/',
        synthetic_item_count: values.syntheticItemCount ?? 0,
        created_at: values.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('folders')
      .set({ path: childPath(values.parent?.path ?? null, id) })
      .where('id', '=', id)
      .execute();
    return trx.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** Moves `folder` under `destination`: its parent, and the path prefix of it and everything below. */
export async function moveFolder(db: Db, folder: FolderRow, destination: FolderRow): Promise<void> {
  const oldPrefix = folder.path;
  const newPrefix = childPath(destination.path, folder.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('folders').set({ parent_id: destination.id }).where('id', '=', folder.id).execute();
    await trx
      .updateTable('folders')
      .set({ path: sql<string>`${newPrefix} || substr(path, ${oldPrefix.length + 1})` })
      .where('path', 'like', subtreePattern(oldPrefix))
      .execute();
  });
}

/**
 * How a long delete shares the server: folders per statement (so a cascade nests at most that deep),
 * and files per transaction, between `minFiles` and `maxFiles`, sized so one transaction takes about
 * `sliceMs` (a file's delete costs more with its renditions, keywords and index rows, and more on a
 * busy machine). A request waits for a slice at each of its turns of the event loop, so the slice
 * is what the others pay (tests/bench/folder-delete.bench.ts prints it).
 */
export const DELETE_BATCH = { folders: 50, minFiles: 10, maxFiles: 500, sliceMs: 10 } as const;

/** Lets other requests run between two batches of a long delete. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes a folder with everything below it (subfolders, files and their set memberships, versions,
 * pins, grants, through the foreign keys). Answers the content hashes its files, versions and
 * renditions used, so the caller can collect the blobs nothing references any more. With `notify`,
 * the subscribers who could see the files hear of their delete (spec 000 §3 image-delete), in each
 * batch's transaction.
 *
 * Never one big statement (issue 13): a cascade from the top runs one trigger level per folder, so
 * a deep chain overran SQLite's trigger depth and held the one connection for seconds. Instead:
 * 1. one UPDATE marks the folder and everything below as being deleted: from then on the tree,
 *    folder look-ups by id, uploads and moves no longer find them (`liveFolder`);
 * 2. the folders go deepest first, DELETE_BATCH.folders per statement, each batch's files first,
 *    in transactions of about DELETE_BATCH.sliceMs: a cascade never reaches below the batch, so it
 *    nests at most DELETE_BATCH.folders levels deep;
 * 3. between batches the event loop serves other requests.
 * Interrupted (a crash), the marked folders stay out of the tree and resumeFolderDeletes finishes
 * the delete at the next start.
 */
export async function deleteFolderTree(
  db: Db,
  folder: Pick<FolderRow, 'path'>,
  notify?: { actorId: number | null; now: Date },
): Promise<string[]> {
  const pattern = subtreePattern(folder.path);
  await db
    .updateTable('folders')
    .set({ processing: 1 })
    .where('path', 'like', pattern)
    .where('processing', '=', 0)
    .execute();
  // Deepest first: every folder comes after all of its subfolders (a child's path is longer).
  const folderIds = (
    await db
      .selectFrom('folders')
      .select('id')
      .where('path', 'like', pattern)
      .orderBy(sql`length(path)`, 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => r.id);
  const hashes = new Set<string>();
  let files = 100;
  for (let start = 0; start < folderIds.length; start += DELETE_BATCH.folders) {
    const batch = folderIds.slice(start, start + DELETE_BATCH.folders);
    // The files of these folders, a batch at a time.
    for (;;) {
      const began = performance.now();
      const more = await db.transaction().execute(async (trx) => {
        const ids = (
          await trx.selectFrom('files').select('id').where('folder_id', 'in', batch).limit(files).execute()
        ).map((r) => r.id);
        if (ids.length === 0) return false;
        const used = await trx
          .selectFrom('files')
          .select('content_hash as hash')
          .where('id', 'in', ids)
          .union(trx.selectFrom('renditions').select('content_hash as hash').where('file_id', 'in', ids))
          .union(trx.selectFrom('file_versions').select('content_hash as hash').where('file_id', 'in', ids))
          .execute();
        for (const row of used) hashes.add(row.hash);
        if (notify) {
          // spec 000 §3 image-delete, for the subscribers who could see each file (as images/delete.ts).
          const gone = await trx
            .selectFrom('files')
            .select(['id', 'folder_id', 'file_name'])
            .where('id', 'in', ids)
            .execute();
          await recordNotifications(
            trx,
            gone.map((file) => ({ key: 'image-delete' as const, file, actorId: notify.actorId })),
            notify.now,
            { visibleNow: true },
          );
        }
        await trx.deleteFrom('files').where('id', 'in', ids).execute();
        return true;
      });
      if (!more) break;
      // The next transaction sized to the slice, from how long this one took.
      const took = Math.max(performance.now() - began, 0.1);
      files = Math.round(
        Math.min(
          DELETE_BATCH.maxFiles,
          Math.max(DELETE_BATCH.minFiles, (files * DELETE_BATCH.sliceMs) / took, files / 2),
          files * 2,
        ),
      );
      await yieldToOthers();
    }
    // One statement for the batch: its subfolders outside it are gone already, so a cascade nests at
    // most DELETE_BATCH.folders levels (a chain inside the batch), whatever the depth of the tree.
    // Files a concurrent upload added meanwhile go with their folder, one level deep.
    await db.deleteFrom('folders').where('id', 'in', batch).execute();
    await yieldToOthers();
  }
  return [...hashes];
}

/**
 * Finishes the folder deletes a stop interrupted (folders still marked `processing`), top folders
 * first; answers how many were finished. Each answers its blob hashes to `collect`.
 */
export async function resumeFolderDeletes(
  db: Db,
  collect: (hashes: string[]) => Promise<void>,
): Promise<number> {
  const marked = await db
    .selectFrom('folders')
    .select('path')
    .where('processing', '=', 1)
    .orderBy(sql`length(path)`)
    .execute();
  const paths = new Set(marked.map((row) => row.path));
  const tops = marked.filter((row) => {
    const ids = pathIds(row.path);
    return !ids.some((_, depth) => depth > 0 && paths.has(`/${ids.slice(0, depth).join('/')}/`));
  });
  for (const top of tops) await collect(await deleteFolderTree(db, top));
  return tops.length;
}

/**
 * The grants (any user's) a folder inherits from above: those on its ancestors. A move changes them
 * from the source parent's to the destination's, which the move-permission warning reports.
 */
export async function inheritedGrantKeys(db: Db, ancestorPath: string | null): Promise<Set<string>> {
  if (ancestorPath === null) return new Set();
  const ids = pathIds(ancestorPath);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('role_assignments')
    .select(['user_id', 'role_id'])
    .where('folder_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => `${r.user_id}:${r.role_id}`));
}
