// The viewer's own glyphs, drawn in SVG (docs/development.md: no font glyphs): the icon set of
// @vitrine/ui has no play, pause, rotate, zoom, full-screen or mail icon. Decorative: the button
// that holds one is named by its label.
import type { ReactNode } from 'react';

/** A 24-unit stroke glyph (the viewer's and the whiteboard's icons). */
export function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const PlayGlyph = () => (
  <Glyph>
    <path d="M7 4l13 8-13 8z" />
  </Glyph>
);
export const PauseGlyph = () => (
  <Glyph>
    <path d="M8 4v16M16 4v16" />
  </Glyph>
);
export const RotateLeftGlyph = () => (
  <Glyph>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Glyph>
);
export const RotateRightGlyph = () => (
  <Glyph>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </Glyph>
);
export const ZoomInGlyph = () => (
  <Glyph>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
  </Glyph>
);
export const ZoomOutGlyph = () => (
  <Glyph>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M8 11h6" />
  </Glyph>
);
export const FitGlyph = () => (
  <Glyph>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Glyph>
);
export const FullScreenGlyph = () => (
  <Glyph>
    <path d="M8 3H3v5M16 3h5v5M8 21H3v-5M16 21h5v-5" />
  </Glyph>
);
export const ExitFullScreenGlyph = () => (
  <Glyph>
    <path d="M3 8h5V3M21 8h-5V3M3 16h5v5M21 16h-5v5" />
  </Glyph>
);
export const MailGlyph = () => (
  <Glyph>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Glyph>
);
export const ExternalGlyph = () => (
  <Glyph>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Glyph>
);
