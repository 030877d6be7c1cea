// The search criteria of spec 000 §3 as data: every field with its default, resolved in one function
// (STYLE habit 2), and the rules that change them: the selection of the left panel (spec 000 §4:
// only one of folder, set, collection, logical view, database or all files), page sizes (§5, §9),
// sort and order (§3, §4: a search-query route parameter forces 5 / 2), filters, text, date range,
// minimum rating (not when the star rating is hidden). Pure: no React, no client.
import type { components, SearchCriteria } from '@vitrine/api-client';
import {
  ALL_FILES_ID,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_OPTION,
  DEFAULT_SORT_ORDER_OPTION,
  FILTER_NAMES,
  type FilterName,
  formatSelectedSet,
  hashString,
  isLogicalViewField,
  type LogicalSearchCriteria,
  logicalSearchCriteria,
  PAGE_SIZE_RESET,
  parseSelectedSet,
  resolvePageSize,
  resolveSortForRoute,
  type Selection,
  SHOW_ALL_PAGE_SIZE,
  SORT_OPTIONS,
  SORT_ORDER_OPTIONS,
} from '@vitrine/core';

/** The field a logical view searches on (spec 000 §3 "Logical field mapping"). */
export type LogicalViewField = components['schemas']['LogicalViewField'];
/** One filter of the filter-search dropdown (spec 000 §3). */
export type SearchFilter = components['schemas']['SearchFilter'];
/** A sort order: 1 Ascending, 2 Descending (spec 000 §3). */
export type SearchSortOrder = components['schemas']['SortOrderOption'];

/** Search criteria with every field of spec 000 §3 present (what is sent and what query keys carry). */
export type FullSearchCriteria = Required<SearchCriteria>;

/** spec 000 §3 (and openapi.yml's SearchCriteria defaults): every field's default, declared once. */
export const defaultSearchCriteria: Readonly<FullSearchCriteria> = Object.freeze({
  searchId: '',
  selectedFolder: null,
  selectedSet: null,
  selectedDb: null,
  minRating: 0,
  itemsOnPage: DEFAULT_PAGE_SIZE,
  showCustomFields: false,
  text: '',
  booleanMode: false,
  currentPage: 1,
  displayedPages: 1,
  enablePaging: true,
  maxResults: 0,
  sortOption: DEFAULT_SORT_OPTION,
  sortOrderOption: DEFAULT_SORT_ORDER_OPTION,
  loadCustomData: false,
  groupResults: false,
  idsOnly: false,
  hideSubstructure: false,
  filters: Object.freeze([]) as unknown as SearchFilter[],
  logicalView: null,
  logicalViewValue: null,
  dateFrom: null,
  dateTo: null,
  isLoadingMore: false,
} satisfies FullSearchCriteria);

/** What the rules need besides the criteria (global settings, spec 000 §3). */
export interface SearchCriteriaContext {
  /** Global setting hideStarRating: the minimum rating is then never sent (spec 000 §3). */
  hideStarRating?: boolean | undefined;
}

const BUILT_IN_SORTS: ReadonlySet<number> = new Set(SORT_OPTIONS.map((option) => option.value));
const SORT_ORDERS: ReadonlySet<number> = new Set(SORT_ORDER_OPTIONS.map((option) => option.value));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** spec 000 §3: a built-in sort option (1 to 10) or a negative custom-field id. */
export function isSortOption(value: unknown): value is number {
  return isInteger(value) && (BUILT_IN_SORTS.has(value) || value < 0);
}

/** spec 000 §3: 1 Ascending or 2 Descending. */
export function isSortOrder(value: unknown): value is SearchSortOrder {
  return isInteger(value) && SORT_ORDERS.has(value);
}

/** Whether `name` is one of the filter names of spec 000 §3. */
export function isFilterName(name: unknown): name is FilterName {
  return typeof name === 'string' && (FILTER_NAMES as readonly string[]).includes(name);
}

