// The report dialog's rules, with no React and no DOM (STYLE habit 1): the dialog's settings and
// the PDF request they make (spec 000 §3 "PDF report request"), the settings read back from a saved
// request, a file as the report prints it from the detail the viewer reads, each template's
// thumbnail drawn from its geometry (spec 000 §9), the download's name from Content-Disposition.
import type { components } from '@vitrine/api-client';
import { parseReportImage, REPORT_FIELD_GROUPS, REPORT_FONTS, resolveReportFont } from '@vitrine/core';
import {
  filesPerPage,
  REPORT_PAGE_MARGINS,
  REPORT_PAGE_NUMBER_FORMATS,
  REPORT_PAGE_NUMBER_POSITIONS,
  type ReportFieldGroup,
  type ReportFile,
  type ReportPageNumberFormat,
  type ReportPageNumberPosition,
  type ReportTemplate,
  reportContentBox,
  reportPageBox,
  reportPictureBox,
  resolveReportRequest,
} from '@vitrine/core/report';

type Schemas = components['schemas'];
/** A PDF report request as the API carries it (openapi.yml PdfRequest). */
export type PdfRequest = Schemas['PdfRequest'];
/** A custom metadata field the report may print (GET /api/reports/default customData). */
export type ReportCustomField = Schemas['CustomMetadataDefinition'];
/** What the viewer reads of a file (GET /api/images/{id}). */
export type ReportImageDetail = Schemas['ImageDetail'];

/** A font the dialog offers (spec 000 §9). */
export type OfferedReportFont = (typeof REPORT_FONTS)[number];

/** What the dialog lets a person choose. */
export interface ReportSettings {
  /** 1 to 12 (spec 000 §9). */
  template: number;
  /** The font chosen among the offered ones (what prints is {@link printedFont}). */
  font: OfferedReportFont;
  groups: readonly ReportFieldGroup[];
  /** Custom metadata definitions printed with the files (spec 000 §3 customIds). */
  customIds: readonly number[];
  pageNumberPosition: ReportPageNumberPosition;
  pageNumberFormat: ReportPageNumberFormat;
  /** Header and footer images as JPEG or PNG data URLs (core parseReportImage), or null. */
  headerImage: string | null;
  footerImage: string | null;
}

/** The font a chosen one prints as: itself when kept, else Arial (spec 000 §5). */
export function printedFont(font: string): ReturnType<typeof resolveReportFont> {
  return resolveReportFont(font);
}

/** Whether an offered font prints as Arial instead of itself (spec 000 §5). */
export function printsAsArial(font: string): boolean {
  return printedFont(font) !== font;
}

/**
 * The dialog's settings from a saved request (the person's custom one, else the default): every
 * value resolved as the report resolves it, the font kept as offered when it is one of the offered.
 */
export function settingsFromRequest(request: PdfRequest | null | undefined): ReportSettings {
  const resolved = resolveReportRequest(request);
  const family = request?.settings?.font?.family ?? resolved.font;
  const font = (REPORT_FONTS as readonly string[]).includes(family)
    ? (family as OfferedReportFont)
    : resolved.font;
  const customIds = request?.settings?.titleBlock?.customIds ?? request?.customIds ?? [];
  return {
    template: resolved.template.id,
    font,
    groups: resolved.groups,
    customIds: [...new Set(customIds.filter((id) => Number.isInteger(id)))],
    pageNumberPosition: resolved.pageNumbers.position,
    pageNumberFormat: resolved.pageNumbers.format,
    headerImage: request?.headerImage?.path ?? null,
    footerImage: request?.footerImage?.path ?? null,
  };
}

/**
 * The PDF request of the settings (spec 000 §3). The font sent is the kept one it prints as (spec
 * 000 §5: "only Times New Roman, Arial, Georgia kept, any other Arial"), so the request says what
 * the report holds. Groups keep the spec's order.
 */
export function requestFromSettings(settings: ReportSettings): PdfRequest {
  const customIds = [...settings.customIds];
  return {
    settings: {
      template: settings.template,
      font: { family: printedFont(settings.font) },
      titleBlock: {
        infoSpecification: REPORT_FIELD_GROUPS.filter((group) => settings.groups.includes(group)),
        customIds,
      },
      pageNumbers: { position: settings.pageNumberPosition, format: settings.pageNumberFormat },
    },
    headerImage: settings.headerImage ? { path: settings.headerImage } : null,
    footerImage: settings.footerImage ? { path: settings.footerImage } : null,
    customIds,
  };
}

/**
 * Whether a header or footer image's data URL holds what it says (spec 000 §5 "must be an image
 * file"): a JPEG or PNG data URL of at most 512 KB (core parseReportImage) whose bytes start as a
 * JPEG or PNG does, so a text file named logo.png is refused before it travels.
 */
export function isReportImage(dataUrl: string): boolean {
  const parsed = parseReportImage(dataUrl);
  if (!parsed) return false;
  // The base64 of the signatures: PNG \x89PNG\r\n\x1a\n, JPEG \xff\xd8\xff.
  return parsed.mediaType === 'image/png'
    ? parsed.base64.startsWith('iVBORw0KGgo')
    : parsed.base64.startsWith('/9j/');
}

/** The page number positions and formats, in the order the dialog lists them. */
export const PAGE_NUMBER_POSITIONS = REPORT_PAGE_NUMBER_POSITIONS;
export const PAGE_NUMBER_FORMATS = REPORT_PAGE_NUMBER_FORMATS;

