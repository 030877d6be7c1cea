// A page title per route (accessibility: each screen announces where the visitor is). Pure.
import { type AppLocale, format } from '../locale';
import type { Crumb } from './breadcrumb';
import type { Selection } from './match';
import type { Screen } from './rules';

/**
 * What the selection is called, as the page reads it: the selected folder's, set's or collection's
 * name, the logical view's label ('2016', a keyword's text), 'All files'. Never an id (issue 14):
 * `null` while the name is being read (headings then show nothing in its place).
 */
export type SelectionName = string | null;

/**
 * What all files searched for `query` are called: the search-query route's page (spec 000 §4;
 * docs/decisions.md "What the search-query route's page is called"). The text stays text.
 */
export function searchResultsTitle(query: string, locale: AppLocale): string {
  return format(locale.titles.search, { query });
}

/** What All files are called: the search when the route searches them (`searchQuery`), else 'All files'. */
function allFilesTitle(locale: AppLocale, searchQuery: string | undefined): string {
  return searchQuery === undefined ? locale.titles.all : searchResultsTitle(searchQuery, locale);
}

/**
 * The name of the route's selection from its path (the breadcrumb's crumbs, whose last step is the
 * selection itself): `null` while the path is read; the locale's 'Unknown folder' (…) when it
 * cannot be read (no such folder, an id that is no number), never the id. On the search-query
 * route (`searchQuery`) All files are named by the search.
 */
export function selectionName(
  selection: Selection,
  path: { crumbs: readonly Crumb[] | null; pending: boolean },
  locale: AppLocale,
  searchQuery?: string,
): SelectionName {
  switch (selection.kind) {
    case 'none':
      return null;
    case 'all':
      return allFilesTitle(locale, searchQuery);
    default: {
      if (path.pending) return null;
      return path.crumbs?.at(-1)?.label ?? locale.titles.unknown[selection.kind];
    }
  }
}

/**
 * What a selection is called in titles: its name (`name`, from the selection's path), or null when
 * nothing is selected or the name is still being read; All files searched for `searchQuery` (the
 * search-query route) by the search.
 */
export function selectionTitle(
  selection: Selection,
  locale: AppLocale,
  name: SelectionName,
  searchQuery?: string,
): string | null {
  switch (selection.kind) {
    case 'none':
      return null;
    case 'all':
      return allFilesTitle(locale, searchQuery);
    default:
      return name;
  }
}

/** The parts naming a screen, most specific first (selection, then view). */
function screenParts(screen: Screen, locale: AppLocale, name: SelectionName): string[] {
  const parts = ((): (string | null)[] => {
    switch (screen.kind) {
      case 'redirect':
        return [locale.loading];
      case 'dashboard':
        return [locale.titles.dashboard];
      case 'main':
        return [
          selectionTitle(screen.selection, locale, name, screen.searchQuery),
          locale.views[screen.view],
        ];
      case 'background':
        return [locale.titles.background];
      case 'public':
        return [locale.titles.public];
      case 'shared':
        return [locale.titles.shared];
      case 'admin':
        return [locale.titles.admin[screen.section]];
      case 'permissions':
        return [locale.titles.permissions[screen.node]];
      case 'set-password':
        return [locale.titles.setPassword];
      case 'shares':
        return [locale.titles.shares];
      case 'not-found':
        return [locale.titles.notFound];
    }
  })();
  return parts.filter((part): part is string => part !== null);
}

/**
 * The visible heading of a screen (the page title without the app name). `name`: what the main
 * page's selection is called (see {@link SelectionName}); other screens ignore it.
 */
export function pageHeading(screen: Screen, locale: AppLocale, name: SelectionName = null): string {
  return screenParts(screen, locale, name).join(' · ');
}

/** The document title of a screen: most specific part first, the app name last. */
export function pageTitle(screen: Screen, locale: AppLocale, name: SelectionName = null): string {
  return [...screenParts(screen, locale, name), locale.appName].join(' · ');
}
