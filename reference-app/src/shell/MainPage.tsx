// The content area of the main page (spec 000 §2 "Main page"): the post-signup panel, the top menu
// (history and breadcrumb in its slots, the file actions of @vitrine/views on the selected files) and
// the selection's files in the route's view, on one search session of @vitrine/views. The tree panel
// is in ./panel, the views' wiring in ./FilesView.
//
// The top menu shows an action only when it gets a callback. Wired here, in every place the user
// browses (folders, sets, all files, logical views; issue 15): download, download with the folder
// structure, CSV export, move to a folder and add to a set (through the tree's choosers, the keyboard
// way of dropping files on the tree), delete, exclude (in a set), regenerate thumbnails, recognize
// objects (useFileActions), the same in the selection bar and a tile's or row's context menu, and
// the file sidebar toggle (web setting isFileSidebarEnabled). An action
// whose server feature is missing is not offered (the menus read the configuration). The PDF report
// (issue 20) opens @vitrine/share-and-report's dialog, a chunk of its own, on the selected files
// (offered where the selection may be downloaded and the server has reports); Share (issue 20, with
// share.link) its share dialog. Upload (issue 19): the top menu's Upload and the empty folder's
// shortcut open @vitrine/uploader's panel into the selected folder, and files dropped from the desktop
// on the page go there too (./upload.tsx).
import { ChooseFolderDialog, ChooseSetDialog, FolderHistoryMenu, type TreeSelection } from '@vitrine/tree';
import { Select, useLocaleFormat, useWebSettings } from '@vitrine/ui';
import {
  DisabledDashboard,
  FileSidebar,
  pageSizeOptions,
  type SearchFilter,
  SelectionBar,
  TopMenu,
  type TopMenuSort,
  type TopMenuView,
  useFileActions,
  useTopMenuLocale,
  useViewsLocale,
} from '@vitrine/views';
import { type ChangeEvent, Suspense, useCallback, useId, useMemo, useState } from 'react';
import type { BreadcrumbState } from '../api/breadcrumb';
import { format, useAppLocale } from '../locale';
import type { ViewName } from '../routes/match';
import type { Screen } from '../routes/rules';
import type { SelectionPlace } from '../routes/selection';
import type { SelectionName } from '../routes/titles';
import { permissionTargetOf } from '../routes/views';
import { Breadcrumb, unknownSelectionLabel } from './Breadcrumb';
import { FilesView, useFilesSession } from './FilesView';
import { useFilesDropOnFolder } from './fileDrop';
import { BodyView, LazyExportDialog, LazyReportDialog, LazyShareDialog } from './lazy-screens';
import { PostSignupPanel } from './PostSignupPanel';
import { useAppUpload } from './upload';
import { useRecordVisit } from './useRecordVisit';
import { useOpenFile } from './ViewerRoute';

type MainScreen = Extract<Screen, { kind: 'main' }>;

/** The views that load page after page (the others load one page of their own size, spec 000 §9). */
const PAGED_VIEWS: ReadonlySet<ViewName> = new Set(['gallery', 'masonry', 'grid']);

/** The top menu's views in the app: none (the banner's switcher shows the views, issue 14). */
const NO_TOP_MENU_VIEWS: readonly TopMenuView[] = [];

/** Props of {@link MainContent}. */
export interface MainContentProps {
  screen: MainScreen;
  /** The page's one selection (spec 000 §4), as the trees show it. */
  selection: TreeSelection | null;
  /** The selection's path, from {@link useSelectionCrumbs} (read once by the page for the title too). */
  crumbs: BreadcrumbState;
  /** What the route's selection is called (`null` while its name is read): never its id. */
  selectionName: SelectionName;
  /** Where the page is, for the breadcrumb's links. */
  place: SelectionPlace;
  /** The body build variant (spec 000 §2): the top menu is hidden. */
  bodyVariant?: boolean;
  /** The guest browses (guest access, spec 000 §6): exclude is hidden (spec 001 §6). */
  isGuest?: boolean;
  /** The session is active (false under the session-ended dialog): an upload a 401 paused resumes after. */
  sessionActive?: boolean;
  /** A choice in the history menu: selects its record, as a tree would. */
  onSelectionChange(next: TreeSelection): void;
  /** Called after the post-signup panel was dismissed. */
  onPostSignupDismissed?(): void;
}

