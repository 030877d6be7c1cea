// The administrator's public upload pages (issue 19; openapi.yml listPublicUploadPages,
// createPublicUploadPage, revokePublicUploadPage) and the exact-content duplicate pre-check
// (findUploadDuplicates): typed calls over the client, one home for every side that speaks the API.
// What an upload already has staged (getUploadReceived) is the upload engine's call (../upload.ts).
import { unwrap, type VitrineClient } from '../client';
import type { components, operations } from '../generated/schema';

/** A public upload page as an administrator sees it (openapi.yml PublicUploadPage). */
export type PublicUploadPage = components['schemas']['PublicUploadPage'];

/** What a new page may carry: an expiry (ISO date-time, in the future) and quotas over its life. */
export interface NewPublicUploadPage {
  folderId: number;
  expiresAt?: string | null;
  maxFiles?: number | null;
  maxBytes?: number | null;
}

/** At most this many files per duplicate pre-check (openapi.yml findUploadDuplicates; 400 above). */
export const MAX_DUPLICATE_CHECK_FILES = 100;

/** One file to pre-check: the caller's key for it, its SHA-256 (64 lowercase hex digits) and size. */
export interface DuplicateCheckFile {
  key: string;
  sha256: string;
  size: number;
}

/** The answer of findUploadDuplicates (openapi.yml). */
type DuplicatesAnswer = operations['findUploadDuplicates']['responses'][200]['content']['application/json'];

/** One file asked about that has duplicates, with the files the caller may see. */
export type UploadDuplicate = DuplicatesAnswer['duplicates'][number];

/** Every public upload page, revoked and expired ones too, newest first (administrators only). */
export async function listPublicUploadPages(client: VitrineClient): Promise<PublicUploadPage[]> {
  const answer = await unwrap(client.GET('/api/upload/public-pages'));
  return answer.pages;
}

/** Makes a public upload page into a folder (administrators only); answers the page. */
export function createPublicUploadPage(
  client: VitrineClient,
  page: NewPublicUploadPage,
): Promise<PublicUploadPage> {
  return unwrap(client.POST('/api/upload/public-pages', { body: page }));
}

/** Revokes a page: it stays listed and refuses every upload from then on (administrators only). */
export async function revokePublicUploadPage(client: VitrineClient, hash: string): Promise<void> {
  await unwrap(client.DELETE('/api/upload/public-pages/{hash}', { params: { path: { hash } } }));
}

/**
 * The address a visitor opens to upload through a page: the reference app's `/public/<hash>` (spec
 * 000 §2 `/public`), below `base` (the app's origin and base path).
 */
export function publicUploadPageLink(base: string, hash: string): string {
  return `${base.replace(/\/+$/, '')}/public/${encodeURIComponent(hash)}`;
}

/**
 * The files of the library with exactly the content of each file (same SHA-256 and size) that the
 * caller may see, asked in calls of at most MAX_DUPLICATE_CHECK_FILES; answers only the keys that
 * have some, in the order asked.
 */
export async function findUploadDuplicates(
  client: VitrineClient,
  folderId: number,
  files: readonly DuplicateCheckFile[],
  options: { signal?: AbortSignal } = {},
): Promise<UploadDuplicate[]> {
  const found: UploadDuplicate[] = [];
  for (let start = 0; start < files.length; start += MAX_DUPLICATE_CHECK_FILES) {
    const batch = files.slice(start, start + MAX_DUPLICATE_CHECK_FILES);
    const answer = await unwrap(
      client.POST('/api/upload/duplicates', {
        body: { folderId, files: batch.map(({ key, sha256, size }) => ({ key, sha256, size })) },
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
    found.push(...answer.duplicates);
  }
  return found;
}
