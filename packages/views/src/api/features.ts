// The features the server lacks (GET /api/config/advanced unavailableFeatures, issue 15): the menus do
// not offer an action whose calls the server cannot answer. The advanced configuration is read through
// @vitrine/ui's advancedConfigQuery, the one query the viewer and the host's map share; a failed read
// is only logged (spec 000 §8) and reads as nothing missing.

import { useQuery } from '@tanstack/react-query';
import { advancedConfigQuery, unavailableFeaturesOf, useClient } from '@vitrine/ui';

/** The features the server lacks; empty while they are read. */
export function useUnavailableFeatures(): readonly string[] {
  const client = useClient();
  const { data } = useQuery({ ...advancedConfigQuery(client), select: unavailableFeaturesOf });
  return data ?? unavailableFeaturesOf(null);
}
