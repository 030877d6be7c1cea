// Sign-in that holds (issue 13): failed sign-ins are throttled per user name and per client address,
// and password hashing runs at most a few at a time, so guessing is slow and a flood of sign-ins
// cannot starve everybody else.
//
// - Throttle: each key (the user name as typed, lower-cased; the client address) counts failures.
//   From the `freeFailures`-th failure on, the key is held for firstDelayMs · 2^(failures − free),
//   at most maxDelayMs. While held, an attempt answers 429 at once (no database read, no hash) and
//   does not count. A success clears the user name's count (not the address's). A key forgets its
//   failures `forgetAfterMs` after its last failure or hold, whichever ends later.
// - Unknown user names are throttled exactly like known ones, and checked against a stand-in hash of
//   the configured cost, so neither the answer nor its cost tells whether an account exists.
// - Hashing: at most `hashConcurrency` hashes run at once, `hashQueue` more wait; any beyond answer
//   429 at once instead of queueing without bound. One client address has at most
//   `addressInFlight` attempts running or waiting, so one client alone cannot fill the queue (its
//   16 parallel attempts the moment a hold ends get one or two checks and 429 for the rest).
//
// The counts and holds are rows of `sign_in_throttle` (migration 0015): every instance over the
// database sees the same ones and a restart forgets nothing (issue 16). The hashing limits are the
// process's own, as its CPU is.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, type ScryptCost } from './passwords';

/** The limits of {@link createSignInGuard}. */
export interface SignInLimits {
  /** Failures of one user name before it is held. */
  accountFreeFailures: number;
  /** Failures from one client address before it is held (a shared office counts as one). */
  addressFreeFailures: number;
  /** The first hold; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest hold. */
  maxDelayMs: number;
  /** A key's failures are forgotten this long after its last failure or hold. */
  forgetAfterMs: number;
  /** Password hashes (sign-in, password change) computed at once. */
  hashConcurrency: number;
  /** Hashes waiting for a turn; one more answers 429 at once. */
  hashQueue: number;
  /** Attempts of one client address running or waiting at once; one more answers 429 at once. */
  addressInFlight: number;
  /** Keys remembered per kind; the oldest is dropped beyond it (a flood of made-up names). */
  maxTrackedKeys: number;
}

/** The defaults (docs/decisions.md "Sign-in that holds"). */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = Object.freeze({
  accountFreeFailures: 5,
  addressFreeFailures: 20,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
  hashConcurrency: 2,
  hashQueue: 8,
  addressInFlight: 2,
  maxTrackedKeys: 10_000,
});

/** Who is attempting: the user name as typed and the client's address. */
export interface AttemptKeys {
  userName: string;
  address: string;
}

/** Thrown by {@link SignInGuard.hash} when the hashing queue is full. */
export class HashingBusy extends Error {
  override readonly name = 'HashingBusy';
  constructor() {
    super('Too many passwords are being checked at once.');
  }
}

export interface SignInGuard {
  /** Whether the guard throttles at all (false only when the server was started without limits). */
  readonly enabled: boolean;
  /** How long (ms) the keys are still held at `now`; 0 when an attempt may go ahead. */
  heldFor(keys: AttemptKeys, now: number): Promise<number>;
  /** Counts a failed attempt of both keys. */
  failed(keys: AttemptKeys, now: number): Promise<void>;
  /** A successful attempt: the user name's failures are forgotten. */
  succeeded(keys: AttemptKeys): Promise<void>;
  /**
   * Runs `work` (a hash or a verification) within the concurrency limits (all hashes; those of the
   * client `address`, when given); rejects with HashingBusy.
   */
  hash<T>(work: () => Promise<T>, address?: string): Promise<T>;
  /** A hash of a random password at the configured cost: what an unknown user name is checked against. */
  standInHash(): Promise<string>;
  /** Hashes running and waiting (tests, benchmarks). */
  load(): { running: number; waiting: number };
  /** Forgets every failure (tests). */
  clear(): Promise<void>;
}

/** The hold after `failures` failures of a key allowed `free` of them. */
export function holdAfter(failures: number, free: number, limits: SignInLimits): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 40);
  return Math.min(limits.firstDelayMs * 2 ** doublings, limits.maxDelayMs);
}

