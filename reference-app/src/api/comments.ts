// Whether the viewer offers its comments tab, and the field to write one (issue 18): spec 001 §6
// "Comments need comments to be available" is the global setting enableComments (false too when
// the server lacks the feature: AdvancedConfig.unavailableFeatures); the guest and shared-link
// visitors read but do not write (docs/decisions.md "Comments"; the server refuses them as well).
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@vitrine/api-client';
import { useClient, useGlobalSettings } from '@vitrine/ui';

/** What the comments tab may do for the person browsing. */
export interface CommentsGate {
  /** The tab is offered. */
  enabled: boolean;
  /** The person may write comments (signed in, not the guest, not a shared-link visitor). */
  canComment: boolean;
}

/** The comments gate, from the global settings and GET /api/session/currentuser. */
export function useCommentsGate(): CommentsGate {
  const client = useClient();
  const settings = useGlobalSettings();
  const user = useQuery({
    queryKey: ['vitrine', 'app', 'comments', 'current-user'],
    queryFn: async ({ signal }) => unwrap(client.GET('/api/session/currentuser', { signal })),
    retry: false,
  });
  return {
    enabled: settings.data?.enableComments === true,
    canComment: user.data !== undefined && !user.data.isGuestAccess && !user.data.isShared,
  };
}
