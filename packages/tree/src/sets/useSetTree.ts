// useSetTree: the headless sets tree (STYLE habit 4). It holds the data (sets, subsets, set groups),
// the selection and open state (controlled or uncontrolled), the section's expanded state (the
// expandSetsTree web setting), the permissions, and the operations of spec 000 §4–§8 bound to the
// provider's confirm / prompt / toasts. <SetTree> renders it; a host that dislikes our markup keeps it.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { VitrineSet } from '@vitrine/api-client';
import {
  useConfigFlag,
  useConfirm,
  useControllableState,
  usePrompt,
  useReportError,
  useSetsName,
  useT,
  useToast,
  useVitrine,
  useWebSetting,
} from '@vitrine/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePinMutation } from '../api/pins';
import { subsetsQueryOptions, useSetParentIdsQuery, useSetsQuery, useSetTreePermission } from '../api/sets';
import { isSameSelection, type TreeSelection } from '../selection';
import { createSetTreeActions, type SetTreeActions } from './actions';
import {
  nodeActionIds,
  rootActionIds,
  type SetNodeActionId,
  type SetRootActionId,
  type SetTreePermissions,
} from './menu';
import {
  ancestorKeys,
  buildSetTree,
  keyOfSelection,
  type LoadedSubsets,
  type SetNodeKey,
  type SetTreeItem,
  type SetTreeModel,
  selectionOfKey,
  setsToLoad,
} from './model';
import {
  canAddToItem,
  canEditItem,
  decideDropInTree,
  decideImagesDrop,
  dropTargetOf,
  listMoveTargets,
  type SetDropDecision,
  type SetMoveTarget,
} from './rules';

/** Options of {@link useSetTree}. */
export interface UseSetTreeOptions {
  /** The selection (controlled); `null` for nothing. Folder, logical... selections show as nothing here. */
  value?: TreeSelection | null;
  /** The first selection when uncontrolled. */
  defaultValue?: TreeSelection | null;
  /** Called with `{ kind: 'set', id }` or `{ kind: 'collection', id }` (or null) when the user selects. */
  onValueChange?: (value: TreeSelection | null) => void;
  /** Open node keys (`s12`, `g3`), controlled. */
  open?: readonly string[];
  /** Open node keys at first, uncontrolled. */
  defaultOpen?: readonly string[];
  /** Called with the open keys whenever a node opens or closes. */
  onOpenChange?: (open: string[]) => void;
  /** Whether the section is expanded (controlled); by default the expandSetsTree web setting. */
  expanded?: boolean;
  /** Called when the section is expanded or collapsed. */
  onExpandedChange?: (expanded: boolean) => void;
}

/** What {@link useSetTree} returns. */
export interface SetTreeState {
  /** The configurable label of sets (spec 000 §1, default 'Virtual Set'). */
  label: string;
  /** False when the server's ShowSets flag is off: show nothing. */
  visible: boolean;
  /** The section is expanded (expandSetsTree); nothing loads while it is collapsed. */
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** The top-level answer: pending, error (only logged, spec 000 §8) or success. */
  status: 'pending' | 'error' | 'success';
  error: unknown;
  /** Asks for the top-level list again (after an error). */
  retry: () => void;
  /** The top-level list is being asked for again. */
  retrying: boolean;
  /** The tree as loaded. */
  model: SetTreeModel;
  items: SetTreeItem[];
  /** The selection as given or kept, and the key it names in this tree (null when it names none). */
  selection: TreeSelection | null;
  selectedKey: SetNodeKey | null;
  /** Selects a node (or nothing). */
  select: (key: SetNodeKey | null) => void;
  /** Open node keys. */
  open: readonly string[];
  setOpen: (open: readonly string[]) => void;
  /** Opens or closes one node. */
  setNodeOpen: (key: SetNodeKey, open: boolean) => void;
  /** Nodes with a call running on them (the processing state). */
  busyKeys: ReadonlySet<SetNodeKey>;
  /** The user's permissions by name, for the top level and the groups (undefined until known). */
  permissions: SetTreePermissions;
  /** The operations, bound to the provider (confirm, prompt, toasts) and this tree. */
  actions: SetTreeActions;
  /** The actions a node offers, in menu order. */
  getNodeActions: (key: SetNodeKey) => SetNodeActionId[];
  /** The actions of the tree itself. */
  rootActions: SetRootActionId[];
  /** Whether a node may be dragged (a set the user may edit). */
  canDrag: (key: SetNodeKey) => boolean;
  /** What dropping `source` on `target` (null: the top level) would do. */
  decideDrop: (source: SetNodeKey, target: SetNodeKey | null) => SetDropDecision;
  /** Whether files may be dropped on a node (a set, never a group: spec 000 §4). */
  canDropImages: (target: SetNodeKey | null) => boolean;
  /** The "Move to…" choices for a set, the top level first (keyboard alternative to drag and drop). */
  getMoveTargets: (key: SetNodeKey) => SetMoveTarget[];
}