/** The failures of one kind of key (account, address), in `sign_in_throttle`. */
function createCounter(db: Kysely<Database>, kind: 'account' | 'address', free: number, limits: SignInLimits) {
  const rows = () => db.deleteFrom('sign_in_throttle').where('kind', '=', kind);
  return {
    async heldFor(key: string, now: number): Promise<number> {
      const row = await db
        .selectFrom('sign_in_throttle')
        .select('held_until_ms')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('forget_at_ms', '>', now)
        .executeTakeFirst();
      return row ? Math.max(0, Number(row.held_until_ms) - now) : 0;
    },
    async failed(key: string, now: number): Promise<void> {
      // Keys whose time is up are forgotten first (this one too: it counts from 1 again).
      await rows().where('forget_at_ms', '<=', now).execute();
      // One statement adds the failure, so attempts on several instances at once all count.
      const row = await db
        .insertInto('sign_in_throttle')
        .values({
          kind,
          key,
          failures: 1,
          last_failure_ms: now,
          held_until_ms: 0,
          forget_at_ms: now + limits.forgetAfterMs,
        })
        .onConflict((oc) =>
          oc.columns(['kind', 'key']).doUpdateSet((eb) => ({
            failures: eb('sign_in_throttle.failures', '+', 1),
            last_failure_ms: now,
          })),
        )
        .returning(['failures', 'held_until_ms'])
        .executeTakeFirstOrThrow();
      const hold = holdAfter(row.failures, free, limits);
      const heldUntil = hold > 0 ? now + hold : Number(row.held_until_ms);
      await db
        .updateTable('sign_in_throttle')
        .set({ held_until_ms: heldUntil, forget_at_ms: Math.max(now, heldUntil) + limits.forgetAfterMs })
        .where('kind', '=', kind)
        .where('key', '=', key)
        .execute();
      if (row.failures > 1) return;
      // A new key: beyond maxTrackedKeys the least recently failed go (a flood of made-up names).
      const { count } = await db
        .selectFrom('sign_in_throttle')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      const over = Number(count) - limits.maxTrackedKeys;
      if (over <= 0) return;
      const oldest = await db
        .selectFrom('sign_in_throttle')
        .select('key')
        .where('kind', '=', kind)
        .orderBy('last_failure_ms')
        .orderBy('key')
        .limit(over)
        .execute();
      await rows()
        .where(
          'key',
          'in',
          oldest.map((old) => old.key),
        )
        .execute();
    },
    async forget(key: string): Promise<void> {
      await rows().where('key', '=', key).execute();
    },
    async clear(): Promise<void> {
      await rows().execute();
    },
  };
}

/** The throttle key of a user name: as typed, trimmed and lower-cased (so case variants share it). */
export function accountKey(userName: string): string {
  return userName.normalize('NFC').trim().toLowerCase();
}

/**
 * The sign-in guard of one server over its database: `limits` false turns throttling and the hashing
 * limit off (the benchmark's "before"; never in production). The stand-in hash uses `cost`, the cost
 * of new hashes.
 */
export function createSignInGuard(
  db: Kysely<Database>,
  limits: SignInLimits | false,
  cost: ScryptCost,
): SignInGuard {
  const resolved = limits === false ? DEFAULT_SIGN_IN_LIMITS : limits;
  const accounts = createCounter(db, 'account', resolved.accountFreeFailures, resolved);
  const addresses = createCounter(db, 'address', resolved.addressFreeFailures, resolved);
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, number>();
  // Made at once, so the first unknown user name costs one hash like every later one.
  const standIn = hashPassword(randomBytes(24).toString('base64url'), cost);

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    enabled: limits !== false,
    async heldFor(keys, now) {
      if (limits === false) return 0;
      const [account, address] = await Promise.all([
        accounts.heldFor(accountKey(keys.userName), now),
        addresses.heldFor(keys.address, now),
      ]);
      return Math.max(account, address);
    },
    async failed(keys, now) {
      if (limits === false) return;
      await accounts.failed(accountKey(keys.userName), now);
      await addresses.failed(keys.address, now);
    },
    async succeeded(keys) {
      await accounts.forget(accountKey(keys.userName));
    },
    async hash(work, address) {
      if (limits === false) return work();
      const mine = address === undefined ? 0 : (inFlight.get(address) ?? 0);
      if (mine >= resolved.addressInFlight) throw new HashingBusy();
      if (running >= resolved.hashConcurrency && waiting.length >= resolved.hashQueue)
        throw new HashingBusy();
      if (address !== undefined) inFlight.set(address, mine + 1);
      try {
        if (running >= resolved.hashConcurrency) {
          // The slot is handed over by release(): `running` stays as it is.
          await new Promise<void>((resolve) => waiting.push(resolve));
        } else {
          running += 1;
        }
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        if (address !== undefined) {
          const left = (inFlight.get(address) ?? 1) - 1;
          if (left > 0) inFlight.set(address, left);
          else inFlight.delete(address);
        }
      }
    },
    standInHash: () => standIn,
    load: () => ({ running, waiting: waiting.length }),
    async clear() {
      await accounts.clear();
      await addresses.clear();
    },
  };
}
