// Exports (spec 000 §7 "POST /api/export {ids, type (1 zip, 4 CSV), keepFoldersStructure} -> id
// token, then GET /api/export/{token}"; §5 "Downloading many files needs download permission for
// each; disallowed ones are skipped with a warning").
//
// As the mocks: a file that does not exist, that the user may not see, or whose folder does not grant
// download is left out (the client warns about those before it asks, POST /api/permissions/images);
// nothing left answers 403. The download checks again (a permission taken away or a file deleted since
// the token was made is left out) and builds the file as it is sent: the zip streamed from the blobs
// (export/zip.ts), the CSV row by row (export/csv.ts); a PDF report (pdfRequest) is made by a job in
// the background (export/report-job.ts), whose progress GET /api/export/{token}/status answers, and
// sent once ready. (A token made before migration 0031 has its report made when downloaded, as then.)
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { components } from '@vitrine/api-client';
import { csvHeader, csvRow } from '@vitrine/core';
import type { ReportRequest } from '@vitrine/core/report';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';
import { canOnFile, type FileWithFolder, visibleFiles } from '../images/access';
import { enqueueJob, JOB_KINDS } from '../jobs/queue';
import { pathIds } from '../library/folders';
import { makeReport, REPORT_MAX_FILES } from '../reports/report';
import { checkReportImages } from '../reports/settings';
import type { BlobStore } from '../storage/blob-store';
import { zipEntryPaths } from './names';
import {
  type ExportStatus,
  exportStatusOf,
  MAX_REPORTS_UNDER_WAY,
  TOO_MANY_REPORTS,
  TOO_MANY_REPORTS_CODE,
  waitForReport,
} from './report-job';
import { digest, EXPORT_NOT_FOUND, type ExportKind, type ExportRecord, type ExportStore } from './store';
import { type ZipEntry, zipStream } from './zip';

type Db = Kysely<Database>;
type PdfRequest = components['schemas']['PdfRequest'];

/** Files are read this many ids at a time (bounded SQL parameters and memory). */
export const EXPORT_BATCH = 500;

/** The 403 when not one of the files may be downloaded. */
export const EXPORT_NOTHING_ALLOWED = 'You are not allowed to download any of these files.';
export { EXPORT_NOT_FOUND };
/** export type → kind (openapi.yml ExportRequest: 1 zip, 4 CSV; without type, a zip as the mocks). */
export function exportKindOf(type: number | undefined): ExportKind {
  return type === 4 ? 'csv' : 'zip';
}

/** The files among `ids` the principal may see and download, in the order of `ids`, batch by batch. */
export async function* downloadableFiles(
  db: Db,
  principal: Principal,
  now: Date,
  ids: readonly number[],
): AsyncGenerator<FileWithFolder[]> {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += EXPORT_BATCH) {
    const files = await visibleFiles(db, principal, now, unique.slice(start, start + EXPORT_BATCH));
    yield files.filter((file) => canOnFile(principal, 'download', file));
  }
}

export async function allDownloadable(db: Db, principal: Principal, now: Date, ids: readonly number[]) {
  const found: FileWithFolder[] = [];
  for await (const batch of downloadableFiles(db, principal, now, ids)) found.push(...batch);
  return found;
}

