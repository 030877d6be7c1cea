// The breadcrumb of the selected item (spec 000 §2 "Main page"): the WAI-ARIA breadcrumb pattern, a
// labelled nav with an ordered list whose last item carries aria-current="page". Each step links to
// its own selection; branch headings of the logical tree are plain text.
import type { TreeSelection } from '@vitrine/tree';
import { useT } from '@vitrine/ui';
import { useMemo } from 'react';
import { type BreadcrumbState, type LogicalLocaleLabels, useBreadcrumb } from '../api/breadcrumb';
import { type AppLocale, useAppLocale } from '../locale';
import { Link } from '../navigation/NavigationProvider';
import type { Crumb } from '../routes/breadcrumb';
import { type SelectionPlace, selectionTarget } from '../routes/selection';

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /** The page's selection; nothing shows without one. */
  selection: TreeSelection | null;
  /** Its path, from {@link useSelectionCrumbs} (the page reads it once for the breadcrumb and the history). */
  state: BreadcrumbState;
  /** What the selection is called when its path cannot be read (the page heading's words, never an id). */
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
  if (pending) {
    // Until the path is read: a skeleton, never the selection's id (issue 14).
    return (
      <nav
        className="vt-app__breadcrumb"
        aria-label={appLocale.breadcrumbLabel}
        aria-busy
        data-state="loading"
      >
        <span className="vt-app__name-skeleton" role="img" aria-label={appLocale.selection.loading} />
      </nav>
    );
  }
  // When the path cannot be read, the selection's name from the heading stands alone.
  const shown: Crumb[] = crumbs ?? [{ label: fallbackLabel, selection }];
  return (
    <nav className="vt-app__breadcrumb" aria-label={appLocale.breadcrumbLabel} data-state="ready">
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

/** What a selection whose path cannot be read is called: 'Unknown folder' (…), never its id. */
export function unknownSelectionLabel(selection: TreeSelection, appLocale: AppLocale): string {
  switch (selection.kind) {
    case 'all':
      return appLocale.titles.all;
    case 'collection':
    case 'set':
    case 'logical':
      return appLocale.titles.unknown[selection.kind];
    default:
      return appLocale.titles.unknown.folder;
  }
}
