// Uploading in the reference app (issue 19, spec 000 §2 "upload" in the top menu and the no-results
// view's shortcut, spec 001 §2 the upload panel): @vitrine/uploader's <UploadPanel> into the selected
// folder, opened from the top menu's Upload (which @vitrine/views offers with webUpload on the
// folder), from the empty folder's shortcut, or by dropping files or folders from the desktop
// anywhere on the page (into the selected folder) or on a folder of the folder tree (into that
// folder, spec 001 §4; the tree hands the drop here through `uploadDroppedOnFolder`). A drop where no upload is possible (no folder selected, no webUpload there)
// says so (spec 000 §2 "unable-to-upload notice"). After an upload the files' queries are read
// again. A 401 during an upload pauses it; the app's sign-in resumes it (`sessionActive`). The
// viewer's "new version" goes through the same panel and engine (issue 19): <ReplacePanel> is what the
// app gives the viewer's `renderReplace` slot.
// A page reloaded mid-upload resumes (issue 19): the queue is kept in IndexedDB under a key of the
// signed-in user (`keptUploadKey`, never shared between users of one browser); after sign-in the main
// page reopens the panel with the kept queue into its folder, where the files wait to be chosen again
// and go on at the first missing chunk. Closing the panel discards the kept queue; one whose folder
// is gone or takes no upload any more is discarded with a notice (docs/decisions.md "Uploads kept
// across a reload").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FolderDesktopFilesDropEvent } from '@vitrine/tree';
import {
  createSessionApi,
  type DroppedFile,
  dragHasFiles,
  fetchPermission,
  filesFromDataTransfer,
  isSignedInUser,
  useClient,
  useToast,
} from '@vitrine/ui';
import type { UploadQueue } from '@vitrine/uploader';
// The words only: the panel itself is a chunk of its own, loaded when it opens.
import { useUploaderLocale } from '@vitrine/uploader/locale';
import type { ReplaceSlotContext } from '@vitrine/viewer';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchFolderCrumbs } from '../api/breadcrumb';

// The panel (FilePond, the engine, hash-wasm) is a chunk of its own, loaded when it first opens; the
// page keeps only the drop helpers and the strings.
const UploadPanel = lazy(() =>
  import('@vitrine/uploader').then((module) => ({ default: module.UploadPanel })),
);

/** The folder an upload goes into: its id and, once read, its name. */
export interface UploadFolder {
  folderId: number;
  folderName: string | null;
}

type FolderDropHandler = (folder: UploadFolder, files: DroppedFile[]) => void;

// The page's one upload (useAppUpload, in the main page) registers itself while it is mounted; the
// folder tree sits in the tree panel, a sibling of the page's content.
let folderDrop: FolderDropHandler | null = null;

/**
 * The folder tree's onDesktopFilesDrop: files or folders dropped from the desktop on a folder open
 * the upload panel into that folder (nothing while no page takes uploads).
 */
export function uploadDroppedOnFolder(event: FolderDesktopFilesDropEvent): void {
  folderDrop?.({ folderId: event.folderId, folderName: event.folder.name }, event.files);
}

/** What {@link useAppUpload} gives the page. */
export interface AppUpload {
  /** Opens the panel into the selected folder; absent when no folder is selected. */
  onUpload: (() => void) | undefined;
  /** The panel, when open: render it anywhere in the page. */
  panel: ReactNode;
  /** True while files from the desktop are dragged over the page. */
  dragging: boolean;
}

/** Where the app keeps the upload queue of the signed-in user `userId` (IndexedDB, idb-keyval). */
export function keptUploadKey(userId: number): string {
  return `vitrine:upload:user:${userId}`;
}

/** The open panel: its folder, the files it starts with, or the queue restored after a reload. */
interface OpenUpload {
  folder: UploadFolder;
  files?: readonly DroppedFile[];
  queue?: UploadQueue;
}

