// The PDF report's document (spec 000 §3 "PDF report request", §5 fonts and page numbers, §9 the 12
// templates), as a pdfmake document definition: plain data, no pdfmake import, no DOM. The server
// renders it with pdfmake in Node; the report dialog renders the same definition in the browser for
// its instant preview, so what the preview shows is what the report is.
//
// Names and metadata are data: every value goes into a `text` node, which pdfmake writes as text
// (it reads no markup in a string). Every value is bounded (REPORT_TEXT_LIMIT, keywords, fields per
// file), and a file's data is cut to the room its template gives it, so each page holds exactly
// `filesPerPage` files and the page count is known in advance (templates.ts).
import { REPORT_FIELD_GROUPS } from '../constants';
import { formatFileSize } from '../domain/format';
import { resolveReportFont, resolveReportPageNumbers } from '../domain/report';
import {
  filesPerPage,
  REPORT_FONT_SIZES,
  REPORT_GUTTER,
  REPORT_PAGE_MARGINS,
  type ReportTemplate,
  reportContentBox,
  reportPageBox,
  reportPictureBox,
  reportTemplate,
} from './templates';

/** A selectable field group (spec 000 §3). */
export type ReportFieldGroup = (typeof REPORT_FIELD_GROUPS)[number];

/** The fields each group prints, in order. */
export const REPORT_GROUP_FIELDS = {
  title: ['title'],
  iptcContent: ['headline', 'subject', 'description', 'keywords'],
  image: ['dimensions', 'dateTaken'],
  contactAndStatus: ['author', 'credit', 'copyright', 'location', 'workflowStatus'],
  fileInfo: ['fileName', 'fileType', 'fileSize', 'folder', 'addedAt'],
  exif: ['camera', 'lens', 'exposure', 'aperture', 'iso', 'focalLength'],
} as const satisfies Record<ReportFieldGroup, readonly string[]>;

/** A field a report can print. */
export type ReportField = (typeof REPORT_GROUP_FIELDS)[ReportFieldGroup][number];

/** The groups a report prints when its request names none (as the default report). */
export const REPORT_DEFAULT_GROUPS: readonly ReportFieldGroup[] = ['title', 'iptcContent', 'fileInfo'];

/** One file as a report prints it (what the server reads from its database, the mocks from theirs). */
export interface ReportFile {
  id: number;
  fileName: string;
  /** Lower case, without the dot. */
  extension: string;
  fileSize: number;
  /** The folder's name. */
  folder: string;
  /** When it was added to the library (ISO). */
  addedAt: string;
  title: string;
  headline: string;
  subject: string;
  description: string;
  keywords: readonly string[];
  author: string;
  credit: string;
  copyright: string;
  /** City, state, country joined (empty parts left out). */
  location: string;
  /** The workflow status's name, or ''. */
  workflowStatus: string;
  width: number | null;
  height: number | null;
  /** Date taken as the camera wrote it ('YYYY-MM-DDTHH:mm:ss'), or null. */
  dateTaken: string | null;
  camera: string;
  lens: string;
  exposure: string;
  aperture: string;
  iso: string;
  focalLength: string;
  /** The custom fields the request names (spec 000 §3 customIds), with their values. */
  custom: readonly { label: string; value: string }[];
  /** Key of the file's picture in the document's `images`, or null (no picture: a placeholder). */
  picture: string | null;
}

/** The words a report prints: field labels and page numbers, in the reader's language. */
export interface ReportLabels {
  fields: Record<ReportField, string>;
  /** Page number texts by format; {x} the page, {y} the page count. */
  pageNumbers: Record<ReportPageNumberFormat, string>;
  /** In place of a picture the file does not have. */
  noPicture: string;
  /** Thousands/decimal formatting of sizes (default String). */
  formatNumber?: (value: number) => string;
}

