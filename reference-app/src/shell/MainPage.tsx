// The content area of the main page (spec 000 §2 "Main page"): the post-signup panel, the
// breadcrumb of the selection, the top menu and the view. The top menu and the views are labelled
// frames until the views issue lands (only its history menu is real); the tree panel is in ./panel.
import { FolderHistoryMenu, type TreeSelection } from '@vitrine/tree';
import { appLocale, format } from '../locale';
import type { Screen } from '../routes/rules';
import type { SelectionPlace } from '../routes/selection';
import { logicalPath, selectionTitle } from '../routes/titles';
import { Breadcrumb, useSelectionCrumbs } from './Breadcrumb';
import { Frame } from './Frame';
import { PostSignupPanel } from './PostSignupPanel';
import { useRecordVisit } from './useRecordVisit';

type MainScreen = Extract<Screen, { kind: 'main' }>;

/** Props of {@link MainContent}. */
export interface MainContentProps {
  screen: MainScreen;
  /** The page's one selection (spec 000 §4), as the trees show it. */
  selection: TreeSelection | null;
  /** Where the page is, for the breadcrumb's links. */
  place: SelectionPlace;
  /** A choice in the history menu: selects its record, as a tree would. */
  onSelectionChange(next: TreeSelection): void;
  /** Called after the post-signup panel was dismissed. */
  onPostSignupDismissed?(): void;
}

export function MainContent(props: MainContentProps) {
  const { screen, selection, place, onSelectionChange, onPostSignupDismissed } = props;
  const crumbs = useSelectionCrumbs(selection);
  useRecordVisit(selection, crumbs);
  return (
    <>
      <PostSignupPanel onDismissed={onPostSignupDismissed} />
      {screen.template === 'disabled-dashboard' && (
        <Frame name="disabled-dashboard" label={appLocale.frames.disabledDashboard} />
      )}
      <Breadcrumb
        selection={selection}
        state={crumbs}
        fallbackLabel={selectionTitle(screen.selection, appLocale) ?? appLocale.selection.none}
        place={place}
      />
      <div className="vt-app__top-menu" role="toolbar" aria-label={appLocale.topMenuLabel}>
        <FolderHistoryMenu onValueChange={onSelectionChange} />
      </div>
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
