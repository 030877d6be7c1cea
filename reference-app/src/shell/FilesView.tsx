// The selection's files in the route's view (spec 000 §2): one search session of @vitrine/views on
// the page's selection (spec 000 §4) and the web settings (spec 000 §3), the file selection shared by
// the top menu and the view, the info banner, the no-results view and the view itself. The files'
// context menu offers the actions MainPage wires (menuActions); the others are not offered.

import type { ImageSummary } from '@vitrine/api-client';
import { FLASH_LOAD_COUNT } from '@vitrine/core';
import { logicalSearchCriteria, type TreeSelection } from '@vitrine/tree';
import { EmptyState, ErrorState, IconFolderTree, useWebSettings } from '@vitrine/ui';
import {
  FileContextMenu,
  type FileContextMenuProps,
  type FileSelection,
  type FullSearchCriteria,
  type GallerySelectEvent,
  type GridSortEvent,
  InfoBanner,
  NoResults,
  type SearchFilter,
  type SearchSession,
  timelineSearchCriteria,
  useFileSelection,
  useSearchCriteria,
  useSearchSession,
  useSelectedFileIds,
} from '@vitrine/views';
// The map is an optional part of @vitrine/views (its own entry, Google Maps as optional peers).
import { mapSearchCriteria } from '@vitrine/views/map';
import { type CSSProperties, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useMapsApiKey } from '../api/config';
import { useAppLocale } from '../locale';
import type { ViewName } from '../routes/match';
import { permissionTargetOf } from '../routes/views';
// Each view loads from a chunk of its own the first time it is shown (issue 14: no route loads what
// it does not show).
import {
  ChunkFallback,
  LazyFlashView as FlashView,
  LazyGallery as Gallery,
  LazyGrid as Grid,
  LazyMapView as MapView,
  LazyMasonry as Masonry,
  LazyTimeline as Timeline,
} from './lazy-screens';
import { useAppSearchCriteria } from './SearchArea';
import { useOpenFile, useViewerList } from './ViewerRoute';

/** The search and the file selection of the main page. */
export interface FilesSession {
  /** A selection is there (selection mode on); without one nothing is searched. */
  active: boolean;
  /** The criteria the search runs with (the web settings' sort and order among them). */
  criteria: FullSearchCriteria;
  session: SearchSession;
  fileSelection: FileSelection;
  selectedIds: readonly number[];
  selectedCount: number;
  /** The page's selection, whose files these are. */
  selection: TreeSelection | null;
}

/** The criteria a view asks with: the map and the timeline one page of 500, the flash views 100 (spec 000 §9). */
function criteriaForView(view: ViewName, criteria: FullSearchCriteria): FullSearchCriteria {
  switch (view) {
    case 'map':
      return mapSearchCriteria(criteria);
    case 'timeline':
      return timelineSearchCriteria(criteria);
    case 'wall':
    case 'curve':
      // Not withPageSize: 100 is no page size a user can choose (spec 000 §5 would make it 24).
      return { ...criteria, itemsOnPage: FLASH_LOAD_COUNT };
    default:
      return criteria;
  }
}

const NO_FILTERS: readonly SearchFilter[] = Object.freeze([]);

/** Views that show one page and never load more. */
const ONE_PAGE_VIEWS: ReadonlySet<ViewName> = new Set(['map', 'timeline', 'wall', 'curve']);

