// <TreeView>: the accessible, virtualized tree every Vitrine tree sits on (folders, sets, logical
// views, quick access). react-arborist virtualizes the rows; this component owns what the WAI-ARIA
// tree pattern asks for on top: explicit aria-level / aria-posinset / aria-setsize / aria-expanded /
// aria-selected on every rendered row, roving focus, the full keyboard model, row actions (context
// menu and actions button), native drag and drop with a canDrop rule, lazy children ('Loading...'),
// "Load more..." rows and the processing state.
//
// Cost: react-arborist is given only the visible rows, and the same array as long as the rows keep
// their shape (model.ts `sameStructure`): a rename, a processing flag, a selection or a drop hover
// re-render one row through the row store, never the arborist model.
import { isContextMenuKey, useControllableState, useT } from '@vitrine/ui';
import {
  type CSSProperties,
  type FocusEvent,
  type ForwardedRef,
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type NodeApi, type RowRendererProps, Tree, type TreeApi } from 'react-arborist';
import { noopDndBackend, TREE_NODE_MIME, type TreeDragSource } from './dnd';
import { FullNameTooltip, type FullNameTooltipHandle } from './FullNameTooltip';
import { type TreeViewLocaleOverrides, useTreeViewLocale } from './locale';
import {
  expandableSiblingIds,
  findTypeAhead,
  flattenVisible,
  sameStructure,
  type TreeRow,
  type TreeViewNode,
} from './model';
import { createRowStore } from './row-store';
import { type TreeActionItem, TreeViewContext, type TreeViewContextValue, TreeViewRow } from './TreeViewRow';

/** Defaults of {@link TreeViewProps}, declared once (STYLE habit 2). */
export const defaultTreeViewProps = {
  rowHeight: 32,
  indent: 16,
  overscanCount: 8,
  /** Type-ahead forgets what was typed after this pause (WAI-ARIA tree pattern). */
  typeAheadResetMs: 500,
  /** Height used when the tree cannot measure its box (no laid-out parent yet). */
  fallbackHeight: 320,
} as const;

/** Imperative handle of a <TreeView> (`ref`). */
export interface TreeViewHandle {
  /** Moves keyboard focus to a visible row (and scrolls to it). */
  focus(id: string): void;
  /** Scrolls a visible row into view. */
  scrollTo(id: string): void;
}

/** Props of {@link TreeView}. */
export interface TreeViewProps<T = unknown> {
  /** The top-level nodes; children nest in `children` (see TreeViewNode). */
  nodes: readonly TreeViewNode<T>[];
  /** Accessible name of the tree (or use `aria-labelledby`). */
  'aria-label'?: string;
  /** Id of the element that names the tree. */
  'aria-labelledby'?: string;
  /** The selected node's id; `null` for none. The tree never changes it itself: see onSelect. */
  selectedId?: string | null;
  /** Called when the user selects a node (click, Enter, Space). */
  onSelect?: (event: { id: string; node: TreeViewNode<T> }) => void;
  /** Open node ids (controlled). */
  open?: readonly string[];
  /** Open node ids at first (uncontrolled). */
  defaultOpen?: readonly string[];
  /** Called with the new open ids whenever a node opens or closes, in both modes. */
  onOpenChange?: (open: string[]) => void;
  /** Called when a node whose children are 'unloaded' opens: load them. */
  onLoadChildren?: (event: { id: string; node: TreeViewNode<T> }) => void;
  /** Called when a "Load more..." row is activated (click, Enter, Space). */
  onLoadMore?: (event: { id: string; node: TreeViewNode<T>; parentId: string | null }) => void;
  /** The actions of a row: its context menu, its actions button, and Shift+F10 / the Menu key. */
  getActions?: (node: TreeViewNode<T>) => readonly TreeActionItem[];
  /** F2 on a row. */
  onRename?: (event: { id: string; node: TreeViewNode<T> }) => void;
  /** Delete on a row. */
  onDelete?: (event: { id: string; node: TreeViewNode<T> }) => void;
  /** Whether a row can be dragged (none by default). */
  canDrag?: (node: TreeViewNode<T>) => boolean;
  /** Whether a drag may be dropped on a row; without it nothing is dropped. */
  canDrop?: (event: { source: TreeDragSource<T>; target: TreeViewNode<T> }) => boolean;
  /** A drop that canDrop accepted. `dataTransfer` holds an external drag's data. */
  onDrop?: (event: {
    source: TreeDragSource<T>;
    target: TreeViewNode<T>;
    dataTransfer: DataTransfer | null;
  }) => void;
  /**
   * The user may be about to act on a row (the pointer is over it, it got focus, a right click): a
   * place to prefetch what its actions need (permissions), so the menu opens complete.
   */
  onRowIntent?: (node: TreeViewNode<T>) => void;
  /** Renders a row's label (default: the node's name). */
  renderLabel?: (node: TreeViewNode<T>) => ReactNode;
  /** Renders a row's icon (default: none). */
  renderIcon?: (node: TreeViewNode<T>, state: { isOpen: boolean }) => ReactNode;
  /** Shown instead of the rows when there are none. */
  renderEmpty?: () => ReactNode;
  /** Fixed height in px; by default the tree fills its parent's height. */
  height?: number;
  /** Row height in px (default 32). */
  rowHeight?: number;
  /** Indent per level in px (default 16). */
  indent?: number;
  /** Partial override of the tree's own strings. */
  locale?: TreeViewLocaleOverrides;
  /** Extra class on the root element (`vt-tree__view`). */
  className?: string;
  /** Imperative handle: focus(id), scrollTo(id). */
  ref?: Ref<TreeViewHandle>;
}

