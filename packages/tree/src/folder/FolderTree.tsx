// <FolderTree>: the folder tree of the left panel (spec 000 §2 "Main page", §4), styled, on
// useFolderTree (data, selection, open state) and useFolderActions (context actions, drag and drop),
// over <TreeView>. A host can embed it alone inside <VitrineProvider>.
import type { Folder } from '@vitrine/api-client';
import { interpolate } from '@vitrine/core';
import { ErrorState } from '@vitrine/ui';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { TreeView, type TreeViewHandle } from '../base/TreeView';
import { AutoResyncDialog } from './AutoResyncDialog';
import { FileTypesDialog } from './FileTypesDialog';
import { AllFilesIcon, FolderIcon } from './FolderIcon';
import { FolderNotificationsDialog } from './FolderNotificationsDialog';
import { FolderSearch } from './FolderSearch';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from './locale';
import { MoveFolderDialog } from './MoveFolderDialog';
import type { FolderNodeData, FolderTreeViewNode } from './model';
import {
  type FolderDesktopFilesDropEvent,
  type FolderFilesDropEvent,
  type FolderShareWithPeopleEvent,
  useFolderActions,
} from './useFolderActions';
import { useFolderSearch } from './useFolderSearch';
import { type UseFolderTreeOptions, useFolderTree } from './useFolderTree';

/** Props of {@link FolderTree}. */
export interface FolderTreeProps extends Omit<UseFolderTreeOptions, 'locale'> {
  /** Accessible name of the tree (default 'Folders'). */
  'aria-label'?: string;
  /** Show the folder-name search box above the tree (default true). */
  showSearch?: boolean;
  /** Opens the folder permissions page; the action shows only with setPermissions (spec 000 §6). */
  onOpenPermissions?: (folderId: number) => void;
  /** Opens the host's share-with-people dialog for the folder; the action shows only with share (issue 20). */
  onShareWithPeople?: (event: FolderShareWithPeopleEvent) => void;
  /**
   * Files dragged from a view (data-transfer type `VITRINE_FILES_MIME`, set with `setFilesDragData`)
   * and dropped on a folder: move them there. Without it the tree takes no files.
   */
  onFilesDrop?: (event: FolderFilesDropEvent) => void | Promise<void>;
  /**
   * Files or folders dragged from the desktop and dropped on a folder (spec 001 §4): the folder and
   * the files, each file of a dropped folder with its `relativePath`; the row is highlighted while
   * they are over it. The host uploads them (keyboard users have the top menu's Upload). Without it
   * the rows take no desktop drops.
   */
  onDesktopFilesDrop?: (event: FolderDesktopFilesDropEvent) => void | Promise<void>;
  /** No actions, no drag and drop: a chooser. */
  readOnly?: boolean;
  /** Fixed height in px; by default the tree fills its parent. */
  height?: number;
  /** Partial override of the folder tree's strings. */
  locale?: FolderTreeLocaleOverrides;
  /** Extra class on the root element (`vt-tree__folder`). */
  className?: string;
}

/** Defaults of {@link FolderTreeProps}, declared once (STYLE habit 2). */
export const defaultFolderTreeProps = {
  showSearch: true,
  readOnly: false,
} as const;

const renderIcon = (node: FolderTreeViewNode, state: { isOpen: boolean }): ReactNode =>
  node.data?.kind === 'all' ? <AllFilesIcon /> : <FolderIcon open={state.isOpen} />;

/**
 * The folder tree of the left panel (spec 000 §2): 'All' (folder id 0) over the top-level folders,
 * children loaded 100 at a time with a 'Load more...' row, a folder-name search box, the context
 * actions each user's permissions allow (create, rename, move, delete, re-sync, automatic re-sync,
 * file-type limits, notifications, pin), drag and drop to move, files dropped from a view, and files or folders dropped from the desktop.
 * Selection and open folders work controlled and uncontrolled (`value` / `defaultValue` /
 * `onValueChange`, `open` / `defaultOpen` / `onOpenChange`). A list that fails to load shows the
 * tree's error state with Try again. Embed it inside `<VitrineProvider>`; it fills its parent.
 */
