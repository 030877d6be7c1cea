// makeRenditions and rotate on real images (spec 000 §9 thumbnail sizes; spec 001 §7 rotation;
// issue 5: "an image bomb is refused by the pixel limit").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THUMBNAIL_SIZES } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourAt, jpegClaiming, pngBomb, solidImage, twoHalves } from '../testing/images';
import { MAX_INPUT_PIXELS, RENDITION_FORMATS } from './constants';
import { encodeJpegWithMetadata } from './embed';
import { isMediaError, type MediaErrorCode } from './errors';
import { readMetadata } from './metadata';
import { makeRenditions, rotate } from './renditions';
import { sniffMimeType } from './sniff';

async function refusal(promise: Promise<unknown>): Promise<{ code: MediaErrorCode; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isMediaError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a MediaError');
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-media-renditions-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('makeRenditions', () => {
  it('makes the four sizes of spec 000 §9, each inside its box, aspect kept, in its documented format', async () => {
    const renditions = await makeRenditions(await solidImage(4000, 3000));
    expect(renditions.map((r) => [r.size, r.width, r.height, r.format])).toEqual([
      ['tiny', 384, 288, 'webp'],
      ['small', 1024, 768, 'webp'],
      ['medium', 1440, 1080, 'jpeg'],
      ['large', 2880, 2160, 'jpeg'],
    ]);
    for (const rendition of renditions) {
      const box = THUMBNAIL_SIZES[rendition.size];
      expect(rendition.width).toBeLessThanOrEqual(box.width);
      expect(rendition.height).toBeLessThanOrEqual(box.height);
      expect(rendition.format).toBe(RENDITION_FORMATS[rendition.size]);
      // What the bytes are, not what the record says.
      expect(sniffMimeType(rendition.data)).toBe(rendition.mimeType);
      const decoded = await sharp(rendition.data).metadata();
      expect([decoded.width, decoded.height]).toEqual([rendition.width, rendition.height]);
    }
  });

  it('reads a file from its path', async () => {
    const path = join(dir, 'portrait.jpeg');
    await writeFile(path, await solidImage(1200, 2400));
    const renditions = await makeRenditions(path, { sizes: ['tiny', 'medium'] });
    expect(renditions.map((r) => [r.size, r.width, r.height])).toEqual([
      ['tiny', 144, 288],
      ['medium', 540, 1080],
    ]);
  });

  it('never enlarges a small source', async () => {
    const renditions = await makeRenditions(await solidImage(500, 400, 'png'));
    expect(renditions.map((r) => [r.size, r.width, r.height])).toEqual([
      ['tiny', 360, 288],
      ['small', 500, 400],
      ['medium', 500, 400],
      ['large', 500, 400],
    ]);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Stored 600×400 with red on the left; orientation 6 says "turn 90° clockwise to view": the
    // viewer sees 400×600 with red on top.
    const sideways = await encodeJpegWithMetadata(twoHalves(600, 400), { orientation: 6 });
    const [tiny] = await makeRenditions(sideways, { sizes: ['tiny'] });
    expect(tiny).toMatchObject({ width: 192, height: 288 });
    const data = tiny?.data ?? Buffer.alloc(0);
    expect(await colourAt(data, 96, 20)).toBe('red');
    expect(await colourAt(data, 96, 268)).toBe('blue');
    // The renditions carry no orientation tag left to apply a second time.
    expect((await sharp(data).metadata()).orientation).toBeUndefined();
  });

  it('keeps transparency: a source with alpha gets WebP at every size', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const renditions = await makeRenditions(png);
    expect(renditions.map((r) => r.format)).toEqual(['webp', 'webp', 'webp', 'webp']);
    expect((await sharp(renditions[3]?.data).metadata()).hasAlpha).toBe(true);
  });

  it('turns a CMYK JPEG (print workflows) into sRGB renditions of the same colour', async () => {
    const cmyk = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    for (const rendition of await makeRenditions(cmyk, { sizes: ['tiny', 'large'] })) {
      expect((await sharp(rendition.data).metadata()).space).toBe('srgb');
      expect(await colourAt(rendition.data, 10, 10)).toBe('red');
    }
  });

  it('never draws the files an SVG points at into its thumbnail (another original in the same folder)', async () => {
    const secret = join(dir, 'someone-elses-original.png');
    await writeFile(secret, await solidImage(100, 100, 'png', '#ff0000'));
    const svg = join(dir, 'innocent.svg');
    await writeFile(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">' +
        '<image href="someone-elses-original.png" width="100" height="100"/>' +
        `<image xlink:href="file://${secret}" x="100" width="100" height="100"/></svg>`,
    );
    const [tiny] = await makeRenditions(svg, { sizes: ['tiny'] });
    const { data } = await sharp(tiny?.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // Nothing drawn: every pixel stays fully transparent.
    expect(data.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 0)).toBe(true);
  });

  it('refuses a decompression bomb by the pixel limit, before decoding it', async () => {
    const bomb = pngBomb(20_000); // a valid PNG: 400,000,000 pixels in a few kilobytes
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const { code, message } = await refusal(makeRenditions(bomb));
    expect(code).toBe('pixelLimit');
    expect(message).toBe(
      'The image is 20,000 × 20,000 pixels (400,000,000), more than the 200,000,000 pixels this server processes; it was not opened.',
    );
    // Decoded, it would take 1.2 GB as RGB (400 MB even as 1 byte per pixel).
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(400_000_000).toBeGreaterThan(MAX_INPUT_PIXELS);
  });

  it('refuses a 30000×30000 header (a lying JPEG) the same way', async () => {
    const { code, message } = await refusal(makeRenditions(await jpegClaiming(30_000, 30_000)));
    expect(code).toBe('pixelLimit');
    expect(message).toContain('30,000 × 30,000 pixels (900,000,000)');
  });

  it('honours a lower limit given by the caller', async () => {
    const { code } = await refusal(
      makeRenditions(await solidImage(2000, 1000), { limitInputPixels: 1_000_000 }),
    );
    expect(code).toBe('pixelLimit');
  });

  it('refuses what is not an image, with a clear message', async () => {
    const text = Buffer.from('name,price\nmug,12\n');
    expect(await refusal(makeRenditions(text))).toEqual({
      code: 'notAnImage',
      message: 'The file is not an image (its content is application/octet-stream).',
    });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n');
    expect(await refusal(makeRenditions(pdf))).toEqual({
      code: 'notAnImage',
      message: 'The file is not an image (its content is application/pdf).',
    });
  });

  it('refuses an image format it cannot decode, and a damaged image', async () => {
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
    expect(await refusal(makeRenditions(bmp))).toEqual({
      code: 'unsupportedImage',
      message: 'Images of type image/bmp cannot be processed by this server.',
    });
    const jpeg = await solidImage(800, 600);
    const damaged = await refusal(makeRenditions(jpeg.subarray(0, 120)));
    expect(damaged.code).toBe('corruptImage');
    expect(damaged.message).toMatch(/^The image cannot be (read|decoded): .+\.$/);
  });
});

