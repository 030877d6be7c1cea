// Thumbnails and previews (spec 000 §9 sizes) and rotation (spec 001 §7), with sharp. Every decode
// goes through `openImage`, which measures the image from its header first and refuses one over the
// pixel limit before a single pixel is decoded.
import { readFile } from 'node:fs/promises';
import { THUMBNAIL_SIZE_NAMES, THUMBNAIL_SIZES, type ThumbnailSize } from '@vitrine/core';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  MAX_INPUT_PIXELS,
  RENDITION_FILE_TYPES,
  RENDITION_FORMATS,
  RENDITION_QUALITY,
  type RenditionFormat,
  ROTATION_JPEG_QUALITY,
} from './constants';
import { MediaError } from './errors';
import { DECODABLE_IMAGE_TYPES, readHead, sniffMimeType } from './sniff';

/** The rendition sizes in the order they are made, smallest first (@vitrine/core). */
export const RENDITION_SIZES: readonly ThumbnailSize[] = THUMBNAIL_SIZE_NAMES;

/** Options of {@link makeRenditions}; every field has a default. */
export interface RenditionOptions {
  /** Which renditions to make; default all four (tiny, small, medium, large). */
  sizes?: readonly ThumbnailSize[];
  /** Largest input in pixels (width × height); default MAX_INPUT_PIXELS. */
  limitInputPixels?: number;
  /** Output format per size; default RENDITION_FORMATS (WebP at every size for a source with alpha). */
  formats?: Partial<Record<ThumbnailSize, RenditionFormat>>;
}

/** One made rendition. */
export interface Rendition {
  size: ThumbnailSize;
  /** Pixels of the output, never more than the box of THUMBNAIL_SIZES[size] nor than the source. */
  width: number;
  height: number;
  format: RenditionFormat;
  mimeType: string;
  /** Without the dot: 'jpg' or 'webp'. */
  extension: string;
  data: Buffer;
}

/** A decodable image, measured: its sniffed type, its header, and the pixel limit it passed. */
interface OpenedImage {
  /** What to decode: the input, or for an SVG its bytes (see below). */
  source: Buffer | string;
  mimeType: string;
  header: Metadata;
  limitInputPixels: number;
}

/**
 * An SVG is always handed to librsvg as bytes, never as a path: from a path, librsvg loads the
 * images an SVG points at in the same folder ('<image href="other-original.jpg">', also as file://),
 * which would draw another user's original into this thumbnail. From bytes it loads nothing.
 */
async function decodableSource(input: Buffer | string, mimeType: string): Promise<Buffer | string> {
  return mimeType === 'image/svg+xml' && typeof input === 'string' ? readFile(input) : input;
}

const formatNumber = (value: number) => value.toLocaleString('en-US');

/**
 * Checks that `input` is an image sharp decodes and that it is within the pixel limit, reading only
 * its first bytes and its header. Throws MediaError 'notAnImage', 'unsupportedImage', 'corruptImage'
 * or 'pixelLimit'.
 */
export async function openImage(
  input: Buffer | string,
  limitInputPixels = MAX_INPUT_PIXELS,
): Promise<OpenedImage> {
  const mimeType = sniffMimeType(await readHead(input));
  if (!mimeType.startsWith('image/')) {
    throw new MediaError('notAnImage', `The file is not an image (its content is ${mimeType}).`);
  }
  if (!DECODABLE_IMAGE_TYPES.has(mimeType)) {
    throw new MediaError(
      'unsupportedImage',
      `Images of type ${mimeType} cannot be processed by this server.`,
    );
  }
  const source = await decodableSource(input, mimeType);
  let header: Metadata;
  try {
    header = await sharp(source, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaError('corruptImage', `The image cannot be read: ${messageOf(error)}.`, { cause: error });
  }
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  if (width * height > limitInputPixels) {
    throw new MediaError(
      'pixelLimit',
      `The image is ${formatNumber(width)} × ${formatNumber(height)} pixels (${formatNumber(width * height)}), ` +
        `more than the ${formatNumber(limitInputPixels)} pixels this server processes; it was not opened.`,
    );
  }
  return { source, mimeType, header, limitInputPixels };
}

/** libvips repeats its warnings over several lines: the first line says what went wrong. */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.trim().split('\n')[0] ?? '').trim().replace(/\.$/, '');
}

/** A decoding pipeline with the pixel limit and EXIF auto-orientation. */
function decode(opened: OpenedImage): Sharp {
  return sharp(opened.source, {
    limitInputPixels: opened.limitInputPixels,
    autoOrient: true,
    // A photo with a recoverable defect (a truncated scan line) still gets a thumbnail.
    failOn: 'error',
  });
}

