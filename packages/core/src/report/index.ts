// @vitrine/core/report: the PDF report's document definition, shared by the server (which makes the
// report) and the report dialog (whose preview renders the same definition in the browser). An entry
// of its own, so the main entry's size does not carry it.
export {
  buildReportDocument,
  clip,
  fieldValue,
  pageNumberText,
  REPORT_CUSTOM_FIELD_LIMIT,
  REPORT_DEFAULT_GROUPS,
  REPORT_DEFAULT_REQUEST,
  REPORT_GROUP_FIELDS,
  REPORT_KEYWORD_LIMIT,
  REPORT_PAGE_NUMBER_FORMATS,
  REPORT_PAGE_NUMBER_POSITIONS,
  REPORT_TEXT_LIMIT,
  type ReportDocument,
  type ReportDocumentInput,
  type ReportField,
  type ReportFieldGroup,
  type ReportFile,
  type ReportLabels,
  type ReportNode,
  type ReportPageNumberFormat,
  type ReportPageNumberPosition,
  type ReportRequest,
  type ResolvedReportRequest,
  resolveReportRequest,
} from './document';
export { REPORT_FONT_COVERAGE, reportFontSubsets, reportSubsetFamily } from './font-coverage';
export { REPORT_LABELS_DE, REPORT_LABELS_EN, reportLabelsFor } from './labels';
export {
  type ReportFontSubset,
  type ReportFontSubsets,
  type ReportTextRun,
  splitReportRuns,
  withReportRuns,
} from './runs';
export {
  filesPerPage,
  REPORT_FONT_SIZES,
  REPORT_GUTTER,
  REPORT_IMAGE_DPI,
  REPORT_PAGE_MARGINS,
  REPORT_PAGE_SIZE,
  REPORT_TEMPLATES,
  type ReportCaption,
  type ReportLayout,
  type ReportTemplate,
  reportContentBox,
  reportPageBox,
  reportPageCount,
  reportPictureBox,
  reportPicturePixels,
  reportTemplate,
} from './templates';
