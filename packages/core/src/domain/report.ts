// PDF report settings (spec 000 §3, §5, §9).
import {
  REPORT_FALLBACK_FONT,
  REPORT_KEPT_FONTS,
  REPORT_PAGE_NUMBER_DEFAULTS,
  REPORT_TEMPLATE_COUNT,
  type ReportFont,
} from '../constants';
import { getFileExtension } from './fileTypes';

/**
 * spec 000 §5: only Times New Roman, Arial or Georgia are kept; any other font falls back to Arial.
 * The match ignores case and surrounding spaces and returns the canonical name.
 */
export function resolveReportFont(family: string | null | undefined): ReportFont {
  const wanted = (family ?? '').trim().toLowerCase();
  return REPORT_KEPT_FONTS.find((font) => font.toLowerCase() === wanted) ?? REPORT_FALLBACK_FONT;
}

/** Page-number settings of a report (spec 000 §3). */
export interface ReportPageNumbers {
  position: string;
  format: string;
}

/** spec 000 §5: page numbers default to the right, format 'PageXofY'; blank values take the default. */
export function resolveReportPageNumbers(settings?: Partial<ReportPageNumbers> | null): ReportPageNumbers {
  const pick = (value: string | undefined, fallback: string) =>
    value && value.trim() !== '' ? value : fallback;
  return {
    position: pick(settings?.position, REPORT_PAGE_NUMBER_DEFAULTS.position),
    format: pick(settings?.format, REPORT_PAGE_NUMBER_DEFAULTS.format),
  };
}

/**
 * spec 000 §5: header and footer images must be image files. We accept the types a PDF can embed
 * as they are (JPEG and PNG), which is what the report renderer (pdfmake) supports.
 */
export const REPORT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** spec 000 §5: whether a header or footer image path names an image file. */
export function isReportImageFile(path: string): boolean {
  return (REPORT_IMAGE_EXTENSIONS as readonly string[]).includes(getFileExtension(path));
}

/**
 * The largest header or footer image a report request carries, in bytes (decided: the spec's image
 * `path` names no upload call, so the image travels in the request as a data URL; docs/decisions.md
 * "Report header and footer images").
 */
export const REPORT_IMAGE_MAX_BYTES = 512 * 1024;

/** The image types a report embeds, as data URL media types. */
const REPORT_IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * A header or footer image given as a data URL (`data:image/png;base64,...`): its media type and
 * bytes (base64), or null when it is not a JPEG or PNG data URL of at most REPORT_IMAGE_MAX_BYTES.
 */
export function parseReportImage(path: string): { mediaType: string; base64: string } | null {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(path);
  if (!match) return null;
  const [, mediaType = '', base64 = ''] = match;
  if (!(REPORT_IMAGE_MEDIA_TYPES as readonly string[]).includes(mediaType)) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = Math.floor((base64.length * 3) / 4) - padding;
  return bytes <= REPORT_IMAGE_MAX_BYTES ? { mediaType, base64 } : null;
}

/** spec 000 §9: a template number is 1 to 12; anything else is template 1. */
export function resolveReportTemplate(template: number | null | undefined): number {
  return Number.isInteger(template) &&
    (template as number) >= 1 &&
    (template as number) <= REPORT_TEMPLATE_COUNT
    ? (template as number)
    : 1;
}
