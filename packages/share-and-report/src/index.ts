// @vitrine/share-and-report: the public API only.

// The export dialog (issue 20): zip, zip with the folder structure, CSV; the export is the host's.
export {
  EXPORT_FORMATS,
  ExportDialog,
  type ExportDialogProps,
  type ExportFormat,
  type ExportOutcome,
} from './export/ExportDialog';
export {
  type ExportDialogLocale,
  type ExportDialogLocaleOverrides,
  exportDialogLocale,
  exportDialogLocalePart,
  resolveExportDialogLocale,
  useExportDialogLocale,
} from './export/locale';
export { exportDialogLocaleDe } from './export/locale.de';
// PDF reports (issue 20): the dialog, its headless hook, its words and its rules.
export {
  type DefaultReport,
  type DownloadedReport,
  fetchDefaultReport,
  fetchReportStatus,
  type ReportStatus,
  reportQueryKeys,
  saveDefaultReport,
  useCanCustomizeReports,
} from './report/api';
// Reports made in the background (issue 20): the page's store of reports being made, its hooks, and
// the notifier that says when one is ready.
export {
  createReportJobs,
  type FollowedReport,
  REPORT_STATUS_POLL_MS,
  type ReportJobs,
  reportJobs,
  useFollowedReport,
  useFollowedReports,
} from './report/background';
export {
  fileNameFromDisposition,
  type OfferedReportFont,
  type PdfRequest,
  printedFont,
  printsAsArial,
  type ReportCustomField,
  type ReportSettings,
  reportFileOf,
  requestFromSettings,
  settingsFromRequest,
  type TemplateThumbnail,
  templateThumbnail,
} from './report/domain';
export { FOLLOWED_REPORTS_KEY, hasKeptReports, type ReportJobsStorage } from './report/kept';
export {
  type ReportDialogLocale,
  type ReportDialogLocaleOverrides,
  reportDialogLocale,
  reportDialogLocalePart,
  resolveReportDialogLocale,
  useReportDialogLocale,
} from './report/locale';
export { reportDialogLocaleDe } from './report/locale.de';
export { ReportDialog, type ReportDialogProps } from './report/ReportDialog';
export {
  type ReportNotificationsOptions,
  ReportNotifier,
  type ReportNotifierProps,
  useReportNotifications,
} from './report/ReportNotifier';
export { REPORT_PREVIEW_DEBOUNCE_MS } from './report/ReportPreview';
export {
  type ReportDialogState,
  type ReportImageSlot,
  type ReportRunState,
  type ReportSaveState,
  saveReportInBrowser,
  type UseReportDialogOptions,
  useReportDialog,
} from './report/useReportDialog';
export { shareQueryKeys, useChangeShareExpiry, useMyShares, useRevokeShare } from './share/api';
// Share links (issue 20): the share dialog, its headless hook, its words and its rules.
export {
  defaultShareSettings,
  expiryOf,
  friendlySlugOf,
  SHARE_EXPIRY_DAYS_OFFERED,
  SHARE_FLAGS,
  type ShareFlag,
  type ShareLinkStatus,
  type ShareSettings,
  shareLinkStatus,
  shareSettingsPatch,
} from './share/domain';
export { ExpiryPicker, type ExpiryPickerProps } from './share/ExpiryPicker';
export {
  resolveSharingLocale,
  type SharingLocale,
  type SharingLocaleOverrides,
  sharingLocale,
  sharingLocalePart,
  useSharingLocale,
} from './share/locale';
export { sharingLocaleDe } from './share/locale.de';
export { MyShares, type MySharesProps } from './share/MyShares';
export {
  type CreatedPerson,
  type FolderPerson,
  lookUpPerson,
  MAX_PERSON_SUGGESTIONS,
  type PersonLookup,
  type SharingUser,
  suggestPeople,
  useAddFolderPerson,
  useAddPersonByEmail,
  useFolderPeople,
  useRemoveFolderPerson,
  useSharingUsers,
} from './share/people';
export { ShareDialog, type ShareDialogProps } from './share/ShareDialog';
export { ShareWithPeopleDialog, type ShareWithPeopleDialogProps } from './share/ShareWithPeopleDialog';
export {
  type ShareDialogPhase,
  type ShareDialogState,
  type UseShareDialogOptions,
  useShareDialog,
} from './share/useShareDialog';
// The shared page (issue 20): what a link's visitor sees at /shared/{slug}.
export { openSharedLink, publicZipAddress, type SharedLinkOutcome } from './shared-page/api';
export { SharedPage, type SharedPageProps } from './shared-page/SharedPage';
export {
  type SharedPageApi,
  type SharedPageState,
  type UseSharedPageOptions,
  useSharedPage,
} from './shared-page/useSharedPage';
