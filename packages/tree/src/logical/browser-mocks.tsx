// Browser tests of the logical tree, quick access and history on @vitrine/mocks without a service
// worker (the "browser" vitest project serves no mockServiceWorker.js): the provider's client answers
// from the mocks' handlers in the page (msw's getResponse). Every request is logged, and a test may
// hold requests at a gate to see the state in between (no timers, no wall time). Not exported.
import { createVitrineClient, type VitrineClient } from '@vitrine/api-client';
import { applyMockParameters, handlers, type MockParameters } from '@vitrine/mocks';
import { VitrineProvider } from '@vitrine/ui';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';

/** A held request: released by the test. */
interface Gate {
  matches: (request: Request) => boolean;
  opened: Promise<void>;
  open: () => void;
}

/** The mocks in the page, with a log of requests and gates. */
export interface PageMocks {
  /** 'GET /api/logical/date?format=json', in order. */
  requests: string[];
  /** Requests whose path matches, so far. */
  count: (pathname: string) => number;
  /** Holds matching requests until the returned function is called. */
  hold: (matches: (request: Request) => boolean) => () => void;
  /** Answers matching requests with this status instead of the mocks. */
  fail: (matches: (request: Request) => boolean, status: number) => void;
  /** A client that answers from the mocks (give it to <MockedProvider>). */
  client: VitrineClient;
}

/** A provider on the page mocks, with web settings in memory only. */
export function MockedProvider({ mocks, children }: { mocks: PageMocks; children: ReactNode }) {
  return (
    <VitrineProvider client={mocks.client} webSettings={{ persistence: 'none' }}>
      {children}
    </VitrineProvider>
  );
}

/** Fresh mocks (library, user, scenarios) and a client on them. */
export function createPageMocks(parameters: MockParameters = {}): PageMocks {
  applyMockParameters(parameters);
  const requests: string[] = [];
  const gates: Gate[] = [];
  const failures: { matches: (request: Request) => boolean; status: number }[] = [];
  const client = createVitrineClient({
    baseUrl: 'http://vitrine.test',
    fetch: async (request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      for (const gate of gates.filter((g) => g.matches(request))) await gate.opened;
      const failure = failures.find((f) => f.matches(request));
      if (failure) {
        return Response.json(
          { responseStatus: { errorCode: String(failure.status) } },
          { status: failure.status },
        );
      }
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`No mock for ${request.method} ${request.url}`);
      return response;
    },
  });
  return {
    requests,
    count: (pathname) => requests.filter((line) => line.split(' ')[1]?.split('?')[0] === pathname).length,
    hold(matches) {
      let open: () => void = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      const gate = { matches, opened, open };
      gates.push(gate);
      return () => {
        gates.splice(gates.indexOf(gate), 1);
        open();
      };
    },
    fail(matches, status) {
      failures.push({ matches, status });
    },
    client,
  };
}

/** Matches requests by method and path. */
export const route =
  (method: string, pathname: string) =>
  (request: Request): boolean =>
    request.method === method && new URL(request.url).pathname === pathname;
