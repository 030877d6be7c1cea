// The reference app's demo service worker (registered by src/demo/start.ts; demo builds only). It
// answers what the mocks answer (MOCKED_PATH below, the pattern of src/demo/mocked-paths.ts, which
// src/demo/mocked-paths.test.ts checks is the same) from the page's mock worker (src/demo/mock-worker.ts,
// a dedicated Web Worker holding @vitrine/mocks) through a MessagePort the page hands over: neither a
// request nor its answer passes through the page's main thread (issue 14: msw's own service worker had
// the page's main thread answer each call, behind React's renders). Every other request loads as
// without a service worker; a page that is not a demo page (a server build later served on the same
// origin) never handed a port, and its calls go to the network.

const MOCKED_PATH = /^\/(api\/|download\.aspx|thumbnails\.asmx\/|healthz$|readyz$|metrics$)/i;

/** The page → worker message that hands over a port to the page's mock worker (and asks "ready?"). */
const PORT_MESSAGE = 'vitrine-mocks-port';
/** The worker → page answer to PORT_MESSAGE: its calls may go out. */
const READY_MESSAGE = 'vitrine-mocks-ready';
/** The worker → page message asking for a port again (this worker was stopped and started again). */
const CONNECT_MESSAGE = 'vitrine-mocks-connect';
/** The page → worker message of a page the worker does not control yet (a hard reload): control it. */
const CLAIM_MESSAGE = 'vitrine-mocks-claim';

/**
 * The browser stops an idle service worker and starts it again on the next request, without what it
 * held: the ids of the demo pages are kept in the Cache API, so such a page is asked for a new port.
 */
const CACHE_NAME = 'vitrine-demo';
const CLIENTS_KEY = '/__vitrine-demo-clients';

/** A demo page's client id → the port to its mock worker. */
const ports = new Map();
/** A demo page's client id → the port asked of it again ({ port: a promise, resolve }), until it arrives. */
const waiting = new Map();
/** The ids of the demo pages (read from the cache once per start of this worker). */
let demoClients;

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const source = event.source;
  const type = event.data?.type;
  if (type === CLAIM_MESSAGE) {
    event.waitUntil(self.clients.claim());
    return;
  }
  if (!source || type !== PORT_MESSAGE || !event.ports[0]) return;
  const port = event.ports[0];
  ports.set(source.id, port);
  waiting.get(source.id)?.resolve(port);
  waiting.delete(source.id);
  // The port is in hand: the page's calls may go out at once; its id is kept meanwhile.
  source.postMessage({ type: READY_MESSAGE });
  event.waitUntil(remember(source.id));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // As msw's worker: navigations load as without a worker, and so does the "only-if-cached" request
  // the DevTools make, which a worker cannot answer.
  if (request.mode === 'navigate') return;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !MOCKED_PATH.test(url.pathname)) return;
  event.respondWith(answer(event));
});

/** The mock worker's answer to a request, or the network's when no demo page asked it. */
async function answer(event) {
  const request = event.request;
  const port = await portFor(event.clientId);
  if (!port) return fetch(request);
  const kept = request.clone();
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const reply = await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (message) => resolve(message.data);
    port.postMessage(
      {
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        credentials: request.credentials,
        body,
      },
      body ? [channel.port2, body] : [channel.port2],
    );
  });
  if (reply.passthrough) return fetch(kept);
  if (reply.networkError) return Response.error();
  return new Response(reply.body, {
    status: reply.status,
    statusText: reply.statusText,
    headers: reply.headers,
  });
}

/**
 * The port of the demo page a request comes from. A request of a frame or a worker of a page (not a
 * top-level page of its own) goes to a demo page's mock worker, the visible one first (as msw's own
 * worker did).
 */
async function portFor(clientId) {
  const known = ports.get(clientId);
  if (known) return known;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const demo = await readDemoClients();
  if (client?.type === 'window' && client.frameType === 'top-level') {
    return demo.has(client.id) ? connect(client) : undefined;
  }
  const pages = await self.clients.matchAll({ type: 'window' });
  const candidates = pages.filter((page) => ports.has(page.id) || demo.has(page.id));
  const page = candidates.find((candidate) => candidate.visibilityState === 'visible') ?? candidates[0];
  return page ? (ports.get(page.id) ?? connect(page)) : undefined;
}

/** Asks a demo page for a port to its mock worker again (it answers with PORT_MESSAGE). */
function connect(client) {
  let asked = waiting.get(client.id);
  if (!asked) {
    let resolve;
    const port = new Promise((done) => {
      resolve = done;
    });
    asked = { port, resolve };
    waiting.set(client.id, asked);
    client.postMessage({ type: CONNECT_MESSAGE });
  }
  return asked.port;
}

async function readDemoClients() {
  if (!demoClients) {
    const cache = await caches.open(CACHE_NAME);
    const saved = await cache.match(CLIENTS_KEY);
    demoClients = new Set(saved ? await saved.json() : []);
  }
  return demoClients;
}

/** Keeps a demo page's id (and the ids of the demo pages still open). */
async function remember(clientId) {
  const demo = await readDemoClients();
  const open = new Set((await self.clients.matchAll({ type: 'window' })).map((client) => client.id));
  for (const id of demo) if (!open.has(id)) demo.delete(id);
  demo.add(clientId);
  const cache = await caches.open(CACHE_NAME);
  await cache.put(CLIENTS_KEY, new Response(JSON.stringify([...demo])));
}
