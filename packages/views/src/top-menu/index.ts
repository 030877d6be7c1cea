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
export {
  resolveTopMenuLocale,
  type TopMenuLocale,
  type TopMenuLocaleOverrides,
  topMenuLocale,
} from './locale';
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
} from './TopMenu';
