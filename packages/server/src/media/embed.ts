// Writing metadata INTO image files: EXIF (sharp's withExif), XMP (sharp's withXmp) and IPTC IIM (an
// APP13 "Photoshop 3.0" segment we add ourselves: libvips keeps IPTC but cannot write it). Used by the
// demo seed, and by tests that need files whose metadata is known.
import type { Sharp } from 'sharp';

/** A place: the parts of spec 000 §2 "Browse by Geographical Location". */
export interface PlaceNames {
  country: string | null;
  stateProvince: string | null;
  city: string | null;
}

/** What can be written into a JPEG; a missing field is not written. */
export interface WritableMetadata {
  title?: string;
  author?: string;
  subject?: string;
  description?: string;
  keywords?: readonly string[];
  /** The camera's wall clock, 'YYYY-MM-DDTHH:mm:ss' (EXIF stores no time zone). */
  dateTaken?: string;
  camera?: { make: string; model: string };
  gps?: { latitude: number; longitude: number };
  location?: Partial<PlaceNames>;
  copyright?: string;
  /** IPTC urgency, 1 (most urgent) to 8. */
  urgency?: number;
  /** Stars 0–5, written as XMP xmp:Rating (spec 000 §3 minRating). */
  rating?: number;
  /** EXIF orientation 1–8: how the stored pixels must be turned to be seen upright. */
  orientation?: number;
}

