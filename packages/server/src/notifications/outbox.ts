// Recording notifications (spec 000 §3 keys, §7 "Notifications"; issue 18): where a file changes,
// the change calls recordNotifications with the same transaction, which writes one outbox row per
// person subscribed to that kind of event on the file's folder (or a folder above it), on a set
// holding the file, or on the file itself (docs/decisions.md "Notifications"). Nothing is sent here:
// the notifications job (delivery.ts) sends each person one digest of their rows when the window has
// passed, and checks then that they may still see each file.
import { NOTIFICATION_KEYS, type NotificationKey } from '@vitrine/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { visibleFiles } from '../images/access';
import { JOB_KINDS } from '../jobs/queue';
import { readSetting } from '../library/settings';
import { principalOfUser } from './principal';

type Db = Kysely<Database> | Transaction<Database>;

export { NOTIFICATION_KEYS, type NotificationKey };

/**
 * How long events gather before a person's digest goes (decided, docs/decisions.md "Notifications"):
 * from their oldest pending event, so a 5,000-file upload within it makes one mail.
 */
export const DIGEST_WINDOW_MS = 5 * 60 * 1000;

/**
 * The event a new content of a file is (ingest.ts replaceFileContent's reason): a new version uploaded
 * or an overwrite is 'image-overwrite', an annotation 'image-annotate', a restored version
 * 'image-version-restore'; a rotation is none of the spec's keys and notifies nobody.
 */
const REPLACE_KEYS: Readonly<Record<string, NotificationKey>> = {
  upload: 'image-overwrite',
  overwrite: 'image-overwrite',
  annotation: 'image-annotate',
  restore: 'image-version-restore',
};

export function notificationKeyOfReplace(reason: string): NotificationKey | null {
  return Object.hasOwn(REPLACE_KEYS, reason) ? (REPLACE_KEYS[reason] as NotificationKey) : null;
}

/** One change of one file, as the place of the change describes it. */
export interface NotificationEvent {
  key: NotificationKey;
  file: { id: number; folder_id: number; file_name: string };
  /**
   * The folder the event is about when it is not the file's folder in `file` (a move out: the folder
   * the file left).
   */
  folderId?: number;
  /** Who made the change (not notified of it); null for the server itself. */
  actorId: number | null;
}

export interface RecordOptions {
  /**
   * Whether each subscriber must be able to see the file now (default false: the digest checks it when
   * it is sent). A delete records with true, before the rows go: once gone, the file cannot be asked.
   */
  visibleNow?: boolean;
}

/**
 * Whether notifications are on: the global settings enableNotifications and subscriptionAllowed (spec
 * 000 §3 global settings) both on. Off, no event is recorded and no digest goes (docs/decisions.md
 * "Notifications while the global settings are off").
 */
export async function notificationsEnabled(db: Db): Promise<boolean> {
  const settings = await readSetting(db as Kysely<Database>, 'globalSettings');
  return settings.enableNotifications !== false && settings.subscriptionAllowed !== false;
}

/** The ids of a materialised path ("/3/17/42/" → [3, 17, 42]). */
function idsOfPath(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);
}

interface Subscription {
  user_id: number;
  object_type: string;
  object_id: number;
  subscribe_to: string;
}

/** The people subscribed to `key` for `fileId` in the folder with `folderPath`, or its sets. */
function subscribersOf(
  subscriptions: readonly Subscription[],
  key: NotificationKey,
  folderIds: ReadonlySet<number>,
  setIds: ReadonlySet<number>,
  fileId: number,
): Set<number> {
  const users = new Set<number>();
  for (const s of subscriptions) {
    const concerned =
      (s.object_type === 'folder' && folderIds.has(s.object_id)) ||
      (s.object_type === 'set' && setIds.has(s.object_id)) ||
      (s.object_type === 'image' && s.object_id === fileId);
    if (!concerned || users.has(s.user_id)) continue;
    let keys: unknown;
    try {
      keys = JSON.parse(s.subscribe_to);
    } catch {
      keys = [];
    }
    if (Array.isArray(keys) && keys.includes(key)) users.add(s.user_id);
  }
  return users;
}

/**
 * Writes the outbox rows of `events` (in the caller's transaction) and makes sure the notifications
 * job will run when the window ends. Answers how many rows were written.
 */
