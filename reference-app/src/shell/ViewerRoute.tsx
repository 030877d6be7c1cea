// The file viewer in the app (issue 17): opened from a tile (double click, Enter), the timeline, the
// map, the flash views, the body view and the dashboard; its file's id is the URL's `image` parameter
// (routes/viewer.ts), so a reload reopens it and Back closes it; previous / next walk through the
// files the page shows (the views' search session, registered by FilesView). The viewer's chunk loads
// the first time a file opens. Opened on a file of a multi-selection (two files or more), it opens in
// multi mode on the selection (spec 001 §2: on settings or details; edit and delete checked per image
// id); the URL names the file opened on, and a reload reopens that file alone. On the shared page
// (issue 20) it opens in shared mode with the link's flags (spec 001 §6), set by useViewerSharedLink.
import type { ImageSummary } from '@vitrine/api-client';
import type { SharedLinkFlags } from '@vitrine/viewer';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigation } from '../navigation/NavigationProvider';
import { imageIdFrom, withImage } from '../routes/viewer';

const LazyViewer = lazy(() => import('./chunks/viewer').then((m) => ({ default: m.AppViewer })));

/** The files previous / next walk through: the page's search. */
export interface ViewerList {
  files: readonly ImageSummary[];
  total?: number | undefined;
  loadMore?: (() => unknown) | undefined;
}

/** A file to open: its id, and its external preview URL when it has one. */
export interface OpenFileRequest {
  id: number;
  image?: Pick<ImageSummary, 'previewExternalUrl'> | undefined;
  /** The files selected: when they are two or more and hold `id`, the viewer opens on them (multi mode). */
  selectedIds?: readonly number[] | undefined;
}

interface ViewerRouteValue {
  open(request: OpenFileRequest): void;
  setList(list: ViewerList | null): void;
  setSharedLink(link: SharedLinkFlags | null): void;
}

const ViewerRouteContext = createContext<ViewerRouteValue | null>(null);

function createListStore() {
  let list: ViewerList | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => list,
    set(next: ViewerList | null) {
      list = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Holds the open file in the URL and draws the viewer over the page while one is open. */
export function ViewerRoute({
  children,
  sessionActive = true,
}: {
  children?: ReactNode;
  /** The app's session is active (a replace's upload paused by a 401 goes on once it is back). */
  sessionActive?: boolean;
}) {
  const { location, navigate } = useNavigation();
  const imageId = imageIdFrom(location.search);
  const store = useRef(createListStore()).current;
  const list = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Opened here (pushed): closing goes Back, so Back and close leave the same history.
  const pushed = useRef(false);
  // The selection a multi-mode viewer works on (not in the URL: a reload reopens the file alone).
  const [selection, setSelection] = useState<readonly number[] | null>(null);
  // The shared page's link: the viewer opens in shared mode with its flags (spec 001 §6).
  const [sharedLink, setSharedLink] = useState<SharedLinkFlags | null>(null);
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });

  const open = useCallback(
    ({ id, image, selectedIds }: OpenFileRequest) => {
      const multi = selectedIds !== undefined && selectedIds.length > 1 && selectedIds.includes(id);
      setSelection(multi ? [...selectedIds] : null);
      // spec 001 §2: an image with an external preview URL opens that URL in a new tab instead.
      if (!multi && image?.previewExternalUrl) {
        window.open(image.previewExternalUrl, '_blank', 'noopener,noreferrer');
        return;
      }
      const { pathname, search } = latest.current;
      pushed.current = true;
      navigate(withImage(pathname, search, id));
    },
    [navigate],
  );
  const value = useMemo(() => ({ open, setList: store.set, setSharedLink }), [open, store]);

  const onImageChange = useCallback(
    ({ imageId: id }: { imageId: number }) => {
      const { pathname, search } = latest.current;
      navigate(withImage(pathname, search, id), { replace: true });
    },
    [navigate],
  );
  const onClose = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
      return;
    }
    const { pathname, search } = latest.current;
    navigate(withImage(pathname, search, null), { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (imageId === null) {
      pushed.current = false;
      setSelection(null);
    }
  }, [imageId]);
  const selectedFiles = useMemo(
    () => (selection ? (list?.files ?? []).filter((file) => selection.includes(file.id)) : null),
    [selection, list],
  );

  return (
    <ViewerRouteContext.Provider value={value}>
      {children}
      {imageId !== null && (
        <Suspense fallback={null}>
          {selection && selectedFiles ? (
            <LazyViewer
              mode="multi"
              selectedIds={selection}
              imageId={imageId}
              files={selectedFiles}
              onClose={onClose}
              sessionActive={sessionActive}
            />
          ) : (
            <LazyViewer
              {...(sharedLink ? { mode: 'shared' as const, link: sharedLink } : {})}
              imageId={imageId}
              files={list?.files ?? []}
              total={list?.total}
              onLoadMore={list?.loadMore}
              onImageChange={onImageChange}
              onClose={onClose}
              sessionActive={sessionActive}
            />
          )}
        </Suspense>
      )}
    </ViewerRouteContext.Provider>
  );
}

/** Opens a file in the viewer (a tile's double click or Enter, a dashboard or map entry). */
export function useOpenFile(): (request: OpenFileRequest) => void {
  const context = useContext(ViewerRouteContext);
  if (!context) throw new Error('useOpenFile must be used inside <ViewerRoute>');
  return context.open;
}

/** The shared page's link flags: while the calling page is shown, the viewer is in shared mode. */
export function useViewerSharedLink(link: SharedLinkFlags | null): void {
  const context = useContext(ViewerRouteContext);
  if (!context) throw new Error('useViewerSharedLink must be used inside <ViewerRoute>');
  const { setSharedLink } = context;
  useEffect(() => {
    setSharedLink(link);
    return () => setSharedLink(null);
  }, [link, setSharedLink]);
}

/** Makes `list` what previous / next walk through while the calling view is shown. */
export function useViewerList(list: ViewerList | null): void {
  const context = useContext(ViewerRouteContext);
  if (!context) throw new Error('useViewerList must be used inside <ViewerRoute>');
  const { setList } = context;
  useEffect(() => {
    setList(list);
  }, [list, setList]);
  useEffect(() => () => setList(null), [setList]);
}
