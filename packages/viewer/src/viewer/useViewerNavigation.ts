// useViewerNavigation: where the viewer stands in the host's list and how it moves (spec 001 §4, §9).
// The shown file changes at once (throttled at 200 ms); the host hears of it (`onImageChange`, which
// writes the URL) and the file's details are read once navigation rests for 300 ms. Moving past the
// loaded files asks the host for more (`onLoadMore`) and moves when they arrive.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createNavigationPacer,
  type MoveTarget,
  moveTarget,
  type NavigationMove,
  slideshowTarget,
} from '../domain/navigation';

/** What {@link useViewerNavigation} needs. */
export interface ViewerNavigationOptions {
  /** The ids of the files loaded so far, in the list's order. */
  ids: readonly number[];
  /** How many files the list has in all; the loaded count when unknown. */
  total?: number | undefined;
  /** The file the host shows (from its URL). */
  imageId: number;
  /** Told once navigation rests: the host writes the id into its URL. */
  onImageChange?: ((change: { imageId: number }) => void) | undefined;
  /** Loads the next page of the list. */
  onLoadMore?: (() => unknown) | undefined;
  /** When this many files or fewer are left after the shown one, the next page is asked ahead. */
  prefetchAhead?: number;
}

/** What {@link useViewerNavigation} returns. */
export interface ViewerNavigation {
  /** The file shown now. */
  shownId: number;
  /** The file whose details are read (the shown one, once navigation rests). */
  settledId: number;
  /**
   * A run is under way: this move came before the one before it had rested (a held key, fast
   * clicks). The preview then skips the thumbnail and the neighbours wait until navigation rests.
   */
  hurried: boolean;
  /** Its index among the loaded files (-1 when it is not in the list). */
  index: number;
  total: number;
  /** A move (throttled); returns false when dropped or impossible. */
  move(move: NavigationMove): boolean;
  /** The slideshow's step: the next file, wrapping to the first. */
  step(): boolean;
  canMove(move: NavigationMove): boolean;
}

export function useViewerNavigation(options: ViewerNavigationOptions): ViewerNavigation {
  const { ids, imageId, onImageChange, onLoadMore, prefetchAhead = 3 } = options;
  const total = Math.max(options.total ?? ids.length, ids.length);
  const [shownId, setShownId] = useState(imageId);
  const [settledId, setSettledId] = useState(imageId);
  const [hostId, setHostId] = useState(imageId);
  // The host showed another file (Back, a link): follow it.
  if (hostId !== imageId) {
    setHostId(imageId);
    setShownId(imageId);
    setSettledId(imageId);
  }
  const [hurried, setHurried] = useState(false);
  const unsettled = useRef(false);
  const [pendingIndex, setPendingIndex] = useState<number | null>(null);
  const pacer = useRef(createNavigationPacer());
  useEffect(() => {
    const current = pacer.current;
    return () => current.dispose();
  }, []);

  const latest = useRef({ onImageChange, onLoadMore });
  useEffect(() => {
    latest.current = { onImageChange, onLoadMore };
  });

  const show = useCallback((id: number) => {
    if (unsettled.current) setHurried(true);
    unsettled.current = true;
    setShownId(id);
    pacer.current.settle(() => {
      unsettled.current = false;
      setHurried(false);
      setSettledId(id);
      setHostId(id);
      latest.current.onImageChange?.({ imageId: id });
    });
  }, []);

  const index = ids.indexOf(shownId);
  const loaded = ids.length;

  // A move past the loaded files: load until the target is in, then show it.
  const asked = useRef(-1);
  useEffect(() => {
    if (pendingIndex === null) return;
    if (pendingIndex < loaded) {
      const id = ids[pendingIndex];
      setPendingIndex(null);
      if (id !== undefined) show(id);
      return;
    }
    if (asked.current !== loaded && loaded < total) {
      asked.current = loaded;
      latest.current.onLoadMore?.();
    }
  }, [pendingIndex, loaded, total, ids, show]);

  // Ask the next page ahead, so next rarely waits.
  useEffect(() => {
    if (index >= 0 && loaded < total && loaded - 1 - index <= prefetchAhead && asked.current !== loaded) {
      asked.current = loaded;
      latest.current.onLoadMore?.();
    }
  }, [index, loaded, total, prefetchAhead]);

  const apply = useCallback(
    (target: MoveTarget) => {
      if (target.kind === 'stay') return false;
      if (target.kind === 'go') {
        const id = ids[target.index];
        if (id === undefined) return false;
        show(id);
        return true;
      }
      setPendingIndex(target.index);
      return true;
    },
    [ids, show],
  );

  const position = { index: Math.max(0, index), loaded, total };
  const canMove = (move: NavigationMove) => index >= 0 && moveTarget(position, move).kind !== 'stay';
  const move = (move: NavigationMove) => {
    if (index < 0) return false;
    const target = moveTarget(position, move);
    if (target.kind === 'stay') return false;
    return pacer.current.move(() => apply(target));
  };
  const step = () => (index < 0 ? false : apply(slideshowTarget(position)));
  return { shownId, settledId, hurried, index, total, move, step, canMove };
}
