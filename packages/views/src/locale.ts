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
