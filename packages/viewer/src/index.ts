// @vitrine/viewer: the full-screen file viewer (spec 001 §2, §4, §6, §9). pdf.js is not in this
// entry's graph: the PDF reader is a dynamic import, loaded when a PDF opens.

export { FullDataView, type FullDataViewProps } from './details/FullDataView';
export {
  type FullDataLocale,
  type FullDataLocaleOverrides,
  fullDataLocale,
  fullDataLocalePart,
  resolveFullDataLocale,
  useFullDataLocale,
} from './details/locale';
export { fullDataLocaleDe } from './details/locale.de';
export {
  FULL_DATA_SECTIONS,
  type FullDataImage,
  type FullDataRow,
  type FullDataSection,
  type FullDataSectionId,
  type FullDataValue,
  fullDataPictureWidth,
  fullDataRendition,
  fullDataSections,
} from './domain/fullData';
export { type SharedLinkFlags, type ViewerGates, viewerGates } from './domain/gates';
export { keyAction, moveTarget, type NavigationMove, swipeMove } from './domain/navigation';
export {
  fileUrl,
  type PreviewKind,
  previewKindOf,
  progressiveSources,
  screenRendition,
} from './domain/preview';
export {
  checkReplacement,
  isSameFileType,
  type PickedFile,
  type ReplacementCheck,
  type ReplacementRefusal,
} from './domain/replace';
export {
  availableTabs,
  initialTab,
  savedTab,
  tabSettings,
  VIEWER_TABS,
  type ViewerMode,
  type ViewerTab,
} from './domain/tabs';
export * from './editor';
export {
  resolveViewerLocale,
  useViewerLocale,
  type ViewerLocale,
  type ViewerLocaleOverrides,
  type ViewerLocales,
  viewerLocale,
  viewerLocalePart,
} from './locale';
export { viewerLocaleDe } from './locale.de';
export { ContactOwnerDialog, type ContactOwnerDialogProps } from './modals/ContactOwnerDialog';
export { isWhatsNewDue, WhatsNewDialog, type WhatsNewDialogProps } from './modals/WhatsNewDialog';
export { ReplaceFileDialog, type ReplaceFileDialogProps } from './replace/ReplaceFileDialog';
export {
  type ReplaceFileState,
  type ReplacePhase,
  type ReplaceTarget,
  type UseReplaceFileOptions,
  useNewVersionShown,
  useReplaceFile,
} from './replace/useReplaceFile';
export {
  type AnnotationSlotContext,
  FileViewer,
  type FileViewerProps,
  type ReplaceSlotContext,
  type ViewerFile,
  type ViewerSlotContext,
} from './viewer/FileViewer';
export {
  useViewerNavigation,
  type ViewerNavigation,
  type ViewerNavigationOptions,
} from './viewer/useViewerNavigation';
