import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateFolderName } from '@vitrine/core';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { usePrompt } from '../prompt/usePrompt';
import { useConfirm } from '../provider/hooks';
import { ActionMenu } from './ActionMenu';
import { ContextMenu } from './ContextMenu';
import type { MenuItem } from './items';

function PencilIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true">
      <path d="M11 2.5l2.5 2.5L5 13.5H2.5V11z" />
    </svg>
  );
}

/** A folder row with an action menu and a context menu holding the same items. */
function FolderMenus({ folder = 'Marketing' }: { folder?: string }) {
  const prompt = usePrompt();
  const confirm = useConfirm();
  const [name, setName] = useState(folder);
  const [log, setLog] = useState('none');
  const items: MenuItem[] = [
    { type: 'label', id: 'folder', label: 'Folder' },
    {
      id: 'create',
      label: 'Create folder',
      onSelect: async () => {
        const created = await prompt({
          title: 'Create folder',
          label: 'Name',
          confirmLabel: 'Create',
          validate: (value) => {
            const result = validateFolderName(value);
            return result.ok ? null : result.message;
          },
        });
        setLog(created === null ? 'create cancelled' : `created ${created}`);
      },
    },
    {
      id: 'rename',
      label: 'Rename',
      icon: <PencilIcon />,
      shortcut: 'F2',
      onSelect: async () => {
        const renamed = await prompt({ title: 'Rename folder', label: 'Name', defaultValue: name });
        if (renamed !== null) setName(renamed);
      },
    },
    { id: 'move', label: 'Move', onSelect: () => setLog('move'), disabled: true },
    { type: 'separator', id: 'danger-zone' },
    {
      id: 'delete',
      label: 'Delete',
      tone: 'danger',
      shortcut: 'Delete',
      onSelect: async () => {
        const yes = await confirm({ message: `Delete ${name}?`, confirmLabel: 'Delete', tone: 'danger' });
        setLog(yes ? 'deleted' : 'delete cancelled');
      },
    },
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <ContextMenu items={items} label={`${name} actions`}>
          <button type="button" className="vt-ui__button" style={{ flex: 1, justifyContent: 'flex-start' }}>
            {name}
          </button>
        </ContextMenu>
        <ActionMenu items={items} label={`${name} actions`} />
      </div>
      <p>
        Last action: <output data-testid="log">{log}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'ui/Menus',
  component: FolderMenus,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FolderMenus>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Marketing actions' });
const row = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Marketing' });

/** The action menu open: a named group, an icon and shortcut, a disabled item, a danger item. */
export const ActionMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Folder' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Move' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveAttribute(
      'aria-keyshortcuts',
      'F2',
    );
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  },
};

/** Keyboard: Enter opens on the first item, arrows move (past the disabled one), Escape returns focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Create folder' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** The context menu from a right click on the row. */
export const ContextMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: row(canvasElement) });
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** The context menu from the keyboard: Shift+F10 on the focused row; Escape returns focus to it. */
export const ContextMenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    row(canvasElement).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Create folder' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(row(canvasElement)).toHaveFocus());
  },
};

/** An action that opens a dialog: the prompt opens after the menu closed, and focus comes back. */
export const RenameFromMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Rename' }));
    const dialog = await body().findByRole('dialog', { name: 'Rename folder' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Sales{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const renamed = within(canvasElement).getByRole('button', { name: 'Sales actions' });
    await waitFor(() => expect(renamed).toHaveFocus());
  },
};

/** Dark theme: the menu's layer carries it. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await ActionMenuOpen.play?.(context);
    await expect(body().getByRole('menu').closest('.vt-ui__layer')).toHaveAttribute('data-vt-theme', 'dark');
  },
};
