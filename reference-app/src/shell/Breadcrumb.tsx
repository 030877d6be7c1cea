// The breadcrumb of the selected item (spec 000 §2 "Main page"): the WAI-ARIA breadcrumb pattern, a
// labelled nav with an ordered list whose last item carries aria-current="page". Each step links to
// its own selection; branch headings of the logical tree are plain text.
import type { TreeSelection } from '@vitrine/tree';
import { useT } from '@vitrine/ui';
import { useMemo } from 'react';
import { type BreadcrumbState, type LogicalLocaleLabels, useBreadcrumb } from '../api/breadcrumb';
import { useAppLocale } from '../locale';
import { Link } from '../navigation/NavigationProvider';
import type { Crumb } from '../routes/breadcrumb';
import { type SelectionPlace, selectionTarget } from '../routes/selection';

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /** The page's selection; nothing shows without one. */
  selection: TreeSelection | null;
  /** Its path, from {@link useSelectionCrumbs} (the page reads it once for the breadcrumb and the history). */
  state: BreadcrumbState;
  /** What the selection is called until its path is read, or when it cannot be (the page heading's words). */
  fallbackLabel: string;
  /** Where the page is, so a step's link keeps the view prefix. */
  place: SelectionPlace;
}

/** The path of the selection, with the logical tree's words from the host's locale. */
export function useSelectionCrumbs(selection: TreeSelection | null): BreadcrumbState {
  const t = useT();
  const labels = useMemo<LogicalLocaleLabels>(
    () => ({
      browseByTimeline: t('logical.browseByTimeline'),
      browseByDataTags: t('logical.browseByDataTags'),
      browseByLocation: t('logical.browseByLocation'),
      browseByCustomFields: t('logical.browseByCustomFields'),
      title: t('logical.title'),
      author: t('logical.author'),
      subject: t('logical.subject'),
      keyword: t('logical.keyword'),
      notSpecified: t('common.notSpecified'),
      monthName: (month) => t.format.month(month),
    }),
    [t],
  );
  return useBreadcrumb(selection, labels);
}

export function Breadcrumb({ selection, state, fallbackLabel, place }: BreadcrumbProps) {
  const appLocale = useAppLocale();
  const { crumbs, pending } = state;
  if (selection === null) return null;
  // Until the path is read, and when it cannot be, the selection's own title stands alone.
  const shown: Crumb[] = crumbs ?? [{ label: fallbackLabel, selection }];
  return (
    <nav
      className="vt-app__breadcrumb"
      aria-label={appLocale.breadcrumbLabel}
      aria-busy={pending || undefined}
      data-state={pending ? 'loading' : 'ready'}
    >
      <ol>
        {shown.map((crumb, index) => {
          const last = index === shown.length - 1;
          const to = crumb.selection ? selectionTarget(crumb.selection, place) : null;
          const key = `${index}:${crumb.label}`;
          return (
            <li key={key}>
              {to === null ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={to} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
