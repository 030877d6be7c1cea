// The sets tree in a real browser (Debian chromium) on the mocks: drag and drop with the mouse
// (Playwright drives a real HTML5 drag), the keyboard "Move to…" alternative, the delete-cancelled
// message and the confirmation for more than 10 dropped images (spec 000 §4, §8; spec 001 §5).
import { currentDb } from '@vitrine/mocks';
import '@vitrine/ui/styles.css';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { setFilesDragData } from '../base';
import '../base/base.css';
import type { TreeSelection } from '../selection';
import { MockedProvider, routeApiToMocks } from './browser-mocks';
import { SetTree, type SetTreeProps } from './SetTree';
import './sets.css';

routeApiToMocks();

/** The tree in a 300 × 460 panel, and files a "view" lets the user drag. */
function Panel(props: SetTreeProps) {
  const [selection, setSelection] = useState<TreeSelection | null>(null);
  return (
    <MockedProvider>
      <div style={{ display: 'flex', gap: 24, padding: 8 }}>
        <div style={{ height: 460, width: 300, display: 'flex', flexDirection: 'column' }}>
          <SetTree expanded {...props} value={selection} onValueChange={setSelection} />
        </div>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {[3, 11].map((count) => (
            <li
              key={count}
              draggable
              style={{ padding: 8, border: '1px solid' }}
              onDragStart={(event) =>
                setFilesDragData(event.dataTransfer, {
                  imageIds: currentDb()
                    .images.slice(0, count)
                    .map((image) => image.id),
                })
              }
            >
              {count} files
            </li>
          ))}
        </ul>
      </div>
    </MockedProvider>
  );
}

const tree = () => page.getByRole('tree', { name: 'Virtual Set' });
const row = (name: string) => tree().getByRole('treeitem', { name, exact: true });
const dialog = () => page.getByRole('alertdialog');
const toast = (text: string) => page.getByText(text, { exact: false }).first();
const setOf = (name: string) => currentDb().sets.find((s) => s.name === name);

async function renderPanel(props: SetTreeProps = {}) {
  const screen = await render(<Panel {...props} />);
  await expect.element(row('Favourites')).toBeVisible();
  return screen;
}

describe('dragging a set (spec 000 §4)', () => {
  it('onto a set asks move confirmation, then moves it under that set', async () => {
    await renderPanel();
    await userEvent.dragAndDrop(row('Favourites'), row('To review'));
    await expect.element(dialog()).toHaveAccessibleName('Favourites → To review');
    await expect
      .element(dialog())
      .toHaveAccessibleDescription('Do you want to move this Virtual Set into the chosen Virtual Set?');
    await dialog().getByRole('button', { name: 'Move' }).click();
    await expect.element(toast('Virtual Set has been moved.')).toBeVisible();
    await expect.element(row('Favourites')).toHaveAttribute('aria-level', '2');
    expect(setOf('Favourites')?.parentId).toBe(setOf('To review')?.id);
  });

  it('onto a group asks attach confirmation; cancelled, nothing moves', async () => {
    await renderPanel();
    await userEvent.dragAndDrop(row('Favourites'), row('Brand Book'));
    await expect
      .element(dialog())
      .toHaveAccessibleDescription('Do you want to attach this Virtual Set to the chosen collection?');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(setOf('Favourites')?.groupId).toBeNull();
    await expect.element(row('Favourites')).toHaveAttribute('aria-level', '1');
  });

  it('onto the top level (the blank under the rows) asks detach confirmation, then detaches it', async () => {
    await renderPanel({ defaultOpen: ['s12'] });
    // 8 rows of 32 px: the tree's lower part is blank, and that blank is the top level.
    await userEvent.dragAndDrop(row('Urgent'), tree(), { targetPosition: { x: 120, y: 400 } });
    await expect
      .element(dialog())
      .toHaveAccessibleDescription('Do you want to detach this Virtual Set and make it standalone?');
    await dialog().getByRole('button', { name: 'Move' }).click();
    await expect.element(row('Urgent')).toHaveAttribute('aria-level', '1');
    expect(setOf('Urgent')?.parentId).toBeNull();
  });

  it('onto the header, when the tree draws one, asks the same detach confirmation', async () => {
    await renderPanel({ header: true, defaultOpen: ['s12'] });
    await userEvent.dragAndDrop(
      row('Urgent'),
      page.getByRole('button', { name: 'Virtual Set', exact: true }),
    );
    await expect
      .element(dialog())
      .toHaveAccessibleDescription('Do you want to detach this Virtual Set and make it standalone?');
    await dialog().getByRole('button', { name: 'Move' }).click();
    await expect.element(row('Urgent')).toHaveAttribute('aria-level', '1');
    expect(setOf('Urgent')?.parentId).toBeNull();
  });

  it('onto its own descendant: refused, nothing is asked', async () => {
    await renderPanel({ defaultOpen: ['s12'] });
    await userEvent.dragAndDrop(row('To review'), row('Urgent'));
    await expect.element(row('To review')).toHaveAttribute('aria-level', '1');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(setOf('To review')?.parentId).toBeNull();
  });
});

