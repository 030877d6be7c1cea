// reports: PDF report settings (spec 000 §3, §5, §7 "Reports"). The report itself is an export
// (POST /api/export with pdfRequest, files.ts).
import type { components } from '@vitrine/api-client';
import { en, parseReportImage } from '@vitrine/core';
import { REPORT_DEFAULT_REQUEST } from '@vitrine/core/report';
import type { HttpHandler } from 'msw';
import { hasPermission } from '../users';
import { badRequest, forbidden, http, type MockContext } from './context';

type PdfRequest = components['schemas']['PdfRequest'];

/** The default report (spec 000 §5, §7): @vitrine/core's, as the server answers. */
export const DEFAULT_PDF_REQUEST = REPORT_DEFAULT_REQUEST as PdfRequest;

/** spec 000 §5: a header or footer image must be an image file (a JPEG or PNG data URL, core's rule). */
export function imagesAreImages(request: PdfRequest): boolean {
  return [request.headerImage, request.footerImage].every(
    (image) => !image || parseReportImage(image.path) !== null,
  );
}

export function reportHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/reports/default', ({ response }) => {
      const db = ctx.db();
      const user = ctx.user();
      if (user.isShared) return response.untyped(forbidden());
      const saved = db.reportSettings.get(user.userId);
      return response(200).json({
        defaultPdf: DEFAULT_PDF_REQUEST,
        customPdf: (saved?.customPdf as PdfRequest | undefined) ?? null,
        customData: db.customMetadataDefinitions
          .filter((d) => !d.isRecognitionLabel)
          .map(({ id, label, displayOrder, isDictionary }) => ({ id, label, displayOrder, isDictionary })),
      });
    }),
    http.post('/api/reports/default', async ({ request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      if (!hasPermission(user, 'report.customize')) return response.untyped(forbidden());
      const body = await request.json();
      if (!imagesAreImages(body.pdfRequest)) return response.untyped(badRequest(en.report.imageNotImage));
      db.reportSettings.set(user.userId, {
        defaultPdf: DEFAULT_PDF_REQUEST,
        customPdf: body.pdfRequest,
        customData: null,
      });
      return response(204).empty();
    }),
  ];
}
