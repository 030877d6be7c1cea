// The library's metadata written into a downloaded original (issue 17: "The server writes edited
// metadata back into the file on download when asked"): Download.aspx?id=…&metadata=embed. The
// database stays the truth; the stored blob is never touched (it is content-addressed): ExifTool
// writes a temporary copy, which is sent, then removed. JPEG, TIFF and PNG are written (ExifTool edits
// the metadata segments without re-encoding the pixels); other types are sent as stored. One ExifTool
// process (on Debian's perl) starts with the first such download and ends with the server; without
// perl the download still works (the original, as stored) and says so (X-Vitrine-Metadata), and the
// log warns once. docs/decisions.md "Edited metadata in downloads".
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import type { ExifTool, WriteTags } from 'exiftool-vendored';
import type { FileRow } from '../db/schema';
import { safeJoin } from '../storage/paths';

/** What the X-Vitrine-Metadata header of a metadata=embed download says. */
export type EmbedOutcome =
  /** The library's metadata is in the file sent. */
  | 'embedded'
  /** A type metadata is not written into (video, PDF, GIF...): the original as stored. */
  | 'unsupported-type'
  /** ExifTool could not run here (no perl) or is turned off: the original as stored. */
  | 'unavailable';

/** The types ExifTool writes in place (no pixel re-encoded). */
export const EMBEDDABLE_TYPES = new Set(['image/jpeg', 'image/tiff', 'image/png']);

/** The library's fields of a file, as written into it. */
export interface EmbeddedFields {
  title: string;
  author: string;
  subject: string;
  description: string;
  keywords: string[];
  copyright: string | null;
  city: string;
  stateProvince: string;
  country: string;
  gps: { latitude: number; longitude: number } | null;
  rating: number;
  licenseDocumentUrl: string | null;
  licenseExpiryNote: string | null;
}

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The fields of a files row to write. */
export function embeddedFieldsOf(row: FileRow): EmbeddedFields {
  const keywords = parseJson<unknown>(row.keywords, []);
  const iptc = parseJson<Record<string, unknown>>(row.iptc, {});
  const copyright = typeof iptc.copyright === 'string' && iptc.copyright !== '' ? iptc.copyright : null;
  const gps =
    row.gps_latitude !== null &&
    row.gps_longitude !== null &&
    Math.abs(row.gps_latitude) <= 90 &&
    Math.abs(row.gps_longitude) <= 180
      ? { latitude: row.gps_latitude, longitude: row.gps_longitude }
      : null;
  return {
    title: row.title,
    author: row.author,
    subject: row.subject,
    description: row.description,
    keywords: Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [],
    copyright,
    city: row.city,
    stateProvince: row.state_province,
    country: row.country,
    gps,
    rating: row.rating,
    licenseDocumentUrl: row.license_document_url,
    licenseExpiryNote: row.license_expiry_note,
  };
}

/**
 * The ExifTool tags for `fields`: XMP for every type (Unicode, no length limits: what the server's
 * own reader, media/metadata.ts, reads first), EXIF (GPS, the text fields older readers show) and,
 * for JPEG, IPTC too, so no older value in another block contradicts the library. An empty field
 * removes the tag.
 */
