// The reference app's shell: skip link, banner (brand, demo badge, view switcher), the screen of the
// current route (spec 000 §2) and, in demo mode, a list of routes to try. The route's screen comes
// from the pure rules in src/routes/, fed with the server's flags.
import type { TreeSelection } from '@vitrine/tree';
import {
  EmptyState,
  IconCalendar,
  IconCarousel,
  IconFlashWall,
  IconGallery,
  IconMap,
  IconMasonry,
  IconSearch,
  IconTable,
  SegmentedNav,
  Skeleton,
} from '@vitrine/ui';
import {
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type RouteConfig, useRouteConfig } from '../api/config';
import { useAppLocale } from '../locale';
import { Link, useNavigation } from '../navigation/NavigationProvider';
import { viewLink } from '../routes/links';
import { type MatchedRoute, matchRoute, type Selection, VIEW_PAGES, type ViewName } from '../routes/match';
import { resolveScreen, resolveView, type Screen } from '../routes/rules';
import type { SelectionPlace } from '../routes/selection';
import { pageHeading, pageTitle, selectionName } from '../routes/titles';
import { viewTarget } from '../routes/views';
import { useSelectionCrumbs } from './Breadcrumb';
import { BackgroundReports } from './background-reports';
import { DemoPages } from './DemoPages';
import { Frame, LibraryLink } from './Frame';
import { AdminScreen, Dashboard, LazyMyShares } from './lazy-screens';
import { LazySharedPage } from './lazy-shared-page';
import { MainContent } from './MainPage';
import { TreePanel, TreePanelToggle, useTreePanelVisibility } from './panel/TreePanel';
import { AppSearchProvider, SearchArea } from './SearchArea';
import { PublicUpload } from './upload';
import { useMainSelection } from './useMainSelection';
import { useNarrowLayout } from './useNarrowLayout';
import { useOpenFile, ViewerRoute } from './ViewerRoute';

/** Props of {@link App}. */
export interface AppProps {
  /** Demo mode: shows the "Demo data" badge and the demo routes. */
  demo: boolean;
  /** The body build variant (spec 000 §2). */
  bodyVariant: boolean;
  /** The banner's account area (server builds: who is signed in, sign out or sign in). */
  renderAccount?: () => ReactNode;
  /** Makes the whole page inert (under the expired-session dialog: kept as it is, not reachable). */
  inert?: boolean;
  /** The guest browses (guest access on, spec 000 §6): the top menu hides exclude (spec 001 §6). */
  isGuest?: boolean;
  /** The session changed under the page (a shared link opened: the browser is now its visitor). */
  onSessionChange?: () => void;
}

/** The id of the page's <main> (the skip link's target; focus lands there after signing in). */
export const MAIN_ID = 'vt-main';
/** The id of the page's h1 (the dashboard is named by it rather than by a heading of its own). */
const HEADING_ID = 'vt-page-heading';

