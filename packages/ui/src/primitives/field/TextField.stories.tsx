// <TextField>: plain, with a hint, an error, a leading icon, small, disabled; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconSearch } from '../../icons';
import { TextField } from './TextField';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconSearch, TextField, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <TextField
    label="Search"
    leadingIcon={<IconSearch />}
    value={query}
    onChange={(event) => setQuery(event.target.value)}
  />
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Folder name' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input; typing fills it. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Folder name' });
    await userEvent.type(input, 'Campaign 2026');
    await expect(input).toHaveValue('Campaign 2026');
  },
};

function AllStates() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Search" leadingIcon={<IconSearch />} placeholder="Names, keywords" />
      <TextField label="Folder name" hint="Up to 100 characters." defaultValue="Campaign 2026" />
      <TextField label="Set name" error="A set with this name exists." defaultValue="Summer" />
      <TextField label="Small" size="sm" defaultValue="28 px high" />
      <TextField label="Disabled" disabled defaultValue="Cannot change" />
    </div>
  );
}

/** With a leading icon, a hint, an error, small, disabled. */
export const States: Story = {
  render: () => <AllStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Set name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Small' }).getBoundingClientRect().height).toBe(28);
  },
};

/** The same in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};
