// Prepared exports (spec 000 §7 "POST /api/export ... -> id token, then GET /api/export/{token}"). A
// token is 32 random bytes (crypto, base64url): unguessable. Only its SHA-256 is kept (as sessions
// keep theirs), with the user who asked, the file ids and the kind, for EXPORT_TOKEN_TTL_MS; the
// archive itself is built while it is downloaded (export/zip.ts), so nothing large is stored.
//
// The records live in the server process's memory: a restart forgets them (the client asks for a new
// export), and with several instances GET must reach the instance that answered POST (sticky sessions
// on /api/export, as on the upload path: docs/scaling.md).
import { createHash, randomBytes } from 'node:crypto';

/** How long a token may be downloaded with: 1 hour. */
export const EXPORT_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Live exports kept per user; a new one past this drops that user's oldest. */
export const MAX_EXPORTS_PER_USER = 20;

export type ExportKind = 'zip' | 'csv';

export interface ExportRecord {
  /** The user who asked (the guest principal's user for a guest). */
  userId: number;
  kind: ExportKind;
  /** The files, in the order asked, without repeats (re-checked on download). */
  ids: readonly number[];
  keepFoldersStructure: boolean;
  createdAt: number;
  expiresAt: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class ExportStore {
  readonly #records = new Map<string, ExportRecord>();

  constructor(readonly ttlMs: number = EXPORT_TOKEN_TTL_MS) {}

  /** Keeps an export and answers its token. */
  create(record: Omit<ExportRecord, 'createdAt' | 'expiresAt'>, now: Date): string {
    this.sweep(now);
    const mine = [...this.#records].filter(([, r]) => r.userId === record.userId);
    mine.sort(([, a], [, b]) => a.createdAt - b.createdAt);
    for (const [key] of mine.slice(0, Math.max(0, mine.length - MAX_EXPORTS_PER_USER + 1))) {
      this.#records.delete(key);
    }
    const token = randomBytes(32).toString('base64url');
    const at = now.getTime();
    this.#records.set(digest(token), { ...record, createdAt: at, expiresAt: at + this.ttlMs });
    return token;
  }

  /** The export of `token` for `userId`; undefined when unknown, expired or another user's. */
  find(token: string, userId: number | null, now: Date): ExportRecord | undefined {
    this.sweep(now);
    const record = this.#records.get(digest(token));
    if (!record || userId === null || record.userId !== userId) return undefined;
    return record;
  }

  /** Forgets the expired exports. */
  sweep(now: Date): void {
    const at = now.getTime();
    for (const [key, record] of this.#records) if (record.expiresAt <= at) this.#records.delete(key);
  }

  get size(): number {
    return this.#records.size;
  }
}

const stores = new WeakMap<object, ExportStore>();

/** The store of one server (keyed by its ServerContext: each createServer has its own). */
export function exportStoreOf(server: object): ExportStore {
  let store = stores.get(server);
  if (!store) {
    store = new ExportStore();
    stores.set(server, store);
  }
  return store;
}
