// Real images for the media tests and the thumbnail benchmark (tests/bench/thumbnails.bench.ts),
// drawn with sharp: nothing is checked in. Not exported from index.ts.

import { deflateSync } from 'node:zlib';
import { createRandom } from '@vitrine/core';
import sharp, { type Sharp } from 'sharp';

/** A solid-colour image of the given size as JPEG (or another format). */
export function solidImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif' = 'jpeg',
  background = '#3366aa',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** Left half red, right half blue: where the halves end up shows how an image was turned. */
export function twoHalves(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="0" y="0" width="${width / 2}" height="${height}" fill="#ff0000"/>
    <rect x="${width / 2}" y="0" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
}

/** The colour of one pixel ('red', 'blue' or 'other'). */
export async function colourAt(image: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  const [r = 0, g = 0, b = 0] = data.subarray(offset, offset + 3);
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return 'other';
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A VALID PNG of `side` × `side` black pixels, 1 bit per pixel: a few tens of kilobytes that decode
 * to side² pixels (20000 → 400 megapixels, 1.2 GB as RGB). The rows are deflated as a stream of
 * zeros, so making it costs side²/8 bytes of zlib input, not the decoded size.
 */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real JPEG whose frame header (SOF) claims `width` × `height`: a lying header. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await solidImage(16, 16));
  for (let offset = 2; offset + 9 < jpeg.length; ) {
    const marker = jpeg[offset + 1] ?? 0;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      jpeg.writeUInt16BE(height, offset + 5);
      jpeg.writeUInt16BE(width, offset + 7);
      return jpeg;
    }
    offset += 2 + length;
  }
  throw new Error('no SOF segment');
}

/**
 * A photo-like JPEG: smooth colour gradients with seeded grain, so it compresses (about 2–4 bits per
 * pixel at quality 90) and decodes like a camera file, not like a flat test card. Deterministic
 * (@vitrine/core's seeded source).
 */
export function photoLikeJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const random = createRandom(seed);
  for (let y = 0; y < height; y += 1) {
    const fy = y / height;
    for (let x = 0; x < width; x += 1) {
      const fx = x / width;
      const grain = random.int(-20, 20);
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, 40 + 170 * fx + 30 * Math.sin(fy * 9) + grain));
      pixels[offset + 1] = Math.max(0, Math.min(255, 60 + 120 * fy + 40 * Math.sin(fx * 7) + grain));
      pixels[offset + 2] = Math.max(0, Math.min(255, 200 - 150 * fx * fy + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 }, limitInputPixels: false })
    .jpeg({ quality: 90 })
    .toBuffer();
}