/** A date of the date range: 'yyyy-mm-dd' (spec 000 §9) that is a real day, else null. */
export function normalizeSearchDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, 10);
  if (!DATE.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

/**
 * Filters as sent: only the names of spec 000 §3, one entry per name (a later entry for the same name
 * replaces the earlier one), options as trimmed non-empty strings without duplicates, a filter
 * without options left out, and the filters in the spec's order, so equal filters give equal keys.
 */
export function normalizeFilters(filters: readonly SearchFilter[] | null | undefined): SearchFilter[] {
  const byName = new Map<FilterName, string[]>();
  for (const filter of filters ?? []) {
    if (!isFilterName(filter?.filterName)) continue;
    const options = [
      ...new Set((filter.options ?? []).map((option) => String(option).trim()).filter(Boolean)),
    ];
    byName.set(filter.filterName, options);
  }
  return FILTER_NAMES.flatMap((name) => {
    const options = byName.get(name);
    return options && options.length > 0 ? [{ filterName: name, options }] : [];
  });
}

/**
 * The page size of the criteria: 1 to 1000 kept (the menu offers 12, 24, 48, 96 and 1000; the
 * timeline and the map ask 500, spec 000 §9), above 1000 resets to 96 (spec 000 §5), anything else
 * the default 24.
 */
export function normalizeItemsOnPage(value: unknown): number {
  if (!isInteger(value)) return DEFAULT_PAGE_SIZE;
  if (value > SHOW_ALL_PAGE_SIZE) return PAGE_SIZE_RESET;
  return value >= 1 ? value : DEFAULT_PAGE_SIZE;
}

/**
 * Every field of spec 000 §3, from whatever part of them is given: missing or invalid values take
 * their defaults (sortOption 4, sortOrderOption 1, itemsOnPage 24, currentPage 1, ...), the text is
 * trimmed, filters normalized, dates checked (a reversed range is swapped), a logical view without
 * its value (or the other way round) is dropped, and the minimum rating is 0 when the star rating is
 * hidden.
 */
export function resolveSearchCriteria(
  input: SearchCriteria = {},
  context: SearchCriteriaContext = {},
): FullSearchCriteria {
  const given = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as SearchCriteria;
  const merged: FullSearchCriteria = { ...defaultSearchCriteria, ...given } as FullSearchCriteria;
  let dateFrom = normalizeSearchDate(merged.dateFrom);
  let dateTo = normalizeSearchDate(merged.dateTo);
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const logicalView = isLogicalViewField(merged.logicalView) ? merged.logicalView : null;
  const logicalViewValue =
    logicalView && typeof merged.logicalViewValue === 'string' ? merged.logicalViewValue : null;
  const minRating = isInteger(merged.minRating) && merged.minRating > 0 ? merged.minRating : 0;
  return {
    ...merged,
    searchId: typeof merged.searchId === 'string' ? merged.searchId : '',
    selectedFolder:
      isInteger(merged.selectedFolder) && merged.selectedFolder >= 0 ? merged.selectedFolder : null,
    selectedSet: parseSelectedSet(merged.selectedSet) ? merged.selectedSet : null,
    selectedDb: typeof merged.selectedDb === 'string' && merged.selectedDb !== '' ? merged.selectedDb : null,
    minRating: context.hideStarRating ? 0 : minRating,
    itemsOnPage: normalizeItemsOnPage(merged.itemsOnPage),
    text: typeof merged.text === 'string' ? merged.text.trim() : '',
    currentPage: isInteger(merged.currentPage) && merged.currentPage >= 1 ? merged.currentPage : 1,
    displayedPages:
      isInteger(merged.displayedPages) && merged.displayedPages >= 1 ? merged.displayedPages : 1,
    maxResults: isInteger(merged.maxResults) && merged.maxResults > 0 ? merged.maxResults : 0,
    sortOption: isSortOption(merged.sortOption) ? merged.sortOption : DEFAULT_SORT_OPTION,
    sortOrderOption: isSortOrder(merged.sortOrderOption) ? merged.sortOrderOption : DEFAULT_SORT_ORDER_OPTION,
    filters: normalizeFilters(merged.filters),
    logicalView: logicalViewValue === null ? null : logicalView,
    logicalViewValue,
    dateFrom,
    dateTo,
  };
}

/**
 * A change of the criteria: the list it shows is another one, so paging starts again at page 1
 * (spec 000 §4 "Changing page size resets to page 1"; the same holds for every other change).
 */
export function changeSearchCriteria(
  criteria: SearchCriteria,
  patch: SearchCriteria,
  context: SearchCriteriaContext = {},
): FullSearchCriteria {
  return resolveSearchCriteria({ ...criteria, currentPage: 1, isLoadingMore: false, ...patch }, context);
}

// ---------------------------------------------------------------------------------------------
// The selection of the left panel (spec 000 §4 "Selection")
// ---------------------------------------------------------------------------------------------

/**
 * What the left panel has selected: @vitrine/core's Selection (what @vitrine/tree reports, so the
 * host passes the tree's value straight in), or a logical view given by its field and value.
 */
export type SearchSelection =
  | Selection
  /** A logical view by field and value (spec 000 §3 "Logical field mapping"). */
  | { kind: 'logical'; logicalView: LogicalViewField; logicalViewValue: string };

/** The selection fields of the criteria. */
export type SelectionCriteria = Pick<
  FullSearchCriteria,
  'selectedFolder' | 'selectedSet' | 'selectedDb' | 'logicalView' | 'logicalViewValue'
>;

/** Turns a logical node id into its field and value; default @vitrine/core's `logicalSearchCriteria`. */
export type LogicalNodeResolver = (nodeId: string) => LogicalSearchCriteria | null;

/** Nothing selected: selection mode off (spec 000 §4 "Clearing the selection turns selection mode off"). */
export const NO_SELECTION_CRITERIA: Readonly<SelectionCriteria> = Object.freeze({
  selectedFolder: null,
  selectedSet: null,
  selectedDb: null,
  logicalView: null,
  logicalViewValue: null,
});

/**
 * spec 000 §4: only one of folder, set, logical view, database or all-files mode is active, so the
 * fields of a selection come with the others cleared. 'All' is folder 0; a set is 's' + id and a
 * collection 'g' + id (spec 000 §3). A logical node id is read by `resolveLogicalNode` (default
 * @vitrine/core's `logicalSearchCriteria`, the format every package shares); one it cannot read
 * selects nothing.
 */
export function selectionCriteria(
  selection: SearchSelection | null | undefined,
  resolveLogicalNode: LogicalNodeResolver = logicalSearchCriteria,
): SelectionCriteria {
  if (!selection) return NO_SELECTION_CRITERIA;
  switch (selection.kind) {
    case 'all':
      return { ...NO_SELECTION_CRITERIA, selectedFolder: ALL_FILES_ID };
    case 'folder':
      return { ...NO_SELECTION_CRITERIA, selectedFolder: selection.id };
    case 'set':
    case 'collection':
      return { ...NO_SELECTION_CRITERIA, selectedSet: formatSelectedSet(selection) };
    case 'database':
      return { ...NO_SELECTION_CRITERIA, selectedDb: String(selection.id) };
    case 'logical': {
      if ('logicalView' in selection) {
        return {
          ...NO_SELECTION_CRITERIA,
          logicalView: selection.logicalView,
          logicalViewValue: selection.logicalViewValue,
        };
      }
      const resolved = resolveLogicalNode(selection.nodeId);
      return resolved ? { ...NO_SELECTION_CRITERIA, ...resolved } : NO_SELECTION_CRITERIA;
    }
  }
}

/** The criteria with a new selection: the other selection fields cleared, back to page 1 (spec 000 §4). */
export function withSelection(
  criteria: SearchCriteria,
  selection: SearchSelection | null | undefined,
  resolveLogicalNode?: LogicalNodeResolver,
  context: SearchCriteriaContext = {},
): FullSearchCriteria {
  return changeSearchCriteria(criteria, selectionCriteria(selection, resolveLogicalNode), context);
}

// ---------------------------------------------------------------------------------------------
// Page size, sort, text, filters, dates, rating
// ---------------------------------------------------------------------------------------------

/**
 * spec 000 §4, §5, §9: a page size chosen in the menu or read from settings (one of 12, 24, 48, 96,
 * 1000; above 1000 resets to 96; anything else 24), and back to page 1.
 */
export function withPageSize(criteria: SearchCriteria, pageSize: unknown): FullSearchCriteria {
  return changeSearchCriteria(criteria, { itemsOnPage: resolvePageSize(pageSize) });
}

/** A sort option and order (spec 000 §3); an invalid one keeps the current; back to page 1. */
export function withSort(
  criteria: SearchCriteria,
  sortOption: number,
  sortOrderOption?: number,
): FullSearchCriteria {
  return changeSearchCriteria(criteria, {
    ...(isSortOption(sortOption) ? { sortOption } : {}),
    ...(isSortOrder(sortOrderOption) ? { sortOrderOption } : {}),
  });
}

/**
 * spec 000 §4: a search-query route parameter searches its text and forces sort 5 (Last updated) and
 * order 2 (Descending). Without one (missing or blank) the criteria stay as they are.
 */
export function withRouteSearchQuery(
  criteria: SearchCriteria,
  searchQuery: string | null | undefined,
): FullSearchCriteria {
  const text = searchQuery?.trim() ?? '';
  if (text === '') return resolveSearchCriteria(criteria);
  const sort = resolveSortForRoute(criteria, { searchQuery: text });
  return changeSearchCriteria(criteria, {
    text,
    sortOption: sort.sortOption,
    sortOrderOption: sort.sortOrderOption as SearchSortOrder,
  });
}

/** The search text and whether it is read as a boolean expression (spec 000 §3 text, booleanMode). */
export function withText(criteria: SearchCriteria, text: string, booleanMode?: boolean): FullSearchCriteria {
  return changeSearchCriteria(criteria, { text, ...(booleanMode === undefined ? {} : { booleanMode }) });
}

/** One filter of spec 000 §3 set to `options`; no options removes it. Back to page 1. */
export function withFilter(
  criteria: SearchCriteria,
  filterName: FilterName,
  options: readonly string[],
): FullSearchCriteria {
  const others = (criteria.filters ?? []).filter((filter) => filter.filterName !== filterName);
  return changeSearchCriteria(criteria, { filters: [...others, { filterName, options: [...options] }] });
}

/** The date range (yyyy-mm-dd, either end open with null); back to page 1. */
export function withDateRange(
  criteria: SearchCriteria,
  dateFrom: string | null,
  dateTo: string | null,
): FullSearchCriteria {
  return changeSearchCriteria(criteria, { dateFrom, dateTo });
}

/** The minimum rating; never sent when the star rating is hidden (global setting hideStarRating). */
export function withMinRating(
  criteria: SearchCriteria,
  minRating: number,
  context: SearchCriteriaContext = {},
): FullSearchCriteria {
  return changeSearchCriteria(criteria, { minRating }, context);
}

// ---------------------------------------------------------------------------------------------
// Web settings and query keys
// ---------------------------------------------------------------------------------------------

/** The web settings that shape a search (spec 000 §3 "Web settings"). */
export interface SearchWebSettings {
  sortOption?: number | undefined;
  sortOrderOption?: number | undefined;
  groupResults?: boolean | undefined;
  hideSubstructure?: boolean | undefined;
  pageSize?: unknown;
}

/**
 * The criteria fields kept in web settings: sort, order, group results, hide substructure and the
 * page size (a stored size above 1000 reads as 96, spec 000 §5).
 */
export function criteriaFromWebSettings(settings: SearchWebSettings): SearchCriteria {
  return {
    sortOption: isSortOption(settings.sortOption) ? settings.sortOption : DEFAULT_SORT_OPTION,
    sortOrderOption: isSortOrder(settings.sortOrderOption)
      ? settings.sortOrderOption
      : DEFAULT_SORT_ORDER_OPTION,
    groupResults: settings.groupResults === true,
    hideSubstructure: settings.hideSubstructure === true,
    itemsOnPage: resolvePageSize(settings.pageSize),
  };
}

/** The paging fields: what changes from one page of the same search to the next. */
export const PAGING_FIELDS = ['currentPage', 'isLoadingMore', 'searchId'] as const;

/** The criteria without their paging fields: what makes two pages belong to the same search. */
export function searchBaseOf(
  criteria: FullSearchCriteria,
): Omit<FullSearchCriteria, (typeof PAGING_FIELDS)[number]> {
  const { currentPage: _page, isLoadingMore: _more, searchId: _id, ...base } = criteria;
  return base;
}

/** The criteria of page `index` (0-based) of a search: load-more pages say so (spec 000 §3 isLoadingMore). */
export function pageCriteriaOf(first: FullSearchCriteria, index: number): FullSearchCriteria {
  return { ...first, currentPage: first.currentPage + index, isLoadingMore: index > 0 };
}

/** JSON with object keys sorted, so equal criteria give equal text whatever their key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The searchId of criteria (spec 000 §3, §4: "a client id of this search; answers for other criteria
 * are discarded"): a short hash of every field but the paging ones, the same for every page of one
 * search and different for any other search (FNV-1a, 32 bits, base 36).
 */
export function makeSearchId(criteria: FullSearchCriteria): string {
  return `s${hashString(stableStringify(searchBaseOf(criteria))).toString(36)}`;
}
