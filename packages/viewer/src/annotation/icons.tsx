// The whiteboard's glyphs, drawn in SVG (docs/development.md: no font glyphs). Decorative: the
// control that holds one is named by its label.
import type { ReactNode } from 'react';
import { Glyph } from '../viewer/icons';
import type { AnnotationTool } from './domain';

/** The viewer's toolbar action that opens the whiteboard. */
export const AnnotateGlyph = () => (
  <Glyph>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13 7l4 4" />
  </Glyph>
);

export const UndoGlyph = () => (
  <Glyph>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
  </Glyph>
);

export const RedoGlyph = () => (
  <Glyph>
    <path d="M15 14l5-5-5-5" />
    <path d="M20 9H9a5 5 0 0 0 0 10h3" />
  </Glyph>
);

/** One glyph per tool (spec 001 §9). */
export const TOOL_GLYPHS: Record<AnnotationTool, () => ReactNode> = {
  pencil: AnnotateGlyph,
  eraser: () => (
    <Glyph>
      <path d="M16 3l5 5-11 11H5l-2-2z" />
      <path d="M10 19h10" />
    </Glyph>
  ),
  rectangle: () => (
    <Glyph>
      <rect x="4" y="6" width="16" height="12" />
    </Glyph>
  ),
  ellipse: () => (
    <Glyph>
      <ellipse cx="12" cy="12" rx="9" ry="6" />
    </Glyph>
  ),
  line: () => (
    <Glyph>
      <path d="M5 19L19 5" />
    </Glyph>
  ),
  polygon: () => (
    <Glyph>
      <path d="M12 3l9 7-4 10H7L3 10z" />
    </Glyph>
  ),
  text: () => (
    <Glyph>
      <path d="M5 5h14M12 5v14M9 19h6" />
    </Glyph>
  ),
  comment: () => (
    <Glyph>
      <path d="M4 5h16v11H10l-4 4v-4H4z" />
    </Glyph>
  ),
};
