// <EmptyState>: what a widget shows when there is nothing to show (an empty folder, no search
// results): an icon, a heading, a sentence saying what the user can do, and an action.
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A large decorative icon (an `Icon*` of @vitrine/ui). */
  icon?: ReactNode;
  /** What is empty, in a few words ('This folder is empty'). */
  title: ReactNode;
  /** What the user can do about it, in a sentence. */
  description?: ReactNode;
  /** A button (or link) that does it. */
  action?: ReactNode;
  /** 'md' (default) centres it in a view; 'sm' keeps it compact, for a panel. */
  size?: 'sm' | 'md';
  /** The heading's level in the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An empty state: a decorative icon, a heading saying what is empty, a sentence saying what the
 * user can do, and an optional action. Plain content (no live region): it is what the area holds,
 * not an event.
 */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, size = 'md', headingLevel = 3, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={cx('vt-ui__empty-state', className)} data-size={size} {...rest}>
      {icon ? (
        <span className="vt-ui__empty-state-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="vt-ui__empty-state-title">{title}</Heading>
      {description ? <p className="vt-ui__empty-state-description">{description}</p> : null}
      {action ? <div className="vt-ui__empty-state-action">{action}</div> : null}
    </div>
  );
});
