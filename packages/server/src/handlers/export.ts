// export: a zip of originals or a CSV of the files' data, prepared then downloaded by token (spec 000
// §7 "POST /api/export {ids, type (1 zip, 4 CSV), keepFoldersStructure} -> id token, then GET
// /api/export/{token}"; §5 download permission on each file). The rules are in src/export.

import { exportStoreOf, openExport, prepareExport } from '../export';
import type { HandlerTable } from '../http/context';
import { contentDisposition, sendFile } from '../images/download';

export const exportHandlers: HandlerTable = {
  // spec 000 §7 "POST /api/export {ids, pdfRequest} -> token": with pdfRequest, a PDF report in the
  // asker's language (the first tag of Accept-Language; reports/report.ts).
  async exportFiles({ app, db, principal, body, request }) {
    const language = request.headers['accept-language']?.split(',')[0]?.trim() ?? null;
    const token = await prepareExport(db, exportStoreOf(db), principal, app.now(), body, language);
    return { id: token };
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
