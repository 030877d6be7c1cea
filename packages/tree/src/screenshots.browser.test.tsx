// Screenshot baselines of the trees, light theme, on the mocks' seeded library: the folder tree
// (open down to a long list, a selected folder and its "Load more..." row), the sets tree, the
// logical tree and quick access. Compared with __screenshots__/ (commit them; vitest writes a missing
// one, and fails on it when CI=true). Nothing is hovered or focused, so no pointer or focus state
// shows (the panel takes no pointer events: the mouse may rest where an earlier test file left it);
// selections come from the trees' `defaultValue`.
import { currentDb } from '@vitrine/mocks';
import '@vitrine/ui/styles.css';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FolderTree } from './folder/FolderTree';
import { createPageMocks, MockedProvider } from './logical/browser-mocks';
import { LogicalTree } from './logical/LogicalTree';
import { QuickAccess } from './quick-access/QuickAccess';
import { SetTree } from './sets/SetTree';
import './styles.css';

const ROW_HEIGHT = 32;
/** The space the list keeps above its first row and below its last (for the focus ring), together. */
const LIST_PADDING = 8;

/** Renders one tree in a 320 px wide panel on fresh mocks; the panel is what is compared. */
async function renderPanel(tree: () => ReactNode) {
  const mocks = createPageMocks({ slowMs: 0 });
  await render(
    <MockedProvider mocks={mocks}>
      <div
        data-testid="panel"
        style={{ width: 320, padding: 8, background: 'var(--vt-color-bg, #fff)', pointerEvents: 'none' }}
      >
        {tree()}
      </div>
    </MockedProvider>,
  );
  return page.getByTestId('panel');
}

const folderId = (name: string) => {
  const folder = currentDb().folders.find((f) => f.name === name);
  if (!folder) throw new Error(`no seeded folder ${name}`);
  return folder.id;
};

/** Scrolls a tree's list so that the row `name` is the `at`-th row from the top (0 is the first). */
async function scrollRowTo(treeName: string, name: string, at: number) {
  const tree = page.getByRole('tree', { name: treeName });
  const list = tree.element().querySelector<HTMLElement>('.vt-tree__list') as HTMLElement;
  const row = tree.getByRole('treeitem', { name, exact: true });
  // The list positions each row at its index × the row height (the row's shell carries `top`).
  const top = Number.parseFloat((row.element().parentElement as HTMLElement).style.top);
  const offset = top - at * ROW_HEIGHT;
  list.scrollTop = offset;
  await expect.poll(() => list.scrollTop).toBe(offset);
  await expect.element(row).toBeVisible();
}

describe('screenshot baselines, light theme', () => {
  it('folder tree: open down to a long list, a selected folder, "Load more..."', async () => {
    // Catalogue holds 120 folders: the first 100 load, then its "Load more..." row.
    const panel = await renderPanel(() => (
      <FolderTree
        defaultOpen={[0, folderId('Products'), folderId('Catalogue')]}
        defaultValue={{ kind: 'folder', id: folderId('SKU-1098') }}
        height={352}
      />
    ));
    const tree = page.getByRole('tree', { name: 'Folders' });
    await expect.element(tree.getByRole('treeitem', { name: 'Load more...' })).toBeInTheDocument();
    await expect
      .element(tree.getByRole('treeitem', { name: 'SKU-1098' }))
      .toHaveAttribute('aria-selected', 'true');
    await scrollRowTo('Folders', 'SKU-1098', 6);
    await expect.element(tree.getByRole('treeitem', { name: 'Load more...' })).toBeVisible();
    await expect.element(panel).toMatchScreenshot('folder-tree-light');
  });

  it('sets tree: collections and sets, one open, a selected set, the create toolbar', async () => {
    const panel = await renderPanel(() => (
      <SetTree defaultOpen={['g1', 's1']} defaultValue={{ kind: 'set', id: 2 }} height={352} />
    ));
    const tree = page.getByRole('tree', { name: 'Virtual Set' });
    await expect
      .element(tree.getByRole('treeitem', { name: 'Homepage' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('button', { name: 'New collection' })).toBeVisible();
    await expect.element(tree.getByRole('treeitem', { name: 'Favourites' })).toBeVisible();
    await expect.element(panel).toMatchScreenshot('sets-tree-light');
  });

  it('logical tree: the four branches with counts, the timeline open, a selected year', async () => {
    const panel = await renderPanel(() => (
      <LogicalTree
        defaultOpen={['logical:timeline']}
        defaultValue={{ kind: 'logical', nodeId: 'date-2025' }}
        height={13 * ROW_HEIGHT + LIST_PADDING}
      />
    ));
    const tree = page.getByRole('tree', { name: 'Logical views' });
    await expect
      .element(tree.getByRole('treeitem', { name: /^2025/ }))
      .toHaveAttribute('aria-selected', 'true');
    // The four headings and the nine years fit: nothing is scrolled out of the picture.
    await expect.element(tree.getByRole('treeitem', { name: /^Browse by Custom Data Fields/ })).toBeVisible();
    await expect.element(tree.getByRole('treeitem')).toHaveLength(13);
    await expect.element(panel).toMatchScreenshot('logical-tree-light');
  });

  it('quick access: pinned folders, sets and logical views, one selected', async () => {
    const panel = await renderPanel(() => (
      <QuickAccess defaultValue={{ kind: 'folder', id: folderId('Marketing') }} height={224} />
    ));
    const list = page.getByRole('tree', { name: 'Quick access' });
    await expect
      .element(list.getByRole('treeitem', { name: /^Marketing/ }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(list.getByRole('treeitem', { name: /^France/ })).toBeVisible();
    await expect.element(panel).toMatchScreenshot('quick-access-light');
  });
});