export function tagsFor(fields: EmbeddedFields, mimeType: string): WriteTags {
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);
  const list = (values: string[]) => (values.length === 0 ? null : values);
  const tags: Record<string, unknown> = {
    'XMP-dc:Title': text(fields.title),
    'XMP-dc:Creator': fields.author.trim() === '' ? null : [fields.author],
    'XMP-photoshop:Headline': text(fields.subject),
    'XMP-dc:Description': text(fields.description),
    'XMP-dc:Subject': list(fields.keywords),
    'XMP-dc:Rights': text(fields.copyright),
    'XMP-photoshop:City': text(fields.city),
    'XMP-photoshop:State': text(fields.stateProvince),
    'XMP-photoshop:Country': text(fields.country),
    'XMP-xmp:Rating': fields.rating > 0 ? fields.rating : null,
    'XMP-xmpRights:WebStatement': text(fields.licenseDocumentUrl),
    'XMP-xmpRights:UsageTerms': text(fields.licenseExpiryNote),
    'XMP-exif:GPSLatitude': fields.gps ? fields.gps.latitude : null,
    'XMP-exif:GPSLongitude': fields.gps ? fields.gps.longitude : null,
  };
  // EXIF (in PNG, its eXIf chunk): the GPS position (what readers take it from) and the text
  // fields older readers show.
  Object.assign(tags, {
    'EXIF:ImageDescription': text(fields.description),
    'EXIF:Artist': text(fields.author),
    'EXIF:Copyright': text(fields.copyright),
    'EXIF:XPTitle': text(fields.title),
    'EXIF:XPSubject': text(fields.subject),
    'EXIF:XPAuthor': text(fields.author),
    'EXIF:XPKeywords': fields.keywords.length === 0 ? null : fields.keywords.join(';'),
    'EXIF:Rating': fields.rating > 0 ? fields.rating : null,
    'EXIF:GPSLatitude': fields.gps ? Math.abs(fields.gps.latitude) : null,
    'EXIF:GPSLatitudeRef': fields.gps ? (fields.gps.latitude < 0 ? 'S' : 'N') : null,
    'EXIF:GPSLongitude': fields.gps ? Math.abs(fields.gps.longitude) : null,
    'EXIF:GPSLongitudeRef': fields.gps ? (fields.gps.longitude < 0 ? 'W' : 'E') : null,
  });
  if (mimeType === 'image/jpeg') {
    // IPTC IIM, in UTF-8, where JPEG readers look first.
    Object.assign(tags, {
      'IPTC:CodedCharacterSet': 'UTF8',
      'IPTC:ObjectName': text(fields.title),
      'IPTC:By-line': fields.author.trim() === '' ? null : [fields.author],
      'IPTC:Headline': text(fields.subject),
      'IPTC:Caption-Abstract': text(fields.description),
      'IPTC:Keywords': list(fields.keywords),
      'IPTC:CopyrightNotice': text(fields.copyright),
      'IPTC:City': text(fields.city),
      'IPTC:Province-State': text(fields.stateProvince),
      'IPTC:Country-PrimaryLocationName': text(fields.country),
    });
  } else if (mimeType === 'image/tiff') {
    // A TIFF's IPTC block (tag 33723) is removed rather than written: its older values would
    // contradict the XMP, and common readers (exifr) fail on the block ExifTool writes there.
    tags['IPTC:all'] = null;
  }
  return tags as WriteTags;
}

export interface MetadataWriterOptions {
  /** Off: every metadata=embed download is sent as stored ('unavailable'). */
  enabled: boolean;
  /** Where the temporary copies go (the data directory's tmp). */
  tmpDir: string;
  /** Warnings (once: ExifTool could not start). */
  warn: (message: string) => void;
}

/** One server's ExifTool: started on first use, ended by close(). */
export class MetadataWriter {
  #exiftool: Promise<ExifTool | null> | undefined;
  #warned = false;

  constructor(private readonly options: MetadataWriterOptions) {}

  /** The ExifTool process, or null when it cannot run here (warned once). */
  async #tool(): Promise<ExifTool | null> {
    if (!this.options.enabled) return null;
    this.#exiftool ??= (async () => {
      try {
        const { ExifTool } = await import('exiftool-vendored');
        const tool = new ExifTool({ maxProcs: 1, taskTimeoutMillis: 30_000 });
        await tool.version();
        return tool;
      } catch (error) {
        this.#warnOnce(
          `metadata=embed downloads send the original as stored: ExifTool cannot run (${(error as Error).message}); install perl`,
        );
        return null;
      }
    })();
    return this.#exiftool;
  }

  #warnOnce(message: string): void {
    if (this.#warned) return;
    this.#warned = true;
    this.options.warn(message);
  }

  /**
   * The original at `sourcePath` with `row`'s metadata written in (a temporary copy, removed before
   * this resolves), or the outcome that says why the original is to be sent as it is.
   */
  async write(
    sourcePath: string,
    row: FileRow,
  ): Promise<{ outcome: 'embedded'; bytes: Buffer } | { outcome: Exclude<EmbedOutcome, 'embedded'> }> {
    if (!EMBEDDABLE_TYPES.has(row.mime_type)) return { outcome: 'unsupported-type' };
    const tool = await this.#tool();
    if (!tool) return { outcome: 'unavailable' };
    await mkdir(this.options.tmpDir, { recursive: true });
    const extension = row.mime_type === 'image/jpeg' ? 'jpg' : row.mime_type === 'image/png' ? 'png' : 'tif';
    const copy = safeJoin(this.options.tmpDir, `embed-${randomBytes(12).toString('hex')}.${extension}`);
    try {
      await copyFile(sourcePath, copy);
      await tool.write(copy, tagsFor(embeddedFieldsOf(row), row.mime_type), {
        writeArgs: ['-overwrite_original', '-m', '-charset', 'iptc=UTF8', '-charset', 'exif=UTF8'],
      });
      return { outcome: 'embedded', bytes: await readFile(copy) };
    } finally {
      await rm(copy, { force: true });
      await rm(`${copy}_original`, { force: true });
    }
  }

  /** Ends the ExifTool process, if one started (server close). */
  async close(): Promise<void> {
    const tool = await this.#exiftool;
    this.#exiftool = undefined;
    await tool?.end();
  }
}
