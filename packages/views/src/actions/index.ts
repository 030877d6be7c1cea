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
  addToSetNeedsConfirmation,
  atLeast,
  type DeleteReport,
  type DownloadPlan,
  deleteReportOf,
  downloadPlanOf,
  type MoveReport,
  moveReportOf,
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
  type MoveDestination,
  type MoveOptions,
  startBrowserDownload,
  type UseFileActionsOptions,
  useFileActions,
} from './useFileActions';
