// The annotation whiteboard's own words (issue 18). The spec's strings (spec 001 §2 the note, §5
// "Image is too large to be annotated!", §8 "There is an unsaved annotation. Ignore changes?") are
// @vitrine/core's `annotation` and `confirm` and shown through the provider's translate; the rest is
// decided here. Hosts override any of them with a partial `locale` (STYLE habit 8).
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { annotationLocaleDe } from './locale.de';

/** The English strings of the whiteboard. */
export const annotationLocale = {
  /** The whiteboard's accessible name. */
  label: 'Annotation whiteboard',
  /** The tools' toolbar. */
  toolbar: 'Annotation tools',
  /** The tool choice. */
  tool: 'Tool',
  /** spec 001 §9 tools. */
  tools: {
    pencil: 'Pencil',
    eraser: 'Eraser',
    rectangle: 'Rectangle',
    ellipse: 'Ellipse',
    line: 'Line',
    polygon: 'Polygon',
    text: 'Text',
    comment: 'Comment',
  },
  /** The stroke width choice. */
  strokeWidth: 'Stroke width',
  /** One width: {n} pixels. */
  width: '{n} px',
  colour: 'Colour',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save annotation',
  saving: 'Saving…',
  cancel: 'Cancel',
  /** The drawing surface: {name} the file. */
  surface: 'Drawing over {name}',
  /** The field where text and comments are typed. */
  textField: 'Text to place',
  /** What each tool does, said while it is chosen. */
  hints: {
    pencil: 'Drag to draw.',
    eraser: 'Drag over the drawing to erase it.',
    rectangle: 'Drag to draw a rectangle.',
    ellipse: 'Drag to draw an ellipse.',
    line: 'Drag to draw a line.',
    polygon: 'Click each corner; click the first corner, double-click or press Enter to close.',
    text: 'Click where the text goes, type it, press Enter.',
    comment: 'Click the point the comment is about, type it, press Enter.',
  },
  loading: 'Loading the image…',
  loadFailed: 'The image could not be loaded for annotation.',
  /** After a save. */
  saved: 'Annotation saved. The original is in the version history.',
};

/** The shape of {@link annotationLocale}. */
export type AnnotationLocale = typeof annotationLocale;

/** A partial override of {@link annotationLocale}. */
export type AnnotationLocaleOverrides = DeepPartial<AnnotationLocale>;

declare module '../locale' {
  interface ViewerLocales {
    /** The annotation whiteboard: `locale={{ viewer: { annotation: { save: '…' } } }}`. */
    annotation: AnnotationLocale;
  }
}

/** The whiteboard's part of the one locale path. */
export const annotationLocalePart = defineLocalePart(['viewer', 'annotation'], {
  en: annotationLocale,
  de: annotationLocaleDe,
});

/** The whiteboard's strings in `language` (English by default) with a partial override on top. */
export function resolveAnnotationLocale(
  overrides?: AnnotationLocaleOverrides,
  language = 'en',
): AnnotationLocale {
  return resolveLocalePart(annotationLocalePart, language, undefined, overrides);
}

/** The whiteboard's strings under the provider: its language and overrides, then the widget's `locale`. */
export function useAnnotationLocale(override?: AnnotationLocaleOverrides): AnnotationLocale {
  return useLocalePart(annotationLocalePart, override);
}
