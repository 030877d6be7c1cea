// The folder tree's actions (spec 000 §2 "context actions", §4, §5, §8), each gated by the permission
// the spec names and each with the spec's messages: create, rename (name rules, 'Not valid {type} to
// rename', the 413 question resent with hugeOperationAllowed), delete (confirm, processing, removed
// after about 0.5 s, restored on failure), re-sync, automatic re-sync, file-type limits,
// notifications, pin / unpin, the permissions page, and moving (drag and drop or "Move to…": the
// permission-warning check, then a confirmation, then the move).
import type { Folder } from '@vitrine/api-client';
import { isApiError } from '@vitrine/api-client';
import {
  ALL_FILES_ID,
  DELETE_FOLLOW_UP_MS,
  DELETE_RESOLVE_MS,
  interpolate,
  isHugeRenameStatus,
  validateFolderName,
  validateRenameId,
} from '@vitrine/core';
import {
  type DroppedFile,
  dragHasFiles,
  fetchPermission,
  filesFromDataTransfer,
  type MenuItem,
  PERMISSION_STALE_MS,
  type PermissionName,
  permissionQueryKey,
  useConfirm,
  useGlobalSettings,
  usePrompt,
  useReportError,
  useT,
  useToast,
  useVitrine,
} from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePinMutation } from '../api/pins';
import type { TreeDragSource } from '../base/dnd';
import { type FilesDragPayload, hasFilesDragData, readFilesDragData } from '../base/dnd';
import type { FolderTreeLocale } from './locale';
import {
  ALL_NODE_ID,
  childrenKey,
  type FolderNodeData,
  type FolderTreeViewNode,
  folderDropRefusal,
  isFolderWithin,
  moveFailureMessage,
} from './model';
import type { FolderTreeState } from './useFolderTree';

/** A dialog the folder tree shows for one folder. */
export type FolderDialog =
  | { kind: 'autoResync'; folder: Folder }
  | { kind: 'fileTypes'; folder: Folder }
  | { kind: 'notifications'; folder: Folder }
  | { kind: 'move'; folder: Folder };

/** What a files drop reports (files dragged from a view onto a folder, spec 000 §1). */
export interface FolderFilesDropEvent {
  folderId: number;
  folder: Folder;
  payload: FilesDragPayload;
}

/**
 * What a drop from the desktop reports (files or folders dropped on a folder row, spec 001 §4): the
 * folder, and its files in the drop's order, each file of a dropped folder with its path in it.
 */
export interface FolderDesktopFilesDropEvent {
  folderId: number;
  folder: Folder;
  files: DroppedFile[];
}

/** What "Share with people…" reports (issue 20): the folder to share. */
export interface FolderShareWithPeopleEvent {
  folderId: number;
  folder: Folder;
}

/** Options of {@link useFolderActions}. */
export interface UseFolderActionsOptions {
  locale: FolderTreeLocale;
  /** Opens the folder permissions page (shown only with setPermissions, spec 000 §6). */
  onOpenPermissions?: ((folderId: number) => void) | undefined;
  /** Opens the host's share-with-people dialog (issue 20; shown only with share on the folder). */
  onShareWithPeople?: ((event: FolderShareWithPeopleEvent) => void) | undefined;
  /** Files dragged from a view and dropped on a folder; without it, the tree takes no files. */
  onFilesDrop?: ((event: FolderFilesDropEvent) => void | Promise<void>) | undefined;
  /** Files or folders dropped from the desktop on a folder; without it, the rows take none. */
  onDesktopFilesDrop?: ((event: FolderDesktopFilesDropEvent) => void | Promise<void>) | undefined;
  /** Turns every action off (a read-only picker). */
  readOnly?: boolean | undefined;
}

/** The permissions the folder actions need (spec 000 §6). */
const ACTION_PERMISSIONS = [
  'add',
  'edit',
  'delete',
  'notifications.subscribe',
  'share',
  'setPermissions',
] as const;

/** The folder id a node's permissions are asked for ('All' asks for 0, spec 000 §4). */
function permissionFolderId(data: FolderNodeData | undefined): number | null {
  if (data?.kind === 'all') return ALL_FILES_ID;
  if (data?.kind === 'folder') return data.folder.id;
  return null;
}

