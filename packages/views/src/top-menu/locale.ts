// The top menu's own words. The spec lists what the menu holds (spec 000 §2 "Top menu") but not the
// labels, so they are decided here; hosts override any of them with the `locale` prop (STYLE habit
// 8). The sort option and order names are the spec's, from @vitrine/core (`sort.*`).
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { viewsLocale } from '../locale';
import type { TopMenuAction, TopMenuView } from './actions';
import type { FilterMenuWords } from './filters';
import { topMenuLocaleDe } from './locale.de';

/** The English strings of the top menu. */
export const topMenuLocale = {
  /** Accessible name of the toolbar. */
  toolbarLabel: 'File actions',
  /** The toolbar's groups (named for assistive technology; a divider shows between them). */
  groups: {
    browse: 'Browse',
    view: 'View',
    filters: 'Filters',
    actions: 'Actions on the selected files',
  },
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
    /** spec 000 §7 keepFoldersStructure: a zip that keeps the files' folders. */
    downloadWithFolders: 'Download with folder structure',
    /** spec 000 §7 export type 4. */
    exportCsv: 'Export as CSV',
    /** Opens the host's export dialog (zip, zip with folders or CSV; issue 20). */
    export: 'Export…',
    report: 'PDF report',
    share: 'Share',
    /** Opens the host's folder chooser (the keyboard way to drop files on a folder). */
    moveToFolder: 'Move to folder…',
    /** Opens the host's set chooser (the keyboard way to drop files on a set). */
    addToSet: 'Add to set…',
    delete: 'Delete',
    exclude: 'Exclude',
    regenerateThumbnails: 'Regenerate thumbnails',
    recognizeObjects: 'Recognize objects',
    fileSidebar: 'File sidebar',
  } satisfies Record<TopMenuAction, string>,
  /** Why an action that works on selected files is disabled. */
  needsSelection: 'Select one or more files first',
  /** A toggle in the overflow menu: its name says whether it is on. */
  toggleOn: '{label} (on)',
  /** The selection bar: shown while files are selected. */
  /** The host's choosers of Move to folder… and Add to set… (issue 15; words decided). */
  chooser: {
    moveTitle: plural({ one: 'Move 1 file to a folder', other: 'Move {n} files to a folder' }),
    moveDescription: 'Choose the folder the files move to.',
    moveConfirm: 'Move here',
    addTitle: plural({ one: 'Add 1 file to a set', other: 'Add {n} files to a set' }),
    addDescription: 'Choose the set the files are added to.',
    addConfirm: 'Add',
  },
  selectionBar: {
    /** Accessible name of the bar (a toolbar). */
    label: 'Selected files',
    /** How many files are selected. */
    count: plural({ one: '1 selected', other: '{n} selected' }),
    /** The button that clears the selection. */
    clear: 'Clear selection',
  },
  /** The file sidebar (<FileSidebar>, spec 000 §2 "file sidebar toggle"; words decided). */
  fileSidebar: {
    /** Its name (a complementary landmark). */
    label: 'File sidebar',
    heading: 'Selected files',
    count: plural({ one: '1 file', other: '{n} files' }),
    hint: 'Drag the files onto a folder to move them, or onto a set to add them.',
    emptyTitle: 'No files selected',
    emptyDescription: 'Select files in the view: they are listed here, ready to drag onto a folder or a set.',
    /** {name}: the file's name. */
    remove: 'Remove {name} from the selection',
    clear: 'Clear selection',
    close: 'Close the file sidebar',
  },
  /** The files' context menu (<FileContextMenu>): its accessible name. */
  contextMenu: {
    label: 'Actions on the selected files',
  },
  /** The info banner's close button. */
  dismissBanner: 'Dismiss',
  /** The no-results view (spec 000 §2) and its upload shortcut. */
  noResults: 'No files found.',
  /** What the user can do about it. */
  noResultsHint: 'Try fewer filters, another folder or other search words.',
  uploadShortcut: 'Upload files',
  /** The filter-search dropdown (spec 000 §2): its button with no filter on, then with {n} options checked. */
  filters: 'Filters',
  filtersActive: plural({ one: 'Filters (1)', other: 'Filters ({n})' }),
  /** The button's accessible description: how many options are checked. */
  filtersActiveLabel: plural({
    one: '1 filter option active',
    other: '{n} filter options active',
  }),
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

/** A partial override of {@link topMenuLocale}: any string, at any depth. */
export type TopMenuLocaleOverrides = DeepPartial<TopMenuLocale>;

/** The top menu part of the one locale path: the provider's `locale={{ views: { topMenu: { … } } }}`. */
export const topMenuLocalePart = defineLocalePart(['views', 'topMenu'], {
  en: topMenuLocale,
  de: topMenuLocaleDe,
});

/** The top menu strings in `language` (English by default) with a partial override on top. */
export function resolveTopMenuLocale(overrides?: TopMenuLocaleOverrides, language = 'en'): TopMenuLocale {
  return resolveLocalePart(topMenuLocalePart, language, undefined, overrides);
}

/** The top menu strings under the provider: its language and overrides, then the widget's `locale`. */
export function useTopMenuLocale(override?: TopMenuLocaleOverrides): TopMenuLocale {
  return useLocalePart(topMenuLocalePart, override);
}
