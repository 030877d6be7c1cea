// <SetTree>: the sets tree of the left panel (spec 000 §2 "Main page"), on the shared <TreeView> and
// the headless useSetTree. Like the other trees it is named by `aria-label` (default: the
// configurable sets label) and draws no section header: the host's panel section titles it. The
// top-level actions (new set, new collection) sit in a small toolbar above the rows. With `header`
// it draws its own collapsible header instead (its state is the expandSetsTree web setting), for a
// host that embeds it alone. The toolbar (or header) and the blank area under the rows are the "top
// level" drop zone (spec 000 §4: to root asks detach confirmation). Files dragged from a view
// (VITRINE_FILES_MIME) drop on sets, never on groups.
import { interpolate } from '@vitrine/core';
import {
  EmptyState,
  ErrorState,
  IconButton,
  IconChevronDown,
  IconChevronRight,
  IconCopyPlus,
  IconLayers,
  IconPin,
  IconPlus,
  IconSet,
  Tooltip,
  useT,
} from '@vitrine/ui';
import {
  type DragEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  hasFilesDragData,
  readFilesDragData,
  TREE_NODE_MIME,
  type TreeActionItem,
  type TreeDragSource,
  TreeView,
  type TreeViewNode,
  UNLOADED,
} from '../base';
import { type TreeLocaleOverrides, useTreeLocale } from '../locale';
import type { SetNodeKey, SetTreeItem } from './model';
import { permissionsTargetOf, type SetPermissionsTarget, useSetPermissionsGate } from './permissions';
import { type SetTreeState, type UseSetTreeOptions, useSetTree } from './useSetTree';

/** Props of {@link SetTree}. */
export interface SetTreeProps extends UseSetTreeOptions {
  /** Accessible name of the tree; default the sets label (spec 000 §1, 'Virtual Set'). */
  'aria-label'?: string;
  /**
   * Draw the tree's own collapsible section header (the label, the expand toggle following
   * `expanded` or the expandSetsTree web setting, and the create buttons). Default false: the host
   * titles the section, the tree always shows (unless `expanded` is false), and the create buttons
   * sit in a toolbar above the rows.
   */
  header?: boolean;
  /** Fixed height of the tree in px; by default it fills the section's height. */
  height?: number;
  /** Extra class on the root element (`vt-tree__sets`). */
  className?: string;
  /** Renders a node's label (default: its name). */
  renderLabel?: (item: SetTreeItem) => ReactNode;
  /** Partial override of the tree's own strings (its error state); the rest follow the provider. */
  locale?: TreeLocaleOverrides;
  /**
   * Opens the host's permissions page of a set or a collection (spec 001 §2). With it, a row's menu
   * offers "Permissions…" where setPermissions is allowed (a set: on that set; a collection:
   * anywhere); without it, never.
   */
  onOpenPermissions?: (target: SetPermissionsTarget) => void;
}

/** The header's chevron: right when closed, down when open. */
function Chevron({ open }: { open: boolean }) {
  return open ? <IconChevronDown aria-hidden="true" /> : <IconChevronRight aria-hidden="true" />;
}

/** The tree's items as <TreeView> nodes; a set whose subsets are not loaded is 'unloaded'. */
function toViewNodes(
  items: readonly SetTreeItem[],
  busy: ReadonlySet<SetNodeKey>,
): TreeViewNode<SetTreeItem>[] {
  return items.map((item) => ({
    id: item.key,
    name: item.name,
    data: item,
    processing: busy.has(item.key) || undefined,
    // A failed subsets load is only logged (spec 000 §8): the set shows as a leaf.
    children:
      item.children === null
        ? item.childrenStatus === 'error'
          ? undefined
          : UNLOADED
        : toViewNodes(item.children, busy),
  }));
}