/** The page's uploads into `folder` (the selected folder, or null when none is). */
export function useAppUpload(folder: UploadFolder | null, sessionActive: boolean): AppUpload {
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useUploaderLocale();
  const [open, setOpen] = useState<OpenUpload | null>(null);
  const folderId = folder?.folderId ?? null;
  const folderName = folder?.folderName ?? null;
  const onUpload = useCallback(() => {
    if (folderId !== null) setOpen({ folder: { folderId, folderName } });
  }, [folderId, folderName]);

  // Dropped files go into a folder that takes uploads: the folder of the tree they were dropped on,
  // or, dropped anywhere else on the page, the selected folder.
  const latest = useRef({ folderId, folderName, open: open !== null });
  latest.current = { folderId, folderName, open: open !== null };
  const persistKey = useKeptUploadKey() ?? null;
  const openWithFiles = useCallback(
    async (target: UploadFolder, files: DroppedFile[]) => {
      if (files.length === 0) return;
      const allowed = await fetchPermission(client, {
        name: 'webUpload',
        target: { folderId: target.folderId },
      }).catch(() => false);
      if (!allowed) {
        toast.warning(words.unable.noPermission);
        return;
      }
      setOpen({ folder: target, files });
    },
    [client, toast, words],
  );
  const onDrop = useCallback(
    async (files: DroppedFile[]) => {
      const { folderId: id, folderName: name } = latest.current;
      if (files.length === 0) return;
      if (id === null) {
        toast.warning(words.unable.noFolder);
        return;
      }
      await openWithFiles({ folderId: id, folderName: name }, files);
    },
    [openWithFiles, toast, words],
  );
  const dragging = usePageFileDrop(onDrop, open === null);
  useEffect(() => {
    const registered: FolderDropHandler = (target, files) => {
      // The open panel takes its own drops (the tree is behind it).
      if (!latest.current.open) void openWithFiles(target, files);
    };
    folderDrop = registered;
    return () => {
      if (folderDrop === registered) folderDrop = null;
    };
  }, [openWithFiles]);

  // After sign-in: an upload of this user cut short by a reload opens again, into its folder.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (persistKey === null || restored.current === persistKey) return;
    restored.current = persistKey;
    let cancelled = false;
    let finished = false;
    void (async () => {
      const { discardKeptUpload, readKeptUpload } = await import('@vitrine/uploader/kept');
      const kept = await readKeptUpload(persistKey);
      if (cancelled || kept === null) return;
      const target = kept.target?.kind === 'folder' ? kept.target : null;
      const keptFolderId = target === null ? Number.NaN : Number(target.folderId);
      const allowed =
        Number.isSafeInteger(keptFolderId) &&
        (await fetchPermission(client, { name: 'webUpload', target: { folderId: keptFolderId } }).catch(
          () => false,
        ));
      if (cancelled) return;
      if (!target || !allowed) {
        await discardKeptUpload(persistKey);
        toast.warning(words.unable.keptDiscarded);
        return;
      }
      // A panel opened meanwhile keeps its own queue under the key: it is the user's upload now.
      if (latest.current.open) return;
      const { createUploadQueue } = await import('@vitrine/uploader');
      if (cancelled || latest.current.open) return;
      // The panel says where the files go: the selected folder's name, else the kept folder's, read.
      const name =
        (latest.current.folderId === keptFolderId ? latest.current.folderName : null) ??
        (await fetchFolderCrumbs(client, queryClient, keptFolderId).then(
          (crumbs) => crumbs.at(-1)?.label ?? null,
          () => null,
        ));
      if (cancelled || latest.current.open) return;
      const queue = createUploadQueue({ client, target, mode: 'internal', flags: kept.flags, persistKey });
      setOpen({ folder: { folderId: keptFolderId, folderName: name }, queue });
    })()
      .catch(() => undefined)
      .finally(() => {
        finished = !cancelled;
      });
    return () => {
      cancelled = true;
      // Not through yet (React's development double effects): asked again by the next run.
      if (!finished && restored.current === persistKey) restored.current = null;
    };
  }, [persistKey, client, queryClient, toast, words]);

  // A restored queue is the app's: it stops with the panel (its kept copy stays for the next visit
  // unless the panel was closed).
  const restoredQueue = open?.queue;
  useEffect(() => () => restoredQueue?.dispose(), [restoredQueue]);
  // Closing the panel ends the upload: nothing is left to resume after a reload. Discarded once the
  // panel and its queue are gone (their last write of the kept queue comes first).
  const closed = useRef(false);
  useEffect(() => {
    if (open !== null || !closed.current) return;
    closed.current = false;
    if (persistKey === null) return;
    void import('@vitrine/uploader/kept').then(({ discardKeptUpload }) => discardKeptUpload(persistKey));
  }, [open, persistKey]);

  const panel = open ? (
    <Suspense fallback={null}>
      <UploadPanel
        target={{ kind: 'folder', folderId: open.folder.folderId }}
        {...(open.folder.folderName ? { folderName: open.folder.folderName } : {})}
        open
        onOpenChange={(next) => {
          if (next) return;
          closed.current = true;
          setOpen(null);
        }}
        {...(open.files ? { initialFiles: open.files } : {})}
        persistKey={persistKey}
        {...(open.queue ? { queue: open.queue } : {})}
        signedIn={sessionActive}
        // The files, their counts in the trees and the dashboard: read again.
        onUploaded={() => void queryClient.invalidateQueries()}
      />
    </Suspense>
  ) : null;
  return { onUpload: folderId === null ? undefined : onUpload, panel, dragging };
}

