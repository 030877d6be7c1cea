// Which thumbnail rendition a cell needs, and where it is served (spec 000 §7
// "GET /Download.aspx?id={id} with preview and thumb options", §9 thumbnail sizes).
import { fitInBox, THUMBNAIL_INDEX, THUMBNAIL_SIZES } from '@vitrine/core';

/** The renditions a thumbnail picks from, smallest first (large is for downloads and the viewer). */
export const THUMBNAIL_RENDITIONS = ['tiny', 'small', 'medium'] as const;
/** One of {@link THUMBNAIL_RENDITIONS}. */
export type ThumbnailRendition = (typeof THUMBNAIL_RENDITIONS)[number];

/**
 * A rendition this much smaller than the cell still counts as big enough (a 5% upscale does not
 * show), so a 4:3 cell 400 × 300 px at 1× keeps the 384 × 288 tiny rendition.
 */
export const RENDITION_TOLERANCE = 0.05;

/** What {@link chooseRendition} needs to know. */
export interface RenditionRequest {
  /** The cell, in CSS px. */
  width: number;
  height: number;
  /** window.devicePixelRatio (1 when unknown). */
  devicePixelRatio?: number;
  /** The original's size (imageInfo), when known: no rendition is larger than the original. */
  original?: { width?: number; height?: number } | undefined;
}

/**
 * The smallest rendition that covers the cell at the device's pixel ratio: tiny (384 × 288), small
 * (1024 × 768) or medium (1920 × 1080) of spec 000 §9, fitted to the original's aspect ratio; medium
 * when none covers it; the smallest that holds the whole original when the original is smaller.
 */
export function chooseRendition(request: RenditionRequest): ThumbnailRendition {
  const ratio = request.devicePixelRatio && request.devicePixelRatio > 0 ? request.devicePixelRatio : 1;
  const needWidth = Math.max(1, request.width) * ratio * (1 - RENDITION_TOLERANCE);
  const needHeight = Math.max(1, request.height) * ratio * (1 - RENDITION_TOLERANCE);
  const known =
    request.original?.width &&
    request.original.height &&
    request.original.width > 0 &&
    request.original.height > 0;
  // Without the original's size, assume one larger than every rendition, shaped like the cell.
  const source = known
    ? { width: request.original?.width as number, height: request.original?.height as number }
    : { width: request.width * 100, height: request.height * 100 };
  for (const rendition of THUMBNAIL_RENDITIONS) {
    const fitted = fitInBox(source, THUMBNAIL_SIZES[rendition]);
    const whole = fitted.width >= source.width && fitted.height >= source.height;
    if (whole || (fitted.width >= needWidth && fitted.height >= needHeight)) return rendition;
  }
  return 'medium';
}

/**
 * The URL of a rendition: `{baseUrl}/Download.aspx?id={id}&thumb={index}` (@vitrine/core
 * THUMBNAIL_INDEX), and `&v={version}` when the summary names the version of the file's renditions
 * (ImageSummary.thumbnailVersion): a rendition made again then has a new URL, so the page shows it
 * instead of the picture the browser holds, and the server may let it be cached for good.
 */
export function thumbnailUrl(
  baseUrl: string,
  id: number,
  rendition: ThumbnailRendition,
  version?: string | null,
): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/Download.aspx?id=${encodeURIComponent(id)}&thumb=${THUMBNAIL_INDEX[rendition]}`;
  return version ? `${url}&v=${encodeURIComponent(version)}` : url;
}
