// The CSV export's fields (RFC 4180 quoting, spreadsheet formula neutralization: exportCsv.ts).
import { describe, expect, it } from 'vitest';
import { csvDate, csvField, csvHeader, csvRow, EXPORT_CSV_COLUMNS, neutralizeFormula } from './exportCsv';

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

  it('writes an absent value as an empty field', () => {
    expect(csvField(null)).toBe('""');
  });
});

describe('csvDate', () => {
  it.each([
    ['2027-02-28', '2027-02-28'],
    ['2027-02-28T00:00:00.000Z', '2027-02-28'],
    ['=2027-02-28', null],
    ['28/02/2027', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, output) => {
    expect(csvDate(input)).toBe(output);
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
      'latitude',
      'longitude',
      'expirationDate',
      'licenseDocumentUrl',
      'licenseExpiryNote',
    ]);
    expect(csvHeader()).toBe(
      '"id","fileName","title","author","subject","keywords","country","city","fileSize",' +
        '"latitude","longitude","expirationDate","licenseDocumentUrl","licenseExpiryNote"\r\n',
    );
  });

  const file = {
    id: 7,
    fileName: 'a "b".jpg',
    title: '=cmd',
    author: 'Ann',
    subject: '',
    keywords: ['sea', 'sky'],
    country: 'France',
    city: 'Nice',
    fileSize: 1234,
    latitude: null,
    longitude: null,
    expirationDate: null,
    licenseDocumentUrl: null,
    licenseExpiryNote: null,
  };

  it('one line per file, keywords joined by ", ", absent position and licence fields empty', () => {
    expect(csvRow(file)).toBe(
      `"7","a ""b"".jpg","'=cmd","Ann","","sea, sky","France","Nice","1234","","","","",""\r\n`,
    );
  });

  it('the position as numbers (a negative one is no formula), the date, the licence fields as data', () => {
    expect(
      csvRow({
        ...file,
        latitude: -33.8688,
        longitude: 151.2093,
        expirationDate: '2027-02-28T00:00:00.000Z',
        licenseDocumentUrl: 'https://example.com/licence.pdf?a=1&b="2"',
        licenseExpiryNote: '-Renew =SUM(A1)',
      }),
    ).toMatch(
      /"1234","-33\.8688","151\.2093","2027-02-28","https:\/\/example\.com\/licence\.pdf\?a=1&b=""2""","'-Renew =SUM\(A1\)"\r\n$/,
    );
    expect(csvRow({ ...file, latitude: Number.NaN, longitude: 0 })).toContain('"1234","","0",');
  });
});
