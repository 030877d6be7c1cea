export { fetchVideoStatus, type VideoStatusAnswer, videoStatusQueryKey } from '../api/video';
export {
  type BadgeTone,
  defaultBadgeGroups,
  externalPreviewUrl,
  safeCssColor,
  THUMBNAIL_BADGE_KINDS,
  type ThumbnailBadge,
  type ThumbnailBadgeGroups,
  type ThumbnailBadgeKind,
  type ThumbnailBadgeOptions,
  type ThumbnailCaption,
  thumbnailAlt,
  thumbnailBadges,
  thumbnailCaption,
} from './badges';
export {
  chooseRendition,
  RENDITION_TOLERANCE,
  type RenditionRequest,
  THUMBNAIL_RENDITIONS,
  type ThumbnailRendition,
  thumbnailUrl,
} from './rendition';
export {
  defaultThumbnailOptions,
  Thumbnail,
  type ThumbnailDisplayOptions,
  type ThumbnailProps,
  type ThumbnailSettings,
  type ThumbnailUrlBuilder,
  ThumbnailView,
  type ThumbnailViewProps,
  useThumbnailSettings,
} from './Thumbnail';
export {
  isVideoStatusDone,
  type UseVideoStatusOptions,
  useVideoStatus,
  type VideoStatusImage,
  type VideoStatusView,
} from './useVideoStatus';
