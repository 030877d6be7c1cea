// A report's text cut into font runs (issue 20): each run in one subset's family, a letter no subset of
// the font has taken from another kept font, plain strings kept plain.
import { describe, expect, it } from 'vitest';
import type { ReportFontSubset, ReportFontSubsets } from './runs';
import { splitReportRuns, withReportRuns } from './runs';

const range =
  (from: number, to: number) =>
  (point: number): boolean =>
    point >= from && point <= to;
const subset = (family: string, ...covers: ((point: number) => boolean)[]): ReportFontSubset => ({
  family,
  covers: (point) => covers.some((cover) => cover(point)),
});

// A small model of the packages' subsets: latin is Basic Latin and Latin-1, latin-ext Latin Extended-A,
// cyrillic and greek their blocks; Georgia (Gelasio) has no Greek.
const LATIN = range(0x20, 0xff);
const LATIN_EXT = range(0x100, 0x17f);
const CYRILLIC = range(0x400, 0x4ff);
const GREEK = range(0x370, 0x3ff);
const FONTS: ReportFontSubsets = new Map([
  [
    'Arial',
    [
      subset('Arial', LATIN),
      subset('Arial/latin-ext', LATIN, LATIN_EXT),
      subset('Arial/cyrillic', CYRILLIC),
      subset('Arial/greek', GREEK),
    ],
  ],
  ['Georgia', [subset('Georgia', LATIN), subset('Georgia/latin-ext', LATIN, LATIN_EXT)]],
  ['Times New Roman', []],
]);

describe('splitReportRuns', () => {
  it.each([
    ['a Latin-1 text stays one plain string', 'Arial', 'Café <b>x</b>', 'Café <b>x</b>'],
    [
      'Łódź ΑΒΓ Привет: each script in its subset, spaces with the run before them',
      'Arial',
      'Łódź ΑΒΓ Привет',
      [
        { text: 'Ł', font: 'Arial/latin-ext' },
        { text: 'ód', font: 'Arial' },
        { text: 'ź', font: 'Arial/latin-ext' },
        { text: ' ', font: 'Arial' },
        { text: 'ΑΒΓ', font: 'Arial/greek' },
        { text: ' ', font: 'Arial' },
        { text: 'Привет', font: 'Arial/cyrillic' },
      ],
    ],
    [
      'a letter the font lacks (Greek in Georgia) comes from another kept font that has it',
      'Georgia',
      'Ωmega',
      [
        { text: 'Ω', font: 'Arial/greek' },
        { text: 'mega', font: 'Georgia' },
      ],
    ],
    ['a letter no font has stays in the first subset (it prints as the font draws it)', 'Arial', 'a☃', 'a☃'],
    ['a font with no subsets leaves the text as it is', 'Times New Roman', 'Łódź', 'Łódź'],
    [
      'a text wholly in a later subset is one run of that family, not a plain string',
      'Arial',
      'Привет',
      [{ text: 'Привет', font: 'Arial/cyrillic' }],
    ],
    [
      'a character outside the Basic Multilingual Plane is one code point, never half a pair',
      'Arial',
      'a😀',
      'a😀',
    ],
  ] as const)('%s', (_, font, text, runs) => {
    expect(splitReportRuns(FONTS, font, text)).toEqual(runs);
  });
});

describe('withReportRuns', () => {
  it('cuts every text string of the tree; pictures, layouts and numbers are kept as they are', () => {
    const layout = { hLineColor: () => '#ccc' };
    const node = {
      stack: [
        { text: 'Привет', fontSize: 8 },
        { image: 'p1', fit: [10, 10] },
        { table: { body: [[{ text: 'plain' }]] }, layout },
      ],
    };
    expect(withReportRuns(FONTS, 'Arial', node)).toEqual({
      stack: [
        { text: [{ text: 'Привет', font: 'Arial/cyrillic' }], fontSize: 8 },
        { image: 'p1', fit: [10, 10] },
        { table: { body: [[{ text: 'plain' }]] }, layout },
      ],
    });
    const out = withReportRuns(FONTS, 'Arial', node) as { stack: { layout?: unknown }[] };
    expect(out.stack[2]?.layout).toBe(layout);
  });
});