export async function recordNotifications(
  db: Db,
  events: readonly NotificationEvent[],
  now: Date,
  options: RecordOptions = {},
): Promise<number> {
  if (events.length === 0) return 0;
  // Most libraries have few subscriptions: nothing to do without one (one cheap question).
  const any = await db.selectFrom('notification_subscriptions').select('user_id').limit(1).executeTakeFirst();
  if (!any) return 0;
  if (!(await notificationsEnabled(db))) return 0;

  const folderOf = (event: NotificationEvent) => event.folderId ?? event.file.folder_id;
  const folderIdsWanted = [...new Set(events.map(folderOf))];
  const folders = await db
    .selectFrom('folders')
    .select(['id', 'path'])
    .where('id', 'in', folderIdsWanted)
    .execute();
  const pathOf = new Map(folders.map((f) => [f.id, f.path]));
  const fileIds = [...new Set(events.map((e) => e.file.id))];
  const memberships =
    fileIds.length === 0
      ? []
      : await db
          .selectFrom('set_files')
          .select(['set_id', 'file_id'])
          .where('file_id', 'in', fileIds)
          .execute();
  const setsOf = new Map<number, Set<number>>();
  for (const m of memberships) setsOf.set(m.file_id, (setsOf.get(m.file_id) ?? new Set()).add(m.set_id));

  // The subscriptions on any object these events touch (by the object index of 0024).
  const ancestorIds = [...new Set(folders.flatMap((f) => idsOfPath(f.path)))];
  const setIds = [...new Set(memberships.map((m) => m.set_id))];
  const subscriptions = await db
    .selectFrom('notification_subscriptions')
    .select(['user_id', 'object_type', 'object_id', 'subscribe_to'])
    .where((eb) =>
      eb.or([
        ...(ancestorIds.length > 0
          ? [eb.and([eb('object_type', '=', 'folder'), eb('object_id', 'in', ancestorIds)])]
          : []),
        ...(setIds.length > 0
          ? [eb.and([eb('object_type', '=', 'set'), eb('object_id', 'in', setIds)])]
          : []),
        eb.and([eb('object_type', '=', 'image'), eb('object_id', 'in', fileIds)]),
      ]),
    )
    .execute();
  if (subscriptions.length === 0) return 0;

  const rows: { user: number; event: NotificationEvent }[] = [];
  for (const event of events) {
    const path = pathOf.get(folderOf(event));
    const folderIds = new Set(path === undefined ? [folderOf(event)] : idsOfPath(path));
    const users = subscribersOf(
      subscriptions,
      event.key,
      folderIds,
      setsOf.get(event.file.id) ?? new Set(),
      event.file.id,
    );
    for (const user of users) if (user !== event.actorId) rows.push({ user, event });
  }
  let kept = rows;
  if (options.visibleNow && rows.length > 0) {
    kept = [];
    for (const user of new Set(rows.map((r) => r.user))) {
      const principal = await principalOfUser(db as Kysely<Database>, user);
      if (!principal) continue;
      const mine = rows.filter((r) => r.user === user);
      const visible = new Set(
        (
          await visibleFiles(
            db as Kysely<Database>,
            principal,
            now,
            mine.map((r) => r.event.file.id),
          )
        ).map((f) => f.id),
      );
      kept.push(...mine.filter((r) => visible.has(r.event.file.id)));
    }
  }
  if (kept.length === 0) return 0;

  const at = now.getTime();
  for (let start = 0; start < kept.length; start += 200) {
    await db
      .insertInto('notification_outbox')
      .values(
        kept.slice(start, start + 200).map(({ user, event }) => ({
          user_id: user,
          event_key: event.key,
          file_id: event.file.id,
          folder_id: folderOf(event),
          file_name: event.file.file_name,
          actor_id: event.actorId,
          created_at_ms: at,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_ms: at + DIGEST_WINDOW_MS,
          last_error: null,
          done_at_ms: null,
        })),
      )
      .execute();
  }
  await scheduleDelivery(db, new Date(at + DIGEST_WINDOW_MS), now);
  return kept.length;
}

/**
 * Makes sure one notifications job is queued to run at `runAt` at the latest: the queued one is moved
 * earlier when it would run later, or one is queued.
 */
export async function scheduleDelivery(db: Db, runAt: Date, now: Date): Promise<void> {
  const when = runAt.toISOString();
  const queued = await db
    .selectFrom('jobs')
    .select(['id', 'run_after'])
    .where('kind', '=', JOB_KINDS.notifications)
    .where('status', '=', 'queued')
    .orderBy('run_after')
    .executeTakeFirst();
  if (queued) {
    if (queued.run_after > when) {
      await db
        .updateTable('jobs')
        .set({ run_after: when, updated_at: now.toISOString() })
        .where('id', '=', queued.id)
        .execute();
    }
    return;
  }
  await db
    .insertInto('jobs')
    .values({
      kind: JOB_KINDS.notifications,
      file_id: null,
      folder_id: null,
      payload: '{}',
      status: 'queued',
      priority: 0,
      tries: 0,
      last_error: null,
      run_after: when,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}
