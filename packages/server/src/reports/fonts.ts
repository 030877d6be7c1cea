// The report's fonts (spec 000 §5: only Times New Roman, Arial and Georgia are kept, any other is
// Arial). We cannot ship those fonts; we embed free fonts drawn on the same metrics, so a report's
// lines break where they would in the named font: Tinos for Times New Roman, Arimo for Arial (both
// of the Liberation/Croscore family) and Gelasio for Georgia, all under the SIL Open Font License
// (their npm packages, @fontsource/*, carry the licence text).
//
// The packages split each font into Unicode subsets (latin, latin-ext, cyrillic, greek, ...), each
// its own file. A PDF font cannot fall back to another file glyph by glyph, so each text is cut into
// runs that one subset's file covers (@vitrine/core/report splitReportRuns), and the document writes
// each run in its subset's font: "Łódź" prints whole, not with empty boxes. Which code points each
// file covers is data in @vitrine/core/report (REPORT_FONT_COVERAGE, checked against these files by
// fonts.test.ts), so whoever renders the document cuts its texts the same way.
import { accessSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReportFont } from '@vitrine/core';
import { REPORT_FONT_COVERAGE, reportSubsetFamily } from '@vitrine/core/report';

const require = createRequire(import.meta.url);

/** The free font drawn on each kept font's metrics. */
export const REPORT_FONT_PACKAGES: Record<ReportFont, string> = {
  'Times New Roman': 'tinos',
  Arial: 'arimo',
  Georgia: 'gelasio',
};

/** The Unicode subsets the @fontsource packages split a font into (each a file, when the font has it). */
export const FONT_PACKAGE_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;

interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

/** The directory of a font package's files (for the local access policy). */
export function fontDirectory(font: ReportFont): string {
  const pkg = REPORT_FONT_PACKAGES[font];
  return join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');
}

/** The file of a font's subset in a weight and style (the package's naming). */
export function fontFile(
  font: ReportFont,
  subset: string,
  weight: 400 | 700,
  style: 'normal' | 'italic',
): string {
  return join(fontDirectory(font), `${REPORT_FONT_PACKAGES[font]}-${subset}-${weight}-${style}.woff`);
}

let table: Record<string, FontFiles> | null = null;

/** pdfmake's font table: every subset of every kept font (REPORT_FONT_COVERAGE's), by family. */
export function pdfmakeFontTable(): Record<string, FontFiles> {
  if (table) return table;
  const fonts: Record<string, FontFiles> = {};
  for (const [font, subsets] of Object.entries(REPORT_FONT_COVERAGE) as [
    ReportFont,
    (typeof REPORT_FONT_COVERAGE)[ReportFont],
  ][]) {
    for (const [subset] of subsets) {
      const files: FontFiles = {
        normal: fontFile(font, subset, 400, 'normal'),
        bold: fontFile(font, subset, 700, 'normal'),
        italics: fontFile(font, subset, 400, 'italic'),
        bolditalics: fontFile(font, subset, 700, 'italic'),
      };
      // A family without italics (Gelasio has them; keep it safe for any) uses the upright file.
      for (const key of ['italics', 'bolditalics'] as const) {
        if (!existsFile(files[key])) files[key] = key === 'italics' ? files.normal : files.bold;
      }
      if (!existsFile(files.bold)) files.bold = files.normal;
      fonts[reportSubsetFamily(font, subset)] = files;
    }
  }
  table = fonts;
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
