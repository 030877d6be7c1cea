// The report fonts' coverage table (@vitrine/core/report REPORT_FONT_COVERAGE) against the font files
// themselves: run splitting decides from the table which subset file prints a letter, so the table
// must say exactly what each file holds (issue 20: "Łódź ΑΒΓ Привет" prints whole). After an update of
// an @fontsource package this fails until the table is written again from the files.
import { accessSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { ReportFont } from '@vitrine/core';
import { REPORT_FONT_COVERAGE, reportFontSubsets, splitReportRuns } from '@vitrine/core/report';
import { describe, expect, it } from 'vitest';
import { FONT_PACKAGE_SUBSETS, fontFile, pdfmakeFontTable, REPORT_FONT_PACKAGES } from './fonts';

const require = createRequire(import.meta.url);
// fontkit is pdfkit's, which is pdfmake's: resolved along that chain, as pdfmake reads the fonts.
const pdfkit = require.resolve('pdfkit', { paths: [dirname(require.resolve('pdfmake'))] });
const fontkit = require(require.resolve('fontkit', { paths: [dirname(pdfkit)] })) as {
  openSync(path: string): { characterSet: number[] };
};

const FONTS = Object.keys(REPORT_FONT_PACKAGES) as ReportFont[];

function exists(path: string): boolean {
  try {
    accessSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The flat [from, to] pairs of a set of code points. */
function rangesOf(points: Iterable<number>): number[] {
  const flat: number[] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    if (flat.length > 0 && flat[flat.length - 1] === point - 1) flat[flat.length - 1] = point;
    else flat.push(point, point);
  }
  return flat;
}

describe('the report fonts', () => {
  it.each(FONTS)('%s: the table lists every subset file the package has, in order', (font) => {
    const present = FONT_PACKAGE_SUBSETS.filter((subset) => exists(fontFile(font, subset, 400, 'normal')));
    expect(REPORT_FONT_COVERAGE[font].map(([subset]) => subset)).toEqual(present);
  });

  it.each(FONTS)("%s: each subset's code points in the table are the file's character map", (font) => {
    for (const [subset, ranges] of REPORT_FONT_COVERAGE[font]) {
      const file = fontkit.openSync(fontFile(font, subset, 400, 'normal'));
      expect(ranges, `${font} ${subset}`).toEqual(rangesOf(file.characterSet));
    }
  });

  it("pdfmake's font table has the four files of every subset, each one that exists", () => {
    const table = pdfmakeFontTable();
    expect(Object.keys(table)).toHaveLength(
      FONTS.reduce((total, font) => total + REPORT_FONT_COVERAGE[font].length, 0),
    );
    for (const files of Object.values(table)) {
      for (const path of Object.values(files)) expect(exists(path), path).toBe(true);
    }
    expect(table.Arial?.normal).toMatch(/arimo-latin-400-normal\.woff$/);
    expect(table['Georgia/latin-ext']?.bold).toMatch(/gelasio-latin-ext-700-normal\.woff$/);
  });

  it('a Greek letter in Georgia, which has no Greek, is printed from the first other kept font that has it: Tinos, a serif too', () => {
    expect(splitReportRuns(reportFontSubsets(), 'Georgia', 'Ωmega')).toEqual([
      { text: 'Ω', font: 'Times New Roman/greek' },
      { text: 'mega', font: 'Georgia' },
    ]);
  });
});