describe('the keyboard alternative to dragging', () => {
  it('"Move to…" in the row menu (Shift+F10), then the same confirmation, all by keyboard', async () => {
    await renderPanel();
    // Tab past the toolbar (New Virtual Set, New collection) into the tree, down to Favourites
    // (4th row), and open its menu.
    await expect.element(page.getByRole('button', { name: 'New collection' })).toBeVisible();
    for (let i = 0; i < 3; i += 1) await userEvent.tab();
    await expect.element(row('Campaign 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(row('Favourites')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = page.getByRole('menu');
    await expect.element(menu.getByRole('group', { name: 'Move to…' })).toBeVisible();
    // type-ahead in the menu, then Enter
    await userEvent.keyboard('Clients');
    await expect.element(menu.getByRole('menuitem', { name: 'Clients', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(dialog())
      .toHaveAccessibleDescription('Do you want to attach this Virtual Set to the chosen collection?');
    // Cancel has focus first; Tab to Move
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(toast('Virtual Set has been moved.')).toBeVisible();
    expect(setOf('Favourites')?.groupId).toBe(currentDb().setGroups.find((g) => g.name === 'Clients')?.id);
  });
});

describe('delete (spec 000 §8)', () => {
  it("cancelled: 'Virtual set deletion was canceled.' and the set stays", async () => {
    await renderPanel();
    await row('Best of 2025').click();
    await userEvent.keyboard('{Delete}');
    await expect.element(dialog()).toHaveAccessibleDescription('Do you want to delete this Virtual Set?');
    await userEvent.keyboard('{Escape}');
    await expect.element(toast('Virtual set deletion was canceled.')).toBeVisible();
    await expect.element(row('Best of 2025')).toBeVisible();
    expect(setOf('Best of 2025')).toBeDefined();
  });
});

describe('files dropped from a view (spec 000 §4, spec 001 §5)', () => {
  it('more than 10 images on a set asks confirmation first; 3 are added at once', async () => {
    await renderPanel();
    await userEvent.dragAndDrop(page.getByText('11 files'), row('Empty set'));
    await expect.element(dialog()).toHaveAccessibleName('Empty set');
    await expect
      .element(dialog())
      .toHaveAccessibleDescription('Do you want to add 11 files to this Virtual Set?');
    await dialog().getByRole('button', { name: 'Add' }).click();
    await expect.element(toast('11 files added to the Virtual Set.')).toBeVisible();
    expect(setOf('Empty set')?.imageIds).toHaveLength(11);

    await userEvent.dragAndDrop(page.getByText('3 files'), row('Favourites'));
    await expect.element(toast('3 files added to the Virtual Set.')).toBeVisible();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('never on a group', async () => {
    await renderPanel();
    const before = currentDb().sets.map((s) => s.imageIds.length);
    await userEvent.dragAndDrop(page.getByText('3 files'), row('Clients'));
    await expect.element(row('Clients')).not.toHaveAttribute('data-drop-target');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(currentDb().sets.map((s) => s.imageIds.length)).toEqual(before);
  });
});

describe('selection and open state', () => {
  it('reports { kind: "set" } / { kind: "collection" } and opens down to a selected deep set', async () => {
    const seen: (TreeSelection | null)[] = [];
    await render(
      <MockedProvider>
        <div style={{ height: 460, width: 300, display: 'flex', flexDirection: 'column' }}>
          <SetTree
            expanded
            defaultValue={{ kind: 'set', id: 4 }}
            onValueChange={(value) => seen.push(value)}
          />
        </div>
      </MockedProvider>,
    );
    await expect.element(row('Mobile banners')).toHaveAttribute('aria-selected', 'true');
    await row('Clients').click();
    await row('Favourites').click();
    expect(seen).toEqual([
      { kind: 'collection', id: 3 },
      { kind: 'set', id: 11 },
    ]);
  });

  it('open state is controlled when `open` is given: the tree shows what the host says', async () => {
    const changes: string[][] = [];
    await render(
      <MockedProvider>
        <div style={{ height: 460, width: 300, display: 'flex', flexDirection: 'column' }}>
          <SetTree expanded open={['g1']} onOpenChange={(open) => changes.push(open)} />
        </div>
      </MockedProvider>,
    );
    await expect.element(row('Hero images')).toBeVisible();
    await row('Brand Book').click();
    await userEvent.keyboard('{ArrowRight}');
    expect(changes).toEqual([['g1', 'g2']]);
    // the host did not take it: Brand Book stays closed, Campaign 2026 open
    await expect.element(row('Brand Book')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(row('Hero images')).toBeVisible();
  });

  it('open state uncontrolled: starts at defaultOpen and reports each change', async () => {
    const changes: string[][] = [];
    await render(
      <MockedProvider>
        <div style={{ height: 460, width: 300, display: 'flex', flexDirection: 'column' }}>
          <SetTree expanded defaultOpen={['g1']} onOpenChange={(open) => changes.push(open)} />
        </div>
      </MockedProvider>,
    );
    await expect.element(row('Hero images')).toBeVisible();
    await row('Brand Book').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(row('Logo usage')).toBeVisible();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect.element(row('Hero images')).not.toBeInTheDocument();
    expect(changes).toEqual([['g1', 'g2'], ['g2']]);
  });
});
