// Public upload pages (spec 001 §1 "Public upload pages accept only images"; §5 the extensions; §9
// "10 public"): an administrator makes, lists and revokes them (handlers/upload.ts, issue 19), each
// with an optional expiry and optional quotas over its life (maxFiles, maxBytes; counted in
// files_received / bytes_received, migration 0027). A random hash (the `publicHash` of the upload path, api-client's UPLOAD_WIRE; the
// `hash` column here) names a page and the folder its files go to. The page's files are owned
// by whoever made it. The count limit of spec 001 §9 is the public uploader's per-batch limit; the
// server holds a page to it over a window (PUBLIC_UPLOAD_WINDOW_MS), so an open link cannot fill
// the disk: the 11th file within the window answers 442 'Upload limit reached.'.
import { randomBytes } from 'node:crypto';
import { UPLOAD_COUNT_LIMITS } from '@vitrine/core';
import type { Kysely } from 'kysely';
import type { Database, PublicUploadPageRow } from '../db/schema';

type Db = Kysely<Database>;

/** The window over which a public page accepts UPLOAD_COUNT_LIMITS.public files: one hour. */
export const PUBLIC_UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** Bytes of randomness in a page's hash: 144 bits (issue 19 asks at least 128), 24 base64url characters. */
export const PUBLIC_PAGE_HASH_BYTES = 18;

/** The message of a page that does not exist, was revoked or has expired (403; one message: no oracle). */
export const PUBLIC_PAGE_GONE = 'This public upload page does not exist or has expired.';

export interface NewPublicUploadPage {
  folderId: number;
  createdBy: number | null;
  now: Date;
  expiresAt?: Date | null;
  /** Quotas over the page's life (docs/decisions.md "Public upload page quotas"). */
  maxFiles?: number | null;
  maxBytes?: number | null;
}

/**
 * Makes a public upload page for a folder (createPublicUploadPage, handlers/upload.ts; tests call it
 * directly). Answers the page's hash.
 */
export async function createPublicUploadPage(db: Db, values: NewPublicUploadPage): Promise<string> {
  const hash = randomBytes(PUBLIC_PAGE_HASH_BYTES).toString('base64url');
  await db
    .insertInto('public_upload_pages')
    .values({
      hash,
      folder_id: values.folderId,
      created_by: values.createdBy,
      created_at: values.now.toISOString(),
      expires_at: values.expiresAt ? values.expiresAt.toISOString() : null,
      max_files: values.maxFiles ?? null,
      max_bytes: values.maxBytes ?? null,
    })
    .execute();
  return hash;
}

/** The page a publicHash names, when it exists, is not revoked and has not expired. */
export async function findPublicUploadPage(
  db: Db,
  publicHash: string,
  now: Date,
): Promise<PublicUploadPageRow | undefined> {
  const page = await db
    .selectFrom('public_upload_pages')
    .selectAll()
    .where('hash', '=', publicHash)
    .executeTakeFirst();
  if (!page || page.revoked_at !== null) return undefined;
  if (page.expires_at !== null && page.expires_at <= now.toISOString()) return undefined;
  return page;
}

/** Every page (or the one `hash` names) with its folder's name and path, newest first. */
export async function listPublicUploadPages(db: Db, hash?: string) {
  let query = db
    .selectFrom('public_upload_pages')
    .innerJoin('folders', 'folders.id', 'public_upload_pages.folder_id')
    .selectAll('public_upload_pages')
    .select(['folders.name as folder_name', 'folders.path as folder_path']);
  if (hash !== undefined) query = query.where('public_upload_pages.hash', '=', hash);
  return query
    .orderBy('public_upload_pages.created_at', 'desc')
    .orderBy('public_upload_pages.hash')
    .execute();
}

/** Revokes a page (kept, listed, refused from now on); false when no page has that hash. */
export async function revokePublicUploadPage(db: Db, publicHash: string, now: Date): Promise<boolean> {
  const page = await db
    .selectFrom('public_upload_pages')
    .select(['hash', 'revoked_at'])
    .where('hash', '=', publicHash)
    .executeTakeFirst();
  if (!page) return false;
  if (page.revoked_at === null) {
    await db
      .updateTable('public_upload_pages')
      .set({ revoked_at: now.toISOString() })
      .where('hash', '=', publicHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
  return true;
}

/** Whether a file of `fileSize` bytes still fits the page's quotas (what it received so far). */
export function pageQuotaAllows(
  page: Pick<PublicUploadPageRow, 'max_files' | 'max_bytes' | 'files_received' | 'bytes_received'>,
  fileSize: number,
): boolean {
  if (page.max_files !== null && Number(page.files_received) >= page.max_files) return false;
  if (page.max_bytes !== null && Number(page.bytes_received) + fileSize > page.max_bytes) return false;
  return true;
}

/**
 * Counts a file into the page before it is stored, when it fits the quotas: one statement, so two
 * uploads finishing at once cannot both take the last place. Answers whether it was counted (undone
 * with {@link releasePublicQuota} when the file is not stored after all).
 */
export async function reservePublicQuota(db: Db, publicHash: string, fileSize: number): Promise<boolean> {
  const result = await db
    .updateTable('public_upload_pages')
    .set((eb) => ({
      files_received: eb('files_received', '+', 1),
      bytes_received: eb('bytes_received', '+', fileSize),
    }))
    .where('hash', '=', publicHash)
    .where((eb) =>
      eb.and([
        eb.or([eb('max_files', 'is', null), eb('files_received', '<', eb.ref('max_files'))]),
        eb.or([
          eb('max_bytes', 'is', null),
          eb(eb('bytes_received', '+', fileSize), '<=', eb.ref('max_bytes')),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back what {@link reservePublicQuota} counted for a file that was not stored. */
export async function releasePublicQuota(db: Db, publicHash: string, fileSize: number): Promise<void> {
  await db
    .updateTable('public_upload_pages')
    .set((eb) => ({
      files_received: eb('files_received', '-', 1),
      bytes_received: eb('bytes_received', '-', fileSize),
    }))
    .where('hash', '=', publicHash)
    .execute();
}

/** Whether the page may take another file now (spec 001 §9: 10 per window). */
export async function publicPageHasRoom(db: Db, publicHash: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - PUBLIC_UPLOAD_WINDOW_MS).toISOString();
  const { n } = await db
    .selectFrom('public_upload_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('page_hash', '=', publicHash)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n) < UPLOAD_COUNT_LIMITS.public;
}

export async function recordPublicUpload(
  db: Db,
  publicHash: string,
  fileId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('public_upload_files')
    .values({ page_hash: publicHash, file_id: fileId, created_at: now.toISOString() })
    .execute();
}
