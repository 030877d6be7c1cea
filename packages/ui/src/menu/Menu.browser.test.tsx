// The menus with a real keyboard in chromium: the WAI-ARIA menu button and menu patterns (Radix),
// Shift+F10 and the ContextMenu key for the context menu, and focus back where the user was.
import { createVitrineClient } from '@vitrine/api-client';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { VitrineProvider } from '../provider/VitrineProvider';
import { ActionMenu } from './ActionMenu';
import { ContextMenu } from './ContextMenu';
import type { MenuItem } from './items';

const client = createVitrineClient({
  fetch: () => Promise.reject(new Error('the menus call no API')),
});

function folderItems(onSelect: (id: string) => void): MenuItem[] {
  return [
    { type: 'label', id: 'folder', label: 'Folder' },
    { id: 'create', label: 'Create folder', onSelect: () => onSelect('create') },
    { id: 'rename', label: 'Rename', onSelect: () => onSelect('rename'), shortcut: 'F2' },
    { id: 'move', label: 'Move', onSelect: () => onSelect('move'), disabled: true },
    { type: 'separator', id: 'sep' },
    { id: 'delete', label: 'Delete', onSelect: () => onSelect('delete'), tone: 'danger' },
  ];
}

/** An action menu next to a focusable row with a context menu, and the last action chosen. */
function Harness({ onSelect }: { onSelect: (id: string) => void }) {
  const [last, setLast] = useState('none');
  const items = folderItems((id) => {
    setLast(id);
    onSelect(id);
  });
  return (
    <div>
      <ActionMenu label="Folder actions" items={items} />
      <ContextMenu label="Folder actions" items={items}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a tree row stands in; rows are focusable */}
        <div tabIndex={0} data-testid="row">
          Marketing
        </div>
      </ContextMenu>
      <p data-testid="last">{last}</p>
    </div>
  );
}

async function renderHarness() {
  const onSelect = vi.fn();
  const screen = await render(
    <VitrineProvider client={client}>
      <Harness onSelect={onSelect} />
    </VitrineProvider>,
  );
  return { screen, onSelect, trigger: screen.getByRole('button', { name: 'Folder actions' }) };
}

const menu = () => page.getByRole('menu');
const item = (name: string) => page.getByRole('menuitem', { name });

