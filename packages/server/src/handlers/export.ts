// export: a zip of originals or a CSV of the files' data, prepared then downloaded by token (spec 000
// §7 "POST /api/export {ids, type (1 zip, 4 CSV), keepFoldersStructure} -> id token, then GET
// /api/export/{token}"; §5 download permission on each file). The rules are in src/export.

import { HttpError } from '../domain/errors';
import { exportStoreOf, openExport, PDF_REPORT_NOT_IMPLEMENTED, prepareExport } from '../export';
import type { HandlerTable } from '../http/context';
import { contentDisposition, sendFile } from '../images/download';

export const exportHandlers: HandlerTable = {
  exportFiles: {
    // spec 000 §7 "POST /api/export {ids, pdfRequest} -> token": PDF reports are a later part; they
    // answer 501 rather than a zip nobody asked for.
    preValidate({ body }) {
      const pdfRequest = (body as { pdfRequest?: unknown } | null | undefined)?.pdfRequest;
      if (pdfRequest !== undefined && pdfRequest !== null)
        throw new HttpError(501, PDF_REPORT_NOT_IMPLEMENTED);
    },
    async handle({ app, db, principal, body }) {
      const token = await prepareExport(db, exportStoreOf(db), principal, app.now(), body);
      return { id: token };
    },
  },

  async downloadExport({ app, db, principal, params, reply, request }) {
    const file = await openExport(
      db,
      app.blobs,
      exportStoreOf(db),
      principal,
      app.now(),
      params.token,
      request.log,
    );
    await sendFile(reply, file.body, {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition('attachment', file.fileName),
      'Cache-Control': 'private, no-store',
      ...(file.size === undefined ? {} : { 'Content-Length': file.size }),
    });
    return undefined as never;
  },
};
