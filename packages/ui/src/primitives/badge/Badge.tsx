// <Badge>: a short status word on one line (off brand, expired, a workflow status), in a tone.
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';

/** A badge's colour, by what it says: neutral facts, information, good news, a warning, a problem. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** 'neutral' (default), 'info', 'success', 'warning' or 'danger'. */
  tone?: BadgeTone;
  /** A leading icon (an `Icon*` of @vitrine/ui); decorative. */
  icon?: ReactNode;
  /** The text: a word or two. */
  children?: ReactNode;
}

/**
 * A small status label in a tone. It stays on one line: text that does not fit ends with an
 * ellipsis (give it a `title` then). The tone is colour only, so the words must say it all.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', icon, children, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={cx('vt-ui__badge', className)} data-tone={tone} {...rest}>
      {icon ? (
        <span className="vt-ui__badge-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="vt-ui__badge-text">{children}</span>
    </span>
  );
});