/**
 * The key the signed-in user's upload is kept under; null for the guest, a shared link's visitor, or
 * when the user cannot be read; undefined while the user is read (the page's query cache is the
 * user's own: @vitrine/ui identityOf).
 */
function useKeptUploadKey(): string | null | undefined {
  const client = useClient();
  const { data: user, isError } = useQuery({
    queryKey: ['session', 'currentuser'],
    queryFn: () => createSessionApi(client).currentUser(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (isError) return null;
  if (user === undefined) return undefined;
  return isSignedInUser(user) ? keptUploadKey(user.id) : null;
}

/**
 * Files dragged from the desktop over the page: the drop is taken (the browser would otherwise open
 * the file) and handed to `onFiles` while `enabled` (the panel, once open, takes drops itself).
 * Drags of the page's own elements (files onto the tree) carry no 'Files' and are left alone.
 */
function usePageFileDrop(onFiles: (files: DroppedFile[]) => void, enabled: boolean): boolean {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onFiles, enabled });
  latest.current = { onFiles, enabled };
  useEffect(() => {
    let depth = 0;
    const onDragEnter = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return;
      depth++;
      if (latest.current.enabled) setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    // The panel's drop area (FilePond) takes its own drops.
    const onPanel = (event: DragEvent) =>
      event.target instanceof Element && event.target.closest('.vt-uploader__panel') !== null;
    // Set in the bubbling phase on window: after the tree's drag and drop (react-dnd), which marks a
    // desktop drag it has no target for as 'none' and would keep the drop from happening.
    const onDragOver = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer) || onPanel(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = latest.current.enabled ? 'copy' : 'none';
    };
    const onDrop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!dragHasFiles(event.dataTransfer) || onPanel(event) || !event.dataTransfer) return;
      event.preventDefault();
      if (!latest.current.enabled) return;
      void filesFromDataTransfer(event.dataTransfer).then((files) => latest.current.onFiles(files));
    };
    // A drop a folder of the tree took (it stops the event there) ends the drag over the page too.
    const onAnyDrop = () => {
      depth = 0;
      setDragging(false);
    };
    window.addEventListener('drop', onAnyDrop, true);
    window.addEventListener('dragenter', onDragEnter);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('drop', onAnyDrop, true);
      window.removeEventListener('dragenter', onDragEnter);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
  return dragging;
}