/** The page number formats (spec 000 §5 'PageXofY' is the default; the others are ours). */
export const REPORT_PAGE_NUMBER_FORMATS = ['PageXofY', 'PageX', 'XofY', 'X'] as const;
export type ReportPageNumberFormat = (typeof REPORT_PAGE_NUMBER_FORMATS)[number];
/** Page number positions (spec 000 §3; right is the default, §5). */
export const REPORT_PAGE_NUMBER_POSITIONS = ['left', 'center', 'right'] as const;
export type ReportPageNumberPosition = (typeof REPORT_PAGE_NUMBER_POSITIONS)[number];

/** The longest value printed (characters); longer ones end in an ellipsis. */
export const REPORT_TEXT_LIMIT = 600;
/** Keywords printed per file at most. */
export const REPORT_KEYWORD_LIMIT = 40;
/** Custom fields printed per file at most. */
export const REPORT_CUSTOM_FIELD_LIMIT = 20;

/** The part of a PDF report request (openapi.yml PdfRequest) the document reads. */
export interface ReportRequest {
  settings?: {
    template?: number | null;
    font?: { family?: string | null } | null;
    titleBlock?: { infoSpecification?: readonly string[] | null } | null;
    pageNumbers?: { position?: string | null; format?: string | null } | null;
  } | null;
}

/** A report request with every default applied and every unknown value replaced (spec 000 §5). */
export interface ResolvedReportRequest {
  template: ReportTemplate;
  font: ReturnType<typeof resolveReportFont>;
  groups: readonly ReportFieldGroup[];
  pageNumbers: { position: ReportPageNumberPosition; format: ReportPageNumberFormat };
}

export function resolveReportRequest(request: ReportRequest | null | undefined): ResolvedReportRequest {
  const settings = request?.settings ?? {};
  const numbers = resolveReportPageNumbers({
    position: settings.pageNumbers?.position ?? undefined,
    format: settings.pageNumbers?.format ?? undefined,
  });
  const asked = settings.titleBlock?.infoSpecification;
  const groups = asked
    ? REPORT_FIELD_GROUPS.filter((group) => asked.includes(group))
    : [...REPORT_DEFAULT_GROUPS];
  return {
    template: reportTemplate(settings.template),
    font: resolveReportFont(settings.font?.family),
    groups,
    pageNumbers: {
      position: oneOf(REPORT_PAGE_NUMBER_POSITIONS, numbers.position, 'right'),
      format: oneOf(REPORT_PAGE_NUMBER_FORMATS, numbers.format, 'PageXofY'),
    },
  };
}

/** What {@link buildReportDocument} needs besides the request. */
export interface ReportDocumentInput {
  request?: ReportRequest | null;
  /** The files, in report order; the caller bounds how many (spec: up to 5,000). */
  files: readonly ReportFile[];
  labels: ReportLabels;
  /** Keys of the header and footer images in `images` (spec 000 §3), or null. */
  headerImage?: string | null;
  footerImage?: string | null;
  /** The document's title in its properties (not printed). */
  title?: string;
  /**
   * For a report made in parts: the number of the first page this part holds (1-based) and the
   * whole report's page count, so page numbers run across the parts. Default: the part is the report.
   */
  firstPage?: number;
  pageCount?: number;
}

/** A pdfmake content node (kept loose: core does not import pdfmake's types). */
export type ReportNode = Record<string, unknown>;

/** A pdfmake document definition; the renderer adds `images` (key → bytes or data URL). */
export interface ReportDocument {
  info: { title: string; creator: string; producer: string };
  pageSize: 'A4';
  pageOrientation: 'portrait' | 'landscape';
  pageMargins: [number, number, number, number];
  defaultStyle: { font: string; fontSize: number };
  header: (currentPage: number, pageCount: number) => ReportNode | null;
  footer: (currentPage: number, pageCount: number) => ReportNode;
  content: ReportNode[];
  images?: Record<string, unknown>;
}

