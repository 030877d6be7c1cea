// The views' own strings: the words around the spec's messages (menu labels, announcements). The
// spec gives their meaning but not their words, so the wording is decided here; hosts override any
// of them with a partial `locale` (STYLE habit 8). The spec's messages ('No data', the sort option
// names, 'N files deleted or excluded', ...) come from @vitrine/core's `en`, word for word.
import { createLocaleFormat, type DeepPartial, type PluralMessage, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import type { FileActionsLocale } from './actions/locale';
import type { BodyViewLocale } from './body/locale';
import type { DashboardLocale } from './dashboard/locale';
import type { FlashLocale } from './flash/locale';
import type { GalleryLocale } from './gallery/locale';
import type { GridLocale } from './grid/locale';
import { viewsLocaleDe } from './locale.de';
import type { MapLocale } from './map/locale';
import type { TimelineLocale } from './timeline/locale';
import type { TopMenuLocale } from './top-menu/locale';

/** The English strings of @vitrine/views. */
export const viewsLocale = {
  search: {
    /** spec 000 §9: the page size 1000 is "show all". */
    showAll: 'Show all',
    /** The page-size menu's name. */
    pageSize: 'Files per page',
    /** The sort and order menus' names. */
    sortBy: 'Sort by',
    order: 'Order',
    /** spec 000 §2: the top menu's toggles. */
    groupResults: 'Group results',
    hideSubstructure: 'Hide substructure',
    /** The search box and its boolean mode (spec 000 §3 text, booleanMode). */
    searchLabel: 'Search files',
    booleanMode: 'Boolean search',
    /** Announced while a page is appended (load more, infinite scroll). */
    loadingMore: 'Loading more files…',
    /** The result count: '{n} files'. */
    results: plural({ one: '1 file', other: '{n} files' }),
    /** spec 000 §3: the filter names of the filter-search dropdown. */
    filters: {
      fileFormat: 'File format',
      orientation: 'Orientation',
      expirationDate: 'Expiration date',
      brandingStatus: 'Branding status',
      workflowStatusesIds: 'Workflow status',
    },
    /** The date range (spec 000 §3 dateFrom, dateTo). */
    dateFrom: 'From',
    dateTo: 'To',
    /** spec 000 §3 minRating. */
    minRating: 'Minimum rating',
    /** The search bar (SearchBar, SearchField): its landmark, the input's placeholder in each mode. */
    searchRegion: 'Search',
    searchPlaceholder: 'Search files…',
    booleanPlaceholder: 'Boolean expression…',
    /** The narrow bar's button that shows the field, and the one that hides it again. */
    openSearch: 'Search files',
    closeSearch: 'Close search',
    /** The disclosure of the search options (mode, date range, minimum rating) and how many are set. */
    searchOptions: 'Search options',
    searchOptionsActive: plural({ one: 'Search options, 1 set', other: 'Search options, {n} set' }),
    /** Clears the text and every option. */
    clearSearch: 'Clear search',
    /** The two ways the text is read (spec 000 §3 booleanMode). */
    searchMode: 'Search mode',
    anyWord: 'Any word',
    /**
     * The boolean syntax the reference server reads (packages/server README "Search"): the spec names
     * the mode, not its syntax.
     */
    booleanHelpTitle: 'Boolean syntax',
    booleanHelp: {
      and: { example: 'harbour boat', meaning: 'files with both words' },
      or: { example: 'harbour OR boat', meaning: 'either word' },
      not: { example: '-night, NOT night', meaning: 'without the word' },
      phrase: { example: '"old harbour"', meaning: 'the words in this order' },
      prefix: { example: 'harb*', meaning: 'words starting with harb' },
      group: { example: '(harbour OR boat) -night', meaning: 'parentheses group' },
    },
    /** The date range (spec 000 §3 dateFrom, dateTo): what it filters on, and its calendar. */
    dateRange: 'Date taken',
    dateHint: 'yyyy-mm-dd',
    dateInvalid: 'Enter a date as yyyy-mm-dd.',
    chooseDateFor: 'Choose date: {field}',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    /** spec 000 §3 minRating: 0 is any rating. */
    anyRating: 'Any rating',
    ratingAtLeast: plural({ one: '1 star or more', other: '{n} stars or more' }),
  },
  selection: {
    /** Announced when the selection changes. */
    selected: plural({ one: '1 file selected', other: '{n} files selected' }),
    /** Announced when the selection is cleared. */
    none: 'No files selected',
    selectAll: 'Select all',
    clear: 'Clear selection',
  },
};

/** The shape of {@link viewsLocale}. */
export type ViewsLocale = typeof viewsLocale;

/** A partial override of {@link viewsLocale}: any string, at any depth. */
export type ViewsLocaleOverrides = DeepPartial<ViewsLocale>;

/**
 * Every locale part of @vitrine/views, as the provider's `locale` object holds them: the shared
 * strings (`search`, `selection`) at the top, each view's under its name.
 */
export type ViewsLocales = ViewsLocale & {
  topMenu: TopMenuLocale;
  gallery: GalleryLocale;
  grid: GridLocale;
  map: MapLocale;
  timeline: TimelineLocale;
  flash: FlashLocale;
  body: BodyViewLocale;
  dashboard: DashboardLocale;
  actions: FileActionsLocale;
};

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/views: `locale={{ views: { search: { … }, gallery: { … }, topMenu: { … } } }}`. */
    views: ViewsLocales;
  }
}

/** The views' shared strings in the one locale path: the provider's `locale={{ views: { search: { … } } }}`. */
export const viewsLocalePart = defineLocalePart(['views'], { en: viewsLocale, de: viewsLocaleDe });

/** The views' shared strings in `language` (English by default) with a partial override on top. */
export function resolveViewsLocale(overrides?: ViewsLocaleOverrides, language = 'en'): ViewsLocale {
  return resolveLocalePart(viewsLocalePart, language, undefined, overrides);
}

/** The views' shared strings under the provider: its language and overrides, then `override`. */
export function useViewsLocale(override?: ViewsLocaleOverrides): ViewsLocale {
  return useLocalePart(viewsLocalePart, override);
}

/**
 * A plural message of the views' locale for `n` ('{n} files selected'), by `language`'s rules
 * (English by default). Components use `useLocaleFormat().plural`, which follows the provider.
 */
export function formatCount(message: PluralMessage, n: number, language = 'en'): string {
  return createLocaleFormat(language).plural(message, n);
}
