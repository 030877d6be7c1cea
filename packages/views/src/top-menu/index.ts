export {
  fetchWorkflowStatuses,
  useWorkflowStatuses,
  WORKFLOW_STATUSES_STALE_MS,
  workflowKeys,
  workflowStatusesQuery,
} from '../api/workflows';
export {
  permissionsFor,
  TOP_MENU_ACTIONS,
  TOP_MENU_RULES,
  TOP_MENU_VIEWS,
  type TopMenuAction,
  type TopMenuActionRule,
  type TopMenuActionState,
  type TopMenuActionsInput,
  type TopMenuPlace,
  type TopMenuView,
  topMenuActions,
} from './actions';
export { FilterMenu, type FilterMenuProps } from './FilterMenu';
export {
  activeFilterCount,
  FILTER_OPTIONS,
  type FilterMenuGroup,
  type FilterMenuInput,
  type FilterMenuOption,
  type FilterMenuWords,
  type FilterOptionValue,
  type FilterWorkflowStatus,
  type FixedFilterName,
  filterMenuGroups,
  isFilterOptionChecked,
  toggleFilterOption,
} from './filters';
export { type TopMenuLayout, topMenuLayouts } from './layout';
export {
  resolveTopMenuLocale,
  type TopMenuLocale,
  type TopMenuLocaleOverrides,
  topMenuLocale,
  topMenuLocalePart,
  useTopMenuLocale,
} from './locale';
export { topMenuLocaleDe } from './locale.de';
export {
  defaultTopMenuProps,
  InfoBanner,
  type InfoBannerProps,
  NoResults,
  type NoResultsProps,
  TopMenu,
  type TopMenuActionHandlers,
  type TopMenuProps,
  type TopMenuSort,
  VIEW_ICONS,
} from './TopMenu';
