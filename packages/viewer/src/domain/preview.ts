// What the preview shows for a file, and where its bytes are served (spec 001 §2 "Preview links:
// video and audio open in in-page containers with id and mimeType as query parameters. Other types go
// to the download page with id and preview=1"; spec 000 §7 /Download.aspx with preview and thumb).
import {
  fitInBox,
  type PixelSize,
  THUMBNAIL_INDEX,
  THUMBNAIL_SIZES,
  type ThumbnailSize,
} from '@vitrine/core';

/** How the viewer shows a file. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'pdf' | 'other';

/** What {@link previewKindOf} reads of an image (the summary's derived flags, else its type). */
export interface PreviewKindInput {
  isImage?: boolean | undefined;
  isVideo?: boolean | undefined;
  isAudio?: boolean | undefined;
  isPdf?: boolean | undefined;
  isWebImage?: boolean | undefined;
  mimeType?: string | undefined;
  extension?: string | undefined;
}

/**
 * spec 001 §2: video and audio play in the page, PDF pages are read in the viewer (pdf.js), images
 * are shown; anything else goes to the download page. The server's flags win; without them the MIME
 * type decides.
 */
export function previewKindOf(image: PreviewKindInput): PreviewKind {
  const mime = (image.mimeType ?? '').toLowerCase();
  const extension = (image.extension ?? '').toLowerCase().replace(/^\./, '');
  if (image.isVideo || mime.startsWith('video/')) return 'video';
  if (image.isAudio || mime.startsWith('audio/')) return 'audio';
  if (image.isPdf || mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (image.isImage || image.isWebImage || mime.startsWith('image/')) return 'image';
  return 'other';
}

/** The options of a /Download.aspx address. */
export interface FileUrlOptions {
  /** A rendition size: its `thumb` index (spec 001 §9). */
  rendition?: ThumbnailSize;
  /** `preview=1`: served inline (video and audio players, the download page's preview). */
  preview?: boolean;
  /** The renditions' version (ImageSummary.thumbnailVersion): a rotated image gets a new address. */
  version?: string | null | undefined;
}

/**
 * `{baseUrl}/Download.aspx?id={id}` with `thumb`, `preview=1` and `v` as asked (spec 000 §7,
 * spec 001 §2, §9). The version makes a rendition made again (after a rotation) a new address, so
 * the browser never shows the stale picture it holds.
 */
export function fileUrl(baseUrl: string, id: number, options: FileUrlOptions = {}): string {
  const params = new URLSearchParams({ id: String(id) });
  if (options.rendition) params.set('thumb', String(THUMBNAIL_INDEX[options.rendition]));
  if (options.preview) params.set('preview', '1');
  if (options.version && (options.rendition || options.preview)) params.set('v', options.version);
  return `${baseUrl.replace(/\/+$/, '')}/Download.aspx?${params.toString()}`;
}

/** The renditions the preview steps through, smallest first: tiny is the thumbnail shown at once. */
export const PREVIEW_RENDITIONS = ['small', 'medium', 'large'] as const satisfies readonly ThumbnailSize[];

/** One of {@link PREVIEW_RENDITIONS}. */
export type PreviewRendition = (typeof PREVIEW_RENDITIONS)[number];

/**
 * The rendition that fits the screen: the smallest of small (1024×768), medium (1920×1080) and large
 * (3840×2160) that covers `screen` at the device's pixel ratio once fitted to the original's shape,
 * or holds the whole original; large when none does.
 */
export function screenRendition(
  screen: PixelSize,
  original: Partial<PixelSize> | undefined,
  devicePixelRatio = 1,
): PreviewRendition {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const known = (original?.width ?? 0) > 0 && (original?.height ?? 0) > 0;
  const source: PixelSize = known
    ? { width: original?.width as number, height: original?.height as number }
    : { width: screen.width * 100, height: screen.height * 100 };
  // What the image occupies on the screen, in device pixels.
  const shown = fitInBox(source, {
    width: Math.max(1, screen.width * ratio),
    height: Math.max(1, screen.height * ratio),
  });
  for (const rendition of PREVIEW_RENDITIONS) {
    const fitted = fitInBox(source, THUMBNAIL_SIZES[rendition]);
    const whole = fitted.width >= source.width && fitted.height >= source.height;
    if (whole || (fitted.width >= shown.width * 0.95 && fitted.height >= shown.height * 0.95))
      return rendition;
  }
  return 'large';
}

/** The sources an image preview steps through: the thumbnail at once, the screen's rendition, the original on zoom. */
export interface ProgressiveSources {
  thumbnail: string;
  screen: string;
  /** Null when the user may not download the original: the large rendition serves the zoom. */
  zoom: string;
}

/** The three addresses of {@link ProgressiveSources} for one image. */
export function progressiveSources(
  baseUrl: string,
  image: {
    id: number;
    thumbnailVersion?: string | null | undefined;
    imageInfo?: Partial<PixelSize> | undefined;
  },
  screen: PixelSize,
  options: { devicePixelRatio?: number; canDownloadOriginal: boolean },
): ProgressiveSources {
  const version = image.thumbnailVersion ?? null;
  const rendition = screenRendition(screen, image.imageInfo, options.devicePixelRatio);
  return {
    thumbnail: fileUrl(baseUrl, image.id, { rendition: 'tiny', version }),
    screen: fileUrl(baseUrl, image.id, { rendition, version }),
    zoom: options.canDownloadOriginal
      ? `${fileUrl(baseUrl, image.id)}${version ? `&v=${encodeURIComponent(version)}` : ''}`
      : fileUrl(baseUrl, image.id, { rendition: 'large', version }),
  };
}