export function MainContent(props: MainContentProps) {
  const appLocale = useAppLocale();
  const viewsStrings = useViewsLocale();
  const localeFormat = useLocaleFormat();
  const {
    screen,
    selection,
    crumbs,
    selectionName: name,
    place,
    bodyVariant = false,
    isGuest = false,
    sessionActive = true,
    onSelectionChange,
    onPostSignupDismissed,
  } = props;
  useRecordVisit(selection, crumbs);
  const { settings, update } = useWebSettings();
  // spec 000 §2 "filter-search dropdown": the filters stay while the user moves through the library
  // (they are no web setting, spec 000 §3) and go with a reload.
  const [filters, setFilters] = useState<SearchFilter[]>([]);

  const files = useFilesSession(screen.view, selection, filters);
  const openFile = useOpenFile();
  // spec 000 §2 "Top menu", §4, §5, §8: the actions on the selected files. Deleted or excluded files
  // leave the selection and the search (afterDelete); exclude exists only while a set is selected.
  const actions = useFileActions({
    session: files.session,
    selection: files.fileSelection,
    setId: selection?.kind === 'set' ? selection.id : null,
  });
  // Move to folder… and Add to set…: the tree's chooser, for the files selected when it opened.
  const topMenuWords = useTopMenuLocale();
  const [chooser, setChooser] = useState<{ kind: 'folder' | 'set'; ids: readonly number[] } | null>(null);
  const { selectedIds } = files;
  const onMoveToFolder = useCallback(() => setChooser({ kind: 'folder', ids: selectedIds }), [selectedIds]);
  const onAddToSet = useCallback(() => setChooser({ kind: 'set', ids: selectedIds }), [selectedIds]);
  const closeChooser = useCallback((open: boolean) => {
    if (!open) setChooser(null);
  }, []);
  // PDF report…: the report dialog on the files selected when it opened (issue 20).
  const [reportIds, setReportIds] = useState<readonly number[] | null>(null);
  const onReport = useCallback(() => setReportIds(selectedIds), [selectedIds]);
  const closeReport = useCallback(() => setReportIds(null), []);
  // Export…: the export dialog on the files selected when it opened (issue 20): zip, zip with the
  // folder structure or CSV, run by the file actions (download permission per file, 1 s minimum).
  const [exportIds, setExportIds] = useState<readonly number[] | null>(null);
  const onExport = useCallback(() => setExportIds(selectedIds), [selectedIds]);
  const closeExport = useCallback(() => setExportIds(null), []);
  const { download: downloadFiles, exportCsv } = actions;
  const runExport = useCallback(
    ({ format }: { format: 'zip' | 'zipWithFolders' | 'csv' }) => {
      const ids = exportIds ?? [];
      const running =
        format === 'csv'
          ? exportCsv({ ids })
          : downloadFiles({ ids, keepFoldersStructure: format === 'zipWithFolders' });
      // Another action still running: this export did not run.
      return running.then((status) => (status === 'busy' ? 'failed' : status));
    },
    [exportIds, downloadFiles, exportCsv],
  );
  // Share…: the share dialog on the files selected when it opened (issue 20).
  const [shareIds, setShareIds] = useState<readonly number[] | null>(null);
  const onShare = useCallback(() => setShareIds(selectedIds), [selectedIds]);
  const closeShare = useCallback(() => setShareIds(null), []);
  // Files dragged from the view or the file sidebar onto a folder of the tree move there (issue 15);
  // from the sidebar the call says so (spec 001 §7 PATCH /api/files isDropFromSidebar).
  useFilesDropOnFolder(({ folder, payload }) =>
    actions
      .moveToFolder(
        { folderId: folder.id, folderName: folder.name },
        { ids: payload.imageIds, ...(payload.fromSidebar ? { isDropFromSidebar: true } : {}) },
      )
      .then(() => undefined),
  );
  const onFileSidebarChange = useCallback(
    (isFileSidebarEnabled: boolean) => update({ isFileSidebarEnabled }),
    [update],
  );
  // Closed from its own button, focus goes to the top menu's toggle (where the panel came from),
  // or to the files' heading when the toggle is in the More menu.
  const filesHeadingId = useId();
  const closeFileSidebar = useCallback(() => {
    update({ isFileSidebarEnabled: false });
    requestAnimationFrame(() => {
      const toggle = document.querySelector<HTMLElement>('.vt-views__topmenu [data-action="fileSidebar"]');
      (toggle ?? document.getElementById(filesHeadingId))?.focus();
    });
  }, [update, filesHeadingId]);
  // The file sidebar's files: the selected ones of the search, in the selection's order.
  const { images } = files.session;
  const selectedFiles = useMemo(() => {
    const byId = new Map(images.map((image) => [image.id, image]));
    return selectedIds.flatMap((id) => byId.get(id) ?? []);
  }, [images, selectedIds]);
  const { select: selectFile, clear: clearSelection } = files.fileSelection;
  const removeFromSelection = useCallback((id: number) => selectFile(id, { toggle: true }), [selectFile]);
  // The actions on the selected files, the same in the top menu, the selection bar and a tile's or
  // row's context menu (issue 15: every action reachable from the three).
  const menuActions = {
    target: permissionTargetOf(selection),
    isGuest,
    onDelete: actions.handlers.onDelete,
    onExclude: actions.handlers.onExclude,
    // Download stays the one-click zip; Export… offers the zip with folders and the CSV (issue 20).
    onDownload: actions.handlers.onDownload,
    onExport,
    onReport,
    onShare,
    onMoveToFolder,
    onAddToSet,
    onRegenerateThumbnails: actions.handlers.onRegenerateThumbnails,
    onRecognizeObjects: actions.handlers.onRecognizeObjects,
  };
  const disabledDashboard = screen.template === 'disabled-dashboard' && selection === null;
  const onShowAllFiles = useCallback(() => onSelectionChange({ kind: 'all' }), [onSelectionChange]);
  // spec 000 §2, §5: upload into the selected folder (the top menu and the shortcut ask webUpload).
  const uploadFolder = useMemo(
    () => (selection?.kind === 'folder' ? { folderId: selection.id, folderName: name } : null),
    [selection, name],
  );
  const upload = useAppUpload(uploadFolder, sessionActive);

  // spec 000 §3: sort, order, group results and hide substructure are web settings; the search
  // criteria read them back (useSearchCriteria), so a change searches again and survives a reload.
  const onSortChange = useCallback(
    ({ sortOption, sortOrderOption }: TopMenuSort) => update({ sortOption, sortOrderOption }),
    [update],
  );
  const onGroupResultsChange = useCallback((groupResults: boolean) => update({ groupResults }), [update]);
  const onHideSubstructureChange = useCallback(
    (hideSubstructure: boolean) => update({ hideSubstructure }),
    [update],
  );
  // spec 000 §3, §4: the page size is the web setting pageSize; a change searches again from page 1.
  const pageSizeId = useId();
  const onPageSizeChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => update({ pageSize: Number(event.target.value) }),
    [update],
  );
  const paged = PAGED_VIEWS.has(screen.view) && selection !== null && !bodyVariant;

  const breadcrumb =
    selection === null ? null : (
      <Breadcrumb
        selection={selection}
        state={crumbs}
        fallbackLabel={name ?? unknownSelectionLabel(selection, appLocale)}
        place={place}
      />
    );

  return (
    <>
      <PostSignupPanel onDismissed={onPostSignupDismissed} />
      {/* spec 000 §2: where the dashboard is off, the disabled-dashboard template, until a selection
          (StartLoading's all files on /default.aspx, or a choice in the trees) shows files instead. */}
      {disabledDashboard && <DisabledDashboard onShowAllFiles={onShowAllFiles} />}
      {/* spec 000 §2: the body view hides the menu; the selection's path then stands alone. */}
      {bodyVariant ? (
        breadcrumb
      ) : (
        <TopMenu
          {...menuActions}
          onUpload={upload.onUpload}
          selectedCount={files.selectedCount}
          fileSidebarOpen={settings.isFileSidebarEnabled}
          onFileSidebarChange={onFileSidebarChange}
          sort={{
            sortOption: files.criteria.sortOption,
            sortOrderOption: files.criteria.sortOrderOption as 1 | 2,
          }}
          onSortChange={onSortChange}
          groupResults={settings.groupResults}
          onGroupResultsChange={onGroupResultsChange}
          hideSubstructure={settings.hideSubstructure}
          onHideSubstructureChange={onHideSubstructureChange}
          filters={filters}
          onFiltersChange={setFilters}
          // The banner's switcher is the page's view switcher (issue 14): one, not two side by side.
          views={NO_TOP_MENU_VIEWS}
          history={<FolderHistoryMenu onValueChange={onSelectionChange} />}
          breadcrumb={breadcrumb}
        />
      )}
      {/* The files' part of the page: its heading keeps the outline whole (h1, then this h2, then the
          views' own h3s) when the tree panel's headings are out of the page (a closed drawer). */}
      <h2 className="vt-app__visually-hidden" id={filesHeadingId} tabIndex={-1}>
        {appLocale.files.heading}
      </h2>
      <div className="vt-app__files-bar">
        {/* What the route selects; a selection the page holds without a route shows in the breadcrumb. */}
        {(screen.selection.kind !== 'none' || selection === null) && (
          <p className="vt-app__selection" data-selection={screen.selection.kind}>
            <span className="vt-app__selection-label">{appLocale.currentSelection}: </span>
            <SelectionText screen={screen} name={name} read={crumbs.crumbs !== null} />
          </p>
        )}
        {/* What the running action does (a download is prepared for at least 1 s, spec 000 §9). */}
        <p className="vt-app__busy" role="status" data-action={actions.busy ?? undefined}>
          {actions.busyLabel}
        </p>
        {paged && (
          <div className="vt-app__page-size">
            <label htmlFor={pageSizeId}>{viewsStrings.search.pageSize}</label>
            <Select
              id={pageSizeId}
              size="sm"
              value={String(settings.pageSize)}
              onChange={onPageSizeChange}
              options={pageSizeOptions(viewsStrings, localeFormat.number).map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
            />
          </div>
        )}
      </div>
      {screen.view === 'body' ? (
        // spec 000 §2: the body view asks for ids only (<BodyView> sends idsOnly with these criteria);
        // /body without a folder is the body variant's default view: every file the user may see.
        <BodyView criteria={files.criteria} onOpenFile={({ id }) => openFile({ id })} />
      ) : disabledDashboard ? null : settings.isFileSidebarEnabled && !bodyVariant ? (
        // spec 000 §2 "file sidebar toggle": the selected files beside the view (a drawer on a narrow
        // window), to drag onto a folder or set of the tree.
        <div className="vt-app__files-row">
          <div className="vt-app__files-main">
            <FilesView
              view={screen.view}
              files={files}
              menuActions={menuActions}
              onUpload={upload.onUpload}
            />
          </div>
          <FileSidebar
            className="vt-app__file-sidebar"
            headingLevel={3}
            files={selectedFiles}
            onRemove={removeFromSelection}
            onClear={clearSelection}
            onClose={closeFileSidebar}
          />
        </div>
      ) : (
        <FilesView view={screen.view} files={files} menuActions={menuActions} onUpload={upload.onUpload} />
      )}
      {upload.panel}
      {/* issue 14: while files are selected, their count, Clear and the same actions as the top menu,
          floating at the window's foot (the files below never move). */}
      {!bodyVariant && (
        <SelectionBar
          selectedCount={files.selectedCount}
          onClearSelection={files.fileSelection.clear}
          {...menuActions}
        />
      )}
      {chooser?.kind === 'folder' && (
        <ChooseFolderDialog
          open
          onOpenChange={closeChooser}
          title={localeFormat.plural(topMenuWords.chooser.moveTitle, chooser.ids.length)}
          description={topMenuWords.chooser.moveDescription}
          confirmLabel={topMenuWords.chooser.moveConfirm}
          onChoose={(folder) =>
            void actions.moveToFolder({ folderId: folder.id, folderName: folder.name }, { ids: chooser.ids })
          }
        />
      )}
      {reportIds !== null && (
        // The dialog's chunk loads on the first report; nothing shows meanwhile.
        <Suspense fallback={null}>
          <LazyReportDialog fileIds={reportIds} onClose={closeReport} />
        </Suspense>
      )}
      {exportIds !== null && (
        <Suspense fallback={null}>
          <LazyExportDialog count={exportIds.length} onExport={runExport} onClose={closeExport} />
        </Suspense>
      )}
      {shareIds !== null && (
        <Suspense fallback={null}>
          <LazyShareDialog fileIds={shareIds} onClose={closeShare} />
        </Suspense>
      )}
      {chooser?.kind === 'set' && (
        <ChooseSetDialog
          open
          onOpenChange={closeChooser}
          title={localeFormat.plural(topMenuWords.chooser.addTitle, chooser.ids.length)}
          description={topMenuWords.chooser.addDescription}
          confirmLabel={topMenuWords.chooser.addConfirm}
          onChoose={(setId) => void actions.addToSet(setId, { ids: chooser.ids })}
        />
      )}
    </>
  );
}

/**
 * The status line's words: the selection's name and kind, a skeleton while the name is read, the
 * 'Unknown folder' (…) words alone when it cannot be read (`read` false).
 */
function SelectionText({ screen, name, read }: { screen: MainScreen; name: SelectionName; read: boolean }) {
  const { selection } = useAppLocale();
  const { kind } = screen.selection;
  if (kind === 'none') return <>{selection.none}</>;
  if (kind === 'all') return <>{selection.all}</>;
  if (name === null) {
    return (
      <span className="vt-app__name-skeleton" role="img" aria-label={selection.loading} data-loading="" />
    );
  }
  return <>{read ? format(selection[kind], { name }) : name}</>;
}
