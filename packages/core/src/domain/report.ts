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

/** spec 000 §9: a template number is 1 to 12; anything else is template 1. */
export function resolveReportTemplate(template: number | null | undefined): number {
  return Number.isInteger(template) &&
    (template as number) >= 1 &&
    (template as number) <= REPORT_TEMPLATE_COUNT
    ? (template as number)
    : 1;
}
