// Thumbnail renditions (spec 000 §9: tiny 384×288, small 1024×768, medium 1920×1080, large
// 3840×2160) and the `thumb` index that asks for one on /Download.aspx (spec 000 §7, spec 001 §9).
// The server makes them, the mocks draw them, the views pick one: all from THUMBNAIL_SIZES and these.
import { THUMBNAIL_INDEX, THUMBNAIL_SIZE_NAMES, THUMBNAIL_SIZES, type ThumbnailSize } from '../constants';

/** A width and a height, in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The rendition a `thumb` index asks for (spec 001 §9: 4 large, 3 medium, 5 small); every other
 * index, a missing one or one that is not a number serves tiny (decided, docs/decisions.md).
 */
export function thumbnailSizeForIndex(thumb: string | number | null | undefined): ThumbnailSize {
  const index = Number(thumb);
  return THUMBNAIL_SIZE_NAMES.find((size) => size !== 'tiny' && THUMBNAIL_INDEX[size] === index) ?? 'tiny';
}

/**
 * `source` fitted inside `box`, keeping its aspect ratio and never enlarged, in whole pixels (at
 * least 1×1): the size of a rendition of `source` (what sharp's `fit: inside` without enlargement
 * makes).
 */
export function fitInBox(source: PixelSize, box: PixelSize): PixelSize {
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** The pixel size of the `size` rendition of an original of `source` pixels. */
export function renditionSize(source: PixelSize, size: ThumbnailSize): PixelSize {
  return fitInBox(source, THUMBNAIL_SIZES[size]);
}