/** The files the preview prints: those of the report's first page. */
export function previewFileIds(fileIds: readonly number[], template: ReportTemplate): number[] {
  return [...new Set(fileIds)].slice(0, filesPerPage(template));
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The last segment of a folder's path ('/Clients/Acme' → 'Acme'), as the server prints it. */
function folderName(path: string | undefined): string {
  const parts = (path ?? '').split('/').filter((part) => part !== '');
  return parts[parts.length - 1] ?? '';
}

/**
 * A file as the report prints it, from what the viewer reads of it (GET /api/images/{id}): the same
 * fields the server reads from its database (packages/server/src/reports/report.ts), custom fields
 * among `customIds` with their definitions' labels (double underscores print as spaces, spec 000 §3).
 */
export function reportFileOf(
  detail: ReportImageDetail,
  customFields: readonly ReportCustomField[],
  customIds: readonly number[],
  picture: string | null,
): ReportFile {
  const iptc = (detail.imageIPTC ?? {}) as Record<string, unknown>;
  const info = (detail.imageInfo ?? {}) as Record<string, unknown>;
  const attributes = detail.imageAttributes ?? {};
  const labels = new Map(customFields.map((field) => [field.id, field.label.replace(/__/g, ' ')]));
  const values = new Map(
    (detail.imageCustomMetadatas ?? []).map((value) => [value.definitionId, value.value]),
  );
  const custom = customFields
    .filter((field) => customIds.includes(field.id) && !field.isRecognitionLabel)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .flatMap((field) => {
      const value = values.get(field.id);
      return value ? [{ label: labels.get(field.id) ?? '', value }] : [];
    });
  const width = typeof info.width === 'number' ? info.width : null;
  const height = typeof info.height === 'number' ? info.height : null;
  return {
    id: detail.id,
    fileName: detail.fileName,
    extension: detail.extension.toLowerCase(),
    fileSize: detail.fileSize ?? 0,
    folder: folderName(detail.folder?.shortPath),
    addedAt: detail.imageLog?.addedToDBGallery ?? '',
    title: attributes.title ?? '',
    headline: text(iptc.headline),
    subject: attributes.subject ?? '',
    description: attributes.description ?? '',
    keywords: detail.keywords ?? [],
    author: attributes.author ?? '',
    credit: text(iptc.credit),
    copyright: text(iptc.copyright),
    location: detail.imageLocation ?? '',
    workflowStatus: detail.workflowStatus?.name ?? detail.imageWorkflowStatuses?.[0]?.name ?? '',
    width: width && height ? width : null,
    height: width && height ? height : null,
    dateTaken: text(iptc.DateCreated) || null,
    camera: [text(info.Make), text(info.Model)].filter(Boolean).join(' '),
    lens: text(info.LensModel),
    exposure: text(info.ExposureTime),
    aperture: text(info.FNumber),
    iso: text(info.ISO) || text(info.ISOSpeedRatings),
    focalLength: text(info.FocalLength),
    custom,
    picture,
  };
}

/** A rectangle of a template's thumbnail, in the page's points. */
export interface ThumbnailRect {
  x: number;
  y: number;
  width: number;
  height: number;
  kind: 'picture' | 'text';
}

/** A template's thumbnail: the page's size and the boxes drawn on it (spec 000 §9's 12 templates). */
export interface TemplateThumbnail {
  width: number;
  height: number;
  rects: ThumbnailRect[];
}

/**
 * The boxes of a template's page, from REPORT_TEMPLATES' geometry (the same numbers the report
 * lays its pages out with): pictures where the files' pictures go, text where their data goes.
 */
export function templateThumbnail(template: ReportTemplate): TemplateThumbnail {
  const page = reportPageBox(template);
  const content = reportContentBox(template);
  const [left, top] = REPORT_PAGE_MARGINS;
  const box = reportPictureBox(template);
  const gutter = 10;
  const rects: ThumbnailRect[] = [];
  const cellWidth = (content.width - gutter * (template.columns - 1)) / template.columns;
  const cellHeight = (content.height - gutter * (template.rows - 1)) / template.rows;
  for (let row = 0; row < template.rows; row += 1) {
    for (let column = 0; column < template.columns; column += 1) {
      const x = left + column * (cellWidth + gutter);
      const y = top + row * (cellHeight + gutter);
      if (!box) {
        rects.push({ x, y: y + cellHeight * 0.25, width: cellWidth, height: cellHeight * 0.5, kind: 'text' });
        continue;
      }
      const stacked = template.layout === 'grid' || (template.layout === 'single' && box.width >= cellWidth);
      if (stacked) {
        rects.push({ x, y, width: box.width, height: box.height, kind: 'picture' });
        const textHeight = Math.max(4, cellHeight - box.height - 4);
        rects.push({
          x,
          y: y + box.height + 4,
          width: box.width * 0.8,
          height: Math.min(textHeight, 24),
          kind: 'text',
        });
      } else {
        rects.push({ x, y, width: box.width, height: box.height, kind: 'picture' });
        rects.push({
          x: x + box.width + gutter,
          y,
          width: cellWidth - box.width - gutter,
          height: Math.min(box.height, cellHeight) * 0.6,
          kind: 'text',
        });
      }
    }
  }
  return { width: page.width, height: page.height, rects };
}

/**
 * The file name a download is saved with, from its Content-Disposition (`filename*=UTF-8''…` first,
 * then `filename="…"`); `fallback` when there is none. Path separators and control characters are
 * dropped, so a name is only ever a name.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  const value = header ?? '';
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(value);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(value);
    name = (plain?.[2] ?? plain?.[1])?.trim();
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped.
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}
