// The CSV export's fields (RFC 4180 quoting, spreadsheet formula neutralization: exportCsv.ts).
import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvRow, EXPORT_CSV_COLUMNS, neutralizeFormula } from './exportCsv';

describe('neutralizeFormula (a cell a spreadsheet would run starts with an apostrophe)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ["'quoted", "'quoted"],
    ['', ''],
    ['日本語', '日本語'],
  ])('%j → %j', (input, output) => {
    expect(neutralizeFormula(input)).toBe(output);
  });
});

describe('csvField', () => {
  it('quotes every field and doubles the quotes inside', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvField('="x"')).toBe(`"'=""x"""`);
  });

  it('writes numbers as they are (never neutralized)', () => {
    expect(csvField(42)).toBe('"42"');
    expect(csvField(-1)).toBe('"-1"');
  });
});

describe('csvHeader and csvRow', () => {
  it('the mocks columns, CRLF-terminated', () => {
    expect(EXPORT_CSV_COLUMNS).toEqual([
      'id',
      'fileName',
      'title',
      'author',
      'subject',
      'keywords',
      'country',
      'city',
      'fileSize',
    ]);
    expect(csvHeader()).toBe(
      '"id","fileName","title","author","subject","keywords","country","city","fileSize"\r\n',
    );
  });

  it('one line per file, keywords joined by ", "', () => {
    expect(
      csvRow({
        id: 7,
        fileName: 'a "b".jpg',
        title: '=cmd',
        author: 'Ann',
        subject: '',
        keywords: ['sea', 'sky'],
        country: 'France',
        city: 'Nice',
        fileSize: 1234,
      }),
    ).toBe(`"7","a ""b"".jpg","'=cmd","Ann","","sea, sky","France","Nice","1234"\r\n`);
  });
});