/** The report's document definition (see the top of this file). */
export function buildReportDocument(input: ReportDocumentInput): ReportDocument {
  const resolved = resolveReportRequest(input.request);
  const { template } = resolved;
  const perPage = filesPerPage(template);
  const pages: ReportNode[] = [];
  for (let start = 0; start < input.files.length || start === 0; start += perPage) {
    const files = input.files.slice(start, start + perPage);
    const page = pageContent(files, resolved, input.labels);
    pages.push(start === 0 ? page : { ...page, pageBreak: 'before' });
    if (input.files.length === 0) break;
  }
  const offset = (input.firstPage ?? 1) - 1;
  const [left, , right] = REPORT_PAGE_MARGINS;
  const width = reportPageBox(template).width - left - right;
  return {
    info: { title: input.title ?? 'Report', creator: 'Vitrine', producer: 'Vitrine' },
    pageSize: 'A4',
    pageOrientation: template.orientation,
    pageMargins: [...REPORT_PAGE_MARGINS],
    defaultStyle: { font: resolved.font, fontSize: REPORT_FONT_SIZES.field },
    header: () =>
      input.headerImage
        ? { image: input.headerImage, fit: [width, 40], alignment: 'center', margin: [left, 14, right, 0] }
        : null,
    footer: (currentPage, pageCount) => {
      const number = pageNumberText(
        input.labels,
        resolved.pageNumbers.format,
        currentPage + offset,
        input.pageCount ?? pageCount,
      );
      const numberNode = {
        text: number,
        alignment: resolved.pageNumbers.position,
        fontSize: REPORT_FONT_SIZES.footer,
        margin: [0, 12, 0, 0],
      };
      return {
        margin: [left, 8, right, 0],
        columns: input.footerImage
          ? [
              { image: input.footerImage, fit: [width / 3, 30], width: width / 3 },
              { ...numberNode, width: '*' },
            ]
          : [{ ...numberNode, width: '*' }],
      };
    },
    content: pages,
  };
}

/** The page number text of a format (spec 000 §5). */
export function pageNumberText(
  labels: ReportLabels,
  format: ReportPageNumberFormat,
  page: number,
  count: number,
): string {
  return labels.pageNumbers[format].replace('{x}', String(page)).replace('{y}', String(count));
}

function pageContent(
  files: readonly ReportFile[],
  resolved: ResolvedReportRequest,
  labels: ReportLabels,
): ReportNode {
  const { template } = resolved;
  switch (template.layout) {
    case 'grid':
      return gridPage(files, resolved, labels);
    case 'single':
    case 'list':
      return rowsPage(files, resolved, labels);
    case 'table':
      return tablePage(files, labels);
  }
}

/** A contact sheet page: `rows` rows of `columns` cells, each a picture and its caption. */
function gridPage(
  files: readonly ReportFile[],
  resolved: ResolvedReportRequest,
  labels: ReportLabels,
): ReportNode {
  const { template } = resolved;
  const box = reportPictureBox(template) as { width: number; height: number };
  const rows: ReportNode[] = [];
  for (let row = 0; row < template.rows; row += 1) {
    const cells = files.slice(row * template.columns, (row + 1) * template.columns);
    if (cells.length === 0) break;
    const columns: ReportNode[] = [];
    for (let column = 0; column < template.columns; column += 1) {
      const file = cells[column];
      columns.push(
        file
          ? { width: box.width, stack: [picture(file, box, labels), ...caption(file, template, box.width)] }
          : { width: box.width, text: '' },
      );
    }
    rows.push({
      columns,
      columnGap: REPORT_GUTTER,
      margin: [0, 0, 0, row < template.rows - 1 ? REPORT_GUTTER : 0],
    });
  }
  return { stack: rows };
}

