// The PDF report dialog's instant preview (issue 20, row B7; "Proof": preview first page time in
// chromium, bundle of the dialog with and without pdfmake). A page built with vite
// (tests/bench/report-preview-page) runs the dialog's preview engine on 40 files whose data and
// 384 × 288 JPEG thumbnails are made in the page (what the dialog's cache holds after its first
// read): the first page's document from @vitrine/core/report, the PDF made by pdfmake with the
// standard fonts, drawn by pdf.js on a canvas 300 px wide, in Debian chromium (playwright-core).
//
// Printed: the first preview of the page (cold: pdfmake's and pdf.js's chunks fetched and
// evaluated, pdf.js's worker started) and, per template, the median and p95 of later previews
// (warm); then the bundle of `export { ReportDialog } from '@vitrine/share-and-report'` built by vite
// with the host's shared packages left out: the dialog's chunk without pdfmake, and the chunks the
// preview loads (pdfmake, pdf.js), raw and gzip. Figures only: nothing fails on time.
// Run: pnpm run bench report-preview
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildPage, closeServer, launchChromium, originOf, servePage } from './lib/browser.ts';
import { bytes, duration, median, note, percentile, printTable } from './lib/measure.ts';
import type {} from './report-preview-page/protocol.ts';

/** Templates measured: contact sheets of 6 and 35, one large picture, the list, the table. */
const TEMPLATES = [1, 4, 7, 10, 12] as const;
const WARM_RUNS = 7;

const pageDir = fileURLToPath(new URL('./report-preview-page/', import.meta.url));
const outDir = join(tmpdir(), `vitrine-report-preview-bench-${process.pid}`);
const root = fileURLToPath(new URL('../..', import.meta.url));

// 1. The preview in chromium --------------------------------------------------------------------------

const buildMs = await buildPage({ root: pageDir, outDir });
let server: Server | undefined;
let browser: Browser | undefined;
const rows: string[][] = [];
let cold = 0;
let version = '';
try {
  server = await servePage(outDir);
  browser = await launchChromium();
  version = browser.version();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${originOf(server)}/`);
  await page.waitForFunction(() => window.__reportPreviewBench !== undefined);
  const preview = (template: number) =>
    page.evaluate((t) => window.__reportPreviewBench.preview(t), template);
  cold = await preview(1);
  for (const template of TEMPLATES) {
    const times: number[] = [];
    for (let run = 0; run < WARM_RUNS; run += 1) times.push(await preview(template));
    rows.push([String(template), duration(median(times)), duration(percentile(times, 0.95))]);
  }
} finally {
  await browser?.close();
  await closeServer(server);
  await rm(outDir, { recursive: true, force: true });
}

console.log(`\n## Report preview (chromium ${version}; page built in ${duration(buildMs)})`);
note(
  `First preview of the page (cold: pdfmake's and pdf.js's chunks loaded, pdf.js's worker started): ${duration(cold)}`,
);
printTable(
  `Later previews, ${WARM_RUNS} runs per template (the first page's files read from the cache; document, PDF and drawing)`,
  ['template', 'median', 'p95'],
  rows,
);

// 2. The dialog's bundle with and without pdfmake ------------------------------------------------------

const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
/** What a host shares with the dialog (React, TanStack Query, Radix, the other @vitrine packages). */
const SHARED =
  /^(react|react-dom|react\/jsx-runtime|@tanstack\/react-query|@radix-ui\/react-dialog|@vitrine\/(ui|core|api-client))(\/.*)?$/;
const output = await build({
  root,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  build: {
    write: false,
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: join(root, 'packages/share-and-report/src/index.ts'),
      formats: ['es'],
      fileName: 'report-dialog',
    },
    rollupOptions: { external: (id: string) => SHARED.test(id) },
  },
});
const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
  'output' in result ? result.output : [],
);
const sizeRows = chunks
  .filter(
    (chunk) => chunk.type === 'chunk' || chunk.fileName.endsWith('.mjs') || chunk.fileName.endsWith('.js'),
  )
  .map((chunk) => {
    const code = chunk.type === 'chunk' ? chunk.code : String(chunk.source);
    const what =
      chunk.type === 'chunk' && chunk.isEntry
        ? 'the dialog (entry, no pdfmake)'
        : /make-pdf/.test(chunk.fileName)
          ? 'pdfmake and the standard fonts (preview)'
          : /worker/.test(chunk.fileName)
            ? "pdf.js's worker (preview)"
            : /pdf-reader|pdf/.test(chunk.fileName)
              ? 'pdf.js (preview)'
              : 'other';
    return { what, name: chunk.fileName, raw: Buffer.byteLength(code), gzip: gzipSync(code).length };
  })
  .sort((a, b) => a.raw - b.raw);
printTable(
  'The dialog built by vite (minified; React, TanStack Query, Radix dialog and the @vitrine packages left to the host)',
  ['chunk', 'file', 'raw', 'gzip'],
  sizeRows.map((row) => [row.what, row.name, bytes(row.raw), bytes(row.gzip)]),
);
const entry = sizeRows.filter((row) => row.what.startsWith('the dialog'));
const all = sizeRows.filter((row) => !row.what.includes('worker'));
const sum = (list: typeof sizeRows, key: 'raw' | 'gzip') => list.reduce((total, row) => total + row[key], 0);
note(
  `Without pdfmake (what opens the dialog): ${bytes(sum(entry, 'gzip'))} gzip; with the preview's chunks (pdfmake, pdf.js): ${bytes(sum(all, 'gzip'))} gzip, plus pdf.js's worker.`,
);
