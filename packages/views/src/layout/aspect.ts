// The aspect ratio of an image for the layouts: its imageInfo width / height (spec 001 §3), or 4:3
// when the file has no size (audio, documents, files not read yet): the ratio the mocks and the
// server draw such thumbnails in.
import type { ImageSummary } from '@vitrine/api-client';

/** The aspect ratio (width / height) of an item without a size: 4:3. */
export const DEFAULT_ASPECT_RATIO = 4 / 3;

/**
 * Ratios beyond these are clamped, so one 1×10,000 px strip cannot make a row as tall as the screen
 * or as thin as a line (decided; the spec says nothing about extreme sizes).
 */
export const ASPECT_RATIO_LIMITS = { min: 0.1, max: 10 } as const;

/** Clamps a ratio into ASPECT_RATIO_LIMITS; anything not a positive finite number reads as 4:3. */
export function clampAspectRatio(ratio: number): number {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return DEFAULT_ASPECT_RATIO;
  return Math.min(ASPECT_RATIO_LIMITS.max, Math.max(ASPECT_RATIO_LIMITS.min, ratio));
}

/** The aspect ratio of an image from imageInfo's width and height, 4:3 when either is missing. */
export function aspectRatioOf(image: Pick<ImageSummary, 'imageInfo'>): number {
  const width = image.imageInfo?.width;
  const height = image.imageInfo?.height;
  if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) {
    return DEFAULT_ASPECT_RATIO;
  }
  return clampAspectRatio(width / height);
}