/** The row menu: the node's actions, then the "Move to…" choices (the keyboard way to drag and drop). */
function useRowActions(
  tree: SetTreeState,
  permissionsItem: {
    label: string;
    gate: ReturnType<typeof useSetPermissionsGate>;
    onOpen: ((target: SetPermissionsTarget) => void) | undefined;
  },
) {
  const t = useT();
  const set = tree.label;
  const { actions, getNodeActions, getMoveTargets, model } = tree;
  return useCallback(
    (node: TreeViewNode<SetTreeItem>): TreeActionItem[] => {
      const item = node.data;
      if (!item) return [];
      const key = item.key;
      const items: TreeActionItem[] = [];
      for (const id of getNodeActions(key)) {
        switch (id) {
          case 'createSubset':
            items.push({
              id,
              label: t('sets.createSubset', { set }),
              onSelect: () => void actions.createSet(key),
            });
            break;
          case 'createSetInGroup':
            items.push({
              id,
              label: t('sets.createSetInGroup', { set }),
              onSelect: () => void actions.createSet(key),
            });
            break;
          case 'rename':
            items.push({
              id,
              label: t('sets.rename'),
              shortcut: 'F2',
              onSelect: () => void actions.rename(key),
            });
            break;
          case 'pin':
            items.push({ id, label: t('pins.pin'), onSelect: () => void actions.pin(key, true) });
            break;
          case 'unpin':
            items.push({ id, label: t('pins.unpin'), onSelect: () => void actions.pin(key, false) });
            break;
          case 'delete':
            items.push(
              { type: 'separator', id: 'delete-separator' },
              {
                id,
                label: t('sets.delete'),
                tone: 'danger',
                shortcut: 'Delete',
                onSelect: () => void actions.remove(key),
              },
            );
            break;
          case 'moveTo': {
            const targets = getMoveTargets(key).filter((target) => target.decision.ok);
            items.push(
              { type: 'separator', id: 'move-separator' },
              { type: 'label', id: 'move-to', label: t('sets.moveTo') },
            );
            const names = new Map<string | null, string>();
            for (const target of targets) {
              // The path names the place (two sets may share a name): 'Campaign 2026 / Hero images'.
              const parentKey = target.key === null ? null : (model.byKey.get(target.key)?.parentKey ?? null);
              const parentPath = parentKey === null ? undefined : names.get(parentKey);
              const path = parentPath ? `${parentPath} / ${target.name}` : target.name;
              names.set(target.key, path);
              items.push({
                id: `move-to-${target.key ?? 'root'}`,
                label: path,
                onSelect: () => void actions.moveSet(key, target.key),
              });
            }
            break;
          }
        }
      }
      const { gate, onOpen, label } = permissionsItem;
      if (onOpen) {
        // spec 001 §2: shown only when setPermissions is allowed; unknown yet: shown disabled.
        const answer = gate.allowed(item);
        if (answer !== false) {
          items.push(
            { type: 'separator', id: 'permissions-separator' },
            {
              id: 'permissions',
              label,
              ...(answer === undefined ? { disabled: true } : {}),
              onSelect: () => onOpen(permissionsTargetOf(item)),
            },
          );
        }
      }
      return items;
    },
    [getNodeActions, getMoveTargets, model, actions, t, set, permissionsItem],
  );
}

/**
 * The sets tree: sets with subsets and set groups (collections) under the configurable label (default
 * 'Virtual Set'). Create set, set in a group, group; rename; delete; pin; drag a set onto a set
 * (move), a group (attach) or the top level (detach), each after its confirmation; drop files on a
 * set. Selection and open state work controlled and uncontrolled (`value` / `defaultValue` /
 * `onValueChange`, `open` / `defaultOpen` / `onOpenChange`). A list that fails to load shows the
 * tree's error state with Try again. Embed it inside `<VitrineProvider>`; it fills its parent.
 */
