// <TopMenu>: the menu above the files (spec 000 §2 "Top menu"), one toolbar of icon buttons grouped by
// purpose (issue 14): browse (sort, order, group results, show or hide substructure), the view
// switcher (a segmented control with icons), the filter-search dropdown (FilterMenu.tsx, once the
// host wires filters), and the actions on the selected files (upload, download, PDF report, share,
// delete, exclude, regenerate thumbnails, recognize objects, the file sidebar toggle), each shown only
// with the permission spec 000 §6 names (actions.ts, useMenuActions.tsx) and each a callback the host
// wires; the history and breadcrumb slots above. Every button is an IconButton of @vitrine/ui: its
// name is its tooltip; a disabled one says why. As the menu narrows it gives way (layout.ts): the
// view names go, then the actions and toggles move into a "More" menu and the switcher becomes a
// menu. A WAI-ARIA toolbar (@vitrine/ui's Toolbar): one tab stop, Left/Right/Home/End move; the
// sort, order, view and More menus are @vitrine/ui's ActionMenu. The body variant (spec 000 §2 "The body
// view ... hides the menu") draws nothing. Also here: <NoResults> with its upload shortcut
// (<InfoBanner> is in ./InfoBanner, re-exported).
import type { SortOptionItem } from '@vitrine/core';
import { interpolate } from '@vitrine/core';
import {
  ActionMenu,
  Button,
  EmptyState,
  IconButton,
  IconCalendar,
  IconCarousel,
  IconCheck,
  IconFlashWall,
  IconGallery,
  IconGroup,
  IconLayers,
  IconMap,
  IconMasonry,
  IconOrderAscending,
  IconOrderDescending,
  IconSearch,
  IconSort,
  IconTable,
  IconUpload,
  type MenuItem,
  type PermissionTarget,
  SegmentedControl,
  Toolbar,
  ToolbarGroup,
  Tooltip,
  useControllableState,
  useCustomMetadataDefinitions,
  useGlobalSettings,
  usePermission,
} from '@vitrine/ui';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import type { SearchFilter } from '../search/criteria';
import { searchSortOptions, searchSortOrderOptions } from '../search/options';
import { TOP_MENU_VIEWS, type TopMenuAction, type TopMenuView } from './actions';
import { FilterMenu } from './FilterMenu';
import type { FilterWorkflowStatus } from './filters';
import { topMenuLayouts } from './layout';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from './locale';
import { useFitLevel } from './useFitLevel';
import {
  ACTION_ICONS,
  type MenuActionView,
  type TopMenuActionHandlers,
  useMenuActions,
} from './useMenuActions';

export type { TopMenuActionHandlers } from './useMenuActions';

