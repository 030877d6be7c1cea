// The dashboard (spec 000 §2) on the mocks: the library's counts and its most recently added files
// (a search sorted by Added, descending), the loading, empty and error states, the dark theme, and
// the disabled-dashboard template. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Dashboard, type DashboardProps, DisabledDashboard } from './Dashboard';

function DashboardDemo(props: DashboardProps) {
  const [log, setLog] = useState('none');
  return (
    <div>
      <Dashboard {...props} onOpen={({ id }) => setLog(`open ${id}`)} />
      <p style={{ margin: '0 16px' }}>
        Last event: <output data-testid="log">{log}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'views/Dashboard',
  component: DashboardDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded library: 540 files, of each kind, and the 12 added last. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Recently added' }, { timeout: 5000 });
    await expect(canvas.getByText('540 files')).toBeVisible();
    const files = canvasElement.querySelectorAll<HTMLButtonElement>('.vt-views__dashboard-open');
    await expect(files).toHaveLength(12);
    const [firstFile] = files;
    if (firstFile) await userEvent.click(firstFile);
    await expect(canvas.getByTestId('log')).toHaveTextContent(/^open \d+$/);
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

/** The search fails: the error state with Try again (the failure itself is only logged, spec 000 §8). */
export const LoadError: Story = {
  parameters: { mocks: { scenarios: { search: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('The dashboard could not be loaded.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** spec 000 §2: the disabled-dashboard template, with the way to all files. */
export const Disabled: Story = {
  render: () => {
    const [shown, setShown] = useState(false);
    return (
      <div>
        <DisabledDashboard onShowAllFiles={() => setShown(true)} />
        <p style={{ margin: '0 16px' }}>
          All files asked: <output data-testid="log">{shown ? 'yes' : 'no'}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'The dashboard is turned off. Choose a folder, a set or a logical view to see its files.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all files' }));
    await expect(canvas.getByTestId('log')).toHaveTextContent('yes');
  },
};
