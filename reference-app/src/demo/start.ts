// Demo mode (the default build until the reference server lands): @vitrine/mocks' in-memory library
// answers every API call in the browser, off the page's main thread (issue 14): the mock worker
// (src/demo/mock-worker.ts, a dedicated Web Worker) holds the library and runs msw's handlers, and the
// demo service worker (public/vitrine-demo-sw.js) sends it each request of a mocked path through a
// port this page hands over (the messages: src/demo/protocol.ts). The demo build's first script, and
// imported by main.tsx; a server build carries none of it.
import type { MockParameters, MockUserRole, OperationId, ScenarioName } from '@vitrine/mocks';
import {
  CLAIM_MESSAGE,
  CONNECT_MESSAGE,
  type FromMockWorker,
  type HookCalls,
  PORT_MESSAGE,
  READY_MESSAGE,
  type ToMockWorker,
  type WebSettingsEntry,
} from './protocol';

/**
 * The hook tests and reviewers use in demo mode: `window.__vitrineMocks` (never in a server build).
 * The library lives in the mock worker, so each call answers with a promise, settled once the worker
 * has done it (a call the mocks refuse, as an unknown scenario, rejects with their message).
 */
export interface DemoMocksHook {
  /** Sets a server flag of spec 000 §7 and tells the app to read its configuration again. */
  setFlag(name: string, value: boolean): Promise<void>;
  /** The current server flags. */
  flags(): Promise<Record<string, boolean>>;
  /** Switches the signed-in mock user. */
  setUser(role: MockUserRole): Promise<void>;
  /** Switches one operation to an error scenario (null: back to normal). */
  setScenario(operationId: OperationId, scenario: ScenarioName | null): Promise<void>;
  /** A fresh library, user and scenarios. */
  reset(parameters?: MockParameters): Promise<void>;
}

declare global {
  interface Window {
    __vitrineMocks?: DemoMocksHook;
  }
}

/**
 * The session-storage key under which demo mode keeps the mock server's web settings over a reload.
 * Decision (docs/reference-app.md): everything else of the mock library starts again from the seed
 * on reload, but a real server keeps a user's web settings (spec 000 §3), and the tree panel's width,
 * hideTree and expand settings must survive a reload as they would there.
 */
export const DEMO_WEB_SETTINGS_KEY = 'vitrine:demo:server-websettings';

/** The demo service worker's script (public/), registered over the whole origin. */
const SERVICE_WORKER_URL = '/vitrine-demo-sw.js';

/** The web settings the mock server held before the reload (session storage). */
function savedWebSettings(): WebSettingsEntry[] {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(DEMO_WEB_SETTINGS_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.filter(
      (entry): entry is WebSettingsEntry =>
        Array.isArray(entry) &&
        typeof entry[0] === 'number' &&
        typeof entry[1] === 'object' &&
        entry[1] !== null,
    );
  } catch (error) {
    console.warn('vitrine demo: could not read the saved web settings', error);
    return [];
  }
}

/** Keeps the mock server's web settings for the next load (the mock worker tells each change). */
function keepWebSettings(entries: WebSettingsEntry[]): void {
  try {
    window.sessionStorage.setItem(DEMO_WEB_SETTINGS_KEY, JSON.stringify(entries));
  } catch {
    // Storage blocked or full: the next load starts from the seed, as the rest of the demo does.
  }
}

type HookCall = <Name extends keyof HookCalls>(
  name: Name,
  ...args: Parameters<HookCalls[Name]>
) => Promise<ReturnType<HookCalls[Name]>>;

/** Makes window.__vitrineMocks's calls in the mock worker; keeps the web settings it tells. */
function listenToMockWorker(worker: Worker): HookCall {
  let last = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  worker.addEventListener('message', (event: MessageEvent<FromMockWorker>) => {
    const message = event.data;
    if (message.type === 'web-settings') keepWebSettings(message.entries);
    if (message.type !== 'result') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error === undefined) waiting?.resolve(message.value);
    else waiting?.reject(new Error(message.error));
  });
  return (name, ...args) =>
    new Promise((resolve, reject) => {
      last += 1;
      pending.set(last, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ type: 'call', id: last, name, args } as ToMockWorker);
    });
}

/**
 * Registers the demo service worker, makes sure it controls this page, and hands it a port to the
 * mock worker (again whenever it asks: the browser stops an idle service worker and starts it again
 * without it). Settles once the service worker holds the port: the page's calls may go out.
 */
async function connectServiceWorker(worker: Worker): Promise<void> {
  const container = navigator.serviceWorker;
  const handOver = (target: ServiceWorker) => {
    const channel = new MessageChannel();
    worker.postMessage({ type: 'connect' } satisfies ToMockWorker, [channel.port1]);
    target.postMessage({ type: PORT_MESSAGE }, [channel.port2]);
  };
  const ready = new Promise<void>((resolve) => {
    container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === READY_MESSAGE) resolve();
      if (event.data?.type === CONNECT_MESSAGE && container.controller) handOver(container.controller);
    });
  });
  container.startMessages();
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await container.ready;
  if (!container.controller) {
    // A hard reload (or the first visit): the active service worker takes the page over.
    const controlled = new Promise((resolve) => {
      container.addEventListener('controllerchange', resolve, { once: true });
    });
    registration.active?.postMessage({ type: CLAIM_MESSAGE });
    await controlled;
  }
  if (!container.controller)
    throw new Error('vitrine demo: the demo service worker does not control the page');
  handOver(container.controller);
  await ready;
}

/** What the page's first script starts: the mock worker, and the service worker's connection to it. */
interface Boot {
  /** Settles once the service worker holds a port to the mock worker: the page's calls may go out. */
  connected: Promise<void>;
  /** Told when a flag changes or the mocks are reset, so the app reads its configuration again. */
  onConfigChange: () => void;
}

/**
 * Starts the mock worker with the demo URL parameters (src/demo/parameters.ts, applied there) and the
 * web settings kept over a reload, then the demo service worker, and exposes `window.__vitrineMocks`.
 */
function boot(): Boot {
  const worker = new Worker(new URL('./mock-worker.ts', import.meta.url), {
    type: 'module',
    name: 'vitrine-mocks',
  });
  const run = listenToMockWorker(worker);
  worker.postMessage({
    type: 'start',
    search: window.location.search,
    webSettings: savedWebSettings(),
  } satisfies ToMockWorker);
  const started: Boot = { connected: connectServiceWorker(worker), onConfigChange: () => {} };
  window.__vitrineMocks = {
    async setFlag(name, value) {
      await run('setFlag', name, value);
      started.onConfigChange();
    },
    flags: () => run('flags'),
    setUser: (role) => run('setUser', role),
    setScenario: (operationId, scenario) => run('setScenario', operationId, scenario),
    async reset(parameters) {
      await run('reset', parameters);
      started.onConfigChange();
    },
  };
  return started;
}

/**
 * Started when this module runs: in the demo build it is the page's first script
 * (vite.config.ts runDemoChunkFirst), so the mock worker's script loads while the app's chunks load
 * and run; elsewhere (the dev server) when main.tsx imports it.
 */
const started = boot();

/**
 * The app's side (main.tsx): `onConfigChange` is called when a flag changes, so the app reads its
 * configuration again. Settles once the mocks answer the page's calls.
 */
export function startDemo(options: { onConfigChange: () => void }): Promise<void> {
  started.onConfigChange = options.onConfigChange;
  return started.connected;
}