/** One or two files per page (`single`), or one row per file (`list`): picture, and data beside. */
function rowsPage(
  files: readonly ReportFile[],
  resolved: ResolvedReportRequest,
  labels: ReportLabels,
): ReportNode {
  const { template } = resolved;
  const content = reportContentBox(template);
  const box = reportPictureBox(template) as { width: number; height: number };
  const rowHeight = (content.height - REPORT_GUTTER * (template.rows - 1)) / template.rows;
  const stacked = template.layout === 'single' && template.rows === 1 && template.orientation === 'portrait';
  const rows = files.map((file, index) => {
    const margin = [0, 0, 0, index < files.length - 1 ? REPORT_GUTTER : 0];
    if (stacked) {
      const dataHeight = rowHeight - box.height - REPORT_GUTTER;
      return {
        margin,
        stack: [
          picture(file, box, labels),
          {
            margin: [0, REPORT_GUTTER, 0, 0],
            ...dataTable(file, resolved, labels, content.width, dataHeight),
          },
        ],
      };
    }
    const dataWidth = content.width - box.width - REPORT_GUTTER;
    const data =
      template.caption === 'fields'
        ? dataTable(file, resolved, labels, dataWidth, rowHeight)
        : { stack: caption(file, template, dataWidth) };
    return {
      margin,
      columns: [
        { width: box.width, ...picture(file, box, labels) },
        { width: dataWidth, ...data },
      ],
      columnGap: REPORT_GUTTER,
    };
  });
  return { stack: rows };
}