/** sharp's failure while decoding, as a MediaError (libvips's own pixel-limit check included). */
function decodeFailure(error: unknown): MediaError {
  const message = messageOf(error);
  if (/pixel limit/i.test(message)) {
    return new MediaError('pixelLimit', `The image has more pixels than this server processes: ${message}.`, {
      cause: error,
    });
  }
  return new MediaError('corruptImage', `The image cannot be decoded: ${message}.`, { cause: error });
}

function encode(pipeline: Sharp, format: RenditionFormat): Sharp {
  return format === 'jpeg'
    ? pipeline.jpeg({ quality: RENDITION_QUALITY.jpeg, progressive: true, chromaSubsampling: '4:2:0' })
    : pipeline.webp({ quality: RENDITION_QUALITY.webp });
}

/** The box that holds every requested size (the largest one: the boxes are nested). */
function outerBox(sizes: readonly ThumbnailSize[]): { width: number; height: number } {
  return sizes.reduce(
    (box, size) => ({
      width: Math.max(box.width, THUMBNAIL_SIZES[size].width),
      height: Math.max(box.height, THUMBNAIL_SIZES[size].height),
    }),
    { width: 0, height: 0 },
  );
}

/**
 * Makes the thumbnail renditions of an image (spec 000 §9: tiny 384×288, small 1024×768, medium
 * 1920×1080, large 3840×2160): each fits inside its box, keeps the aspect ratio, is never enlarged
 * beyond the source, and is turned upright from the EXIF orientation.
 *
 * The original is decoded ONCE, turned upright and reduced to the largest requested box (sharp
 * decodes a JPEG at 1/2, 1/4 or 1/8 of its size when that box allows), kept as raw pixels, and every
 * rendition is made from those pixels, one after the other. That takes about 30% less time than
 * decoding the original once per size (tests/bench/thumbnails.bench.ts prints both), for about the
 * same peak memory, and the original is read once. Metadata is not copied into renditions.
 */
export async function makeRenditions(
  input: Buffer | string,
  options: RenditionOptions = {},
): Promise<Rendition[]> {
  const opened = await openImage(input, options.limitInputPixels);
  const sizes = options.sizes ?? RENDITION_SIZES;
  if (sizes.length === 0) return [];
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await decode(opened)
      .resize({ ...outerBox(sizes), fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const renditions: Rendition[] = [];
  for (const size of sizes) {
    const box = THUMBNAIL_SIZES[size];
    const format: RenditionFormat = opened.header.hasAlpha
      ? 'webp'
      : (options.formats?.[size] ?? RENDITION_FORMATS[size]);
    const pipeline = sharp(base.data, { raw }).resize({
      width: box.width,
      height: box.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
    renditions.push({
      size,
      width: info.width,
      height: info.height,
      format,
      ...RENDITION_FILE_TYPES[format],
      data,
    });
  }
  return renditions;
}

/** A rotated image (same format as the original). */
export interface RotatedImage {
  data: Buffer;
  width: number;
  height: number;
  mimeType: string;
}

/** Output settings per source type for a rotation: the original's format, at high quality. */
function encodeLike(pipeline: Sharp, mimeType: string): Sharp {
  switch (mimeType) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: ROTATION_JPEG_QUALITY, chromaSubsampling: '4:4:4' });
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp({ quality: ROTATION_JPEG_QUALITY });
    case 'image/gif':
      return pipeline.gif();
    case 'image/tiff':
      return pipeline.tiff();
    case 'image/avif':
      return pipeline.avif();
    default:
      throw new MediaError('unsupportedImage', `Images of type ${mimeType} cannot be rotated.`);
  }
}

/**
 * Turns an image by a multiple of 90 degrees, clockwise for positive values (spec 001 §7 "PUT image
 * rotation service", body `clockwise`: 90 or -90). The EXIF orientation is applied first and reset to
 * 1, so the result looks turned by exactly `degrees` wherever it is shown. EXIF, IPTC, XMP and the
 * colour profile are kept; the format stays the original's (JPEG is re-encoded at quality 92).
 */
export async function rotate(
  input: Buffer | string,
  degrees: number,
  limitInputPixels = MAX_INPUT_PIXELS,
): Promise<RotatedImage> {
  if (!Number.isInteger(degrees) || degrees % 90 !== 0) {
    throw new MediaError(
      'invalidRotation',
      `An image can only be rotated by a multiple of 90 degrees, not ${degrees}.`,
    );
  }
  const opened = await openImage(input, limitInputPixels);
  const turn = ((degrees % 360) + 360) % 360;
  const pipeline = encodeLike(decode(opened).rotate(turn).keepMetadata(), opened.mimeType);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mimeType: opened.mimeType };
  } catch (error) {
    throw decodeFailure(error);
  }
}
