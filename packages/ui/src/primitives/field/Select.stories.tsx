// <Select>: a native select with a visible or a hidden label, small, disabled; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Select, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Select
    label="Sort by"
    value={sort}
    onChange={(event) => setSort(event.target.value)}
    options={[
      { value: 'relevance', label: 'Relevance' },
      { value: 'added', label: 'Date added' },
    ]}
  />
</VitrineProvider>`;

const OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'added', label: 'Date added' },
  { value: 'name', label: 'Name' },
  { value: 'size', label: 'File size', disabled: true },
];

const meta = {
  title: 'ui/Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Sort by', options: OPTIONS, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visible label; choosing an option calls `onChange`. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'name');
    await expect(select).toHaveValue('name');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

function AllStates() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select label="Sort by" options={OPTIONS} />
      <Select label="Order" hideLabel options={OPTIONS} />
      <Select label="Small" size="sm" options={OPTIONS} />
      <Select label="Disabled" disabled options={OPTIONS} />
    </div>
  );
}

/** Visible and hidden label, small, disabled. */
export const States: Story = {
  render: () => <AllStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Order' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** The same in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};