/** A page of the text-only template: one table row per file. */
function tablePage(files: readonly ReportFile[], labels: ReportLabels): ReportNode {
  const size = REPORT_FONT_SIZES.table;
  const head = (['fileName', 'title', 'fileType', 'fileSize', 'addedAt'] as const).map((field) => ({
    text: labels.fields[field],
    bold: true,
    fontSize: size,
  }));
  const cell = (value: string, chars: number) => ({ text: clip(value, chars), fontSize: size });
  return {
    table: {
      headerRows: 1,
      widths: ['30%', '34%', '10%', '12%', '14%'],
      body: [
        head,
        ...files.map((file) => [
          cell(file.fileName, 40),
          cell(file.title, 46),
          cell(file.extension.toUpperCase(), 8),
          cell(formatFileSize(file.fileSize, labels.formatNumber), 12),
          cell(datePart(file.addedAt), 10),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function picture(file: ReportFile, box: { width: number; height: number }, labels: ReportLabels): ReportNode {
  if (file.picture) return { image: file.picture, fit: [box.width, box.height], alignment: 'center' };
  // No picture: a box of the same size with a word, so the page keeps its shape.
  return {
    table: {
      widths: [box.width - 8],
      heights: [box.height - 8],
      body: [
        [
          {
            text: labels.noPicture,
            alignment: 'center',
            color: '#6b7280',
            fontSize: REPORT_FONT_SIZES.caption,
          },
        ],
      ],
    },
    layout: { hLineColor: () => '#d1d5db', vLineColor: () => '#d1d5db' },
  };
}

/** A grid cell's (or a brief list row's) caption, cut to the lines its template gives it. */
function caption(file: ReportFile, template: ReportTemplate, width: number): ReportNode[] {
  const chars = charsPerLine(width, REPORT_FONT_SIZES.caption);
  const line = (text: string, extra: ReportNode = {}) => ({
    text: clip(text, chars),
    fontSize: REPORT_FONT_SIZES.caption,
    margin: [0, 2, 0, 0],
    ...extra,
  });
  const lines = [line(file.fileName, { bold: true })];
  if (template.caption === 'brief') {
    lines.push(line(file.title));
    lines.push(line(keywords(file).join(', '), { color: '#4b5563' }));
  }
  return lines;
}

/**
 * The selected groups' fields of a file, as a two-column table of label and value, holding only
 * the lines that fit in `height` points: a value that does not fit whole is cut, and the fields
 * after it are left out.
 */
function dataTable(
  file: ReportFile,
  resolved: ResolvedReportRequest,
  labels: ReportLabels,
  width: number,
  height: number,
): ReportNode {
  const size = REPORT_FONT_SIZES.field;
  const lineHeight = size * 1.3;
  const labelWidth = Math.min(110, width * 0.32);
  const valueChars = charsPerLine(width - labelWidth - 8, size);
  let linesLeft = Math.floor(height / lineHeight);
  const body: ReportNode[][] = [];
  for (const [label, value] of fieldRows(file, resolved.groups, labels)) {
    if (linesLeft <= 0) break;
    const wanted = Math.max(1, Math.ceil(value.length / valueChars));
    const lines = Math.min(wanted, linesLeft);
    body.push([
      { text: label, fontSize: REPORT_FONT_SIZES.label, color: '#4b5563' },
      { text: clip(value, lines * valueChars), fontSize: size },
    ]);
    linesLeft -= lines;
  }
  if (body.length === 0) return { text: '' };
  return {
    table: { widths: [labelWidth, '*'], body },
    layout: 'noBorders',
  };
}

/** [label, value] of every non-empty field of the groups, then the custom fields. */
function fieldRows(
  file: ReportFile,
  groups: readonly ReportFieldGroup[],
  labels: ReportLabels,
): [string, string][] {
  const rows: [string, string][] = [];
  for (const group of groups) {
    for (const field of REPORT_GROUP_FIELDS[group]) {
      const value = fieldValue(file, field, labels);
      if (value !== '') rows.push([labels.fields[field], clip(value, REPORT_TEXT_LIMIT)]);
    }
  }
  for (const custom of file.custom.slice(0, REPORT_CUSTOM_FIELD_LIMIT)) {
    if (custom.value !== '') rows.push([clip(custom.label, 60), clip(custom.value, REPORT_TEXT_LIMIT)]);
  }
  return rows;
}

/** A field's printed value ('' when the file has none). */
export function fieldValue(file: ReportFile, field: ReportField, labels: ReportLabels): string {
  switch (field) {
    case 'keywords':
      return keywords(file).join(', ');
    case 'dimensions':
      return file.width && file.height ? `${file.width} × ${file.height}` : '';
    case 'dateTaken':
      return file.dateTaken ? file.dateTaken.replace('T', ' ').slice(0, 16) : '';
    case 'fileType':
      return file.extension.toUpperCase();
    case 'fileSize':
      return formatFileSize(file.fileSize, labels.formatNumber);
    case 'addedAt':
      return datePart(file.addedAt);
    default:
      return file[field];
  }
}

function keywords(file: ReportFile): readonly string[] {
  return file.keywords.slice(0, REPORT_KEYWORD_LIMIT);
}

/** yyyy-mm-dd (spec 000 §9) of an ISO date-time. */
function datePart(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

/** Characters of a line of `width` points at `size` points (a generous average glyph width). */
function charsPerLine(width: number, size: number): number {
  return Math.max(4, Math.floor(width / (size * 0.56)));
}

/** `text` cut to `chars` characters, ending in an ellipsis when cut (never a split surrogate pair). */
export function clip(text: string, chars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = Array.from(flat);
  if (points.length <= chars) return flat;
  return `${points
    .slice(0, Math.max(0, chars - 1))
    .join('')
    .trimEnd()}…`;
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The default report (spec 000 §7 "defaultPdf"; §5 page numbers right, 'PageXofY', font Arial): what a
 * person who saved no settings of their own starts from.
 */
export const REPORT_DEFAULT_REQUEST = {
  settings: {
    template: 1,
    font: { family: 'Arial' },
    titleBlock: { infoSpecification: [...REPORT_DEFAULT_GROUPS], customIds: [] as number[] },
    pageNumbers: { position: 'right', format: 'PageXofY' },
  },
  headerImage: null,
  footerImage: null,
  customIds: [] as number[],
};
