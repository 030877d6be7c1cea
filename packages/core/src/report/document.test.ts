// The PDF report's document (spec 000 §3, §5, §9): its pages, page numbers, fonts, field groups and
// bounds, as data (the server's tests read rendered PDFs back with pdftotext).
import { describe, expect, it } from 'vitest';
import { parseReportImage, REPORT_IMAGE_MAX_BYTES } from '../domain/report';
import {
  buildReportDocument,
  clip,
  pageNumberText,
  REPORT_KEYWORD_LIMIT,
  type ReportFile,
  resolveReportRequest,
} from './document';
import { REPORT_LABELS_DE, REPORT_LABELS_EN } from './labels';
import {
  filesPerPage,
  REPORT_TEMPLATES,
  reportPageCount,
  reportPictureBox,
  reportTemplate,
} from './templates';

const file = (id: number, change: Partial<ReportFile> = {}): ReportFile => ({
  id,
  fileName: `photo-${id}.jpg`,
  extension: 'jpg',
  fileSize: 123_456,
  folder: 'Marketing',
  addedAt: '2026-06-15T12:00:00.000Z',
  title: `Title ${id}`,
  headline: '',
  subject: '',
  description: '',
  keywords: ['harbour'],
  author: '',
  credit: '',
  copyright: '',
  location: '',
  workflowStatus: '',
  width: 800,
  height: 600,
  dateTaken: null,
  camera: '',
  lens: '',
  exposure: '',
  aperture: '',
  iso: '',
  focalLength: '',
  custom: [],
  picture: `p${id}`,
  ...change,
});

/** Every `text` string in a node tree. */
function texts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'text' && typeof value === 'string' ? [value] : texts(value),
  );
}

