// useLogicalTree: the headless logical tree (spec 000 §2 "Logical tree", §4). It reads the
// ShowLogicalViews flag, the global settings (which branches show) and the custom definitions, asks
// each lazy branch's call once when the branch first opens, and reports the selection as
// `{ kind: 'logical', nodeId }`. <LogicalTree> renders it on <TreeView>; a host that wants other
// markup keeps this hook.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  configQueryKeys,
  useClient,
  useConfigFlag,
  useControllableState,
  useCustomMetadataDefinitions,
  useGlobalSettings,
  useT,
} from '@vitrine/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type LogicalRow, type LogicalSource, logicalRowsQuery } from '../api/logical';
import { usePinMutation, usePinnedItems } from '../api/pins';
import type { TreeActionItem, TreeViewProps } from '../base';
import { isSameSelection, type TreeSelection } from '../selection';
import { logLoadFailure } from './log';
import {
  customFieldNodes,
  customFieldParam,
  DATA_TAG_FIELDS,
  type LogicalBranch,
  type LogicalNodeLabels,
  visibleLogicalBranches,
} from './nodes';
import {
  buildLogicalTreeNodes,
  customFieldNodeId,
  customSourceKey,
  fieldNodeId,
  fieldSourceKey,
  headingId,
  type LogicalSourceKey,
  type LogicalTreeItem,
  type LogicalTreeNode,
  logicalAncestorIds,
  type SourceState,
} from './tree-nodes';

/** Options of {@link useLogicalTree}: selection and open state, each controlled or uncontrolled. */
export interface UseLogicalTreeOptions {
  /** The panel's selection (controlled); the tree highlights it when it is a logical view. */
  value?: TreeSelection | null;
  /** The selection at first (uncontrolled). */
  defaultValue?: TreeSelection | null;
  /** Called with `{ kind: 'logical', nodeId }` when the user selects a logical view. */
  onValueChange?: (selection: TreeSelection | null) => void;
  /** Open node ids (controlled). */
  open?: readonly string[];
  /** Open node ids at first (uncontrolled). */
  defaultOpen?: readonly string[];
  /** Called with the open ids whenever a node opens or closes. */
  onOpenChange?: (open: string[]) => void;
  /**
   * Open the headings and parents of a selected logical view that is not visible (a URL, a quick
   * access "go to"). Default true.
   */
  revealSelected?: boolean;
}

/** Defaults of {@link UseLogicalTreeOptions}, declared once (STYLE habit 2). */
export const defaultLogicalTreeOptions = {
  defaultValue: null,
  defaultOpen: [],
  revealSelected: true,
} as const satisfies Partial<UseLogicalTreeOptions>;

/**
 * 'pending' while the flag and the settings load; 'disabled' when logical views are off
 * (ShowLogicalViews, spec 000 §2); 'empty' when every branch is hidden by its setting or removed for
 * want of data; 'ready' otherwise.
 */
export type LogicalTreeStatus = 'pending' | 'disabled' | 'empty' | 'ready';

/** A part of the logical tree that could not be loaded. */
export interface LogicalLoadFailure {
  /** The node whose views failed (a heading, a data-tag field, a custom field); null: the custom field definitions. */
  nodeId: string | null;
  error: unknown;
}

/** What {@link useLogicalTree} returns. */
export interface LogicalTreeState {
  status: LogicalTreeStatus;
  /**
   * The parts that could not be loaded (spec 000 §8: only logged; a failed node closes again).
   * <LogicalTree> shows its error state while this is not empty; it empties as they load again.
   */
  loadFailures: readonly LogicalLoadFailure[];
  /** Asks again for every failed part (opens the failed nodes again, rereads the definitions). */
  retryLoad: () => void;
  /** The nodes for <TreeView>: headings, fields, custom definitions and logical views. */
  nodes: LogicalTreeNode[];
  /** The selected logical view's id, or null. */
  selectedId: string | null;
  /** The panel's selection. */
  value: TreeSelection | null;
  /** Selects a logical view by id. */
  select: (nodeId: string) => void;
  open: readonly string[];
  setOpen: (open: readonly string[]) => void;
  /** Whether a logical view is in the quick-access list. */
  isPinned: (nodeId: string) => boolean;
  /** Pins or unpins a logical view (spec 000 §4); resolves true when the server took it. */
  setPinned: (nodeId: string, value: boolean) => Promise<boolean>;
  /** The row actions of a node: Pin or Unpin for a logical view, nothing for headings. */
  getActions: (node: LogicalTreeNode) => TreeActionItem[];
  /** Props for <TreeView> (nodes, selection, open state, lazy loading, actions). */
  getTreeViewProps: () => Pick<
    TreeViewProps<LogicalTreeItem>,
    'nodes' | 'selectedId' | 'onSelect' | 'open' | 'onOpenChange' | 'getActions' | 'aria-label'
  >;
}