export function useFilesSession(
  view: ViewName,
  selection: TreeSelection | null,
  filters: readonly SearchFilter[] = NO_FILTERS,
): FilesSession {
  // The top menu's filter-search dropdown (spec 000 §2, §3 filters) and the banner's search bar
  // (text, mode, date range, rating; the search-query route, ./SearchArea.tsx) narrow every view's search.
  const search = useAppSearchCriteria();
  const hostCriteria = useMemo(
    () => ({ ...search.criteria, filters: [...filters] }),
    [search.criteria, filters],
  );
  // For a logical node id the trees hold, @vitrine/tree says which field and value it searches.
  const criteria = useSearchCriteria({
    selection,
    resolveLogicalNode: logicalSearchCriteria,
    criteria: hostCriteria,
    searchQuery: search.searchQuery,
  });
  const viewCriteria = useMemo(() => criteriaForView(view, criteria), [view, criteria]);
  const active = selection !== null;
  const session = useSearchSession(viewCriteria, {
    // The body view runs its own ids-only search (<BodyView>).
    enabled: active && view !== 'body',
    prefetchNextPage: !ONE_PAGE_VIEWS.has(view),
    // The page shows a failed search as its error state, with the server's message (spec 000 §8):
    // no toast says it again (a missing collection showed it three times, issue 15).
    errors: 'inline',
  });
  const ids = useMemo(() => session.images.map((image) => image.id), [session.images]);
  const fileSelection = useFileSelection({ ids });
  const selectedIds = useSelectedFileIds(fileSelection);
  // Another folder, set or view of the library: the files selected in the last one are not shown.
  const selectionKey = JSON.stringify(selection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: selectionKey stands for the selection's content.
  useEffect(() => fileSelection.clear(), [selectionKey, fileSelection]);
  return {
    active,
    criteria,
    session,
    fileSelection,
    selectedIds,
    selectedCount: selectedIds.length,
    selection,
  };
}

/** The file actions of a tile's or row's context menu: the top menu's callbacks and gating. */
export type FilesMenuActions = Omit<FileContextMenuProps, 'selectedIds' | 'onSelectFile' | 'children'>;

/** Props of {@link FilesView}. */
export interface FilesViewProps {
  view: Exclude<ViewName, 'body'>;
  files: FilesSession;
  /**
   * The actions of the files' context menu (issue 15: the top menu's, on a right click, the
   * ContextMenu key or Shift+F10 on a tile or row of the gallery, masonry and grid).
   */
  menuActions?: FilesMenuActions | undefined;
  /** The no-results view's upload shortcut (spec 000 §2; shown with webUpload on the folder). */
  onUpload?: (() => void) | undefined;
}

/** The views whose tiles or rows are files one can select, so open the files' context menu. */
const MENU_VIEWS: ReadonlySet<ViewName> = new Set(['gallery', 'masonry', 'grid']);

export function FilesView({ view, files, menuActions, onUpload }: FilesViewProps) {
  const appLocale = useAppLocale();
  const { active, session } = files;
  if (!active) {
    return (
      <EmptyState
        className="vt-app__files-note"
        data-files="none"
        icon={<IconFolderTree />}
        title={appLocale.files.noSelectionTitle}
        description={appLocale.files.noSelection}
      />
    );
  }
  const empty = !session.isLoading && session.error === null && session.images.length === 0;
  return (
    <>
      {session.infoMessages.length > 0 && (
        // Dismissed for these messages only: a new message shows again (issue 15).
        <InfoBanner messageKey={session.infoMessages.join('\n')}>
          {session.infoMessages.map((message, index) => (
            // The server's messages, as text; the same message may come twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <p key={index}>{message}</p>
          ))}
        </InfoBanner>
      )}
      {session.error !== null && !session.isLoading ? (
        <div className="vt-app__files-note" data-files="error">
          <ErrorState
            message={appLocale.files.loadFailed}
            error={session.error}
            onRetry={() => session.refetch()}
            retryLabel={appLocale.files.retry}
          />
        </div>
      ) : empty ? (
        // spec 000 §2: the no-results view with its upload shortcut (webUpload on the folder).
        <NoResults target={permissionTargetOf(files.selection)} onUpload={onUpload} />
      ) : (
        <section
          className={`vt-app__view vt-app__view--${view}`}
          data-files="view"
          aria-label={appLocale.views[view]}
        >
          {/* While the view's chunk loads, its place is kept (the paged views' section has its height). */}
          <Suspense fallback={<ChunkFallback name={view} style={VIEW_FALLBACK} />}>
            {menuActions && MENU_VIEWS.has(view) ? (
              <FileContextMenu
                {...menuActions}
                selectedIds={files.selectedIds}
                onSelectFile={files.fileSelection.select}
              >
                <ViewOf view={view} files={files} />
              </FileContextMenu>
            ) : (
              <ViewOf view={view} files={files} />
            )}
          </Suspense>
        </section>
      )}
    </>
  );
}

/** The fallback fills the view's section (the gallery, masonry and grid sections have a fixed height). */
const VIEW_FALLBACK: CSSProperties = { height: '100%' };

function ViewOf({ view, files }: FilesViewProps) {
  const appLocale = useAppLocale();
  const { session, criteria, fileSelection, selectedIds } = files;
  const { settings, update } = useWebSettings();
  const mapsApiKey = useMapsApiKey(view === 'map');
  const onSelect = useCallback(
    (event: GallerySelectEvent) =>
      fileSelection.select(event.id, { range: event.range, toggle: event.toggle }),
    [fileSelection],
  );
  const onSortChange = useCallback(
    ({ sortOption, sortOrderOption }: GridSortEvent) => update({ sortOption, sortOrderOption }),
    [update],
  );
  const { loadMore } = session;
  const onLoadMore = useCallback(() => void loadMore(), [loadMore]);
  const ids = useMemo(() => session.images.map((image) => image.id), [session.images]);
  // Double click and Enter open the viewer; previous / next walk through this search (issue 17). On a
  // file of a multi-selection it opens on the selection (multi mode: bulk edit, delete).
  const openFile = useOpenFile();
  const onOpen = useCallback(
    ({ id, image }: { id: number; image: ImageSummary }) =>
      openFile({ id, image, selectedIds: fileSelection.getSelectedIds() }),
    [openFile, fileSelection],
  );
  const viewerList = useMemo(
    () => ({
      files: session.images,
      total: session.totalImages,
      loadMore: session.nextPageExists && !ONE_PAGE_VIEWS.has(view) ? onLoadMore : undefined,
    }),
    [session.images, session.totalImages, session.nextPageExists, view, onLoadMore],
  );
  useViewerList(viewerList);
  const common = {
    images: session.images,
    totalCount: session.totalImages,
    hasMore: session.nextPageExists,
    isLoading: session.isLoading,
    isLoadingMore: session.isLoadingMore,
    onLoadMore,
    selectedIds,
    onSelect,
    onSelectAll: fileSelection.selectAll,
    onClearSelection: fileSelection.clear,
    onOpen,
    // spec 000 §3 groupResults: the session's groups (null when not grouped) under their headings.
    groups: session.groups,
  };
  const thumbnails = {
    showThumbs: settings.showThumbs,
    workflowBadgesShowOnlyColor: settings.workflowBadgesShowOnlyColor,
  };
  switch (view) {
    case 'gallery':
      return <Gallery {...common} {...thumbnails} />;
    case 'masonry':
      return <Masonry {...common} {...thumbnails} />;
    case 'grid':
      return (
        <Grid
          {...common}
          sortOption={criteria.sortOption}
          sortOrderOption={criteria.sortOrderOption as 1 | 2}
          onSortChange={onSortChange}
        />
      );
    case 'map':
      return mapsApiKey === undefined ? (
        <p>{appLocale.loading}</p>
      ) : (
        <MapView
          images={session.images}
          isLoading={session.isLoading}
          apiKey={mapsApiKey}
          showMarkerClusters={settings.showMarkerClusters}
          onOpen={onOpen}
        />
      );
    case 'timeline':
      return <Timeline images={session.images} isLoading={session.isLoading} onOpen={onOpen} />;
    case 'wall':
    case 'curve':
      return session.isLoading ? (
        <p>{appLocale.loading}</p>
      ) : (
        <FlashView view={view} ids={ids} onOpen={onOpen} />
      );
  }
}
