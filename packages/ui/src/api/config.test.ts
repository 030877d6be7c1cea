// The configuration calls through the real client over a recording fetch (spec 000 §7).

import { QueryClient } from '@tanstack/react-query';
import { ApiError, createVitrineClient } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import {
  advancedConfigQuery,
  configQueryKeys,
  fetchAdvancedConfig,
  fetchConfigFlag,
  fetchCustomMetadataDefinitions,
  fetchGlobalSettings,
  fetchSetsName,
  unavailableFeaturesOf,
} from './config';

function clientAnswering(status: number, body: unknown) {
  const urls: string[] = [];
  const client = createVitrineClient({
    baseUrl: 'http://vitrine.test',
    fetch: async (request) => {
      urls.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, urls };
}

describe('configuration calls', () => {
  it('reads a flag by name, spelled as the spec writes it', async () => {
    const { client, urls } = clientAnswering(200, { value: true });
    await expect(fetchConfigFlag(client, 'iskeywordsdictionarylimited')).resolves.toBe(true);
    expect(urls).toEqual(['GET /api/config/flags/iskeywordsdictionarylimited']);
  });

  it('reads the global settings, the sets name and the custom definitions', async () => {
    const global = clientAnswering(200, { recognitionEnabled: true });
    await expect(fetchGlobalSettings(global.client)).resolves.toEqual({ recognitionEnabled: true });
    expect(global.urls).toEqual(['GET /api/config/globalsettings']);

    const name = clientAnswering(200, { value: null });
    await expect(fetchSetsName(name.client)).resolves.toBeNull();
    expect(name.urls).toEqual(['GET /api/config/preferences/setsname']);

    const definitions = clientAnswering(200, [{ id: 1, label: 'Project__Code', displayOrder: 1 }]);
    await expect(fetchCustomMetadataDefinitions(definitions.client)).resolves.toHaveLength(1);
    expect(definitions.urls).toEqual(['GET /api/custommetadata/definitions']);
  });

  it('a 500 rejects with the ApiError', async () => {
    const { client } = clientAnswering(500, { responseStatus: { errorCode: 'Error' } });
    await expect(fetchConfigFlag(client, 'ShowSets')).rejects.toBeInstanceOf(ApiError);
  });

  it('keys sit under vitrine/config', () => {
    for (const key of [
      configQueryKeys.globalSettings,
      configQueryKeys.flag('StartLoading'),
      configQueryKeys.setsName,
      configQueryKeys.customMetadataDefinitions,
      configQueryKeys.advanced,
    ]) {
      expect(key.slice(0, 2)).toEqual(configQueryKeys.all);
    }
  });

  it('the advanced configuration has one query: every reader shares its one call', async () => {
    const { client, urls } = clientAnswering(200, {
      buildVersion: '1.2.3',
      mapsApiKey: 'key',
      unavailableFeatures: ['contactOwner'],
    });
    const queryClient = new QueryClient();
    const [features, mapKey] = await Promise.all([
      queryClient.fetchQuery(advancedConfigQuery(client)).then(unavailableFeaturesOf),
      queryClient.fetchQuery(advancedConfigQuery(client)).then((config) => config?.mapsApiKey),
    ]);
    expect(features).toEqual(['contactOwner']);
    expect(mapKey).toBe('key');
    expect(urls).toEqual(['GET /api/config/advanced']);
    expect(advancedConfigQuery(client).queryKey).toEqual(configQueryKeys.advanced);
  });

  it('an unreadable advanced configuration reads as null: no feature missing, no map key', async () => {
    const { client } = clientAnswering(500, { responseStatus: { errorCode: 'Error' } });
    const warn = console.warn;
    console.warn = () => {};
    try {
      await expect(fetchAdvancedConfig(client)).resolves.toBeNull();
    } finally {
      console.warn = warn;
    }
    expect(unavailableFeaturesOf(null)).toEqual([]);
    expect(unavailableFeaturesOf({ buildVersion: '1' })).toEqual([]);
  });
});
