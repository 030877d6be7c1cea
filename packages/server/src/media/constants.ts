// The limits and output choices of the media module, declared once (CONTRIBUTING.md).
import type { ThumbnailSize } from '@vitrine/core';

/**
 * The largest image, in pixels (width × height of one frame), that the server decodes: 200 megapixels.
 *
 * Cameras go up to about 150 MP (medium-format backs) and stitched panoramas beyond 100 MP fit too. A
 * 30000 × 30000 "image bomb" (900 MP: about 100 KB of PNG that decodes to 2.7 GB of RGB) is refused
 * before a pixel is decoded: the header is read first, and sharp is given the same number as
 * `limitInputPixels`, so even a header that lies is stopped by libvips. sharp's own default is
 * 268,402,689 (16383²); ours is lower and written down here so that the figure is a decision.
 */
export const MAX_INPUT_PIXELS = 200_000_000;

/** An output format of a rendition. */
export type RenditionFormat = 'jpeg' | 'webp';

/**
 * The output format of each rendition (spec 000 §9 names the sizes; the format is ours, see README):
 * the two thumbnail sizes, shown by the dozen in the gallery, are WebP (smaller than JPEG at the
 * same look, and every browser the SDK supports reads it); the preview sizes, which
 * Download.aspx also hands out as files ("Large 4K", "Medium", spec 001 §9), are JPEG so that any
 * program opens them. A source with transparency gets WebP at every size, so the alpha survives.
 */
export const RENDITION_FORMATS = {
  tiny: 'webp',
  small: 'webp',
  medium: 'jpeg',
  large: 'jpeg',
} as const satisfies Record<ThumbnailSize, RenditionFormat>;

/** Encoder quality per format (JPEG progressive with 4:2:0 chroma; WebP at sharp's default effort 4). */
export const RENDITION_QUALITY = { jpeg: 82, webp: 80 } as const satisfies Record<RenditionFormat, number>;

/** Quality when an original is re-encoded after a rotation: high, because it replaces the original. */
export const ROTATION_JPEG_QUALITY = 92;

/** MIME type and file extension of each rendition format. */
export const RENDITION_FILE_TYPES = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
} as const satisfies Record<RenditionFormat, { mimeType: string; extension: string }>;

/** How many bytes of a file are enough to tell its type (sniffMimeType reads no more). */
export const SNIFF_BYTES = 4100;

/** PDFs larger than this are not opened to read their document information (title, author…). */
export const PDF_METADATA_MAX_BYTES = 64 * 1024 * 1024;