/** The container arborist would render rows in is ours; rows render in TreeViewRow. */
function NoNode() {
  return null;
}

/**
 * The element the rows sit in. react-window (under react-arborist) sets `pointer-events: none` on
 * it while the list scrolls and for 150 ms after the last scroll event; a click in that time (right
 * after a wheel turn, or while the list still glides) fell through the rows onto the tree element,
 * which took focus as if tabbed into: the click was lost, and the tree scrolled back to the selected
 * row. The rows stay clickable here: the list never hides them from the pointer.
 */
const RowsElement = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function RowsElement(
  { style, ...rest },
  ref,
) {
  const { pointerEvents: _whileScrolling, ...kept } = style ?? {};
  // Room above the first row and below the last for the focus ring (react-arborist moves the rows
  // down by `paddingTop`; the element that holds them grows by both paddings, as its own does).
  const height = `${Number.parseFloat(String(kept.height ?? 0)) + 2 * LIST_PADDING}px`;
  return <div ref={ref} style={{ ...kept, height }} {...rest} />;
});

/**
 * Space above the first row and below the last, in px: the focused row's ring (2 px plus a 2 px
 * offset, --vt-focus-ring) is drawn outside the row and would be cut by the list's edges.
 */
const LIST_PADDING = 4;

/** The row arborist renders: ours, fed from the row store. */
function ArboristRow(props: RowRendererProps<TreeRow<unknown>>) {
  return <TreeViewRow arboristNode={props.node} innerRef={props.innerRef} attrs={props.attrs} />;
}

function useMeasuredHeight(fixed: number | undefined) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (fixed !== undefined) return;
    const element = ref.current;
    if (!element) return;
    const read = () => setMeasured(Math.floor(element.clientHeight));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return {
    ref,
    height: fixed ?? (measured && measured > 0 ? measured : defaultTreeViewProps.fallbackHeight),
  };
}

/**
 * An accessible, virtualized tree (WAI-ARIA tree pattern) on react-arborist. Generic: give it
 * `TreeViewNode`s; the folder, set, logical and quick-access trees build theirs from the API.
 *
 * Keyboard: Up/Down move; Right opens, or moves to the first child; Left closes, or moves to the
 * parent; Home/End; type a name to jump to it (a space typed within the name goes on typing); Enter,
 * or Space when no name is being typed, selects (or loads more); `*` opens all siblings; F2 renames;
 * Delete deletes; Shift+F10 or the Menu key opens the row's actions.
 */
export const TreeView = forwardRef(TreeViewRender) as <T = unknown>(
  props: TreeViewProps<T>,
) => ReactElement | null;

