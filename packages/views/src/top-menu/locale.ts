// The top menu's own words. The spec lists what the menu holds (spec 000 §2 "Top menu") but not the
// labels, so they are decided here; hosts override any of them with the `locale` prop (STYLE habit
// 8). The sort option and order names are the spec's, from @vitrine/core (`sort.*`).
import type { TopMenuAction, TopMenuView } from './actions';

/** The English strings of the top menu. */
export const topMenuLocale = {
  /** Accessible name of the toolbar. */
  toolbarLabel: 'File actions',
  /** The sort and order menus' buttons: {value} is the current choice. */
  sortBy: 'Sort: {value}',
  sortByLabel: 'Sort by',
  order: 'Order: {value}',
  orderLabel: 'Order',
  /** spec 000 §2: toggles. */
  groupResults: 'Group results',
  hideSubstructure: 'Hide substructure',
  /** The view switcher: {value} is the current view. */
  view: 'View: {value}',
  viewLabel: 'View',
  views: {
    gallery: 'Gallery',
    masonry: 'Masonry',
    grid: 'Grid',
    map: 'Map',
    timeline: 'Timeline',
    wall: 'Wall',
    carousel: 'Carousel',
  } satisfies Record<TopMenuView, string>,
  actions: {
    upload: 'Upload',
    download: 'Download',
    report: 'PDF report',
    share: 'Share',
    delete: 'Delete',
    exclude: 'Exclude',
    regenerateThumbnails: 'Regenerate thumbnails',
    recognizeObjects: 'Recognize objects',
    fileSidebar: 'File sidebar',
  } satisfies Record<TopMenuAction, string>,
  /** Why an action that works on selected files is disabled. */
  needsSelection: 'Select one or more files first',
  /** The info banner's close button. */
  dismissBanner: 'Dismiss',
  /** The no-results view (spec 000 §2) and its upload shortcut. */
  noResults: 'No files found.',
  uploadShortcut: 'Upload files',
  /** Accessible names of the breadcrumb and history slots' regions. */
  breadcrumbLabel: 'Location',
};

/** The shape of {@link topMenuLocale}. */
export type TopMenuLocale = typeof topMenuLocale;

/** A partial override of {@link topMenuLocale}. */
export type TopMenuLocaleOverrides = Partial<Omit<TopMenuLocale, 'views' | 'actions'>> & {
  views?: Partial<TopMenuLocale['views']>;
  actions?: Partial<TopMenuLocale['actions']>;
};

/** The English strings with a host's partial override on top. */
export function resolveTopMenuLocale(overrides?: TopMenuLocaleOverrides): TopMenuLocale {
  if (!overrides) return topMenuLocale;
  return {
    ...topMenuLocale,
    ...overrides,
    views: { ...topMenuLocale.views, ...overrides.views },
    actions: { ...topMenuLocale.actions, ...overrides.actions },
  };
}
