// <IconButton>: variants and sizes, pressed (a toggle), disabled, its tooltip on focus, as a menu's
// trigger; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconDownload, IconMore, IconPanelLeft, IconShare, IconStar, IconTrash } from '../../icons';
import { ActionMenu } from '../../menu/ActionMenu';
import { IconButton } from './IconButton';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconButton, IconDownload, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  {/* the label is the accessible name and the tooltip */}
  <IconButton label="Download" icon={<IconDownload />} onClick={download} />
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Download', icon: <IconDownload />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; keyboard focus shows the label as a tooltip. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Download'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

function AllStates() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconButton size={size} label={`Download (${size})`} icon={<IconDownload />} />
          <IconButton size={size} variant="secondary" label={`Share (${size})`} icon={<IconShare />} />
          <IconButton size={size} variant="primary" label={`Favourite (${size})`} icon={<IconStar />} />
          <IconButton size={size} variant="danger" label={`Delete (${size})`} icon={<IconTrash />} />
          <IconButton size={size} pressed label={`Panel (${size})`} icon={<IconPanelLeft />} />
          <IconButton size={size} disabled label={`Unavailable (${size})`} icon={<IconDownload />} />
        </div>
      ))}
    </div>
  );
}

/** Ghost (default), secondary, primary, danger; pressed; disabled; 32 and 28 px. */
export const States: Story = {
  render: () => <AllStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Panel (md)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Unavailable (md)' })).toBeDisabled();
    const md = canvas.getByRole('button', { name: 'Download (md)' }).getBoundingClientRect();
    await expect([md.width, md.height]).toEqual([32, 32]);
    const sm = canvas.getByRole('button', { name: 'Download (sm)' }).getBoundingClientRect();
    await expect([sm.width, sm.height]).toEqual([28, 28]);
  },
};

/** The same in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};

/** A toggle: `pressed` sets aria-pressed. */
export const Pressed: Story = {
  args: { label: 'Show the panel', icon: <IconPanelLeft />, pressed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show the panel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The trigger of an ActionMenu. */
export const MenuTrigger: Story = {
  render: () => (
    <ActionMenu
      label="Folder actions"
      trigger={<IconButton label="Folder actions" icon={<IconMore />} />}
      items={[
        { id: 'rename', label: 'Rename', onSelect: () => {} },
        { id: 'delete', label: 'Delete', tone: 'danger', onSelect: () => {} },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Folder actions' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