export function App({
  demo,
  bodyVariant,
  renderAccount,
  inert = false,
  isGuest = false,
  onSessionChange,
}: AppProps) {
  const appLocale = useAppLocale();
  const { location, navigate } = useNavigation();
  const config = useRouteConfig(bodyVariant);
  const route = matchRoute(location.pathname, { bodyVariant });
  const screen = config ? resolveScreen(route, config.flags, config.views) : null;
  // spec 000 §4: the search-query route's text (all files, sort 5 and order 2; ./SearchArea.tsx).
  const searchQuery = route.page === 'browse' ? (route.searchQuery ?? null) : null;

  // spec 000 §2: e.g. a logical URL while logical views are disabled goes to /.
  const redirectTo = screen?.kind === 'redirect' ? screen.to : null;
  useEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  const focusMain = () => document.getElementById(MAIN_ID)?.focus();
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMain();
  };

  // spec 000 §2, §4: the tree panel sits beside the main page and the dashboard (choosing an item
  // there leaves the dashboard); the page has one selection, held by the route.
  const withTree = config !== undefined && (screen?.kind === 'main' || screen?.kind === 'dashboard');
  const place = selectionPlace(route, screen, config);
  const { selection, select, showInView } = useMainSelection(
    screen?.kind === 'main' ? screen.selection : NONE,
    place,
  );
  // The selection's path (breadcrumb, history) and its name in the title and heading: a name, never
  // an id (issue 14); while it is read, the title and heading leave it out.
  const crumbs = useSelectionCrumbs(selection);
  const name =
    screen?.kind === 'main' ? selectionName(screen.selection, crumbs, appLocale, screen.searchQuery) : null;
  const title = screen ? pageTitle(screen, appLocale, name) : `${appLocale.loading} · ${appLocale.appName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const visibility = useTreePanelVisibility();
  const showsPanel = withTree && visibility.known;
  // spec 000 §9: below the mobile width threshold (960 px) the panel is a drawer over the page, closed
  // on load; the toggle opens it, and choosing an item, Escape or a click beside it close it.
  const narrow = useNarrowLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = narrow && showsPanel;
  const drawerShown = drawer && drawerOpen;
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  // Once the drawer has closed (the page is inert until then), focus goes back to the toggle, or, when
  // an item was chosen in it, to the page that now shows that item.
  const focusAfterClose = useRef<'toggle' | 'main' | null>(null);
  const closeDrawer = useCallback((focus: 'toggle' | 'main' = 'toggle') => {
    focusAfterClose.current = focus;
    setDrawerOpen(false);
  }, []);
  useEffect(() => {
    const target = focusAfterClose.current;
    if (drawerShown || target === null) return;
    focusAfterClose.current = null;
    if (target === 'main') document.getElementById(MAIN_ID)?.focus();
    else toggleRef.current?.focus();
  }, [drawerShown]);
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow]);
  const onTreeSelection = useCallback(
    (next: TreeSelection | null) => {
      select(next);
      if (narrow) closeDrawer('main');
    },
    [select, narrow, closeDrawer],
  );
  // Until the route configuration and the panel's settings are read, the banner's toggle and the
  // panel keep their places (a skeleton), so the page does not jump when they arrive (issue 14: CLS).
  const reservesPanel =
    !narrow && (config === undefined ? TREE_PAGES.has(route.page) : withTree && !visibility.known);
  const reservesToggle = !showsPanel && (config === undefined ? TREE_PAGES.has(route.page) : withTree);
  // The page behind the open drawer is inert: focus stays in the drawer (a modal dialog).
  const behindDrawer = drawerShown || undefined;

  return (
    <AppSearchProvider searchQuery={searchQuery}>
      {/* Reports made in the background notify here, whatever the route (issue 20). */}
      <BackgroundReports />
      <ViewerRoute sessionActive={!inert}>
        <div
          className="vt-app"
          data-demo={demo ? 'true' : undefined}
          data-layout={narrow ? 'narrow' : 'wide'}
          inert={inert || undefined}
        >
          <a className="vt-app__skip" href={`#${MAIN_ID}`} onClick={skipToContent} inert={behindDrawer}>
            {appLocale.skipToContent}
          </a>
          <header className="vt-app__banner" inert={behindDrawer}>
            <div className="vt-app__banner-start">
              {showsPanel ? (
                <TreePanelToggle
                  ref={toggleRef}
                  expanded={drawer ? drawerOpen : !visibility.hidden}
                  onToggle={drawer ? () => setDrawerOpen((open) => !open) : visibility.toggle}
                />
              ) : (
                reservesToggle && <Skeleton className="vt-app__toggle-skeleton" width={32} height={32} />
              )}
              <Link className="vt-app__brand" to="/">
                <span className="vt-app__brand-mark" aria-hidden="true" />
                {appLocale.appName}
              </Link>
              {demo && (
                <span className="vt-app__demo-badge" title={appLocale.demoBadgeHint} data-demo-badge="">
                  {appLocale.demoBadge}
                </span>
              )}
            </div>
            <ViewSwitcher
              screen={screen}
              selection={selection}
              searchQuery={searchQuery}
              iconOnly={narrow}
              onShowInView={showInView}
            />
            <div className="vt-app__banner-end">
              {/* The search of spec 000 §3 on every page with the tree panel, drawn from the start (its
              place never moves the switcher when the configuration arrives). */}
              {TREE_PAGES.has(route.page) && (
                <SearchArea
                  searchesSelection={screen?.kind === 'main' && selection !== null}
                  routeView={place.routeView}
                  narrow={narrow}
                />
              )}
              {renderAccount?.()}
            </div>
          </header>
          <div className="vt-app__body">
            {showsPanel && config ? (
              <TreePanel
                flags={config.flags}
                hidden={drawer ? !drawerOpen : visibility.hidden}
                drawer={drawer}
                onClose={() => closeDrawer('toggle')}
                selection={selection}
                onSelectionChange={onTreeSelection}
              />
            ) : (
              reservesPanel && <PanelSkeleton />
            )}
            <main
              id={MAIN_ID}
              className="vt-app__main"
              tabIndex={-1}
              aria-busy={screen === null}
              inert={behindDrawer}
              {...screenData(screen)}
            >
              {/* Demo mode's routes to try: first in <main>, drawn at once, so nothing that arrives later
              moves it (at <main>'s end the files pushed it down: issue 14, layout shift). */}
              {demo && <DemoPages />}
              <div className="vt-app__page-header">
                <h1 className="vt-app__heading" id={HEADING_ID}>
                  {screen ? pageHeading(screen, appLocale, name) : <Skeleton shape="text" width="12rem" />}
                  {screen === null && <span className="vt-app__visually-hidden">{appLocale.loading}</span>}
                </h1>
              </div>
              {screen?.kind === 'main' ? (
                <MainContent
                  screen={screen}
                  selection={selection}
                  crumbs={crumbs}
                  selectionName={name}
                  place={place}
                  bodyVariant={bodyVariant}
                  isGuest={isGuest}
                  sessionActive={!inert}
                  onSelectionChange={select}
                  onPostSignupDismissed={focusMain}
                />
              ) : (
                screen && <ScreenContent screen={screen} onSessionChange={onSessionChange} />
              )}
            </main>
          </div>
        </div>
      </ViewerRoute>
    </AppSearchProvider>
  );
}

