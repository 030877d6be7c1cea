// Every call of the version history tab (openapi.yml getVersions, restoreVersion, deleteVersion,
// deleteAllVersions, getVersionFile), through @vitrine/api-client: the only place of the panel that
// asks the server (docs/architecture.md).
import { queryOptions } from '@tanstack/react-query';
import { type ImageVersion, unwrap, type VitrineClient } from '@vitrine/api-client';

/** The panel's query keys, under the viewer's. */
export const versionsQueryKeys = {
  all: ['vitrine', 'viewer', 'versions'] as const,
  of: (imageId: number) => ['vitrine', 'viewer', 'versions', imageId] as const,
};

/** GET /api/versions/{imageId}: the current content first, then the kept ones, newest first. */
export async function fetchVersions(
  client: VitrineClient,
  imageId: number,
  signal?: AbortSignal,
): Promise<ImageVersion[]> {
  const answer = await unwrap(
    client.GET('/api/versions/{imageId}', { params: { path: { imageId } }, ...(signal ? { signal } : {}) }),
  );
  return answer.imageVersions;
}

/** The versions of a file. */
export function versionsQuery(client: VitrineClient, imageId: number) {
  return queryOptions({
    queryKey: versionsQueryKeys.of(imageId),
    queryFn: ({ signal }) => fetchVersions(client, imageId, signal),
  });
}

/** POST /api/versions/{imageId}/restore/{versionId}: answers the new current version's id. */
export async function restoreVersion(
  client: VitrineClient,
  imageId: number,
  versionId: number,
): Promise<number> {
  const answer = await unwrap(
    client.POST('/api/versions/{imageId}/restore/{versionId}', { params: { path: { imageId, versionId } } }),
  );
  return answer.id;
}

/** POST /api/version/{versionId}: deletes one version (the current one needs the one that replaces it). */
export async function deleteVersion(
  client: VitrineClient,
  versionId: number,
  prevImageVersionWithFileId: number | null = null,
): Promise<void> {
  await unwrap(
    client.POST('/api/version/{versionId}', {
      params: { path: { versionId } },
      body: { prevImageVersionWithFileId },
    }),
  );
}

/** DELETE /api/versions/{imageId}: every kept version; the current content stays. */
export async function deleteAllVersions(client: VitrineClient, imageId: number): Promise<void> {
  await unwrap(client.DELETE('/api/versions/{imageId}', { params: { path: { imageId } } }));
}

/** The picture of a version (GET /api/version/{versionId}/file?size=): thumb for the list, preview to compare. */
export function versionPictureUrl(
  baseUrl: string,
  version: Pick<ImageVersion, 'id'>,
  size: 'thumb' | 'preview',
): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/version/${version.id}/file?size=${size}`;
}
