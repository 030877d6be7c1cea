// PDF report generation on the server (issue 20 "tests/bench: report generation time and peak memory
// for 100, 1,000 and 5,000 images on the server"): @vitrine/server's makeReport (reports/report.ts:
// pictures sized to the template from the renditions, the document of @vitrine/core/report, pdfmake
// with the embedded fonts), beside a peer doing the same job with less: pdf-lib, drawing the same
// pictures (made the same way, by sharp from the same renditions) in the same grid with the file
// names in a standard font, no layout engine, no field table, no embedded fonts.
//
// Library: a server over a temporary data directory (SQLite), its files written straight into the
// database with the small rendition of one of 20 photo-like JPEGs each (1024 × 768; distinct pictures,
// so nothing is shared between files but the blob store's dedupe). Each row runs in a child process
// of its own; "peak" is the highest RSS sampled every 5 ms during the job minus the RSS before it.
// Template 1 (the default: 2 × 3 per page, name, title and keywords) and template 3 (a 4 × 5 contact
// sheet) are measured.
// Run: pnpm run bench report   (node --import ./tests/bench/lib/ts-resolve.mjs tests/bench/report.bench.ts)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  filesPerPage,
  REPORT_PAGE_MARGINS,
  reportContentBox,
  reportPageBox,
  reportPictureBox,
  reportPicturePixels,
  reportTemplate,
} from '../../packages/core/src/report/index.ts';
import { bytes, duration, note, printTable } from './lib/measure.ts';
import { restartWithTransformTypes, TRANSFORM_TYPES_FLAGS } from './lib/transform-types.ts';

restartWithTransformTypes(import.meta.filename);

const { principalOfUser } = await import('../../packages/server/src/notifications/principal.ts');
const { makeReport } = await import('../../packages/server/src/reports/report.ts');
type MakeReportOptions = import('../../packages/server/src/reports/report.ts').MakeReportOptions;
const { createServer } = await import('../../packages/server/src/server.ts');
const { resetContractLibrary, TEST_SCRYPT_COST } = await import(
  '../../packages/server/src/testing/contract.ts'
);
const { fileRow } = await import('../../packages/server/src/testing/files.ts');
const { photoLikeJpeg } = await import('../../packages/server/src/testing/images.ts');

const SIZES = (process.env.REPORT_BENCH_SIZES ?? '100,1000,5000').split(',').map(Number);
const TEMPLATES = [1, 3];
const DISTINCT_PICTURES = 20;

type Mode = 'vitrine' | 'pdf-lib';

interface RunReport {
  mode: Mode;
  files: number;
  template: number;
  ms: number;
  pages: number;
  pdfBytes: number;
  peakDeltaBytes: number;
}

