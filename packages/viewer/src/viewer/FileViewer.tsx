// <FileViewer>: the full-screen viewer (spec 001 §2, §4, §6, §9) on Radix Dialog. The host owns the
// URL: it passes the file shown (`imageId`) and hears moves (`onImageChange`) and the close
// (`onClose`); focus returns to the element focused when the viewer opened (the tile). Tabs
// settings/info, preview, comments, version history and full data are exclusive and remembered in
// the web settings; comments and versions show only when the host gives their slot.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageDetail, ImageSummary } from '@vitrine/api-client';
import {
  cycleSlideshowInterval,
  listDownloadSizes,
  resolveSlideshowInterval,
  type ThumbnailSize,
} from '@vitrine/core';
import {
  ActionMenu,
  advancedConfigQuery,
  Button,
  EmptyState,
  ErrorState,
  IconButton,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconFile,
  IconPin,
  IconTrash,
  IconUpload,
  IconX,
  type MenuItem,
  Skeleton,
  unavailableFeaturesOf,
  useClient,
  useConfirm,
  useGlobalSettings,
  useLocaleFormat,
  usePermission,
  useReportError,
  useT,
  useToast,
  useVitrine,
  useWebSettings,
} from '@vitrine/ui';
import { Fragment, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AnnotateGlyph } from '../annotation/icons';
import {
  deleteImages,
  downloadFile,
  fetchGrantedIds,
  fetchImageDetail,
  rotateImage,
  viewerQueryKeys,
} from '../api/viewer';
import { FullDataView } from '../details/FullDataView';
import { type SharedLinkFlags, viewerGates } from '../domain/gates';
import { keyAction, neighbourIndexes, PRELOAD_EACH_SIDE, swipeMove } from '../domain/navigation';
import { fileUrl, previewKindOf, progressiveSources } from '../domain/preview';
import {
  availableTabs,
  initialTab,
  savedTab,
  tabSettings,
  VIEWER_TABS,
  type ViewerMode,
  type ViewerTab,
} from '../domain/tabs';
import { useViewerLocale, type ViewerLocaleOverrides } from '../locale';
import { ContactOwnerDialog } from '../modals/ContactOwnerDialog';
import { ImagePreview, type ImagePreviewHandle } from '../preview/ImagePreview';
import { MediaPreview } from '../preview/MediaPreview';
import { PdfPreview } from '../preview/PdfPreview';
import { createPictureCache } from '../preview/preload';
import { VideoStatus } from '../preview/VideoStatus';
import { RecognitionControl } from '../recognition/RecognitionControl';
import { ReplaceFileDialog } from '../replace/ReplaceFileDialog';
import { useReplaceEntry } from '../replace/useReplaceEntry';
import { type ReplaceTarget, useNewVersionShown } from '../replace/useReplaceFile';
import { ThumbnailActions } from '../thumbnail/ThumbnailActions';
import { useFullScreen, useInterval, useMenuAutohide, useMobileLayout, useReducedMotion } from './hooks';
import {
  ExitFullScreenGlyph,
  ExternalGlyph,
  FitGlyph,
  FullScreenGlyph,
  MailGlyph,
  PauseGlyph,
  PlayGlyph,
  RotateLeftGlyph,
  RotateRightGlyph,
  ZoomInGlyph,
  ZoomOutGlyph,
} from './icons';
import { useViewerNavigation } from './useViewerNavigation';

/** After a rotation the details are read every second, at most 30 times, until the new renditions are made. */
const ROTATION_POLL_MS = 1000;
const ROTATION_POLL_ATTEMPTS = 30;

/** A file of the host's list: its id, and what a search summary carries (shown before the details load). */
export type ViewerFile = Pick<ImageSummary, 'id'> & Partial<ImageSummary>;

/** What a tab slot receives. */
export interface ViewerSlotContext {
  /** The file shown (single and shared modes). */
  imageId: number;
  /** The files worked on: the selection in multi mode, else the shown file. */
  imageIds: readonly number[];
  /** Its details, once read. */
  image: ImageDetail | undefined;
  mode: ViewerMode;
  /** Tell the viewer about unsaved changes: it asks before closing or moving (spec 001 §8). */
  onDirtyChange(dirty: boolean): void;
}

/** What the annotation slot receives (the whiteboard, `@vitrine/viewer/annotation`). */
export interface AnnotationSlotContext {
  /** The image annotated (its details). */
  image: ImageDetail;
  /** Tell the viewer about an unsaved drawing: it asks "There is an unsaved annotation. Ignore changes?". */
  onDirtyChange(dirty: boolean): void;
  /** The whiteboard is done (saved or cancelled): the preview shows again. */
  onDone(): void;
}

