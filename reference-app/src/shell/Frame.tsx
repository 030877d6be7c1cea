// A clearly labelled placeholder for a screen whose issue has not landed: it says what will be here
// and never pretends to work.
import type { ReactNode } from 'react';

/** Props of {@link Frame}. */
export interface FrameProps {
  /** Which screen this frame stands for (data-frame, for tests and styles). */
  name: string;
  /** The frame's text: what arrives here, and with which issue. */
  label: string;
  children?: ReactNode;
}

export function Frame({ name, label, children }: FrameProps) {
  return (
    <div className="vt-app__frame" data-frame={name}>
      <p className="vt-app__frame-label">{label}</p>
      {children}
    </div>
  );
}
