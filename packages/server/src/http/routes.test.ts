// The HTTP layer: every operation of openapi.yml has a route; what is not implemented answers 501;
// errors always have the spec's shape; bad input answers 400 and changes nothing; CSRF refusals;
// a response that breaks openapi.yml is caught.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPLEMENTED_OPERATIONS } from '../handlers';
import { startTestServer, type TestServer } from '../testing/harness';
import { loadOpenApi } from './openapi';
import { checkResponse } from './routes';

const contract = loadOpenApi();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

/** A concrete URL for an operation's path (ids 1, other parameters 'x'). */
function urlOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'objectType' ? 'folder' : name === 'flag' ? 'ShowSets' : '1',
  );
}

describe('routes generated from openapi.yml', () => {
  it('implements a known list of operations, all of them in openapi.yml', () => {
    for (const id of IMPLEMENTED_OPERATIONS) expect(contract.operation(id), id).toBeDefined();
  });

  const pending = contract.operations.filter((op) => !IMPLEMENTED_OPERATIONS.includes(op.operationId));

  it.each(pending.map((op) => [op.operationId, op] as const))(
    '%s is not implemented: 501 with a message in product words (no plan, no operation id; issue 14)',
    async (id, op) => {
      const admin = await server.as('superAdmin');
      const answer = await admin.call(
        op.method.toUpperCase() as 'GET',
        urlOf(op.path),
        op.bodyType === 'json' ? {} : undefined,
      );
      expect(answer.status).toBe(501);
      expect(answer.body).toEqual({
        responseStatus: { errorCode: 'NotImplemented', message: 'This server does not offer this action.' },
      });
      expect(JSON.stringify(answer.body)).not.toContain(id);
    },
  );

  it('answers an unknown route with a 404 in the spec shape', async () => {
    const answer = await server.agent().call('GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      responseStatus: { errorCode: 'NotFound', message: 'No route GET /api/nothing-here.' },
    });
  });
});

describe('bad input', () => {
  it('answers 400 with a clear message for a body that breaks the schema', async () => {
    const editor = await server.as('editor');
    const answer = await editor.call('POST', '/api/folders/subfolders', { take: 5 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      responseStatus: { errorCode: 'BadRequest', message: 'Invalid body: body.folderId is required.' },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const editor = await server.as('editor');
    const answer = await editor.call('POST', '/api/folder/addFolder', undefined, {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      responseStatus: { errorCode: 'BadRequest', message: expect.any(String) },
    });
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/session/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ responseStatus: { errorCode: 'BadRequest' } });
  });

  it('answers 400 for a path id that is not a number', async () => {
    const editor = await server.as('editor');
    const answer = await editor.call('DELETE', '/api/folder/abc');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      responseStatus: { message: 'Invalid parameters: parameters.path.id must be integer.' },
    });
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write from another origin, and nothing changes', async () => {
    const editor = await server.as('editor');
    const workspace = server.library.folders.workspace;
    const answer = await editor.call(
      'POST',
      '/api/folder/addFolder',
      { Name: 'Planted', ParentId: workspace.id },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ responseStatus: { errorCode: 'CrossSiteRequest' } });
    const children = await editor.call<{ folders: { name: string }[] }>('POST', '/api/folders/subfolders', {
      folderId: workspace.id,
    });
    expect(children.body.folders.map((f) => f.name)).not.toContain('Planted');
  });

  it('lets the same write through from the server own origin', async () => {
    const editor = await server.as('editor');
    const answer = await editor.call(
      'POST',
      '/api/folder/addFolder',
      { Name: 'Welcome', ParentId: server.library.folders.workspace.id },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(answer.status).toBe(200);
  });
});

describe('response validation', () => {
  const op = contract.operation('getSubfolders');
  if (!op) throw new Error('getSubfolders missing');

  it('accepts an answer that follows openapi.yml', () => {
    expect(checkResponse(contract, op, 200, { folders: [], nextSkip: null }, true)).toBeNull();
  });

  it.each([
    ['a missing field', 200, { nextSkip: null }],
    ['a wrong type', 200, { folders: 'none' }],
    ['a load-more node of the wrong shape', 200, { folders: [{ id: -1, name: 'More' }] }],
    ['an undeclared status', 409, { responseStatus: { errorCode: 'Conflict' } }],
    ['an error body of another shape', 404, { error: 'not found' }],
  ])('catches %s', (_what, status, body) => {
    expect(checkResponse(contract, op, status, body, true)).toMatch(/getSubfolders/);
  });

  it('is on in these tests: every answer above went through it', () => {
    expect(server.app.vitrine.options.validateResponses).toBe(true);
  });
});
