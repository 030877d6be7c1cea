// reports: the report settings a person keeps (spec 000 §7 "Reports"; reports/settings.ts). The
// report itself is an export (POST /api/export with pdfRequest, handlers/export.ts; reports/report.ts).
import type { HandlerTable } from '../http/context';
import { defaultReport, saveDefaultReport } from '../reports/settings';

export const reportHandlers: HandlerTable = {
  getDefaultReport: ({ app, principal }) => defaultReport(app.db, principal),
  async saveDefaultReport({ app, principal, body }) {
    await saveDefaultReport(app.db, principal, app.now(), body.pdfRequest);
    return undefined;
  },
};
