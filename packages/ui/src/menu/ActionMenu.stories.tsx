// <ActionMenu>: a menu button over a folder's actions (Radix DropdownMenu). Each item's `onSelect`
// reports its id to the `onAction` action spy; the rename story runs a real prompt from the menu.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { usePrompt } from '../prompt/usePrompt';
import { ActionMenu, type ActionMenuProps } from './ActionMenu';
import { folderItems } from './story-support';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { ActionMenu, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

const items = [
  { type: 'label', id: 'folder', label: 'Folder' },
  { id: 'rename', label: 'Rename', shortcut: 'F2', onSelect: () => rename() },
  { type: 'separator', id: 'danger-zone' },
  { id: 'delete', label: 'Delete', tone: 'danger', onSelect: () => remove() },
];

<VitrineProvider client={createVitrineClient()}>
  <ActionMenu items={items} label="Marketing actions" />
</VitrineProvider>`;

/** The story's args: the menu's props, and the spy every item reports its id to. */
type ActionMenuStoryArgs = ActionMenuProps & { onAction: (id: string) => void };

/** A folder row whose rename opens a prompt and renames the row (and the menu's name). */
function RenamableRow(args: ActionMenuStoryArgs) {
  const prompt = usePrompt();
  const [name, setName] = useState('Marketing');
  const items = folderItems({
    onAction: args.onAction,
    rename: async () => {
      args.onAction('rename');
      const renamed = await prompt({ title: 'Rename folder', label: 'Name', defaultValue: name });
      if (renamed !== null) setName(renamed);
    },
  });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, maxWidth: 360 }}>
      <span style={{ flex: 1 }}>{name}</span>
      <ActionMenu {...args} items={items} label={`${name} actions`} />
    </div>
  );
}

const meta = {
  title: 'ui/ActionMenu',
  component: ActionMenu,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // `items` is built around the `onAction` spy in `render`.
  args: { label: 'Marketing actions', items: [], onAction: fn() },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, maxWidth: 360 }}>
      <span style={{ flex: 1 }}>Marketing</span>
      <ActionMenu {...args} items={folderItems({ onAction: args.onAction })} />
    </div>
  ),
} satisfies Meta<ActionMenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Marketing actions' });

/** The action menu open: a named group, an icon and shortcut, a disabled item, a danger item. */
export const ActionMenuOpen: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
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
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Choosing an item runs its `onSelect` once, after the menu has closed; a disabled item runs nothing. */
export const ChooseItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
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

/** An action that opens a dialog: the prompt opens after the menu closed, and focus comes back. */
export const RenameFromMenu: Story = {
  render: (args) => <RenamableRow {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Rename' }));
    const dialog = await body().findByRole('dialog', { name: 'Rename folder' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Sales{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const renamed = within(canvasElement).getByRole('button', { name: 'Sales actions' });
    await waitFor(() => expect(renamed).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('rename');
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
