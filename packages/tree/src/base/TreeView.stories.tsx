// <TreeView>, the accessible virtualized tree under every Vitrine tree, on a small static library.
// What it reports (select, open, load children, load more, rename, delete) goes to the actions
// panel; play functions assert on those spies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type TreeViewNode, UNLOADED } from './model';
import { TreeView, type TreeViewProps } from './TreeView';
import './base.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { TreeView, UNLOADED } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

const nodes = [
  { id: 'marketing', name: 'Marketing', children: [{ id: 'print', name: 'Print' }] },
  { id: 'events', name: 'Events', children: UNLOADED }, // loads when opened
];

function Albums() {
  const [selected, setSelected] = useState(null);
  return (
    <div style={{ height: 320 }}>
      <TreeView
        aria-label="Albums"
        nodes={nodes}
        selectedId={selected}
        onSelect={({ id }) => setSelected(id)}
        onLoadChildren={({ id }) => loadAlbums(id)}
      />
    </div>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <Albums />
</VitrineProvider>`;

type Demo = { kind: string };

/** A small library: two levels loaded, one folder lazy, one with a "Load more..." row. */
function demoNodes(): TreeViewNode<Demo>[] {
  const leaf = (id: string, name: string): TreeViewNode<Demo> => ({ id, name, data: { kind: 'folder' } });
  return [
    {
      id: 'marketing',
      name: 'Marketing',
      data: { kind: 'folder' },
      children: [
        leaf('campaigns', 'Campaigns'),
        leaf('social', 'Social Media'),
        leaf('print', 'Print'),
        leaf('email', 'Email'),
      ],
    },
    {
      id: 'products',
      name: 'Products',
      data: { kind: 'folder' },
      children: [
        ...Array.from({ length: 5 }, (_, i) => leaf(`sku-${1001 + i}`, `SKU-${1001 + i}`)),
        { id: 'products::more', name: 'Load more...', kind: 'loadMore' },
      ],
    },
    { id: 'events', name: 'Events', data: { kind: 'folder' }, children: UNLOADED },
    { id: 'brand', name: 'Brand Assets', data: { kind: 'folder' }, processing: true },
    leaf('press', 'Press'),
  ];
}

/** The products' next page, as a host's data hook would append it. */
function withMoreProducts(current: readonly TreeViewNode<Demo>[]): TreeViewNode<Demo>[] {
  return current.map((node) =>
    node.id === 'products' && Array.isArray(node.children)
      ? {
          ...node,
          children: [
            ...node.children.filter((child) => child.kind !== 'loadMore'),
            ...Array.from({ length: 3 }, (_, i) => ({ id: `sku-${1006 + i}`, name: `SKU-${1006 + i}` })),
          ],
        }
      : node,
  );
}

/**
 * The tree as a host drives it: it keeps the selection and appends the next page on "Load more...",
 * and reports every event to the story's action spies.
 */
function TreeViewHost(args: TreeViewProps<Demo>) {
  const [nodes, setNodes] = useState(args.nodes);
  const [selected, setSelected] = useState(args.selectedId ?? null);
  return (
    <div style={{ height: 320, width: 320, display: 'flex', flexDirection: 'column' }}>
      <TreeView<Demo>
        {...args}
        nodes={nodes}
        selectedId={selected}
        onSelect={(event) => {
          setSelected(event.id);
          args.onSelect?.(event);
        }}
        onLoadMore={(event) => {
          setNodes(withMoreProducts);
          args.onLoadMore?.(event);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'tree/Base/TreeView',
  component: TreeView as (props: TreeViewProps<Demo>) => ReactElement | null,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Folders',
    nodes: demoNodes(),
    selectedId: null,
    onSelect: fn(),
    onOpenChange: fn(),
    onLoadChildren: fn(),
    onLoadMore: fn(),
    onRename: fn(),
    onDelete: fn(),
  },
  render: (args) => <TreeViewHost {...args} />,
} satisfies Meta<TreeViewProps<Demo>>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tree', { name: 'Folders' });

/** Closed top level: every row states its level, position and set size. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const rows = await within(tree(canvasElement)).findAllByRole('treeitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveAttribute('aria-level', '1');
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '5');
    await expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    // a leaf has no aria-expanded at all
    await expect(rows[4]).not.toHaveAttribute('aria-expanded');
  },
};

/** Open branches: children at level 2, the "Load more..." row last among them. */
export const Expanded: Story = {
  args: { defaultOpen: ['marketing', 'products'], selectedId: 'social' },
  play: async ({ canvasElement }) => {
    const social = await within(tree(canvasElement)).findByRole('treeitem', { name: 'Social Media' });
    await expect(social).toHaveAttribute('aria-level', '2');
    await expect(social).toHaveAttribute('aria-selected', 'true');
    const more = within(tree(canvasElement)).getByRole('treeitem', { name: 'Load more...' });
    await expect(more).toHaveAttribute('aria-posinset', '6');
    await expect(more).toHaveAttribute('aria-setsize', '6');
  },
};

/** A lazy branch that is open shows 'Loading...' until its children arrive (spec 000 §4). */
export const LoadingChildren: Story = {
  args: { defaultOpen: ['events'] },
  play: async ({ canvasElement }) => {
    const loading = await within(tree(canvasElement)).findByRole('treeitem', { name: 'Loading...' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveAttribute('aria-level', '2');
  },
};

/** Opening a lazy branch asks the host for its children (`onLoadChildren`), once. */
export const LoadChildren: Story = {
  play: async ({ canvasElement, args }) => {
    const row = (name: string) => within(tree(canvasElement)).getByRole('treeitem', { name });
    await userEvent.tab();
    await waitFor(() => expect(row('Marketing')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(row('Events')).toHaveFocus());
    await expect(args.onLoadChildren).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row('Events')).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.onLoadChildren).toHaveBeenCalledTimes(1);
    await expect(args.onLoadChildren).toHaveBeenCalledWith(expect.objectContaining({ id: 'events' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(['events']);
  },
};

/** "Load more..." asks the host for the next page (`onLoadMore` with the parent's id). */
export const LoadMore: Story = {
  args: { defaultOpen: ['products'] },
  play: async ({ canvasElement, args }) => {
    const more = await within(tree(canvasElement)).findByRole('treeitem', { name: 'Load more...' });
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'products::more', parentId: 'products' }),
    );
    await expect(
      await within(tree(canvasElement)).findByRole('treeitem', { name: 'SKU-1008' }),
    ).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A node under an operation (a folder being deleted) is marked processing. */
export const Processing: Story = {
  play: async ({ canvasElement }) => {
    const brand = await within(tree(canvasElement)).findByRole('treeitem', { name: 'Brand Assets' });
    await expect(brand).toHaveAttribute('data-processing', 'true');
    await expect(brand).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing to show. */
export const Empty: Story = {
  args: { nodes: [], renderEmpty: () => 'No folders' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No folders')).toBeVisible();
  },
};

/** The keyboard model of the WAI-ARIA tree pattern. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const treeElement = tree(canvasElement);
    const row = (name: string) => within(treeElement).getByRole('treeitem', { name });
    await userEvent.tab();
    await waitFor(() => expect(row('Marketing')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row('Marketing')).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row('Campaigns')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row('Marketing')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(row('Press')).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(row('Marketing')).toHaveFocus());
    await userEvent.keyboard('pr');
    await waitFor(() => expect(row('Print')).toHaveFocus());
    // Moving never selects: only Enter does, then F2 renames and Delete deletes, one call each.
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'print' }));
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.keyboard('{F2}');
    await expect(args.onRename).toHaveBeenCalledTimes(1);
    await expect(args.onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 'print' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.keyboard('{Delete}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'print' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Row actions: the context menu (right click, Shift+F10) and the actions button carry the same items. */
export const Actions: Story = {
  args: {
    getActions: (node) => [
      { id: 'rename', label: 'Rename', shortcut: 'F2', onSelect: () => undefined },
      { type: 'separator', id: 'sep' },
      { id: 'delete', label: `Delete ${node.name}`, tone: 'danger', onSelect: () => undefined },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const treeElement = tree(canvasElement);
    const row = (name: string) => within(treeElement).getByRole('treeitem', { name });
    await userEvent.tab();
    await waitFor(() => expect(row('Marketing')).toHaveFocus());
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    // Arrow keys move in the menu, not in the tree behind it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete Marketing' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(row('Marketing')).toHaveFocus());
    // The actions button (shown on a row in use) opens the same items for pointer users.
    await userEvent.hover(row('Press'));
    await userEvent.click(await within(treeElement).findByRole('button', { name: 'Actions for Press' }));
    const dropdown = await body.findByRole('menu');
    await expect(within(dropdown).getByRole('menuitem', { name: 'Delete Press' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Drag a row onto another: canDrop decides, onDrop receives both. */
export const DragAndDrop: Story = {
  args: {
    canDrag: () => true,
    canDrop: ({ source, target }) => source.kind === 'node' && !source.ids.includes(target.id),
  },
  play: async ({ canvasElement }) => {
    const treeElement = tree(canvasElement);
    const press = within(treeElement).getByRole('treeitem', { name: 'Press' });
    await expect(press).toHaveAttribute('draggable', 'true');
  },
};
