// The type of a file from its first bytes (magic numbers), never from its name: an upload named
// 'cat.jpg' that holds HTML is HTML (Download.aspx serves by this type, see README).
import { open } from 'node:fs/promises';
import { SNIFF_BYTES } from './constants';

/** What `sniffMimeType` answers for bytes it does not recognise. */
export const UNKNOWN_MIME_TYPE = 'application/octet-stream';

/** Image types sharp (libvips, as shipped prebuilt) decodes: renditions are made for these. */
export const DECODABLE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/avif',
  'image/svg+xml',
]);

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** ISO base media files (MP4, MOV, HEIF, AVIF): the major brand, then the compatible ones. */
function isoBrandType(bytes: Uint8Array): string | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
    brands.push(ascii(bytes, offset, 4));
  }
  const has = (...names: string[]) => brands.some((brand) => names.includes(brand));
  const major = brands[0] ?? '';
  if (major === 'avif' || major === 'avis') return 'image/avif';
  if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'].includes(major)) return 'image/heic';
  if (major === 'mif1' || major === 'msf1') return has('avif', 'avis') ? 'image/avif' : 'image/heif';
  if (major === 'crx ') return 'image/x-canon-cr3';
  if (major === 'qt  ') return 'video/quicktime';
  if (major === 'M4A ' || major === 'M4B ') return 'audio/mp4';
  if (major.startsWith('3g')) return 'video/3gpp';
  return 'video/mp4';
}

/** Text formats: SVG and HTML matter (a browser would run them), so they are told apart. */
function textType(bytes: Uint8Array): string | undefined {
  let start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (start < bytes.length && [0x09, 0x0a, 0x0d, 0x20].includes(bytes[start] ?? 0)) start += 1;
  if (bytes[start] !== 0x3c) return undefined; // '<'
  const head = new TextDecoder('utf-8').decode(bytes.subarray(start, Math.min(bytes.length, start + 2048)));
  const lower = head.toLowerCase();
  if (lower.startsWith('<!doctype html') || lower.startsWith('<html')) return 'text/html';
  if (/<svg[\s>]/.test(lower)) return 'image/svg+xml';
  if (lower.startsWith('<?xml')) return 'application/xml';
  return undefined;
}

/**
 * The MIME type of a file from its first bytes (pass at least the first SNIFF_BYTES, more is not
 * read). Covers the formats a gallery meets: images (JPEG, PNG, GIF, WebP, TIFF, BMP, ICO, PSD,
 * AVIF, HEIC/HEIF, JPEG 2000, JPEG XL, SVG), video (MP4, MOV, 3GP, WebM, Matroska, AVI, MPEG),
 * audio (WAV, MP3, AAC, FLAC, Ogg, M4A), PDF, ZIP, HTML and XML; anything else is UNKNOWN_MIME_TYPE.
 */
export function sniffMimeType(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return 'image/webp';
    if (form === 'WAVE') return 'audio/wav';
    if (form === 'AVI ') return 'video/x-msvideo';
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image/tiff'; // also the TIFF-based raw formats (DNG, CR2, NEF, ARW)
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return 'application/zip';
  }
  const iso = isoBrandType(bytes);
  if (iso !== undefined) return iso;
  if (startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20])) return 'image/jp2';
  if (
    startsWith(bytes, [0xff, 0x0a]) ||
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20])
  ) {
    return 'image/jxl';
  }
  if (ascii(bytes, 0, 4) === '8BPS') return 'image/vnd.adobe.photoshop';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return 'image/bmp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, Math.min(bytes.length, 64)).includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) {
    return 'video/mpeg';
  }
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes[0] === 0xff && bytes.length >= 2) {
    const second = bytes[1] ?? 0;
    if ((second & 0xf6) === 0xf0) return 'audio/aac'; // ADTS: sync, layer 00
    if ((second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'audio/mpeg'; // MPEG audio frame
  }
  return textType(bytes) ?? UNKNOWN_MIME_TYPE;
}

/** The first SNIFF_BYTES of a buffer or a file (a file is opened and only its head is read). */
export async function readHead(input: Buffer | string, length = SNIFF_BYTES): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, length);
  const handle = await open(input, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
