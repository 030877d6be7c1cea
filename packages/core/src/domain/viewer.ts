// Viewer rules: slideshow intervals and download sizes (spec 001 §4, §9).
import {
  DEFAULT_SLIDESHOW_INTERVAL,
  DOWNLOAD_SIZES,
  type DownloadSizeKey,
  SLIDESHOW_INTERVALS,
  type SlideshowInterval,
} from '../constants';
import { en, type VitrineLocale } from '../locale/en';

function isSlideshowInterval(value: unknown): value is SlideshowInterval {
  return (SLIDESHOW_INTERVALS as readonly unknown[]).includes(value);
}

/** spec 001 §9: a stored slideshow interval (web setting slideshowTimeout); anything not offered is 5000. */
export function resolveSlideshowInterval(stored: unknown): SlideshowInterval {
  const value = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  return isSlideshowInterval(value) ? value : DEFAULT_SLIDESHOW_INTERVAL;
}

/**
 * spec 001 §4: the interval cycles through the option list and wraps (300000 → 2000). A value not
 * in the list moves to the first option above it, or wraps to the first.
 */
export function cycleSlideshowInterval(current: number): SlideshowInterval {
  const index = (SLIDESHOW_INTERVALS as readonly number[]).indexOf(current);
  const next =
    index === -1
      ? SLIDESHOW_INTERVALS.find((interval) => interval > current)
      : SLIDESHOW_INTERVALS[(index + 1) % SLIDESHOW_INTERVALS.length];
  return next ?? SLIDESHOW_INTERVALS[0];
}

/** A download size offered for an image. */
export interface DownloadSizeOption {
  key: DownloadSizeKey;
  /** The thumb option of the download link (spec 001 §9: Large 4K 4, Medium 3, Small 5). */
  thumb: number;
  label: string;
}

/**
 * spec 001 §9: the smaller download sizes offered when the image is larger than the size: it does
 * not fit the size's box turned to its own orientation (the boxes are the thumbnail sizes of
 * spec 000 §9, so a 800×1200 portrait fits 1920×1080). Unknown dimensions offer none.
 */
export function listDownloadSizes(
  image: { width?: number | null; height?: number | null },
  locale: VitrineLocale = en,
): DownloadSizeOption[] {
  const long = Math.max(image.width ?? 0, image.height ?? 0);
  const short = Math.min(image.width ?? 0, image.height ?? 0);
  const labels: Record<DownloadSizeKey, string> = {
    large: locale.download.sizeLarge,
    medium: locale.download.sizeMedium,
    small: locale.download.sizeSmall,
  };
  return DOWNLOAD_SIZES.filter((size) => long > size.box.width || short > size.box.height).map((size) => ({
    key: size.key,
    thumb: size.thumb,
    label: labels[size.key],
  }));
}
