// The views' own strings: the words around the spec's messages (menu labels, announcements). The
// spec gives their meaning but not their words, so the wording is decided here; hosts override any
// of them with a partial `locale` (STYLE habit 8). The spec's messages ('No data', the sort option
// names, 'N files deleted or excluded', ...) come from @vitrine/core's `en`, word for word.
import { interpolate, type PluralMessage, selectPlural } from '@vitrine/core';

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
    results: { one: '1 file', other: '{n} files' } satisfies PluralMessage,
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
    selected: { one: '1 file selected', other: '{n} files selected' } satisfies PluralMessage,
    /** Announced when the selection is cleared. */
    none: 'No files selected',
    selectAll: 'Select all',
    clear: 'Clear selection',
  },
};

/** The shape of {@link viewsLocale}. */
export type ViewsLocale = typeof viewsLocale;

/** A partial override of {@link viewsLocale}: any string, at any depth. */
export type ViewsLocaleOverrides = {
  [Section in keyof ViewsLocale]?: {
    [Key in keyof ViewsLocale[Section]]?: ViewsLocale[Section][Key] extends string
      ? string
      : Partial<ViewsLocale[Section][Key]>;
  };
};

function merge(base: unknown, override: unknown): unknown {
  if (typeof base === 'string') return typeof override === 'string' ? override : base;
  if (typeof base !== 'object' || base === null) return base;
  const result: Record<string, unknown> = {};
  const source =
    typeof override === 'object' && override !== null ? (override as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(base)) result[key] = merge(value, source[key]);
  return result;
}

/** The English strings with a host's partial override on top (unknown keys and non-strings ignored). */
export function resolveViewsLocale(overrides?: ViewsLocaleOverrides): ViewsLocale {
  return overrides ? (merge(viewsLocale, overrides) as ViewsLocale) : viewsLocale;
}

/** A plural message of the views' locale for `n` ('{n} files selected'). */
export function formatCount(message: PluralMessage, n: number): string {
  return interpolate(selectPlural(message, n), { n });
}