describe('report templates (spec 000 §9)', () => {
  it('are 12, numbered 1 to 12; anything else is template 1', () => {
    expect(REPORT_TEMPLATES.map((template) => template.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(reportTemplate(0).id).toBe(1);
    expect(reportTemplate(13).id).toBe(1);
    expect(reportTemplate(null).id).toBe(1);
  });

  it('give every picture a box inside the page, and the table none', () => {
    for (const template of REPORT_TEMPLATES) {
      const box = reportPictureBox(template);
      if (template.layout === 'table') expect(box).toBeNull();
      else {
        expect(box?.width).toBeGreaterThan(40);
        expect(box?.height).toBeGreaterThan(40);
      }
    }
  });

  it('know a report’s page count before it is made', () => {
    const grid = reportTemplate(3);
    expect(filesPerPage(grid)).toBe(20);
    expect(reportPageCount(grid, 0)).toBe(1);
    expect(reportPageCount(grid, 20)).toBe(1);
    expect(reportPageCount(grid, 21)).toBe(2);
    expect(reportPageCount(reportTemplate(7), 5000)).toBe(5000);
  });
});

describe('resolveReportRequest (spec 000 §5)', () => {
  it('keeps Times New Roman, Arial and Georgia and prints any other font in Arial', () => {
    expect(resolveReportRequest({ settings: { font: { family: 'Georgia' } } }).font).toBe('Georgia');
    expect(resolveReportRequest({ settings: { font: { family: 'Mansalva' } } }).font).toBe('Arial');
    expect(resolveReportRequest(null).font).toBe('Arial');
  });

  it('numbers pages on the right as PageXofY by default; unknown values take the default', () => {
    expect(resolveReportRequest({}).pageNumbers).toEqual({ position: 'right', format: 'PageXofY' });
    expect(
      resolveReportRequest({ settings: { pageNumbers: { position: 'middle', format: 'Roman' } } })
        .pageNumbers,
    ).toEqual({ position: 'right', format: 'PageXofY' });
  });

  it('prints the selected field groups in the spec’s order, and the default ones when none are named', () => {
    expect(
      resolveReportRequest({ settings: { titleBlock: { infoSpecification: ['exif', 'title', 'bogus'] } } })
        .groups,
    ).toEqual(['title', 'exif']);
    expect(resolveReportRequest({}).groups).toEqual(['title', 'iptcContent', 'fileInfo']);
  });
});

describe('buildReportDocument', () => {
  it('puts filesPerPage files on each page, a page break before every page but the first', () => {
    const doc = buildReportDocument({
      request: { settings: { template: 1 } },
      files: Array.from({ length: 13 }, (_, index) => file(index + 1)),
      labels: REPORT_LABELS_EN,
    });
    expect(doc.content).toHaveLength(3);
    expect(doc.content[0]?.pageBreak).toBeUndefined();
    expect(doc.content.slice(1).every((page) => page.pageBreak === 'before')).toBe(true);
    expect(doc.pageOrientation).toBe('portrait');
    expect(doc.defaultStyle.font).toBe('Arial');
  });

  it('writes names and metadata as text values, markup and all', () => {
    const hostile = '<script>alert(1)</script> {{x}}';
    const doc = buildReportDocument({
      request: { settings: { template: 7 } },
      files: [file(1, { title: hostile, fileName: '<b>name</b>.jpg' })],
      labels: REPORT_LABELS_EN,
    });
    const all = texts(doc.content);
    expect(all).toContain(hostile);
    expect(all).toContain('<b>name</b>.jpg');
  });

  it('bounds what it prints: keywords, and a long value cut with an ellipsis', () => {
    const keywords = Array.from({ length: 100 }, (_, index) => `k${index}`);
    const doc = buildReportDocument({
      request: { settings: { template: 7, titleBlock: { infoSpecification: ['iptcContent'] } } },
      files: [file(1, { keywords, description: 'word '.repeat(2000) })],
      labels: REPORT_LABELS_EN,
    });
    const all = texts(doc.content);
    const printedKeywords = all.find((text) => text.startsWith('k0, k1'));
    expect(printedKeywords?.split(', ')).toHaveLength(REPORT_KEYWORD_LIMIT);
    const description = all.find((text) => text.startsWith('word word'));
    expect(description?.endsWith('…')).toBe(true);
    expect(description?.length).toBeLessThan(700);
  });

  it('numbers pages in the chosen format and position, across the parts of a report made in parts', () => {
    const doc = buildReportDocument({
      request: { settings: { pageNumbers: { position: 'left', format: 'PageXofY' } } },
      files: [file(1)],
      labels: REPORT_LABELS_DE,
      firstPage: 11,
      pageCount: 40,
    });
    const footer = doc.footer(1, 1) as { columns: { text: string; alignment: string }[] };
    expect(footer.columns[0]).toMatchObject({ text: 'Seite 11 von 40', alignment: 'left' });
    expect(pageNumberText(REPORT_LABELS_EN, 'XofY', 2, 9)).toBe('2 / 9');
  });

  it('prints a placeholder for a file without a picture, and header and footer images by key', () => {
    const doc = buildReportDocument({
      files: [file(1, { picture: null })],
      labels: REPORT_LABELS_EN,
      headerImage: 'header',
      footerImage: 'footer',
    });
    expect(texts(doc.content)).toContain('No preview');
    expect(doc.header(1, 1)).toMatchObject({ image: 'header' });
    expect(JSON.stringify(doc.footer(1, 1))).toContain('"image":"footer"');
  });
});

describe('clip', () => {
  it('never splits a character made of two UTF-16 units', () => {
    expect(clip('😀😀😀', 2)).toBe('😀…');
    expect(clip('  short  ', 10)).toBe('short');
  });
});

describe('parseReportImage (spec 000 §5: header and footer images are image files)', () => {
  it('accepts a JPEG or PNG data URL within the bound, nothing else', () => {
    expect(parseReportImage('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      mediaType: 'image/png',
      base64: 'iVBORw0KGgo=',
    });
    expect(parseReportImage('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(parseReportImage('data:text/html;base64,PGI+')).toBeNull();
    expect(parseReportImage('/etc/passwd.png')).toBeNull();
    const tooBig = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((REPORT_IMAGE_MAX_BYTES * 4) / 3) + 8)}`;
    expect(parseReportImage(tooBig)).toBeNull();
  });
});
