// The items the menu stories open: a folder's actions, each `onSelect` an action spy from the
// story's args (`onAction` gets the item's id), so play functions assert what ran.
import type { ReactNode } from 'react';
import type { MenuItem } from './items';

function PencilIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true">
      <path d="M11 2.5l2.5 2.5L5 13.5H2.5V11z" />
    </svg>
  );
}

/** What a story's item callbacks do; each defaults to reporting the item's id to `onAction`. */
export interface FolderItemHandlers {
  onAction: (id: string) => void;
  create?: () => void;
  rename?: () => void;
  remove?: () => void;
}

/** A named group, an icon and shortcut, a disabled item, a separator, a danger item. */
export function folderItems({ onAction, create, rename, remove }: FolderItemHandlers): MenuItem[] {
  const icon: ReactNode = <PencilIcon />;
  return [
    { type: 'label', id: 'folder', label: 'Folder' },
    { id: 'create', label: 'Create folder', onSelect: create ?? (() => onAction('create')) },
    { id: 'rename', label: 'Rename', icon, shortcut: 'F2', onSelect: rename ?? (() => onAction('rename')) },
    { id: 'move', label: 'Move', onSelect: () => onAction('move'), disabled: true },
    { type: 'separator', id: 'danger-zone' },
    {
      id: 'delete',
      label: 'Delete',
      tone: 'danger',
      shortcut: 'Delete',
      onSelect: remove ?? (() => onAction('delete')),
    },
  ];
}