describe('rotate', () => {
  it('turns 90° clockwise: the left half ends on top, width and height swap', async () => {
    const source = await twoHalves(300, 200).jpeg().toBuffer();
    const turned = await rotate(source, 90);
    expect(turned).toMatchObject({ width: 200, height: 300, mimeType: 'image/jpeg' });
    expect(await colourAt(turned.data, 100, 10)).toBe('red');
    expect(await colourAt(turned.data, 100, 290)).toBe('blue');
  });

  it('turns counter-clockwise and half a turn, keeping PNG as PNG', async () => {
    const source = await twoHalves(300, 200).png().toBuffer();
    const left = await rotate(source, -90);
    expect(sniffMimeType(left.data)).toBe('image/png');
    expect(await colourAt(left.data, 100, 10)).toBe('blue');
    const half = await rotate(source, 180);
    expect([half.width, half.height]).toEqual([300, 200]);
    expect(await colourAt(half.data, 10, 100)).toBe('blue');
  });

  it('applies the EXIF orientation first and resets it, keeping the other metadata', async () => {
    const sideways = await encodeJpegWithMetadata(twoHalves(300, 200), {
      orientation: 6,
      title: 'Sideways',
      keywords: ['Paris, France'],
      camera: { make: 'Nikon', model: 'Z 6' },
    });
    // Seen upright it is 200×300 with red on top; a further quarter turn puts red on the right.
    const turned = await rotate(sideways, 90);
    expect([turned.width, turned.height]).toEqual([300, 200]);
    expect(await colourAt(turned.data, 290, 100)).toBe('red');
    const metadata = await readMetadata(turned.data);
    expect(metadata).toMatchObject({
      orientation: 1,
      width: 300,
      height: 200,
      title: 'Sideways',
      keywords: ['Paris, France'],
      camera: { make: 'Nikon', model: 'Z 6' },
    });
  });

  it('refuses an angle that is not a multiple of 90 degrees, and a file that is not an image', async () => {
    const source = await solidImage(10, 10);
    expect(await refusal(rotate(source, 45))).toEqual({
      code: 'invalidRotation',
      message: 'An image can only be rotated by a multiple of 90 degrees, not 45.',
    });
    expect((await refusal(rotate(Buffer.from('%PDF-1.4'), 90))).code).toBe('notAnImage');
  });
});