interface SourceEntry {
  key: LogicalSourceKey;
  source: LogicalSource;
  /** The node whose opening asks for it. */
  owner: string;
}

/** The calls the visible branches may need, each with the node that owns it. */
function sourcesFor(branches: readonly LogicalBranch[], definitionIds: readonly number[]): SourceEntry[] {
  const out: SourceEntry[] = [];
  for (const branch of branches) {
    if (branch === 'timeline') out.push({ key: 'date', source: { kind: 'date' }, owner: headingId(branch) });
    if (branch === 'location')
      out.push({ key: 'location', source: { kind: 'location' }, owner: headingId(branch) });
    if (branch === 'dataTags') {
      for (const field of DATA_TAG_FIELDS) {
        out.push({
          key: fieldSourceKey(field),
          source: field === 'keyword' ? { kind: 'keywords' } : { kind: 'string', field },
          owner: fieldNodeId(field),
        });
      }
    }
    if (branch === 'customFields') {
      for (const id of definitionIds) {
        out.push({
          key: customSourceKey(id),
          source: { kind: 'string', field: customFieldParam(id) },
          owner: customFieldNodeId(id),
        });
      }
    }
  }
  return out;
}

/**
 * The logical tree's logic: which branches show (spec 000 §2: each hidden by its global setting,
 * all hidden when ShowLogicalViews is false), lazy branches loaded once with 'Loading...' until
 * filled and removed when empty (spec 000 §4), selection and open state controlled or not, and
 * pinning a logical view from its row.
 */
