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

/** The 404 of a token that is unknown, expired, another user's, or whose files are all gone. */
export const EXPORT_NOT_FOUND = 'This export was not found or has expired. Export the files again.';

/** How a PDF report stands (migration 0031; openapi.yml ExportStatus). */
export type ReportState = 'queued' | 'making' | 'ready' | 'failed';
export const REPORT_STATES: readonly ReportState[] = ['queued', 'making', 'ready', 'failed'];

/** A PDF report's making (export/report-job.ts), kept on its token's row. */
export interface ReportProgress {
  state: ReportState;
  /** Images placed so far. */
  done: number;
  /** Images the report holds. */
  total: number;
  /** Why a failed report failed. */
  message: string | null;
  /** The made PDF's blob, once ready. */
  hash: string | null;
  size: number | null;
  /** A row made before migration 0031: no job makes it; it is made when downloaded, as then. */
  legacy?: true;
}

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
  /** A PDF report's making; absent for a zip or a CSV. */
  report?: ReportProgress;
  /** SHA-256 of the token: the row's key (the report job names its token by it). */
  tokenHash?: string;
  createdAt: number;
  expiresAt: number;
}

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class ExportStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly ttlMs: number = EXPORT_TOKEN_TTL_MS,
  ) {}

  /** Report blobs of rows forgotten since the last {@link takeForgottenReports} (removed by the caller). */
  #forgottenReports: string[] = [];

  /** Keeps an export and answers its token. */
  async create(
    record: Omit<ExportRecord, 'createdAt' | 'expiresAt' | 'tokenHash'>,
    now: Date,
  ): Promise<string> {
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
      const dropped = await dropOlder.returning('report_hash').execute();
      this.#forgottenReports.push(...dropped.flatMap((row) => (row.report_hash ? [row.report_hash] : [])));
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
          ...(record.kind === 'pdf'
            ? {
                report_state: record.report?.state ?? 'queued',
                report_done: record.report?.done ?? 0,
                report_total: record.report?.total ?? record.ids.length,
              }
            : {}),
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

  /** Forgets the expired exports (their report blobs wait in {@link takeForgottenReports}). */
  async sweep(now: Date): Promise<void> {
    const gone = await this.db
      .deleteFrom('export_tokens')
      .where('expires_at', '<=', now.toISOString())
      .returning('report_hash')
      .execute();
    this.#forgottenReports.push(...gone.flatMap((row) => (row.report_hash ? [row.report_hash] : [])));
  }

  /** The blobs of made reports whose rows were forgotten since the last call (each answered once). */
  takeForgottenReports(): string[] {
    const hashes = this.#forgottenReports;
    this.#forgottenReports = [];
    return hashes;
  }

  /** The live export of a token's hash, whoever asked (the report job's look). */
  async findByHash(tokenHash: string, now: Date): Promise<ExportRecord | undefined> {
    const row = await this.db
      .selectFrom('export_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? recordOf(row) : undefined;
  }

  /** How many of the user's own PDF reports are queued or being made (not expired). */
  async reportsUnderWay(userId: number, now: Date): Promise<number> {
    const { count } = await this.db
      .selectFrom('export_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('share_id', 'is', null)
      .where('kind', '=', 'pdf')
      .where('report_state', 'in', ['queued', 'making'])
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Writes how a report stands; false when its row is gone (expired, or dropped for a newer one). */
  async updateReport(
    tokenHash: string,
    patch: Partial<Omit<ReportProgress, 'size'>> & { size?: number | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('export_tokens')
      .set({
        ...(patch.state === undefined ? {} : { report_state: patch.state }),
        ...(patch.done === undefined ? {} : { report_done: patch.done }),
        ...(patch.total === undefined ? {} : { report_total: patch.total }),
        ...(patch.message === undefined ? {} : { report_message: patch.message }),
        ...(patch.hash === undefined ? {} : { report_hash: patch.hash }),
        ...(patch.size === undefined ? {} : { report_size: patch.size }),
      })
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
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
    ...(row.kind === 'pdf' ? { report: reportOf(row) } : {}),
    tokenHash: row.token_hash,
    createdAt: Date.parse(row.created_at),
    expiresAt: Date.parse(row.expires_at),
  };
}

function reportOf(row: Selectable<ExportTokensTable>): ReportProgress {
  const state = REPORT_STATES.find((known) => known === row.report_state);
  // A row made before migration 0031 has no state: its report is made when it is downloaded.
  return {
    ...(row.report_state === null ? { legacy: true as const } : {}),
    state: state ?? 'queued',
    done: row.report_done ?? 0,
    total: row.report_total ?? (JSON.parse(row.file_ids) as number[]).length,
    message: row.report_message,
    hash: row.report_hash,
    size: row.report_size === null ? null : Number(row.report_size),
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
