// The headless part of replacing the file shown by a new version (spec 001 §5, §6, §7): the pick
// checked (one file, at most 2 GiB, the current type), the upload with its progress, its end told
// by a toast, and the new renditions fetched without a stale picture. <ReplaceFileDialog> is its
// styled face; a host may build its own on it.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { VitrineClient } from '@vitrine/api-client';
import { useClient, useT, useToast } from '@vitrine/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadNewVersion } from '../api/replace';
import { fetchImageDetail, viewerQueryKeys } from '../api/viewer';
import { checkReplacement } from '../domain/replace';
import { useViewerLocale } from '../locale';

/** After the upload the details are read every second, at most 30 times, until the new renditions are made (as after a rotation). */
export const REPLACE_POLL_MS = 1000;
export const REPLACE_POLL_ATTEMPTS = 30;

/** The file replaced. */
export interface ReplaceTarget {
  id: number;
  /** Its name: the new content is sent under it and must be of its type. */
  fileName: string;
  /** Its renditions' version now (ImageSummary.thumbnailVersion): the new ones have another. */
  thumbnailVersion?: string | null | undefined;
}

/** Where the replacement is. */
export type ReplacePhase = 'idle' | 'ready' | 'uploading' | 'failed';

/** The state {@link useReplaceFile} returns. */
export interface ReplaceFileState {
  phase: ReplacePhase;
  /** The file chosen (ready, uploading, failed). */
  file: File | null;
  /** Why the pick was refused or the upload failed (the spec's words where it has them). */
  error: string | null;
  /** Bytes sent of the file while uploading. */
  progress: { loaded: number; total: number } | null;
}

/** Options of {@link useReplaceFile}. */
export interface UseReplaceFileOptions {
  image: ReplaceTarget;
  /** Called once the new version is stored. */
  onReplaced?: (event: { imageId: number }) => void;
}

const IDLE: ReplaceFileState = { phase: 'idle', file: null, error: null, progress: null };

/** The pick, the upload and its end; `pick` takes what a file input or a drop gives. */
export function useReplaceFile({ image, onReplaced }: UseReplaceFileOptions) {
  const t = useViewerLocale();
  const translate = useT();
  const toast = useToast();
  const client = useClient();
  const replaced = useNewVersionShown();
  const [state, setState] = useState<ReplaceFileState>(IDLE);
  const upload = useRef<AbortController | null>(null);
  // An upload still running when the dialog goes is stopped.
  useEffect(() => () => upload.current?.abort(), []);

  const pick = useCallback(
    (files: readonly File[]) => {
      const check = checkReplacement(files, image.fileName, {
        core: translate.locale,
        otherType: t.replace.otherType,
        none: t.replace.none,
      });
      setState(
        check.ok
          ? { phase: 'ready', file: check.file, error: null, progress: null }
          : { phase: 'idle', file: null, error: check.message, progress: null },
      );
    },
    [image.fileName, translate.locale, t.replace.otherType, t.replace.none],
  );

  const start = useCallback(async () => {
    const file = state.file;
    if (!file || upload.current) return;
    const controller = new AbortController();
    upload.current = controller;
    setState({ phase: 'uploading', file, error: null, progress: { loaded: 0, total: file.size } });
    const before = image.thumbnailVersion ?? null;
    const outcome = await uploadNewVersion(client, {
      imageId: image.id,
      fileName: image.fileName,
      file,
      signal: controller.signal,
      onProgress: ({ loaded, total }) =>
        setState((now) => (now.phase === 'uploading' ? { ...now, progress: { loaded, total } } : now)),
    });
    upload.current = null;
    if (outcome.status === 'aborted') {
      // Stopped: the chosen file stays, ready to be sent again.
      setState({ phase: 'ready', file, error: null, progress: null });
      return;
    }
    if (outcome.status === 'done') {
      setState(IDLE);
      onReplaced?.({ imageId: image.id });
      replaced({ imageId: image.id, before });
      return;
    }
    // spec 001 §8: the upload status table's message (or the server's), e.g. 'Failed to upload the file.'.
    toast.error(outcome.message);
    setState({ phase: 'failed', file, error: outcome.message, progress: null });
  }, [state.file, image, client, toast, onReplaced, replaced]);

  /** Stops the upload in progress (the chosen file stays, ready to send again). */
  const stop = useCallback(() => upload.current?.abort(), []);

  return { state, pick, start, stop, uploading: state.phase === 'uploading' };
}

/**
 * What follows a stored new version, whoever uploaded it (the viewer's dialog, or the host's part
 * given as `renderReplace`): the toast "File has been successfully replaced." and the new renditions
 * fetched ({@link showNewVersion}). `before` is the renditions' version the file had before.
 */
export function useNewVersionShown(): (replaced: { imageId: number; before: string | null }) => void {
  const t = useViewerLocale();
  const toast = useToast();
  const client = useClient();
  const queryClient = useQueryClient();
  return useCallback(
    ({ imageId, before }) => {
      toast.success(t.replace.replaced);
      void showNewVersion(client, queryClient, imageId, before);
    },
    [toast, t.replace.replaced, client, queryClient],
  );
}

/**
 * The new version on screen without a stale picture: the details are read (the new type, size and
 * pixels) until its renditions have a new version, so their addresses are new ones (as after a
 * rotation), then every read of the file is refreshed: the viewer's and the editor's, and the
 * views' tiles.
 */
export async function showNewVersion(
  client: VitrineClient,
  queryClient: QueryClient,
  imageId: number,
  before: string | null,
): Promise<void> {
  try {
    for (let attempt = 0; attempt < REPLACE_POLL_ATTEMPTS; attempt++) {
      const fresh = await fetchImageDetail(client, imageId, undefined, true);
      queryClient.setQueryData(viewerQueryKeys.detail(imageId), fresh);
      const version = fresh.thumbnailVersion ?? null;
      if (version !== null && version !== before) break;
      await new Promise((resolve) => setTimeout(resolve, REPLACE_POLL_MS));
    }
  } catch {
    // The file could not be read again (gone, signed out): the refresh below reads what there is.
  }
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: viewerQueryKeys.all,
      predicate: (query) => query.queryKey[2] !== 'detail' || query.queryKey[3] !== imageId,
    }),
    queryClient.invalidateQueries({ queryKey: ['vitrine', 'views'] }),
  ]);
}
