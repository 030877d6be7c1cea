// Delivering notifications (issue 18): the notifications job drains the outbox (outbox.ts). Each person
// whose oldest pending event is DIGEST_WINDOW_MS old gets ONE digest (digest.ts) of every pending
// event, with only the files they may see now (auth/visibility.ts through images/access.ts; a deleted
// file: when they still see the folder it was in, and they saw the file when it was deleted). Rows of
// files they may not see, or of a person without an e-mail address or disabled, are dropped; an SMTP
// failure keeps the rows pending and tries again after NOTIFICATION_RETRY_DELAYS_MS (never given up).
// Without SMTP (no --smtp-url) nothing is sent and nothing is lost: the rows wait until a server with
// SMTP starts (jobs/index.ts schedules the job then). Sent and dropped rows are pruned after
// NOTIFICATION_KEEP_MS.
import type { NotificationKey } from '@vitrine/core';
import { type Kysely, sql } from 'kysely';
import { canSee } from '../auth/permissions';
import type { MailOptions } from '../config';
import type { Database } from '../db/schema';
import { visibleFiles } from '../images/access';
import { describeMailError, sendMail } from '../mail/mailer';
import { composeDigest, type DigestItem } from './digest';
import { notificationsEnabled, scheduleDelivery } from './outbox';
import { principalOfUser } from './principal';

type Db = Kysely<Database>;

/**
 * Waits after a digest's failed sending tries (decided): the 1st failure waits a minute, then 5, 15
 * minutes, an hour, and 6 hours between the tries after that.
 */
export const NOTIFICATION_RETRY_DELAYS_MS = [60_000, 300_000, 900_000, 3_600_000, 21_600_000] as const;

/** How long sent and dropped rows are kept before they are pruned (decided: 30 days). */
export const NOTIFICATION_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeliveryContext {
  db: Db;
  /** null: no SMTP server; nothing is sent. */
  mail: MailOptions | null;
  publicUrl: string | null;
}

export interface DeliveryReport {
  /** Digests sent. */
  sent: number;
  /** Digests whose sending failed (their rows wait for the retry). */
  failed: number;
  /** Rows dropped (file hidden, no address). */
  dropped: number;
  /** Old sent and dropped rows removed. */
  pruned: number;
  /** When the next person's digest is due; null when nothing is pending. */
  nextDueAt: Date | null;
}

interface PendingPerson {
  userId: number;
  /** When their digest may go: the window's end, or later while a failed try waits. */
  dueAt: number;
}

/** Whose digests are pending, and when each is due. */
async function pendingPeople(db: Db): Promise<PendingPerson[]> {
  const rows = await db
    .selectFrom('notification_outbox')
    .select([
      'user_id',
      (eb) => eb.fn.min('next_attempt_ms').as('window_end'),
      // A failed try holds the whole digest until its retry time (the rows it carried say when).
      sql<number | string | null>`max(case when attempts > 0 then next_attempt_ms end)`.as('retry_at'),
    ])
    .where('status', '=', 'pending')
    .groupBy('user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    dueAt: Math.max(Number(row.window_end), row.retry_at === null ? 0 : Number(row.retry_at)),
  }));
}

async function markDone(db: Db, ids: readonly number[], status: 'sent' | 'dropped', at: number) {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('notification_outbox')
      .set({ status, done_at_ms: at, last_error: null })
      .where('id', 'in', ids.slice(start, start + 500))
      .where('status', '=', 'pending')
      .execute();
  }
}

/** Drops a person's pending rows; answers how many. */
async function dropPending(db: Db, userId: number, at: number): Promise<number> {
  const rows = await db
    .selectFrom('notification_outbox')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await markDone(
    db,
    rows.map((r) => r.id),
    'dropped',
    at,
  );
  return rows.length;
}

/** Sends the due digests, prunes old rows; answers what it did. Without SMTP it sends and drops nothing. */
export async function deliverNotifications(context: DeliveryContext, now: Date): Promise<DeliveryReport> {
  const { db, mail } = context;
  const at = now.getTime();
  const report: DeliveryReport = { sent: 0, failed: 0, dropped: 0, pruned: 0, nextDueAt: null };
  if (mail) {
    // Turned off (enableNotifications or subscriptionAllowed) after events were recorded: their digests
    // never go, now or when turned on again (docs/decisions.md "Notifications while the global
    // settings are off").
    const enabled = await notificationsEnabled(db);
    for (const person of await pendingPeople(db)) {
      if (person.dueAt > at) continue;
      if (!enabled) {
        report.dropped += await dropPending(db, person.userId, at);
        continue;
      }
      const outcome = await deliverTo(context, mail, person.userId, now);
      report.sent += outcome.sent ? 1 : 0;
      report.failed += outcome.failed ? 1 : 0;
      report.dropped += outcome.dropped;
    }
    const pruned = await db
      .deleteFrom('notification_outbox')
      .where('status', 'in', ['sent', 'dropped'])
      .where('done_at_ms', '<', at - NOTIFICATION_KEEP_MS)
      .executeTakeFirst();
    report.pruned = Number(pruned.numDeletedRows);
  }
  const next = (await pendingPeople(db)).map((p) => p.dueAt);
  report.nextDueAt = next.length === 0 ? null : new Date(Math.min(...next));
  return report;
}

