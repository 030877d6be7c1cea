// <SegmentedNav>: the segmented look for navigation: a named <nav> of links, the current one marked
// aria-current="page". Links, not radios: each view has its own address. A router's link component
// plugs in through `renderLink`.
import { forwardRef, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import type { ControlSize } from '../button/Button';
import { cx } from '../cx';
import { Tooltip } from '../tooltip/Tooltip';

/** One link of a {@link SegmentedNav}. */
export interface SegmentedNavItem {
  /** Unique among the items (the React key). */
  key: string;
  /** Its text; with `iconOnly`, its accessible name and tooltip. */
  label: string;
  /** A leading icon (an `Icon*` of @vitrine/ui). */
  icon?: ReactNode;
  /** The page shown now: marked aria-current="page" and drawn as chosen. */
  current: boolean;
  /** Where it leads. */
  href: string;
}

/** What `renderLink` receives: put every one on your link element. */
export interface SegmentedNavLinkProps {
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  /** Set with `iconOnly`: the link's accessible name. */
  'aria-label'?: string;
  href: string;
}

/** Props of {@link SegmentedNav}. */
export interface SegmentedNavProps extends HTMLAttributes<HTMLElement> {
  /** The navigation's accessible name ('Views'). */
  label: string;
  /** The links, in order. */
  items: readonly SegmentedNavItem[];
  /** Draws one link (a router's <Link>, which must forward its ref and props); default an <a>. */
  renderLink?: (item: SegmentedNavItem, props: SegmentedNavLinkProps) => ReactNode;
  /** Icons only: each label becomes the link's accessible name and tooltip. */
  iconOnly?: boolean;
  /** 'md' (default, 32 px) or 'sm' (28 px). */
  size?: ControlSize;
}

const defaultRenderLink = (_item: SegmentedNavItem, props: SegmentedNavLinkProps) => <a {...props} />;

/**
 * Navigation drawn like a segmented control: a `<nav>` named by `label` whose links lead to pages
 * (views), the current one marked aria-current="page". Links keep their browser behaviour (open in
 * a new tab, Tab moves through them); `renderLink` plugs in a router's link.
 */
export const SegmentedNav = forwardRef<HTMLElement, SegmentedNavProps>(function SegmentedNav(
  { label, items, renderLink = defaultRenderLink, iconOnly = false, size = 'md', className, ...rest },
  ref,
) {
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={cx('vt-ui__segmented', 'vt-ui__segmented-nav', className)}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      {...rest}
    >
      <ul className="vt-ui__segmented-list">
        {items.map((item) => {
          const props: SegmentedNavLinkProps = {
            className: 'vt-ui__segment',
            href: item.href,
            'aria-current': item.current ? 'page' : undefined,
            'aria-label': iconOnly ? item.label : undefined,
            children: (
              <>
                {item.icon ? (
                  <span className="vt-ui__segment-icon" aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {iconOnly ? null : <span className="vt-ui__segment-label">{item.label}</span>}
              </>
            ),
          };
          const link = renderLink(item, props);
          return (
            <li key={item.key} className="vt-ui__segmented-item">
              {iconOnly ? <Tooltip content={item.label}>{link as ReactElement}</Tooltip> : link}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
