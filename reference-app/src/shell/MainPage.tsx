// The frame of the main page (spec 000 §2 "Main page"): the left tree panel, the top menu and the
// content area. Each part is a labelled frame until its issue lands.
import { appLocale, format } from '../locale';
import type { RouteFlags, Screen } from '../routes/rules';
import { logicalPath } from '../routes/titles';
import { Frame } from './Frame';

type MainScreen = Extract<Screen, { kind: 'main' }>;

/** The left tree panel: folders, sets (ShowSets), logical views (ShowLogicalViews), quick access. */
export function TreePanel({ flags }: { flags: RouteFlags }) {
  const { frames } = appLocale;
  return (
    <nav className="vt-app__tree" aria-label={appLocale.treePanelLabel}>
      <Frame name="folder-tree" label={frames.folderTree} />
      {flags.showSets && <Frame name="set-tree" label={frames.setTree} />}
      {/* spec 000 §2: the whole logical tree is hidden when logical views are disabled */}
      {flags.showLogicalViews && <Frame name="logical-tree" label={frames.logicalTree} />}
      <Frame name="quick-access" label={frames.quickAccess} />
    </nav>
  );
}

/** The content area of the main page: top menu, current selection and the view. */
export function MainContent({ screen }: { screen: MainScreen }) {
  return (
    <>
      {screen.template === 'disabled-dashboard' && (
        <Frame name="disabled-dashboard" label={appLocale.frames.disabledDashboard} />
      )}
      <Frame name="top-menu" label={appLocale.frames.topMenu} />
      <p className="vt-app__selection" data-selection={screen.selection.kind}>
        <span className="vt-app__selection-label">{appLocale.currentSelection}: </span>
        {selectionText(screen)}
      </p>
      <Frame
        name={`view-${screen.view}`}
        label={format(appLocale.frames.view, { view: appLocale.views[screen.view] })}
      />
    </>
  );
}

function selectionText(screen: MainScreen): string {
  const { selection } = appLocale;
  switch (screen.selection.kind) {
    case 'none':
      return selection.none;
    case 'all':
      return selection.all;
    case 'folder':
      return format(selection.folder, { id: screen.selection.folderId });
    case 'collection':
      return format(selection.collection, { id: screen.selection.collectionId });
    case 'set':
      return format(selection.set, { id: screen.selection.setId });
    case 'logical':
      return format(selection.logical, { path: logicalPath(screen.selection) });
  }
}
