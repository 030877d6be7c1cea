export { defaultGalleryProps, Gallery, type GalleryProps } from './Gallery';
export {
  type GalleryLocale,
  type GalleryLocaleOverrides,
  galleryLocale,
  galleryLocalePart,
  resolveGalleryLocale,
  useGalleryLocale,
} from './locale';
export { galleryLocaleDe } from './locale.de';
export { defaultMasonryProps, Masonry, type MasonryProps } from './Masonry';
export {
  defaultGalleryViewProps,
  type GalleryGroup,
  type GalleryHandle,
  type GalleryOpenEvent,
  type GallerySelectEvent,
  type GalleryViewProps,
  isAppended,
  type SelectionMode,
} from './VirtualGrid';
