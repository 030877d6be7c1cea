// Reading a file's metadata: the type from its bytes, the size and orientation from sharp (header
// only), EXIF / IPTC / XMP / GPS from exifr, RIFF INFO tags from WAV, the document information from
// PDF. Everything is normalised to the fields the API's Image schema carries (openapi.yml
// ImageSummary: imageAttributes, imageIPTC, imageGPS, imageInfo, imageLocation; spec 000 §3).
import { readFile, stat } from 'node:fs/promises';
import exifr from 'exifr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { PDF_METADATA_MAX_BYTES } from './constants';
import type { PlaceNames } from './embed';
import { readHead, sniffMimeType } from './sniff';
import { readWavInfo, WAV_INFO_TAGS } from './wav';

/** One tag for the EXIF details view (openapi.yml ExifDetails.tags). */
export interface MetadataTag {
  /** 'IFD0', 'Exif', 'GPS', 'IPTC', 'XMP-dc', 'XMP-photoshop', … */
  group: string;
  name: string;
  value: string;
}

/** A file's metadata, normalised. A field the file does not carry is null (or an empty list). */
export interface MediaMetadata {
  /** Sniffed from the bytes (never from the name); 'application/octet-stream' when unknown. */
  mimeType: string;
  /** Pixels as the image is seen, orientation applied (a portrait photo stored sideways is taller). */
  width: number | null;
  height: number | null;
  /** EXIF orientation 1–8 as stored; null when the file has none. */
  orientation: number | null;
  /**
   * When the picture was taken, the camera's wall clock as 'YYYY-MM-DDTHH:mm:ss' (EXIF stores no time
   * zone, so none is invented). EXIF DateTimeOriginal, else XMP photoshop:DateCreated / xmp:CreateDate,
   * else IPTC 2:55 + 2:60, else EXIF DateTimeDigitized; for a WAV its ICRD date.
   */
  dateTaken: string | null;
  camera: { make: string | null; model: string | null };
  /** Decimal degrees, from the EXIF GPS directory. */
  gps: { latitude: number; longitude: number } | null;
  title: string | null;
  author: string | null;
  subject: string | null;
  description: string | null;
  /** Each keyword whole: 'Paris, France' stays one keyword. */
  keywords: string[];
  location: PlaceNames;
  copyright: string | null;
  /** IPTC urgency 1–8. */
  urgency: number | null;
  /**
   * Stars 0–5 (spec 000 §3 minRating): XMP xmp:Rating, else EXIF Rating (Windows), else a percentage
   * (XMP MicrosoftPhoto:Rating, EXIF RatingPercent) turned into stars. A rejected file (-1) is 0.
   */
  rating: number | null;
  /** Audio length (WAV). */
  durationSeconds: number | null;
  /** PDF pages. */
  pageCount: number | null;
  /** Every tag read, for the EXIF details view. */
  tags: MetadataTag[];
}

/** Types exifr reads metadata from. */
const EXIFR_TYPES = new Set([
  'image/jpeg',
  'image/tiff',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/png',
]);

/** Types sharp can read a header from (a superset of what it decodes, e.g. HEIC's size). */
const SHARP_HEADER_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/svg+xml',
]);

function emptyMetadata(mimeType: string): MediaMetadata {
  return {
    mimeType,
    width: null,
    height: null,
    orientation: null,
    dateTaken: null,
    camera: { make: null, model: null },
    gps: null,
    title: null,
    author: null,
    subject: null,
    description: null,
    keywords: [],
    location: { country: null, stateProvince: null, city: null },
    copyright: null,
    urgency: null,
    rating: null,
    durationSeconds: null,
    pageCount: null,
    tags: [],
  };
}

// ---- value normalisation ---------------------------------------------------------------------------

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** exifr's XMP reader leaves XML entities as written: decode them once ('&amp;lt;' → '&lt;'). */
function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return XML_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * exifr decodes IPTC text as Latin-1 whatever the file's character set. IPTC written by current
 * software (and ours, which declares it in 1:90) is UTF-8: when the bytes are valid UTF-8, read them so.
 */
function fromIptcText(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text)) return text;
  try {
    return strictUtf8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return text; // real Latin-1
  }
}

type Source = 'xmp' | 'iptc' | 'exif';