/** Which metadata blocks to write (all by default). */
export interface MetadataBlocks {
  exif?: boolean;
  iptc?: boolean;
  xmp?: boolean;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

function wallClockParts(dateTaken: string): string[] {
  const match = WALL_CLOCK.exec(dateTaken);
  if (match === null) throw new TypeError(`dateTaken must be 'YYYY-MM-DDTHH:mm:ss', got '${dateTaken}'`);
  return match.slice(1);
}

/** Decimal degrees as EXIF's three rationals "d/1 m/1 s/10000". */
function degreesToRationals(value: number): string {
  const absolute = Math.abs(value);
  const degrees = Math.floor(absolute);
  const minutesFull = (absolute - degrees) * 60;
  const minutes = Math.floor(minutesFull);
  const seconds = Math.round((minutesFull - minutes) * 60 * 10_000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/10000`;
}

/** The EXIF directories for sharp's withExif (IFD0 = image, IFD2 = Exif, IFD3 = GPS). */
export function exifDirectories(
  metadata: WritableMetadata,
): Record<'IFD0' | 'IFD2' | 'IFD3', Record<string, string>> {
  const ifd0: Record<string, string> = {};
  const ifd2: Record<string, string> = {};
  const ifd3: Record<string, string> = {};
  if (metadata.camera) {
    ifd0.Make = metadata.camera.make;
    ifd0.Model = metadata.camera.model;
  }
  if (metadata.author !== undefined) ifd0.Artist = metadata.author;
  if (metadata.description !== undefined) ifd0.ImageDescription = metadata.description;
  if (metadata.copyright !== undefined) ifd0.Copyright = metadata.copyright;
  if (metadata.dateTaken !== undefined) {
    const [year, month, day, hour, minute, second] = wallClockParts(metadata.dateTaken);
    const exifDate = `${year}:${month}:${day} ${hour}:${minute}:${second}`;
    ifd2.DateTimeOriginal = exifDate;
    ifd2.DateTimeDigitized = exifDate;
  }
  if (metadata.gps) {
    const { latitude, longitude } = metadata.gps;
    ifd3.GPSLatitudeRef = latitude < 0 ? 'S' : 'N';
    ifd3.GPSLatitude = degreesToRationals(latitude);
    ifd3.GPSLongitudeRef = longitude < 0 ? 'W' : 'E';
    ifd3.GPSLongitude = degreesToRationals(longitude);
  }
  return { IFD0: ifd0, IFD2: ifd2, IFD3: ifd3 };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: names and metadata are data, never markup. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const langAlt = (name: string, value: string) =>
  `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt></${name}>`;
const simple = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** An XMP packet with Dublin Core and Photoshop (legacy IPTC Core) properties. */
export function buildXmpPacket(metadata: WritableMetadata): string {
  const properties: string[] = [];
  if (metadata.title !== undefined) properties.push(langAlt('dc:title', metadata.title));
  if (metadata.author !== undefined) {
    properties.push(
      `<dc:creator><rdf:Seq><rdf:li>${escapeXml(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`,
    );
  }
  if (metadata.description !== undefined) properties.push(langAlt('dc:description', metadata.description));
  if (metadata.copyright !== undefined) properties.push(langAlt('dc:rights', metadata.copyright));
  if (metadata.keywords !== undefined && metadata.keywords.length > 0) {
    // dc:subject is XMP's keyword list (not the gallery's "subject", which is photoshop:Headline).
    const items = metadata.keywords.map((keyword) => `<rdf:li>${escapeXml(keyword)}</rdf:li>`).join('');
    properties.push(`<dc:subject><rdf:Bag>${items}</rdf:Bag></dc:subject>`);
  }
  if (metadata.subject !== undefined) properties.push(simple('photoshop:Headline', metadata.subject));
  if (metadata.dateTaken !== undefined) properties.push(simple('photoshop:DateCreated', metadata.dateTaken));
  if (metadata.location?.city) properties.push(simple('photoshop:City', metadata.location.city));
  if (metadata.location?.stateProvince)
    properties.push(simple('photoshop:State', metadata.location.stateProvince));
  if (metadata.location?.country) properties.push(simple('photoshop:Country', metadata.location.country));
  if (metadata.urgency !== undefined) properties.push(simple('photoshop:Urgency', String(metadata.urgency)));
  if (metadata.rating !== undefined) properties.push(simple('xmp:Rating', String(metadata.rating)));
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    ...properties,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** IPTC IIM dataset numbers of record 2 (IPTC-NAA Information Interchange Model 4.2). */
export const IPTC_DATASETS = {
  urgency: 10,
  keywords: 25,
  dateCreated: 55,
  timeCreated: 60,
  byline: 80,
  city: 90,
  provinceState: 95,
  country: 101,
  headline: 105,
  copyright: 116,
  caption: 120,
  objectName: 5,
} as const;

/** IIM's longest values, in bytes, for the repeatable and short datasets (longer ones are cut). */
const IPTC_MAX_BYTES: Partial<Record<number, number>> = {
  5: 64,
  25: 64,
  80: 32,
  90: 32,
  95: 32,
  101: 64,
  105: 256,
  116: 128,
  120: 2000,
};

function iptcDataset(record: number, dataset: number, value: string | Buffer): Buffer {
  let data = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  const max = record === 2 ? IPTC_MAX_BYTES[dataset] : undefined;
  if (max !== undefined && data.length > max) {
    // Cut on a character boundary: never leave half a UTF-8 sequence.
    let end = max;
    while (end > 0 && ((data[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    data = data.subarray(0, end);
  }
  const header = Buffer.from([0x1c, record, dataset, (data.length >> 8) & 0xff, data.length & 0xff]);
  return Buffer.concat([header, data]);
}

/** The IIM datasets (record 1:90 says UTF-8, then record 2) for the given metadata. */
export function buildIptcData(metadata: WritableMetadata): Buffer {
  const parts = [iptcDataset(1, 90, Buffer.from([0x1b, 0x25, 0x47]))]; // ESC % G: UTF-8
  const add = (dataset: number, value: string | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') parts.push(iptcDataset(2, dataset, value));
  };
  parts.push(iptcDataset(2, 0, Buffer.from([0x00, 0x04]))); // 2:00 record version 4
  add(IPTC_DATASETS.objectName, metadata.title);
  if (metadata.urgency !== undefined) add(IPTC_DATASETS.urgency, String(metadata.urgency));
  for (const keyword of metadata.keywords ?? []) add(IPTC_DATASETS.keywords, keyword);
  if (metadata.dateTaken !== undefined) {
    const [year, month, day, hour, minute, second] = wallClockParts(metadata.dateTaken);
    add(IPTC_DATASETS.dateCreated, `${year}${month}${day}`);
    add(IPTC_DATASETS.timeCreated, `${hour}${minute}${second}`);
  }
  add(IPTC_DATASETS.byline, metadata.author);
  add(IPTC_DATASETS.city, metadata.location?.city);
  add(IPTC_DATASETS.provinceState, metadata.location?.stateProvince);
  add(IPTC_DATASETS.country, metadata.location?.country);
  add(IPTC_DATASETS.headline, metadata.subject);
  add(IPTC_DATASETS.copyright, metadata.copyright);
  add(IPTC_DATASETS.caption, metadata.description);
  return Buffer.concat(parts);
}

/** A JPEG APP13 segment holding the IIM data as Photoshop image resource 0x0404. */
export function buildIptcSegment(iim: Buffer): Buffer {
  const resourceHeader = Buffer.alloc(12);
  resourceHeader.write('8BIM', 0, 'latin1');
  resourceHeader.writeUInt16BE(0x0404, 4);
  resourceHeader.writeUInt16BE(0, 6); // empty Pascal name, padded to even length
  resourceHeader.writeUInt32BE(iim.length, 8);
  const payload = Buffer.concat([
    Buffer.from('Photoshop 3.0\0', 'latin1'),
    resourceHeader,
    iim,
    iim.length % 2 === 1 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
  if (payload.length + 2 > 0xffff) throw new RangeError('IPTC data larger than one JPEG segment');
  const marker = Buffer.from([0xff, 0xed, 0, 0]);
  marker.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([marker, payload]);
}

/** Puts a segment into a JPEG after its APP0/APP1 segments (JFIF, EXIF, XMP), where readers look. */
export function insertJpegSegment(jpeg: Buffer, segment: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new TypeError('not a JPEG');
  let offset = 2;
  while (jpeg[offset] === 0xff && (jpeg[offset + 1] === 0xe0 || jpeg[offset + 1] === 0xe1)) {
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  return Buffer.concat([jpeg.subarray(0, offset), segment, jpeg.subarray(offset)]);
}

/**
 * Encodes `image` (a sharp pipeline) as JPEG with the metadata written into it: EXIF (camera, date,
 * GPS, author, description, copyright, orientation), XMP and IPTC, each unless `blocks` turns it off.
 * With `orientation`, the pixels are stored as given and the tag tells viewers how to turn them.
 */
export async function encodeJpegWithMetadata(
  image: Sharp,
  metadata: WritableMetadata,
  blocks: MetadataBlocks = {},
  quality = 88,
): Promise<Buffer> {
  const { exif = true, iptc = true, xmp = true } = blocks;
  let pipeline = image.jpeg({ quality });
  if (exif) pipeline = pipeline.withExif(exifDirectories(metadata));
  if (metadata.orientation !== undefined)
    pipeline = pipeline.withMetadata({ orientation: metadata.orientation });
  if (xmp) pipeline = pipeline.withXmp(buildXmpPacket(metadata));
  const jpeg = await pipeline.toBuffer();
  return iptc ? insertJpegSegment(jpeg, buildIptcSegment(buildIptcData(metadata))) : jpeg;
}
