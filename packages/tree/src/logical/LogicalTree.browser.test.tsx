// The logical tree in a real browser (Debian chromium) on the mocks: lazy branches load once and show
// 'Loading...' until filled (spec 000 §4), and the WAI-ARIA tree keyboard model selects logical views
// (spec 000 §2) and opens a row's actions (pin, spec 000 §4).
import { currentDb } from '@vitrine/mocks';
import '@vitrine/ui/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../base/base.css';
import type { TreeSelection } from '../selection';
import { createPageMocks, MockedProvider, route } from './browser-mocks';
import { LogicalTree, type LogicalTreeProps } from './LogicalTree';
import './logical.css';

const tree = () => page.getByRole('tree', { name: 'Logical views' });
const row = (name: string | RegExp) =>
  tree().getByRole('treeitem', { name, exact: typeof name === 'string' });
const loadingRow = () => row('Loading...');
/** Whether a toast of this kind shows this message. */
const hasToast = (kind: string, message: string) => () =>
  [...document.querySelectorAll('.vt-ui__toast')].some(
    (toast) => toast.getAttribute('data-kind') === kind && toast.textContent?.includes(message),
  );

async function renderTree(props: LogicalTreeProps = {}) {
  const mocks = createPageMocks();
  const onValueChange = vi.fn<(selection: TreeSelection | null) => void>();
  const screen = await render(
    <MockedProvider mocks={mocks}>
      <div style={{ width: 320 }}>
        <LogicalTree height={420} onValueChange={onValueChange} {...props} />
      </div>
    </MockedProvider>,
  );
  await expect.element(row('Browse by Timeline')).toBeVisible();
  return { mocks, onValueChange, screen };
}

describe('lazy branches (spec 000 §4: load once, show Loading... until filled)', () => {
  it('asks nothing before a branch opens', async () => {
    const { mocks } = await renderTree();
    expect(mocks.requests.filter((line) => line.includes('/api/logical/'))).toEqual([]);
  });

  it('shows Loading... under the opened branch until its call answers, then the years', async () => {
    const { mocks } = await renderTree();
    const release = mocks.hold(route('GET', '/api/logical/date'));
    await row('Browse by Timeline').click();
    await expect.element(loadingRow()).toBeVisible();
    await expect.element(loadingRow()).toHaveAttribute('aria-level', '2');
    await expect.element(loadingRow()).toHaveAttribute('aria-busy', 'true');
    release();
    await expect.element(row(/^2018 \(\d+\)$/)).toBeVisible();
    await expect.element(loadingRow()).not.toBeInTheDocument();
    expect(mocks.count('/api/logical/date')).toBe(1);
  });

  it('closing and opening again asks nothing more', async () => {
    const { mocks } = await renderTree();
    const timeline = row('Browse by Timeline');
    await timeline.click();
    await expect.element(row(/^2018 \(\d+\)$/)).toBeVisible();
    await timeline.click();
    await expect.element(row(/^2018 \(\d+\)$/)).not.toBeInTheDocument();
    await timeline.click();
    // filled at once: no 'Loading...' in between, no second request
    await expect.element(row(/^2018 \(\d+\)$/)).toBeVisible();
    expect(mocks.count('/api/logical/date')).toBe(1);
    // another field of Data Tags is its own lazy branch, also asked once
    await row('Browse by Data Tags').click();
    await row('Author').click();
    await expect.element(row(/^Mei Tanaka \(\d+\)$/)).toBeVisible();
    await row('Author').click();
    await row('Author').click();
    await expect.element(row(/^Mei Tanaka \(\d+\)$/)).toBeVisible();
    expect(mocks.requests.filter((line) => line.includes('field=author'))).toHaveLength(1);
  });

  it('removes a branch that answers no rows (spec 000 §4)', async () => {
    const { mocks } = await renderTree();
    const release = mocks.hold(route('GET', '/api/logical/location'));
    // no file has a location: the call answers an empty list
    for (const image of currentDb().images) image.imageLocation = null;
    await row('Browse by Geographical Location').click();
    await expect.element(loadingRow()).toBeVisible();
    release();
    await expect.element(row('Browse by Geographical Location')).not.toBeInTheDocument();
    await expect.element(row('Browse by Timeline')).toBeVisible();
  });
});

