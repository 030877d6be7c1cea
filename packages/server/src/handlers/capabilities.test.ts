// Capabilities the server lacks are announced in the configuration (issue 15): every feature listed in
// GET /api/config/advanced unavailableFeatures answers 501 on the wire, every feature not listed does
// not, and the spec's own flags of spec 000 §3 (recognition enabled, enableImageVersions,
// enableAnnotations) and the comments flag answer false for a feature the server lacks, whatever the
// administrator stored.
import type { components } from '@vitrine/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../http/openapi';
import { writeSetting } from '../library/settings';
import { startTestServer, type TestServer } from '../testing/harness';
import {
  capGlobalSettings,
  FEATURE_OPERATIONS,
  type ServerFeature,
  unavailableFeatures,
} from './capabilities';

type Schemas = components['schemas'];

const contract = loadOpenApi();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

/** A concrete URL for an operation's path (ids 1). */
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, '1');

describe('the features a server lacks', () => {
  it('lists a feature while any of its operations is missing, in a fixed order', () => {
    const all = Object.values(FEATURE_OPERATIONS).flat();
    expect(unavailableFeatures(all)).toEqual([]);
    expect(unavailableFeatures(all.filter((op) => op !== 'deleteComment'))).toEqual(['comments']);
    expect(unavailableFeatures([])).toEqual(Object.keys(FEATURE_OPERATIONS));
    // Every operation named exists in openapi.yml.
    for (const op of all) expect(contract.operation(op), op).toBeDefined();
  });

  it('announces in the advanced configuration exactly the features whose calls answer 501', async () => {
    const admin = await server.as('superAdmin');
    const config = await admin.call<Schemas['AdvancedConfig']>('GET', '/api/config/advanced');
    expect(config.status).toBe(200);
    const listed = new Set(config.body.unavailableFeatures ?? []);
    // Recognition runs on the built-in model by default (issue 18): it is not announced missing.
    expect(listed.has('recognition')).toBe(false);
    for (const [feature, operations] of Object.entries(FEATURE_OPERATIONS) as [ServerFeature, string[]][]) {
      const statuses = [];
      for (const id of operations) {
        const op = contract.operation(id);
        if (!op) throw new Error(`${id} is not in openapi.yml`);
        const answer = await admin.call(
          op.method.toUpperCase() as 'GET',
          urlOf(op.path),
          op.bodyType === 'json' ? {} : undefined,
        );
        statuses.push(answer.status);
      }
      if (listed.has(feature)) expect(statuses, feature).toContain(501);
      else expect(statuses, feature).not.toContain(501);
    }
  });

  it("answers the spec's own flags false for what the server lacks, whatever is stored (spec 000 §3)", async () => {
    await writeSetting(server.app.vitrine.db, 'globalSettings', {
      recognitionEnabled: true,
      enableImageVersions: true,
      enableAnnotations: true,
      enableComments: true,
      enableWorkflow: true,
    });
    const admin = await server.as('superAdmin');
    const config = (await admin.call<Schemas['AdvancedConfig']>('GET', '/api/config/advanced')).body;
    const lacks = (feature: ServerFeature) => (config.unavailableFeatures ?? []).includes(feature);
    const settings = (await admin.call<Schemas['GlobalSettings']>('GET', '/api/config/globalsettings')).body;
    expect(settings.recognitionEnabled).toBe(!lacks('recognition'));
    expect(settings.enableImageVersions).toBe(!lacks('versions'));
    expect(settings.enableAnnotations).toBe(!lacks('annotation'));
    expect(settings.enableComments).toBe(!lacks('comments'));
    // A flag of a feature the server has keeps what was stored.
    expect(settings.enableWorkflow).toBe(true);
  });

  it('leaves the flags as stored when nothing is lacking', () => {
    const stored = { recognitionEnabled: true, enableImageVersions: false, enableComments: true };
    expect(capGlobalSettings(stored, [])).toEqual(stored);
    expect(capGlobalSettings(stored, ['recognition', 'comments'])).toEqual({
      recognitionEnabled: false,
      enableImageVersions: false,
      enableComments: false,
    });
  });
});
