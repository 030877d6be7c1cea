// <ReportNotifier> on the mocks (issue 20: "large exports continue in the background and notify when
// ready"): a report sent to the background that becomes ready shows a toast with Download (the
// download handed to a spy); one that fails shows the reason, as text.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { unwrap } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { createReportJobs, type ReportJobs } from './background';
import { ReportNotifier } from './ReportNotifier';

const usage = `import { VitrineProvider } from '@vitrine/ui';
import { ReportNotifier } from '@vitrine/share-and-report';

// Once, above the routes: reports closed in the report dialog go on, and notify here when ready.
<VitrineProvider client={client}>
  <ReportNotifier />
  <Routes />
</VitrineProvider>`;

/** A report of files 1–4 asked for, then let go to the background (as the dialog does when closed). */
function StartReport({ store }: { store: ReportJobs }) {
  const client = useClient();
  const start = async () => {
    const { id } = await unwrap(client.POST('/api/export', { body: { ids: [1, 2, 3, 4], pdfRequest: {} } }));
    store.follow(client, id, 4);
    store.detach(id);
  };
  return (
    <button type="button" className="vt-ui__button" onClick={() => void start()}>
      Start a report in the background
    </button>
  );
}

const meta = {
  title: 'share-and-report/ReportNotifier',
  component: ReportNotifier,
  tags: ['autodocs'],
  args: { onDownload: fn() },
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof ReportNotifier>;

export default meta;
type Story = StoryObj<typeof meta>;

const withStarter = (store: ReportJobs) => (args: Story['args']) => (
  <>
    <ReportNotifier {...args} reportJobs={store} />
    <StartReport store={store} />
  </>
);

const readyStore = createReportJobs(100);

/** Ready: a toast says so, with Download; Download hands the PDF over. */
export const ReadyToast: Story = {
  render: withStarter(readyStore),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Start a report/ }));
    const toast = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('.vt-ui__toast[data-kind="success"]');
        if (!found) throw new Error('no toast yet');
        return found;
      },
      { timeout: 6000 },
    );
    await expect(toast).toHaveTextContent('Your PDF report of 4 files is ready.');
    // The keyboard path: the toast's button takes focus and Enter downloads.
    within(toast).getByRole('button', { name: 'Download' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1));
    const [report] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [{ blob: Blob }];
    await expect(new TextDecoder().decode(await report.blob.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    await expect(readyStore.getSnapshot()).toEqual([]);
  },
};

const REASON = 'None of the files of this report may be downloaded <any more>.';
const failedStore = createReportJobs(100);

/** Failed: a toast gives the server's reason, as text. */
export const FailedToast: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/export/:token/status', () =>
          HttpResponse.json({ state: 'failed', done: 0, total: 4, message: REASON }),
        ),
      ],
    },
  },
  render: withStarter(failedStore),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Start a report/ }));
    const toast = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.vt-ui__toast[data-kind="error"]');
      if (!found) throw new Error('no toast yet');
      return found;
    });
    await expect(toast).toHaveTextContent(`Your PDF report could not be made: ${REASON}`);
    await expect(toast.querySelector('any')).toBeNull();
  },
};
