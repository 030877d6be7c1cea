// The 12 page templates of the PDF report (spec 000 §9 "Report: 12 page templates"; what each
// looks like is ours: docs/decisions.md "The PDF report's 12 templates"). A template is a fixed
// arrangement of files on a page, so a report's page count is known before it is made
// (`reportPageCount`): the server can number pages and show progress while it streams pages, and the
// dialog's preview can say how long the report will be.
import { REPORT_TEMPLATE_COUNT } from '../constants';

/** How a template places files on its pages. */
export type ReportLayout =
  /** A contact sheet: pictures in a grid, a caption under each. */
  | 'grid'
  /** One or two files per page: a large picture with its data beside or under it. */
  | 'single'
  /** One row per file: a small picture, its data to the right. */
  | 'list'
  /** A table of text, no pictures. */
  | 'table';

/** What is written with each file. */
export type ReportCaption =
  /** The file name. */
  | 'name'
  /** The file name, the title and the keywords. */
  | 'brief'
  /** Every field of the field groups the report selects (spec 000 §3), and its custom fields. */
  | 'fields';

export interface ReportTemplate {
  /** 1 to 12 (spec 000 §9). */
  readonly id: number;
  readonly layout: ReportLayout;
  readonly orientation: 'portrait' | 'landscape';
  /** Files across a page. */
  readonly columns: number;
  /** Files down a page. */
  readonly rows: number;
  readonly caption: ReportCaption;
}

/** The templates, by id order (id 1 is the default, spec 000 §9 "anything else is template 1"). */
export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  { id: 1, layout: 'grid', orientation: 'portrait', columns: 2, rows: 3, caption: 'brief' },
  { id: 2, layout: 'grid', orientation: 'portrait', columns: 3, rows: 4, caption: 'name' },
  { id: 3, layout: 'grid', orientation: 'portrait', columns: 4, rows: 5, caption: 'name' },
  { id: 4, layout: 'grid', orientation: 'portrait', columns: 5, rows: 7, caption: 'name' },
  { id: 5, layout: 'grid', orientation: 'landscape', columns: 3, rows: 2, caption: 'brief' },
  { id: 6, layout: 'grid', orientation: 'landscape', columns: 4, rows: 3, caption: 'name' },
  { id: 7, layout: 'single', orientation: 'portrait', columns: 1, rows: 1, caption: 'fields' },
  { id: 8, layout: 'single', orientation: 'landscape', columns: 1, rows: 1, caption: 'fields' },
  { id: 9, layout: 'single', orientation: 'portrait', columns: 1, rows: 2, caption: 'fields' },
  { id: 10, layout: 'list', orientation: 'portrait', columns: 1, rows: 5, caption: 'fields' },
  { id: 11, layout: 'list', orientation: 'portrait', columns: 1, rows: 10, caption: 'brief' },
  { id: 12, layout: 'table', orientation: 'portrait', columns: 1, rows: 30, caption: 'brief' },
];

if (REPORT_TEMPLATES.length !== REPORT_TEMPLATE_COUNT) {
  throw new Error('REPORT_TEMPLATES must hold one template per spec 000 §9 template');
}

/** The template with this id; template 1 for anything else (spec 000 §9). */
export function reportTemplate(id: number | null | undefined): ReportTemplate {
  return REPORT_TEMPLATES.find((template) => template.id === id) ?? (REPORT_TEMPLATES[0] as ReportTemplate);
}

/** Files on one page of a template. */
export function filesPerPage(template: ReportTemplate): number {
  return template.columns * template.rows;
}

/** The pages a report of `fileCount` files takes with a template (at least one). */
export function reportPageCount(template: ReportTemplate, fileCount: number): number {
  return Math.max(1, Math.ceil(fileCount / filesPerPage(template)));
}

/** A4 in PDF points (1/72 inch), as pdfmake's 'A4'. */
export const REPORT_PAGE_SIZE = { width: 595.28, height: 841.89 } as const;
/** Page margins in points: left, top, right, bottom (room for the header and footer). */
export const REPORT_PAGE_MARGINS = [36, 64, 36, 56] as const;

/** The page's width and height in points for a template's orientation. */
export function reportPageBox(template: ReportTemplate): { width: number; height: number } {
  const { width, height } = REPORT_PAGE_SIZE;
  return template.orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** The content area of a page (inside the margins), in points. */
export function reportContentBox(template: ReportTemplate): { width: number; height: number } {
  const page = reportPageBox(template);
  const [left, top, right, bottom] = REPORT_PAGE_MARGINS;
  return { width: page.width - left - right, height: page.height - top - bottom };
}

/** Points of height under a grid picture for its caption: one line for a name, three for brief. */
const CAPTION_LINES: Record<ReportCaption, number> = { name: 1, brief: 3, fields: 0 };
/** Caption font size in points per layout. */
export const REPORT_FONT_SIZES = { caption: 8, field: 9, label: 8, table: 8, footer: 8 } as const;
/** Points between cells. */
export const REPORT_GUTTER = 10;

/**
 * The box, in points, a template gives each file's picture (none for the table). The server sizes
 * the pictures it embeds to it (at REPORT_IMAGE_DPI), so a contact sheet of 5,000 files carries
 * small pictures, not originals.
 */
export function reportPictureBox(template: ReportTemplate): { width: number; height: number } | null {
  const content = reportContentBox(template);
  const lineHeight = REPORT_FONT_SIZES.caption * 1.25;
  switch (template.layout) {
    case 'table':
      return null;
    case 'grid': {
      const cellWidth = (content.width - REPORT_GUTTER * (template.columns - 1)) / template.columns;
      const cellHeight = (content.height - REPORT_GUTTER * (template.rows - 1)) / template.rows;
      const captionHeight = CAPTION_LINES[template.caption] * lineHeight + 4;
      return { width: round(cellWidth), height: round(cellHeight - captionHeight) };
    }
    case 'single': {
      const rowHeight = (content.height - REPORT_GUTTER * (template.rows - 1)) / template.rows;
      // Portrait, one per page: the picture over the upper 55 %; otherwise beside the data (half the width).
      if (template.rows === 1 && template.orientation === 'portrait') {
        return { width: round(content.width), height: round(rowHeight * 0.55) };
      }
      return { width: round(content.width / 2 - REPORT_GUTTER), height: round(rowHeight) };
    }
    case 'list': {
      const rowHeight = (content.height - REPORT_GUTTER * (template.rows - 1)) / template.rows;
      return { width: round(rowHeight * 1.3), height: round(rowHeight) };
    }
  }
}

/** Pixels per inch of the pictures a report embeds: sharp on paper, small in the file. */
export const REPORT_IMAGE_DPI = 150;

/** The pixel box of a template's pictures (what the renderer resizes each picture to fit). */
export function reportPicturePixels(template: ReportTemplate): { width: number; height: number } | null {
  const box = reportPictureBox(template);
  if (!box) return null;
  const scale = REPORT_IMAGE_DPI / 72;
  return { width: Math.ceil(box.width * scale), height: Math.ceil(box.height * scale) };
}

function round(points: number): number {
  return Math.floor(points * 100) / 100;
}