/**
 * The viewer's replace slot (issue 19, spec 001 §5 "Overwrite upload (limit to one)"): the upload
 * panel in overwrite mode over the file shown, so a new version goes through the engine of every
 * upload (retries, resume at the first missing chunk, the 401 pause). Files dropped on the viewer's
 * stage are its first pick; the panel refuses more than one, another type and over 2 GiB. Once the
 * file is stored the viewer says so and shows the new renditions, and the panel closes. Its queue is
 * kept under the user's key and the image's id: a new version a reload cut short waits in the panel
 * the next time it opens over that file (unless files dropped on the stage open it: a new pick).
 */
export function ReplacePanel({
  image,
  initialFiles,
  onOpenChange,
  onReplaced,
  sessionActive = true,
}: ReplaceSlotContext & { sessionActive?: boolean }) {
  const client = useClient();
  const files = useMemo(() => initialFiles.map((file) => ({ file })), [initialFiles]);
  const userKey = useKeptUploadKey();
  const persistKey = userKey == null ? userKey : `${userKey}:image:${image.id}`;
  const imageId = image.id;
  // undefined while the kept queue is read; null when there is none to go on with.
  const [restored, setRestored] = useState<UploadQueue | null | undefined>(undefined);
  const picked = files.length > 0;
  useEffect(() => {
    if (persistKey === undefined) return;
    if (persistKey === null) {
      setRestored(null);
      return;
    }
    let cancelled = false;
    let made: UploadQueue | null = null;
    void (async () => {
      const { discardKeptUpload, readKeptUpload } = await import('@vitrine/uploader/kept');
      const kept = picked ? null : await readKeptUpload(persistKey);
      const target = kept?.target?.kind === 'overwrite' ? kept.target : null;
      if (target === null || Number(target.imageId) !== imageId) {
        // Files dropped on the stage are a new pick; a kept queue of another shape cannot go on.
        await discardKeptUpload(persistKey);
        if (!cancelled) setRestored(null);
        return;
      }
      const { createUploadQueue } = await import('@vitrine/uploader');
      if (cancelled) return;
      made = createUploadQueue({ client, target, mode: 'internal', flags: kept?.flags ?? {}, persistKey });
      setRestored(made);
    })().catch(() => {
      if (!cancelled) setRestored(null);
    });
    return () => {
      cancelled = true;
      made?.dispose();
    };
  }, [persistKey, picked, imageId, client]);
  // Closed by the user (or through): nothing is left to resume. Discarded once the panel is gone.
  const close = useCallback(
    (next: boolean) => {
      if (!next && persistKey) {
        const key = persistKey;
        setTimeout(() => void import('@vitrine/uploader/kept').then((kept) => kept.discardKeptUpload(key)));
      }
      onOpenChange(next);
    },
    [persistKey, onOpenChange],
  );
  // The user is read first (the key), then the kept queue: the panel shows once both are known.
  if (persistKey === undefined || restored === undefined) return null;
  return (
    <Suspense fallback={null}>
      <UploadPanel
        target={{ kind: 'overwrite', imageId: image.id }}
        currentFileName={image.fileName}
        open
        onOpenChange={close}
        {...(files.length > 0 ? { initialFiles: files } : {})}
        persistKey={persistKey}
        {...(restored ? { queue: restored } : {})}
        signedIn={sessionActive}
        onUploaded={() => {
          onReplaced();
          close(false);
        }}
      />
    </Suspense>
  );
}

/** The public upload page of spec 001 §1 (`/public/{hash}`): images only, 10 at a time, no sign-in. */
export function PublicUpload({ hash }: { hash: string }) {
  const words = useUploaderLocale();
  const [open, setOpen] = useState(true);
  return (
    <div className="vt-app__frame" data-frame="public-upload">
      {!open && (
        <button
          type="button"
          className="vt-ui__button"
          data-variant="primary"
          data-size="md"
          onClick={() => setOpen(true)}
        >
          {words.title.public}
        </button>
      )}
      <Suspense fallback={null}>
        <UploadPanel target={{ kind: 'public', publicHash: hash }} open={open} onOpenChange={setOpen} />
      </Suspense>
    </div>
  );
}