export function FolderTree(props: FolderTreeProps) {
  const { onOpenPermissions, onShareWithPeople, onFilesDrop, onDesktopFilesDrop, height, className } = props;
  const showSearch = props.showSearch ?? defaultFolderTreeProps.showSearch;
  const readOnly = props.readOnly ?? defaultFolderTreeProps.readOnly;
  const L = useFolderTreeLocale(props.locale);
  const tree = useFolderTree(props);
  const actions = useFolderActions(tree, {
    locale: L,
    onOpenPermissions,
    onShareWithPeople,
    onFilesDrop,
    onDesktopFilesDrop,
    readOnly,
  });
  const search = useFolderSearch();
  const treeRef = useRef<TreeViewHandle>(null);
  const viewLocale = useMemo(() => ({ rowActions: L.rowActions }), [L.rowActions]);

  const { select } = tree;
  const pick = useCallback((folder: Folder) => select({ kind: 'folder', id: folder.id }), [select]);

  const { dialog, closeDialog, move } = actions;
  const onDialogOpenChange = useCallback(
    (open: boolean) => (open ? undefined : closeDialog()),
    [closeDialog],
  );

  // A failed list shows the tree's error state (the failure itself is only logged, spec 000 §8).
  const failures = tree.loadFailures;
  const onlyFailure = failures.length === 1 ? failures[0] : undefined;
  const failedFolder = onlyFailure && onlyFailure.id !== 0 ? tree.folder(onlyFailure.id) : undefined;
  const failureMessage = failedFolder
    ? interpolate(L.loadFailedIn, { name: failedFolder.name })
    : L.loadFailed;

  return (
    <div
      className={className ? `vt-tree__folder ${className}` : 'vt-tree__folder'}
      data-loading={tree.isLoading || undefined}
      data-state={failures.length > 0 ? 'error' : undefined}
    >
      {showSearch ? <FolderSearch search={search} locale={L} onPick={pick} /> : null}
      {failures.length > 0 ? (
        <ErrorState
          size="inline"
          message={failureMessage}
          error={failures[failures.length - 1]?.error}
          onRetry={tree.retryLoad}
        />
      ) : null}
      <div className="vt-tree__folder-body">
        <TreeView<FolderNodeData>
          ref={treeRef}
          {...tree.getTreeViewProps()}
          aria-label={props['aria-label'] ?? L.treeLabel}
          locale={viewLocale}
          {...(height !== undefined ? { height } : {})}
          renderIcon={renderIcon}
          {...(readOnly
            ? {}
            : {
                getActions: actions.getActions,
                onRowIntent: actions.onRowIntent,
                onRename: actions.onRename,
                onDelete: actions.onDelete,
                canDrag: actions.canDrag,
                canDrop: actions.canDrop,
                onDrop: actions.onDrop,
              })}
        />
      </div>
      {dialog?.kind === 'autoResync' ? (
        <AutoResyncDialog
          key={dialog.folder.id}
          folder={dialog.folder}
          open
          onOpenChange={onDialogOpenChange}
          locale={L}
        />
      ) : null}
      {dialog?.kind === 'fileTypes' ? (
        <FileTypesDialog
          key={dialog.folder.id}
          folder={dialog.folder}
          open
          onOpenChange={onDialogOpenChange}
          locale={L}
        />
      ) : null}
      {dialog?.kind === 'notifications' ? (
        <FolderNotificationsDialog
          key={dialog.folder.id}
          folderId={dialog.folder.id}
          folderName={dialog.folder.name}
          open
          onOpenChange={onDialogOpenChange}
          locale={L}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveFolderDialog
          key={dialog.folder.id}
          folder={dialog.folder}
          open
          onOpenChange={onDialogOpenChange}
          onMove={(destination) => void move(dialog.folder, destination)}
          locale={L}
        />
      ) : null}
    </div>
  );
}
