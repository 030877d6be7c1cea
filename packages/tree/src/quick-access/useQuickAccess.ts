// useQuickAccess: the headless quick-access list (spec 000 §1 "pin folders, sets and logical views to
// a quick-access list", §3 "Pinned items: folders, sets, logicalViewStrings", §4 pin/unpin). Folders
// and sets come with their names; a logical view comes as its id only, so its name is built from the
// id (its path in the logical tree), with keyword and custom field names looked up.
import {
  useConfigFlag,
  useControllableState,
  useCustomMetadataDefinitions,
  useGlobalSettings,
  useSetsName,
  useT,
} from '@vitrine/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { useLogicalRows } from '../api/logical';
import { usePinMutation, usePinnedItems } from '../api/pins';
import type { TreeActionItem, TreeViewNode, TreeViewProps } from '../base';
import { logLoadFailure } from '../logical/log';
import {
  customFieldNodes,
  type LogicalPathLabels,
  logicalBranchOf,
  logicalNodePath,
  parseLogicalNodeId,
  visibleLogicalBranches,
} from '../logical/nodes';
import { isSameSelection, type TreeSelection } from '../selection';
import { type PinKind, type PinTarget, pinTargetKey, pinTargetsOf, selectionOfPinTarget } from './pinned';

/** One entry of the quick-access list. */
export interface QuickAccessItem {
  /** 'folder:12', 'set:3', 'logical:date-2025': unique in the list. */
  key: string;
  kind: PinKind;
  /** What was pinned, as the pin calls take it. */
  target: PinTarget;
  /** The name shown: the folder's or set's name, or a logical view's path ('France / Bretagne'). */
  name: string;
  /** The selection "go to" makes. */
  selection: TreeSelection;
}

/** A node of the quick-access tree. */
export type QuickAccessNode = TreeViewNode<QuickAccessItem>;

/** Options of {@link useQuickAccess}. */
export interface UseQuickAccessOptions {
  /** The panel's selection (controlled); the matching entry is highlighted. */
  value?: TreeSelection | null;
  /** The selection at first (uncontrolled). */
  defaultValue?: TreeSelection | null;
  /** Called with the entry's selection when the user goes to it. */
  onValueChange?: (selection: TreeSelection | null) => void;
  /** Called after "go to", so the host can open the item's own tree at it (folder, set or logical tree). */
  onReveal?: (selection: TreeSelection) => void;
  /** The label sets go by (spec 000 §1); default: the sets-name preference, else 'Virtual Set'. */
  setLabel?: string;
}

/** 'pending' while the list loads; 'error' when it could not be read (only logged); 'empty'; 'ready'. */
export type QuickAccessStatus = 'pending' | 'error' | 'empty' | 'ready';

/** What {@link useQuickAccess} returns. */
export interface QuickAccessState {
  status: QuickAccessStatus;
  /** Why the list could not be read (status 'error'). */
  error: unknown;
  /** Asks for the pinned items again (after an error). */
  retry: () => void;
  /** The list is being asked for again. */
  retrying: boolean;
  items: QuickAccessItem[];
  /** The key of the entry the selection names, or null. */
  selectedKey: string | null;
  value: TreeSelection | null;
  /** Selects the entry's item (onValueChange) and asks the host to reveal it (onReveal). */
  goTo: (item: QuickAccessItem) => void;
  /** Unpins the entry; resolves true when the server took it. */
  unpin: (item: QuickAccessItem) => Promise<boolean>;
  /** The label of an entry's kind: 'Folder', the sets label, 'Logical view'. */
  kindLabel: (kind: PinKind) => string;
  /** The row actions of an entry: Go to, Unpin. */
  getActions: (item: QuickAccessItem) => TreeActionItem[];
  nodes: QuickAccessNode[];
  /** Props for <TreeView>. Quick access accepts no drop (spec 000 §4: never a folder move target). */
  getTreeViewProps: () => Pick<
    TreeViewProps<QuickAccessItem>,
    'nodes' | 'selectedId' | 'onSelect' | 'getActions' | 'aria-label'
  >;
}

/** Defaults of {@link UseQuickAccessOptions} (STYLE habit 2). */
export const defaultQuickAccessOptions = {
  defaultValue: null,
} as const satisfies Partial<UseQuickAccessOptions>;

/**
 * The quick-access list: pinned folders, sets and logical views, newest first within each (spec 000
 * §4), named, with "go to" and unpin. Logical views are left out while logical views are disabled or
 * their branch is hidden by its setting, and sets while sets are disabled (spec 000 §2, §6).
 */
