// "Move to…": the keyboard alternative to dragging a folder (issue 3, Accessibility). A chooser with
// its own folder tree; a destination the move rules refuse (the folder itself, one of its
// subfolders, where it already is, 'All') cannot be confirmed. Confirming closes the chooser and
// runs the same flow as a drop: the permission-warning check, the confirmation, the move.
import type { Folder } from '@vitrine/api-client';
import { interpolate } from '@vitrine/core';
import { useState } from 'react';
import { TreeDialog, TreeDialogActions } from '../base/TreeDialog';
import { TreeView } from '../base/TreeView';
import type { TreeSelection } from '../selection';
import { FolderIcon } from './FolderIcon';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from './locale';
import { ALL_NODE_ID, type FolderNodeData, folderDropRefusal } from './model';
import { useFolderTree } from './useFolderTree';

/** Props of {@link MoveFolderDialog}. */
export interface MoveFolderDialogProps {
  /** The folder to move. */
  folder: Folder;
  /** Whether the dialog is shown (controlled: the host keeps the state). */
  open: boolean;
  /** Called with false when the dialog asks to close (Cancel, Escape, after saving). */
  onOpenChange: (open: boolean) => void;
  /** The chosen destination; the chooser is already closed. */
  onMove: (destination: Folder) => void;
  /** Partial override of the folder tree's strings. */
  locale?: FolderTreeLocaleOverrides;
}

const renderIcon = (_node: unknown, state: { isOpen: boolean }) => <FolderIcon open={state.isOpen} />;

/**
 * "Move to…", the keyboard way to move a folder (instead of dragging it): a chooser with its own
 * folder tree. A destination the move rules refuse (the folder itself, one of its subfolders, where
 * it already is) cannot be confirmed and says why. Confirming closes the chooser and hands the
 * destination to `onMove`; the folder tree then runs the move flow (warning check, confirmation).
 */
export function MoveFolderDialog({ folder, open, onOpenChange, onMove, locale }: MoveFolderDialogProps) {
  const L = useFolderTreeLocale(locale);
  const [choice, setChoice] = useState<TreeSelection | null>(null);
  const picker = useFolderTree({
    value: choice,
    onValueChange: setChoice,
    defaultOpen: [0],
    expandToSelected: false,
    autoExpandRoot: true,
    locale,
  });
  const destination = choice?.kind === 'folder' ? picker.folder(choice.id) : undefined;
  const refusal =
    choice === null
      ? null
      : folderDropRefusal(
          folder.id,
          destination ? { kind: 'folder', folder: destination, parentId: 0 } : undefined,
          picker.getParentId,
        );
  const reason =
    refusal === 'alreadyThere'
      ? L.moveAlreadyThere
      : refusal === 'self' || refusal === 'descendant'
        ? L.moveNotHere
        : '';

  return (
    <TreeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={interpolate(L.moveTitle, { name: folder.name })}
      description={L.moveChoose}
      kind="move-folder"
      className="vt-tree__move-dialog"
      actions={
        <TreeDialogActions
          cancelLabel={L.cancel}
          confirmLabel={L.moveHere}
          onCancel={() => onOpenChange(false)}
          onConfirm={() => {
            if (!destination || refusal !== null) return;
            onOpenChange(false);
            onMove(destination);
          }}
          disabled={!destination || refusal !== null}
        />
      }
    >
      <div className="vt-tree__move-picker">
        <TreeView<FolderNodeData>
          {...picker.getTreeViewProps()}
          aria-label={L.treeLabel}
          height={280}
          renderIcon={(node, state) => (node.id === ALL_NODE_ID ? null : renderIcon(node, state))}
        />
      </div>
      <p className="vt-tree__dialog-note" role="status">
        {reason}
      </p>
    </TreeDialog>
  );
}
