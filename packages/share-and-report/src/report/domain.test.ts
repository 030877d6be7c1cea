// The report dialog's rules (spec 000 §3, §5, §9), table-tested.
import { REPORT_FONTS } from '@vitrine/core';
import { REPORT_DEFAULT_REQUEST, REPORT_TEMPLATES, reportPictureBox } from '@vitrine/core/report';
import { describe, expect, it } from 'vitest';
import {
  fileNameFromDisposition,
  isReportImage,
  type PdfRequest,
  previewFileIds,
  printedFont,
  printsAsArial,
  type ReportImageDetail,
  reportFileOf,
  requestFromSettings,
  settingsFromRequest,
  templateThumbnail,
} from './domain';

describe('fonts (spec 000 §5, §9)', () => {
  it('keeps Times New Roman, Arial and Georgia and prints every other offered font as Arial', () => {
    expect(REPORT_FONTS).toHaveLength(10);
    const asArial = REPORT_FONTS.filter((font) => printsAsArial(font));
    expect(asArial).toEqual([
      'Roboto',
      'Open Sans',
      'Lexend Exa',
      'Oswald',
      'Poppins',
      'Merriweather',
      'Mansalva',
    ]);
    expect(printedFont('Georgia')).toBe('Georgia');
    expect(printedFont('Poppins')).toBe('Arial');
  });

  it('sends the kept font the report prints with, not the one offered', () => {
    const settings = { ...settingsFromRequest(null), font: 'Merriweather' as const };
    expect(requestFromSettings(settings).settings?.font?.family).toBe('Arial');
    expect(requestFromSettings({ ...settings, font: 'Times New Roman' }).settings?.font?.family).toBe(
      'Times New Roman',
    );
  });
});

describe('settings and the request (spec 000 §3)', () => {
  it('reads the default report: template 1, Arial, page numbers right in PageXofY', () => {
    const settings = settingsFromRequest(REPORT_DEFAULT_REQUEST as PdfRequest);
    expect(settings).toMatchObject({
      template: 1,
      font: 'Arial',
      pageNumberPosition: 'right',
      pageNumberFormat: 'PageXofY',
      headerImage: null,
      footerImage: null,
    });
    expect(settings.groups).toEqual(['title', 'iptcContent', 'fileInfo']);
  });

  it('resolves unknown values as the report does and keeps an offered font as chosen', () => {
    const settings = settingsFromRequest({
      settings: {
        template: 99,
        font: { family: 'Oswald' as never },
        pageNumbers: { position: 'top', format: '' },
      },
    } as unknown as PdfRequest);
    expect(settings.template).toBe(1);
    expect(settings.font).toBe('Oswald');
    expect(settings.pageNumberPosition).toBe('right');
    expect(settings.pageNumberFormat).toBe('PageXofY');
  });

  it('round-trips every setting through the request, groups in the spec order', () => {
    const settings = {
      template: 7,
      font: 'Georgia' as const,
      groups: ['exif', 'title'] as const,
      customIds: [4, 2],
      pageNumberPosition: 'left' as const,
      pageNumberFormat: 'XofY' as const,
      headerImage: 'data:image/png;base64,AAAA',
      footerImage: null,
    };
    const request = requestFromSettings(settings);
    expect(request.settings?.titleBlock?.infoSpecification).toEqual(['title', 'exif']);
    expect(request.customIds).toEqual([4, 2]);
    expect(request.headerImage).toEqual({ path: 'data:image/png;base64,AAAA' });
    expect(request.footerImage).toBeNull();
    expect(settingsFromRequest(request)).toEqual({ ...settings, groups: ['title', 'exif'] });
  });
});

