// The calls behind the administrator's public upload pages (issue 19): list, make, revoke, through
// @vitrine/api-client's typed calls. The only place that page reaches the client (docs/architecture.md).
// Errors come back as ApiError (message = the server's responseStatus.message, spec 000 §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPublicUploadPage,
  listPublicUploadPages,
  type NewPublicUploadPage,
  type PublicUploadPage,
  revokePublicUploadPage,
} from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import { ADMIN_QUERY_KEY } from './admin';

export type { PublicUploadPage };

const PAGES_KEY = [...ADMIN_QUERY_KEY, 'public-upload-pages'] as const;

/** GET /api/upload/public-pages (administrators only: 403 for others); not retried, a 403 is an answer. */
export function usePublicUploadPages() {
  const client = useClient();
  return useQuery({ queryKey: PAGES_KEY, queryFn: () => listPublicUploadPages(client), retry: false });
}

/** POST /api/upload/public-pages: a page into a folder, with an optional expiry and quotas. */
export function useCreatePublicUploadPage() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: NewPublicUploadPage) => createPublicUploadPage(client, page),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}

/** DELETE /api/upload/public-pages/{hash}: the page stays listed and refuses every upload. */
export function useRevokePublicUploadPage() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => revokePublicUploadPage(client, hash),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}
