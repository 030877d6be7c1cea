// The disabled-dashboard template (spec 000 §2 "otherwise a disabled-dashboard template is used"):
// the note that the dashboard is off and, when the host offers it, the way to all files (an action
// spy). Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../styles.css';
import { DisabledDashboard } from './DisabledDashboard';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Dashboard, DisabledDashboard } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

// The host's routing decides (spec 000 §2): the dashboard when it is enabled, else the template.
<VitrineProvider client={createVitrineClient()}>
  {dashboardEnabled ? (
    <Dashboard onOpen={({ id }) => openViewer(id)} />
  ) : (
    <DisabledDashboard onShowAllFiles={() => selectFolder({ kind: 'all' })} />
  )}
</VitrineProvider>`;

const meta = {
  title: 'views/DisabledDashboard',
  component: DisabledDashboard,
  tags: ['autodocs'],
  args: { onShowAllFiles: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DisabledDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGE = 'The dashboard is turned off. Choose a folder, a set or a logical view to see its files.';

/** The note and 'Show all files', which asks the host for all files once. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText(MESSAGE)).toBeVisible();
    await expect(args.onShowAllFiles).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all files' }));
    await expect(args.onShowAllFiles).toHaveBeenCalledTimes(1);
  },
};

/** A host that offers no way to all files: the note only. */
export const WithoutShowAllFiles: Story = {
  args: { onShowAllFiles: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGE)).toBeVisible();
  },
};
