// <TopMenu>: the menu above the files (spec 000 §2 "Top menu"): sort, order, group results, show or
// hide substructure, the view switcher, the history and breadcrumb slots, and the actions upload,
// download, PDF report, share, delete, exclude, regenerate thumbnails, recognize objects and the file
// sidebar toggle, each shown only with the permission spec 000 §6 names (actions.ts) and each a
// callback the host wires; and the filter-search dropdown (FilterMenu.tsx) once the host wires
// filters. A WAI-ARIA toolbar: one tab stop, Left/Right/Home/End move, the sort, order and view menus
// are @vitrine/ui's ActionMenu. The body variant (spec 000 §2 "The body view ... hides the menu") draws
// nothing. Also here: <InfoBanner> (web setting infoBanner) and <NoResults> with its upload shortcut.
import type { SortOptionItem } from '@vitrine/core';
import { interpolate } from '@vitrine/core';
import {
  ActionMenu,
  type MenuItem,
  type PermissionName,
  type PermissionTarget,
  useControllableState,
  useCustomMetadataDefinitions,
  useGlobalSettings,
  usePermission,
  useWebSetting,
} from '@vitrine/ui';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SearchFilter } from '../search/criteria';
import { searchSortOptions, searchSortOrderOptions } from '../search/options';
import {
  permissionsFor,
  TOP_MENU_VIEWS,
  type TopMenuAction,
  type TopMenuPlace,
  type TopMenuView,
  topMenuActions,
} from './actions';
import { FilterMenu } from './FilterMenu';
import type { FilterWorkflowStatus } from './filters';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from './locale';

/** A sort the menu asks for (spec 000 §3 sortOption, sortOrderOption). */
export interface TopMenuSort {
  sortOption: number;
  sortOrderOption: 1 | 2;
}

/** The callbacks of the actions; an action without one is not shown. */
export interface TopMenuActionHandlers {
  /** Upload: the host opens its uploader for the selected folder (needs webUpload there). */
  onUpload?: (() => void) | undefined;
  /** Download the selected files (the host runs useFileActions' download). */
  onDownload?: (() => void) | undefined;
  /** The PDF report of the selected files. */
  onReport?: (() => void) | undefined;
  /** Share the selected files (the host opens its share dialog). */
  onShare?: (() => void) | undefined;
  /** Delete the selected files (in a folder). */
  onDelete?: (() => void) | undefined;
  /** Exclude the selected files from the set (in a set, instead of delete). */
  onExclude?: (() => void) | undefined;
  /** Regenerate the selected files' thumbnails. */
  onRegenerateThumbnails?: (() => void) | undefined;
  /** Recognize objects in the selected files (shown when recognition is enabled). */
  onRecognizeObjects?: (() => void) | undefined;
  /** The file sidebar toggle: called with the new state. */
  onFileSidebarChange?: ((open: boolean) => void) | undefined;
}

