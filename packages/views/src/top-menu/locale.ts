// The top menu's own words. The spec lists what the menu holds (spec 000 §2 "Top menu") but not the
// labels, so they are decided here; hosts override any of them with the `locale` prop (STYLE habit
// 8). The sort option and order names are the spec's, from @vitrine/core (`sort.*`).
import type { PluralMessage } from '@vitrine/core';
import { viewsLocale } from '../locale';
import type { TopMenuAction, TopMenuView } from './actions';
import type { FilterMenuWords } from './filters';

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
  /** The filter-search dropdown (spec 000 §2): its button with no filter on, then with {n} options checked. */
  filters: 'Filters',
  filtersActive: { one: 'Filters (1)', other: 'Filters ({n})' } satisfies PluralMessage,
  /** The button's accessible description: how many options are checked. */
  filtersActiveLabel: {
    one: '1 filter option active',
    other: '{n} filter options active',
  } satisfies PluralMessage,
  /** The dropdown's last item. */
  clearFilters: 'Clear filters',
  /** spec 000 §3: the filter names (the views' own words, `search.filters`). */
  filterNames: { ...viewsLocale.search.filters },
  /** The options of the filters whose vocabulary is fixed (workflow statuses show their own names). */
  filterOptions: {
    fileFormat: { image: 'Image', video: 'Video', audio: 'Audio', pdf: 'PDF', other: 'Other' },
    orientation: { landscape: 'Landscape', portrait: 'Portrait', square: 'Square', none: 'Unknown' },
    expirationDate: {
      none: 'No expiration date',
      valid: 'Not expired',
      expiringSoon: 'Expiring soon',
      expired: 'Expired',
    },
    brandingStatus: { onBrand: 'On brand', offBrand: 'Off brand' },
  } satisfies FilterMenuWords['filterOptions'],
};

/** The shape of {@link topMenuLocale}. */
export type TopMenuLocale = typeof topMenuLocale;

/** A partial override of {@link topMenuLocale}. */
export type TopMenuLocaleOverrides = Partial<
  Omit<
    TopMenuLocale,
    'views' | 'actions' | 'filtersActive' | 'filtersActiveLabel' | 'filterNames' | 'filterOptions'
  >
> & {
  views?: Partial<TopMenuLocale['views']>;
  actions?: Partial<TopMenuLocale['actions']>;
  filtersActive?: Partial<PluralMessage>;
  filtersActiveLabel?: Partial<PluralMessage>;
  filterNames?: Partial<TopMenuLocale['filterNames']>;
  filterOptions?: {
    [Name in keyof TopMenuLocale['filterOptions']]?: Partial<TopMenuLocale['filterOptions'][Name]>;
  };
};

/** The English strings with a host's partial override on top. */
export function resolveTopMenuLocale(overrides?: TopMenuLocaleOverrides): TopMenuLocale {
  if (!overrides) return topMenuLocale;
  return {
    ...topMenuLocale,
    ...overrides,
    views: { ...topMenuLocale.views, ...overrides.views },
    actions: { ...topMenuLocale.actions, ...overrides.actions },
    filtersActive: { ...topMenuLocale.filtersActive, ...overrides.filtersActive },
    filtersActiveLabel: { ...topMenuLocale.filtersActiveLabel, ...overrides.filtersActiveLabel },
    filterNames: { ...topMenuLocale.filterNames, ...overrides.filterNames },
    filterOptions: {
      fileFormat: { ...topMenuLocale.filterOptions.fileFormat, ...overrides.filterOptions?.fileFormat },
      orientation: { ...topMenuLocale.filterOptions.orientation, ...overrides.filterOptions?.orientation },
      expirationDate: {
        ...topMenuLocale.filterOptions.expirationDate,
        ...overrides.filterOptions?.expirationDate,
      },
      brandingStatus: {
        ...topMenuLocale.filterOptions.brandingStatus,
        ...overrides.filterOptions?.brandingStatus,
      },
    },
  };
}
