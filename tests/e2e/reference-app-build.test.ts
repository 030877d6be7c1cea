// The reference app's two builds (reference-app/vite.config.ts): no JavaScript chunk above the
// 700 kB warning limit, the libraries in chunks of their own that the page preloads, the demo part
// (the whole mock library) and the live map loaded only on demand, and a server build without mocks;
// route-level code splitting (issue 14): each view loads from a chunk of its own the first time it is
// shown (reference-app/src/shell/lazy-screens.tsx), and the demo build preloads its demo chunk, runs
// the mocks and msw (without its cookie store) in a Web Worker of their own, off the page's main
// thread, with a service worker of its own (reference-app/vite.config.ts, src/demo). One pair of builds
// serves every check.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../reference-app/scripts/serve.mjs';

/** The views' chunks (reference-app/src/shell/chunks/*.ts). */
const VIEW_CHUNKS = ['gallery', 'grid', 'timeline', 'flash', 'map', 'dashboard', 'admin', 'body'] as const;

/** A chunk that only re-exported code of the first page would be a few dozen bytes. */
const MIN_VIEW_CHUNK_BYTES = 1000;

/** vite.config.ts build.chunkSizeWarningLimit, in kB as Vite counts them (1,000 bytes). */
const CHUNK_LIMIT_BYTES = 700 * 1000;

/**
 * pdf.js's own worker (pdfjs-dist/build/pdf.worker.min.mjs, 1.18 MB in pdf.js 6), which the viewer
 * emits as a file of its own and starts in a Web Worker when a PDF opens (packages/viewer
 * src/preview/pdf-reader.ts), and again as the chunk it imports into the page when that worker does
 * not start. It is pdf.js's prebuilt code, not a chunk of ours: it has its own bound,
 * and the checks below keep it off every page until a PDF is shown.
 */
const PDF_WORKER = 'pdf.worker.min-';
const PDF_WORKER_LIMIT_BYTES = 1_300_000;

/**
 * pdfmake's browser build with the standard Times and Helvetica metrics (1.5 MB), in the chunk of the
 * report dialog's preview (packages/share-and-report src/report/make-pdf.ts), loaded with import()
 * when the dialog makes its first preview (issue 20). pdfmake's prebuilt code, not a chunk of ours:
 * it has its own bound, and the checks below keep it off every page until a report is asked for.
 */
const PDFMAKE = 'make-pdf-';
const PDFMAKE_LIMIT_BYTES = 1_700_000;

interface Build {
  dir: string;
  /** Every JavaScript chunk: file name → its code. */
  chunks: Map<string, string>;
  /** The chunks index.html loads or preloads (file names). */
  firstPage: string[];
}

async function build(env: Record<string, string>): Promise<Build> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-build-'));
  await buildApp({ outDir: dir, env });
  const assets = join(dir, 'assets');
  const chunks = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (name.endsWith('.js')) chunks.set(name, await readFile(join(assets, name), 'utf8'));
  }
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  return { dir, chunks, firstPage };
}

let demo: Build;
let server: Build;

beforeAll(async () => {
  demo = await build({ VITE_VITRINE_DEMO: 'true' });
  server = await build({ VITE_VITRINE_DEMO: 'false', VITE_VITRINE_API_URL: '' });
});

afterAll(async () => {
  for (const done of [demo, server]) if (done) await rm(done.dir, { recursive: true, force: true });
});

const named = (chunks: Iterable<string>, prefix: string) =>
  [...chunks].filter((name) => name.startsWith(`${prefix}-`));

