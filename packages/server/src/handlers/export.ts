// export: a zip of originals or a CSV of the files' data, prepared then downloaded by token (spec 000
// §7 "POST /api/export {ids, type (1 zip, 4 CSV), keepFoldersStructure} -> id token, then GET
// /api/export/{token}"; §5 download permission on each file). The rules are in src/export.

import { exportStatus, exportStoreOf, forgetReportBlobs, openExport, prepareExport } from '../export';
import type { HandlerTable } from '../http/context';
import { contentDisposition, sendFile } from '../images/download';

export const exportHandlers: HandlerTable = {
  // spec 000 §7 "POST /api/export {ids, pdfRequest} -> token": with pdfRequest, a PDF report in the
  // asker's language (the first tag of Accept-Language; reports/report.ts).
  async exportFiles({ app, db, principal, body, request }) {
    const language = request.headers['accept-language']?.split(',')[0]?.trim() ?? null;
    const store = exportStoreOf(db);
    const token = await prepareExport(db, store, principal, app.now(), body, language);
    // A report's job is queued: the report worker looks now (export/report-job.ts).
    if (body.pdfRequest) request.server.vitrineJobs?.reports.wake();
    // The blobs of reports whose tokens expired or were dropped (not awaited by the answer).
    const forgotten = store.takeForgottenReports();
    if (forgotten.length > 0)
      void forgetReportBlobs(db, app.blobs, forgotten).catch((error: unknown) =>
        request.log.warn({ err: error }, 'export: removing old report blobs failed'),
      );
    return { id: token };
  },

  // How a prepared export stands (issue 20; a PDF report's images placed of the total).
  async getExportStatus({ app, db, principal, params }) {
    return exportStatus(db, exportStoreOf(db), principal, app.now(), params.token);
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
      { clock: () => app.now(), signal: closedSignal(request.raw) },
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

/** Aborts when the client goes away (a download waiting for its report stops waiting). */
function closedSignal(raw: import('node:http').IncomingMessage): AbortSignal {
  const controller = new AbortController();
  raw.once('close', () => controller.abort());
  return controller.signal;
}