export function useQuickAccess(options: UseQuickAccessOptions = {}): QuickAccessState {
  const t = useT();
  const pinned = usePinnedItems();
  const setsName = useSetsName();
  const setLabel = options.setLabel ?? setsName.value;
  const { setPinned } = usePinMutation({ setLabel });
  const showLogical = useConfigFlag('ShowLogicalViews');
  const showSets = useConfigFlag('ShowSets');
  const settings = useGlobalSettings();
  const definitions = useCustomMetadataDefinitions();

  const [value, setValue] = useControllableState<TreeSelection | null>({
    value: options.value,
    defaultValue: options.defaultValue ?? defaultQuickAccessOptions.defaultValue,
    onChange: options.onValueChange,
  });

  // Keyword views carry the keyword's id only; their names come from the keyword view's rows.
  const needsKeywords = pinned.data?.logicalViewStrings.some(
    (id) => parseLogicalNodeId(id)?.type === 'keyword',
  );
  const keywords = useLogicalRows({ kind: 'keywords' }, { enabled: needsKeywords === true });

  useEffect(() => {
    if (pinned.error) logLoadFailure('the pinned items', pinned.error);
  }, [pinned.error]);

  const items = useMemo((): QuickAccessItem[] => {
    const branches = new Set(visibleLogicalBranches(settings.data));
    const keywordNames = new Map((keywords.data ?? []).map((row) => [String(row.id), row.value ?? '']));
    const customLabels = new Map(
      customFieldNodes(definitions.data ?? []).map((f) => [f.definitionId, f.label]),
    );
    const labels: LogicalPathLabels = {
      notSpecified: t('common.notSpecified'),
      month: (month) => t.format.month(month),
      field: (field) => t(`logical.${field}`),
      keyword: (id) => keywordNames.get(id) || undefined,
      customField: (id) => customLabels.get(id),
    };
    const out: QuickAccessItem[] = [];
    for (const target of pinTargetsOf(pinned.data)) {
      let name: string;
      if (target.kind === 'folder') name = target.folder.name;
      else if (target.kind === 'set') {
        if (showSets.value === false) continue;
        name = target.set.name;
      } else {
        const ref = parseLogicalNodeId(target.nodeId);
        if (!ref || showLogical.value === false || !branches.has(logicalBranchOf(ref))) continue;
        name = logicalNodePath(ref, labels).join(t('logical.pathSeparator'));
      }
      out.push({
        key: pinTargetKey(target),
        kind: target.kind,
        target,
        name,
        selection: selectionOfPinTarget(target),
      });
    }
    return out;
  }, [pinned.data, keywords.data, definitions.data, settings.data, showLogical.value, showSets.value, t]);

  const selectedKey = useMemo(
    () => items.find((item) => isSameSelection(item.selection, value))?.key ?? null,
    [items, value],
  );

  const { onReveal } = options;
  const goTo = useCallback(
    (item: QuickAccessItem) => {
      setValue((current) => (isSameSelection(current, item.selection) ? current : item.selection));
      onReveal?.(item.selection);
    },
    [setValue, onReveal],
  );
  const unpin = useCallback((item: QuickAccessItem) => setPinned(item.target, false), [setPinned]);

  const kindLabel = useCallback(
    (kind: PinKind) =>
      kind === 'folder' ? t('quickAccess.folder') : kind === 'set' ? setLabel : t('logical.view'),
    [t, setLabel],
  );

  const getActions = useCallback(
    (item: QuickAccessItem): TreeActionItem[] => [
      { id: 'go-to', label: t('quickAccess.goTo'), onSelect: () => goTo(item) },
      {
        id: 'unpin',
        label: t('pins.unpin'),
        onSelect: () => {
          void unpin(item);
        },
      },
    ],
    [t, goTo, unpin],
  );

  const nodes = useMemo(
    (): QuickAccessNode[] => items.map((item) => ({ id: item.key, name: item.name, data: item })),
    [items],
  );

  const status: QuickAccessStatus = pinned.isPending
    ? 'pending'
    : pinned.error && !pinned.data
      ? 'error'
      : items.length === 0
        ? 'empty'
        : 'ready';

  const getTreeViewProps = useCallback(
    () => ({
      nodes,
      selectedId: selectedKey,
      onSelect: ({ node }: { node: QuickAccessNode }) => {
        if (node.data) goTo(node.data);
      },
      getActions: (node: QuickAccessNode) => (node.data ? getActions(node.data) : []),
      'aria-label': t('quickAccess.title'),
    }),
    [nodes, selectedKey, goTo, getActions, t],
  );

  const { refetch } = pinned;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    status,
    error: pinned.error,
    retry,
    retrying: pinned.isFetching && status === 'error',
    items,
    selectedKey,
    value,
    goTo,
    unpin,
    kindLabel,
    getActions,
    nodes,
    getTreeViewProps,
  };
}
