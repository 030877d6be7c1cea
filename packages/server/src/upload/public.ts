// Public upload pages (spec 001 §1 "Public upload pages accept only images"; §5 the extensions; §9
// "10 public"): a random hash (the `publicHash` of the upload path, api-client's UPLOAD_WIRE; the
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

/**
 * Makes a public upload page for a folder (the sharing part of the server will call this from its
 * own operation; tests and administrators call it directly). Answers the page's hash.
 */
export async function createPublicUploadPage(
  db: Db,
  values: { folderId: number; createdBy: number | null; now: Date; expiresAt?: Date | null },
): Promise<string> {
  const hash = randomBytes(18).toString('base64url');
  await db
    .insertInto('public_upload_pages')
    .values({
      hash,
      folder_id: values.folderId,
      created_by: values.createdBy,
      created_at: values.now.toISOString(),
      expires_at: values.expiresAt ? values.expiresAt.toISOString() : null,
    })
    .execute();
  return hash;
}

/** The page a publicHash names, when it exists and has not expired. */
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
  if (!page) return undefined;
  if (page.expires_at !== null && page.expires_at <= now.toISOString()) return undefined;
  return page;
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
