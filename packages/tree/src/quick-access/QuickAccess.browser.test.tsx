// Quick access in a real browser (Debian chromium) on the mocks: unpin removes the entry at once and
// puts it back when the server refuses (spec 000 §4, §8); "go to" selects the item and asks the host
// to reveal it; entries are never a drop target (spec 000 §4).
import { currentDb } from '@vitrine/mocks';
import '@vitrine/ui/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../base/base.css';
import { createPageMocks, MockedProvider, route } from '../logical/browser-mocks';
import type { TreeSelection } from '../selection';
import { isQuickAccessElement, QuickAccess } from './QuickAccess';
import './quick-access.css';

const list = () => page.getByRole('tree', { name: 'Quick access' });
const entry = (name: string) => list().getByRole('treeitem', { name: new RegExp(`^${name}\\s*,`) });
const names = () =>
  [...document.querySelectorAll('[data-vt-quick-access] [role="treeitem"] .vt-tree__label')].map(
    (label) => label.firstChild?.textContent,
  );
const hasToast = (kind: string, message: string) => () =>
  [...document.querySelectorAll('.vt-ui__toast')].some(
    (toast) => toast.getAttribute('data-kind') === kind && toast.textContent?.includes(message),
  );

async function renderQuickAccess() {
  const mocks = createPageMocks();
  const onValueChange = vi.fn<(selection: TreeSelection | null) => void>();
  const onReveal = vi.fn<(selection: TreeSelection) => void>();
  await render(
    <MockedProvider mocks={mocks}>
      <div style={{ width: 320 }}>
        <QuickAccess height={240} onValueChange={onValueChange} onReveal={onReveal} />
      </div>
    </MockedProvider>,
  );
  await expect.element(entry('Catalogue')).toBeVisible();
  return { mocks, onValueChange, onReveal };
}

async function unpin(name: string) {
  await entry(name).click();
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  await page.getByRole('menuitem', { name: 'Unpin' }).click();
}

describe('unpin from quick access (spec 000 §4: unpin removes)', () => {
  it('removes the entry before the server answers, then confirms', async () => {
    const { mocks } = await renderQuickAccess();
    const release = mocks.hold(route('POST', '/api/pinneditems/folder'));
    await unpin('Marketing');
    // optimistic: gone while the request is held
    await expect.poll(names).toEqual(['Catalogue', 'Hero images', '2025', 'France']);
    release();
    await expect.poll(hasToast('success', 'Folder has been unpinned.')).toBe(true);
    const marketing = currentDb().folders.find((folder) => folder.name === 'Marketing');
    expect(currentDb().pinnedFor(1).folders).not.toContain(marketing?.id);
    await expect.poll(names).toEqual(['Catalogue', 'Hero images', '2025', 'France']);
  });

  it('puts the entry back when the server refuses (spec 000 §8 success-style failure toast)', async () => {
    const { mocks } = await renderQuickAccess();
    mocks.fail(route('POST', '/api/pinneditems/folder'), 500);
    const release = mocks.hold(route('POST', '/api/pinneditems/folder'));
    await unpin('Marketing');
    await expect.poll(names).toEqual(['Catalogue', 'Hero images', '2025', 'France']);
    release();
    await expect.poll(hasToast('success', 'Failed to unpin the folder.')).toBe(true);
    await expect.poll(names).toEqual(['Catalogue', 'Marketing', 'Hero images', '2025', 'France']);
  });

  it('unpins a logical view', async () => {
    const { mocks } = await renderQuickAccess();
    await unpin('2025');
    await expect.poll(hasToast('success', 'Logical view has been unpinned.')).toBe(true);
    expect(mocks.requests).toContain('POST /api/pinneditems/logicalview');
    expect(currentDb().pinnedFor(1).logicalViewStrings).toEqual(['location/France']);
  });
});

describe('go to', () => {
  it('Enter on an entry selects its item and asks the host to reveal it', async () => {
    const { onValueChange, onReveal } = await renderQuickAccess();
    await entry('Catalogue').click();
    const catalogue = currentDb().folders.find((folder) => folder.name === 'Catalogue');
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'folder', id: catalogue?.id });
    await userEvent.keyboard('{End}');
    await expect.element(entry('France')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'logical', nodeId: 'location/France' });
    expect(onReveal).toHaveBeenLastCalledWith({ kind: 'logical', nodeId: 'location/France' });
    await expect.element(entry('France')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('never a drop target (spec 000 §4)', () => {
  it('marks its rows for the host and accepts no drag', async () => {
    await renderQuickAccess();
    const row = entry('Catalogue').element();
    expect(isQuickAccessElement(row)).toBe(true);
    expect(isQuickAccessElement(document.body)).toBe(false);
    const transfer = new DataTransfer();
    transfer.setData('application/x-vitrine-tree-node', JSON.stringify({ ids: ['folder:1'] }));
    const over = new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer });
    row.dispatchEvent(over);
    // a drop target calls preventDefault on dragover; quick access never does
    expect(over.defaultPrevented).toBe(false);
  });
});

describe('nothing pinned (issue 15)', () => {
  it('shows its empty state, and is no tree and no tab stop', async () => {
    const mocks = createPageMocks({ user: 'editor' });
    await render(
      <MockedProvider mocks={mocks}>
        <button type="button">Before</button>
        <div style={{ width: 320 }}>
          <QuickAccess height={240} />
        </div>
        <button type="button">After</button>
      </MockedProvider>,
    );
    await expect.element(page.getByText('Nothing is pinned yet.')).toBeVisible();
    expect(page.getByRole('tree').query()).toBeNull();
    const root = document.querySelector('[data-vt-quick-access]');
    expect(root?.getAttribute('data-state')).toBe('empty');
    const stops = [...(root?.querySelectorAll<HTMLElement>('*') ?? [])].filter((element) => element.tabIndex >= 0);
    expect(stops).toEqual([]);
    // Tab goes from the button before the list straight to the one after it.
    await page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('After');
  });
});
