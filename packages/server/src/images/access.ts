// Which files a principal may see and what they may do to them, the same way everywhere: seeing is
// search's rule (auth/visibility.ts: a grant on the file's folder or on a set holding it; expired
// and off-brand files only with their permissions, spec 000 §6), and a permission on a file is the
// permission on its folder (auth/permissions.ts `can`), as POST /api/permissions/images answers it.
// A file the principal may not see answers 404, as one that does not exist (no existence leak).
import type { Kysely } from 'kysely';
import { can, type Principal } from '../auth/permissions';
import { allOf, fileVisibility, visibleFileConditions } from '../auth/visibility';
import type { Database, FileRow } from '../db/schema';
import { HttpError, notFoundItem } from '../domain/errors';

type Db = Kysely<Database>;

/** A file row with its folder's materialised path (what `can` needs). */
export type FileWithFolder = FileRow & { folder_path: string };

/** The files among `ids` that exist and the principal may see, in the order of `ids`. */
export async function visibleFiles(
  db: Db,
  principal: Principal,
  now: Date,
  ids: readonly number[],
): Promise<FileWithFolder[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .innerJoin('folders', 'folders.id', 'files.folder_id')
    .selectAll('files')
    .select('folders.path as folder_path')
    .where('files.id', 'in', unique)
    .where(allOf(visibleFileConditions(fileVisibility(principal), now)))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** One visible file, or 404 'Image {id} was not found.'. */
export async function visibleFile(
  db: Db,
  principal: Principal,
  now: Date,
  id: number,
): Promise<FileWithFolder> {
  const [file] = await visibleFiles(db, principal, now, [id]);
  if (!file) throw notFoundItem('Image', id);
  return file;
}

/** The permission function's target for a file: its folder (and the file, for a shared-link visitor). */
export function fileTarget(file: Pick<FileWithFolder, 'folder_path'> & { id?: number }) {
  return file.id === undefined
    ? { kind: 'folder' as const, path: file.folder_path }
    : { kind: 'folder' as const, path: file.folder_path, fileId: file.id };
}

/** Whether the principal holds `permission` on the file (on its folder). */
export function canOnFile(
  principal: Principal,
  permission: string,
  file: Pick<FileWithFolder, 'folder_path'> & { id?: number },
): boolean {
  return can(principal, permission, fileTarget(file));
}

/** 403 unless the principal holds every one of `permissions` on each file. */
export function requireOnFiles(
  principal: Principal,
  permissions: readonly string[],
  files: readonly (Pick<FileWithFolder, 'folder_path'> & { id?: number })[],
  message: string,
): void {
  if (files.some((file) => permissions.some((permission) => !canOnFile(principal, permission, file)))) {
    throw new HttpError(403, message);
  }
}

/** Other files with the same content that the principal may see (upload's hasDuplicates). */
export async function visibleDuplicates(
  db: Db,
  principal: Principal,
  now: Date,
  file: Pick<FileRow, 'id' | 'content_hash'>,
): Promise<number[]> {
  const rows = await db
    .selectFrom('files')
    .select('files.id')
    .where('files.content_hash', '=', file.content_hash)
    .where('files.id', '!=', file.id)
    .where(allOf(visibleFileConditions(fileVisibility(principal), now)))
    .execute();
  return rows.map((r) => r.id);
}
