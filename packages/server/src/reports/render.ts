// Renders a report's document (@vitrine/core/report) to a PDF file with pdfmake. The pictures are
// files on disk (pictures.ts writes them, sized to the template): pdfmake reads each when it lays out
// its page and embeds it at once (a JPEG's bytes are dropped once written), so the pictures are never
// all in memory together; what the process holds at its peak is about the finished PDF (measured by
// tests/bench/report.bench.ts).
//
// pdfmake may read only the pictures' directory and the fonts' directories (its local access policy)
// and no URL at all.
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ReportFont } from '@vitrine/core';
import { type ReportDocument, reportFontSubsets, withReportRuns } from '@vitrine/core/report';
import { fontDirectory, pdfmakeFontTable, REPORT_FONT_PACKAGES } from './fonts';

const require = createRequire(import.meta.url);

interface PdfmakeServer {
  setFonts(fonts: Record<string, unknown>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: unknown): { getStream(): Promise<NodeJS.ReadableStream & { end(): void }> };
}

let pdfmake: PdfmakeServer | null = null;
/** Directories pdfmake may read: the fonts', and the picture directories of reports being made. */
const readable = new Set<string>();

function printer(): PdfmakeServer {
  if (pdfmake) return pdfmake;
  const instance = require('pdfmake') as PdfmakeServer;
  instance.setFonts(pdfmakeFontTable());
  instance.setUrlAccessPolicy(() => false);
  for (const font of Object.keys(REPORT_FONT_PACKAGES) as ReportFont[])
    readable.add(resolve(fontDirectory(font)));
  instance.setLocalAccessPolicy((path) => {
    const full = resolve(path);
    for (const dir of readable) if (full.startsWith(dir + sep)) return true;
    return false;
  });
  pdfmake = instance;
  return instance;
}

/**
 * Writes the document to `outPath`. `pictures` maps the document's picture keys to files in
 * `pictureDir` (the only directory besides the fonts' that pdfmake may read).
 */
export async function renderReport(
  doc: ReportDocument,
  pictures: ReadonlyMap<string, string>,
  pictureDir: string,
  outPath: string,
): Promise<void> {
  const make = printer();
  const dir = resolve(pictureDir);
  readable.add(dir);
  try {
    const font = doc.defaultStyle.font as ReportFont;
    // Every text cut into runs its font's subset files cover (fonts.ts, @vitrine/core/report).
    const subsets = reportFontSubsets();
    const definition = {
      ...doc,
      content: doc.content.map((node) => withReportRuns(subsets, font, node)),
      images: Object.fromEntries(pictures),
    };
    const stream = await make.createPdf(definition).getStream();
    const done = pipeline(stream, createWriteStream(outPath));
    stream.end();
    await done;
  } finally {
    readable.delete(dir);
  }
}
