// The grid's calls (the only grid code that calls the client): the editData question for an
// image's folder (spec 000 §5, §6; GET /api/permission, cached like @vitrine/ui's usePermission)
// and the save (spec 001 §7 "update multiple images", openapi.yml updateImages: PATCH /api/images).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@vitrine/api-client';
import type { EditPatch } from '@vitrine/core';
import { fetchPermission, PERMISSION_STALE_MS, permissionQueryKey, useVitrine } from '@vitrine/ui';
import { useCallback } from 'react';
import { viewsKeys } from './keys';

/** Asks whether the user may edit data in a folder; answers are cached per folder like usePermission's. */
export function useCanEditFolder(): (folderId: number) => Promise<boolean> {
  const { client, queryClient, permissions } = useVitrine();
  return useCallback(
    (folderId: number) => {
      const target = { folderId };
      return queryClient.fetchQuery({
        queryKey: permissionQueryKey('editData', target),
        queryFn: async ({ signal }) => {
          const request = { name: 'editData', target, signal };
          return permissions ? await permissions(request) : await fetchPermission(client, request);
        },
        staleTime: PERMISSION_STALE_MS,
      });
    },
    [client, queryClient, permissions],
  );
}

/** What one save sends. */
export interface UpdateImageInput {
  imageId: number;
  patches: readonly EditPatch[];
}

/**
 * Saves one image's patches (PATCH /api/images). On success the searches are refreshed, so every
 * view shows the saved value as the server has it.
 */
export function useUpdateImage() {
  const { client } = useVitrine();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, patches }: UpdateImageInput) =>
      unwrap(
        client.PATCH('/api/images', {
          body: {
            imageIds: [imageId],
            patches: patches.map((patch) => ({
              id: Number(patch.id ?? imageId),
              field: patch.field,
              action: patch.action,
              value: patch.value,
            })),
          },
        }),
      ),
    // Not awaited: the save is done when the server said so; the refetch follows.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: viewsKeys.searches() });
    },
  });
}
