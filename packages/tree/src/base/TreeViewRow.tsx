// One row of <TreeView>: a treeitem with its ARIA state written out (the list is virtualized, so the
// browser cannot compute level, position or set size), its twisty, icon, label and actions, and the
// native drag-and-drop handlers. It reads its state from the row store, so a change to this row
// re-renders this row only. react-arborist renders every visible row again after each change of its
// model (a node opened anywhere); only the row's shell (its position) follows it, and the row itself
// (with its menus) renders again only when its own snapshot changed.
import { interpolate } from '@vitrine/core';
import {
  ActionMenu,
  ContextMenu,
  dragHasFiles,
  IconButton,
  IconChevronRight,
  IconMore,
  tooltipDefaults,
} from '@vitrine/ui';
import {
  type CSSProperties,
  createContext,
  type DragEvent,
  type HTMLAttributes,
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { NodeApi } from 'react-arborist';
import { TREE_NODE_MIME, type TreeDragSource } from './dnd';
import type { TreeViewLocale } from './locale';
import type { TreeRow, TreeViewNode } from './model';
import type { TreeActionItem } from './RowMenu';
import { type RowStore, useRowSnapshot } from './row-store';

export type { TreeActionItem } from './RowMenu';

/** What every row reads from its <TreeView>. */
export interface TreeViewContextValue<T> {
  store: RowStore<T>;
  rowHeight: number;
  indent: number;
  locale: TreeViewLocale;
  loadMoreLabel: string;
  hasActions: boolean;
  getActions: (node: TreeViewNode<T>) => readonly TreeActionItem[];
  renderLabel: ((node: TreeViewNode<T>) => ReactNode) | undefined;
  renderIcon: ((node: TreeViewNode<T>, state: { isOpen: boolean }) => ReactNode) | undefined;
  focusRow: (id: string, scroll?: boolean) => void;
  activate: (row: TreeRow<T>) => void;
  toggle: (row: TreeRow<T>) => void;
  canDrag: (node: TreeViewNode<T>) => boolean;
  canDrop: (source: TreeDragSource<T>, target: TreeViewNode<T>) => boolean;
  drop: (source: TreeDragSource<T>, target: TreeViewNode<T>, dataTransfer: DataTransfer | null) => void;
  /** The user may be about to act on this row (pointer over it, focus, right click). */
  intent: (node: TreeViewNode<T>) => void;
  /** Shows a row's full name next to its label, when the label is cut (FullNameTooltip). */
  showFullName: (id: string, label: HTMLElement, content: ReactNode) => void;
  /** Hides the full name shown for this row. */
  hideFullName: (id: string) => void;
  dragRef: RefObject<{ ids: string[]; data: (T | undefined)[] } | null>;
  sourceOf: (dataTransfer: DataTransfer) => TreeDragSource<T>;
}

export const TreeViewContext = createContext<TreeViewContextValue<unknown> | null>(null);

function useTreeViewContext(): TreeViewContextValue<unknown> {
  const value = useContext(TreeViewContext);
  if (!value) throw new Error('TreeViewRow must be used inside <TreeView>');
  return value;
}

/** Whether an event happened in this row's own DOM, not in a portal (menu) rendered from it. */
function isOwn(event: { currentTarget: EventTarget; target: EventTarget }): boolean {
  return (event.currentTarget as Node).contains(event.target as Node);
}

/**
 * Events from an open menu (a portal) bubble through React to the row and on to react-arborist's
 * container, which would move the tree's focus on an arrow key and close the menu. The row's shell
 * stops them there.
 */
function stopForeign(event: SyntheticEvent) {
  if (!isOwn(event)) event.stopPropagation();
}

interface TreeViewRowProps {
  arboristNode: NodeApi<TreeRow<unknown>>;
  innerRef: (element: HTMLDivElement | null) => void;
  attrs: HTMLAttributes<HTMLElement>;
}

/**
 * react-arborist gives each row `min-width: max-content`, so a long name widened the row past the
 * list and the tree scrolled sideways (issue 14). The row fits the list's width instead: its label
 * ends with an ellipsis.
 */
function shellStyle(style: CSSProperties | undefined): CSSProperties {
  return { ...style, minWidth: 0 };
}

/**
 * The indent of a row at `level`: `indent` per level, but never more than a share of the row's
 * width, so a deep row in a narrow panel keeps its twisty, its icon and the start of its name in view
 * instead of scrolling sideways (issue 14).
 */
export function indentOf(level: number, indent: number): string | number {
  const px = Math.max(0, level - 1) * indent;
  return px === 0 ? 0 : `min(${px}px, ${MAX_INDENT_SHARE})`;
}

/** The most a row's indent takes of the row's width. */
const MAX_INDENT_SHARE = '40%';

export function TreeViewRow({ arboristNode, innerRef, attrs }: TreeViewRowProps) {
  const context = useTreeViewContext();
  const snapshot = useRowSnapshot(context.store, arboristNode.id);
  // Before the store has this row (it is published in a layout effect), the arborist data is fresh.
  const row = snapshot?.row ?? arboristNode.data;
  // react-arborist hands a new ref callback with each of its renders; the element stays the same.
  const latestRef = useRef(innerRef);
  latestRef.current = innerRef;
  const stableRef = useCallback((element: HTMLDivElement | null) => latestRef.current(element), []);

  return (
    <div
      className="vt-tree__row-shell"
      role="none"
      style={shellStyle(attrs.style)}
      onKeyDown={stopForeign}
      onKeyUp={stopForeign}
      onFocus={stopForeign}
      onBlur={stopForeign}
      onClick={stopForeign}
      onDoubleClick={stopForeign}
      onContextMenu={stopForeign}
      onPointerDown={stopForeign}
    >
      <RowItem
        row={row}
        selected={snapshot?.selected ?? false}
        dropTarget={snapshot?.dropTarget ?? false}
        innerRef={stableRef}
      />
    </div>
  );
}

interface RowItemProps {
  row: TreeRow<unknown>;
  selected: boolean;
  dropTarget: boolean;
  innerRef: (element: HTMLDivElement | null) => void;
}

/** The treeitem itself: renders again only when its row, selection or drop state changed. */
const RowItem = memo(function RowItem({ row, selected, dropTarget, innerRef }: RowItemProps) {
  const context = useTreeViewContext();
  const labelId = useId();
  const { node, kind } = row;
  const isNode = kind === 'node';
  const draggable = isNode && context.canDrag(node);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isOwn(event) || (event.target as HTMLElement).closest('.vt-tree__actions')) return;
    context.focusRow(row.id, false);
    const onTwisty = (event.target as HTMLElement).closest('.vt-tree__twisty');
    if (onTwisty && row.expandable) context.toggle(row);
    else context.activate(row);
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isOwn(event) || !row.expandable) return;
    if ((event.target as HTMLElement).closest('.vt-tree__twisty')) return;
    context.toggle(row);
  };

  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    if (!isOwn(event)) return;
    // Stop here: the drag is ours, nothing above needs to see it.
    event.stopPropagation();
    if (!draggable) {
      event.preventDefault();
      return;
    }
    event.dataTransfer.setData(TREE_NODE_MIME, JSON.stringify({ ids: [row.id] }));
    event.dataTransfer.setData('text/plain', node.name);
    event.dataTransfer.effectAllowed = 'move';
    context.dragRef.current = { ids: [row.id], data: [node.data] };
  };
  const accepts = (event: DragEvent<HTMLDivElement>) =>
    isNode && context.canDrop(context.sourceOf(event.dataTransfer), node);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!accepts(event)) {
      if (dropTarget) context.store.setDropTarget(null);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    // Files from the desktop are copied in (uploaded); the page's own drags move.
    event.dataTransfer.dropEffect = dragHasFiles(event.dataTransfer) ? 'copy' : 'move';
    context.store.setDropTarget(row.id);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (dropTarget) context.store.setDropTarget(null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const source = context.sourceOf(event.dataTransfer);
    context.store.setDropTarget(null);
    if (!isNode || !context.canDrop(source, node)) return;
    event.preventDefault();
    event.stopPropagation();
    context.dragRef.current = null;
    context.drop(source, node, event.dataTransfer);
  };

  const label =
    kind === 'loadMore'
      ? node.name || context.loadMoreLabel
      : isNode && context.renderLabel
        ? context.renderLabel(node)
        : node.name;

  // The actions button (a Radix dropdown) is mounted once the row is in use (pointer over it, focus,
  // selected), not for every rendered row: a row stays light while the list scrolls.
  const [inUse, setInUse] = useState(false);
  const dwell = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(dwell.current), []);
  const intent = () => {
    if (!isNode) return;
    setInUse(true);
    context.intent(node);
  };
  // A pointer passing over rows asks nothing; one that stays a moment prefetches the row's actions.
  const onPointerEnter = () => {
    if (!isNode) return;
    setInUse(true);
    clearTimeout(dwell.current);
    dwell.current = setTimeout(() => context.intent(node), INTENT_DWELL_MS);
  };
  const onPointerLeave = () => clearTimeout(dwell.current);

  // A name cut by the row's width shows in full in the tree's one tooltip: when the pointer rests on
  // the row (the tooltip delay) and while the row has keyboard focus. The treeitem's accessible name
  // is the full label either way.
  const labelRef = useRef<HTMLSpanElement | null>(null);
  const fullNameTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showFullName = (delay: number) => {
    clearTimeout(fullNameTimer.current);
    if (!isNode) return;
    fullNameTimer.current = setTimeout(() => {
      if (labelRef.current) context.showFullName(row.id, labelRef.current, label);
    }, delay);
  };
  const hideFullName = () => {
    clearTimeout(fullNameTimer.current);
    context.hideFullName(row.id);
  };
  const { hideFullName: hideInTree } = context;
  useEffect(
    () => () => {
      clearTimeout(fullNameTimer.current);
      hideInTree(row.id);
    },
    [hideInTree, row.id],
  );
  const labelElement = (
    <span id={labelId} ref={labelRef} className="vt-tree__label">
      {label}
    </span>
  );

  const content = (
    <div className="vt-tree__row-content" style={{ paddingInlineStart: indentOf(row.level, context.indent) }}>
      <span className="vt-tree__twisty" data-expandable={row.expandable || undefined} aria-hidden="true">
        {row.expandable ? (
          <IconChevronRight className="vt-tree__twisty-icon" size={16} aria-hidden="true" />
        ) : null}
      </span>
      {kind === 'loading' || (kind === 'loadMore' && node.processing) ? (
        <span className="vt-tree__spinner" aria-hidden="true" />
      ) : null}
      {isNode && context.renderIcon ? (
        <span className="vt-tree__icon" aria-hidden="true">
          {context.renderIcon(node, { isOpen: row.isOpen })}
        </span>
      ) : null}
      {labelElement}
    </div>
  );

  const hasActions = isNode && context.hasActions;
  // Asked on every render of this row only (a few dozen rows are rendered at a time).
  const items = hasActions ? context.getActions(node) : EMPTY_ITEMS;
  // A row with no action at all (a heading) has no actions button; one whose actions are still
  // being decided (permissions on their way) shows it disabled. The context menu stays wrapped
  // either way (it opens nothing while empty), so the row is never re-mounted when actions arrive.
  const hasActionButton = hasActions && items.some((item) => item.type === undefined || item.type === 'item');
  const actionsLabel = useMemo(
    () => interpolate(context.locale.rowActions, { name: node.name }),
    [context.locale.rowActions, node.name],
  );

  const item = (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard equivalents (Enter, Space, arrows) are the tree's, in TreeView
    <div
      ref={innerRef}
      role="treeitem"
      aria-labelledby={labelId}
      aria-level={row.level}
      aria-posinset={row.posinset}
      aria-setsize={row.setsize}
      aria-expanded={row.expandable ? row.isOpen : undefined}
      aria-selected={isNode && node.selectable !== false ? selected : undefined}
      aria-busy={node.processing || kind === 'loading' || undefined}
      tabIndex={-1}
      className="vt-tree__row"
      data-vt-row-id={row.id}
      data-kind={kind}
      data-level={row.level}
      data-selected={selected || undefined}
      data-open={row.isOpen || undefined}
      data-processing={node.processing || undefined}
      data-drop-target={dropTarget || undefined}
      draggable={draggable || undefined}
      onFocus={(event) => {
        event.stopPropagation();
        if (!isOwn(event)) return;
        intent();
        // Keyboard focus (not a click) on a row whose name is cut shows the name in full.
        if (event.target === event.currentTarget && event.currentTarget.matches(':focus-visible'))
          showFullName(0);
      }}
      onBlur={(event) => {
        if (isOwn(event)) hideFullName();
      }}
      onPointerEnter={(event) => {
        onPointerEnter();
        if (isOwn(event)) showFullName(tooltipDefaults.delayDuration);
      }}
      onPointerLeave={() => {
        onPointerLeave();
        hideFullName();
      }}
      onPointerDown={(event) => {
        if (isOwn(event)) hideFullName();
      }}
      onContextMenuCapture={intent}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {content}
      {hasActionButton && (inUse || selected) ? (
        <span className="vt-tree__actions">
          <ActionMenu
            items={items}
            label={actionsLabel}
            trigger={
              <IconButton
                label={actionsLabel}
                icon={<IconMore />}
                size="sm"
                tabIndex={-1}
                className="vt-tree__actions-button"
              />
            }
          />
        </span>
      ) : null}
    </div>
  );

  return hasActions ? (
    <ContextMenu items={items} label={actionsLabel}>
      {item}
    </ContextMenu>
  ) : (
    item
  );
});

const EMPTY_ITEMS: readonly TreeActionItem[] = [];

/** How long the pointer rests on a row before its actions are prefetched (decided). */
const INTENT_DWELL_MS = 150;
