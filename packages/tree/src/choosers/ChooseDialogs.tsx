// Choosers of a destination for files (issue 15): the keyboard way to drop selected files on a folder
// (they move) or on a set (they are added), for a host's "Move to folder…" and "Add to set…" menu
// entries. A folder chooser with its own folder tree ('All' cannot be chosen), a set chooser with the
// sets tree (a collection cannot be chosen: spec 000 §4 "Files cannot be dropped on a group").
// Confirming closes the chooser and hands the choice to the host, which runs the move or the add
// (the conflict dialog, the >10 confirmation: @vitrine/views' useFileActions).
import type { Folder } from '@vitrine/api-client';
import { useState } from 'react';
import { TreeDialog, TreeDialogActions } from '../base/TreeDialog';
import { TreeView } from '../base/TreeView';
import { FolderIcon } from '../folder/FolderIcon';
import { type FolderTreeLocaleOverrides, useFolderTreeLocale } from '../folder/locale';
import { ALL_NODE_ID, type FolderNodeData } from '../folder/model';
import { useFolderTree } from '../folder/useFolderTree';
import type { TreeSelection } from '../selection';
import { SetTree } from '../sets/SetTree';

/** The words of a chooser: the host's (what is being done to which files). */
export interface ChooseDialogWords {
  /** Heading and accessible name ("Move 3 files to a folder"). */
  title: string;
  /** The sentence under it ("Choose the folder the files move to."). */
  description: string;
  /** The confirm button ("Move here", "Add"). */
  confirmLabel: string;
}

/** Props of {@link ChooseFolderDialog}. */
export interface ChooseFolderDialogProps extends ChooseDialogWords {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with false when it asks to close (Cancel, Escape, after choosing). */
  onOpenChange: (open: boolean) => void;
  /** The chosen folder; the chooser is already closed. */
  onChoose: (folder: Folder) => void;
  /** Partial override of the folder tree's strings. */
  locale?: FolderTreeLocaleOverrides;
}

const renderFolderIcon = (node: { id: string }, state: { isOpen: boolean }) =>
  node.id === ALL_NODE_ID ? null : <FolderIcon open={state.isOpen} />;

/** A folder chooser for files: a folder tree in a dialog; 'All' cannot be chosen. */
export function ChooseFolderDialog(props: ChooseFolderDialogProps) {
  const { open, onOpenChange, onChoose, title, description, confirmLabel, locale } = props;
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
  const folder = choice?.kind === 'folder' ? picker.folder(choice.id) : undefined;
  return (
    <TreeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      kind="choose-folder"
      className="vt-tree__move-dialog"
      actions={
        <TreeDialogActions
          cancelLabel={L.cancel}
          confirmLabel={confirmLabel}
          onCancel={() => onOpenChange(false)}
          onConfirm={() => {
            if (!folder) return;
            onOpenChange(false);
            onChoose(folder);
          }}
          disabled={!folder}
        />
      }
    >
      <div className="vt-tree__move-picker">
        <TreeView<FolderNodeData>
          {...picker.getTreeViewProps()}
          aria-label={L.treeLabel}
          height={280}
          renderIcon={renderFolderIcon}
        />
      </div>
    </TreeDialog>
  );
}

/** Props of {@link ChooseSetDialog}. */
export interface ChooseSetDialogProps extends ChooseDialogWords {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with false when it asks to close (Cancel, Escape, after choosing). */
  onOpenChange: (open: boolean) => void;
  /** The chosen set's id; the chooser is already closed. */
  onChoose: (setId: number) => void;
  /** Partial override of the cancel button's word (the folder tree's `cancel`). */
  locale?: FolderTreeLocaleOverrides;
}

/** A set chooser for files: the sets tree in a dialog; a collection cannot be chosen. */
export function ChooseSetDialog(props: ChooseSetDialogProps) {
  const { open, onOpenChange, onChoose, title, description, confirmLabel, locale } = props;
  const L = useFolderTreeLocale(locale);
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <TreeDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChoice(null);
        onOpenChange(next);
      }}
      title={title}
      description={description}
      kind="choose-set"
      className="vt-tree__move-dialog"
      actions={
        <TreeDialogActions
          cancelLabel={L.cancel}
          confirmLabel={confirmLabel}
          onCancel={() => onOpenChange(false)}
          onConfirm={() => {
            if (!choice) return;
            onOpenChange(false);
            onChoose(choice);
          }}
          disabled={choice === null}
        />
      }
    >
      <div className="vt-tree__move-picker">
        <SetTree
          height={280}
          value={choice === null ? null : { kind: 'set', id: choice }}
          onValueChange={(value) => setChoice(value?.kind === 'set' ? value.id : null)}
        />
      </div>
    </TreeDialog>
  );
}