async function deliverTo(
  context: DeliveryContext,
  mail: MailOptions,
  userId: number,
  now: Date,
): Promise<{ sent: boolean; failed: boolean; dropped: number }> {
  const { db } = context;
  const at = now.getTime();
  const rows = await db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { sent: false, failed: false, dropped: 0 };
  const user = await db
    .selectFrom('users')
    .select(['email', 'is_disabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const principal = await principalOfUser(db, userId);
  const address = user?.email?.trim() ?? '';
  if (!principal || !user || user.is_disabled === 1 || address === '') {
    await markDone(
      db,
      rows.map((r) => r.id),
      'dropped',
      at,
    );
    return { sent: false, failed: false, dropped: rows.length };
  }

  // What they may see now: the files that exist (with where they are now), and the folders of the
  // deleted ones.
  const existing = new Map(
    (
      await visibleFiles(
        db,
        principal,
        now,
        rows.map((r) => r.file_id),
      )
    ).map((f) => [f.id, f]),
  );
  const stillThere = new Set(
    (
      await db
        .selectFrom('files')
        .select('id')
        .where(
          'id',
          'in',
          rows.map((r) => r.file_id),
        )
        .execute()
    ).map((f) => f.id),
  );
  const folders = new Map(
    (
      await db
        .selectFrom('folders')
        .select(['id', 'name', 'path'])
        .where('id', 'in', [...new Set(rows.map((r) => r.folder_id))])
        .execute()
    ).map((f) => [f.id, f]),
  );
  const items: DigestItem[] = [];
  const carried: number[] = [];
  const dropped: number[] = [];
  for (const row of rows) {
    const folder = folders.get(row.folder_id);
    const file = existing.get(row.file_id);
    let visible: boolean;
    if (row.event_key === 'image-delete') {
      // Recorded only for those who saw the file then (outbox.ts visibleNow); gone now, so the folder
      // it was in must still be theirs to see.
      // A folder deleted with everything below it (library/folders.ts deleteFolderTree) is gone too:
      // only the check when it was recorded stands.
      visible =
        !stillThere.has(row.file_id) &&
        (folder === undefined || canSee(principal, { kind: 'folder', path: folder.path }));
    } else {
      visible = file !== undefined;
    }
    if (!visible) {
      dropped.push(row.id);
      continue;
    }
    carried.push(row.id);
    items.push({
      key: row.event_key as NotificationKey,
      fileId: row.file_id,
      // The name now when they may see the file (renamed since), else the one of the event.
      fileName: file?.file_name ?? row.file_name,
      folderId: row.folder_id,
      folderName: folder?.name ?? null,
      currentFolderId: file?.folder_id ?? null,
    });
  }
  await markDone(db, dropped, 'dropped', at);
  if (items.length === 0) return { sent: false, failed: false, dropped: dropped.length };

  const { subject, text } = composeDigest({
    userName: principal.userName,
    items,
    publicUrl: context.publicUrl,
  });
  try {
    await sendMail(mail, { to: address, subject, text });
  } catch (error) {
    const attempts = Math.max(...rows.filter((r) => carried.includes(r.id)).map((r) => r.attempts)) + 1;
    const delay =
      NOTIFICATION_RETRY_DELAYS_MS[Math.min(attempts - 1, NOTIFICATION_RETRY_DELAYS_MS.length - 1)] ?? 0;
    for (let start = 0; start < carried.length; start += 500) {
      await db
        .updateTable('notification_outbox')
        .set({ attempts, next_attempt_ms: at + delay, last_error: describeMailError(error, mail) })
        .where('id', 'in', carried.slice(start, start + 500))
        .execute();
    }
    return { sent: false, failed: true, dropped: dropped.length };
  }
  await markDone(db, carried, 'sent', at);
  return { sent: true, failed: false, dropped: dropped.length };
}

/**
 * The notifications job's runner: delivers what is due, then queues the next run for the next due
 * digest (the job table holds one queued notifications job at a time: outbox.ts scheduleDelivery).
 */
export function notificationRunner(context: DeliveryContext, now: () => Date) {
  return async (): Promise<void> => {
    const report = await deliverNotifications(context, now());
    // Without SMTP the rows wait for a server that has it (its start schedules the job).
    if (context.mail && report.nextDueAt) await scheduleDelivery(context.db, report.nextDueAt, now());
  };
}

/** At start with SMTP: the job queued for the pending rows (kept while no SMTP server was configured). */
export async function scheduleDueNotifications(db: Db, now: Date): Promise<void> {
  const due = (await pendingPeople(db)).map((p) => p.dueAt);
  if (due.length > 0) await scheduleDelivery(db, new Date(Math.min(...due)), now);
}