async function child(mode: Mode, files: number, template: number): Promise<RunReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-report-bench-'));
  const app = await createServer({ dataDir, jobs: false, scryptCost: TEST_SCRYPT_COST });
  try {
    const { db, blobs } = app.vitrine;
    const library = await resetContractLibrary(db, { now: new Date() });
    const pictures: string[] = [];
    for (let index = 0; index < DISTINCT_PICTURES; index += 1) {
      pictures.push((await blobs.put(await photoLikeJpeg(1024, 768, index + 1))).hash);
    }
    const ids: number[] = [];
    for (let start = 0; start < files; start += 500) {
      const rows = Array.from({ length: Math.min(500, files - start) }, (_, offset) =>
        fileRow({
          folderId: library.folders.workspace.id,
          name: `photo-${start + offset}.jpg`,
          title: `Harbour at dawn, take ${start + offset}`,
          keywords: ['harbour', 'dawn', 'boats'],
        }),
      );
      const inserted = await db.insertInto('files').values(rows).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
      await db
        .insertInto('renditions')
        .values(
          inserted.map((row, offset) => ({
            file_id: row.id,
            size: 'small',
            content_hash: pictures[(start + offset) % DISTINCT_PICTURES] as string,
            width: 1024,
            height: 768,
            mime_type: 'image/jpeg',
            byte_size: 0,
            created_at: new Date().toISOString(),
          })),
        )
        .execute();
    }
    const principal = await principalOfUser(db, library.userIds.superAdmin);
    if (!principal) throw new Error('no super admin');
    const outPath = join(dataDir, 'report.pdf');
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    let pages: number;
    if (mode === 'vitrine') {
      await makeReport({
        db,
        blobs,
        principal,
        now: new Date(),
        ids,
        request: { settings: { template } },
        outPath,
      });
      pages = Math.ceil(files / filesPerPage(reportTemplate(template)));
    } else {
      pages = await pdfLibPeer(db, blobs, ids, template, outPath);
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const pdfBytes = (await stat(outPath)).size;
    const head = (await readFile(outPath)).subarray(0, 5).toString('latin1');
    if (head !== '%PDF-') throw new Error(`${mode} wrote no PDF`);
    return { mode, files, template, ms, pages, pdfBytes, peakDeltaBytes: peak - before };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** What the peer uses of pdf-lib and sharp (the server's dependencies; the root has no types of them). */
interface PdfLibImage {
  scaleToFit(width: number, height: number): { width: number; height: number };
}
interface PdfLibPage {
  drawImage(image: PdfLibImage, box: { x: number; y: number; width: number; height: number }): void;
  drawText(text: string, options: { x: number; y: number; size: number; font: unknown }): void;
}
interface PdfLibDocument {
  embedFont(name: string): Promise<unknown>;
  addPage(size: [number, number]): PdfLibPage;
  embedJpg(bytes: Buffer): Promise<PdfLibImage>;
  save(): Promise<Uint8Array>;
  getPageCount(): number;
}
interface PdfLib {
  PDFDocument: { create(): Promise<PdfLibDocument> };
  StandardFonts: { Helvetica: string };
}
interface SharpChain {
  resize(options: Record<string, unknown>): SharpChain;
  jpeg(options: Record<string, unknown>): SharpChain;
  toBuffer(): Promise<Buffer>;
}

/** The peer: the same pictures (sharp, the same box) in the same grid with pdf-lib, names in Helvetica. */
async function pdfLibPeer(
  db: MakeReportOptions['db'],
  blobs: MakeReportOptions['blobs'],
  ids: readonly number[],
  templateId: number,
  outPath: string,
): Promise<number> {
  // pdf-lib and sharp are the server's dependencies: resolved from its package.
  const serverRequire = createRequire(new URL('../../packages/server/package.json', import.meta.url));
  const { PDFDocument, StandardFonts } = serverRequire('pdf-lib') as PdfLib;
  const sharp = serverRequire('sharp') as (input: Buffer) => SharpChain;
  const { writeFile } = await import('node:fs/promises');
  const template = reportTemplate(templateId);
  const page = reportPageBox(template);
  const content = reportContentBox(template);
  const box = reportPictureBox(template) as { width: number; height: number };
  const pixels = reportPicturePixels(template) as { width: number; height: number };
  const [left, top] = REPORT_PAGE_MARGINS;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const perPage = filesPerPage(template);
  const cellWidth = content.width / template.columns;
  const cellHeight = content.height / template.rows;
  let current = doc.addPage([page.width, page.height]);
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('files')
      .innerJoin('renditions', 'renditions.file_id', 'files.id')
      .select(['files.id', 'files.file_name', 'renditions.content_hash'])
      .where('files.id', 'in', ids.slice(start, start + 500))
      .where('renditions.size', '=', 'small')
      .execute();
    for (const [offset, row] of rows.entries()) {
      const index = start + offset;
      if (index > 0 && index % perPage === 0) current = doc.addPage([page.width, page.height]);
      const jpeg = await sharp(await blobs.get(row.content_hash))
        .resize({ width: pixels.width, height: pixels.height, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
      const image = await doc.embedJpg(jpeg);
      const scaled = image.scaleToFit(box.width, box.height);
      const slot = index % perPage;
      const x = left + (slot % template.columns) * cellWidth;
      const y = page.height - top - Math.floor(slot / template.columns) * cellHeight - scaled.height;
      current.drawImage(image, { x, y, width: scaled.width, height: scaled.height });
      current.drawText(row.file_name, { x, y: y - 10, size: 8, font });
    }
  }
  await writeFile(outPath, await doc.save());
  return doc.getPageCount();
}

async function main() {
  const { values } = parseArgs({
    options: { child: { type: 'string' }, files: { type: 'string' }, template: { type: 'string' } },
  });
  if (values.child) {
    const report = await child(values.child as Mode, Number(values.files), Number(values.template));
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  const rows: string[][] = [];
  for (const template of TEMPLATES) {
    for (const files of SIZES) {
      for (const mode of ['vitrine', 'pdf-lib'] as Mode[]) {
        const report = await runChild(mode, files, template);
        rows.push([
          `${template}`,
          `${files}`,
          mode,
          duration(report.ms),
          `${Math.round(files / (report.ms / 1000))}`,
          `${report.pages}`,
          bytes(report.pdfBytes),
          bytes(report.peakDeltaBytes),
        ]);
      }
    }
  }
  printTable(
    'PDF report on the server: makeReport (pdfmake, @vitrine/core/report) vs a bare pdf-lib grid of the same pictures',
    ['template', 'files', 'maker', 'time', 'files/s', 'pages', 'PDF', 'peak RSS above start'],
    rows,
  );
  note(
    'Peak: highest RSS sampled every 5 ms during the job minus the RSS before it, one child process per row.',
  );
}

function runChild(mode: Mode, files: number, template: number): Promise<RunReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...TRANSFORM_TYPES_FLAGS,
        '--import',
        './tests/bench/lib/ts-resolve.mjs',
        'tests/bench/report.bench.ts',
        '--child',
        mode,
        '--files',
        String(files),
        '--template',
        String(template),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${mode} ${files}: exit ${code}\n${out}`));
      else resolve(JSON.parse(line) as RunReport);
    });
  });
}

await main();
