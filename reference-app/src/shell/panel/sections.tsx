// The sections of the tree panel: the trees of @vitrine/tree, each given the page's one selection
// and reporting changes to it (spec 000 §4). Each sits in a TreeSection of the app (the sets one is
// titled with the configurable sets name). A tree unmounts while its section is collapsed (nothing
// loads), so the section keeps the tree's open nodes and hands them back when it opens again.
import { FolderTree, LogicalTree, QuickAccess, SetTree, type TreeSelection } from '@vitrine/tree';
import { useSetsName, useWebSetting } from '@vitrine/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { permissionsPath } from '../../admin/rules';
import { useAppLocale } from '../../locale';
import { useNavigation } from '../../navigation/NavigationProvider';
import { dropFilesOnFolder } from '../fileDrop';
import { uploadDroppedOnFolder } from '../upload';
import { TreeSection } from './TreeSection';

/** "Share with people…" (issue 20): its dialog in a chunk of its own, loaded when first opened. */
const LazyShareWithPeople = lazy(() =>
  import('../chunks/people').then((m) => ({ default: m.AppShareWithPeopleDialog })),
);

/** What every section hands its tree. */
export interface SectionProps {
  selection: TreeSelection | null;
  onSelectionChange(selection: TreeSelection | null): void;
}

export function FolderSection({ selection, onSelectionChange }: SectionProps) {
  const { sections } = useAppLocale().treePanel;
  const { navigate } = useNavigation();
  const open = useRef<readonly number[] | undefined>(undefined);
  const [sharing, setSharing] = useState<{ id: number; name: string } | null>(null);
  return (
    <TreeSection name="folders" title={sections.folders} setting="expandFolderTree">
      {sharing ? (
        <Suspense fallback={null}>
          <LazyShareWithPeople
            folderId={sharing.id}
            folderName={sharing.name}
            onClose={() => setSharing(null)}
          />
        </Suspense>
      ) : null}
      <FolderTree
        value={selection}
        onValueChange={onSelectionChange}
        // spec 001 §2: the folder permissions page (the tree offers it only with setPermissions).
        onOpenPermissions={(folderId) => navigate(permissionsPath('folder', folderId))}
        // Issue 20: share the folder with people (the tree offers it only with share).
        onShareWithPeople={({ folder }) => setSharing({ id: folder.id, name: folder.name })}
        // Files dragged from the view onto a folder move there (issue 15; the main content moves them).
        onFilesDrop={dropFilesOnFolder}
        // Files or folders from the desktop dropped on a folder upload into it (spec 001 §4).
        onDesktopFilesDrop={uploadDroppedOnFolder}
        // First mount: the tree's own default (the global setting autoExpandRootFolder decides).
        {...(open.current === undefined ? {} : { defaultOpen: open.current })}
        onOpenChange={(next) => {
          open.current = next;
        }}
      />
    </TreeSection>
  );
}

export function SetSection({ selection, onSelectionChange }: SectionProps) {
  const title = useSetsName().value;
  const { navigate } = useNavigation();
  return (
    <TreeSection name="sets" title={title} setting="expandSetsTree">
      <SetTree
        value={selection}
        onValueChange={onSelectionChange}
        // spec 001 §2: the set permissions page (the tree offers it only with setPermissions).
        onOpenPermissions={({ kind, id }) =>
          navigate(permissionsPath(kind === 'set' ? 'set' : 'collection', id))
        }
      />
    </TreeSection>
  );
}

export function LogicalSection({ selection, onSelectionChange }: SectionProps) {
  const { sections } = useAppLocale().treePanel;
  // The tree unmounts while the section is collapsed: its open nodes come back when it opens again.
  const open = useRef<readonly string[]>([]);
  return (
    <TreeSection name="logical" title={sections.logical} setting="expandLogicalTree">
      <LogicalTree
        value={selection}
        onValueChange={onSelectionChange}
        defaultOpen={open.current}
        onOpenChange={(next) => {
          open.current = next;
        }}
      />
    </TreeSection>
  );
}

export function QuickAccessSection({ selection, onSelectionChange }: SectionProps) {
  const { sections } = useAppLocale().treePanel;
  const [, setFoldersExpanded] = useWebSetting('expandFolderTree');
  const [, setSetsExpanded] = useWebSetting('expandSetsTree');
  const [, setLogicalExpanded] = useWebSetting('expandLogicalTree');
  // "Go to" selects the item (the route changes) and opens its tree's section, so the tree can
  // show it (each tree opens the path to its selected node itself).
  const reveal = (target: TreeSelection) => {
    if (target.kind === 'folder' || target.kind === 'all') setFoldersExpanded(true);
    else if (target.kind === 'set' || target.kind === 'collection') setSetsExpanded(true);
    else if (target.kind === 'logical') setLogicalExpanded(true);
  };
  return (
    <TreeSection name="quick-access" title={sections.quickAccess} setting={null} fitContent>
      <QuickAccess value={selection} onValueChange={onSelectionChange} onReveal={reveal} />
    </TreeSection>
  );
}