/** One text value from what exifr gives: a string, a number, a lang-alt object or a list of them. */
function textOf(value: unknown, source: Source): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const parts = value.map((item) => textOf(item, source)).filter((item): item is string => item !== null);
    return parts.length > 0 ? parts.join('; ') : null;
  }
  if (typeof value === 'object') {
    // XMP lang-alt: { lang, value }, or several languages as a list (x-default preferred, handled above).
    const record = value as { value?: unknown };
    return 'value' in record ? textOf(record.value, source) : null;
  }
  let text = typeof value === 'string' ? value : String(value);
  if (source === 'xmp') text = decodeXmlEntities(text);
  if (source === 'iptc') text = fromIptcText(text);
  text = text.replace(/\0+$/, '').trim();
  return text === '' ? null : text;
}

/** A lang-alt list: the x-default entry when there is one. */
function preferDefaultLanguage(value: unknown): unknown {
  if (!Array.isArray(value) || !value.every((entry) => entry !== null && typeof entry === 'object'))
    return value;
  const entries = value as { lang?: string }[];
  return entries.find((entry) => entry.lang === 'x-default') ?? entries[0];
}

function listOf(value: unknown, source: Source): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  const texts = items.map((item) => textOf(item, source)).filter((item): item is string => item !== null);
  return [...new Set(texts)];
}

/** The first non-empty text among candidates, in order of preference. */
function firstText(...candidates: [unknown, Source][]): string | null {
  for (const [value, source] of candidates) {
    const text = textOf(preferDefaultLanguage(value), source);
    if (text !== null) return text;
  }
  return null;
}

/** 'YYYY:MM:DD HH:mm:ss' (EXIF), 'YYYY-MM-DDTHH:mm:ss[.s][zone]' (XMP) or a date alone → wall clock. */
function wallClock(value: unknown): string | null {
  const text = textOf(value, 'xmp');
  if (text === null) return null;
  const match = /^(\d{4})[:-](\d{2})(?:[:-](\d{2}))?(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (match === null) return null;
  const [, year, month, day = '01', hour = '00', minute = '00', second = '00'] = match;
  if (year === '0000' || month === '00') return null; // cameras write 0000:00:00 00:00:00 when unset
  return `${year}-${month}-${day === '00' ? '01' : day}T${hour}:${minute}:${second}`;
}

/** IPTC 2:55 'YYYYMMDD' with 2:60 'HHMMSS±HHMM' → wall clock. */
function iptcWallClock(date: unknown, time: unknown): string | null {
  const day = textOf(date, 'iptc');
  const match = day === null ? null : /^(\d{4})(\d{2})(\d{2})$/.exec(day);
  if (match === null) return null;
  const clock = /^(\d{2})(\d{2})(\d{2})/.exec(textOf(time, 'iptc') ?? '');
  const [, year, month, dayOfMonth] = match;
  return `${year}-${month}-${dayOfMonth}T${clock?.[1] ?? '00'}:${clock?.[2] ?? '00'}:${clock?.[3] ?? '00'}`;
}

/** A number from what exifr gives (XMP values come as text with reviveValues off). */
function numberOf(value: unknown): number | null {
  const text = textOf(value, 'xmp');
  if (text === null) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** xmp:Rating is a real from -1 (rejected) to 5: whole stars, rejected as not rated. */
function starsOf(value: unknown): number | null {
  const stars = numberOf(value);
  if (stars === null || stars < -1 || stars > 5) return null;
  return Math.max(0, Math.floor(stars));
}

/**
 * A Windows rating percentage as stars, the way Windows reads it (System.Rating: 1–12 one star,
 * 13–37 two, 38–62 three, 63–87 four, 88–100 five; 0 not rated).
 */
function starsOfPercent(value: unknown): number | null {
  const percent = numberOf(value);
  if (percent === null || percent < 0 || percent > 100) return null;
  if (percent === 0) return 0;
  return percent <= 12 ? 1 : percent <= 37 ? 2 : percent <= 62 ? 3 : percent <= 87 ? 4 : 5;
}

function dmsToDegrees(dms: unknown, ref: unknown): number | null {
  const parts = Array.isArray(dms) ? dms.map(Number) : typeof dms === 'number' ? [dms] : [];
  if (parts.length === 0 || parts.some((part) => !Number.isFinite(part))) return null;
  const [degrees = 0, minutes = 0, seconds = 0] = parts;
  const value = degrees + minutes / 60 + seconds / 3600;
  const negative = typeof ref === 'string' && /^[SW]/i.test(ref.trim());
  return negative ? -value : value;
}

function tagValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Uint8Array) {
    const text = Buffer.from(value).toString('latin1').replace(/\0+$/, '');
    return /^[\x20-\x7e]*$/.test(text) ? text : `(${value.length} bytes)`;
  }
  if (Array.isArray(value)) return value.map((item) => tagValue(item) ?? '').join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('value' in record) return tagValue(record.value);
    const entries = Object.values(record);
    return entries.every((entry) => typeof entry === 'number')
      ? tagValue(Uint8Array.from(entries as number[]))
      : null;
  }
  const text = String(value);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