/** A sort the menu asks for (spec 000 §3 sortOption, sortOrderOption). */
export interface TopMenuSort {
  sortOption: number;
  sortOrderOption: 1 | 2;
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
   * The server features missing: an action needing one is not offered (issue 15). Default: the
   * configuration's unavailableFeatures (GET /api/config/advanced).
   */
  unavailableFeatures?: readonly string[] | undefined;
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

/** The icon of each view (the switcher's segments, the view menu's button). */
export const VIEW_ICONS: Record<TopMenuView, ReactNode> = {
  gallery: <IconGallery />,
  masonry: <IconMasonry />,
  grid: <IconTable />,
  map: <IconMap />,
  timeline: <IconCalendar />,
  wall: <IconFlashWall />,
  carousel: <IconCarousel />,
};

/**
 * The top menu over the files (spec 000 §2 "Top menu"): sort and order, group results, show or hide
 * substructure, the view switcher, the history and breadcrumb slots, the filter-search dropdown, and
 * the actions on the selected files (upload, download, PDF report, share, delete or exclude,
 * regenerate thumbnails, recognize objects, the file sidebar), each shown only with the permission
 * the user holds on the selected folder or set and disabled, saying why, while nothing is selected.
 * One toolbar of icon buttons with tooltips; what does not fit moves into its "More" menu. A WAI-ARIA
 * toolbar: one tab stop, arrow keys move. The actions only call back: the host runs them.
 */
export function TopMenu(props: TopMenuProps) {
  if (props.variant === 'body') return null;
  return <TopMenuBar {...props} />;
}

/** A check mark for the chosen entry of a menu; an empty box of the same size for the others. */
function Check({ shown }: { shown: boolean }) {
  return shown ? <IconCheck /> : <span className="vt-views__menu-check-space" />;
}

/** A toggle of the menu: group results, hide substructure, the file sidebar. */
interface Toggle {
  key: string;
  label: string;
  icon: ReactNode;
  pressed: boolean;
  set: (pressed: boolean) => void;
}

function TopMenuBar(props: TopMenuProps) {
  const locale = useTopMenuLocale(props.locale);
  const reasonId = useId();
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

  const sidebarWired =
    props.onFileSidebarChange !== undefined ||
    props.fileSidebarOpen !== undefined ||
    props.defaultFileSidebarOpen !== undefined;
  const { actions, fileSidebar } = useMenuActions({ ...props, selectedCount }, locale, sidebarWired);

  const globalSettings = useGlobalSettings().data;
  const recognitionEnabled = props.recognitionEnabled ?? globalSettings?.recognitionEnabled === true;
  const definitions = useCustomMetadataDefinitions().data;
  const sortOptions = useMemo(
    () => props.sortOptions ?? searchSortOptions({ definitions, recognitionEnabled }),
    [props.sortOptions, definitions, recognitionEnabled],
  );
  const orderOptions = searchSortOrderOptions();
  const currentSort =
    sortOptions.find((option) => option.value === sort.sortOption)?.label ?? String(sort.sortOption);
  const currentOrder = orderOptions.find((option) => option.value === sort.sortOrderOption)?.label ?? '';

  const toolbarRef = useRef<HTMLDivElement | null>(null);

  // What gives way as the menu narrows (layout.ts), and the first layout that fits.
  const actionKeys = [...actions.map((entry) => entry.action), ...(fileSidebar ? ['fileSidebar'] : [])];
  const layouts = topMenuLayouts({
    toggles: ['group', 'substructure'],
    actions: actionKeys,
    viewCount: views.length,
  });
  const filtersWired =
    props.filters !== undefined || props.defaultFilters !== undefined || props.onFiltersChange !== undefined;
  const level = useFitLevel(toolbarRef, layouts.length);
  const layout = layouts[Math.min(level, layouts.length - 1)] ?? layouts[0];
  const inline = (key: string) => !layout?.overflow.has(key);

  const sortItems: MenuItem[] = sortOptions.map((option) => ({
    id: `sort-${option.value}`,
    label: option.label,
    icon: <Check shown={option.value === sort.sortOption} />,
    onSelect: () => setSort({ sortOption: option.value, sortOrderOption: sort.sortOrderOption }),
  }));
  const orderItems: MenuItem[] = orderOptions.map((option) => ({
    id: `order-${option.value}`,
    label: option.label,
    icon: <Check shown={option.value === sort.sortOrderOption} />,
    onSelect: () => setSort({ sortOption: sort.sortOption, sortOrderOption: option.value }),
  }));
  const viewItems: MenuItem[] = views.map((name) => ({
    id: `view-${name}`,
    label: locale.views[name],
    icon: <Check shown={name === view} />,
    onSelect: () => setView(name),
  }));

  const sortText = interpolate(locale.sortBy, { value: currentSort });
  const orderText = interpolate(locale.order, { value: currentOrder });
  const viewText = interpolate(locale.view, { value: locale.views[view] });

  const toggles: Toggle[] = [
    {
      key: 'group',
      label: locale.groupResults,
      icon: <IconGroup />,
      pressed: groupResults,
      set: setGroupResults,
    },
    {
      key: 'substructure',
      label: locale.hideSubstructure,
      icon: <IconLayers />,
      pressed: hideSubstructure,
      set: setHideSubstructure,
    },
  ];
  const sidebarToggle: Toggle = {
    key: 'fileSidebar',
    label: locale.actions.fileSidebar,
    icon: ACTION_ICONS.fileSidebar,
    pressed: sidebarOpen,
    set: setSidebarOpen,
  };

  // The "More" menu: what does not fit, in display order; the disabled actions under their reason.
  const toggleItem = (toggle: Toggle): MenuItem => ({
    id: toggle.key,
    label: toggle.pressed ? interpolate(locale.toggleOn, { label: toggle.label }) : toggle.label,
    icon: toggle.pressed ? <IconCheck /> : toggle.icon,
    onSelect: () => toggle.set(!toggle.pressed),
  });
  const actionItem = (entry: MenuActionView): MenuItem => ({
    id: entry.action,
    label: entry.label,
    icon: entry.icon,
    disabled: entry.disabledReason !== null,
    ...(entry.danger ? { tone: 'danger' as const } : {}),
    onSelect: entry.run,
  });
  const hiddenActions = actions.filter((entry) => !inline(entry.action));
  const overflowItems: MenuItem[] = [
    ...toggles.filter((toggle) => !inline(toggle.key)).map(toggleItem),
    { type: 'separator', id: 'actions-separator' },
    ...hiddenActions.filter((entry) => entry.disabledReason === null).map(actionItem),
    ...(fileSidebar && !inline('fileSidebar') ? [toggleItem(sidebarToggle)] : []),
    { type: 'separator', id: 'disabled-separator' },
    ...(hiddenActions.some((entry) => entry.disabledReason !== null)
      ? [{ type: 'label' as const, id: 'disabled-reason', label: locale.needsSelection }]
      : []),
    ...hiddenActions.filter((entry) => entry.disabledReason !== null).map(actionItem),
  ];
  const overflowing = overflowItems.some((item) => item.type !== 'separator');

  const inlineActions = actions.filter((entry) => inline(entry.action));
  const showSidebar = fileSidebar && inline('fileSidebar');

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
      <Toolbar
        ref={toolbarRef}
        label={locale.toolbarLabel}
        className="vt-views__toolbar"
        data-layout={level}
        overflowItems={overflowing ? overflowItems : undefined}
      >
        <ToolbarGroup label={locale.groups.browse}>
          <ActionMenu
            label={sortText}
            align="start"
            items={sortItems}
            trigger={<IconButton label={sortText} icon={<IconSort />} />}
          />
          <ActionMenu
            label={orderText}
            align="start"
            items={orderItems}
            trigger={
              <IconButton
                label={orderText}
                icon={sort.sortOrderOption === 2 ? <IconOrderDescending /> : <IconOrderAscending />}
              />
            }
          />
          {toggles
            .filter((toggle) => inline(toggle.key))
            .map((toggle) => (
              <IconButton
                key={toggle.key}
                label={toggle.label}
                icon={toggle.icon}
                pressed={toggle.pressed}
                onClick={() => toggle.set(!toggle.pressed)}
              />
            ))}
        </ToolbarGroup>
        {views.length > 1 ? (
          <ToolbarGroup label={locale.groups.view}>
            {layout?.viewAsMenu ? (
              <ActionMenu
                label={viewText}
                align="start"
                items={viewItems}
                trigger={<IconButton label={viewText} icon={VIEW_ICONS[view]} />}
              />
            ) : (
              <SegmentedControl
                label={locale.viewLabel}
                value={view}
                onValueChange={(value) => setView(value as TopMenuView)}
                iconOnly={!layout?.viewLabels}
                options={views.map((name) => ({
                  value: name,
                  label: locale.views[name],
                  icon: VIEW_ICONS[name],
                }))}
              />
            )}
          </ToolbarGroup>
        ) : null}
        {filtersWired ? (
          <ToolbarGroup label={locale.groups.filters}>
            <FilterMenu
              filters={props.filters}
              defaultFilters={props.defaultFilters}
              onFiltersChange={props.onFiltersChange}
              brandingStatus={props.brandingStatus}
              workflowStatuses={props.workflowStatuses}
              locale={props.locale}
            />
          </ToolbarGroup>
        ) : null}
        {inlineActions.length > 0 || showSidebar ? (
          <ToolbarGroup label={locale.groups.actions} data-kind="actions">
            {inlineActions.map((entry) =>
              entry.disabledReason ? (
                <DisabledAction key={entry.action} entry={entry} reasonId={reasonId} />
              ) : (
                <IconButton
                  key={entry.action}
                  label={entry.label}
                  icon={entry.icon}
                  variant={entry.danger ? 'danger' : 'ghost'}
                  onClick={entry.run}
                />
              ),
            )}
            {showSidebar ? (
              <IconButton
                label={sidebarToggle.label}
                icon={sidebarToggle.icon}
                pressed={sidebarOpen}
                // A host closing the sidebar from the sidebar itself gives focus back here.
                data-action="fileSidebar"
                onClick={() => setSidebarOpen(!sidebarOpen)}
              />
            ) : null}
          </ToolbarGroup>
        ) : null}
        <span id={reasonId} className="vt-views__sr-only">
          {locale.needsSelection}
        </span>
      </Toolbar>
    </div>
  );
}