/** The pages that show the tree panel (spec 000 §2): reserved for before the configuration is read. */
const TREE_PAGES: ReadonlySet<MatchedRoute['page']> = new Set(['home', 'dashboard', 'browse']);

/** The panel's place while its configuration is read: its default width, a few skeleton rows. */
function PanelSkeleton() {
  return (
    <div className="vt-app__panel-skeleton" aria-hidden="true">
      {SKELETON_ROWS.map((width) => (
        <Skeleton key={width} shape="text" width={width} />
      ))}
    </div>
  );
}

const SKELETON_ROWS = ['40%', '70%', '62%', '55%', '66%', '48%'];

const NONE: Selection = { kind: 'none' };

/** Where the page is, for the links a selection change follows (the view prefix is kept). */
function selectionPlace(
  route: MatchedRoute,
  screen: Screen | null,
  config: RouteConfig | undefined,
): SelectionPlace {
  const routeView = route.page === 'browse' ? route.view : 'default';
  if (screen?.kind === 'main') return { routeView, shownView: screen.view };
  return { routeView, shownView: config ? resolveView('default', config.views) : 'gallery' };
}

/** Each view's icon in the switcher. */
const VIEW_ICONS: Record<(typeof VIEW_PAGES)[number], ReactNode> = {
  gallery: <IconGallery />,
  grid: <IconTable />,
  map: <IconMap />,
  masonry: <IconMasonry />,
  timeline: <IconCalendar />,
  wall: <IconFlashWall />,
  curve: <IconCarousel />,
};

/**
 * The view switcher of the banner, on every screen: a segmented control of links with icons, the
 * labels shown on wide windows and as tooltips (and accessible names) on narrow ones.
 */
/**
 * The view switcher of the banner, the page's one (the top menu shows none in the app, issue 14): on
 * the main page its links show the page's selection in the other view — a routed one under the
 * view's prefix, one the page holds (All files, database mode) kept by the view's page, as
 * {@link useMainSelection}'s showInView does; elsewhere each view's page.
 */
/**
 * Whether the labelled switcher is wider than the banner leaves it (a signed-in account area beside
 * it, a window just above the narrow layout): then it shows icons only, with their tooltips, rather
 * than running under its neighbours. The labelled width is measured while the labels show.
 */
