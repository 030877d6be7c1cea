// The main page's one selection (spec 000 §4): derived from the route, and written back through the
// app's navigation when a tree changes it. Database mode has no route (spec 000 §2), nor a selection
// on /timeline, /wall and /curve, so those pages keep it until the next navigation.
import { isSameSelection, type TreeSelection } from '@vitrine/tree';
import { useCallback, useMemo, useState } from 'react';
import { useNavigation } from '../navigation/NavigationProvider';
import type { Selection, ViewName } from '../routes/match';
import { type SelectionPlace, selectionTarget, treeSelectionFromRoute } from '../routes/selection';
import { holdsTreeChoice, viewTarget } from '../routes/views';

/** What {@link useMainSelection} returns. */
export interface MainSelection {
  /** The selection every tree shows; `null`: selection mode off. */
  selection: TreeSelection | null;
  /** A tree chose (or cleared) the selection: navigates (pushState, never a reload). */
  select(next: TreeSelection | null): void;
  /** The view switcher: the same selection in `view` (its route, or held by the view's page). */
  showInView(view: ViewName): void;
}

export function useMainSelection(routeSelection: Selection, place: SelectionPlace): MainSelection {
  const { location, navigate, resolve } = useNavigation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  // One object per distinct selection, so the trees see a new value only when it changes.
  const routeKey = JSON.stringify(routeSelection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeKey stands for routeSelection's content.
  const fromRoute = useMemo(() => treeSelectionFromRoute(routeSelection), [routeKey]);
  const [unrouted, setUnrouted] = useState<{ at: string; selection: TreeSelection } | null>(null);
  const selection = unrouted?.at === here ? unrouted.selection : fromRoute;

  const { routeView, shownView } = place;
  const select = useCallback(
    (next: TreeSelection | null) => {
      if (isSameSelection(next, selection)) return;
      const target = selectionTarget(next, { routeView, shownView });
      if (target !== null && !holdsTreeChoice(routeView)) {
        navigate(target);
        return;
      }
      // Database mode, or a view without selection routes: the view's page holds the choice.
      const page = `/${shownView}`;
      setUnrouted(next === null ? null : { at: resolve(page), selection: next });
      navigate(page);
    },
    [selection, routeView, shownView, navigate, resolve],
  );
  const showInView = useCallback(
    (view: ViewName) => {
      const { path, holdsSelection } = viewTarget(selection, view);
      setUnrouted(holdsSelection && selection !== null ? { at: resolve(path), selection } : null);
      navigate(path);
    },
    [selection, navigate, resolve],
  );
  return { selection, select, showInView };
}