/** Props of {@link TopMenu}. */
export interface TopMenuProps extends TopMenuActionHandlers {
  /** 'body': the body view's variant, which hides the menu (spec 000 §2). */
  variant?: 'default' | 'body' | undefined;
  /** The selected folder or set, whose permissions gate the actions (null: neither). */
  target?: PermissionTarget | null | undefined;
  /** The host's own answers per action (a shared-link page, a host with its own rules); they win. */
  permissions?: Partial<Record<TopMenuAction, boolean>> | undefined;
  /** How many files are selected: actions on files are disabled, with the reason, at 0. */
  selectedCount?: number | undefined;
  /** Object recognition enabled (spec 001 §6); default: the global settings' recognitionEnabled. */
  recognitionEnabled?: boolean | undefined;
  /** Guest access: exclude is hidden (spec 001 §6). */
  isGuest?: boolean | undefined;
  /**
   * The sort options offered. Default: spec 000 §3's built-in ones, then one per custom metadata
   * definition (GET /api/custommetadata/definitions; the recognition label only when recognition is
   * enabled), through searchSortOptions.
   */
  sortOptions?: readonly SortOptionItem[] | undefined;
  /** The sort (controlled): sort option and order of spec 000 §3. */
  sort?: TopMenuSort | undefined;
  /** The sort at first (uncontrolled); default sort option 4, ascending. */
  defaultSort?: TopMenuSort | undefined;
  /** Called with the new sort when the user picks a sort option or an order. */
  onSortChange?: ((sort: TopMenuSort) => void) | undefined;
  /** Group results (web setting groupResults, spec 000 §3), controlled. */
  groupResults?: boolean | undefined;
  /** Group results at first (uncontrolled). */
  defaultGroupResults?: boolean | undefined;
  /** Called with the new value when the user toggles grouping. */
  onGroupResultsChange?: ((value: boolean) => void) | undefined;
  /** Hide the files of subfolders (spec 000 §2 "show or hide substructure"), controlled. */
  hideSubstructure?: boolean | undefined;
  /** Hide substructure at first (uncontrolled). */
  defaultHideSubstructure?: boolean | undefined;
  /** Called with the new value when the user toggles substructure. */
  onHideSubstructureChange?: ((value: boolean) => void) | undefined;
  /** The views the host offers, in order (default: gallery, masonry, grid). */
  views?: readonly TopMenuView[] | undefined;
  /** The view shown (controlled). */
  view?: TopMenuView | undefined;
  /** The view at first (uncontrolled); default the first of `views`. */
  defaultView?: TopMenuView | undefined;
  /** Called with the view the user switches to (the host shows it). */
  onViewChange?: ((view: TopMenuView) => void) | undefined;
  /** Whether the file sidebar is shown (controlled or uncontrolled). */
  fileSidebarOpen?: boolean | undefined;
  /** Whether the file sidebar is shown at first (uncontrolled). */
  defaultFileSidebarOpen?: boolean | undefined;
  /** Slot: the folder history menu (the trees package's FolderHistoryMenu, wired by the host). */
  history?: ReactNode;
  /**
   * Slot: the breadcrumb of the selected folder, set or logical view, drawn as given: it brings its
   * own labelled <nav> (WAI-ARIA breadcrumb pattern); the menu adds no landmark around it.
   */
  breadcrumb?: ReactNode;
  /**
   * The filter-search dropdown's filters (spec 000 §2, §3), controlled or uncontrolled; the dropdown
   * shows once one of `filters`, `defaultFilters` or `onFiltersChange` is given.
   */
  filters?: SearchFilter[] | undefined;
  /** The filters at first (uncontrolled); giving it shows the dropdown. */
  defaultFilters?: SearchFilter[] | undefined;
  /** Called with the new filters after each change; giving it shows the dropdown. */
  onFiltersChange?: ((filters: SearchFilter[]) => void) | undefined;
  /** Offer the brandingStatus filter; default: the global setting enableImageBrandingStatus. */
  brandingStatus?: boolean | undefined;
  /** The workflow statuses offered; default: GET /api/workflows when the global setting enableWorkflow is on. */
  workflowStatuses?: readonly FilterWorkflowStatus[] | undefined;
  /** Partial override of the menu's words. */
  locale?: TopMenuLocaleOverrides | undefined;
}

/** The defaults of {@link TopMenuProps}, declared once (STYLE habit 2). */
export const defaultTopMenuProps = {
  views: ['gallery', 'masonry', 'grid'] as readonly TopMenuView[],
  sort: { sortOption: 4, sortOrderOption: 1 } as TopMenuSort,
  selectedCount: 0,
} as const;

const placeOf = (target: PermissionTarget | null | undefined): TopMenuPlace =>
  !target ? 'other' : 'folderId' in target ? 'folder' : 'set';

/** Every permission the menu may ask, in a fixed order (a fixed number of hooks). */
const ASKED: readonly PermissionName[] = [
  'webUpload',
  'download',
  'images.download',
  'share.link',
  'delete',
  'images.delete',
  'editData',
];

/** The answers for the permissions the menu needs at a place; the others are not asked. */
function usePlacePermissions(
  target: PermissionTarget | null | undefined,
  needed: ReadonlySet<PermissionName>,
) {
  const answers = new Map<PermissionName, boolean | undefined>();
  for (const name of ASKED) {
    // biome-ignore lint/correctness/useHookAtTopLevel: ASKED is a constant list, so the hooks keep their order
    const state = usePermission(name, target && needed.has(name) ? target : null);
    answers.set(name, state.allowed);
  }
  return (name: PermissionName) => answers.get(name);
}

