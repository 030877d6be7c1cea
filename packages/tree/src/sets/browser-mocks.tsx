// Browser tests of the sets tree on @vitrine/mocks without a service worker (the "browser" vitest
// project serves no mockServiceWorker.js): API requests are answered in the page by the mocks'
// handlers through msw's getResponse; anything else goes to the real fetch. Not exported.
import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters, handlers, type MockParameters } from '@vitrine/mocks';
import { VitrineProvider } from '@vitrine/ui';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** Routes the page's /api/ requests to the mocks for this test file; resets the mocks before each test. */
export function routeApiToMocks(parameters: MockParameters = {}) {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!new URL(request.url).pathname.startsWith('/api/')) return realFetch(input, init);
      const response = await getResponse(handlers, request);
      // Unhandled API requests are errors, as everywhere the mocks run.
      if (!response) throw new Error(`No mock for ${request.method} ${request.url}`);
      return response;
    };
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    applyMockParameters({ slowMs: 50, ...parameters });
    localStorage.clear();
  });
}

/** A provider on the mocks, with web settings in memory only. */
export function MockedProvider({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={createVitrineClient()} webSettings={{ persistence: 'none' }}>
      {children}
    </VitrineProvider>
  );
}
