#!/usr/bin/env node
// `pnpm run bench`: runs the benchmarks of tests/bench one after another, each in a Node process of
// its own (Node 24 runs the TypeScript directly; lib/ts-resolve.mjs adds the bundler-style resolution
// the packages use). Benchmarks print figures and never pass or fail on time; this exits non-zero
// only when a benchmark could not run or its server saw a wrong upload. Not part of `npm test`.
//   pnpm run bench                 every benchmark
//   pnpm run bench upload mocks    only those named
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const hook = join(here, 'lib', 'ts-resolve.mjs');

/** @type {{ name: string, file: string, what: string }[]} */
const BENCHMARKS = [
  { name: 'core', file: 'core.bench.ts', what: 'per-item rules of @vitrine/core' },
  { name: 'mocks', file: 'mocks.bench.ts', what: 'seeded library and calls through MSW' },
  { name: 'upload', file: 'upload.bench.ts', what: 'chunked upload vs one fetch POST' },
  {
    name: 'server-upload',
    file: 'server-upload.bench.ts',
    what: '1 GB through @vitrine/server: chunked uploadFile vs one raw request (throughput ratio)',
  },
  {
    name: 'upload-browser',
    file: 'upload-browser.bench.ts',
    what: "the uploader's engine in chromium: 1 GB vs one raw request (ratio), chunks re-sent after a dropped connection, memory of a 10,000-file queue",
  },
  {
    name: 'upload-bundle',
    file: 'upload-bundle.bench.ts',
    what: "the upload panel's bundle (JS, CSS; raw, gzip, brotli) beside Uppy (core + dashboard + tus) and bare FilePond, built the same way",
  },
  {
    name: 'search',
    file: 'search.bench.ts',
    what: 'server search and logical views on 100k and 1M synthetic files (p50 / p95 per query kind)',
  },
  { name: 'thumbnails', file: 'thumbnails.bench.ts', what: 'renditions/s and peak memory per job (sharp)' },
  {
    name: 'report',
    file: 'report.bench.ts',
    what: 'PDF reports on the server for 100, 1,000 and 5,000 files: time and peak memory, beside a bare pdf-lib grid',
  },
  {
    name: 'recognition',
    file: 'recognition.bench.ts',
    what: 'built-in object recognition: labels/s, peak memory per job, precision and recall on a labelled set',
  },
  {
    name: 'sign-in-flood',
    file: 'sign-in-flood.bench.ts',
    what: "other users' p50 / p95 during a flood of wrong sign-ins on @vitrine/server, sign-in limits off vs on",
  },
  {
    name: 'folder-delete',
    file: 'folder-delete.bench.ts',
    what: 'deleting a 1,000-deep chain and a folder of N files on @vitrine/server: time and other requests meanwhile, vs the delete before issue 13',
  },
  {
    name: 'tree',
    file: 'tree.bench.ts',
    what: 'folder tree at 100k folders vs plain react-arborist (chromium)',
  },
  {
    name: 'lighthouse',
    file: 'lighthouse.bench.ts',
    what: 'Lighthouse desktop preset on the built reference app (demo and server mode): scores, CLS, LCP, TBT, JS per route, vs an earlier commit (chromium)',
  },
  {
    name: 'views',
    file: 'views.bench.ts',
    what: 'gallery and masonry at 100k files, layouts vs react-photo-album (chromium)',
  },
  {
    name: 'report-preview',
    file: 'report-preview.bench.ts',
    what: "the report dialog's instant preview: first page time per template (pdfmake and pdf.js), the dialog's bundle with and without pdfmake (chromium)",
  },
  {
    name: 'viewer',
    file: 'viewer.bench.ts',
    what: 'FileViewer vs yet-another-react-lightbox on the same page and bytes: open, next/previous, a held key, memory after 500 files (chromium)',
  },
];

if (!process.features.typescript) {
  console.error(
    `tests/bench needs a Node that runs TypeScript (22.18+ / 23.6+); this is ${process.version}.\n` +
      'Run it as `pnpm run bench`, which uses the Node 24 of node_modules/.bin.',
  );
  process.exit(1);
}

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = wanted.filter((name) => !BENCHMARKS.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
  );
  process.exit(1);
}
const chosen = BENCHMARKS.filter((bench) => wanted.length === 0 || wanted.includes(bench.name));

const cpu = cpus();
console.log('# Vitrine benchmarks');
console.log(
  [
    `Node ${process.version} (${process.features.typescript} types), ${process.platform}-${process.arch}`,
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} at start, ${new Date().toISOString()}`,
  ].join('; '),
);
console.log('Figures from one run on one machine: compare rows of the same run, not runs of different days.');

/** @type {{ name: string, ok: boolean, seconds: number }[]} */
const results = [];
for (const bench of chosen) {
  const file = join(here, bench.file);
  console.log(`\n## ${bench.name}: ${bench.what} (${relative(root, file)})`);
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', hook, file], {
    cwd: root,
    stdio: 'inherit',
    // The full chromium, the browser people use, also where a benchmark borrows a test harness
    // (scripts/chromium.ts: the tests run its headless shell).
    env: { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  const seconds = (performance.now() - start) / 1000;
  const ok = run.status === 0;
  if (!ok)
    console.error(`\n${bench.name} failed (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
  results.push({ name: bench.name, ok, seconds });
}

console.log(
  `\nbench: ${results.map(({ name, ok, seconds }) => `${name} ${ok ? 'ran' : 'FAILED'} in ${seconds.toFixed(1)} s`).join(', ')}`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