/**
 * The top menu over the files (spec 000 §2 "Top menu"): sort and order, group results, show or hide
 * substructure, the view switcher, the history and breadcrumb slots, the filter-search dropdown, and
 * the actions on the selected files (upload, download, PDF report, share, delete or exclude,
 * regenerate thumbnails, recognize objects, the file sidebar), each shown only with the permission
 * the user holds on the selected folder or set and disabled, saying why, while nothing is selected.
 * A WAI-ARIA toolbar: one tab stop, arrow keys move. The actions only call back: the host runs them.
 */
export function TopMenu(props: TopMenuProps) {
  if (props.variant === 'body') return null;
  return <TopMenuBar {...props} />;
}

const HANDLER_OF: Record<Exclude<TopMenuAction, 'fileSidebar'>, keyof TopMenuActionHandlers> = {
  upload: 'onUpload',
  download: 'onDownload',
  report: 'onReport',
  share: 'onShare',
  delete: 'onDelete',
  exclude: 'onExclude',
  regenerateThumbnails: 'onRegenerateThumbnails',
  recognizeObjects: 'onRecognizeObjects',
};

function CheckIcon({ shown }: { shown: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable={false}>
      {shown ? (
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

function TopMenuBar(props: TopMenuProps) {
  const locale = useTopMenuLocale(props.locale);
  const reasonId = useId();
  const place = placeOf(props.target);
  const views = props.views ?? defaultTopMenuProps.views;
  const selectedCount = props.selectedCount ?? defaultTopMenuProps.selectedCount;

  const [sort, setSort] = useControllableState({
    value: props.sort,
    defaultValue: props.defaultSort ?? defaultTopMenuProps.sort,
    onChange: props.onSortChange,
  });
  const [groupResults, setGroupResults] = useControllableState({
    value: props.groupResults,
    defaultValue: props.defaultGroupResults ?? false,
    onChange: props.onGroupResultsChange,
  });
  const [hideSubstructure, setHideSubstructure] = useControllableState({
    value: props.hideSubstructure,
    defaultValue: props.defaultHideSubstructure ?? false,
    onChange: props.onHideSubstructureChange,
  });
  const [view, setView] = useControllableState<TopMenuView>({
    value: props.view,
    defaultValue: props.defaultView ?? views[0] ?? TOP_MENU_VIEWS[0],
    onChange: props.onViewChange,
  });
  const [sidebarOpen, setSidebarOpen] = useControllableState({
    value: props.fileSidebarOpen,
    defaultValue: props.defaultFileSidebarOpen ?? false,
    onChange: props.onFileSidebarChange,
  });

  const globalSettings = useGlobalSettings().data;
  const recognitionEnabled = props.recognitionEnabled ?? globalSettings?.recognitionEnabled === true;
  const wired = new Set<TopMenuAction>();
  for (const [action, key] of Object.entries(HANDLER_OF) as [TopMenuAction, keyof TopMenuActionHandlers][]) {
    if (props[key]) wired.add(action);
  }
  if (
    props.onFileSidebarChange ||
    props.fileSidebarOpen !== undefined ||
    props.defaultFileSidebarOpen !== undefined
  )
    wired.add('fileSidebar');
  const needed = new Set(permissionsFor(place));
  const granted = usePlacePermissions(props.target, needed);
  const actions = topMenuActions({
    place,
    granted,
    overrides: props.permissions,
    wired,
    selectedCount,
    recognitionEnabled,
    isGuest: props.isGuest,
  });

  const definitions = useCustomMetadataDefinitions().data;
  const sortOptions = useMemo(
    () => props.sortOptions ?? searchSortOptions({ definitions, recognitionEnabled }),
    [props.sortOptions, definitions, recognitionEnabled],
  );
  const orderOptions = searchSortOrderOptions();
  const currentSort =
    sortOptions.find((option) => option.value === sort.sortOption)?.label ?? String(sort.sortOption);
  const currentOrder = orderOptions.find((option) => option.value === sort.sortOrderOption)?.label ?? '';

  // The toolbar's roving tab stop: the items carry data-vt-toolbar-item; one of them is tabbable.
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const items = () => [
    ...(toolbarRef.current?.querySelectorAll<HTMLElement>('[data-vt-toolbar-item]') ?? []),
  ];
  useLayoutEffect(() => {
    const all = items();
    const key = all.some((item) => item.dataset.vtToolbarItem === activeKey)
      ? activeKey
      : (all[0]?.dataset.vtToolbarItem ?? null);
    for (const item of all) item.tabIndex = item.dataset.vtToolbarItem === key ? 0 : -1;
  });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).dataset?.vtToolbarItem;
    if (key) setActiveKey(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys from an open menu (portalled, but bubbling through React) are the menu's.
    if (!target.dataset.vtToolbarItem || !toolbarRef.current?.contains(target)) return;
    const all = items();
    const at = all.indexOf(target);
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % all.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    else return;
    event.preventDefault();
    all[next]?.focus();
  };

  const sortItems: MenuItem[] = sortOptions.map((option) => ({
    id: `sort-${option.value}`,
    label: option.label,
    icon: <CheckIcon shown={option.value === sort.sortOption} />,
    onSelect: () => setSort({ sortOption: option.value, sortOrderOption: sort.sortOrderOption }),
  }));
  const orderItems: MenuItem[] = orderOptions.map((option) => ({
    id: `order-${option.value}`,
    label: option.label,
    icon: <CheckIcon shown={option.value === sort.sortOrderOption} />,
    onSelect: () => setSort({ sortOption: sort.sortOption, sortOrderOption: option.value }),
  }));
  const viewItems: MenuItem[] = views.map((name) => ({
    id: `view-${name}`,
    label: locale.views[name],
    icon: <CheckIcon shown={name === view} />,
    onSelect: () => setView(name),
  }));

  const filtersWired =
    props.filters !== undefined || props.defaultFilters !== undefined || props.onFiltersChange !== undefined;

  const sortText = interpolate(locale.sortBy, { value: currentSort });
  const orderText = interpolate(locale.order, { value: currentOrder });
  const viewText = interpolate(locale.view, { value: locale.views[view] });

  return (
    <div className="vt-views__topmenu">
      {props.breadcrumb || props.history ? (
        // The host's slots as they are: a breadcrumb brings its own labelled <nav> (WAI-ARIA
        // breadcrumb pattern), so the menu adds no landmark around it (no nav inside a nav).
        <div className="vt-views__topmenu-nav">
          {props.history ? <div className="vt-views__topmenu-history">{props.history}</div> : null}
          {props.breadcrumb ? <div className="vt-views__topmenu-breadcrumb">{props.breadcrumb}</div> : null}
        </div>
      ) : null}
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={locale.toolbarLabel}
        className="vt-views__toolbar"
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <div className="vt-views__toolbar-group">
          <ToolbarMenu item="sort" text={sortText} items={sortItems} />
          <ToolbarMenu item="order" text={orderText} items={orderItems} />
          <ToolbarToggle item="group" pressed={groupResults} onPressedChange={setGroupResults}>
            {locale.groupResults}
          </ToolbarToggle>
          <ToolbarToggle item="substructure" pressed={hideSubstructure} onPressedChange={setHideSubstructure}>
            {locale.hideSubstructure}
          </ToolbarToggle>
          {views.length > 1 ? <ToolbarMenu item="view" text={viewText} items={viewItems} /> : null}
          {filtersWired ? (
            <FilterMenu
              toolbarItem="filters"
              filters={props.filters}
              defaultFilters={props.defaultFilters}
              onFiltersChange={props.onFiltersChange}
              brandingStatus={props.brandingStatus}
              workflowStatuses={props.workflowStatuses}
              locale={props.locale}
            />
          ) : null}
        </div>
        {actions.length > 0 ? (
          <div className="vt-views__toolbar-group" data-kind="actions">
            {actions.map(({ action, disabledReason }) => {
              const label = locale.actions[action];
              if (action === 'fileSidebar') {
                return (
                  <ToolbarToggle
                    key={action}
                    item={action}
                    pressed={sidebarOpen}
                    onPressedChange={setSidebarOpen}
                  >
                    {label}
                  </ToolbarToggle>
                );
              }
              const handler = props[HANDLER_OF[action]] as (() => void) | undefined;
              return (
                <button
                  key={action}
                  type="button"
                  className="vt-views__toolbar-button"
                  data-vt-toolbar-item={action}
                  data-tone={action === 'delete' || action === 'exclude' ? 'danger' : undefined}
                  // Disabled items stay focusable in a toolbar (WAI-ARIA APG), with their reason.
                  aria-disabled={disabledReason ? true : undefined}
                  aria-describedby={disabledReason ? reasonId : undefined}
                  title={disabledReason ? locale.needsSelection : undefined}
                  onClick={() => {
                    if (!disabledReason) handler?.();
                  }}
                >
                  {label}
                </button>
              );
            })}
          </div>
        ) : null}
        <span id={reasonId} className="vt-views__sr-only">
          {locale.needsSelection}
        </span>
      </div>
    </div>
  );
}

/** A toolbar button that opens one of @vitrine/ui's ActionMenus (sort, order, view). */
function ToolbarMenu({ item, text, items }: { item: string; text: string; items: MenuItem[] }) {
  return (
    <ActionMenu
      label={text}
      align="start"
      items={items}
      trigger={
        <button
          type="button"
          className="vt-views__toolbar-button"
          data-vt-toolbar-item={item}
          aria-label={text}
        >
          {text}
        </button>
      }
    />
  );
}

/** A toolbar toggle button (aria-pressed): group results, hide substructure, the file sidebar. */
function ToolbarToggle({
  item,
  pressed,
  onPressedChange,
  children,
}: {
  item: string;
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="vt-views__toolbar-button"
      data-vt-toolbar-item={item}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
    >
      {children}
    </button>
  );
}

/** Props of {@link InfoBanner}. */
export interface InfoBannerProps {
  /** The banner's text (the host's). */
  children: ReactNode;
  /** Partial override of the words (the top menu's locale: the Dismiss button). */
  locale?: TopMenuLocaleOverrides | undefined;
}

/** spec 000 §2: the dismissible info banner; dismissed stays dismissed (web setting infoBanner). */
export function InfoBanner({ children, locale: overrides }: InfoBannerProps) {
  const locale = useTopMenuLocale(overrides);
  const [shown, setShown] = useWebSetting('infoBanner');
  if (!shown) return null;
  return (
    <div className="vt-views__banner">
      <div className="vt-views__banner-text">{children}</div>
      <button type="button" className="vt-views__banner-close" onClick={() => setShown(false)}>
        {locale.dismissBanner}
      </button>
    </div>
  );
}

/** Props of {@link NoResults}. */
export interface NoResultsProps {
  /** The selected folder: the upload shortcut needs upload permission there (spec 000 §5). */
  target?: PermissionTarget | null | undefined;
  /** The host's own answer for the upload permission; it wins. */
  canUpload?: boolean | undefined;
  /** The upload shortcut; without it no shortcut is shown. */
  onUpload?: (() => void) | undefined;
  /** Partial override of the words (the top menu's locale: the message and the shortcut). */
  locale?: TopMenuLocaleOverrides | undefined;
}

/** spec 000 §2: the no-results view, with an upload shortcut when upload is allowed in the folder. */
export function NoResults({ target, canUpload, onUpload, locale: overrides }: NoResultsProps) {
  const locale = useTopMenuLocale(overrides);
  const folder = target && 'folderId' in target && canUpload === undefined && onUpload ? target : null;
  const permission = usePermission('webUpload', folder);
  const allowed = canUpload ?? permission.allowed === true;
  return (
    <div className="vt-views__no-results">
      <p>{locale.noResults}</p>
      {allowed && onUpload ? (
        <button type="button" className="vt-views__toolbar-button" onClick={onUpload}>
          {locale.uploadShortcut}
        </button>
      ) : null}
    </div>
  );
}
