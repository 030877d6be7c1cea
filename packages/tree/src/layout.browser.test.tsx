// The trees in a narrow panel (issue 14): a long name ends with an ellipsis and keeps its full name
// (the row's accessible name, and a tooltip under the pointer and on keyboard focus); a tree never
// scrolls sideways, and a deep row keeps its twisty and icon in view; the sets toolbar's icon
// buttons are named and explained by a tooltip. In Debian chromium, on the mocks.
import '@vitrine/ui/styles.css';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TreeViewNode } from './base/model';
import { TreeView } from './base/TreeView';
import { createPageMocks, MockedProvider } from './logical/browser-mocks';
import { LogicalTree } from './logical/LogicalTree';
import { SetTree } from './sets/SetTree';
import './styles.css';

/** The narrow panel width the issue names. */
const NARROW = 240;

async function renderNarrow(tree: ReactNode) {
  const mocks = createPageMocks({ slowMs: 0 });
  await render(
    <MockedProvider mocks={mocks}>
      <div style={{ width: NARROW, height: 400, display: 'flex', flexDirection: 'column' }}>{tree}</div>
    </MockedProvider>,
  );
}

/** The element that scrolls a tree's rows. */
const listOf = (treeName: string) =>
  page
    .getByRole('tree', { name: treeName })
    .element()
    .querySelector<HTMLElement>('.vt-tree__list') as HTMLElement;

/** A row's label element. */
const labelOf = (row: Element) => row.querySelector<HTMLElement>('.vt-tree__label') as HTMLElement;

/** The label is cut (its text is wider than its box) and the cut shows as an ellipsis. */
function expectEllipsis(label: HTMLElement) {
  expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  const style = getComputedStyle(label);
  expect(style.textOverflow).toBe('ellipsis');
  expect(style.overflowX).toBe('hidden');
  expect(style.whiteSpace).toBe('nowrap');
}

const LONG = 'Quarterly brand campaign photography for the northern European retail stores';

/** `depth` nested nodes, each open, the deepest with a long name. */
function nested(depth: number): { nodes: TreeViewNode[]; open: string[] } {
  let node: TreeViewNode = { id: `d${depth}`, name: `Level ${depth} ${LONG}` };
  const open: string[] = [];
  for (let level = depth - 1; level >= 1; level--) {
    node = { id: `d${level}`, name: `Level ${level}`, children: [node] };
    open.push(`d${level}`);
  }
  return { nodes: [node], open };
}

describe('a tree in a 240 px panel', () => {
  it('ends a long name with an ellipsis, keeps the full name as the row name, and does not scroll sideways', async () => {
    const nodes: TreeViewNode[] = [
      { id: 'long', name: LONG },
      { id: 'short', name: 'Press' },
    ];
    await renderNarrow(<TreeView aria-label="Places" nodes={nodes} renderIcon={() => <svg />} />);
    const row = page.getByRole('tree', { name: 'Places' }).getByRole('treeitem', { name: LONG, exact: true });
    await expect.element(row).toBeVisible();
    expectEllipsis(labelOf(row.element()));
    const list = listOf('Places');
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  });

  it('keeps a deep row in view: no sideways scroll, its twisty and icon inside the list', async () => {
    const { nodes, open } = nested(14);
    await renderNarrow(
      <TreeView aria-label="Deep" nodes={nodes} defaultOpen={open} renderIcon={() => <svg />} />,
    );
    const tree = page.getByRole('tree', { name: 'Deep' });
    const deepest = tree.getByRole('treeitem', { name: `Level 14 ${LONG}`, exact: true });
    await expect.element(deepest).toBeVisible();
    const list = listOf('Deep');
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const box = list.getBoundingClientRect();
    for (const level of [13, 14]) {
      const row = tree.getByRole('treeitem', { name: new RegExp(`^Level ${level}\\b`) }).element();
      for (const part of ['.vt-tree__twisty', '.vt-tree__icon']) {
        const rect = (row.querySelector(part) as HTMLElement).getBoundingClientRect();
        expect(rect.right, `${part} of level ${level}`).toBeLessThanOrEqual(box.right);
        expect(rect.left).toBeGreaterThanOrEqual(box.left);
      }
    }
    // The name is still there to read, cut with an ellipsis.
    expectEllipsis(labelOf(deepest.element()));
    expect(labelOf(deepest.element()).clientWidth).toBeGreaterThan(40);
  });

  it('the logical tree: "Browse by Geographical Location" ends with an ellipsis, no sideways scroll', async () => {
    await renderNarrow(<LogicalTree defaultOpen={['logical:timeline']} />);
    const tree = page.getByRole('tree', { name: 'Logical views' });
    const row = tree.getByRole('treeitem', { name: /^Browse by Geographical Location/ });
    await expect.element(row).toBeVisible();
    expectEllipsis(labelOf(row.element()));
    const list = listOf('Logical views');
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  });
});

