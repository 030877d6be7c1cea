// @vitrine/viewer/annotation: the annotation whiteboard (issue 18), its own entry so a host without
// annotations downloads none of it. Pass <Whiteboard> through FileViewer's `renderAnnotation` slot.
export { annotationBackgroundUrl, saveAnnotation } from './api';
export {
  ANNOTATION_STROKE_WIDTHS,
  ANNOTATION_TOOLS,
  type AnnotationTool,
  addShape,
  closesPolygon,
  DEFAULT_COLOUR,
  DEFAULT_STROKE_WIDTH,
  drawAll,
  drawShape,
  EMPTY_HISTORY,
  type History,
  isTooLarge,
  isVisible,
  type Point,
  redo,
  type Shape,
  type StrokeWidth,
  undo,
} from './domain';
export {
  type AnnotationLocale,
  type AnnotationLocaleOverrides,
  annotationLocale,
  annotationLocalePart,
  resolveAnnotationLocale,
  useAnnotationLocale,
} from './locale';
export { annotationLocaleDe } from './locale.de';
export { Whiteboard, type WhiteboardProps } from './Whiteboard';
