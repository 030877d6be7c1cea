// A mock server that pretends to lack features (MockParameters.unavailableFeatures), as the reference
// server lacks the ones it has no handler for (issue 15): the configuration lists them, the spec's own
// flags of spec 000 §3 answer false, and their calls answer 501 'This server does not offer this
// action.'; by default nothing is lacking.
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_FEATURE_OPERATIONS } from '../handlers/features';
import { applyMockParameters } from '../index';
import { setupMockServer } from '../node';
import { api } from './helpers';

const server = setupMockServer();
afterAll(() => server.close());

describe('features the mock server lacks', () => {
  it('lacks nothing by default: recognition is on and answers', async () => {
    applyMockParameters();
    expect((await api('GET', '/api/config/advanced')).body.unavailableFeatures).toEqual([]);
    expect((await api('GET', '/api/config/globalsettings')).body.recognitionEnabled).toBe(true);
    expect((await api('POST', '/api/recognition/multi-status', { imageIds: [] })).status).toBe(200);
  });

  it('announces what it lacks, turns its flags off and answers 501 to its calls', async () => {
    applyMockParameters({ unavailableFeatures: ['recognition', 'comments', 'sharing'] });
    expect((await api('GET', '/api/config/advanced')).body.unavailableFeatures).toEqual([
      'recognition',
      'comments',
      'sharing',
    ]);
    const settings = (await api('GET', '/api/config/globalsettings')).body;
    expect(settings).toMatchObject({
      recognitionEnabled: false,
      enableComments: false,
      enableImageVersions: true,
    });
    const refused = await api('POST', '/api/recognition/multi-status', { imageIds: [] });
    expect(refused).toMatchObject({
      status: 501,
      body: {
        responseStatus: { errorCode: 'NotImplemented', message: 'This server does not offer this action.' },
      },
    });
    expect((await api('GET', '/api/images/1/comments')).status).toBe(501);
    // Features not lacked still answer.
    expect((await api('GET', '/api/versions/1')).status).not.toBe(501);
    expect(SERVER_FEATURE_OPERATIONS.recognition).toContain('getRecognitionStatus');
  });
});