/**
 * What the replace slot receives (`renderReplace`): the host's own part for sending a new version
 * of the file (the upload panel of @vitrine/uploader in overwrite mode, say), in place of the
 * viewer's <ReplaceFileDialog>.
 */
export interface ReplaceSlotContext {
  /** The file replaced: its id, its name (a new version must be of its type) and its renditions' version now. */
  image: ReplaceTarget;
  /** Files dropped on the stage that opened it (checked by the host's part: one only, spec 001 §5); empty from the toolbar. */
  initialFiles: readonly File[];
  /** Close the host's part (false unmounts it); the viewer keeps the slot open until then. */
  onOpenChange(open: boolean): void;
  /** The new version is stored: the viewer says so and shows its new renditions (read until they have a new version). */
  onReplaced(): void;
}

/** Props of {@link FileViewer}. */
export interface FileViewerProps {
  /** The file shown; null closes the viewer. The host keeps it in its URL (reload reopens, Back closes). */
  imageId: number | null;
  /** Called once navigation rests on another file (spec 001 §9: debounced 300 ms): put its id in the URL. */
  onImageChange?: (change: { imageId: number }) => void;
  /** Called when the user closes the viewer (Escape, the close button). */
  onClose: () => void;
  /**
   * Called after files were deleted from the viewer (the shown file, or the selection in multi mode);
   * the viewer then closes. The host takes them out of its search (spec 000 §4 "After delete").
   */
  onDeleted?: (event: { imageIds: readonly number[] }) => void | Promise<void>;
  /** The current search's files, in order (what previous / next walk through). */
  files?: readonly ViewerFile[];
  /** How many files the search has in all (loaded or not). */
  total?: number;
  /** Loads the search's next page; the viewer calls it when moving near or past the last loaded file. */
  onLoadMore?: () => unknown;
  /** 'single' (default), 'multi' (a selection: opens on settings or details) or 'shared' (a link's visitor). */
  mode?: ViewerMode;
  /** The selected files, in multi mode. */
  selectedIds?: readonly number[];
  /** What a shared link allows (spec 001 §6), in shared mode. */
  link?: Partial<SharedLinkFlags>;
  /** The set the files are viewed in: its download right counts instead of the folder's (spec 001 §6). */
  setId?: number;
  /** Open on this tab when it is offered (else the saved one). */
  initialTab?: ViewerTab;
  /** The settings/info tab: the metadata editor (from `@vitrine/viewer`'s editor). Read-only details without it. */
  renderSettings?: (context: ViewerSlotContext) => ReactNode;
  /** The comments tab (issue 18); the tab shows only with it. */
  renderComments?: (context: ViewerSlotContext) => ReactNode;
  /** The version history tab (issue 18); the tab shows only with it. */
  renderVersions?: (context: ViewerSlotContext) => ReactNode;
  /**
   * The annotation whiteboard (issue 18, spec 001 §2): the toolbar offers it, for an image with
   * editData in single mode, only with it (give it while annotations are enabled).
   */
  renderAnnotation?: (context: AnnotationSlotContext) => ReactNode;
  /**
   * The host's part that sends a new version of the file (spec 001 §5 "Overwrite upload (limit to
   * one)"): the toolbar's replace action and files dropped on the stage open it instead of the
   * viewer's own <ReplaceFileDialog> (kept without it). The same rights gate it (edit and add, §6).
   */
  renderReplace?: (context: ReplaceSlotContext) => ReactNode;
  /** Override any of the viewer's strings. */
  locale?: ViewerLocaleOverrides;
  /** Extra class on the viewer's frame. */
  className?: string;
}

/**
 * The full-screen file viewer: preview (images progressively with zoom and pan, video and audio in
 * the page, PDF pages), previous / next across the host's list with the keyboard and swipes, the
 * slideshow, downloads, rotation, contact the owner; tabs for info, comments, versions and full data.
 */
export function FileViewer(props: FileViewerProps) {
  const { imageId, onClose } = props;
  const open = imageId !== null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? <ViewerFrame {...props} imageId={imageId} /> : null}
    </Dialog.Root>
  );
}

