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
// The state is in memory, per server process: a restart forgets it (docs/decisions.md).
import { randomBytes } from 'node:crypto';
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
  heldFor(keys: AttemptKeys, now: number): number;
  /** Counts a failed attempt of both keys. */
  failed(keys: AttemptKeys, now: number): void;
  /** A successful attempt: the user name's failures are forgotten. */
  succeeded(keys: AttemptKeys): void;
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
  clear(): void;
}

interface Entry {
  failures: number;
  /** When the last failure was counted (ms). */
  lastFailure: number;
  /** Held until (ms); 0 when not held. */
  heldUntil: number;
}

/** The hold after `failures` failures of a key allowed `free` of them. */
export function holdAfter(failures: number, free: number, limits: SignInLimits): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 40);
  return Math.min(limits.firstDelayMs * 2 ** doublings, limits.maxDelayMs);
}

function createCounter(free: number, limits: SignInLimits) {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now >= Math.max(entry.lastFailure, entry.heldUntil) + limits.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    heldFor(key: string, now: number): number {
      const entry = live(key, now);
      return entry ? Math.max(0, entry.heldUntil - now) : 0;
    },
    failed(key: string, now: number): void {
      const entry = live(key, now) ?? { failures: 0, lastFailure: now, heldUntil: 0 };
      entry.failures += 1;
      entry.lastFailure = now;
      const hold = holdAfter(entry.failures, free, limits);
      if (hold > 0) entry.heldUntil = now + hold;
      // Most recently failed last, so the oldest is first to go when the map is full.
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > limits.maxTrackedKeys) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    forget(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** The throttle key of a user name: as typed, trimmed and lower-cased (so case variants share it). */
export function accountKey(userName: string): string {
  return userName.normalize('NFC').trim().toLowerCase();
}

/**
 * The sign-in guard of one server: `limits` false turns throttling and the hashing limit off (the
 * benchmark's "before"; never in production). The stand-in hash uses `cost`, the cost of new hashes.
 */
export function createSignInGuard(limits: SignInLimits | false, cost: ScryptCost): SignInGuard {
  const resolved = limits === false ? DEFAULT_SIGN_IN_LIMITS : limits;
  const accounts = createCounter(resolved.accountFreeFailures, resolved);
  const addresses = createCounter(resolved.addressFreeFailures, resolved);
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
    heldFor(keys, now) {
      if (limits === false) return 0;
      return Math.max(accounts.heldFor(accountKey(keys.userName), now), addresses.heldFor(keys.address, now));
    },
    failed(keys, now) {
      if (limits === false) return;
      accounts.failed(accountKey(keys.userName), now);
      addresses.failed(keys.address, now);
    },
    succeeded(keys) {
      accounts.forget(accountKey(keys.userName));
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
    clear() {
      accounts.clear();
      addresses.clear();
    },
  };
}