export function useFolderActions(tree: FolderTreeState, options: UseFolderActionsOptions) {
  const {
    locale: L,
    onOpenPermissions,
    onShareWithPeople,
    onFilesDrop,
    onDesktopFilesDrop,
    readOnly = false,
  } = options;
  const { api, getParentId, select, setOpen } = tree;
  // The flows read the tree as it is when they run: `tree` (and its folder / parentOf lookups) is a
  // new object on every render, and flows that depended on it would change the rows' menus, so
  // every row would render again on each change of the tree (a node opened anywhere).
  const latest = useRef(tree);
  latest.current = tree;
  const t = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const prompt = usePrompt();
  const reportError = useReportError();
  const vitrine = useVitrine();
  const global = useGlobalSettings();
  const [dialog, setDialog] = useState<FolderDialog | null>(null);

  // Permissions are asked for the row the user is about to act on (pointer over it, focus, right
  // click) and cached per folder and name (@vitrine/ui's keys); every row's menu reads the cache, and
  // each answer that lands re-renders the rows, so an open menu fills in as answers come.
  const [permissionVersion, setPermissionVersion] = useState(0);
  useEffect(
    () =>
      api.queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[1] === 'permission') setPermissionVersion((version) => version + 1);
      }),
    [api.queryClient],
  );
  const allowed = useCallback(
    (name: PermissionName, folderId: number): boolean | undefined =>
      api.queryClient.getQueryData<boolean>(permissionQueryKey(name, { folderId })),
    [api.queryClient],
  );

  /** The answer, asked now when it is not cached (F2 and Delete may come before any menu). */
  const ensureAllowed = useCallback(
    (name: PermissionName, folderId: number): Promise<boolean> => {
      const target = { folderId };
      return api.queryClient.ensureQueryData({
        queryKey: permissionQueryKey(name, target),
        queryFn: async ({ signal }) => {
          const request = { name, target, signal };
          return vitrine.permissions
            ? await vitrine.permissions(request)
            : await fetchPermission(api.client, request);
        },
        staleTime: PERMISSION_STALE_MS,
      });
    },
    [api, vitrine.permissions],
  );

  const onRowIntent = useCallback(
    (node: FolderTreeViewNode) => {
      const id = permissionFolderId(node.data);
      if (id === null || readOnly) return;
      for (const name of ACTION_PERMISSIONS) void ensureAllowed(name, id).catch(() => undefined);
    },
    [ensureAllowed, readOnly],
  );

  /** An error the spec words itself (not an ApiError): its toast and the host's onError. */
  const showError = useCallback(
    (message: string, error: unknown) => {
      toast.error(message);
      vitrine.onError?.({ error, message, kind: 'error' });
    },
    [toast, vitrine],
  );

  /**
   * The selected folder's id when it lies under folder `folderId` (the folder itself excluded),
   * else null: by the loaded lists, or, when its path is not loaded, by its parents' ids.
   */
  const selectedFolderWithin = useCallback(
    async (folderId: number): Promise<number | null> => {
      const { selection, parentOf } = latest.current;
      if (selection?.kind !== 'folder' || selection.id === folderId) return null;
      const known = isFolderWithin(selection.id, folderId, parentOf);
      if (known !== undefined) return known ? selection.id : null;
      try {
        return (await api.parents(selection.id)).includes(folderId) ? selection.id : null;
      } catch (error) {
        // Unknown: the selection stays (as before any delete); the failure is only logged (spec 000 §8).
        console.warn("@vitrine/tree: the selected folder's parents could not be read", error);
        return null;
      }
    },
    [api],
  );

  const validateName = useCallback(
    (value: string) => {
      const check = validateFolderName(value);
      return check.ok ? null : t(check.messageKey);
    },
    [t],
  );

  // ---------------------------------------------------------------------------------------------
  // The flows
  // ---------------------------------------------------------------------------------------------

  const create = useCallback(
    async (parentId: number) => {
      const name = await prompt({
        title: L.createTitle,
        label: L.nameLabel,
        confirmLabel: L.createConfirm,
        validate: validateName,
      });
      if (name === null) return;
      try {
        await api.create(name.trim(), parentId);
      } catch (error) {
        reportError(error);
        return;
      }
      toast.success(t('items.created', { type: L.folderType }));
      const parent = latest.current.folder(parentId);
      if (parent) api.patch(parentId, { subfoldersCount: (parent.subfoldersCount ?? 0) + 1 });
      setOpen((ids) => (ids.includes(parentId) ? ids : [...ids, parentId]));
      await api.invalidate(childrenKey(parentId));
    },
    [api, L, prompt, reportError, setOpen, t, toast, validateName],
  );

  const rename = useCallback(
    async (folder: Folder) => {
      // spec 000 §5: a rename is refused when the id is not numeric.
      const idCheck = validateRenameId(folder.id, L.folderTypeInSentence);
      if (!idCheck.ok) {
        showError(interpolate(t('validation.notValidToRename'), { type: L.folderTypeInSentence }), idCheck);
        return;
      }
      const name = await prompt({
        title: L.renameTitle,
        label: L.nameLabel,
        defaultValue: folder.name,
        confirmLabel: L.renameConfirm,
        validate: validateName,
      });
      if (name === null || name.trim() === folder.name) return;
      let renamed: Folder;
      try {
        renamed = await api.rename(idCheck.id, name.trim());
      } catch (error) {
        // spec 000 §5, §8: above 10 thousand items the server answers 413; ask, then resend with the flag.
        if (!isApiError(error) || !isHugeRenameStatus(error.status)) {
          reportError(error);
          return;
        }
        const sure = await confirm({ message: t('items.renameHugeConfirm'), confirmLabel: L.renameConfirm });
        if (!sure) return;
        try {
          renamed = await api.rename(idCheck.id, name.trim(), true);
        } catch (again) {
          reportError(again);
          return;
        }
      }
      api.patch(folder.id, {
        ...renamed,
        subfoldersCount: renamed.subfoldersCount ?? folder.subfoldersCount,
      });
      toast.success(t('items.renamed', { type: L.folderType }));
      // The children's paths changed with their parent's name.
      void api.invalidate(folder.id);
    },
    [api, L, confirm, prompt, reportError, showError, t, toast, validateName],
  );

  const remove = useCallback(
    async (folder: Folder) => {
      const sure = await confirm({
        message: interpolate(L.deleteQuestion, { name: folder.name }),
        confirmLabel: L.deleteConfirm,
        tone: 'danger',
      });
      if (!sure) return;
      const parentId = latest.current.parentOf(folder.id) ?? ALL_FILES_ID;
      // spec 000 §4: confirm, then processing, then removed after about 0.5 s; on failure restored.
      api.patch(folder.id, { processing: true });
      // Whether the selected folder goes with it, known before the delete: afterwards no call may ask
      // for a deleted id (a selection whose path the tree has not loaded asks for its parents now).
      const selectedWithin = await selectedFolderWithin(folder.id);
      try {
        await api.remove(folder.id);
      } catch (error) {
        api.patch(folder.id, { processing: false });
        reportError(error, 'folders.deleteFailed', { vars: { id: folder.id } });
        return;
      }
      toast.success(t('folders.deleted'));
      setTimeout(() => {
        const { selection, parentOf } = latest.current;
        const within = (id: number) => isFolderWithin(id, folder.id, parentOf) === true;
        // Everything under the deleted folder went with it: its open folders close and their lists
        // are dropped (an open one would be asked for again).
        const gone = new Set(latest.current.open.filter(within));
        gone.add(folder.id);
        for (const id of gone) api.removeFromCache(id);
        const parent = latest.current.folder(parentId);
        if (parent) api.patch(parentId, { subfoldersCount: Math.max(0, (parent.subfoldersCount ?? 1) - 1) });
        setOpen((ids) => (ids.some((id) => gone.has(id)) ? ids.filter((id) => !gone.has(id)) : ids));
        // spec 000 §4: a deleted selection moves to the deleted folder's parent ('All' for a top-level
        // folder), also when the selection lay under the deleted folder.
        if (
          selection?.kind === 'folder' &&
          (selection.id === folder.id || selection.id === selectedWithin || within(selection.id))
        ) {
          select(parentId === ALL_FILES_ID ? { kind: 'all' } : { kind: 'folder', id: parentId });
        }
      }, DELETE_FOLLOW_UP_MS);
      // spec 000 §9: the delete is resolved after 1 s: the parent's list is asked again.
      setTimeout(() => void api.invalidate(childrenKey(parentId)), DELETE_RESOLVE_MS);
    },
    [api, L, confirm, reportError, select, selectedFolderWithin, setOpen, t, toast],
  );

  const resync = useCallback(
    async (folder: Folder) => {
      try {
        await api.resync(folder.id);
        toast.success(t('folders.resyncScheduled'));
      } catch (error) {
        reportError(error, 'folders.resyncFailed');
      }
    },
    [api, reportError, t, toast],
  );

  const pins = usePinMutation({
    onPinChange: ({ target, value }) => {
      if (target.kind === 'folder') api.patch(target.folder.id, { isPinned: value });
    },
  });

  const move = useCallback(
    async (source: Folder, destination: Folder) => {
      if (folderDropRefusal(source.id, { kind: 'folder', folder: destination, parentId: 0 }, getParentId))
        return;
      // spec 000 §4, §8: the permission-warning check first; nothing back is an alert.
      let warning: string | undefined;
      let failure: unknown;
      try {
        warning = await api.moveWarning(source.id, destination.id);
      } catch (error) {
        failure = error;
      }
      if (warning === undefined) {
        showError(
          t('alerts.actionFailed'),
          failure ?? new Error('The move permission warning came back empty'),
        );
        return;
      }
      const question = interpolate(L.moveQuestion, { name: source.name, destination: destination.name });
      const sure = await confirm({
        message: warning.trim() ? `${warning.trim()} ${question}` : question,
        confirmLabel: L.moveConfirm,
      });
      if (!sure) return;
      const oldParent = latest.current.parentOf(source.id) ?? ALL_FILES_ID;
      let failed: Awaited<ReturnType<typeof api.move>>;
      try {
        failed = await api.move([source.id], destination.id);
      } catch (error) {
        reportError(error, 'folders.moveFailed');
        return;
      }
      const message = moveFailureMessage(failed, t('folders.moveFailed'));
      if (message) showError(message, failed);
      else {
        toast.success(t('items.moved', { type: L.folderType }));
        api.patch(destination.id, { subfoldersCount: (destination.subfoldersCount ?? 0) + 1 });
        const old = latest.current.folder(oldParent);
        if (old) api.patch(oldParent, { subfoldersCount: Math.max(0, (old.subfoldersCount ?? 1) - 1) });
      }
      await Promise.all([api.invalidate(childrenKey(oldParent)), api.invalidate(destination.id)]);
    },
    [api, L, confirm, getParentId, reportError, showError, t, toast],
  );

  // ---------------------------------------------------------------------------------------------
  // The menu of a row
  // ---------------------------------------------------------------------------------------------

  const guest = vitrine.webSettings.persistence === 'none';
  const notificationsOn =
    global.data?.enableNotifications !== false && global.data?.subscriptionAllowed !== false;

  // permissionVersion: a new answer re-renders the rows (their menus read the cache).
  // biome-ignore lint/correctness/useExhaustiveDependencies: permissionVersion is the trigger, not an input
  const getActions = useCallback(
    (node: FolderTreeViewNode): MenuItem[] => {
      const folderId = permissionFolderId(node.data);
      if (readOnly || folderId === null) return [];
      const items: MenuItem[] = [];
      // Unknown yet: shown disabled until the answer arrives; refused: left out.
      const gated = (name: PermissionName, item: Extract<MenuItem, { onSelect: () => void }>) => {
        const answer = allowed(name, folderId);
        if (answer === false) return;
        items.push(answer === undefined ? { ...item, disabled: true } : item);
      };
      gated('add', { id: 'create', label: L.newFolder, onSelect: () => void create(folderId) });
      if (node.data?.kind !== 'folder') return items;
      const { folder } = node.data;
      gated('edit', { id: 'rename', label: L.rename, shortcut: 'F2', onSelect: () => void rename(folder) });
      gated('edit', { id: 'move', label: L.moveTo, onSelect: () => setDialog({ kind: 'move', folder }) });
      gated('delete', {
        id: 'delete',
        label: L.delete,
        shortcut: 'Delete',
        tone: 'danger',
        onSelect: () => void remove(folder),
      });
      if (!guest) {
        items.push({ type: 'separator', id: 'pin-separator' });
        items.push(
          folder.isPinned
            ? { id: 'unpin', label: L.unpin, onSelect: () => void pins.unpin({ kind: 'folder', folder }) }
            : { id: 'pin', label: L.pin, onSelect: () => void pins.pin({ kind: 'folder', folder }) },
        );
      }
      items.push({ type: 'separator', id: 'settings-separator' });
      gated('edit', { id: 'resync', label: L.resync, onSelect: () => void resync(folder) });
      gated('edit', {
        id: 'autoResync',
        label: L.autoResync,
        onSelect: () => setDialog({ kind: 'autoResync', folder }),
      });
      gated('edit', {
        id: 'fileTypes',
        label: L.fileTypes,
        onSelect: () => setDialog({ kind: 'fileTypes', folder }),
      });
      if (notificationsOn) {
        gated('notifications.subscribe', {
          id: 'notifications',
          label: L.notifications,
          onSelect: () => setDialog({ kind: 'notifications', folder }),
        });
      }
      if (onShareWithPeople) {
        gated('share', {
          id: 'shareWithPeople',
          label: L.shareWithPeople,
          onSelect: () => onShareWithPeople({ folderId: folder.id, folder }),
        });
      }
      if (onOpenPermissions) {
        gated('setPermissions', {
          id: 'permissions',
          label: L.permissions,
          onSelect: () => onOpenPermissions(folder.id),
        });
      }
      // No separator at either end, nor two in a row.
      return items.filter((item, index, list) => {
        if (item.type !== 'separator') return true;
        const next = list[index + 1];
        return index > 0 && next !== undefined && next.type !== 'separator';
      });
    },
    [
      readOnly,
      allowed,
      permissionVersion,
      L,
      create,
      rename,
      remove,
      resync,
      pins,
      guest,
      notificationsOn,
      onOpenPermissions,
      onShareWithPeople,
    ],
  );

  // F2 and Delete on a row run the same flows as the menu, with the same permission checks.
  const onRename = useCallback(
    async ({ node }: { node: FolderTreeViewNode }) => {
      if (readOnly || node.data?.kind !== 'folder') return;
      const { folder } = node.data;
      if (await ensureAllowed('edit', folder.id).catch(() => false)) await rename(folder);
    },
    [ensureAllowed, readOnly, rename],
  );
  const onDelete = useCallback(
    async ({ node }: { node: FolderTreeViewNode }) => {
      if (readOnly || node.data?.kind !== 'folder') return;
      const { folder } = node.data;
      if (await ensureAllowed('delete', folder.id).catch(() => false)) await remove(folder);
    },
    [ensureAllowed, readOnly, remove],
  );

  // ---------------------------------------------------------------------------------------------
  // Drag and drop
  // ---------------------------------------------------------------------------------------------

  const canDrag = useCallback(
    (node: FolderTreeViewNode) => !readOnly && node.data?.kind === 'folder' && node.processing !== true,
    [readOnly],
  );
  const canDrop = useCallback(
    ({ source, target }: { source: TreeDragSource<FolderNodeData>; target: FolderTreeViewNode }) => {
      if (readOnly || target.processing) return false;
      if (source.kind === 'node') {
        const dragged = source.data[0];
        if (dragged?.kind !== 'folder') return false;
        return folderDropRefusal(dragged.folder.id, target.data, getParentId) === null;
      }
      if (target.data?.kind !== 'folder') return false;
      // A desktop drag carries 'Files' (its files can only be read at the drop).
      if (source.types.includes('Files')) return onDesktopFilesDrop !== undefined;
      return onFilesDrop !== undefined && hasFilesDragData(source.types);
    },
    [getParentId, onFilesDrop, onDesktopFilesDrop, readOnly],
  );
  const dropping = useRef(false);
  const onDrop = useCallback(
    async ({
      source,
      target,
      dataTransfer,
    }: {
      source: TreeDragSource<FolderNodeData>;
      target: FolderTreeViewNode;
      dataTransfer: DataTransfer | null;
    }) => {
      if (target.data?.kind !== 'folder' || dropping.current) return;
      const destination = target.data.folder;
      if (source.kind === 'node') {
        const dragged = source.data[0];
        if (dragged?.kind !== 'folder') return;
        dropping.current = true;
        try {
          await move(dragged.folder, destination);
        } finally {
          dropping.current = false;
        }
        return;
      }
      if (dataTransfer && dragHasFiles(dataTransfer)) {
        if (!onDesktopFilesDrop) return;
        // Read before any await, in the drop event itself: the browser empties the data transfer
        // once the event is over (filesFromDataTransfer takes the entries synchronously).
        const files = await filesFromDataTransfer(dataTransfer);
        if (files.length > 0)
          await onDesktopFilesDrop({ folderId: destination.id, folder: destination, files });
        return;
      }
      const payload = readFilesDragData(dataTransfer);
      if (payload && onFilesDrop)
        await onFilesDrop({ folderId: destination.id, folder: destination, payload });
    },
    [move, onFilesDrop, onDesktopFilesDrop],
  );

  return {
    getActions,
    onRowIntent,
    onRename,
    onDelete,
    canDrag,
    canDrop,
    onDrop,
    dialog,
    closeDialog: () => setDialog(null),
    openDialog: setDialog,
    create,
    rename,
    remove,
    resync,
    move,
    allowed,
    /** The folder 'All' is, for callers that need its node id. */
    allNodeId: ALL_NODE_ID,
  };
}

/** What {@link useFolderActions} returns. */
export type FolderActions = ReturnType<typeof useFolderActions>;