function useCrowded() {
  const areaRef = useRef<HTMLDivElement | null>(null);
  const navRef = useRef<HTMLElement | null>(null);
  const labelledWidth = useRef(0);
  const [value, setValue] = useState(false);
  useLayoutEffect(() => {
    const area = areaRef.current;
    const nav = navRef.current;
    if (!area || !nav || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (nav.querySelector('.vt-ui__segment-label')) labelledWidth.current = nav.scrollWidth;
      setValue(labelledWidth.current > area.clientWidth);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(area);
    return () => observer.disconnect();
  }, []);
  return { areaRef, navRef, value };
}

function ViewSwitcher({
  screen,
  selection,
  searchQuery,
  iconOnly,
  onShowInView,
}: {
  screen: Screen | null;
  selection: TreeSelection | null;
  /** The search-query route's text: the other views keep it (their own search-query routes). */
  searchQuery: string | null;
  iconOnly: boolean;
  onShowInView(view: ViewName): void;
}) {
  const appLocale = useAppLocale();
  const crowded = useCrowded();
  const onMain = screen?.kind === 'main';
  const items = VIEW_PAGES.map((view) => ({
    key: view,
    label: appLocale.views[view],
    icon: VIEW_ICONS[view],
    current: onMain && screen.view === view,
    href: onMain ? viewTarget(selection, view, searchQuery).path : viewLink(view, { kind: 'none' }),
  }));
  return (
    <div className="vt-app__views" ref={crowded.areaRef}>
      <SegmentedNav
        ref={crowded.navRef}
        label={appLocale.viewSwitcherLabel}
        items={items}
        iconOnly={iconOnly || crowded.value}
        renderLink={(item, { href, ...props }) => (
          <Link
            to={href}
            {...props}
            onClick={(event) => {
              // A plain click keeps a selection the page holds; a new tab or window follows the link,
              // and so does a search-query route (its link is the other view's search-query route).
              if (
                !onMain ||
                searchQuery !== null ||
                event.button !== 0 ||
                event.metaKey ||
                event.ctrlKey ||
                event.shiftKey ||
                event.altKey
              )
                return;
              event.preventDefault();
              onShowInView(item.key as ViewName);
            }}
          />
        )}
      />
    </div>
  );
}

function ScreenContent({ screen, onSessionChange }: { screen: Screen; onSessionChange?: () => void }) {
  const appLocale = useAppLocale();
  const openFile = useOpenFile();
  const { frames } = appLocale;
  switch (screen.kind) {
    case 'redirect':
      return <Skeleton shape="text" width="16rem" />;
    case 'dashboard':
      // spec 000 §2: /dashboard, and / and /default.aspx while the dashboard is on (routes/rules.ts).
      // A recent file opens the viewer (an external preview URL opens in a new tab instead).
      return <Dashboard labelledBy={HEADING_ID} onOpen={openFile} />;
    case 'main':
      // Rendered by App with the page's selection.
      return null;
    case 'background':
      return <Frame name="background" label={frames.background} />;
    case 'public':
      // issue 19: a public upload page's link; /public alone stays the public page's frame.
      return screen.hash === undefined ? (
        <Frame name="public" label={frames.public} />
      ) : (
        <PublicUpload hash={screen.hash} />
      );
    case 'shared':
      // issue 20: the link's page (a chunk of its own); its visitor's session follows.
      return (
        <Suspense fallback={<Skeleton shape="text" width="16rem" />}>
          <LazySharedPage slug={screen.slug} onVisitorSession={onSessionChange} />
        </Suspense>
      );
    case 'admin':
    case 'permissions':
    case 'set-password':
      return <AdminScreen {...screen} />;
    case 'shares':
      // issue 20: "My shares" (a chunk of its own, with the share dialog and the shared page).
      return (
        <Suspense fallback={<Skeleton shape="text" width="16rem" />}>
          <LazyMyShares />
        </Suspense>
      );
    case 'not-found':
      return (
        <div className="vt-app__frame" data-frame="not-found">
          <EmptyState
            icon={<IconSearch size={32} />}
            headingLevel={2}
            title={appLocale.notFoundText}
            action={<LibraryLink>{appLocale.notFoundLink}</LibraryLink>}
          />
        </div>
      );
  }
}

/** data-* attributes describing the screen on <main>, for styles and end-to-end tests. */
function screenData(screen: Screen | null): Record<string, string> {
  if (screen === null) return { 'data-screen': 'loading' };
  if (screen.kind !== 'main') return { 'data-screen': screen.kind };
  const { selection } = screen;
  const id = ((): string | null => {
    switch (selection.kind) {
      case 'folder':
        return selection.folderId;
      case 'collection':
        return selection.collectionId;
      case 'set':
        return selection.setId;
      case 'logical':
        return [selection.key, selection.country, selection.state, selection.city]
          .filter((p) => p !== null)
          .join('/');
      default:
        return null;
    }
  })();
  return {
    'data-screen': 'main',
    'data-template': screen.template,
    'data-view': screen.view,
    'data-selection': selection.kind,
    ...(id === null ? {} : { 'data-selection-id': id }),
  };
}