/**
 * An action that cannot run yet: it looks like the other icon buttons and stays focusable (WAI-ARIA
 * APG: a disabled toolbar item keeps its place), named by its label and described by the reason,
 * which its tooltip shows under the name. Ui's Button, so it stays one of the toolbar's items.
 */
function DisabledAction({ entry, reasonId }: { entry: MenuActionView; reasonId: string }) {
  return (
    <Tooltip
      content={
        <span className="vt-views__tooltip-lines">
          <span>{entry.label}</span>
          <span>{entry.disabledReason}</span>
        </span>
      }
    >
      <Button
        variant="ghost"
        icon={entry.icon}
        className="vt-views__disabled-action"
        aria-label={entry.label}
        aria-disabled={true}
        aria-describedby={reasonId}
        onClick={entry.run}
      />
    </Tooltip>
  );
}

export { InfoBanner, type InfoBannerProps } from './InfoBanner';

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

/**
 * spec 000 §2: the no-results view (an EmptyState: what happened, what the user can do), with an
 * upload shortcut when upload is allowed in the folder.
 */
export function NoResults({ target, canUpload, onUpload, locale: overrides }: NoResultsProps) {
  const locale = useTopMenuLocale(overrides);
  const folder = target && 'folderId' in target && canUpload === undefined && onUpload ? target : null;
  const permission = usePermission('webUpload', folder);
  const allowed = canUpload ?? permission.allowed === true;
  return (
    <EmptyState
      className="vt-views__no-results"
      icon={<IconSearch />}
      title={locale.noResults}
      description={locale.noResultsHint}
      action={
        allowed && onUpload ? (
          <Button variant="primary" icon={<IconUpload />} onClick={onUpload}>
            {locale.uploadShortcut}
          </Button>
        ) : undefined
      }
    />
  );
}
