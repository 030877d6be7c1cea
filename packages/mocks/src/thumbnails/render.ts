// Thumbnails, previews and originals the mocks serve at /Download.aspx: real PNG bytes, drawn from the
// image id (two colours hashed from it, a diagonal gradient), with the aspect ratio of imageInfo,
// fitted into the requested rendition's box (@vitrine/core THUMBNAIL_SIZES, spec 000 §9). Never an
// external URL.
import { fitInBox, hashString, type PixelSize, THUMBNAIL_SIZES } from '@vitrine/core';
import { encodePng } from './png';

/** A width and a height in pixels (@vitrine/core PixelSize). */
export type SizeBox = PixelSize;

/**
 * Rendering cost grows with the pixel count, so generated bitmaps keep the right aspect ratio but
 * their longest edge is capped (the browser scales them up). Tiny thumbnails are never capped.
 */
export const MAX_RENDERED_EDGE = 1024;

/** The pixel size actually drawn for a fitted size: same ratio, longest edge at most MAX_RENDERED_EDGE. */
export function renderedSize(fitted: SizeBox, maxEdge = MAX_RENDERED_EDGE): SizeBox {
  const scale = Math.min(1, maxEdge / Math.max(fitted.width, fitted.height));
  return {
    width: Math.max(1, Math.round(fitted.width * scale)),
    height: Math.max(1, Math.round(fitted.height * scale)),
  };
}

export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'other';

/** Two colours per id, so every image looks different and the same image always looks the same. */
export function coloursFor(id: number): [[number, number, number], [number, number, number]] {
  const h = hashString(`vitrine-image-${id}`);
  const hue = h % 360;
  return [hsl(hue, 0.65, 0.55), hsl((hue + 40 + ((h >>> 9) % 80)) % 360, 0.7, 0.3)];
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/**
 * The shape of the server's pictures for files without their own pixels (issue 14): a PDF's first
 * page (A4, portrait: the server draws it with pdftoppm) and an audio file's waveform (the server's
 * 1600 × 1200, ffmpeg showwavespic).
 */
export const DRAWN_SOURCE_SIZES = {
  pdf: { width: 1190, height: 1684 },
  audio: { width: 1600, height: 1200 },
} as const satisfies Partial<Record<FileKind, SizeBox>>;

/** The waveform's colours, as the server's (accent on a light surface). */
const WAVE = [0x42, 0x63, 0xeb] as const;
const WAVE_BACKGROUND = [0xf1, 0xf3, 0xf5] as const;

/** A page: white paper with grey lines of "text" (their lengths vary with the id). */
function pagePixels(id: number, width: number, height: number): Uint8Array {
  const rgb = new Uint8Array(width * height * 3).fill(252);
  const lineHeight = Math.max(1, Math.round(height * 0.018));
  const left = Math.round(width * 0.12);
  for (let line = 0; line < 24; line++) {
    const top = Math.round(height * (0.1 + line * 0.034));
    const length = 0.45 + (hashString(`page-${id}-${line}`) % 30) / 100;
    const right = Math.round(left + (width - 2 * left) * (line === 0 ? 0.5 : length));
    for (let y = top; y < Math.min(height, top + lineHeight); y++) {
      for (let x = left; x < right; x++)
        rgb.fill(line === 0 ? 60 : 150, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return rgb;
}

/** A waveform: the accent's amplitude per column on the light surface (its shape varies with the id). */
function wavePixels(id: number, width: number, height: number): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  const seed = (hashString(`wave-${id}`) % 1000) / 100;
  for (let x = 0; x < width; x++) {
    const t = x / Math.max(1, width - 1);
    const amplitude = 0.1 + 0.8 * Math.abs(Math.sin(t * 23 + seed) * Math.sin(t * 5.3 + seed / 2));
    const half = (amplitude * height) / 2;
    for (let y = 0; y < height; y++) {
      const colour = Math.abs(y - height / 2) <= half ? WAVE : WAVE_BACKGROUND;
      const o = (y * width + x) * 3;
      rgb[o] = colour[0];
      rgb[o + 1] = colour[1];
      rgb[o + 2] = colour[2];
    }
  }
  return rgb;
}

/**
 * Draws the bitmap for one image at one pixel size: a PDF its page, audio its waveform, other
 * non-images a dark band (their "icon").
 */
export function renderPixels(id: number, size: SizeBox, kind: FileKind): Uint8Array {
  const { width, height } = size;
  if (kind === 'pdf') return pagePixels(id, width, height);
  if (kind === 'audio') return wavePixels(id, width, height);
  const [a, b] = coloursFor(id);
  const rgb = new Uint8Array(width * height * 3);
  const bandTop = Math.floor(height * 0.4);
  const bandBottom = Math.ceil(height * 0.6);
  for (let y = 0; y < height; y++) {
    const inBand = kind !== 'image' && y >= bandTop && y < bandBottom;
    for (let x = 0; x < width; x++) {
      const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      const o = (y * width + x) * 3;
      const dim = inBand ? 0.35 : 1;
      rgb[o] = Math.round((a[0] + (b[0] - a[0]) * t) * dim);
      rgb[o + 1] = Math.round((a[1] + (b[1] - a[1]) * t) * dim);
      rgb[o + 2] = Math.round((a[2] + (b[2] - a[2]) * t) * dim);
    }
  }
  return rgb;
}

const CACHE_LIMIT = 256;
const cache = new Map<string, Uint8Array>();

/**
 * The PNG for an image at a size box, cached by id + size + kind. `source` is imageInfo's width and
 * height (files without dimensions use 4:3).
 */
export function renderImagePng(
  id: number,
  source: SizeBox | null,
  box: SizeBox | null,
  kind: FileKind,
): { png: Uint8Array; width: number; height: number } {
  const drawnSource = kind === 'pdf' || kind === 'audio' ? DRAWN_SOURCE_SIZES[kind] : null;
  const original =
    drawnSource ?? (source && source.width > 0 && source.height > 0 ? source : { width: 1600, height: 1200 });
  const fitted = box ? fitInBox(original, box) : original;
  const drawn = box && box.width <= THUMBNAIL_SIZES.tiny.width ? fitted : renderedSize(fitted);
  const key = `${id}:${drawn.width}x${drawn.height}:${kind}`;
  let png = cache.get(key);
  if (!png) {
    png = encodePng(drawn.width, drawn.height, renderPixels(id, drawn, kind));
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, png);
  }
  return { png, width: drawn.width, height: drawn.height };
}

/** A one-page PDF, enough for a browser's viewer to open (originals of PDF files). */
export function minimalPdf(title: string, lines: readonly string[] = []): Uint8Array {
  // Helvetica in a PDF string: printable ASCII only, the delimiters blanked (names are data, never syntax).
  const safe = (line: string) =>
    line
      .replace(/[()\\]/g, ' ')
      .replace(/[^\x20-\x7e]/g, '?')
      .slice(0, 80);
  const lineOps = lines
    .slice(0, 40)
    .map((line, index) => `BT /F1 10 Tf 72 ${690 - index * 15} Td (${safe(line)}) Tj ET`)
    .join('\n');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe(title)}) Tj ET${lineOps ? `\n${lineOps}` : ''}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