export function useLogicalTree(options: UseLogicalTreeOptions = {}): LogicalTreeState {
  const t = useT();
  const client = useClient();
  const flag = useConfigFlag('ShowLogicalViews');
  const settings = useGlobalSettings();
  const definitions = useCustomMetadataDefinitions();
  const pinned = usePinnedItems();
  const { setPinned: setPinStatus } = usePinMutation();

  const [value, setValue] = useControllableState<TreeSelection | null>({
    value: options.value,
    defaultValue: options.defaultValue ?? defaultLogicalTreeOptions.defaultValue,
    onChange: options.onValueChange,
  });
  const [open, setOpenState] = useControllableState<readonly string[]>({
    value: options.open,
    defaultValue: options.defaultOpen ?? defaultLogicalTreeOptions.defaultOpen,
    onChange: options.onOpenChange as ((open: readonly string[]) => void) | undefined,
  });
  const openSet = useMemo(() => new Set(open), [open]);

  // A failed flag or settings read falls back to showing (spec 000 §8: only logged).
  const disabled = flag.value === false;
  const ready = !flag.isPending && !settings.isPending;
  const branches = useMemo(() => visibleLogicalBranches(settings.data), [settings.data]);
  const definitionIds = useMemo(
    () => customFieldNodes(definitions.data ?? []).map((field) => field.definitionId),
    [definitions.data],
  );
  const entries = useMemo(
    () => (ready && !disabled ? sourcesFor(branches, definitionIds) : []),
    [ready, disabled, branches, definitionIds],
  );

  // spec 000 §4: a lazy branch is asked for when it first opens, and once only (the rows stay
  // cached for the session; closing and opening again asks nothing).
  const combine = useCallback(
    (results: readonly { data?: LogicalRow[]; status: string; error: unknown }[]) => {
      const out: Partial<Record<LogicalSourceKey, SourceState>> = {};
      entries.forEach((entry, index) => {
        const result = results[index];
        if (result?.data) out[entry.key] = { status: 'success', rows: result.data };
        else if (result?.status === 'error') out[entry.key] = { status: 'error', error: result.error };
        else out[entry.key] = { status: 'pending' };
      });
      return out;
    },
    [entries],
  );
  const sources = useQueries({
    queries: entries.map((entry) => ({
      ...logicalRowsQuery(client, entry.source),
      enabled: openSet.has(entry.owner),
    })),
    combine,
  });

  const labels = useMemo(
    (): LogicalNodeLabels & {
      heading: (branch: LogicalBranch) => string;
      field: (field: (typeof DATA_TAG_FIELDS)[number]) => string;
    } => ({
      notSpecified: t('common.notSpecified'),
      month: (month) => t.format.month(month),
      heading: (branch) =>
        t(
          (
            {
              timeline: 'logical.browseByTimeline',
              dataTags: 'logical.browseByDataTags',
              location: 'logical.browseByLocation',
              customFields: 'logical.browseByCustomFields',
            } as const
          )[branch],
        ),
      field: (field) => t(`logical.${field}`),
    }),
    [t],
  );

  const nodes = useMemo(() => {
    if (!ready || disabled) return [];
    const definitionState = definitions.data
      ? ({ status: 'success', data: definitions.data } as const)
      : definitions.isPending
        ? ({ status: 'pending' } as const)
        : ({ status: 'error' } as const);
    return buildLogicalTreeNodes({ branches, sources, definitions: definitionState, labels });
  }, [ready, disabled, branches, sources, definitions.data, definitions.isPending, labels]);

  // A failed call is only logged (spec 000 §8): its node closes and the failure is kept for the
  // tree's error state.
  const logged = useRef(new Set<LogicalSourceKey>());
  const [failedViews, setFailedViews] = useState<readonly LogicalLoadFailure[]>([]);
  useEffect(() => {
    const failed = entries.filter((entry) => sources[entry.key]?.status === 'error');
    const fresh = failed.filter((entry) => !logged.current.has(entry.key));
    for (const entry of fresh) {
      logged.current.add(entry.key);
      logLoadFailure(`the logical view ${entry.key}`, (sources[entry.key] as { error?: unknown }).error);
    }
    for (const key of logged.current) {
      if (sources[key]?.status !== 'error') logged.current.delete(key);
    }
    if (fresh.length > 0) {
      setFailedViews((list) => [
        ...list.filter((known) => !fresh.some((entry) => entry.owner === known.nodeId)),
        ...fresh.map((entry) => ({
          nodeId: entry.owner,
          error: (sources[entry.key] as { error?: unknown }).error,
        })),
      ]);
    }
    // Closed when the failure comes in, not on later renders: `combine` may still hand over the old
    // failure in the render that opens the node again (before its new call has started).
    const owners = new Set(fresh.map((entry) => entry.owner));
    if (fresh.some((entry) => openSet.has(entry.owner))) {
      setOpenState((ids) => ids.filter((id) => !owners.has(id)));
    }
  }, [entries, sources, openSet, setOpenState]);
  useEffect(() => {
    if (definitions.error) logLoadFailure('the custom metadata definitions', definitions.error);
  }, [definitions.error]);

  // The rows are read once per session (spec 000 §4), so a failed call is dropped before its node
  // opens again: the node then asks again instead of closing on the old failure.
  const queryClient = useQueryClient();
  const latest = useRef({ entries, failedViews });
  latest.current = { entries, failedViews };
  const forgetFailures = useCallback(
    (ids: readonly string[]) => {
      const { entries: known, failedViews: failures } = latest.current;
      const owners = ids.filter((id) => failures.some((failure) => failure.nodeId === id));
      if (owners.length === 0) return;
      for (const entry of known) {
        if (owners.includes(entry.owner))
          queryClient.removeQueries({
            queryKey: logicalRowsQuery(client, entry.source).queryKey,
            exact: true,
          });
      }
      setFailedViews((list) =>
        list.filter((failure) => failure.nodeId === null || !owners.includes(failure.nodeId)),
      );
    },
    [queryClient, client],
  );
  const setOpenAsking = useCallback(
    (ids: readonly string[]) => {
      forgetFailures(ids.filter((id) => !open.includes(id)));
      setOpenState(ids);
    },
    [forgetFailures, open, setOpenState],
  );

  const showsCustomFields = ready && !disabled && branches.includes('customFields');
  const definitionsFailed = showsCustomFields && Boolean(definitions.error) && !definitions.data;
  const loadFailures = useMemo(
    (): readonly LogicalLoadFailure[] =>
      definitionsFailed ? [...failedViews, { nodeId: null, error: definitions.error }] : failedViews,
    [failedViews, definitionsFailed, definitions.error],
  );
  const latestFailures = useRef(loadFailures);
  latestFailures.current = loadFailures;
  const retryLoad = useCallback(() => {
    const failed = latestFailures.current;
    const owners = failed.flatMap((failure) => (failure.nodeId === null ? [] : [failure.nodeId]));
    forgetFailures(owners);
    if (owners.length > 0) setOpenState((ids) => [...ids, ...owners.filter((owner) => !ids.includes(owner))]);
    if (failed.some((failure) => failure.nodeId === null))
      void queryClient.refetchQueries({ queryKey: configQueryKeys.customMetadataDefinitions, exact: true });
  }, [forgetFailures, setOpenState, queryClient]);

  const selectedId = value?.kind === 'logical' ? value.nodeId : null;

  // Open the way to a view selected from outside (a URL, quick access), once per selection.
  const revealSelected = options.revealSelected ?? defaultLogicalTreeOptions.revealSelected;
  const revealedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!revealSelected || selectedId === null || !ready || disabled) return;
    if (revealedFor.current === selectedId) return;
    revealedFor.current = selectedId;
    const missing = logicalAncestorIds(selectedId).filter((id) => !openSet.has(id));
    if (missing.length > 0) setOpenState((ids) => [...ids, ...missing]);
  }, [revealSelected, selectedId, ready, disabled, openSet, setOpenState]);

  const select = useCallback(
    (nodeId: string) => {
      const next: TreeSelection = { kind: 'logical', nodeId };
      setValue((current) => (isSameSelection(current, next) ? current : next));
    },
    [setValue],
  );
  const setOpen = setOpenAsking;

  const pinnedIds = pinned.data?.logicalViewStrings;
  const isPinned = useCallback((nodeId: string) => pinnedIds?.includes(nodeId) ?? false, [pinnedIds]);
  const setPinned = useCallback(
    (nodeId: string, pin: boolean) => setPinStatus({ kind: 'logical', nodeId }, pin),
    [setPinStatus],
  );

  const getActions = useCallback(
    (node: LogicalTreeNode): TreeActionItem[] => {
      if (node.data?.type !== 'view') return [];
      const pinnedNow = isPinned(node.id);
      return [
        {
          id: pinnedNow ? 'unpin' : 'pin',
          label: t(pinnedNow ? 'pins.unpin' : 'pins.pin'),
          onSelect: () => {
            void setPinned(node.id, !pinnedNow);
          },
        },
      ];
    },
    [isPinned, setPinned, t],
  );

  const status: LogicalTreeStatus = !ready
    ? 'pending'
    : disabled
      ? 'disabled'
      : nodes.length === 0
        ? 'empty'
        : 'ready';

  const getTreeViewProps = useCallback(
    () => ({
      nodes,
      selectedId,
      onSelect: ({ node }: { node: LogicalTreeNode }) => {
        if (node.data?.type === 'view') select(node.id);
      },
      open,
      onOpenChange: (ids: string[]) => setOpenAsking(ids),
      getActions,
      'aria-label': t('logical.treeLabel'),
    }),
    [nodes, selectedId, select, open, setOpenAsking, getActions, t],
  );

  return {
    status,
    loadFailures,
    retryLoad,
    nodes,
    selectedId,
    value,
    select,
    open,
    setOpen,
    isPinned,
    setPinned,
    getActions,
    getTreeViewProps,
  };
}
