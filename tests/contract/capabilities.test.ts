// Capabilities a target lacks are announced in the configuration (spec 000 §7 "Configuration"; the
// field is inferred: openapi.yml AdvancedConfig.unavailableFeatures): a feature listed there answers
// 501 to its calls, and the spec's own flags of spec 000 §3 say it is off, so the app never offers it.
import { SERVER_FEATURE_OPERATIONS, withoutUnavailableFlags } from '@vitrine/mocks';
import { describe, expect, it } from 'vitest';
// The server's list, read from its source (test support the package does not export).
import { capGlobalSettings, FEATURE_OPERATIONS } from '../../packages/server/src/handlers/capabilities';
import { describeContract, expectApiError } from './support';

describeContract('capabilities', (c) => {
  it('a feature listed as unavailable answers 501, and its global-settings flag is false (spec 000 §3)', async () => {
    await c.signInAs('superAdmin');
    const config = await c.client.GET('/api/config/advanced');
    expect(config.error).toBeUndefined();
    const unavailable = config.data?.unavailableFeatures ?? [];
    const settings = await c.client.GET('/api/config/globalsettings');
    expect(settings.error).toBeUndefined();
    if (unavailable.includes('recognition')) {
      expect(settings.data?.recognitionEnabled).toBe(false);
      expectApiError(await c.client.POST('/api/recognize/', { body: { ids: [1] } }), 501);
    } else {
      // The recognition calls are there: a status asked for nothing is answered.
      const status = await c.client.POST('/api/recognition/multi-status', { body: { imageIds: [] } });
      expect(status.response.status).not.toBe(501);
    }
    if (unavailable.includes('versions')) expect(settings.data?.enableImageVersions).toBe(false);
    if (unavailable.includes('annotation')) expect(settings.data?.enableAnnotations).toBe(false);
    if (unavailable.includes('comments')) expect(settings.data?.enableComments).toBe(false);
  });
});

// One list in two places (the server's handler table decides; the mocks pretend with the same list):
// they must agree, feature by feature, and turn the same flags off.
describe('capabilities: the mocks and the server name the same features', () => {
  it('lists the same operations for each feature, and caps the same flags', () => {
    expect(SERVER_FEATURE_OPERATIONS).toEqual(FEATURE_OPERATIONS);
    const stored = {
      recognitionEnabled: true,
      enableImageVersions: true,
      enableAnnotations: true,
      enableComments: true,
    };
    for (const feature of Object.keys(FEATURE_OPERATIONS) as (keyof typeof FEATURE_OPERATIONS)[]) {
      expect(withoutUnavailableFlags(stored, [feature]), feature).toEqual(
        capGlobalSettings(stored, [feature]),
      );
    }
  });
});