const GROUP_NAMES: Record<string, string> = {
  ifd0: 'IFD0',
  exif: 'Exif',
  gps: 'GPS',
  iptc: 'IPTC',
  interop: 'Interop',
};

function collectTags(blocks: Record<string, Record<string, unknown>>): MetadataTag[] {
  const tags: MetadataTag[] = [];
  for (const [block, values] of Object.entries(blocks)) {
    if (values === null || typeof values !== 'object') continue;
    const group = GROUP_NAMES[block] ?? `XMP-${block}`;
    const source: Source = group.startsWith('XMP') ? 'xmp' : group === 'IPTC' ? 'iptc' : 'exif';
    for (const [name, raw] of Object.entries(values)) {
      if (name === 'latitude' || name === 'longitude') continue; // exifr's computed copies
      const value = source === 'exif' ? tagValue(raw) : textOf(preferDefaultLanguage(raw), source);
      if (value !== null) tags.push({ group, name, value });
    }
  }
  return tags;
}

// ---- per type --------------------------------------------------------------------------------------

type Blocks = Record<string, Record<string, unknown> | undefined>;

async function readEmbedded(input: Buffer | string, result: MediaMetadata): Promise<void> {
  let blocks: Blocks;
  try {
    blocks =
      ((await exifr.parse(input, {
        tiff: true,
        ifd1: false,
        exif: true,
        gps: true,
        interop: false,
        xmp: true,
        iptc: true,
        icc: false,
        jfif: false,
        ihdr: false,
        makerNote: false,
        userComment: false,
        mergeOutput: false,
        translateKeys: true,
        translateValues: false,
        reviveValues: false,
        multiSegment: true,
      })) as Blocks | undefined) ?? {};
  } catch {
    return; // no readable metadata segments: the file is still an image
  }
  const ifd0 = blocks.ifd0 ?? {};
  const exif = blocks.exif ?? {};
  const gps = blocks.gps ?? {};
  const iptc = blocks.iptc ?? {};
  const dc = blocks.dc ?? {};
  const photoshop = blocks.photoshop ?? {};
  const xmpBasic = blocks.xmp ?? {};

  const orientation = Number(ifd0.Orientation);
  if (Number.isInteger(orientation) && orientation >= 1 && orientation <= 8) result.orientation = orientation;
  result.camera = { make: firstText([ifd0.Make, 'exif']), model: firstText([ifd0.Model, 'exif']) };
  result.title = firstText([dc.title, 'xmp'], [iptc.ObjectName, 'iptc'], [ifd0.XPTitle, 'exif']);
  result.author = firstText(
    [dc.creator, 'xmp'],
    [iptc.Byline, 'iptc'],
    [ifd0.Artist, 'exif'],
    [ifd0.XPAuthor, 'exif'],
  );
  result.subject = firstText([photoshop.Headline, 'xmp'], [iptc.Headline, 'iptc'], [ifd0.XPSubject, 'exif']);
  result.description = firstText(
    [dc.description, 'xmp'],
    [iptc.Caption, 'iptc'],
    [ifd0.ImageDescription, 'exif'],
  );
  result.copyright = firstText([dc.rights, 'xmp'], [iptc.CopyrightNotice, 'iptc'], [ifd0.Copyright, 'exif']);
  const xmpKeywords = listOf(dc.subject, 'xmp');
  const iptcKeywords = listOf(iptc.Keywords, 'iptc');
  result.keywords = xmpKeywords.length > 0 ? xmpKeywords : iptcKeywords;
  result.location = {
    country: firstText([photoshop.Country, 'xmp'], [iptc.Country, 'iptc']),
    stateProvince: firstText([photoshop.State, 'xmp'], [iptc.State, 'iptc']),
    city: firstText([photoshop.City, 'xmp'], [iptc.City, 'iptc']),
  };
  const urgency = Number(textOf(photoshop.Urgency, 'xmp') ?? textOf(iptc.Urgency, 'iptc'));
  result.urgency = Number.isInteger(urgency) && urgency >= 0 && urgency <= 9 ? urgency : null;
  result.rating =
    starsOf(xmpBasic.Rating) ??
    starsOf(ifd0.Rating) ??
    starsOfPercent(blocks.MicrosoftPhoto?.Rating) ??
    starsOfPercent(ifd0.RatingPercent);
  result.dateTaken =
    wallClock(exif.DateTimeOriginal) ??
    wallClock(photoshop.DateCreated) ??
    wallClock(xmpBasic.CreateDate) ??
    iptcWallClock(iptc.DateCreated, iptc.TimeCreated) ??
    wallClock(exif.CreateDate ?? exif.DateTimeDigitized);
  const latitude = dmsToDegrees(gps.GPSLatitude, gps.GPSLatitudeRef);
  const longitude = dmsToDegrees(gps.GPSLongitude, gps.GPSLongitudeRef);
  if (
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  ) {
    result.gps = { latitude, longitude };
  }
  result.tags = collectTags(blocks as Record<string, Record<string, unknown>>);
}

