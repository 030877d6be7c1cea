// The search session: criteria (spec 000 §3), the session hook (spec 000 §4), infinite scroll and
// the search calls (spec 000 §7).
export { viewsKeys } from '../api/keys';
export {
  checkSearchAnswer,
  countCriteriaOf,
  fetchSearchCount,
  fetchSearchPage,
  isStaleSearchAnswer,
  type SearchApi,
  type SearchCount,
  StaleSearchAnswerError,
  searchCountQuery,
  searchPageQuery,
  seedNextPage,
  useSearchApi,
} from '../api/search';
export { formatGroupTitle, useFormatGroupTitle } from '../grid-core/grouping';
export {
  changeSearchCriteria,
  criteriaFromWebSettings,
  defaultSearchCriteria,
  type FullSearchCriteria,
  isFilterName,
  isSortOption,
  isSortOrder,
  type LogicalNodeResolver,
  type LogicalViewField,
  makeSearchId,
  NO_SELECTION_CRITERIA,
  normalizeFilters,
  normalizeItemsOnPage,
  normalizeSearchDate,
  PAGING_FIELDS,
  pageCriteriaOf,
  resolveSearchCriteria,
  type SearchCriteriaContext,
  type SearchFilter,
  type SearchSelection,
  type SearchSortOrder,
  type SearchWebSettings,
  type SelectionCriteria,
  searchBaseOf,
  selectionCriteria,
  stableStringify,
  withDateRange,
  withFilter,
  withMinRating,
  withPageSize,
  withRouteSearchQuery,
  withSelection,
  withSort,
  withText,
} from './criteria';
export { DateRangeFields, type DateRangeFieldsProps, movedDay } from './DateRangeFields';
export { MinRatingSelect, type MinRatingSelectProps } from './MinRatingSelect';
export {
  type PageSizeOption,
  pageSizeOptions,
  type SearchSortOptionsInput,
  searchSortOptions,
  searchSortOrderOptions,
} from './options';
export {
  appendImages,
  appendPages,
  type DeleteFollowUp,
  deleteFollowUp,
  distanceToBottom,
  groupSearchResults,
  isNearBottom,
  type ScrollMetrics,
  type SearchResultGroup,
} from './results';
export { defaultSearchBarProps, SearchBar, type SearchBarProps } from './SearchBar';
export { SearchField, type SearchFieldProps } from './SearchField';
export {
  activeSearchOptionCount,
  addDays,
  addMonths,
  type CalendarMonth,
  calendarMonth,
  EMPTY_SEARCH_INPUT,
  endOfWeek,
  type IsoDay,
  isSearchInputActive,
  MAX_RATING,
  SEARCH_TYPING_DELAY_MS,
  type SearchInput,
  searchInputCriteria,
  startOfWeek,
} from './search-input';
export {
  awaitsThumbnail,
  nextThumbnailRefresh,
  pageAwaitsThumbnails,
  THUMBNAIL_REFRESH_MAX_TRIES,
  THUMBNAIL_REFRESH_MS,
  type ThumbnailRefreshState,
} from './thumbnail-refresh';
export {
  defaultInfiniteScrollOptions,
  type InfiniteScrollSource,
  type UseInfiniteScrollOptions,
  useInfiniteScroll,
} from './useInfiniteScroll';
export { type UseSearchCriteriaOptions, useSearchCriteria } from './useSearchCriteria';
export {
  defaultSearchSessionOptions,
  logSearchFailure,
  type SearchErrorReporting,
  type SearchSession,
  type UseSearchSessionOptions,
  useSearchSession,
} from './useSearchSession';
