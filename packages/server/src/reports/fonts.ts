// The report's fonts (spec 000 §5: only Times New Roman, Arial and Georgia are kept, any other is
// Arial). We cannot ship those fonts; we embed free fonts drawn on the same metrics, so a report's
// lines break where they would in the named font: Tinos for Times New Roman, Arimo for Arial (both
// of the Liberation/Croscore family) and Gelasio for Georgia, all under the SIL Open Font License
// (their npm packages, @fontsource/*, carry the licence text).
//
// The packages split each font into Unicode subsets (latin, latin-ext, cyrillic, greek, ...), each
// its own file. A PDF font cannot fall back to another file glyph by glyph, so each text is cut into
// runs that one subset's file covers (@vitrine/core/report splitReportRuns, given the code points
// each file covers, read here), and the document writes each run in its subset's font: "Łódź"
// prints whole, not with empty boxes.
import { accessSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReportFont } from '@vitrine/core';
import type { ReportFontSubsets } from '@vitrine/core/report';

const require = createRequire(import.meta.url);

/** The free font drawn on each kept font's metrics. */
export const REPORT_FONT_PACKAGES: Record<ReportFont, string> = {
  'Times New Roman': 'tinos',
  Arial: 'arimo',
  Georgia: 'gelasio',
};

/** The subsets tried, in order: a character goes to the first whose file has a glyph for it. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

interface Subset {
  /** pdfmake's family name for this font's subset ("Arial" for latin, "Arial/latin-ext" else). */
  family: string;
  files: FontFiles;
  covers: Set<number>;
}

let loaded: Map<ReportFont, Subset[]> | null = null;

/** The directory of a font package's files (for the local access policy). */
export function fontDirectory(font: ReportFont): string {
  const pkg = REPORT_FONT_PACKAGES[font];
  return join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');
}

/**
 * The fonts, read once: for each kept font, its subsets that exist in the package, with the code
 * points each covers (fontkit, which pdfmake itself uses to read fonts).
 */
export function reportFonts(): Map<ReportFont, Subset[]> {
  if (loaded) return loaded;
  // fontkit is pdfkit's, which is pdfmake's: resolved along that chain (no dependency of ours to drift).
  const pdfkit = require.resolve('pdfkit', { paths: [dirname(require.resolve('pdfmake'))] });
  const fontkit = require(require.resolve('fontkit', { paths: [dirname(pdfkit)] })) as {
    openSync(path: string): { characterSet: number[] };
  };
  const fonts = new Map<ReportFont, Subset[]>();
  for (const font of Object.keys(REPORT_FONT_PACKAGES) as ReportFont[]) {
    const pkg = REPORT_FONT_PACKAGES[font];
    const dir = fontDirectory(font);
    const subsets: Subset[] = [];
    for (const subset of SUBSETS) {
      const file = (weight: number, style: string) => join(dir, `${pkg}-${subset}-${weight}-${style}.woff`);
      const files: FontFiles = {
        normal: file(400, 'normal'),
        bold: file(700, 'normal'),
        italics: file(400, 'italic'),
        bolditalics: file(700, 'italic'),
      };
      let covers: Set<number>;
      try {
        covers = new Set(fontkit.openSync(files.normal).characterSet);
      } catch {
        continue; // this font has no file for this subset
      }
      // A family without italics (Gelasio has them; keep it safe for any) uses the upright file.
      for (const key of ['italics', 'bolditalics'] as const) {
        if (!existsFile(files[key])) files[key] = key === 'italics' ? files.normal : files.bold;
      }
      if (!existsFile(files.bold)) files.bold = files.normal;
      subsets.push({ family: subset === 'latin' ? font : `${font}/${subset}`, files, covers });
    }
    fonts.set(font, subsets);
  }
  loaded = fonts;
  return fonts;
}

function existsFile(path: string): boolean {
  try {
    accessSync(path);
    return true;
  } catch {
    return false;
  }
}

/** pdfmake's font table: every subset of every kept font. */
export function pdfmakeFontTable(): Record<string, FontFiles> {
  const table: Record<string, FontFiles> = {};
  for (const subsets of reportFonts().values()) {
    for (const subset of subsets) table[subset.family] = subset.files;
  }
  return table;
}

/** What run splitting needs of the fonts (@vitrine/core/report splitReportRuns): each subset's coverage. */
export function reportFontSubsets(): ReportFontSubsets {
  return new Map(
    [...reportFonts()].map(([font, subsets]) => [
      font,
      subsets.map((subset) => ({
        family: subset.family,
        covers: (point: number) => subset.covers.has(point),
      })),
    ]),
  );
}
