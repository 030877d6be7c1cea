// Exports of many files (spec 000 §7 "POST /api/export ... then GET /api/export/{token}"): the zip of
// originals and the CSV of their data (its rows: @vitrine/core exportCsv.ts). README-level notes are
// in service.ts, store.ts, zip.ts.
export { numberedName, safeSegment, zipEntryPaths } from './names';
export {
  forgetReportBlobs,
  MAX_REPORTS_UNDER_WAY,
  reportRunner,
  TOO_MANY_REPORTS,
} from './report-job';
export {
  allDownloadable,
  buildExport,
  EXPORT_NOT_FOUND,
  EXPORT_NOTHING_ALLOWED,
  exportFileName,
  exportStatus,
  openExport,
  prepareExport,
} from './service';
export { EXPORT_TOKEN_TTL_MS, ExportStore, exportStoreOf, MAX_EXPORTS_PER_USER } from './store';