export function SetTree(props: SetTreeProps) {
  const {
    height,
    className,
    renderLabel,
    header = false,
    'aria-label': ariaLabel,
    locale,
    onOpenPermissions,
    ...options
  } = props;
  const t = useT();
  const L = useTreeLocale(locale);
  // Without its own header nothing here collapses the tree: it shows unless the host says otherwise.
  const tree = useSetTree(header ? options : { ...options, expanded: options.expanded ?? true });
  const headingId = useId();
  const bodyId = useId();
  const titleRef = useRef<HTMLSpanElement | null>(null);
  const permissionsGate = useSetPermissionsGate(onOpenPermissions !== undefined);
  const permissionsItem = useMemo(
    () => ({ label: L.setPermissions, gate: permissionsGate, onOpen: onOpenPermissions }),
    [L.setPermissions, permissionsGate, onOpenPermissions],
  );
  const getActions = useRowActions(tree, permissionsItem);
  const nodes = useMemo(() => toViewNodes(tree.items, tree.busyKeys), [tree.items, tree.busyKeys]);
  const { actions, decideDrop, canDropImages, canDrag } = tree;

  // spec 000 §8: a failed tree load is only logged (never a toast); the tree shows its error state.
  useEffect(() => {
    if (tree.status === 'error') console.error('Vitrine: the sets tree could not be loaded', tree.error);
  }, [tree.status, tree.error]);

  const { getNodeActions } = tree;
  const can = useCallback(
    (key: string, id: 'rename' | 'delete') => getNodeActions(key as SetNodeKey).includes(id),
    [getNodeActions],
  );

  // The top-level drop zone: the toolbar (or header) and the blank area under the rows. The dragged row is read
  // when the drag starts (only its data-transfer types are readable while it moves).
  const dragged = useRef<SetNodeKey | null>(null);
  const [rootDrop, setRootDrop] = useState(false);
  const onDragStartCapture = (event: DragEvent<HTMLElement>) => {
    const row = (event.target as Element).closest?.('[data-vt-row-id]');
    dragged.current = (row?.getAttribute('data-vt-row-id') as SetNodeKey | null) ?? null;
  };
  const endDrag = () => {
    dragged.current = null;
    setRootDrop(false);
  };
  const acceptsAtRoot = (event: DragEvent<HTMLElement>) =>
    dragged.current !== null &&
    event.dataTransfer.types.includes(TREE_NODE_MIME) &&
    !(event.target as Element).closest?.('[role="treeitem"]') &&
    decideDrop(dragged.current, null).ok;
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    const accepts = acceptsAtRoot(event);
    if (accepts) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    }
    if (accepts !== rootDrop) setRootDrop(accepts);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setRootDrop(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    const source = dragged.current;
    const accepts = acceptsAtRoot(event);
    endDrag();
    if (!accepts || source === null) return;
    event.preventDefault();
    void actions.moveSet(source, null);
  };

  const canDropOnRow = useCallback(
    ({ source, target }: { source: TreeDragSource<SetTreeItem>; target: TreeViewNode<SetTreeItem> }) => {
      if (source.kind === 'node') {
        const id = source.ids[0];
        return id !== undefined && decideDrop(id as SetNodeKey, target.id as SetNodeKey).ok;
      }
      return hasFilesDragData(source.types) && canDropImages(target.id as SetNodeKey);
    },
    [decideDrop, canDropImages],
  );
  const onDropOnRow = useCallback(
    (event: {
      source: TreeDragSource<SetTreeItem>;
      target: TreeViewNode<SetTreeItem>;
      dataTransfer: DataTransfer | null;
    }) => {
      const target = event.target.id as SetNodeKey;
      if (event.source.kind === 'node') {
        const id = event.source.ids[0];
        if (id !== undefined) void actions.moveSet(id as SetNodeKey, target);
        return;
      }
      const files = readFilesDragData(event.dataTransfer);
      // spec 001 §7: a drop from the file sidebar says so (isDropFromSidebar).
      if (files)
        void actions.dropImages({
          imageIds: files.imageIds,
          target,
          isDropFromSidebar: files.fromSidebar === true,
        });
    },
    [actions],
  );

  const renderIcon = useCallback(
    (node: TreeViewNode<SetTreeItem>) =>
      node.data?.kind === 'group' ? <IconLayers aria-hidden="true" /> : <IconSet aria-hidden="true" />,
    [],
  );
  const renderRowLabel = useCallback(
    (node: TreeViewNode<SetTreeItem>) => {
      const item = node.data;
      if (!item) return node.name;
      return (
        <>
          {renderLabel ? renderLabel(item) : node.name}
          {item.kind === 'set' && item.isPinned ? (
            <span className="vt-tree__sets-pin">
              <IconPin aria-hidden="true" size={12} />
            </span>
          ) : null}
        </>
      );
    },
    [renderLabel],
  );
  const emptyText = t('sets.empty');
  const renderEmpty = useCallback(
    () => <EmptyState size="sm" icon={<IconSet aria-hidden="true" />} title={emptyText} />,
    [emptyText],
  );

  if (!tree.visible) return null;

  const rootClass = className ? `vt-tree__sets ${className}` : 'vt-tree__sets';
  const createButtons = (
    <>
      {tree.rootActions.includes('createSet') ? (
        <IconButton
          size="sm"
          className="vt-tree__sets-action"
          label={t('sets.createSet', { set: tree.label })}
          icon={<IconPlus />}
          onClick={() => void actions.createSet(null)}
        />
      ) : null}
      {tree.rootActions.includes('createGroup') ? (
        <IconButton
          size="sm"
          className="vt-tree__sets-action"
          label={t('sets.createGroup')}
          icon={<IconCopyPlus />}
          onClick={() => void actions.createGroup()}
        />
      ) : null}
    </>
  );
  // The tree's name: the host's, else the header's title (with a header), else the sets label.
  const naming =
    ariaLabel !== undefined
      ? { 'aria-label': ariaLabel }
      : header
        ? { 'aria-labelledby': headingId }
        : { 'aria-label': tree.label };
  const Root = header ? 'section' : 'div';
  return (
    <Root
      className={rootClass}
      {...(header ? { 'aria-labelledby': headingId } : {})}
      data-state={tree.status}
      data-expanded={tree.expanded || undefined}
      data-header={header || undefined}
      data-drop-target={rootDrop || undefined}
      onDragStartCapture={onDragStartCapture}
      onDragEndCapture={endDrag}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {header ? (
        <div className="vt-tree__sets-header">
          {/* A sets name too long for the panel ends with an ellipsis and shows in full in a tooltip
              (pointer rest or keyboard focus), as the rows' names do. */}
          <Tooltip content={tree.label} align="start" whenCut={titleRef}>
            <button
              type="button"
              className="vt-tree__sets-toggle"
              aria-expanded={tree.expanded}
              aria-controls={tree.expanded ? bodyId : undefined}
              onClick={() => tree.setExpanded(!tree.expanded)}
            >
              <Chevron open={tree.expanded} />
              <span id={headingId} ref={titleRef} className="vt-tree__sets-title">
                {tree.label}
              </span>
            </button>
          </Tooltip>
          {tree.expanded ? createButtons : null}
        </div>
      ) : tree.expanded && tree.rootActions.length > 0 ? (
        <div className="vt-tree__sets-toolbar">{createButtons}</div>
      ) : null}
      {tree.expanded ? (
        <div id={bodyId} className="vt-tree__sets-body" aria-busy={tree.status === 'pending' || undefined}>
          {tree.status === 'pending' ? (
            <p className="vt-tree__sets-status">{t('common.loading')}</p>
          ) : tree.status === 'error' ? (
            <ErrorState
              size="inline"
              message={interpolate(L.setsLoadFailed, { set: tree.label })}
              error={tree.error}
              onRetry={tree.retry}
              retrying={tree.retrying}
            />
          ) : (
            <TreeView<SetTreeItem>
              nodes={nodes}
              {...naming}
              selectedId={tree.selectedKey}
              onSelect={({ id }) => tree.select(id as SetNodeKey)}
              open={tree.open}
              onOpenChange={tree.setOpen}
              getActions={getActions}
              {...(onOpenPermissions
                ? {
                    onRowIntent: (node: TreeViewNode<SetTreeItem>) => {
                      if (node.data) permissionsGate.ask(node.data);
                    },
                  }
                : {})}
              onRename={({ id }) => {
                if (can(id, 'rename')) void actions.rename(id as SetNodeKey);
              }}
              onDelete={({ id }) => {
                if (can(id, 'delete')) void actions.remove(id as SetNodeKey);
              }}
              canDrag={(node) => canDrag(node.id as SetNodeKey)}
              canDrop={canDropOnRow}
              onDrop={onDropOnRow}
              renderIcon={renderIcon}
              renderLabel={renderRowLabel}
              renderEmpty={renderEmpty}
              {...(height === undefined ? {} : { height })}
            />
          )}
        </div>
      ) : null}
    </Root>
  );
}
