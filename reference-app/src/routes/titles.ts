// A page title per route (accessibility: each screen announces where the visitor is). Pure.
import { type AppLocale, format } from '../locale';
import type { Selection } from './match';
import type { Screen } from './rules';

/** The logical parts (key, country, state, city) joined for display. */
export function logicalPath(selection: Extract<Selection, { kind: 'logical' }>): string {
  return [selection.key, selection.country, selection.state, selection.city]
    .filter((part): part is string => part !== null)
    .join(' / ');
}

/** What a selection is called in titles, or null when nothing is selected. */
export function selectionTitle(selection: Selection, locale: AppLocale): string | null {
  switch (selection.kind) {
    case 'none':
      return null;
    case 'all':
      return locale.titles.all;
    case 'folder':
      return format(locale.titles.folder, { id: selection.folderId });
    case 'collection':
      return format(locale.titles.collection, { id: selection.collectionId });
    case 'set':
      return format(locale.titles.set, { id: selection.setId });
    case 'logical':
      return format(locale.titles.logical, { path: logicalPath(selection) });
  }
}

/** The parts naming a screen, most specific first (selection, then view). */
function screenParts(screen: Screen, locale: AppLocale): string[] {
  const parts = ((): (string | null)[] => {
    switch (screen.kind) {
      case 'redirect':
        return [locale.loading];
      case 'dashboard':
        return [locale.titles.dashboard];
      case 'main':
        return [selectionTitle(screen.selection, locale), locale.views[screen.view]];
      case 'background':
        return [locale.titles.background];
      case 'public':
        return [locale.titles.public];
      case 'shared':
        return [format(locale.titles.shared, { slug: screen.slug })];
      case 'admin':
        return [locale.titles.admin[screen.section]];
      case 'permissions':
        return [locale.titles.permissions[screen.node]];
      case 'set-password':
        return [locale.titles.setPassword];
      case 'not-found':
        return [locale.titles.notFound];
    }
  })();
  return parts.filter((part): part is string => part !== null);
}

/** The visible heading of a screen (the page title without the app name). */
export function pageHeading(screen: Screen, locale: AppLocale): string {
  return screenParts(screen, locale).join(' · ');
}

/** The document title of a screen: most specific part first, the app name last. */
export function pageTitle(screen: Screen, locale: AppLocale): string {
  return [...screenParts(screen, locale), locale.appName].join(' · ');
}
