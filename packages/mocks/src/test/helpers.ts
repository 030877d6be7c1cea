// Test vocabulary: one MSW server for a test file, a plain-fetch `api()` against http://localhost,
// and a fresh library + user before each test.
import { afterAll, afterEach, beforeEach } from 'vitest';
import { applyMockParameters, type MockParameters } from '../index';
import { setupMockServer } from '../node';

export const BASE = 'http://localhost';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Starts the mock server for the file and resets the mocks before each test. */
export function mockServerForFile(parameters: MockParameters = {}) {
  const server = setupMockServer();
  beforeEach(() => {
    applyMockParameters({ slowMs: 20, ...parameters });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Calls the mock API; JSON answers are parsed, others are left as bytes. */
// biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely, like JSON.
export async function api<T = any>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await fetch(`${BASE}${path}`, init);
  const type = response.headers.get('Content-Type') ?? '';
  const parsed = type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, body: parsed as T, headers: response.headers };
}
