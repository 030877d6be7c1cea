// The dashboard (spec 000 §2) on the mocks: the library's counts and its most recently added files
// (a search sorted by Added, descending), the loading, empty and error states, the dark theme, and
// a file it opens goes to the actions panel (`onOpen`). The disabled-dashboard template has its own
// page (DisabledDashboard.stories.tsx). Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { setScenario } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Dashboard } from './Dashboard';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Dashboard } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Dashboard onOpen={({ id }) => openViewer(id)} />
</VitrineProvider>`;

const meta = {
  title: 'views/Dashboard',
  component: Dashboard,
  tags: ['autodocs'],
  args: { onOpen: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded library: 540 files, of each kind, and the 12 added last. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Recently added' }, { timeout: 5000 });
    await expect(canvas.getByText('540 files')).toBeVisible();
    const files = canvasElement.querySelectorAll<HTMLButtonElement>('.vt-views__dashboard-open');
    await expect(files).toHaveLength(12);
    const [firstFile] = files;
    if (firstFile) await userEvent.click(firstFile);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const [event] = (args.onOpen as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(event).toEqual({
      id: expect.any(Number),
      image: expect.objectContaining({ id: event?.id }),
    });
  },
};

/**
 * Under the host's own page heading (`labelledBy`, as the reference app's h1): the dashboard is named
 * by it and draws no title of its own; its sections are h2.
 */
export const UnderHostHeading: Story = {
  render: (args) => (
    <>
      <h1 id="host-heading">Library overview</h1>
      <Dashboard {...args} labelledBy="host-heading" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Recently added', level: 2 }, { timeout: 5000 });
    // The host's heading names the dashboard; it draws no title of its own.
    await expect(canvas.queryAllByRole('heading', { name: 'Dashboard' })).toHaveLength(0);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Library overview' })).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Recently added' }, { timeout: 5000 });
  },
};

/** Still loading: the spec's 'Loading...'. */
export const Loading: Story = {
  parameters: { mocks: { scenarios: { search: 'slow' }, slowMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const loading = within(canvasElement).getByText('Loading...');
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(loading.closest('section')).toHaveAttribute('aria-busy', 'true');
  },
};

/** An empty library. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/search', () =>
          HttpResponse.json({ images: [], totalImages: 0, infoMessages: [], nextPageExists: false }),
        ),
        http.post('*/api/search/count', () => HttpResponse.json({ totalImages: 0, infoMessages: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No files yet.')).toBeVisible());
  },
};

/**
 * The search fails: the error state (never a toast: the failure itself is only logged, spec 000 §8);
 * Try again asks again and the dashboard fills in.
 */
export const LoadError: Story = {
  parameters: { mocks: { scenarios: { search: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await expect(canvasElement.querySelector('.vt-views__dashboard')).toHaveAttribute('data-state', 'error');
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
    setScenario('search', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { name: 'Recently added' }, { timeout: 5000 });
    await expect(canvas.getByText('540 files')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
