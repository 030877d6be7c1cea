// What every tag's handlers share: the typed `http` of openapi-msw, the context (library and user of
// this handler set), and small answers (errors in the spec's shape, permission checks).
import type { paths } from '@vitrine/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import type { MockDb } from '../db/db';
import type { FolderRecord, ImageRecord } from '../db/types';
import { errorResponse } from '../errors';
import { hasPermission, type MockUser, type MockUserRole, type SharedLinkFlags } from '../users';

/** Typed handlers; the '*' base matches the API on any origin (the SDK may call another host). */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** The library and user a handler set reads; getters, so a reset or a user switch applies at once. */
export interface MockContext {
  db(): MockDb;
  user(): MockUser;
  /** Switches the current user (sign-in and sign-out). */
  setUser(role: MockUserRole, link?: Partial<SharedLinkFlags>): void;
}

export const badRequest = (message?: string) => errorResponse(400, message);
export const forbidden = (message?: string) => errorResponse(403, message);
export const notFound = (message?: string) => errorResponse(404, message);

/** Path and query ids arrive as strings: a non-numeric id is NaN (and answers 404 or 400). */
export function toId(value: string | number | readonly string[] | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return Number.NaN;
  return Number(value);
}

/** Whether the user holds `permission` in a folder (an editor only reads in a read-only folder). */
export function canInFolder(user: MockUser, permission: string, folder: FolderRecord | undefined): boolean {
  return hasPermission(user, permission, folder?.readOnlyForEditors ?? false);
}

/** Whether the user holds `permission` on an image (through its folder). */
export function canOnImage(db: MockDb, user: MockUser, permission: string, image: ImageRecord): boolean {
  return canInFolder(user, permission, db.folder(image.folderId));
}

/** A 403 unless the user holds `permission` (anywhere, or in `folder`). */
export function requirePermission(
  user: MockUser,
  permission: string,
  folder?: FolderRecord,
): Response | undefined {
  return canInFolder(user, permission, folder) ? undefined : forbidden();
}

/** Reads a JSON body, or undefined when it is missing or malformed. */
export async function readJson<T>(request: Request): Promise<T | undefined> {
  try {
    return (await request.json()) as T;
  } catch {
    return undefined;
  }
}
