// The mock worker's work (src/demo/mock-answers.ts), in Node: the answers the demo service worker
// gets back for a mocked request, the hook's calls, the demo URL parameters and the web settings the
// page keeps over a reload.
import { applyMockParameters } from '@vitrine/mocks';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockAnswers } from './mock-answers';
import type { FromMockWorker, MockAnswer, MockRequest } from './protocol';

const ORIGIN = 'http://127.0.0.1:5173';

function request(method: string, path: string, body?: unknown): MockRequest {
  return {
    url: `${ORIGIN}${path}`,
    method,
    headers: body === undefined ? [] : [['content-type', 'application/json']],
    credentials: 'same-origin',
    body: body === undefined ? null : new TextEncoder().encode(JSON.stringify(body)).buffer,
  };
}

function json(answer: MockAnswer): unknown {
  if (!('status' in answer) || answer.body === null) throw new Error(`no body: ${JSON.stringify(answer)}`);
  return JSON.parse(new TextDecoder().decode(answer.body));
}

let told: FromMockWorker[];
let mocks: ReturnType<typeof createMockAnswers>;

beforeEach(() => {
  applyMockParameters();
  told = [];
  mocks = createMockAnswers((message) => told.push(message));
});

describe('the mock worker answers the demo service worker', () => {
  it('with the status, headers and body of the mocks', async () => {
    const answer = await mocks.answer(request('GET', '/api/config/flags/ShowLogicalViews'));
    expect(answer).toMatchObject({ status: 200 });
    expect('headers' in answer && new Headers(answer.headers).get('content-type')).toContain(
      'application/json',
    );
    expect(json(answer)).toEqual({ value: true });
  });

  it('with no body for 204 (a Response cannot carry one)', async () => {
    const answer = await mocks.answer(request('POST', '/api/websettings', { treeWidth: 320 }));
    expect(answer).toEqual({
      status: 204,
      statusText: expect.any(String),
      headers: expect.any(Array),
      body: null,
    });
  });

  it('a network error for an API path no mock answers, and the network for another path', async () => {
    expect(await mocks.answer(request('GET', '/api/no-such-operation'))).toEqual({ networkError: true });
    // /metrics is mocked; a path outside the API no mock answers goes to the network.
    expect(await mocks.answer(request('GET', '/metrics'))).toMatchObject({ status: 200 });
    expect(await mocks.answer(request('GET', '/readyz/not-a-mock'))).toEqual({ passthrough: true });
  });

  it("a scenario's network error as a network error, and its error status as that status", async () => {
    mocks.call({ type: 'call', id: 1, name: 'setScenario', args: ['getConfigFlag', 'network-error'] });
    expect(await mocks.answer(request('GET', '/api/config/flags/ShowLogicalViews'))).toEqual({
      networkError: true,
    });
    mocks.call({ type: 'call', id: 2, name: 'setScenario', args: ['getConfigFlag', 'error-500'] });
    expect(await mocks.answer(request('GET', '/api/config/flags/ShowLogicalViews'))).toMatchObject({
      status: 500,
    });
    expect(told).toEqual([
      { type: 'result', id: 1, value: undefined },
      { type: 'result', id: 2, value: undefined },
    ]);
  });
});

describe("window.__vitrineMocks's calls", () => {
  it('change what the mocks answer, and say what they hold', async () => {
    mocks.call({ type: 'call', id: 7, name: 'setFlag', args: ['ShowLogicalViews', false] });
    expect(json(await mocks.answer(request('GET', '/api/config/flags/ShowLogicalViews')))).toEqual({
      value: false,
    });
    mocks.call({ type: 'call', id: 8, name: 'flags', args: [] });
    expect(told.at(-1)).toMatchObject({ type: 'result', id: 8, value: { ShowLogicalViews: false } });
    mocks.call({ type: 'call', id: 9, name: 'reset', args: [] });
    expect(json(await mocks.answer(request('GET', '/api/config/flags/ShowLogicalViews')))).toEqual({
      value: true,
    });
  });

  it("answer a refused call with the mocks' message", () => {
    mocks.call({ type: 'call', id: 3, name: 'setScenario', args: ['getConfigFlag', 'error-418' as never] });
    expect(told).toEqual([{ type: 'result', id: 3, error: expect.stringContaining('error-418') }]);
  });
});

describe('the demo URL parameters and the web settings', () => {
  it('applies the parameters before the first request', async () => {
    mocks.start('?mock-flags=ShowLogicalViews:false', []);
    expect(json(await mocks.answer(request('GET', '/api/config/flags/ShowLogicalViews')))).toEqual({
      value: false,
    });
  });

  it('puts back the web settings kept over a reload, and tells the page each change (only a change)', async () => {
    mocks.start('', [[1, { treeWidth: 280 }]]);
    expect(json(await mocks.answer(request('GET', '/api/websettings')))).toMatchObject({ treeWidth: 280 });
    expect(told).toEqual([]);
    await mocks.answer(request('POST', '/api/websettings', { treeWidth: 320 }));
    expect(told).toEqual([{ type: 'web-settings', entries: [[1, { treeWidth: 320 }]] }]);
    await mocks.answer(request('POST', '/api/websettings', { treeWidth: 320 }));
    expect(told).toHaveLength(1);
  });
});