describe('the full name of a cut row', () => {
  const nodes: TreeViewNode[] = [
    { id: 'press', name: 'Press' },
    { id: 'long', name: LONG },
  ];
  const tree = () => page.getByRole('tree', { name: 'Places' });

  it('shows in a tooltip when the pointer rests on the row, and goes when it leaves', async () => {
    await renderNarrow(<TreeView aria-label="Places" nodes={nodes} />);
    const row = tree().getByRole('treeitem', { name: LONG, exact: true });
    await userEvent.hover(labelOf(row.element()));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(LONG);
    await userEvent.hover(tree().getByRole('treeitem', { name: 'Press', exact: true }));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('goes when the list scrolls (the row moves away from it)', async () => {
    const many: TreeViewNode[] = [
      { id: 'long', name: LONG },
      ...Array.from({ length: 40 }, (_, i) => ({ id: `n${i}`, name: `Folder ${i}` })),
    ];
    await renderNarrow(<TreeView aria-label="Places" nodes={many} />);
    // Shown for keyboard focus, so no pointer movement is what hides it.
    await userEvent.click(tree().getByRole('treeitem', { name: 'Folder 0', exact: true }));
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(tree().getByRole('treeitem', { name: LONG, exact: true })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(LONG);
    listOf('Places').scrollTop = 20;
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows when keyboard focus lands on the row, and not for a name that fits', async () => {
    await renderNarrow(<TreeView aria-label="Places" nodes={nodes} />);
    await userEvent.click(tree().getByRole('treeitem', { name: 'Press', exact: true }));
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tree().getByRole('treeitem', { name: LONG, exact: true })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(LONG);
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(tree().getByRole('treeitem', { name: 'Press', exact: true })).toHaveFocus();
    // 'Press' fits: no tooltip, even after the tooltip delay.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe("the sets toolbar's buttons", () => {
  it('are named and say what they do in a tooltip, on hover and on keyboard focus', async () => {
    await renderNarrow(<SetTree />);
    const names = ['New Virtual Set', 'New collection'];
    for (const name of names) {
      const button = page.getByRole('button', { name, exact: true });
      await expect.element(button).toBeVisible();
      // An icon only: the name is not drawn as text, so the tooltip is what a sighted user reads.
      expect(button.element().textContent).toBe('');
      await userEvent.hover(button);
      await expect.element(page.getByRole('tooltip', { name, exact: true })).toBeInTheDocument();
      // The pointer moves on, down to the rows: the tooltip goes. (A tooltip stays while the pointer
      // may be on its way to it; the test's pointer jumps in one move, so it moves twice.)
      await userEvent.hover(page.getByRole('treeitem', { name: 'Favourites', exact: true }));
      await userEvent.hover(page.getByRole('treeitem', { name: 'Empty set', exact: true }));
      await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    }
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: names[0], exact: true })).toHaveFocus();
    await expect
      .element(page.getByRole('tooltip', { name: names[0] as string, exact: true }))
      .toBeInTheDocument();
  });
});