const EMPTY: readonly never[] = [];
const NO_SUBSETS: ReadonlyMap<number, LoadedSubsets> = new Map();

/** Subsets a server left out of the list, loaded for the open sets (GET /api/virtualsets/{id}/subsets). */
function useLazySubsets(
  data: Parameters<typeof buildSetTree>[0],
  open: readonly string[],
): ReadonlyMap<number, LoadedSubsets> {
  const { client, queryClient } = useVitrine();
  // Which sets need loading depends on what is loaded (a loaded subset may itself be open and
  // unloaded): read the cache until the answer settles, then subscribe to exactly those queries.
  const ids = useMemo(() => {
    let loaded = new Map<number, LoadedSubsets>();
    let wanted: number[] = [];
    for (let round = 0; round < 32; round += 1) {
      wanted = setsToLoad(buildSetTree(data, loaded), open);
      const next = new Map<number, LoadedSubsets>();
      for (const id of wanted) {
        const cached = queryClient.getQueryData<VitrineSet[]>(subsetsQueryOptions(client, id).queryKey);
        if (cached) next.set(id, { status: 'success', data: cached });
      }
      if (next.size === loaded.size) break;
      loaded = next;
    }
    return wanted;
  }, [data, open, client, queryClient]);
  // A stable combine: TanStack Query then hands back the same Map while the answers do not change,
  // so the tree is not rebuilt on every render.
  const combine = useCallback(
    (results: { status: LoadedSubsets['status']; data?: VitrineSet[] | undefined }[]) =>
      results.length === 0
        ? NO_SUBSETS
        : new Map(
            results.map((result, index) => [
              ids[index] as number,
              { status: result.status, data: result.data },
            ]),
          ),
    [ids],
  );
  return useQueries({ queries: ids.map((id) => subsetsQueryOptions(client, id)), combine });
}

/**
 * The sets tree, headless: sets with subsets and set groups (collections) under the configurable
 * label, selection and open state, and create / rename / delete / pin / drag-and-drop moves with the
 * spec's confirmations and messages.
 */
