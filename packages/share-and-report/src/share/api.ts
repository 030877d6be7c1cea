// "My shares"' calls (issue 20; openapi.yml listMyShares, updateShare, revokeShare): the only place of
// the list that calls @vitrine/api-client, as TanStack queries and mutations.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMyShares, revokeShareLink, type SharingState, updateShareLink } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import { localDateTime } from './domain';

/** The query keys of the sharing side. */
export const shareQueryKeys = {
  mine: ['vitrine', 'shares', 'mine'] as const,
};

/** The signed-in user's links, newest first, with their views and downloads. */
export function useMyShares() {
  const client = useClient();
  return useQuery({ queryKey: shareQueryKeys.mine, queryFn: () => listMyShares(client) });
}

/** Revokes a link; the list is read again. */
export function useRevokeShare() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeShareLink(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareQueryKeys.mine }),
  });
}

/** Changes a link's expiry (only the expiry is sent: the rest stays as it is). */
export function useChangeShareExpiry() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expiry }: { id: number; expiry: Date }): Promise<SharingState> =>
      updateShareLink(client, id, {
        expirationDatetime: localDateTime(expiry),
        expirationDatetimeUTC: expiry.toISOString(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareQueryKeys.mine }),
  });
}
