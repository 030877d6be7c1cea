// Prepared exports (spec 000 §7 "POST /api/export ... -> id token, then GET /api/export/{token}"). A
// token is 32 random bytes (crypto, base64url): unguessable. Only its SHA-256 is kept (as sessions
// keep theirs), with the user who asked, the file ids and the kind, for EXPORT_TOKEN_TTL_MS; the
// archive itself is built while it is downloaded (export/zip.ts), so nothing large is stored.
//
// The records are rows of `export_tokens` (migration 0014): the instance that answers GET need not be
// the one that answered POST, and a restart forgets nothing (issue 16, several instances).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ExportTokensTable } from '../db/schema';

/** How long a token may be downloaded with: 1 hour. */
export const EXPORT_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Live exports kept per user; a new one past this drops that user's oldest. */
export const MAX_EXPORTS_PER_USER = 20;

export type ExportKind = 'zip' | 'csv' | 'pdf';

export interface ExportRecord {
  /** The user who asked (the guest principal's user for a guest). */
  userId: number;
  kind: ExportKind;
  /** The files, in the order asked, without repeats (re-checked on download). */
  ids: readonly number[];
  keepFoldersStructure: boolean;
  /** A public export's share link (spec 001 §7, shares/public-export.ts); absent for a user's own. */
  shareId?: number;
  /** A PDF report's request (openapi.yml PdfRequest; spec 000 §7 "POST /api/export {ids, pdfRequest}"). */
  pdfRequest?: unknown;
  /** The language a PDF report is written in (the asker's Accept-Language). */
  language?: string | null;
  createdAt: number;
  expiresAt: number;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class ExportStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly ttlMs: number = EXPORT_TOKEN_TTL_MS,
  ) {}

  /** Keeps an export and answers its token. */
  async create(record: Omit<ExportRecord, 'createdAt' | 'expiresAt'>, now: Date): Promise<string> {
    await this.sweep(now);
    const token = randomBytes(32).toString('base64url');
    const at = now.getTime();
    await this.db.transaction().execute(async (trx) => {
      // The user's newest MAX − 1 stay; the new one makes MAX.
      // A public export counts among its link's, not its owner's (a visitor never drops the owner's).
      const share = record.shareId ?? null;
      const kept = await trx
        .selectFrom('export_tokens')
        .select('token_hash')
        .where('user_id', '=', record.userId)
        .where((eb) => (share === null ? eb('share_id', 'is', null) : eb('share_id', '=', share)))
        .orderBy('created_at', 'desc')
        .orderBy('token_hash')
        .limit(MAX_EXPORTS_PER_USER - 1)
        .execute();
      let dropOlder = trx
        .deleteFrom('export_tokens')
        .where('user_id', '=', record.userId)
        .where((eb) => (share === null ? eb('share_id', 'is', null) : eb('share_id', '=', share)));
      if (kept.length > 0)
        dropOlder = dropOlder.where(
          'token_hash',
          'not in',
          kept.map((row) => row.token_hash),
        );
      await dropOlder.execute();
      await trx
        .insertInto('export_tokens')
        .values({
          token_hash: digest(token),
          user_id: record.userId,
          kind: record.kind,
          file_ids: JSON.stringify(record.ids),
          keep_folders_structure: record.keepFoldersStructure ? 1 : 0,
          share_id: share,
          pdf_request: record.kind === 'pdf' ? JSON.stringify(record.pdfRequest ?? null) : null,
          language: record.kind === 'pdf' ? (record.language ?? null) : null,
          created_at: new Date(at).toISOString(),
          expires_at: new Date(at + this.ttlMs).toISOString(),
        })
        .execute();
    });
    return token;
  }

  /** The export of `token` for `userId`; undefined when unknown, expired or another user's. */
  async find(token: string, userId: number | null, now: Date): Promise<ExportRecord | undefined> {
    if (userId === null) return undefined;
    const row = await this.db
      .selectFrom('export_tokens')
      .selectAll()
      .where('token_hash', '=', digest(token))
      .where('user_id', '=', userId)
      .where('share_id', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? recordOf(row) : undefined;
  }

  /** A public export of `token` (made through a share link); undefined when unknown or expired. */
  async findPublic(token: string, now: Date): Promise<(ExportRecord & { shareId: number }) | undefined> {
    const row = await this.db
      .selectFrom('export_tokens')
      .selectAll()
      .where('token_hash', '=', digest(token))
      .where('share_id', 'is not', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row || row.share_id === null) return undefined;
    return { ...recordOf(row), shareId: row.share_id };
  }

  /** Forgets the expired exports. */
  async sweep(now: Date): Promise<void> {
    await this.db.deleteFrom('export_tokens').where('expires_at', '<=', now.toISOString()).execute();
  }

  /** How many exports are kept (all users). */
  async size(): Promise<number> {
    const { count } = await this.db
      .selectFrom('export_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}

function recordOf(row: Selectable<ExportTokensTable>): ExportRecord {
  return {
    userId: row.user_id,
    kind: row.kind === 'csv' || row.kind === 'pdf' ? row.kind : 'zip',
    ids: JSON.parse(row.file_ids) as number[],
    keepFoldersStructure: row.keep_folders_structure === 1,
    ...(row.kind === 'pdf'
      ? { pdfRequest: row.pdf_request === null ? null : JSON.parse(row.pdf_request), language: row.language }
      : {}),
    createdAt: Date.parse(row.created_at),
    expiresAt: Date.parse(row.expires_at),
  };
}

const stores = new WeakMap<Kysely<Database>, ExportStore>();

/** The store of one database (each createServer has its own). */
export function exportStoreOf(db: Kysely<Database>): ExportStore {
  let store = stores.get(db);
  if (!store) {
    store = new ExportStore(db);
    stores.set(db, store);
  }
  return store;
}