export function useSetTree(options: UseSetTreeOptions = {}): SetTreeState {
  const t = useT();
  const confirm = useConfirm();
  const prompt = usePrompt();
  const toast = useToast();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const { client } = useVitrine();
  const label = useSetsName().value;
  // spec 000 §7: the ShowSets flag; unknown (loading, failed) shows the tree.
  const visible = useConfigFlag('ShowSets').value !== false;

  // The section follows the host when it passes `expanded`, else the expandSetsTree web setting.
  const [storedExpanded, storeExpanded] = useWebSetting('expandSetsTree');
  const expanded = options.expanded ?? storedExpanded;
  const latestExpanded = useRef(options);
  latestExpanded.current = options;
  const setExpanded = useCallback(
    (next: boolean) => {
      const { expanded: controlled, onExpandedChange } = latestExpanded.current;
      if (controlled === undefined) storeExpanded(next);
      onExpandedChange?.(next);
    },
    [storeExpanded],
  );

  const [selection, setSelection] = useControllableState<TreeSelection | null>({
    value: options.value,
    defaultValue: options.defaultValue ?? null,
    onChange: options.onValueChange,
  });
  const [open, setOpenState] = useControllableState<readonly string[]>({
    value: options.open,
    defaultValue: options.defaultOpen ?? EMPTY,
    onChange: options.onOpenChange as ((open: readonly string[]) => void) | undefined,
  });

  const sets = useSetsQuery({ enabled: visible && expanded });
  const data = sets.data ?? EMPTY;
  const subsets = useLazySubsets(data, open);
  const model = useMemo(() => buildSetTree(data, subsets), [data, subsets]);
  const modelRef = useRef(model);
  modelRef.current = model;

  const selectedKey = keyOfSelection(selection);

  const setOpen = useCallback((next: readonly string[]) => setOpenState(next), [setOpenState]);
  const openKeys = useCallback(
    (keys: readonly SetNodeKey[]) => {
      if (keys.length === 0) return;
      setOpenState((current) => {
        const missing = keys.filter((key) => !current.includes(key));
        return missing.length === 0 ? current : [...current, ...missing];
      });
    },
    [setOpenState],
  );
  const setNodeOpen = useCallback(
    (key: SetNodeKey, next: boolean) =>
      setOpenState((current) =>
        next ? (current.includes(key) ? current : [...current, key]) : current.filter((k) => k !== key),
      ),
    [setOpenState],
  );

  const select = useCallback(
    (key: SetNodeKey | null) => {
      const next = key === null ? null : selectionOfKey(key);
      setSelection((current) => (isSameSelection(current, next) ? current : next));
    },
    [setSelection],
  );

  // Open the tree down to the selected node once, also when it is deeper than what is loaded: the
  // parents come from GET /api/virtualsets/getsetparentsids/{id} (spec 000 §7).
  const revealed = useRef<SetNodeKey | null>(null);
  const selectedLoaded = selectedKey !== null && model.byKey.has(selectedKey);
  const selectedSetId = selectedKey?.startsWith('s') ? Number(selectedKey.slice(1)) : null;
  const parents = useSetParentIdsQuery(
    sets.isSuccess && !selectedLoaded && revealed.current !== selectedKey ? selectedSetId : null,
  );
  useEffect(() => {
    if (selectedKey === null || revealed.current === selectedKey || !sets.isSuccess) return;
    if (model.byKey.has(selectedKey)) {
      revealed.current = selectedKey;
      openKeys(ancestorKeys(model, selectedKey));
      return;
    }
    const parentIds = parents.data;
    if (!parentIds) return;
    const known = parentIds.map((id) => `s${id}` as const).filter((key) => model.byKey.has(key));
    const top = known[0];
    openKeys([...(top ? ancestorKeys(model, top) : []), ...known]);
  }, [selectedKey, model, parents.data, sets.isSuccess, openKeys]);

  const [busyKeys, setBusyKeys] = useState<ReadonlySet<SetNodeKey>>(() => new Set());

  const active = visible && expanded ? 'global' : null;
  const canAdd = useSetTreePermission('add', active);
  const canEdit = useSetTreePermission('edit', active);
  const canDelete = useSetTreePermission('delete', active);
  const permissions = useMemo<SetTreePermissions>(
    () => ({ add: canAdd, edit: canEdit, delete: canDelete }),
    [canAdd, canEdit, canDelete],
  );

  // Pins go through the shared pin path, so quick access changes at once (spec 000 §4).
  const { setPinned: setPinStatus } = usePinMutation({ setLabel: label });
  const setPinned = useCallback(
    (set: VitrineSet, value: boolean) => setPinStatus({ kind: 'set', set }, value),
    [setPinStatus],
  );

  const actions = useMemo(
    () =>
      createSetTreeActions({
        client,
        queryClient,
        t,
        setsName: label,
        confirm,
        prompt,
        toast,
        reportError,
        setPinned,
        getModel: () => modelRef.current,
        onReveal: (keys) => {
          const current = modelRef.current;
          openKeys(keys.flatMap((key) => [...ancestorKeys(current, key), key]));
        },
        onRemoved: (keys) => {
          // The selected node is gone: selection mode off (spec 000 §4).
          setSelection((current) => {
            const key = keyOfSelection(current);
            return key !== null && keys.includes(key) ? null : current;
          });
          setOpenState((current) => current.filter((key) => !keys.includes(key as SetNodeKey)));
        },
        onBusy: (keys, busy) =>
          setBusyKeys((current) => {
            const next = new Set(current);
            for (const key of keys) {
              if (busy) next.add(key);
              else next.delete(key);
            }
            return next;
          }),
      }),
    [
      client,
      queryClient,
      t,
      label,
      confirm,
      prompt,
      toast,
      reportError,
      setPinned,
      openKeys,
      setSelection,
      setOpenState,
    ],
  );

  const rootActions = useMemo(() => rootActionIds(permissions), [permissions]);
  const getNodeActions = useCallback(
    (key: SetNodeKey) => {
      const item = model.byKey.get(key);
      return item ? nodeActionIds(model, item, permissions) : [];
    },
    [model, permissions],
  );

  const canDrag = useCallback(
    (key: SetNodeKey) => {
      const item = model.byKey.get(key);
      return item?.kind === 'set' && canEditItem(item) !== false && permissions.edit !== false;
    },
    [model, permissions.edit],
  );
  const decideDrop = useCallback(
    (source: SetNodeKey, target: SetNodeKey | null) => decideDropInTree(model, source, target),
    [model],
  );
  const canDropImages = useCallback(
    (target: SetNodeKey | null) => {
      const item = target === null ? undefined : model.byKey.get(target);
      if (target !== null && !item) return false;
      const decision = decideImagesDrop({
        imageCount: 1,
        target: dropTargetOf(item),
        canAdd: item ? canAddToItem(item) : undefined,
      });
      return decision.ok;
    },
    [model],
  );
  const { refetch: refetchSets } = sets;
  const retry = useCallback(() => void refetchSets(), [refetchSets]);
  const getMoveTargets = useCallback(
    (key: SetNodeKey) => listMoveTargets(model, key, t('sets.topLevel')),
    [model, t],
  );

  return {
    label,
    visible,
    expanded,
    setExpanded,
    status: sets.status,
    error: sets.error,
    retry,
    retrying: sets.isFetching && sets.status === 'error',
    model,
    items: model.items,
    selection,
    selectedKey,
    select,
    open,
    setOpen,
    setNodeOpen,
    busyKeys,
    permissions,
    actions,
    getNodeActions,
    rootActions,
    canDrag,
    decideDrop,
    canDropImages,
    getMoveTargets,
  };
}