// `forwardRef` rather than React 19's ref-as-prop: hosts on React 18.3 get the handle too.
function TreeViewRender<T>(props: TreeViewProps<T>, ref: ForwardedRef<TreeViewHandle>) {
  // Callbacks are read through `latest` when they run, so rows need not re-render when they change.
  const { nodes, selectedId = null, getActions, renderLabel, renderIcon, renderEmpty, className } = props;
  const rowHeight = props.rowHeight ?? defaultTreeViewProps.rowHeight;
  const indent = props.indent ?? defaultTreeViewProps.indent;
  const t = useT();
  const locale = useTreeViewLocale(props.locale);
  const loadingLabel = t('common.loading');

  const [open, setOpen] = useControllableState<readonly string[]>({
    value: props.open,
    defaultValue: props.defaultOpen ?? [],
    onChange: props.onOpenChange as ((open: readonly string[]) => void) | undefined,
  });
  const openSet = useMemo(() => new Set(open), [open]);

  // The visible rows; react-arborist gets the previous array back while the shape is the same.
  const rows = useMemo(
    () => flattenVisible(nodes, (id) => openSet.has(id), loadingLabel),
    [nodes, openSet, loadingLabel],
  );
  const dataRef = useRef<readonly TreeRow<T>[]>(rows);
  if (!sameStructure(dataRef.current as TreeRow<unknown>[], rows as TreeRow<unknown>[]))
    dataRef.current = rows;
  const data = dataRef.current;

  const [store] = useState(() => createRowStore<T>());
  useLayoutEffect(() => store.setRows(rows), [store, rows]);
  useLayoutEffect(() => store.setSelected(selectedId), [store, selectedId]);

  const apiRef = useRef<TreeApi<TreeRow<T>> | null>(null);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const fullNameRef = useRef<FullNameTooltipHandle | null>(null);
  const wrapperElement = useCallback(() => wrapperRef.current, []);
  const dragRef = useRef<{ ids: string[]; data: (T | undefined)[] } | null>(null);
  const typeAhead = useRef<{ text: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    text: '',
    timer: undefined,
  });
  const measured = useMeasuredHeight(props.height);

  // Latest callbacks, so the context (and every row) stays stable across renders.
  const latest = useRef({ props, setOpen, open });
  latest.current = { props, setOpen, open };

  const setNodeOpen = useCallback((row: TreeRow<T>, next: boolean) => {
    const { setOpen: set, props: current } = latest.current;
    if (!row.expandable || row.isOpen === next) return;
    set((ids) => (next ? [...ids, row.id] : ids.filter((id) => id !== row.id)));
    if (next && row.node.children === 'unloaded') current.onLoadChildren?.({ id: row.id, node: row.node });
  }, []);

  const pendingMoreFocus = useRef<{ id: string; index: number } | null>(null);
  const activate = useCallback(
    (row: TreeRow<T>) => {
      const current = latest.current.props;
      if (row.kind === 'loading') return;
      if (row.kind === 'loadMore') {
        if (row.node.processing) return;
        // When the new rows arrive, focus moves to the first of them (in the same commit, where the
        // "Load more..." row was), if that row still has focus then.
        const element = document.activeElement;
        if (element?.getAttribute('data-vt-row-id') === row.id)
          pendingMoreFocus.current = { id: row.id, index: row.index };
        current.onLoadMore?.({ id: row.id, node: row.node, parentId: row.parentId });
        return;
      }
      if (row.node.selectable === false) {
        setNodeOpen(row, !row.isOpen);
        return;
      }
      current.onSelect?.({ id: row.id, node: row.node });
    },
    [setNodeOpen],
  );

  const focusRow = useCallback((id: string, scroll = true) => {
    apiRef.current?.focus(id, { scroll });
  }, []);

  const rowElement = useCallback((id: string): HTMLElement | null => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return null;
    return wrapper.querySelector<HTMLElement>(`[data-vt-row-id="${CSS.escape(id)}"]`);
  }, []);

  const openMenu = useCallback(
    (row: TreeRow<T>) => {
      // Keyboard users open the same context menu a right click opens (Shift+F10 / Menu key).
      const element = rowElement(row.id);
      if (!element) return;
      const box = element.getBoundingClientRect();
      element.dispatchEvent(
        new MouseEvent('contextmenu', {
          bubbles: true,
          cancelable: true,
          clientX: Math.round(box.left + Math.min(box.width / 2, 48)),
          clientY: Math.round(box.top + box.height / 2),
        }),
      );
    },
    [rowElement],
  );

  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const api = apiRef.current;

      const target = event.target as HTMLElement;
      // Keys typed in a portal (an open menu) bubble through React, not through our DOM: leave them.
      if (!api || !event.currentTarget.contains(target) || !target.closest('[role="tree"]')) return;
      if (target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]')) return;
      const all = store.rows();
      if (all.length === 0) return;
      const focusedId = api.focusedNode?.id ?? null;
      const selected = latest.current.props.selectedId;
      const current =
        (focusedId !== null ? store.row(focusedId) : undefined) ??
        (selected ? store.row(selected) : undefined) ??
        (all[0] as TreeRow<T>);
      const at = (index: number) => all[Math.max(0, Math.min(all.length - 1, index))] as TreeRow<T>;
      const current$ = latest.current.props;
      // Type-ahead (WAI-ARIA tree pattern): what was typed within the pause, matched from this row.
      const typeAheadTo = (key: string) => {
        const buffer = typeAhead.current;
        clearTimeout(buffer.timer);
        buffer.text += key;
        buffer.timer = setTimeout(() => {
          buffer.text = '';
        }, defaultTreeViewProps.typeAheadResetMs);
        const index = findTypeAhead(all, current.index, buffer.text);
        if (index >= 0) focusRow(at(index).id);
      };
      let handled = true;
      switch (event.key) {
        case 'ArrowDown':
          focusRow(at(current.index + 1).id);
          break;
        case 'ArrowUp':
          focusRow(at(current.index - 1).id);
          break;
        case 'ArrowRight':
          if (current.expandable && !current.isOpen) setNodeOpen(current, true);
          else if (current.isOpen && at(current.index + 1).parentId === current.id)
            focusRow(at(current.index + 1).id);
          break;
        case 'ArrowLeft':
          if (current.isOpen) setNodeOpen(current, false);
          else if (current.parentId !== null) focusRow(current.parentId);
          break;
        case 'Home':
          focusRow(at(0).id);
          break;
        case 'End':
          focusRow(at(all.length - 1).id);
          break;
        case ' ':
          // Typing a name with a space in it ("New Y" for "New York") goes on typing; a Space on its
          // own selects, like Enter.
          if (typeAhead.current.text !== '') {
            typeAheadTo(' ');
            break;
          }
          focusRow(current.id, false);
          activate(current);
          break;
        case 'Enter':
          focusRow(current.id, false);
          activate(current);
          break;
        case 'F2':
          if (current.kind === 'node') current$.onRename?.({ id: current.id, node: current.node });
          break;
        case 'Delete':
          if (current.kind === 'node') current$.onDelete?.({ id: current.id, node: current.node });
          break;
        case 'ContextMenu':
        case 'F10':
          // Shift+F10 or the Menu key: the row's context menu (the key stops here, so @vitrine/ui's
          // ContextMenu, which listens for it too, does not open a second one).
          if (isContextMenuKey(event)) openMenu(current);
          else handled = false;
          break;
        case '*':
          for (const id of expandableSiblingIds(all, current)) {
            const row = store.row(id);
            if (row && !row.isOpen) setNodeOpen(row, true);
          }
          break;
        default: {
          const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
          if (!printable) {
            // Tab, PageUp and PageDown stay with react-arborist; everything else is nobody's.
            handled = false;
            break;
          }
          typeAheadTo(event.key);
        }
      }
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    [store, focusRow, setNodeOpen, activate, openMenu],
  );

  useImperativeHandle(
    ref,
    () => ({
      focus: (id: string) => focusRow(id),
      scrollTo: (id: string) => {
        void apiRef.current?.scrollTo(id);
      },
    }),
    [focusRow],
  );

  // "Load more..." brought rows: the first of them takes the focus the row had (same place, no scroll).
  useLayoutEffect(() => {
    const pending = pendingMoreFocus.current;
    if (!pending) return;
    const now = rows[pending.index];
    if (!now || now.id === pending.id) return;
    pendingMoreFocus.current = null;
    const element = document.activeElement;
    const stillThere =
      !element || element === document.body || element.getAttribute('data-vt-row-id') === pending.id;
    if (stillThere && now.kind === 'node') apiRef.current?.focus(now.id, { scroll: false });
  }, [rows]);

  // When the row with focus goes away (a deleted folder), focus moves to the row now in its place
  // instead of falling to the page.
  const lastFocus = useRef<{ id: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const last = lastFocus.current;
    if (!last || rows.length === 0 || rows.some((row) => row.id === last.id)) return;
    // Only when focus fell to the page with the row; focus anywhere else is the user's.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = rows[Math.min(last.index, rows.length - 1)] as TreeRow<T>;
    lastFocus.current = { id: next.id, index: next.index };
    apiRef.current?.focus(next.id);
  }, [rows]);
  const onFocusOut = useCallback((event: FocusEvent<HTMLDivElement>) => {
    // Focus left for somewhere else on the page (not: the row went away, which moves it to <body>).
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) lastFocus.current = null;
  }, []);

  // Bring the selected row into view the first time it is visible (an expanded path, a search hit).
  const revealed = useRef<string | null>(null);
  const selectedIndex = selectedId === null ? -1 : rows.findIndex((row) => row.id === selectedId);
  // The scroll offset the list was last given by `reveal`, until someone else (the user, the
  // keyboard) moves it: while it holds, the list's place is a function of the layout alone.
  const placedAt = useRef<number | null>(null);
  // The selected row (its ring's padding included) scrolled into the list's view. The list's own
  // scroller is moved directly: react-arborist's scrollTo leaves out the list's padding and scrolls
  // a frame later, so a row measured after it could still end a few px outside the view.
  const reveal = useCallback(
    (index: number, from?: number) => {
      const scroller = wrapperRef.current?.querySelector<HTMLElement>('.vt-tree__list');
      if (!scroller || index < 0) return;
      const top = index * rowHeight;
      const bottom = top + rowHeight + 2 * LIST_PADDING;
      const current = from ?? scroller.scrollTop;
      let next = current;
      if (top < current) next = top;
      else if (bottom > current + scroller.clientHeight) next = bottom - scroller.clientHeight;
      scroller.scrollTop = next;
      placedAt.current = scroller.scrollTop;
    },
    [rowHeight],
  );
  useEffect(() => {
    if (selectedIndex < 0 || selectedId === null || revealed.current === selectedId) return;
    revealed.current = selectedId;
    reveal(selectedIndex);
  }, [selectedIndex, selectedId, reveal]);
  // When the list's height changes (its panel section grows or shrinks while the other sections
  // load), a list still where `reveal` put it is placed again as if it had this height from the start
  // (so the same layout always shows the same rows, whatever order the sections loaded in); a
  // selected row the user scrolled but kept in view stays whole in view; one the user scrolled away
  // from stays where it is.
  const listHeight = measured.height;
  const lastHeight = useRef(listHeight);
  useEffect(() => {
    const before = lastHeight.current;
    lastHeight.current = listHeight;
    const scroller = wrapperRef.current?.querySelector<HTMLElement>('.vt-tree__list');
    if (!scroller || selectedIndex < 0 || listHeight <= 0 || before === listHeight) return;
    if (placedAt.current !== null && Math.abs(scroller.scrollTop - placedAt.current) <= 1) {
      reveal(selectedIndex, 0);
      return;
    }
    const top = selectedIndex * rowHeight;
    const wasInView = top + rowHeight > scroller.scrollTop && top < scroller.scrollTop + before;
    if (wasInView) reveal(selectedIndex);
  }, [listHeight, selectedIndex, rowHeight, reveal]);

  // Tabbing into the tree lands on the row that had focus, else the selected row, else the first
  // (WAI-ARIA tree pattern); react-arborist alone would pick the first row.
  const onFocusCapture = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      const api = apiRef.current;
      const target = event.target as HTMLElement;
      const id = target.closest('[data-vt-row-id]')?.getAttribute('data-vt-row-id');
      const focused = id ? store.row(id) : undefined;
      if (focused) lastFocus.current = { id: focused.id, index: focused.index };
      // Only a tab into the tree (focus on the tree element itself, from outside) is redirected; a
      // click on a row keeps its row (RowsElement keeps rows clickable while the list scrolls).
      if (!api || target.getAttribute('role') !== 'tree') return;
      if (event.currentTarget.contains(event.relatedTarget as Node | null) || api.focusedNode) return;
      const selected = latest.current.props.selectedId;
      if (selected && store.row(selected)) api.focus(selected, { scroll: true });
    },
    [store],
  );

  const sourceOf = useCallback((dataTransfer: DataTransfer): TreeDragSource<T> => {
    const drag = dragRef.current;
    const types = [...dataTransfer.types];
    if (drag && types.includes(TREE_NODE_MIME)) return { kind: 'node', ids: drag.ids, data: drag.data };
    return { kind: 'external', types };
  }, []);

  const context = useMemo<TreeViewContextValue<T>>(
    () => ({
      store,
      rowHeight,
      indent,
      locale,
      loadMoreLabel: t('common.loadMore'),
      hasActions: getActions !== undefined,
      getActions: (node) => latest.current.props.getActions?.(node) ?? [],
      renderLabel,
      renderIcon,
      focusRow,
      activate,
      toggle: (row) => setNodeOpen(row, !row.isOpen),
      canDrag: (node) => latest.current.props.canDrag?.(node) ?? false,
      canDrop: (source, target) => latest.current.props.canDrop?.({ source, target }) ?? false,
      drop: (source, target, dataTransfer) => latest.current.props.onDrop?.({ source, target, dataTransfer }),
      intent: (node) => latest.current.props.onRowIntent?.(node),
      showFullName: (id, label, content) => fullNameRef.current?.show(id, label, content),
      hideFullName: (id) => fullNameRef.current?.hide(id),
      dragRef,
      sourceOf,
    }),
    [
      store,
      rowHeight,
      indent,
      locale,
      t,
      getActions,
      renderLabel,
      renderIcon,
      focusRow,
      activate,
      setNodeOpen,
      sourceOf,
    ],
  );

  const hideFullName = useCallback(() => fullNameRef.current?.hide(), []);

  const onDragEnd = useCallback(() => {
    dragRef.current = null;
    store.setDropTarget(null);
  }, [store]);

  const style = useMemo(() => ({ '--vt-tree-row-height': `${rowHeight}px` }) as CSSProperties, [rowHeight]);

  return (
    <TreeViewContext.Provider value={context as unknown as TreeViewContextValue<unknown>}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: routes the keys of the role="tree" inside it before react-arborist sees them */}
      <div
        ref={(element) => {
          wrapperRef.current = element;
          measured.ref.current = element;
        }}
        className={className ? `vt-tree__view ${className}` : 'vt-tree__view'}
        data-empty={rows.length === 0 || undefined}
        style={style}
        onKeyDownCapture={onKeyDownCapture}
        onFocusCapture={onFocusCapture}
        onBlur={onFocusOut}
        onDragEnd={onDragEnd}
        // A scrolled list moves the rows away from the full-name tooltip's anchor.
        onScrollCapture={hideFullName}
      >
        {rows.length === 0 && renderEmpty ? <div className="vt-tree__empty">{renderEmpty()}</div> : null}
        <Tree<TreeRow<T>>
          ref={apiRef as Ref<TreeApi<TreeRow<T>> | undefined>}
          data={data}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          width="100%"
          height={rows.length === 0 ? rowHeight + 2 * LIST_PADDING : measured.height}
          rowHeight={rowHeight}
          indent={0}
          paddingTop={LIST_PADDING}
          paddingBottom={LIST_PADDING}
          overscanCount={defaultTreeViewProps.overscanCount}
          disableMultiSelection
          disableEdit
          disableDrag
          disableDrop
          dndBackend={noopDndBackend}
          renderRow={ArboristRow as unknown as (props: RowRendererProps<TreeRow<T>>) => ReactNode}
          innerElementType={RowsElement}
          className="vt-tree__list"
        >
          {NoNode}
        </Tree>
        <FullNameTooltip ref={fullNameRef} container={wrapperElement} />
      </div>
    </TreeViewContext.Provider>
  );
}

/** react-arborist's node type under TreeView, for code that reads the imperative API. */
export type TreeViewArboristNode<T> = NodeApi<TreeRow<T>>;
