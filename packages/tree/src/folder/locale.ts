// The folder tree's own strings: menu entries, dialog titles and labels, the search box. The spec
// gives their meaning but not their words, so the wording is decided here (docs/decisions.md); hosts
// override any of them with the `locale` prop (STYLE habit 8). The spec's messages (toasts, the
// rename and move questions, the validation texts) come from @vitrine/core's `en`, word for word.
import type { DeepPartial, NotificationKey } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { folderTreeLocaleDe } from './locale.de';

/** The English strings of the folder tree. */
export const folderTreeLocale = {
  /** Accessible name of the tree. */
  treeLabel: 'Folders',
  /** spec 000 §4: the 'All' node (folder id 0). */
  all: 'All',
  /** The {type} of '{type} has been renamed.' and the other item messages of spec 000 §8. */
  folderType: 'Folder',
  /** The {type} of 'Not valid {type} to rename' (spec 000 §5). */
  folderTypeInSentence: 'folder',
  /** Accessible name of a row's actions button. */
  rowActions: 'Actions for {name}',
  // Menu entries
  newFolder: 'New folder…',
  rename: 'Rename…',
  moveTo: 'Move to…',
  delete: 'Delete',
  pin: 'Pin to quick access',
  unpin: 'Unpin from quick access',
  resync: 'Re-sync',
  autoResync: 'Automatic re-sync…',
  fileTypes: 'Limit upload file types…',
  notifications: 'Notifications…',
  permissions: 'Permissions…',
  /** Opens the share-with-people dialog of the folder (issue 20; shown only with share). */
  shareWithPeople: 'Share with people…',
  // Create and rename (prompts)
  createTitle: 'Create folder',
  createConfirm: 'Create',
  renameTitle: 'Rename folder',
  renameConfirm: 'Rename',
  nameLabel: 'Name',
  // Delete and move (confirmations)
  deleteQuestion: 'Do you want to delete the folder "{name}" and everything in it?',
  deleteConfirm: 'Delete',
  moveQuestion: 'Move the folder "{name}" into "{destination}"?',
  moveConfirm: 'Move',
  moveTitle: 'Move "{name}"',
  moveChoose: 'Choose the folder to move it into.',
  moveHere: 'Move here',
  moveNotHere: 'A folder cannot be moved into itself or one of its subfolders.',
  moveAlreadyThere: 'The folder is already there.',
  // Search box (spec 000 §2, §5)
  searchLabel: 'Search folders',
  searchResults: '{n} folder(s) found',
  searchNone: 'No folders found',
  /** The folder-name search failed (its error state, with a retry). */
  searchFailed: 'The folders could not be searched.',
  /** The top level (or several lists) could not be loaded (the tree's error state, with a retry). */
  loadFailed: 'The folders could not be loaded.',
  /** One folder's subfolders (or their next page) could not be loaded; {name} is the folder's name. */
  loadFailedIn: 'The folders in "{name}" could not be loaded.',
  // Dialogs
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  autoResyncTitle: 'Automatic re-sync',
  autoResyncLabel: 'Re-sync "{name}" automatically',
  fileTypesTitle: 'Limit upload file types',
  fileTypesIntro: 'Files of these types cannot be uploaded to "{name}".',
  fileTypesLabel: 'Add file types',
  fileTypesHint: 'Separate several with commas or spaces, for example .exe, .zip',
  fileTypesAdd: 'Add',
  fileTypesRemove: 'Remove {type}',
  fileTypesNone: 'No file types are forbidden here.',
  fileTypesInherited: 'Forbidden by parent folders',
  fileTypesFolders: 'Folders with limits',
  fileTypesReadOnly: 'Only a super administrator may change file type restrictions.',
  notificationsTitle: 'Notifications for "{name}"',
  /** The title when the dialog is opened without a folder name. */
  notificationsTitleGeneric: 'Folder notifications',
  notificationsLegend: 'Send me an e-mail when',
  notificationsNoEmail: 'Your account has no e-mail address, so notifications cannot be delivered.',
  notificationsNotDelivered:
    'This server sends no e-mail yet. Your choices are kept, and notifications are delivered once an administrator sets up e-mail.',
  notificationsSaved: 'Notification settings have been saved.',
  /** spec 000 §3: the eight subscription keys. */
  notificationKeys: {
    upload: 'Files are uploaded',
    'image-delete': 'Files are deleted',
    'image-move-in': 'Files are moved in',
    'image-move-out': 'Files are moved out',
    'image-overwrite': 'Files are overwritten',
    'image-workflow-status-change': 'A workflow status changes',
    'image-annotate': 'Files are annotated',
    'image-version-restore': 'A version is restored',
  } satisfies Record<NotificationKey, string>,
  loadingDialog: 'Loading...',
};

/** The shape of {@link folderTreeLocale}. */
export type FolderTreeLocale = typeof folderTreeLocale;

/** A partial override of {@link folderTreeLocale}: any string, at any depth. */
export type FolderTreeLocaleOverrides = DeepPartial<FolderTreeLocale>;

/** The folder tree's part of the one locale path: the provider's `locale={{ tree: { folder: { … } } }}`. */
export const folderTreeLocalePart = defineLocalePart(['tree', 'folder'], {
  en: folderTreeLocale,
  de: folderTreeLocaleDe,
});

/** The folder tree's strings in `language` (English by default) with a partial override on top. */
export function resolveFolderTreeLocale(
  overrides?: FolderTreeLocaleOverrides,
  language = 'en',
): FolderTreeLocale {
  return resolveLocalePart(folderTreeLocalePart, language, undefined, overrides);
}

/** The folder tree's strings under the provider: its language and overrides, then the widget's `locale`. */
export function useFolderTreeLocale(override?: FolderTreeLocaleOverrides): FolderTreeLocale {
  return useLocalePart(folderTreeLocalePart, override);
}
