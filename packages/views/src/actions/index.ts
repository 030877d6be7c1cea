export {
  type ActionsApi,
  type DeleteImagesAnswer,
  type ExportKind,
  type RecognizeAnswer,
  useActionsApi,
} from '../api/actions';
export {
  type FileActionsLocale,
  type FileActionsLocaleOverrides,
  fileActionsLocale,
  fileActionsLocalePart,
  resolveFileActionsLocale,
  useFileActionsLocale,
} from './locale';
export { fileActionsLocaleDe } from './locale.de';
export {
  atLeast,
  type DeleteReport,
  type DownloadPlan,
  deleteReportOf,
  downloadPlanOf,
  type RecognitionOutcome,
  type RegeneratePlan,
  recognitionOutcomeOf,
  regeneratePlanOf,
  type Wait,
} from './model';
export {
  type DownloadOptions,
  type DownloadReadyEvent,
  type FileActionHandlers,
  type FileActionName,
  type FileActionStatus,
  type FileActions,
  startBrowserDownload,
  type UseFileActionsOptions,
  useFileActions,
} from './useFileActions';
