// Folders an ingest creates on its way: the sub-folders of a folder upload or a zip (unless
// flatUpload), and the demo library's tree on first start. A folder that exists is reused by name.
import { folderDepth, validateFolderDepth, validateFolderName } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Database, FolderRow } from '../db/schema';
import { insertFolder, liveFolder } from '../library/folders';
import { UnsafeNameError } from '../upload/names';

type Db = Kysely<Database>;

/**
 * The folder at `segments` below `parent` (the top when null), created where missing. Names follow
 * the folder rules of spec 000 §5 and the depth limit (a refused one throws UnsafeNameError with the
 * rule's message).
 */
export async function ensureFolderPath(
  db: Db,
  parent: FolderRow | null,
  segments: readonly string[],
  now: Date,
): Promise<FolderRow> {
  let current = parent;
  if (segments.length === 0 && current === null) throw new UnsafeNameError('A folder is needed.');
  // Decided (docs/decisions.md "Input limits"): refused as a whole before any folder is made.
  const depth = validateFolderDepth(folderDepth(parent?.path ?? '/') + segments.length);
  if (segments.length > 0 && !depth.ok) throw new UnsafeNameError(depth.message);
  for (const raw of segments) {
    const name = raw.trim().normalize('NFC');
    const validation = validateFolderName(name);
    if (!validation.ok) throw new UnsafeNameError(validation.message);
    let query = db.selectFrom('folders').selectAll().where('name', '=', name).where(liveFolder);
    query =
      current === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', current.id);
    const existing = await query.orderBy('id').executeTakeFirst();
    current = existing ?? (await insertFolder(db, { name, parent: current, now }));
  }
  return current as FolderRow;
}

/** The folder and its ancestors' forbidden file types together (spec 000 §3, §7 "parents' limits"). */
export async function forbiddenTypesFor(db: Db, folder: FolderRow): Promise<string[]> {
  const ids = folder.path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);
  const rows = await db.selectFrom('folders').select('forbidden_file_types').where('id', 'in', ids).execute();
  return rows.flatMap((row) => {
    try {
      const parsed = JSON.parse(row.forbidden_file_types) as unknown;
      return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  });
}