describe('the builds of the reference app', () => {
  it.each(['demo', 'server'] as const)(
    "the %s build carries React's production build, though the tests run with NODE_ENV=test",
    (which) => {
      const { chunks } = which === 'demo' ? demo : server;
      // react-dom's development build alone prints this; its production build has no such string.
      const development = [...chunks].filter(([, code]) => code.includes('Download the React DevTools'));
      expect(process.env.NODE_ENV).toBe('test');
      expect(development.map(([name]) => name)).toEqual([]);
      expect([...chunks.values()].some((code) => code.includes('createRoot'))).toBe(true);
    },
  );

  it.each(['demo', 'server'] as const)('the %s build has no chunk above the warning limit', (which) => {
    const { chunks } = which === 'demo' ? demo : server;
    const sizes = [...chunks]
      .filter(([name]) => !name.startsWith(PDF_WORKER) && !name.startsWith(PDFMAKE))
      .map(([name, code]) => ({ name, bytes: Buffer.byteLength(code) }));
    expect(sizes.filter(({ bytes }) => bytes > CHUNK_LIMIT_BYTES)).toEqual([]);
  });

  it.each(['demo', 'server'] as const)(
    "the %s build has pdfmake once, within its bound, in the report preview's chunk, which only the report dialog's chunk loads",
    (which) => {
      const { chunks, firstPage } = which === 'demo' ? demo : server;
      const [pdfmake, ...more] = named(chunks.keys(), PDFMAKE.slice(0, -1));
      expect(more).toEqual([]);
      const code = chunks.get(pdfmake as string) ?? '';
      expect(code).toContain('addFontContainer');
      expect(Buffer.byteLength(code)).toBeLessThanOrEqual(PDFMAKE_LIMIT_BYTES);
      // No other chunk carries pdfmake (issue 20: 0 bytes of it anywhere else).
      expect(
        [...chunks].filter(([, other]) => other.includes('addFontContainer')).map(([name]) => name),
      ).toEqual([pdfmake]);
      const importers = [...chunks].filter(
        ([name, other]) => name !== pdfmake && other.includes(pdfmake as string),
      );
      expect(importers.map(([name]) => name.startsWith('report-'))).toEqual([true]);
      expect(firstPage).not.toContain(pdfmake);
      expect(firstPage).not.toContain(importers[0]?.[0]);
    },
  );

  it.each(['demo', 'server'] as const)(
    'the %s build has the pdf.js worker twice (the Web Worker, and its page-thread fallback), each within its bound, only from the PDF reader chunks',
    (which) => {
      const { chunks, firstPage } = which === 'demo' ? demo : server;
      // packages/viewer src/preview/pdf-reader.ts starts pdf.js's worker in a Web Worker; when it does
      // not start (a host's dev server that did not emit it, a CSP without worker-src) it imports the
      // same module into the page instead. Both are pdf.js's prebuilt code, loaded only for a PDF.
      // The report dialog's preview (packages/share-and-report src/report/pdf-reader.ts, issue 20)
      // starts the same worker the same way: two readers, one copy of each.
      const copies = [...chunks].filter(([name]) => name.startsWith(PDF_WORKER));
      expect(copies).toHaveLength(2);
      const readers = new Set<string>();
      const ways: string[] = [];
      for (const [copy, code] of copies) {
        expect(Buffer.byteLength(code)).toBeLessThanOrEqual(PDF_WORKER_LIMIT_BYTES);
        const starters = [...chunks].filter(
          ([name, other]) => !name.startsWith(PDF_WORKER) && other.includes(copy),
        );
        expect(starters).toHaveLength(2);
        for (const [reader] of starters) readers.add(reader);
        const asWorker = starters.map(([, readerCode]) =>
          readerCode.includes(`new Worker(new URL(\`/assets/${copy}\``),
        );
        expect(new Set(asWorker).size).toBe(1);
        ways.push(asWorker[0] ? 'worker' : 'import');
        expect(firstPage).not.toContain(copy);
      }
      expect(ways.sort()).toEqual(['import', 'worker']);
      // The chunks that hold both are the PDF readers, loaded by import() when a PDF opens or a report
      // preview is made: not files the first page loads or preloads; pdf.js itself is a chunk they
      // share, off the first page too.
      expect([...readers].filter((name) => name.startsWith('pdf-reader-'))).toHaveLength(2);
      expect(readers.size).toBe(2);
      for (const reader of readers) expect(firstPage).not.toContain(reader);
      const pdfjs = [...chunks].filter(([, code]) => code.includes('GlobalWorkerOptions'));
      expect(pdfjs.length).toBeGreaterThan(0);
      for (const [name] of pdfjs) expect(firstPage).not.toContain(name);
    },
  );

  it('the first page preloads the app and its library chunks, not the live map', () => {
    for (const group of ['react', 'ui-libs', 'tree-libs']) {
      expect(named(demo.firstPage, group)).toHaveLength(1);
      expect(named(server.firstPage, group)).toHaveLength(1);
    }
    // The Google map loads with import() when needed.
    expect(named(demo.chunks.keys(), 'GoogleMapCanvas')).toHaveLength(1);
    expect(named(demo.firstPage, 'GoogleMapCanvas')).toEqual([]);
    expect(named(server.firstPage, 'GoogleMapCanvas')).toEqual([]);
  });

  it.each(['demo', 'server'] as const)(
    'the %s build loads the upload panel (FilePond, the engine) only when it opens (issue 19)',
    (which) => {
      const { chunks, firstPage } = which === 'demo' ? demo : server;
      const withPanel = [...chunks].filter(([, code]) => code.includes('filepond--root'));
      expect(withPanel.length).toBeGreaterThan(0);
      for (const [name] of withPanel) expect(firstPage, name).not.toContain(name);
    },
  );

  it('the demo build runs its demo chunk first (it starts the mocks every file waits for), before the entry', async () => {
    const [start, ...more] = named(demo.chunks.keys(), 'start');
    expect(more).toEqual([]);
    const html = await readFile(join(demo.dir, 'index.html'), 'utf8');
    // A module script before the entry's (module scripts run in order): the mock worker and the
    // service worker start while the app's chunks load; the app's import() gets the same module.
    const demoScript = html.indexOf(`<script type="module" crossorigin src="/assets/${start}"></script>`);
    const entryScript = html.indexOf('<script type="module" crossorigin src="/assets/index-');
    expect(demoScript).toBeGreaterThan(0);
    expect(entryScript).toBeGreaterThan(demoScript);
    // It imports no chunk of its own (nothing to wait for before it runs).
    expect(demo.chunks.get(start as string)).not.toMatch(/\bimport\b[^(]*from/);
    // each chunk once
    expect(new Set(demo.firstPage).size).toBe(demo.firstPage.length);
    // the server build has no demo chunk
    expect(named(server.firstPage, 'start')).toEqual([]);
  });

  it('the server build carries no mocks', () => {
    expect(named(server.chunks.keys(), 'start')).toEqual([]);
    const withMsw = [...server.chunks].filter(([, code]) => code.includes('[MSW]'));
    expect(withMsw.map(([name]) => name)).toEqual([]);
    // The demo build does (the same test would pass on an empty string).
    expect([...demo.chunks].some(([, code]) => code.includes('[MSW]'))).toBe(true);
  });
});

describe('compressed ahead (issue 14, Lighthouse "Enable text compression")', () => {
  it('the server build has a Brotli and a gzip copy of every first-page chunk above 1 kB, each the same code', async () => {
    // A chunk of one TCP packet or less (rolldown's runtime) gains nothing from it.
    const worth = server.firstPage.filter((name) => Buffer.byteLength(server.chunks.get(name) ?? '') > 1024);
    expect(worth.length).toBeGreaterThan(3);
    let plain = 0;
    let brotli = 0;
    for (const name of worth) {
      const code = server.chunks.get(name) ?? '';
      const br = await readFile(join(server.dir, 'assets', `${name}.br`));
      const gz = await readFile(join(server.dir, 'assets', `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(code);
      expect(gunzipSync(gz).toString(), name).toBe(code);
      plain += Buffer.byteLength(code);
      brotli += br.length;
    }
    // Scripts compress about 3.5 times; a copy that did not compress would fail this.
    expect(brotli).toBeLessThan(plain / 3);
  });

  it("the demo build has none (Vite's preview server serves it)", async () => {
    const names = await readdir(join(demo.dir, 'assets'));
    expect(names.filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });
});

describe('route-level code splitting (issue 14)', () => {
  it.each(['demo', 'server'] as const)('the %s build keeps every view out of the first page', (which) => {
    const { chunks, firstPage } = which === 'demo' ? demo : server;
    for (const view of VIEW_CHUNKS) {
      const [chunk, ...more] = named(chunks.keys(), view);
      expect(more, view).toEqual([]);
      expect(chunk, view).toBeDefined();
      // The view's own code is there, not a re-export of the first page's.
      expect(Buffer.byteLength(chunks.get(chunk as string) ?? ''), view).toBeGreaterThan(
        MIN_VIEW_CHUNK_BYTES,
      );
      expect(firstPage, view).not.toContain(chunk);
    }
  });

  it('the demo build runs the mocks and msw in a Web Worker of their own, off the page (issue 14)', () => {
    const [worker, ...more] = named(demo.chunks.keys(), 'mock-worker');
    expect(more).toEqual([]);
    const code = demo.chunks.get(worker as string) ?? '';
    expect(code).toContain('[MSW]');
    // The demo chunk starts it as a module worker; nothing of the first page loads it.
    const [start] = named(demo.chunks.keys(), 'start');
    expect(demo.chunks.get(start as string)).toContain(`new Worker(new URL(\`/assets/${worker}\``);
    expect(demo.firstPage).not.toContain(worker);
    // The page's chunks carry no msw at all.
    const pageWithMsw = [...demo.chunks].filter(
      ([name, other]) => name !== worker && other.includes('[MSW]'),
    );
    expect(pageWithMsw.map(([name]) => name)).toEqual([]);
    // msw's stand-ins are applied in the worker's bundle: its answers' lengths are counted with a
    // TextEncoder, not a Blob of each (the build fails when a stand-in finds nothing to change).
    expect(code).toMatch(
      /function (\w+)\(e\)\{return typeof e==`string`\?\w+\.encode\(e\)\.byteLength:new Blob\(\[e\]\)\.size\}/,
    );
  });

  it("the demo build carries no cookie store: msw's cookie modules are stand-ins (the mocks use no cookies)", () => {
    // No public suffix list (tldts), no tough-cookie, no msw cookie store in localStorage.
    const withCookies = [...demo.chunks].filter(
      ([, code]) =>
        code.includes('blogspot') || code.includes('__msw-cookie-store__') || code.includes('CookieJar'),
    );
    expect(withCookies.map(([name]) => name)).toEqual([]);
  });

  it('the demo build has its own service worker, which the demo chunk registers; the server build neither', async () => {
    const worker = await readFile(join(demo.dir, 'vitrine-demo-sw.js'), 'utf8');
    expect(worker).toBe(
      await readFile(join(import.meta.dirname, '../../reference-app/public/vitrine-demo-sw.js'), 'utf8'),
    );
    const [start] = named(demo.chunks.keys(), 'start');
    expect(demo.chunks.get(start as string)).toContain('register(`/vitrine-demo-sw.js`');
    expect(await readdir(server.dir)).not.toContain('vitrine-demo-sw.js');
    expect(named(server.chunks.keys(), 'mock-worker')).toEqual([]);
  });
});
