// <ContextMenu>: the same items as <ActionMenu>, on the element it wraps, from a right click, a long
// press, Shift+F10 or the ContextMenu key. Each item's `onSelect` reports its id to the `onAction`
// action spy.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContextMenu, type ContextMenuProps } from './ContextMenu';
import { folderItems } from './story-support';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { ContextMenu, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

const items = [
  { id: 'rename', label: 'Rename', shortcut: 'F2', onSelect: () => rename() },
  { id: 'delete', label: 'Delete', tone: 'danger', onSelect: () => remove() },
];

<VitrineProvider client={createVitrineClient()}>
  <ContextMenu items={items} label="Marketing actions">
    <button type="button">Marketing</button>
  </ContextMenu>
</VitrineProvider>`;

/** The story's args: the menu's props, and the spy every item reports its id to. */
type ContextMenuStoryArgs = ContextMenuProps & { onAction: (id: string) => void };

const meta = {
  title: 'ui/ContextMenu',
  component: ContextMenu,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // `items` is built around the `onAction` spy in `render`; the row is the wrapped element.
  args: {
    label: 'Marketing actions',
    items: [],
    onAction: fn(),
    children: (
      <button type="button" className="vt-ui__button">
        Marketing
      </button>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 360 }}>
      <ContextMenu {...args} items={folderItems({ onAction: args.onAction })} />
    </div>
  ),
} satisfies Meta<ContextMenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const row = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Marketing' });

/** The context menu from a right click on the row. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: row(canvasElement) });
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The context menu from the keyboard: Shift+F10 on the focused row; Escape returns focus to it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    row(canvasElement).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Create folder' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(row(canvasElement)).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Choosing an item runs its `onSelect` once, after the menu has closed, and focus is back on the row. */
export const ChooseItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: row(canvasElement) });
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Create folder' }));
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    await expect(args.onAction).toHaveBeenCalledWith('create');
  },
};

/** Dark theme: the menu's layer carries it. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: row(canvasElement) });
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await expect(menu.closest('.vt-ui__layer')).toHaveAttribute('data-vt-theme', 'dark');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * `opensWhenDisabled`: every entry waits for its permission (disabled), yet the menu opens, so the
 * browser's own menu never shows in between; the entries fill in as the answers come.
 */
export const WaitingEntries: Story = {
  args: { opensWhenDisabled: true },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 360 }}>
      <ContextMenu
        {...args}
        items={folderItems({ onAction: args.onAction }).map((item) =>
          item.type === undefined || item.type === 'item' ? { ...item, disabled: true } : item,
        )}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    row(canvasElement).dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(true);
    const menu = await body().findByRole('menu', { name: 'Marketing actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Create folder' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
