// Sort and order options (spec 000 §3, §4).
import {
  DEFAULT_SORT_OPTION,
  DEFAULT_SORT_ORDER_OPTION,
  SEARCH_QUERY_SORT_OPTION,
  SEARCH_QUERY_SORT_ORDER_OPTION,
} from '../constants';
import { en, type VitrineLocale } from '../locale/en';
import { formatCustomLabel } from './format';

type SortLabelKey = keyof VitrineLocale['sort'];

/** spec 000 §3: the built-in sort options in the order they are offered; `label` is the English text. */
export const SORT_OPTIONS = [
  { value: 4, key: 'relevance', label: en.sort.relevance },
  { value: 1, key: 'added', label: en.sort.added },
  { value: 2, key: 'dateTaken', label: en.sort.dateTaken },
  { value: 3, key: 'title', label: en.sort.title },
  { value: 5, key: 'lastUpdated', label: en.sort.lastUpdated },
  { value: 6, key: 'lastViewed', label: en.sort.lastViewed },
  { value: 7, key: 'fileName', label: en.sort.fileName },
  { value: 8, key: 'extension', label: en.sort.extension },
  { value: 9, key: 'fileSize', label: en.sort.fileSize },
  { value: 10, key: 'viewCount', label: en.sort.viewCount },
] as const satisfies readonly { value: number; key: SortLabelKey; label: string }[];

/** A built-in sort option value. */
export type BuiltInSortOption = (typeof SORT_OPTIONS)[number]['value'];

/** spec 000 §3: order options. */
export const SORT_ORDER_OPTIONS = [
  { value: 1, key: 'ascending', label: en.sort.ascending },
  { value: 2, key: 'descending', label: en.sort.descending },
] as const satisfies readonly { value: number; key: SortLabelKey; label: string }[];

/** A sort order value: 1 ascending, 2 descending. */
export type SortOrderOption = (typeof SORT_ORDER_OPTIONS)[number]['value'];

/** A custom metadata definition (spec 000 §3). */
export interface CustomMetadataDefinition {
  id: number;
  /** Label; double underscores are shown as spaces. */
  label: string;
  displayOrder?: number;
}

/** A sort option as offered: built-in (positive) or custom field (negative definition id). */
export interface SortOptionItem {
  value: number;
  label: string;
  /** The custom definition it sorts by, for custom options. */
  customFieldId?: number;
}

/** What decides the offered sort options. */
export interface ListSortOptionsInput {
  /** Custom metadata definitions; each becomes an option with value -id. */
  customDefinitions?: readonly CustomMetadataDefinition[];
  /** The label of the definition that holds recognised objects (spec 000 §2, §3). */
  recognitionLabel?: string;
  /** Whether object recognition is enabled; only then is the recognition field offered. */
  recognitionEnabled?: boolean;
  /** A host locale for the built-in labels. */
  locale?: VitrineLocale;
}

/**
 * spec 000 §3: the built-in options, then one per custom definition (by displayOrder) with the
 * negative definition id; the recognition-label definition only when recognition is enabled.
 */
export function listSortOptions(input: ListSortOptionsInput = {}): SortOptionItem[] {
  const locale = input.locale ?? en;
  const builtIn = SORT_OPTIONS.map((option) => ({ value: option.value, label: locale.sort[option.key] }));
  const custom = [...(input.customDefinitions ?? [])]
    .filter((definition) => input.recognitionEnabled || definition.label !== input.recognitionLabel)
    .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0))
    .map((definition) => ({
      value: -definition.id,
      label: formatCustomLabel(definition.label),
      customFieldId: definition.id,
    }));
  return [...builtIn, ...custom];
}

/** The order options with a host locale's labels. */
export function listSortOrderOptions(
  locale: VitrineLocale = en,
): { value: SortOrderOption; label: string }[] {
  return SORT_ORDER_OPTIONS.map((option) => ({ value: option.value, label: locale.sort[option.key] }));
}

/** spec 000 §3: a group whose sort value is empty is titled 'No data'. */
export function makeSortGroupTitle(
  value: string | number | null | undefined,
  locale: VitrineLocale = en,
): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? locale.common.noData : text;
}

/** The sort part of the search criteria. */
export interface SortSelection {
  sortOption: number;
  sortOrderOption: number;
}

/**
 * spec 000 §4: a search-query route parameter forces sort 5 (Last updated) and order 2 (Descending);
 * without one the selection stays, with the defaults of spec 000 §3 (4, 1) for what is missing.
 */
export function resolveSortForRoute(
  selection: Partial<SortSelection>,
  route: { searchQuery?: string | null },
): SortSelection {
  if (route.searchQuery !== undefined && route.searchQuery !== null && route.searchQuery.trim() !== '') {
    return { sortOption: SEARCH_QUERY_SORT_OPTION, sortOrderOption: SEARCH_QUERY_SORT_ORDER_OPTION };
  }
  return {
    sortOption: selection.sortOption ?? DEFAULT_SORT_OPTION,
    sortOrderOption: selection.sortOrderOption ?? DEFAULT_SORT_ORDER_OPTION,
  };
}