describe('ActionMenu (WAI-ARIA menu button)', () => {
  it('Enter opens it on the first item; arrows skip the disabled item; Escape returns focus', async () => {
    const { trigger } = await renderHarness();
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu()).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('Create folder')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Rename')).toHaveFocus();
    // 'Move' is disabled: focus goes past it to 'Delete'.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('ArrowDown opens it too; Enter on an item runs it after the menu has closed', async () => {
    const { screen, trigger, onSelect } = await renderHarness();
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Create folder')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByTestId('last')).toHaveTextContent('rename');
    expect(onSelect).toHaveBeenCalledTimes(1);
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('a disabled item cannot be chosen; the danger item, label and shortcut are exposed', async () => {
    const { trigger, onSelect } = await renderHarness();
    await trigger.click();
    await expect.element(item('Move')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(item('Delete')).toHaveAttribute('data-tone', 'danger');
    await expect.element(item('Rename')).toHaveAttribute('aria-keyshortcuts', 'F2');
    await expect.element(page.getByRole('group', { name: 'Folder' })).toBeVisible();
    await item('Move').click({ force: true });
    await expect.element(menu()).toBeVisible();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens above its button within 120 px of the window bottom, else below (spec 000 §9)', async () => {
    const oneItem: MenuItem[] = [{ id: 'rename', label: 'Rename', onSelect: () => undefined }];
    const at = (bottom: number) => (
      <div style={{ position: 'fixed', left: 20, bottom }}>
        <ActionMenu label="Placed actions" items={oneItem} />
      </div>
    );
    const screen = await render(<VitrineProvider client={client}>{at(100)}</VitrineProvider>);
    const trigger = screen.getByRole('button', { name: 'Placed actions' });
    // 100 px above the bottom: a one-item menu would fit below, but the spec flips it.
    await trigger.click();
    await expect.element(menu()).toBeVisible();
    const above = (menu().element() as HTMLElement).getBoundingClientRect();
    const button = (trigger.element() as HTMLElement).getBoundingClientRect();
    expect(window.innerHeight - button.bottom).toBeLessThan(120);
    expect(window.innerHeight - button.bottom).toBeGreaterThan(above.height + 12);
    expect(menu().element().getAttribute('data-side')).toBe('top');
    expect(above.bottom).toBeLessThanOrEqual(button.top);
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();

    // Far from the bottom: below.
    await screen.rerender(<VitrineProvider client={client}>{at(400)}</VitrineProvider>);
    await trigger.click();
    await expect.element(menu()).toBeVisible();
    expect(menu().element().getAttribute('data-side')).toBe('bottom');
    const below = (menu().element() as HTMLElement).getBoundingClientRect();
    expect(below.top).toBeGreaterThanOrEqual(
      (trigger.element() as HTMLElement).getBoundingClientRect().bottom,
    );
  });

  it('takes a custom trigger, named by its own text', async () => {
    const screen = await render(
      <VitrineProvider client={client}>
        <ActionMenu
          label="Sort"
          trigger={<button type="button">Sort</button>}
          items={[{ id: 'added', label: 'Added', onSelect: () => {} }]}
        />
      </VitrineProvider>,
    );
    const sort = screen.getByRole('button', { name: 'Sort' });
    await expect.element(sort).toHaveAttribute('aria-haspopup', 'menu');
    await sort.click();
    await expect.element(item('Added')).toBeVisible();
  });

  it('with nothing to choose, the trigger is disabled', async () => {
    const screen = await render(
      <VitrineProvider client={client}>
        <ActionMenu
          label="Set actions"
          items={[{ id: 'a', label: 'Rename', onSelect: () => {}, disabled: true }]}
        />
      </VitrineProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Set actions' })).toBeDisabled();
  });

  it('opens inside a themed .vt-ui__layer', async () => {
    const screen = await render(
      <VitrineProvider client={client} theme="dark">
        <ActionMenu label="Set actions" items={[{ id: 'a', label: 'Rename', onSelect: () => {} }]} />
      </VitrineProvider>,
    );
    await screen.getByRole('button', { name: 'Set actions' }).click();
    const layer = (menu().element() as HTMLElement).closest('.vt-ui__layer');
    expect(layer?.getAttribute('data-vt-theme')).toBe('dark');
  });
});

describe('ContextMenu', () => {
  it('Shift+F10 opens it on the focused element; Escape returns focus there', async () => {
    const { screen } = await renderHarness();
    const row = screen.getByTestId('row');
    (row.element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await expect.element(menu()).toBeVisible();
    await expect.element(menu()).toHaveAccessibleName('Folder actions');
    await expect.element(item('Create folder')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(row).toHaveFocus();
  });

  it('the ContextMenu key opens it; choosing an item runs it and focus returns to the row', async () => {
    const { screen, onSelect } = await renderHarness();
    const row = screen.getByTestId('row');
    (row.element() as HTMLElement).focus();
    await userEvent.keyboard('{ContextMenu}');
    await expect.element(menu()).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByTestId('last')).toHaveTextContent('delete');
    expect(onSelect).toHaveBeenCalledWith('delete');
    await expect.element(row).toHaveFocus();
  });

  it('a right click opens the same items', async () => {
    const { screen } = await renderHarness();
    await screen.getByTestId('row').click({ button: 'right' });
    await expect.element(menu()).toBeVisible();
    await expect.element(item('Rename')).toBeVisible();
    await expect.element(item('Delete')).toHaveAttribute('data-tone', 'danger');
  });
});
