// What demo mode's mock worker (src/demo/mock-worker.ts) does with each message, apart from the
// worker's own wiring (so unit tests run it in Node): the demo URL parameters, the hook's calls and the
// answers to mocked requests, from @vitrine/mocks' in-memory library with msw's getResponse.
import {
  applyMockParameters,
  currentDb,
  handlers,
  MOCK_USER_ROLES,
  type MockUserRole,
  setMockUser,
  setScenario,
} from '@vitrine/mocks';
import { getResponse } from 'msw';
import { parseDemoParameters } from './parameters';
import type {
  FromMockWorker,
  HookCalls,
  MockAnswer,
  MockRequest,
  ToMockWorker,
  WebSettingsEntry,
} from './protocol';

/** Where the mock worker's messages to its page go. */
export type TellPage = (message: FromMockWorker) => void;

/**
 * Paths of the Vitrine API: one no mock answers is an error (as @vitrine/mocks/browser's
 * onUnhandledRequest says); any other mocked path (/healthz, /readyz, /metrics) goes to the network.
 */
const API_PATH = /^\/(api\/|download\.aspx|thumbnails\.asmx\/)/i;

/** The mock worker's handling of its messages; `tell` sends to the page. */
export function createMockAnswers(tell: TellPage): {
  start(search: string, webSettings: WebSettingsEntry[]): void;
  call(message: Extract<ToMockWorker, { type: 'call' }>): void;
  answer(message: MockRequest): Promise<MockAnswer>;
} {
  /** The mock server's web settings as last told to the page. */
  let toldWebSettings = '';

  function tellWebSettings(): void {
    const entries = [...currentDb().webSettings] as WebSettingsEntry[];
    const json = JSON.stringify(entries);
    if (json === toldWebSettings) return;
    toldWebSettings = json;
    tell({ type: 'web-settings', entries });
  }

  /** Applies the demo URL parameters (src/demo/parameters.ts) and the web settings kept over a reload. */
  function start(search: string, webSettings: WebSettingsEntry[]): void {
    const { globalSettings } = currentDb();
    const requested = parseDemoParameters(search, {
      roles: MOCK_USER_ROLES,
      flagNames: Object.keys(currentDb().flags),
      settingNames: Object.keys(globalSettings).filter(
        (name) => typeof globalSettings[name as keyof typeof globalSettings] === 'boolean',
      ),
    });
    for (const problem of requested.problems) console.warn(`vitrine demo: ${problem}`);
    if (requested.user !== null) setMockUser(requested.user as MockUserRole);
    Object.assign(currentDb().flags, requested.flags);
    Object.assign(globalSettings, requested.settings);
    for (const [userId, settings] of webSettings) {
      if (typeof userId === 'number' && typeof settings === 'object' && settings !== null) {
        currentDb().webSettings.set(userId, settings as never);
      }
    }
    toldWebSettings = JSON.stringify([...currentDb().webSettings]);
  }

  const calls: HookCalls = {
    setFlag(name, value) {
      currentDb().flags[name] = value;
    },
    flags: () => ({ ...currentDb().flags }),
    setUser: (role) => setMockUser(role),
    setScenario: (operationId, scenario) => setScenario(operationId, scenario),
    reset(parameters) {
      applyMockParameters(parameters);
      tellWebSettings();
    },
  };

  function call(message: Extract<ToMockWorker, { type: 'call' }>): void {
    try {
      const run = calls[message.name] as (...args: unknown[]) => unknown;
      tell({ type: 'result', id: message.id, value: run(...message.args) });
    } catch (error) {
      tell({
        type: 'result',
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** msw's answer to a handler that threw (its setupWorker answers 500 with the error the same way). */
  function thrown(error: unknown): Response {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return Response.json({ name, message, stack }, { status: 500, statusText: 'Unhandled Exception' });
  }

  async function answer(message: MockRequest): Promise<MockAnswer> {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      credentials: message.credentials,
      body: message.body,
    });
    let response: Response | undefined;
    try {
      response = await getResponse(handlers, request);
    } catch (error) {
      console.error(`vitrine demo: a mock threw on ${message.method} ${message.url}`, error);
      response = thrown(error);
    }
    if (message.method !== 'GET') tellWebSettings();
    if (response === undefined) {
      if (!API_PATH.test(new URL(message.url).pathname)) return { passthrough: true };
      console.error(`@vitrine/mocks: unhandled request ${message.method} ${message.url}`);
      return { networkError: true };
    }
    if (response.headers.get('x-msw-intention') === 'passthrough') return { passthrough: true };
    if (response.type === 'error') return { networkError: true };
    const body = await response.arrayBuffer();
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: body.byteLength === 0 ? null : body,
    };
  }

  return { start, call, answer };
}
