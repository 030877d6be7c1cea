// The filter-search dropdown's model (spec 000 §2 "filter-search dropdown", §3 filters): which
// options each filter offers, what a checked option sends, and how many are active. Pure: no React.
//
// The option values are the ones both the mocks (packages/mocks/src/handlers/query.ts matchesFilter)
// and the reference server (packages/server/src/search/criteria.ts FILE_KINDS, ORIENTATIONS,
// EXPIRY_STATES, BRANDING_STATUSES) accept; workflowStatusesIds sends workflow status ids.
import type { ExpiryState, FilterName } from '@vitrine/core';
import { normalizeFilters, type SearchFilter, withFilter } from '../search/criteria';

/** The options of the filters whose vocabulary is fixed (workflow statuses come from the server). */
export const FILTER_OPTIONS = {
  fileFormat: ['image', 'video', 'audio', 'pdf', 'other'],
  orientation: ['landscape', 'portrait', 'square', 'none'],
  expirationDate: ['none', 'valid', 'expiringSoon', 'expired'] satisfies ExpiryState[],
  brandingStatus: ['onBrand', 'offBrand'],
} as const;

/** A filter with a fixed vocabulary. */
export type FixedFilterName = keyof typeof FILTER_OPTIONS;

/** One option of a fixed filter. */
export type FilterOptionValue<Name extends FixedFilterName> = (typeof FILTER_OPTIONS)[Name][number];

/** A workflow status as GET /api/workflows answers it (spec 001 §3). */
export interface FilterWorkflowStatus {
  id: number;
  name: string;
}

/** One option of the dropdown: the value sent and its label. */
export interface FilterMenuOption {
  value: string;
  label: string;
}

/** One group of the dropdown: a filter and its options. */
export interface FilterMenuGroup {
  filterName: FilterName;
  label: string;
  options: FilterMenuOption[];
}

/** The words {@link filterMenuGroups} needs: each filter's name and each fixed option's label. */
export interface FilterMenuWords {
  filterNames: Record<FilterName, string>;
  filterOptions: { [Name in FixedFilterName]: Record<FilterOptionValue<Name>, string> };
}

/** What decides which filters are offered. */
export interface FilterMenuInput {
  /** Global setting enableImageBrandingStatus: brandingStatus is offered only then. */
  brandingStatus: boolean;
  /** The workflow statuses (only when enableWorkflow); none or undefined: workflowStatusesIds is not offered. */
  workflowStatuses?: readonly FilterWorkflowStatus[] | undefined;
}

/**
 * The groups of the dropdown, in spec 000 §3's order: fileFormat, orientation, expirationDate
 * (always: whether the user may see expired files is the server's to decide, spec 000 §6),
 * brandingStatus when branding is enabled, workflowStatusesIds when statuses are known.
 */
export function filterMenuGroups(input: FilterMenuInput, words: FilterMenuWords): FilterMenuGroup[] {
  const fixed = <Name extends FixedFilterName>(name: Name): FilterMenuGroup => ({
    filterName: name,
    label: words.filterNames[name],
    options: FILTER_OPTIONS[name].map((value: FilterOptionValue<Name>) => ({
      value,
      label: (words.filterOptions[name] as Record<string, string>)[value] ?? value,
    })),
  });
  const groups = [fixed('fileFormat'), fixed('orientation'), fixed('expirationDate')];
  if (input.brandingStatus) groups.push(fixed('brandingStatus'));
  const statuses = input.workflowStatuses ?? [];
  if (statuses.length > 0) {
    groups.push({
      filterName: 'workflowStatusesIds',
      label: words.filterNames.workflowStatusesIds,
      options: statuses.map((status) => ({ value: String(status.id), label: status.name })),
    });
  }
  return groups;
}

/** Whether `value` is checked in `filters`. */
export function isFilterOptionChecked(
  filters: readonly SearchFilter[],
  filterName: FilterName,
  value: string,
): boolean {
  return filters.some((filter) => filter.filterName === filterName && filter.options.includes(value));
}

/** The filters with one option of one filter turned on or off (normalized; spec 000 §3). */
export function toggleFilterOption(
  filters: readonly SearchFilter[],
  filterName: FilterName,
  value: string,
): SearchFilter[] {
  const current = normalizeFilters(filters).find((filter) => filter.filterName === filterName)?.options ?? [];
  const next = current.includes(value) ? current.filter((option) => option !== value) : [...current, value];
  return withFilter({ filters: [...filters] }, filterName, next).filters;
}

/** How many options are checked over every filter (what the dropdown's button shows). */
export function activeFilterCount(filters: readonly SearchFilter[]): number {
  return normalizeFilters(filters).reduce((count, filter) => count + filter.options.length, 0);
}
