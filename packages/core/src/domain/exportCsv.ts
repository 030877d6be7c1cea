// The CSV export (spec 000 §7 "POST /api/export {ids, type (1 zip, 4 CSV)}", type 4): one row per
// file, declared once for both implementations of openapi.yml (the mocks and @vitrine/server), so
// both write the same file.
//
// RFC 4180: every field is quoted, a quote inside is doubled, rows end with CRLF, UTF-8 without a
// byte order mark. Names and metadata are data: a spreadsheet must never run them, so a
// text cell that starts with = + - @ TAB or CR (what Excel, LibreOffice and Google Sheets read as a
// formula) gets a leading apostrophe ("=1+1" is written '=1+1 and shown as text). Numbers (id, size,
// latitude, longitude) are written as they are; an absent value is an empty field.
//
// The position and the licence fields (issue 17: what the metadata editor edits, imageGPS.latitude /
// imageGPS.longitude, expirationDate, licenseDocumentUrl, licenseExpiryNote) come after the first nine
// columns, so a sheet built on those keeps its columns (docs/decisions.md "The CSV export's columns").

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
  'latitude',
  'longitude',
  'expirationDate',
  'licenseDocumentUrl',
  'licenseExpiryNote',
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
  /** imageGPS.latitude, degrees (−90…90); null when the file has no position. */
  latitude: number | null;
  /** imageGPS.longitude, degrees (−180…180); null when the file has no position. */
  longitude: number | null;
  /** The expiration date as stored (an ISO date or date-time); written as its date, YYYY-MM-DD. */
  expirationDate: string | null;
  licenseDocumentUrl: string | null;
  licenseExpiryNote: string | null;
}

/** The first characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text: a leading apostrophe before a formula start. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One quoted field (RFC 4180 §2): text neutralized, quotes doubled; numbers as they are; null empty. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** The date part (YYYY-MM-DD) of an ISO date or date-time; null for anything else. */
export function csvDate(value: string | null): string | null {
  const date = value?.match(/^(\d{4}-\d{2}-\d{2})(?:$|T)/)?.[1];
  return date ?? null;
}

/** A finite number, else null (a coordinate the database holds as text or NaN is no number). */
function finite(value: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function line(fields: readonly (string | number | null)[]): string {
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
    finite(file.latitude),
    finite(file.longitude),
    csvDate(file.expirationDate),
    file.licenseDocumentUrl,
    file.licenseExpiryNote,
  ]);
}
