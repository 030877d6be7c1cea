// The CSV export (spec 000 §7 "POST /api/export {ids, type (1 zip, 4 CSV)}", type 4): one row per
// file, declared once for both implementations of openapi.yml (the mocks and @vitrine/server), so
// both write the same file.
//
// RFC 4180: every field is quoted, a quote inside is doubled, rows end with CRLF, UTF-8 without a
// byte order mark. Names and metadata are data: a spreadsheet must never run them, so a
// text cell that starts with = + - @ TAB or CR (what Excel, LibreOffice and Google Sheets read as a
// formula) gets a leading apostrophe ("=1+1" is written '=1+1 and shown as text). Numbers (id, size)
// are written as they are.

/** The header row, in order. */
export const EXPORT_CSV_COLUMNS = [
  'id',
  'fileName',
  'title',
  'author',
  'subject',
  'keywords',
  'country',
  'city',
  'fileSize',
] as const;

/** What one row is made of. */
export interface CsvFile {
  id: number;
  fileName: string;
  title: string;
  author: string;
  subject: string;
  /** In their order; written joined by ", ". */
  keywords: readonly string[];
  country: string;
  city: string;
  fileSize: number;
}

/** The first characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text: a leading apostrophe before a formula start. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One quoted field (RFC 4180 §2): text neutralized, quotes doubled; numbers as they are. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return `"${text.replace(/"/g, '""')}"`;
}

function line(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The header line. */
export function csvHeader(): string {
  return line(EXPORT_CSV_COLUMNS);
}

/** The line of one file. */
export function csvRow(file: CsvFile): string {
  return line([
    file.id,
    file.fileName,
    file.title,
    file.author,
    file.subject,
    file.keywords.join(', '),
    file.country,
    file.city,
    file.fileSize,
  ]);
}
