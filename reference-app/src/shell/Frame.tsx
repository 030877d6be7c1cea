// A screen the app has nothing to show on yet (/background, /public without a page's link, spec 000 §2):
// it says, in the product's words, what the page is and what the visitor can do instead (a link to
// the library, where a visitor without a session is asked to sign in). No placeholder sentence or
// spec reference reaches the visitor (issue 14).
import { EmptyState, IconImageOff } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { useAppLocale } from '../locale';
import { Link } from '../navigation/NavigationProvider';

/** Props of {@link Frame}. */
export interface FrameProps {
  /** Which screen this is (data-frame, for tests and styles). */
  name: string;
  /** What the page is, or why it shows nothing, in the product's words. */
  label: string;
}

export function Frame({ name, label }: FrameProps) {
  const appLocale = useAppLocale();
  return (
    <div className="vt-app__frame" data-frame={name}>
      <EmptyState
        icon={<IconImageOff size={32} />}
        headingLevel={2}
        title={<span className="vt-app__frame-label">{label}</span>}
        action={<LibraryLink>{appLocale.frames.toLibrary}</LibraryLink>}
      />
    </div>
  );
}

/** The way on from a page with nothing to show: a link styled as the primary button. */
export function LibraryLink({ to = '/', children }: { to?: string; children: ReactNode }) {
  return (
    <Link className="vt-app__link-button" to={to}>
      {children}
    </Link>
  );
}
