// The messages of demo mode's three parties (issue 14: the mocks off the page's main thread):
// - the page (src/demo/start.ts) starts the mock worker and registers the service worker;
// - the mock worker (src/demo/mock-worker.ts, a dedicated Web Worker) holds @vitrine/mocks' library
//   and answers requests;
// - the service worker (public/vitrine-demo-sw.js, plain JavaScript: its message names are written
//   there again) sends each request of a mocked path to the mock worker through a MessagePort the page
//   handed over, and answers with what comes back.
import type { MockParameters, MockUserRole, OperationId, ScenarioName } from '@vitrine/mocks';

/** Page → service worker: a port to the page's mock worker (ports[0]). */
export const PORT_MESSAGE = 'vitrine-mocks-port';
/** Service worker → page: the port is kept, the page's calls may go out. */
export const READY_MESSAGE = 'vitrine-mocks-ready';
/** Service worker → page: hand over a port again (the browser stopped and started the worker). */
export const CONNECT_MESSAGE = 'vitrine-mocks-connect';
/** Page → service worker: control this page (a hard reload loads a page no service worker controls). */
export const CLAIM_MESSAGE = 'vitrine-mocks-claim';

/** A web setting of the mock server: the user id and the settings, as MockDb.webSettings holds them. */
export type WebSettingsEntry = [userId: number, settings: object];

/** What the hook's calls do in the mock worker, by name: their arguments and answers. */
export interface HookCalls {
  setFlag(name: string, value: boolean): void;
  flags(): Record<string, boolean>;
  setUser(role: MockUserRole): void;
  setScenario(operationId: OperationId, scenario: ScenarioName | null): void;
  reset(parameters?: MockParameters): void;
}

/** Page → mock worker. */
export type ToMockWorker =
  /** First: the page's URL parameters and the web settings kept over a reload. */
  | { type: 'start'; search: string; webSettings: WebSettingsEntry[] }
  /** A port from the service worker's requests (ports[0]). */
  | { type: 'connect' }
  /** A call of window.__vitrineMocks. */
  | {
      [Name in keyof HookCalls]: { type: 'call'; id: number; name: Name; args: Parameters<HookCalls[Name]> };
    }[keyof HookCalls];

/** Mock worker → page. */
export type FromMockWorker =
  | { type: 'result'; id: number; value?: unknown; error?: string }
  /** The mock server's web settings changed: the page keeps them for the next load. */
  | { type: 'web-settings'; entries: WebSettingsEntry[] };

/** Service worker → mock worker (on a connected port; ports[0] takes the answer). */
export interface MockRequest {
  url: string;
  method: string;
  headers: [string, string][];
  credentials: RequestCredentials;
  body: ArrayBuffer | null;
}

/** Mock worker → service worker. */
export type MockAnswer =
  | { status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  /** No mock answers it: the network does. */
  | { passthrough: true }
  /** The mocks answer with a network error (Response.error()). */
  | { networkError: true };
