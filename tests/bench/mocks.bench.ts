// @vitrine/mocks: what the seeded library costs to build (every mocks test rebuilds it in
// beforeEach through applyMockParameters), and how many typical calls per second go through MSW in
// Node with the typed client, next to the same call without the client and without interception.
// Run: pnpm run bench mocks   (node --expose-gc --import ./tests/bench/lib/ts-resolve.mjs tests/bench/mocks.bench.ts)
import type { SearchCriteria } from '@vitrine/api-client';
import type { SetupServer } from 'msw/node';
import {
  bytes,
  collectGarbage,
  count,
  duration,
  figure,
  median,
  note,
  percentile,
  printTable,
  sampleAsync,
  sampleSync,
} from './lib/measure.ts';

const BASE = 'http://localhost';

// 1. The library ------------------------------------------------------------------------------------

// Importing the package builds the module-level library (src/state.ts), so the first import is the
// cold figure: module graph (msw, openapi-msw, handlers) plus one library on a cold JIT.
const importStart = performance.now();
const mocks = await import('@vitrine/mocks');
const importMs = performance.now() - importStart;
const { createMockDb, currentDb, handlers } = mocks;

const buildSamples = sampleSync(() => createMockDb(), { warmupMs: 200, budgetMs: 1500, minSamples: 15 });

// Heap one library keeps alive: build a few, hold them, compare heap after full collections.
const HELD = 8;
let retainedPerLibrary = Number.NaN;
if (collectGarbage()) {
  const before = process.memoryUsage().heapUsed;
  const held = Array.from({ length: HELD }, () => createMockDb());
  collectGarbage();
  retainedPerLibrary = (process.memoryUsage().heapUsed - before) / held.length;
}
const library = currentDb();

printTable(
  '@vitrine/mocks: the seeded library',
  ['what', 'figure'],
  [
    [
      'folders / files / sets / users',
      [library.folders, library.images, library.sets, library.users]
        .map((list) => count(list.length))
        .join(' / '),
    ],
    ["first import of '@vitrine/mocks' (module graph + one library, cold)", duration(importMs)],
    ['createMockDb(), warm: median', duration(median(buildSamples))],
    [
      'createMockDb(), warm: fastest / p90',
      `${duration(Math.min(...buildSamples))} / ${duration(percentile(buildSamples, 0.9))}`,
    ],
    ['libraries built per second (median)', figure(1000 / median(buildSamples))],
    [
      'heap one library keeps alive',
      Number.isNaN(retainedPerLibrary) ? 'n/a (run with --expose-gc)' : bytes(retainedPerLibrary),
    ],
  ],
);

// 2. Calls through MSW --------------------------------------------------------------------------------

const { createVitrineClient } = await import('@vitrine/api-client');
const { getResponse } = await import('msw');
const { setupMockServer } = await import('@vitrine/mocks/node');

// The folder with the most subfolders: a full page of 100 plus the 'Load more...' node (spec 000 §9).
const widest = library.folders
  .map((folder) => ({ folder, children: library.childFolders(folder.id).length }))
  .sort((a, b) => b.children - a.children)[0];
if (widest === undefined) throw new Error('the mock library has no folders');

/** The typed client, as a widget's src/api/ calls it (fetch bound late so MSW sees it). */
const client = createVitrineClient({ baseUrl: BASE, fetch: (request) => globalThis.fetch(request) });

interface Call {
  name: string;
  path: string;
  body: object;
  /** The same call through the typed client (openapi-fetch types each path's body). */
  typed: () => Promise<{ data?: unknown; error?: unknown }>;
}

const subfolders = (name: string, body: { folderId: number | 'root' }): Call => ({
  name,
  path: '/api/folders/subfolders',
  body,
  typed: () => client.POST('/api/folders/subfolders', { body }),
});
const search = (name: string, criteria: SearchCriteria): Call => ({
  name,
  path: '/api/search',
  body: { criteria },
  typed: () => client.POST('/api/search', { body: { criteria } }),
});

const CALLS: Call[] = [
  subfolders('subfolders of the root', { folderId: 'root' }),
  subfolders(`subfolders of '${widest.folder.name}' (${widest.children} children)`, {
    folderId: widest.folder.id,
  }),
  search('search, first page of 48', { itemsOnPage: 48, currentPage: 1 }),
  search("search 'harbour', page of 48", { text: 'harbour', itemsOnPage: 48 }),
];

const jsonRequest = (call: Call) =>
  new Request(`${BASE}${call.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(call.body),
  });

async function typedCall(call: Call): Promise<unknown> {
  const { data, error } = await call.typed();
  if (error) throw error;
  return data;
}

async function plainFetch(call: Call): Promise<unknown> {
  const response = await fetch(jsonRequest(call));
  if (!response.ok) throw new Error(`${call.path}: ${response.status}`);
  return response.json();
}

async function handlersOnly(call: Call): Promise<unknown> {
  const response = await getResponse(handlers, jsonRequest(call));
  if (!response?.ok) throw new Error(`${call.path}: ${response?.status ?? 'unhandled'}`);
  return response.json();
}

const WAYS = [
  { way: 'typed client → fetch → MSW', run: typedCall },
  { way: '(peer) plain fetch → MSW', run: plainFetch },
  { way: '(peer) msw getResponse(handlers), no fetch', run: handlersOnly },
] as const;

let server: SetupServer | undefined;
const rows: string[][] = [];
try {
  server = setupMockServer();
  for (const call of CALLS) {
    const answer = JSON.stringify(await typedCall(call));
    for (const { way, run } of WAYS) {
      const samples = await sampleAsync(() => run(call), { warmupMs: 300, budgetMs: 1200, minSamples: 30 });
      rows.push([
        call.name,
        way,
        figure(1000 / median(samples)),
        duration(median(samples)),
        duration(percentile(samples, 0.95)),
        bytes(answer.length),
      ]);
    }
  }
} finally {
  server?.close();
}

printTable(
  '@vitrine/mocks: sequential calls in Node (one at a time, median of calls)',
  ['call', 'through', 'calls/s', 'median', 'p95', 'answer'],
  rows,
);
note(
  [
    '(peer) rows are the same request without the typed client (openapi-fetch + middleware), and',
    "without fetch interception at all (msw's getResponse runs the handlers on a Request).",
  ].join('\n'),
);
