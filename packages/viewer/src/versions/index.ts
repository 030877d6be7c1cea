// @vitrine/viewer/versions: the version history tab and the side-by-side comparison (issue 18), its
// own entry so a host without versions downloads none of it. Pass <VersionsPanel> through
// FileViewer's `renderVersions` slot.
export {
  deleteAllVersions,
  deleteVersion,
  fetchVersions,
  restoreVersion,
  versionPictureUrl,
  versionsQuery,
  versionsQueryKeys,
} from './api';
export {
  auditEntries,
  COMPARE_MAX_ZOOM,
  COMPARE_ZOOM_STEP,
  defaultComparison,
  relatedEntries,
  stepZoom,
} from './domain';
export {
  resolveVersionsLocale,
  useVersionsLocale,
  type VersionsLocale,
  type VersionsLocaleOverrides,
  versionsLocale,
  versionsLocalePart,
} from './locale';
export { versionsLocaleDe } from './locale.de';
export { VersionsPanel, type VersionsPanelProps } from './VersionsPanel';
