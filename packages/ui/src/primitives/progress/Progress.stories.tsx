// <Progress>: a known share, empty, full, indeterminate, small; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Progress, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Progress label="Uploading 3 files" value={uploaded} max={total} />
  {/* no value: indeterminate */}
  <Progress label="Preparing the report" />
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/Progress',
  component: Progress,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Uploading 3 files', value: 40 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 of 100. */
export const Determinate: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading 3 files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

/** No value: indeterminate, a moving stripe (still under reduced motion). */
export const Indeterminate: Story = {
  args: { value: undefined, label: 'Preparing the report' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing the report' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

function AllStates() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Progress label="Not started" value={0} />
      <Progress label="Half way" value={50} />
      <Progress label="Done" value={100} />
      <Progress label="Small" value={70} size="sm" />
      <Progress label="Unknown" />
    </div>
  );
}

/** Empty, half, full, small and indeterminate. */
export const States: Story = {
  render: () => <AllStates />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(5);
  },
};

/** The same in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};