/** POST /api/export: the token of an export of the files the principal may download, or 403. */
export async function prepareExport(
  db: Db,
  store: ExportStore,
  principal: Principal,
  now: Date,
  request: {
    ids: readonly number[];
    type?: number;
    keepFoldersStructure?: boolean;
    pdfRequest?: PdfRequest | null;
  },
  language?: string | null,
): Promise<string> {
  if (principal.userId === null) throw new HttpError(401);
  // spec 000 §7 "POST /api/export {ids, pdfRequest} -> token": a PDF report (reports/report.ts).
  const pdfRequest = request.pdfRequest ?? null;
  if (pdfRequest) checkReportImages(pdfRequest);
  const allowed = (await allDownloadable(db, principal, now, request.ids)).map((file) => file.id);
  if (allowed.length === 0) throw new HttpError(403, EXPORT_NOTHING_ALLOWED);
  // Reports are made in the background (export/report-job.ts): a few at once per person.
  if (pdfRequest && (await store.reportsUnderWay(principal.userId, now)) >= MAX_REPORTS_UNDER_WAY)
    throw new HttpError(429, TOO_MANY_REPORTS, TOO_MANY_REPORTS_CODE);
  const ids = pdfRequest ? allowed.slice(0, REPORT_MAX_FILES) : allowed;
  const token = await store.create(
    {
      userId: principal.userId,
      kind: pdfRequest ? 'pdf' : exportKindOf(request.type),
      ids,
      keepFoldersStructure: request.keepFoldersStructure ?? false,
      ...(pdfRequest
        ? {
            pdfRequest,
            language: language ?? null,
            report: { state: 'queued', done: 0, total: ids.length, message: null, hash: null, size: null },
          }
        : {}),
    },
    now,
  );
  if (pdfRequest) await enqueueJob(db, { kind: JOB_KINDS.report, payload: { token: digest(token) }, now });
  return token;
}

/** GET /api/export/{token}/status: how the principal's export of `token` stands, or 404. */
export async function exportStatus(
  db: Db,
  store: ExportStore,
  principal: Principal,
  now: Date,
  token: string,
): Promise<ExportStatus> {
  const record = await store.find(token, principal.userId, now);
  if (!record) throw new HttpError(404, EXPORT_NOT_FOUND);
  return exportStatusOf(db, record);
}

/** What GET /api/export/{token} sends. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
  /** Known for a zip; a CSV is sent chunked. */
  size?: number;
}

/** "vitrine-export-20260615.zip", "vitrine-report-20260615.pdf" (the date of the download, UTC). */
export function exportFileName(kind: ExportKind, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return kind === 'pdf' ? `vitrine-report-${day}.pdf` : `vitrine-export-${day}.${kind}`;
}

/** The export of a token for the principal, or 404 (unknown, expired, another user's, nothing left). */
export async function openExport(
  db: Db,
  blobs: BlobStore,
  store: ExportStore,
  principal: Principal,
  now: Date,
  token: string,
  log?: FastifyBaseLogger,
  wait?: { clock: () => Date; signal?: AbortSignal },
): Promise<ExportFile> {
  const record = await store.find(token, principal.userId, now);
  if (!record) throw new HttpError(404, EXPORT_NOT_FOUND);
  if (record.kind === 'pdf' && record.report && !record.report.legacy) {
    // Made by its job: sent once ready, waited for when asked early (older clients ask at once).
    const ready = await waitForReport(db, store, record, wait?.clock ?? (() => now), wait?.signal);
    const { hash, size } = ready.report ?? {};
    if (!hash || !(await blobs.stat(hash))) throw new HttpError(404, EXPORT_NOT_FOUND);
    return {
      fileName: exportFileName('pdf', now),
      contentType: 'application/pdf',
      body: await blobs.stream(hash),
      ...(size === null || size === undefined ? {} : { size }),
    };
  }
  return buildExport(db, blobs, principal, now, record, log);
}

/**
 * The export of a record found already (a user's own, or a public one: shares/public-export.ts), of
 * the files `principal` may still see and download, or 404 when none is left.
 */
export async function buildExport(
  db: Db,
  blobs: BlobStore,
  principal: Principal,
  now: Date,
  record: ExportRecord,
  log?: FastifyBaseLogger,
): Promise<ExportFile> {
  const fileName = exportFileName(record.kind, now);
  if (record.kind === 'pdf') return reportExport(db, blobs, principal, now, record, fileName);
  if (record.kind === 'csv') {
    // The first batch that still has a file is read before answering: nothing left is a 404.
    const batches = downloadableFiles(db, principal, now, record.ids);
    let first: IteratorResult<FileWithFolder[]> = await batches.next();
    while (!first.done && first.value.length === 0) first = await batches.next();
    if (first.done) throw new HttpError(404, EXPORT_NOT_FOUND);
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: Readable.from(csvLines(first.value, batches)),
    };
  }
  const files = await allDownloadable(db, principal, now, record.ids);
  const entries = await zipEntries(db, blobs, files, record, log);
  if (entries.length === 0) throw new HttpError(404, EXPORT_NOT_FOUND);
  const zip = await zipStream(blobs, entries);
  return { fileName, contentType: 'application/zip', body: zip.stream, size: zip.size };
}