describe('keyboard (WAI-ARIA tree pattern)', () => {
  it('arrows move and open, Enter selects a view, Enter on a heading only opens it', async () => {
    const { onValueChange } = await renderTree();
    await row('Browse by Timeline').click();
    await expect.element(row(/^2018 \(\d+\)$/)).toBeVisible();
    // the click left focus on the heading, now open
    await expect.element(row('Browse by Timeline')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(row(/^2018 \(\d+\)$/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(row(/^2018 \(\d+\)$/)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const firstMonth = tree().getByRole('treeitem', { level: 3 }).first();
    await expect.element(firstMonth).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'logical', nodeId: 'date-2018-08' });
    await expect.element(firstMonth).toHaveAttribute('aria-selected', 'true');
    // Left goes back to the parent, Left again closes it
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(row(/^2018 \(\d+\)$/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(row(/^2018 \(\d+\)$/)).toHaveAttribute('aria-expanded', 'false');
    // Home, End, type-ahead
    await userEvent.keyboard('{End}');
    await expect.element(row('Browse by Custom Data Fields')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(row('Browse by Timeline')).toHaveFocus();
    await userEvent.keyboard('2021');
    await expect.element(row(/^2021 \(\d+\)$/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(
      '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}',
    );
    await expect.element(row('Browse by Geographical Location')).toHaveFocus();
    // Enter on a heading opens it and selects nothing
    onValueChange.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect.element(row('Browse by Geographical Location')).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('Shift+F10 opens the row actions; Pin pins the view (spec 000 §4)', async () => {
    const { mocks } = await renderTree({ defaultOpen: ['logical:location'] });
    // France is pinned already in the seed; Brazil is not
    await row(/^Brazil \(\d+\)$/).click();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await expect.element(page.getByRole('menuitem', { name: 'Pin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => mocks.requests).toContain('POST /api/pinneditems/logicalview');
    await expect.poll(hasToast('success', 'Logical view has been pinned.')).toBe(true);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await expect.element(page.getByRole('menuitem', { name: 'Unpin' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  });

  it('a selection from outside opens the way to it', async () => {
    await renderTree({ defaultValue: { kind: 'logical', nodeId: 'location/France/Île-de-France/Paris' } });
    await expect.element(row(/^Paris \(\d+\)$/)).toHaveAttribute('aria-selected', 'true');
    await expect.element(row(/^Paris \(\d+\)$/)).toHaveAttribute('aria-level', '4');
  });
});

describe('icons (issue 14: as the folder and sets trees)', () => {
  /** The `data-icon` of the decorative icon in a row, or null when it has none. */
  const iconOf = (name: string | RegExp) => {
    const icon = row(name).element().querySelector('.vt-tree__icon svg');
    expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
    return icon?.getAttribute('data-icon') ?? null;
  };

  it("each heading shows its branch's icon, a Data Tags field a tag, a logical view the views' icon", async () => {
    await renderTree({ defaultOpen: ['logical:dataTags', 'logical:timeline'], height: 640 });
    await expect.element(row(/^2018 \(\d+\)$/)).toBeVisible();
    expect(iconOf('Browse by Timeline')).toBe('timeline');
    expect(iconOf('Browse by Data Tags')).toBe('dataTags');
    expect(iconOf('Browse by Geographical Location')).toBe('location');
    expect(iconOf('Browse by Custom Data Fields')).toBe('customFields');
    expect(iconOf('Author')).toBe('field');
    expect(iconOf(/^2018 \(\d+\)$/)).toBe('view');
  });
});
