// The calls behind the views' file actions (spec 000 §7 "Files and export", "Permissions",
// "Recognition"; spec 001 §7): delete, exclude from a set, the per-image permission check, the zip /
// CSV export and its download address, thumbnail regeneration, object recognition and its consent.
// The only place in @vitrine/views that calls the client for them.
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import { EXPORT_TYPES } from '@vitrine/core';
import { useClient } from '@vitrine/ui';
import { useMemo } from 'react';

/** What POST /api/images/delete answers: what went and what did not. */
export interface DeleteImagesAnswer {
  deletedIds: number[];
  failedImageIds: number[];
}

/** The kind of an export (spec 000 §7: type 1 zip, 4 CSV). */
export type ExportKind = keyof typeof EXPORT_TYPES;

/** What the recognition call answers (spec 000 §7). */
export interface RecognizeAnswer {
  enqueued?: boolean;
  counter?: number;
  imageId?: number | null;
  labels?: string[];
  requiresConsent?: boolean;
}

/** Delete files (spec 001 §7 "delete image(s)"; openapi.yml deleteImages). */
export async function deleteImages(
  client: VitrineClient,
  imageIds: readonly number[],
): Promise<DeleteImagesAnswer> {
  const answer = await unwrap(client.POST('/api/images/delete', { body: { imageIds: [...imageIds] } }));
  return { deletedIds: answer.deletedIds, failedImageIds: answer.failedImageIds };
}

/** Exclude files from a set: POST /api/virtualsets/{setId}/deleteimages {ImageIds} (spec 000 §7). */
export async function excludeImagesFromSet(
  client: VitrineClient,
  setId: number,
  imageIds: readonly number[],
): Promise<void> {
  await unwrap(
    client.POST('/api/virtualsets/{setId}/deleteimages', {
      params: { path: { setId } },
      body: { ImageIds: [...imageIds] },
    }),
  );
}

/** The ids among `imageIds` the user holds `permission` on: POST /api/permissions/images (spec 000 §7). */
export async function allowedImageIds(
  client: VitrineClient,
  permission: string,
  imageIds: readonly number[],
): Promise<number[]> {
  const answer = await unwrap(
    client.POST('/api/permissions/images', { body: { permission, imageIds: [...imageIds] } }),
  );
  return answer.imageIds;
}

/** POST /api/export {ids, type, keepFoldersStructure} → the token (spec 000 §7). */
export async function prepareExport(
  client: VitrineClient,
  request: { ids: readonly number[]; kind: ExportKind; keepFoldersStructure: boolean },
): Promise<string> {
  const answer = await unwrap(
    client.POST('/api/export', {
      body: {
        ids: [...request.ids],
        type: EXPORT_TYPES[request.kind],
        keepFoldersStructure: request.keepFoldersStructure,
      },
    }),
  );
  return answer.id;
}

const trimBase = (client: VitrineClient) => client.config.baseUrl.replace(/\/+$/, '');

/** Where a prepared export is downloaded: GET /api/export/{token} (spec 000 §7). */
export function exportDownloadUrl(client: VitrineClient, token: string): string {
  return `${trimBase(client)}/api/export/${encodeURIComponent(token)}`;
}

/** Where one original file is downloaded: GET /Download.aspx?id={id} (spec 000 §7). */
export function fileDownloadUrl(client: VitrineClient, id: number): string {
  return `${trimBase(client)}/Download.aspx?id=${encodeURIComponent(id)}`;
}

/**
 * PATCH /api/files {newFolderId, fileIds, isDropFromSidebar, Override} → the ids that could not be
 * moved (spec 001 §7; a 409 means a name is taken there: the conflict dialog, spec 001 §4).
 */
export async function moveFiles(
  client: VitrineClient,
  request: { folderId: number; ids: readonly number[]; override?: boolean; isDropFromSidebar?: boolean },
): Promise<number[]> {
  const answer = await unwrap(
    client.PATCH('/api/files', {
      body: {
        newFolderId: request.folderId,
        fileIds: [...request.ids],
        isDropFromSidebar: request.isDropFromSidebar ?? false,
        Override: request.override ?? false,
      },
    }),
  );
  return answer.failedImageIds;
}

/** POST /api/virtualsets/{setId}/images {ImageIds, isDropFromSidebar} (spec 001 §7). */
export async function addFilesToSet(
  client: VitrineClient,
  request: { setId: number; ids: readonly number[]; isDropFromSidebar?: boolean },
): Promise<void> {
  await unwrap(
    client.POST('/api/virtualsets/{setId}/images', {
      params: { path: { setId: request.setId } },
      body: { ImageIds: [...request.ids], isDropFromSidebar: request.isDropFromSidebar ?? false },
    }),
  );
}

/** POST /api/Thumb/generate {IdArray} (spec 000 §7). */
export async function regenerateThumbnails(client: VitrineClient, ids: readonly number[]): Promise<void> {
  await unwrap(client.POST('/api/Thumb/generate', { body: { IdArray: [...ids] } }));
}

/** POST /api/recognize/ {ids} (spec 000 §7). */
export async function recognizeObjects(
  client: VitrineClient,
  ids: readonly number[],
): Promise<RecognizeAnswer> {
  return (await unwrap(client.POST('/api/recognize/', { body: { ids: [...ids] } }))) ?? {};
}

/** POST consent {isAllowed} (spec 000 §7, spec 001 §7). */
export async function setRecognitionConsent(client: VitrineClient, isAllowed: boolean): Promise<void> {
  await unwrap(client.POST('/api/recognition/consent', { body: { isAllowed } }));
}

/** The action calls bound to the provider's client. */
export function useActionsApi() {
  const client = useClient();
  return useMemo(
    () => ({
      client,
      deleteImages: (ids: readonly number[]) => deleteImages(client, ids),
      excludeImagesFromSet: (setId: number, ids: readonly number[]) =>
        excludeImagesFromSet(client, setId, ids),
      allowedImageIds: (permission: string, ids: readonly number[]) =>
        allowedImageIds(client, permission, ids),
      prepareExport: (request: Parameters<typeof prepareExport>[1]) => prepareExport(client, request),
      exportDownloadUrl: (token: string) => exportDownloadUrl(client, token),
      fileDownloadUrl: (id: number) => fileDownloadUrl(client, id),
      regenerateThumbnails: (ids: readonly number[]) => regenerateThumbnails(client, ids),
      moveFiles: (request: Parameters<typeof moveFiles>[1]) => moveFiles(client, request),
      addFilesToSet: (request: Parameters<typeof addFilesToSet>[1]) => addFilesToSet(client, request),
      recognizeObjects: (ids: readonly number[]) => recognizeObjects(client, ids),
      setRecognitionConsent: (isAllowed: boolean) => setRecognitionConsent(client, isAllowed),
    }),
    [client],
  );
}

/** What {@link useActionsApi} returns. */
export type ActionsApi = ReturnType<typeof useActionsApi>;
