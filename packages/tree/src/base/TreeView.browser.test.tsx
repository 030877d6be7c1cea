// <TreeView> in a real browser (Debian chromium): a click while the list scrolls, type-ahead with
// a space in the name, and the actions button only on rows that have actions.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithMocks } from '../folder/test-utils';
import type { TreeViewNode } from './model';
import { TreeView, type TreeViewProps } from './TreeView';

const label = 'Places';
const tree = () => page.getByRole('tree', { name: label });
const row = (name: string) => tree().getByRole('treeitem', { name, exact: true });

/** `count` top-level nodes 'Folder 001', 'Folder 002'… with ids n1, n2… */
const numbered = (count: number): TreeViewNode[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `n${i + 1}`,
    name: `Folder ${String(i + 1).padStart(3, '0')}`,
  }));

/** A TreeView whose selection follows onSelect, as every Vitrine tree does. */
function Harness(props: Omit<TreeViewProps, 'selectedId'> & { initialSelected?: string }) {
  const { initialSelected = null, onSelect, ...rest } = props;
  const [selected, setSelected] = useState<string | null>(initialSelected);
  return (
    <TreeView
      aria-label={label}
      height={320}
      selectedId={selected}
      onSelect={(event) => {
        setSelected(event.id);
        onSelect?.(event);
      }}
      {...rest}
    />
  );
}

/** The element that scrolls the rows (react-window's outer element). */
const scroller = () => tree().element().querySelector<HTMLElement>('.vt-tree__list') as HTMLElement;

/**
 * Keeps the list moving by a pixel each frame, as a list still gliding after a wheel turn does:
 * react-window counts it as scrolling the whole time. Returns the function that stops it.
 */
function keepScrolling(list: HTMLElement): () => void {
  let step = 1;
  let frame = requestAnimationFrame(function nudge() {
    list.scrollTop += step;
    step = -step;
    frame = requestAnimationFrame(nudge);
  });
  return () => cancelAnimationFrame(frame);
}

describe('a click while the list scrolls', () => {
  it('selects the clicked row and leaves the list where it is, the selected row far out of view', async () => {
    const onSelect = vi.fn();
    await renderWithMocks(<Harness nodes={numbered(300)} initialSelected="n1" onSelect={onSelect} />);
    await expect.element(row('Folder 001')).toHaveAttribute('aria-selected', 'true');

    const list = scroller();
    list.scrollTop = 100 * 32;
    await expect.element(row('Folder 105')).toBeInTheDocument();
    await expect.element(row('Folder 001')).not.toBeInTheDocument();
    const stop = keepScrolling(list);
    try {
      // force: a person clicks where the row is drawn; Playwright's own checks would wait for the
      // list to settle (and scroll again), which is not what a user's click does.
      await row('Folder 105').click({ force: true });
    } finally {
      stop();
    }

    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 'n105' });
    await expect.element(row('Folder 105')).toHaveAttribute('aria-selected', 'true');
    await expect.element(row('Folder 105')).toHaveFocus();
    // Not scrolled back to the row that was selected before.
    expect(list.scrollTop).toBeGreaterThanOrEqual(100 * 32 - 1);
    await expect.element(row('Folder 001')).not.toBeInTheDocument();
  });
});

describe('type-ahead (WAI-ARIA tree pattern)', () => {
  const cities: TreeViewNode[] = ['Newark', 'New Haven', 'New Orleans', 'New York', 'Norwich'].map(
    (name) => ({
      id: name.toLowerCase().replace(' ', '-'),
      name,
    }),
  );

  it('takes a space typed within a name as part of it, not as Space selecting the row', async () => {
    const onSelect = vi.fn();
    await renderWithMocks(<Harness nodes={cities} onSelect={onSelect} />);
    await userEvent.click(row('Norwich'));
    onSelect.mockClear();
    await userEvent.keyboard('{Home}');

    await userEvent.keyboard('New Y');
    await expect.element(row('New York')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(row('Newark')).toHaveAttribute('aria-selected', 'false');

    // After the pause, Space on its own selects the row with focus.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 'new-york' });
    await expect.element(row('New York')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('row actions', () => {
  it('draws no actions button on a row that has no actions, and one on a row that has', async () => {
    const nodes: TreeViewNode[] = [
      { id: 'heading', name: 'Browse by Timeline', selectable: false, children: [{ id: 'y', name: '2025' }] },
      { id: 'press', name: 'Press' },
    ];
    await renderWithMocks(
      <Harness
        nodes={nodes}
        defaultOpen={['heading']}
        getActions={(node) =>
          node.id === 'heading' ? [] : [{ id: 'pin', label: `Pin ${node.name}`, onSelect: () => undefined }]
        }
      />,
    );
    // A row in use (under the pointer, focused) shows its actions button.
    await userEvent.hover(row('Press'));
    await expect.element(page.getByRole('button', { name: 'Actions for Press' })).toBeInTheDocument();
    await userEvent.hover(row('Browse by Timeline'));
    await userEvent.click(row('Browse by Timeline'));
    await expect.element(row('Browse by Timeline')).toHaveFocus();
    await expect
      .element(page.getByRole('button', { name: 'Actions for Browse by Timeline' }))
      .not.toBeInTheDocument();
    await expect.element(row('Browse by Timeline').getByRole('button')).not.toBeInTheDocument();
  });
});

/** 40 rows with 'Folder 012' selected in a list whose height the test sets, as the panel's sections load. */
function Resizing(props: { height: number; onResize: (resize: (next: number) => void) => void }) {
  const [current, setCurrent] = useState(props.height);
  props.onResize(setCurrent);
  return <Harness nodes={numbered(40)} initialSelected="n12" height={current} />;
}

describe('the selected row kept in view while the list changes height', () => {
  async function renderResizing(height: number) {
    let resize: (next: number) => void = () => {};
    await renderWithMocks(<Resizing height={height} onResize={(set) => (resize = set)} />);
    await expect.element(row('Folder 012')).toBeVisible();
    return (next: number) => act(() => resize(next));
  }

  it('shows the same rows for the same height, whatever heights it had before', async () => {
    // Row 12 (index 11) ends at 12 × 32 + 8 = 392 px: a 320 px list scrolls by 72 px to show it.
    const resize = await renderResizing(320);
    await expect.poll(() => scroller().scrollTop).toBe(72);
    // A short list first (another section took the room), then the room back: the list goes back to
    // where a 320 px list is placed, not to where the short one left it.
    await resize(120);
    await expect.poll(() => scroller().scrollTop).toBe(392 - 120);
    await resize(320);
    await expect.poll(() => scroller().scrollTop).toBe(72);
    // Tall enough for row 12 without scrolling: at the top.
    await resize(480);
    await expect.poll(() => scroller().scrollTop).toBe(0);
  });

  it('leaves a list the user scrolled where the user put it, the selected row still whole in view', async () => {
    const resize = await renderResizing(320);
    await expect.poll(() => scroller().scrollTop).toBe(72);
    scroller().scrollTop = 40;
    await expect.poll(() => scroller().scrollTop).toBe(40);
    await resize(360);
    await expect.element(row('Folder 012')).toBeVisible();
    expect(scroller().scrollTop).toBe(40);
    // Scrolled away from the selected row: a change of height does not bring it back.
    scroller().scrollTop = 32 * 20;
    await expect.element(row('Folder 012')).not.toBeInTheDocument();
    await resize(300);
    expect(scroller().scrollTop).toBe(32 * 20);
  });
});