function ViewerFrame(props: FileViewerProps & { imageId: number }) {
  const {
    files = [],
    mode = 'single',
    selectedIds,
    link,
    setId,
    renderSettings,
    renderComments,
    renderVersions,
    renderAnnotation,
    renderReplace,
    onClose,
  } = props;
  const t = useViewerLocale(props.locale);
  const translate = useT();
  const format = useLocaleFormat();
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const reportError = useReportError();
  const { theme } = useVitrine();
  const { settings, update } = useWebSettings();
  const mobile = useMobileLayout();
  const reducedMotion = useReducedMotion();
  const titleId = useId();

  const ids = useMemo(() => files.map((file) => file.id), [files]);
  const nav = useViewerNavigation({
    ids,
    total: props.total,
    imageId: props.imageId,
    onImageChange: props.onImageChange,
    onLoadMore: props.onLoadMore,
  });
  const summary = files.find((file) => file.id === nav.shownId);
  const detailQuery = useQuery({
    queryKey: viewerQueryKeys.detail(nav.settledId),
    queryFn: ({ signal }) => fetchImageDetail(client, nav.settledId, signal),
  });
  const detail = detailQuery.data?.id === nav.shownId ? detailQuery.data : undefined;
  const image: ViewerFile | undefined = detail ?? summary;

  // spec 001 §6: the permissions and the server's features.
  const folderId = image?.folder?.id;
  const folderTarget = folderId === undefined || mode === 'shared' ? null : { folderId };
  const downloadTarget = mode === 'shared' ? null : setId !== undefined ? { setId } : folderTarget;
  const download = usePermission(setId !== undefined ? 'set download' : 'download', downloadTarget);
  const editData = usePermission('editData', folderTarget);
  const add = usePermission('add', folderTarget);
  const webUpload = usePermission('webUpload', folderTarget);
  const fullData = usePermission('fullData.view', folderTarget);
  // spec 001 §6: delete on the folder gates single delete; a selection's is checked per image id,
  // and offered only when every selected file may be deleted (as a partly editable selection is
  // read-only: docs/decisions.md).
  const singleDelete = usePermission('delete', mode === 'single' ? folderTarget : null);
  const selection = mode === 'multi' ? (selectedIds ?? []) : [];
  const multiDelete = useQuery({
    queryKey: viewerQueryKeys.granted('delete', selection),
    queryFn: ({ signal }) => fetchGrantedIds(client, 'delete', selection, signal),
    enabled: selection.length > 0,
  });
  const mayDelete =
    mode === 'multi'
      ? multiDelete.isSuccess &&
        selection.length > 0 &&
        selection.every((id) => multiDelete.data.includes(id))
      : singleDelete.allowed === true;
  // The advanced configuration through @vitrine/ui's one query (the views' menus read it too).
  const features = useQuery({ ...advancedConfigQuery(client), select: unavailableFeaturesOf });
  const globalSettings = useGlobalSettings();
  const ownerId = image?.owner?.id;
  const gates = viewerGates({
    mode,
    link,
    download: download.allowed,
    editData: editData.allowed,
    add: add.allowed,
    addOrWebUpload: add.allowed === true || webUpload.allowed === true,
    fullDataView: fullData.allowed,
    // The owner has an e-mail address (owner.contactable; absent from an older server: offered) and
    // the server sends mail (contactOwner not among its unavailable features).
    contactOwner:
      ownerId !== undefined &&
      image?.owner?.contactable !== false &&
      features.isSuccess &&
      !features.data.includes('contactOwner'),
    delete: mayDelete,
    thumbnailChange: features.isSuccess && !features.data.includes('thumbnailChange'),
  });

  // Tabs (spec 001 §2): offered by the gates, the saved one first.
  const offered = availableTabs({
    mode,
    canViewFullData: gates.fullData,
    hasComments: renderComments !== undefined,
    hasVersions: renderVersions !== undefined,
    canShowInfo: gates.info,
  });
  // The tab asked for (or saved) stays chosen while the permission that offers it is asked.
  const [chosen, setChosen] = useState<ViewerTab>(() =>
    initialTab(VIEWER_TABS, {
      requested: props.initialTab,
      saved: savedTab(settings),
      infoOnFirstLoad: gates.infoOnFirstLoad,
    }),
  );
  const tab = offered.includes(chosen)
    ? chosen
    : ((offered.includes('preview') ? 'preview' : offered[0]) ?? 'preview');
  const showTab = (next: ViewerTab) => {
    setChosen(next);
    if (next !== 'versions') update(tabSettings(next));
  };

  // Unsaved changes in a slot (spec 001 §8): asked before closing, moving, and unloading the page.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  // The annotation whiteboard (spec 001 §2): it forces the preview tab while it is open.
  const [annotatingId, setAnnotatingId] = useState<number | null>(null);
  const annotating = annotatingId === nav.shownId && renderAnnotation !== undefined && detail !== undefined;
  const leave = useCallback(
    async (then: () => void) => {
      const message = annotating ? 'confirm.unsavedAnnotation' : 'confirm.unsavedChanges';
      if (dirty && !(await confirm({ message: translate(message), tone: 'danger' }))) return;
      setDirty(false);
      then();
    },
    [dirty, annotating, confirm, translate],
  );
  const chooseTab = (next: ViewerTab) => {
    if (annotating && next !== 'preview')
      void leave(() => {
        setAnnotatingId(null);
        showTab(next);
      });
    else showTab(next);
  };

  // The slideshow (spec 001 §4, §9): on and off, the interval cycling with wrap, saved.
  const interval = resolveSlideshowInterval(settings.slideshowTimeout);
  const [playing, setPlaying] = useState(false);
  const slideshow = playing && gates.slideshow;
  useInterval(
    slideshow,
    interval,
    () => {
      if (!nav.step()) setPlaying(false);
    },
    nav.shownId,
  );

  // The preview menu hides after 4 s without mouse activity when unpinned (spec 001 §4).
  const pinned = !settings.unpinPreviewMenu;
  const menu = useMenuAutohide({ pinned, active: tab === 'preview' || slideshow });

  // Focus goes back where it was when the viewer opened (the tile), as Radix does for its Trigger.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const frame = useRef<HTMLDivElement | null>(null);
  const stage = useRef<HTMLDivElement | null>(null);
  const fullScreen = useFullScreen(frame);
  const imagePreview = useRef<ImagePreviewHandle | null>(null);
  // The pictures preloaded around the shown file: the shown one and two each side, dropped on close.
  const [pictures] = useState(() => createPictureCache(1 + 2 * PRELOAD_EACH_SIDE));
  useEffect(() => () => pictures.clear(), [pictures]);
  const [screenLoaded, setScreenLoaded] = useState<string | null>(null);
  const [scale, setScale] = useState(1);
  const zoomed = scale > 1.01;

  const kind = image ? previewKindOf(image) : 'image';
  const baseUrl = client.config.baseUrl;
  const version = image?.thumbnailVersion ?? null;

  const [rotating, setRotating] = useState(false);
  const rotate = async (clockwise: boolean) => {
    if (!image) return;
    setRotating(true);
    try {
      const before = image.thumbnailVersion ?? null;
      await rotateImage(client, image.id, clockwise);
      toast.success(translate('rotation.rotated'));
      // The server makes the renditions again; their new version is a new address, so no stale
      // picture shows. The details are read until it arrives, then the search's summaries again.
      for (let attempt = 0; attempt < ROTATION_POLL_ATTEMPTS; attempt++) {
        const fresh = await fetchImageDetail(client, image.id, undefined, true);
        queryClient.setQueryData(viewerQueryKeys.detail(image.id), fresh);
        const version = fresh.thumbnailVersion ?? null;
        if (version !== null && version !== before) break;
        await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS));
      }
      await queryClient.invalidateQueries({ queryKey: ['vitrine', 'views'] });
    } catch (error) {
      reportError(error, 'alerts.actionFailed');
    } finally {
      setRotating(false);
    }
  };

  const save = async (rendition?: ThumbnailSize) => {
    if (!image) return;
    try {
      await downloadFile(client, { id: image.id, fileName: image.fileName ?? `${image.id}` }, rendition);
    } catch {
      // spec 001 §8: "Failed to download." (warning).
      toast.warning(translate('download.failed'));
    }
  };
  const downloadItems: MenuItem[] = image
    ? [
        { id: 'original', label: t.toolbar.downloadOriginal, onSelect: () => void save() },
        ...(kind === 'image'
          ? listDownloadSizes(image.imageInfo ?? {}, translate.locale).map((size) => ({
              id: size.key,
              label: size.label,
              onSelect: () => void save(size.key),
            }))
          : []),
      ]
    : [];

  const [contactOpen, setContactOpen] = useState(false);
  // Replace the file by a new version (spec 001 §5, §6): the toolbar action, or files dropped on the stage.
  const replacement = useReplaceEntry(gates.replace && detail !== undefined);
  const newVersionShown = useNewVersionShown();

  // Delete (spec 001 §7 "delete image(s)", §8 the question and the messages), then close.
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    const ids = mode === 'multi' ? [...selection] : image ? [image.id] : [];
    if (ids.length === 0) return;
    const yes = await confirm({
      message: translate(ids.length === 1 ? 'confirm.deleteFile' : 'confirm.deleteFiles'),
      confirmLabel: t.toolbar.deleteConfirm,
      tone: 'danger',
    });
    if (!yes) return;
    setDeleting(true);
    try {
      const answer = await deleteImages(client, ids);
      if (answer.deletedIds.length > 0)
        toast.success(translate('files.deleted', { n: answer.deletedIds.length }));
      if (answer.failedImageIds.length > 0) toast.error(translate('files.deleteSomeFailed'));
      await queryClient.invalidateQueries({ queryKey: ['vitrine', 'views'] });
      if (answer.deletedIds.length > 0) {
        setDirty(false);
        await props.onDeleted?.({ imageIds: answer.deletedIds });
        onClose();
      }
    } catch (error) {
      reportError(error, ids.length === 1 ? 'files.deleteFailed' : 'files.deleteManyFailed');
    } finally {
      setDeleting(false);
    }
  };

  const move = (direction: 'previous' | 'next' | 'first' | 'last') => {
    if (dirty) void leave(() => nav.move(direction));
    else nav.move(direction);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const inField =
      target.closest(
        'input, textarea, select, [contenteditable="true"], video, audio, [role="tablist"], [role="toolbar"], [role="menu"]',
      ) !== null;
    const action = keyAction(event, { zoomed: zoomed && tab === 'preview', inField });
    if (!action) {
      if (zoomed && !inField && event.key.startsWith('Arrow')) {
        const step = 60;
        const dx = event.key === 'ArrowLeft' ? step : event.key === 'ArrowRight' ? -step : 0;
        const dy = event.key === 'ArrowUp' ? step : event.key === 'ArrowDown' ? -step : 0;
        imagePreview.current?.pan(dx, dy);
        event.preventDefault();
      }
      return;
    }
    if (action.kind === 'close') return; // Radix closes on Escape (onEscapeKeyDown asks first).
    event.preventDefault();
    if (action.kind === 'move') move(action.move);
    else if (action.kind === 'fullScreen') fullScreen.toggle();
    else if (action.kind === 'zoom' && tab === 'preview') imagePreview.current?.zoom(action.step);
  };

  const touch = useRef<{ x: number; y: number } | null>(null);
  const name = image?.imageAttributes?.title || image?.fileName || '';
  const position =
    nav.index >= 0
      ? format.interpolate(t.navigation.position, { index: nav.index + 1, total: nav.total })
      : '';

  const slotContext: ViewerSlotContext = {
    imageId: nav.shownId,
    imageIds: mode === 'multi' && selectedIds ? selectedIds : [nav.shownId],
    image: detail,
    mode,
    onDirtyChange: setDirty,
  };

  const sourcesOf = (file: ViewerFile) =>
    progressiveSources(
      baseUrl,
      { id: file.id, thumbnailVersion: file.thumbnailVersion ?? null, imageInfo: file.imageInfo },
      {
        width: typeof window === 'undefined' ? 1920 : window.innerWidth,
        height: typeof window === 'undefined' ? 1080 : window.innerHeight,
      },
      {
        devicePixelRatio: typeof window === 'undefined' ? 1 : window.devicePixelRatio,
        canDownloadOriginal: gates.download,
      },
    );
  const sources = image ? sourcesOf({ ...image, thumbnailVersion: version }) : undefined;

  // The neighbours' screen renditions, loaded and decoded ahead (two each side, bounded), once the
  // shown file's own has loaded and navigation rests: a held key preloads nothing until it settles.
  const preloadWanted =
    tab === 'preview' &&
    !nav.hurried &&
    nav.shownId === nav.settledId &&
    image !== undefined &&
    (kind !== 'image' || (sources !== undefined && screenLoaded === sources.screen));
  const preloadUrls = preloadWanted
    ? [
        ...(kind === 'image' && sources ? [sources.screen] : []),
        ...neighbourIndexes(nav.index, files.length)
          .map((at) => files[at])
          .filter(
            (file): file is ViewerFile =>
              file !== undefined && !file.previewExternalUrl && previewKindOf(file) === 'image',
          )
          .map((file) => sourcesOf(file).screen),
      ]
    : [];
  const preloadKey = preloadUrls.join('\n');
  useEffect(() => {
    if (preloadKey !== '') pictures.preload(preloadKey.split('\n'));
  }, [preloadKey, pictures]);

  let body: ReactNode;
  if (!image && detailQuery.isError) {
    body = (
      <ErrorState
        message={t.loadFailed}
        error={detailQuery.error}
        onRetry={() => void detailQuery.refetch()}
      />
    );
  } else if (!image) {
    body = (
      <div className="vt-viewer__loading" role="status">
        <span>{t.loading}</span>
        <Skeleton width="60%" height="60%" />
      </div>
    );
  } else if (annotating && renderAnnotation) {
    body = renderAnnotation({
      image: detail,
      onDirtyChange: setDirty,
      onDone: () => {
        setDirty(false);
        setAnnotatingId(null);
      },
    });
  } else if (tab === 'settings') {
    body = renderSettings ? (
      renderSettings(slotContext)
    ) : (
      <InfoPanel image={image} count={slotContext.imageIds.length} mode={mode} />
    );
  } else if (tab === 'comments') {
    body = renderComments?.(slotContext);
  } else if (tab === 'versions') {
    body = renderVersions?.(slotContext);
  } else if (tab === 'details') {
    body = <FullDataView image={detail ?? image} />;
  } else if (image.previewExternalUrl) {
    body = (
      <EmptyState
        icon={<ExternalGlyph />}
        title={name}
        action={
          <Button
            variant="primary"
            onClick={() => window.open(image.previewExternalUrl ?? '', '_blank', 'noopener,noreferrer')}
          >
            {t.toolbar.openExternal}
          </Button>
        }
      />
    );
  } else if (kind === 'image' && sources) {
    body = (
      <ImagePreview
        ref={imagePreview}
        key={image.id}
        sources={sources}
        alt={name}
        reducedMotion={reducedMotion}
        onScaleChange={setScale}
        thumbnailFirst={!nav.hurried && !pictures.isReady(sources.screen)}
        onScreenLoad={setScreenLoaded}
      />
    );
  } else if (kind === 'video' || kind === 'audio') {
    body = (
      <MediaPreview
        key={image.id}
        kind={kind}
        src={fileUrl(baseUrl, image.id, { preview: true })}
        label={format.interpolate(kind === 'video' ? t.video.player : t.audio.player, { name })}
        poster={kind === 'video' ? sources?.screen : undefined}
        renderVideoActions={
          gates.changeThumbnail
            ? (player) => <ThumbnailActions imageId={image.id} player={player} />
            : undefined
        }
        status={
          // The status of the details (with the try count), not the search's summary.
          kind === 'video' && detail ? (
            <VideoStatus
              key={detail.id}
              imageId={detail.id}
              status={detail.videoStatus}
              tries={detail.videoTries}
              canAct={gates.videoActions}
            />
          ) : null
        }
      />
    );
  } else if (kind === 'pdf' && gates.download) {
    body = <PdfPreview key={image.id} imageId={image.id} fileName={image.fileName ?? ''} />;
  } else if (kind === 'pdf' && sources) {
    body = (
      <ImagePreview
        key={image.id}
        ref={imagePreview}
        sources={sources}
        alt={name}
        reducedMotion={reducedMotion}
        onScaleChange={setScale}
      />
    );
  } else {
    body = (
      <EmptyState
        icon={<IconFile aria-hidden />}
        title={t.other.title}
        description={t.other.description}
        action={
          <a
            className="vt-ui__button"
            data-variant="primary"
            data-size="md"
            href={fileUrl(baseUrl, image.id, { preview: true })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.other.open}
          </a>
        }
      />
    );
  }

  return (
    <Dialog.Portal>
      <div className="vt-ui__layer vt-viewer__layer" data-vt-theme={theme}>
        <Dialog.Overlay className="vt-viewer__overlay" />
        <Dialog.Content
          ref={frame}
          className={['vt-viewer', props.className].filter(Boolean).join(' ')}
          aria-labelledby={titleId}
          aria-describedby={undefined}
          data-layout={mobile ? 'mobile' : 'desktop'}
          data-menu={menu.hidden ? 'hidden' : 'visible'}
          data-slideshow={slideshow ? 'playing' : 'stopped'}
          data-reduced-motion={reducedMotion ? 'true' : 'false'}
          onKeyDown={onKeyDown}
          onPointerMove={menu.onActivity}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stage.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (opener instanceof HTMLElement && opener.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (dirty) {
              event.preventDefault();
              void leave(onClose);
            }
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className="vt-viewer__bar">
            <Dialog.Title id={titleId} className="vt-viewer__title">
              {image ? format.interpolate(t.dialogTitle, { name }) : t.loading}
            </Dialog.Title>
            {position ? <span className="vt-viewer__position">{position}</span> : null}
            <div className="vt-viewer__tabs" role="tablist" aria-label={t.tabs.label}>
              {offered.map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  id={`${titleId}-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`${titleId}-panel`}
                  tabIndex={tab === id ? 0 : -1}
                  className="vt-viewer__tab"
                  onClick={() => chooseTab(id)}
                  onKeyDown={(event) => {
                    const at = offered.indexOf(id);
                    const next =
                      event.key === 'ArrowRight'
                        ? offered[(at + 1) % offered.length]
                        : event.key === 'ArrowLeft'
                          ? offered[(at - 1 + offered.length) % offered.length]
                          : undefined;
                    if (next) {
                      event.preventDefault();
                      chooseTab(next);
                      document.getElementById(`${titleId}-tab-${next}`)?.focus();
                    }
                  }}
                >
                  {t.tabs[id]}
                </button>
              ))}
            </div>
            <div className="vt-viewer__actions" role="toolbar" aria-label={t.toolbar.label}>
              {mode !== 'multi' ? (
                <>
                  <IconButton
                    label={t.navigation.previous}
                    icon={<IconChevronLeft aria-hidden />}
                    disabled={!nav.canMove('previous')}
                    onClick={() => move('previous')}
                  />
                  <IconButton
                    label={t.navigation.next}
                    icon={<IconChevronRight aria-hidden />}
                    disabled={!nav.canMove('next')}
                    onClick={() => move('next')}
                  />
                </>
              ) : null}
              {gates.slideshow ? (
                <>
                  <IconButton
                    label={slideshow ? t.slideshow.stop : t.slideshow.start}
                    icon={slideshow ? <PauseGlyph /> : <PlayGlyph />}
                    pressed={slideshow}
                    onClick={() => {
                      if (!slideshow) chooseTab('preview');
                      setPlaying(!slideshow);
                    }}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    className="vt-viewer__interval"
                    onClick={() => update({ slideshowTimeout: cycleSlideshowInterval(interval) })}
                  >
                    {format.interpolate(t.slideshow.interval, { n: interval / 1000 })}
                  </Button>
                </>
              ) : null}
              {tab === 'preview' &&
              !annotating &&
              (kind === 'image' || (kind === 'pdf' && !gates.download)) ? (
                <>
                  <IconButton
                    label={t.zoom.zoomOut}
                    icon={<ZoomOutGlyph />}
                    onClick={() => imagePreview.current?.zoom('out')}
                  />
                  <IconButton
                    label={t.zoom.zoomIn}
                    icon={<ZoomInGlyph />}
                    onClick={() => imagePreview.current?.zoom('in')}
                  />
                  <IconButton
                    label={t.zoom.reset}
                    icon={<FitGlyph />}
                    onClick={() => imagePreview.current?.zoom('reset')}
                  />
                </>
              ) : null}
              {/* Annotation needs editData on a single image, as rotation (spec 001 §6). */}
              {renderAnnotation && gates.rotate && kind === 'image' && detail ? (
                <IconButton
                  label={t.toolbar.annotate}
                  icon={<AnnotateGlyph />}
                  pressed={annotating}
                  onClick={() =>
                    void leave(() => {
                      if (annotating) setAnnotatingId(null);
                      else {
                        showTab('preview');
                        setAnnotatingId(nav.shownId);
                      }
                    })
                  }
                />
              ) : null}
              {/* Object recognition (issue 18; spec 001 §6): the state of a single image, and the action with editData. */}
              {mode === 'single' && kind === 'image' && detail && !annotating ? (
                <RecognitionControl
                  key={detail.id}
                  image={detail}
                  canRecognize={
                    gates.rotate &&
                    detail.isRecognizible === true &&
                    globalSettings.data?.recognitionEnabled === true &&
                    features.isSuccess &&
                    !features.data.includes('recognition')
                  }
                  onSettled={() => void queryClient.invalidateQueries({ queryKey: ['vitrine'] })}
                />
              ) : null}
              {gates.rotate && kind === 'image' && !annotating ? (
                <>
                  <IconButton
                    label={t.toolbar.rotateLeft}
                    icon={<RotateLeftGlyph />}
                    disabled={rotating}
                    onClick={() => void rotate(false)}
                  />
                  <IconButton
                    label={t.toolbar.rotateRight}
                    icon={<RotateRightGlyph />}
                    disabled={rotating}
                    onClick={() => void rotate(true)}
                  />
                </>
              ) : null}
              {/* The whiteboard draws over the content shown: no new content while it is open. */}
              {gates.replace && detail && !annotating ? (
                <IconButton
                  label={t.replace.action}
                  icon={<IconUpload aria-hidden />}
                  onClick={() => replacement.openWith()}
                />
              ) : null}
              {gates.download && image ? (
                <ActionMenu
                  label={t.toolbar.download}
                  items={downloadItems}
                  trigger={<IconButton label={t.toolbar.download} icon={<IconDownload aria-hidden />} />}
                />
              ) : null}
              {gates.contactOwner ? (
                <IconButton
                  label={t.toolbar.contactOwner}
                  icon={<MailGlyph />}
                  onClick={() => setContactOpen(true)}
                />
              ) : null}
              {gates.delete ? (
                <IconButton
                  label={mode === 'multi' ? t.toolbar.deleteSelected : t.toolbar.delete}
                  icon={<IconTrash aria-hidden />}
                  disabled={deleting}
                  onClick={() => void remove()}
                />
              ) : null}
              <IconButton
                label={pinned ? t.toolbar.unpinMenu : t.toolbar.pinMenu}
                icon={<IconPin aria-hidden />}
                pressed={pinned}
                onClick={() => update({ unpinPreviewMenu: pinned })}
              />
              {fullScreen.supported ? (
                <IconButton
                  label={fullScreen.active ? t.toolbar.exitFullScreen : t.toolbar.fullScreen}
                  icon={fullScreen.active ? <ExitFullScreenGlyph /> : <FullScreenGlyph />}
                  onClick={fullScreen.toggle}
                />
              ) : null}
              <IconButton label={t.close} icon={<IconX aria-hidden />} onClick={() => void leave(onClose)} />
            </div>
          </header>
          <div
            ref={stage}
            id={`${titleId}-panel`}
            role="tabpanel"
            aria-labelledby={`${titleId}-tab-${tab}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a tab stop (WAI-ARIA tabs pattern); it receives the viewer's keys and scrolls.
            tabIndex={0}
            className="vt-viewer__stage"
            data-tab={tab}
            data-kind={image ? kind : 'none'}
            {...replacement.dropProps}
            onTouchStart={(event) => {
              const point = event.touches[0];
              touch.current =
                event.touches.length === 1 && point ? { x: point.clientX, y: point.clientY } : null;
            }}
            onTouchEnd={(event) => {
              const start = touch.current;
              const point = event.changedTouches[0];
              touch.current = null;
              if (!start || !point || zoomed) return;
              const direction = swipeMove(point.clientX - start.x, point.clientY - start.y);
              if (direction) move(direction);
            }}
          >
            {body}
          </div>
          {slideshow && reducedMotion ? (
            <p className="vt-ui__visually-hidden" role="status">
              {t.slideshow.reducedMotion}
            </p>
          ) : null}
          {contactOpen && image && ownerId !== undefined ? (
            <ContactOwnerDialog
              ownerId={ownerId}
              imageId={image.id}
              open={contactOpen}
              onOpenChange={setContactOpen}
            />
          ) : null}
          {replacement.open && detail ? (
            renderReplace ? (
              <Fragment key={detail.id}>
                {renderReplace({
                  image: {
                    id: detail.id,
                    fileName: detail.fileName,
                    thumbnailVersion: detail.thumbnailVersion,
                  },
                  initialFiles: replacement.files,
                  onOpenChange: (next) => {
                    if (!next) replacement.close();
                  },
                  onReplaced: () =>
                    newVersionShown({ imageId: detail.id, before: detail.thumbnailVersion ?? null }),
                })}
              </Fragment>
            ) : (
              <ReplaceFileDialog
                key={detail.id}
                image={detail}
                open
                initialFiles={replacement.files}
                onOpenChange={(next) => {
                  if (!next) replacement.close();
                }}
              />
            )
          ) : null}
        </Dialog.Content>
      </div>
    </Dialog.Portal>
  );
}

/** The read-only info of the settings tab until the host gives the editor (`renderSettings`). */
function InfoPanel({ image, count, mode }: { image: ViewerFile; count: number; mode: ViewerMode }) {
  const t = useViewerLocale();
  const format = useLocaleFormat();
  if (mode === 'multi')
    return <p className="vt-viewer__notice">{format.interpolate(t.info.multiple, { n: count })}</p>;
  const rows: [string, string | undefined][] = [
    [t.info.fileName, image.fileName],
    [t.info.title, image.imageAttributes?.title ?? undefined],
    [t.info.author, image.imageAttributes?.author ?? undefined],
    [t.info.description, image.imageAttributes?.description ?? undefined],
    [t.info.keywords, image.keywords?.join('; ')],
    [t.info.location, image.folder?.shortPath ?? undefined],
    [
      t.info.dimensions,
      image.imageInfo?.width && image.imageInfo.height
        ? format.interpolate(t.info.dimensionsValue, {
            width: image.imageInfo.width,
            height: image.imageInfo.height,
          })
        : undefined,
    ],
    [t.info.dateCreated, image.imageIPTC?.DateCreated ? format.date(image.imageIPTC.DateCreated) : undefined],
  ];
  return (
    <dl className="vt-viewer__info">
      {rows
        .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="vt-viewer__info-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