/**
 * A PDF report of the files the principal may still download: made into a temporary file (pdfmake
 * lays a document out whole before writing it), then sent from disk and removed once sent or
 * abandoned; 404 when none is left.
 */
async function reportExport(
  db: Db,
  blobs: BlobStore,
  principal: Principal,
  now: Date,
  record: ExportRecord,
  fileName: string,
): Promise<ExportFile> {
  const ids = (await allDownloadable(db, principal, now, record.ids)).map((file) => file.id);
  if (ids.length === 0) throw new HttpError(404, EXPORT_NOT_FOUND);
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-report-out-'));
  const outPath = join(dir, 'report.pdf');
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    const made = await makeReport({
      db,
      blobs,
      principal,
      now,
      ids,
      request: (record.pdfRequest ?? null) as ReportRequest | null,
      language: record.language ?? undefined,
      outPath,
    });
    if (made === 0) throw new HttpError(404, EXPORT_NOT_FOUND);
    const size = (await stat(outPath)).size;
    const body = createReadStream(outPath);
    body.once('close', () => void removeDir());
    return { fileName, contentType: 'application/pdf', body, size };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

async function* csvLines(
  first: readonly FileWithFolder[],
  rest: AsyncIterable<FileWithFolder[]>,
): AsyncGenerator<string> {
  yield csvHeader();
  yield csvRows(first);
  for await (const batch of rest) yield csvRows(batch);
}

function csvRows(files: readonly FileWithFolder[]): string {
  return files
    .map((file) =>
      csvRow({
        id: file.id,
        fileName: file.file_name,
        title: file.title,
        author: file.author,
        subject: file.subject,
        keywords: parseKeywords(file.keywords),
        country: file.country,
        city: file.city,
        fileSize: Number(file.file_size),
        latitude: file.gps_latitude,
        longitude: file.gps_longitude,
        expirationDate: file.expiration_date,
        licenseDocumentUrl: file.license_document_url,
        licenseExpiryNote: file.license_expiry_note,
      }),
    )
    .join('');
}

/** The date of an ISO string, or of `fallback` (ms) when it is not one. */
function dateOr(iso: string, fallback: number): Date {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? new Date(fallback) : date;
}

function parseKeywords(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** Folder names by id for the folders on the files' paths. */
async function folderNames(db: Db, files: readonly FileWithFolder[]): Promise<Map<number, string>> {
  const ids = [...new Set(files.flatMap((file) => pathIds(file.folder_path)))];
  const names = new Map<number, string>();
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const rows = await db
      .selectFrom('folders')
      .select(['id', 'name'])
      .where('id', 'in', ids.slice(start, start + EXPORT_BATCH))
      .execute();
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/**
 * The zip's entries: each original whose blob is there (a missing blob is logged and left out), under
 * its folder path when the export keeps the folder structure.
 */
async function zipEntries(
  db: Db,
  blobs: BlobStore,
  files: readonly FileWithFolder[],
  record: ExportRecord,
  log?: FastifyBaseLogger,
): Promise<ZipEntry[]> {
  const names = record.keepFoldersStructure ? await folderNames(db, files) : new Map<number, string>();
  const present: { file: FileWithFolder; size: number }[] = [];
  for (const file of files) {
    const stat = await blobs.stat(file.content_hash);
    if (stat) present.push({ file, size: stat.size });
    else log?.warn({ fileId: file.id, hash: file.content_hash }, 'export: the original is missing');
  }
  const paths = zipEntryPaths(
    present.map(({ file }) => ({
      fileName: file.file_name,
      folders: record.keepFoldersStructure ? pathIds(file.folder_path).map((id) => names.get(id) ?? '') : [],
    })),
  );
  return present.map(({ file, size }, index) => ({
    path: paths[index] as string,
    hash: file.content_hash,
    size,
    mtime: dateOr(file.last_file_modification, record.createdAt),
  }));
}
