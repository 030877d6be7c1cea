// reports: PDF report settings (spec 000 §3, §5, §7 "Reports"). The report itself is an export
// (POST /api/export with pdfRequest, files.ts).
import type { components } from '@vitrine/api-client';
import type { HttpHandler } from 'msw';
import { hasPermission } from '../users';
import { forbidden, http, type MockContext } from './context';

type PdfRequest = components['schemas']['PdfRequest'];

/** spec 000 §5: page numbers default to the right, format 'PageXofY'; font defaults to Arial. */
export const DEFAULT_PDF_REQUEST: PdfRequest = {
  settings: {
    template: 1,
    font: { family: 'Arial' },
    titleBlock: { infoSpecification: ['title', 'iptcContent', 'fileInfo'], customIds: [] },
    pageNumbers: { position: 'right', format: 'PageXofY' },
  },
  headerImage: null,
  footerImage: null,
  customIds: [],
};

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
      db.reportSettings.set(user.userId, {
        defaultPdf: DEFAULT_PDF_REQUEST,
        customPdf: body.pdfRequest,
        customData: null,
      });
      return response(204).empty();
    }),
  ];
}
