// @vitrine/viewer: the full-screen file viewer (spec 001 §2, §4, §6, §9). pdf.js is not in this
// entry's graph: the PDF reader is a dynamic import, loaded when a PDF opens.

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
export * from './editor';
