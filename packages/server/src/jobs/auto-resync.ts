// Automatic re-sync of a folder (spec 000 §3 Folder.autoResync, §7 "PATCH /api/folders/autoresync/{id}
// {autoResync}", §8 'Automatic synchronization settings have been saved'). The spec shows the setting,
// not when the server acts on it (docs/decisions.md "Automatic re-sync"): a folder whose auto-resync is
// on is re-synced (jobs/resync.ts, the job POST /api/folder/resync/ schedules) when it is turned on and
// when someone opens the folder (the first page of a search of that folder, spec 000 §4 "Selecting a
// folder ... triggers a search"), at most once per AUTO_RESYNC_INTERVAL_MS.
import type { Kysely } from 'kysely';
import { canSee, type Principal } from '../auth/permissions';
import type { Database, FolderRow } from '../db/schema';
import { findFolder, folderTarget } from '../library/folders';
import { enqueueJob, JOB_KINDS, JOB_STATUS } from './queue';

type Db = Kysely<Database>;

/**
 * An automatic re-sync is not scheduled again within this long of the last one for the same folder
 * (decided: opening a folder over and over must not read its files from storage each time).
 */
export const AUTO_RESYNC_INTERVAL_MS = 10 * 60 * 1000;

/** Why an automatic re-sync is scheduled: the setting was turned on, or the folder was opened. */
export type AutoResyncReason = 'turnedOn' | 'opened';

/**
 * Schedules a re-sync of `folder` when its auto-resync is on, unless one for that folder is queued,
 * running, or was scheduled less than AUTO_RESYNC_INTERVAL_MS ago (any re-sync counts, the manual one
 * too). Answers the new job's id, or null when nothing was scheduled.
 */
export async function scheduleAutoResync(
  db: Db,
  folder: Pick<FolderRow, 'id' | 'auto_resync'>,
  now: Date,
  reason: AutoResyncReason,
): Promise<number | null> {
  if (folder.auto_resync !== 1) return null;
  const folderId = folder.id;
  const since = new Date(now.getTime() - AUTO_RESYNC_INTERVAL_MS).toISOString();
  const recent = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', JOB_KINDS.resync)
    .where('folder_id', '=', folderId)
    .where((eb) =>
      eb.or([eb('status', 'in', [JOB_STATUS.queued, JOB_STATUS.running]), eb('created_at', '>', since)]),
    )
    .executeTakeFirst();
  if (recent) return null;
  return enqueueJob(db, {
    kind: JOB_KINDS.resync,
    folderId,
    payload: { tenantId: null, automatic: reason },
    now,
  });
}

/**
 * A folder opened by `principal` (the first page of its search): re-synced when its auto-resync is
 * on and they may see it (a search of a folder they cannot see opens nothing).
 */
export async function autoResyncOnOpen(
  db: Db,
  principal: Principal,
  folderId: number,
  now: Date,
): Promise<number | null> {
  const folder = await findFolder(db, folderId);
  if (folder?.auto_resync !== 1 || !canSee(principal, folderTarget(folder))) return null;
  return scheduleAutoResync(db, folder, now, 'opened');
}