describe('the preview', () => {
  it("prints the first page's files only, each once", () => {
    const template = REPORT_TEMPLATES[0];
    if (!template) throw new Error('no template');
    expect(previewFileIds([5, 5, 6, 7, 8, 9, 10, 11, 12], template)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('prints a file from the detail the viewer reads, as the server does; names stay text', () => {
    const detail = {
      id: 3,
      fileName: '<b>beach</b>.JPG',
      extension: 'JPG',
      fileSize: 2048,
      folder: { id: 1, shortPath: '/Clients/Acme' },
      keywords: ['sea', 'sand'],
      imageLocation: 'Kiel, Germany',
      imageAttributes: { title: 'Beach', author: 'Ana', subject: null, description: 'Low tide' },
      imageIPTC: {
        urgency: null,
        DateCreated: '2024-05-01T10:00:00',
        headline: 'Head',
        credit: 'C',
        copyright: '©',
      },
      imageInfo: { width: 4000, height: 3000, Make: 'Canon', Model: 'R5' },
      imageLog: { addedToDBGallery: '2026-01-02T03:04:05Z' },
      imageCustomMetadatas: [
        { definitionId: 9, value: 'Q3' },
        { definitionId: 8, value: 'hidden' },
      ],
      workflowStatus: { id: 1, name: 'Approved' },
    } as unknown as ReportImageDetail;
    const file = reportFileOf(
      detail,
      [
        { id: 9, label: 'Campaign__name', displayOrder: 1 },
        { id: 8, label: 'Other', displayOrder: 2 },
      ],
      [9],
      'p3',
    );
    expect(file).toMatchObject({
      fileName: '<b>beach</b>.JPG',
      extension: 'jpg',
      folder: 'Acme',
      title: 'Beach',
      description: 'Low tide',
      headline: 'Head',
      location: 'Kiel, Germany',
      workflowStatus: 'Approved',
      width: 4000,
      height: 3000,
      dateTaken: '2024-05-01T10:00:00',
      camera: 'Canon R5',
      addedAt: '2026-01-02T03:04:05Z',
      custom: [{ label: 'Campaign name', value: 'Q3' }],
      picture: 'p3',
    });
  });
});

describe('template thumbnails (spec 000 §9)', () => {
  it('draws one picture per file of the page for every template with pictures, none for the table', () => {
    for (const template of REPORT_TEMPLATES) {
      const thumbnail = templateThumbnail(template);
      const pictures = thumbnail.rects.filter((rect) => rect.kind === 'picture');
      expect(pictures).toHaveLength(reportPictureBox(template) ? template.columns * template.rows : 0);
      expect(thumbnail.width > thumbnail.height).toBe(template.orientation === 'landscape');
      for (const rect of thumbnail.rects) {
        expect(rect.x + rect.width).toBeLessThanOrEqual(thumbnail.width);
        expect(rect.y + rect.height).toBeLessThanOrEqual(thumbnail.height);
      }
    }
  });

  it('gives the twelve templates twelve different drawings', () => {
    const drawings = new Set(REPORT_TEMPLATES.map((template) => JSON.stringify(templateThumbnail(template))));
    expect(drawings.size).toBe(12);
  });
});

describe('header and footer images (spec 000 §5)', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==', true],
    ['data:image/jpeg;base64,/9j/4AAQSkZJRg==', true],
    // A text file named and typed as a PNG.
    [`data:image/png;base64,${btoa('not a picture')}`, false],
    ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', false],
    ['data:text/plain;base64,aGVsbG8=', false],
    [`data:image/png;base64,iVBORw0KGgo${'A'.repeat(700_000)}`, false],
  ])('%s → %s', (url, ok) => {
    expect(isReportImage(url)).toBe(ok);
  });
});

describe('the download name (Content-Disposition)', () => {
  it.each([
    ['attachment; filename="report-ab12.pdf"', 'report-ab12.pdf'],
    ["attachment; filename*=UTF-8''Bericht%20%C3%BCber.pdf", 'Bericht über.pdf'],
    ['attachment; filename="../../etc/passwd"', '....etcpasswd'],
    ['attachment', 'report.pdf'],
    [null, 'report.pdf'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header, 'report.pdf')).toBe(name);
  });
});