async function readImageHeader(input: Buffer | string, result: MediaMetadata): Promise<void> {
  try {
    // Header only: no pixel is decoded, so no pixel limit is needed to read a bomb's size. An SVG
    // is read as bytes, so librsvg cannot follow its links to files beside it (see renditions.ts).
    const source =
      result.mimeType === 'image/svg+xml' && typeof input === 'string' ? await readFile(input) : input;
    const header = await sharp(source, { limitInputPixels: false }).metadata();
    if (header.width === undefined || header.height === undefined) return;
    const sideways = (header.orientation ?? 1) >= 5;
    result.width = sideways ? header.height : header.width;
    result.height = sideways ? header.width : header.height;
    if (header.orientation !== undefined) result.orientation = header.orientation;
  } catch {
    // A format libvips does not know (or damaged bytes): the size stays unknown.
  }
}

async function readWav(input: Buffer | string, result: MediaMetadata): Promise<void> {
  const wav = await readWavInfo(input);
  if (wav === undefined) return;
  const tag = (name: keyof typeof WAV_INFO_TAGS) => textOf(wav.info[WAV_INFO_TAGS[name]], 'exif');
  result.durationSeconds = wav.durationSeconds;
  result.title = tag('title');
  result.author = tag('author');
  result.subject = tag('subject');
  result.description = tag('description');
  result.copyright = tag('copyright');
  result.keywords = splitFreeKeywords(tag('keywords'));
  result.dateTaken = wallClock(tag('date'));
  result.tags = Object.entries(wav.info).map(([name, value]) => ({ group: 'RIFF-INFO', name, value }));
}

/** Free-text keyword lists (RIFF IKEY, PDF /Keywords): split on ';' when present, else on ','. */
function splitFreeKeywords(text: string | null): string[] {
  if (text === null) return [];
  const separator = text.includes(';') ? ';' : ',';
  return [...new Set(text.split(separator).map((part) => part.trim()))].filter((part) => part !== '');
}

async function readPdf(input: Buffer | string, result: MediaMetadata): Promise<void> {
  const size = typeof input === 'string' ? (await stat(input)).size : input.length;
  if (size > PDF_METADATA_MAX_BYTES) return;
  try {
    const bytes = typeof input === 'string' ? await readFile(input) : input;
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    result.pageCount = pdf.getPageCount();
    result.title = textOf(pdf.getTitle(), 'exif');
    result.author = textOf(pdf.getAuthor(), 'exif');
    result.subject = textOf(pdf.getSubject(), 'exif');
    result.keywords = splitFreeKeywords(textOf(pdf.getKeywords(), 'exif'));
    const created = pdf.getCreationDate();
    if (created !== undefined && !Number.isNaN(created.getTime())) {
      const iso = created.toISOString();
      result.dateTaken = iso.slice(0, 19);
    }
  } catch {
    // A damaged or unusual PDF: the type is still known.
  }
}

/**
 * Reads what a file says about itself. Never trusts a name: the type comes from the bytes. Never
 * decodes pixels: image sizes come from the header, so an image bomb is measured, not opened.
 * Reading never throws for a file it does not understand: the fields stay null.
 */
export async function readMetadata(input: Buffer | string): Promise<MediaMetadata> {
  const mimeType = sniffMimeType(await readHead(input));
  const result = emptyMetadata(mimeType);
  if (SHARP_HEADER_TYPES.has(mimeType)) await readImageHeader(input, result);
  if (EXIFR_TYPES.has(mimeType)) await readEmbedded(input, result);
  if (mimeType === 'audio/wav') await readWav(input, result);
  if (mimeType === 'application/pdf') await readPdf(input, result);
  return result;
}
