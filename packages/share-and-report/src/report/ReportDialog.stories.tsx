// <ReportDialog> on the mocks (issue 20): every state — loading the settings, loaded (the 12
// templates, fonts, page numbers, the preview of the first page), read-only without the
// customisation permission, the preview being made and failed, the report processing, done, failed
// with the server's message, being made (the images placed) and sent to the background (issue 20),
// a header image that is not an image (spec 000 §5), and saved as the
// person's default. The download is handed to a spy (`onDownload`), so no story saves a file.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createVitrineClient } from '@vitrine/api-client';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { type ComponentProps, useState } from 'react';
import { fetchDefaultReport } from './api';
import { createReportJobs } from './background';
import { ReportDialog } from './ReportDialog';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ReportDialog, useCanCustomizeReports } from '@vitrine/share-and-report';
import '@vitrine/ui/styles.css';
import '@vitrine/share-and-report/styles.css';

function Report({ selectedIds, open, onOpenChange }) {
  const canCustomize = useCanCustomizeReports() === true;
  return (
    <ReportDialog open={open} onOpenChange={onOpenChange} fileIds={selectedIds} canCustomize={canCustomize} />
  );
}

<VitrineProvider client={createVitrineClient()}>
  <Report selectedIds={[1, 2, 3]} open onOpenChange={setOpen} />
</VitrineProvider>`;

const FILE_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

const meta = {
  title: 'share-and-report/ReportDialog',
  component: ReportDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), fileIds: FILE_IDS, canCustomize: true, onDownload: fn() },
  parameters: { docs: { source: { code: usage }, story: { inline: false, height: '760px' } } },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog (it renders in a portal on the document's body). */
const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'PDF report' }));

const SERVER_MESSAGE = 'The report service is busy <b>now</b>; try again in a minute.';

/** Loaded: the 12 templates with thumbnails, the field groups, the fonts, and the first page's preview. */
export const Loaded: Story = {
  play: async () => {
    const view = await dialog();
    const templates = within(await view.findByRole('group', { name: 'Page template' }));
    const radios = templates.getAllByRole('radio');
    await expect(radios).toHaveLength(12);
    await expect(
      templates.getByRole('radio', { name: /^Template 1: contact sheet, portrait/ }),
    ).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'Title' })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'EXIF' })).not.toBeChecked();
    // spec 000 §9 offers ten fonts; §5 keeps three, the others print as Arial (and say so).
    const font = view.getByRole('combobox', { name: 'Font' });
    await expect(within(font).getAllByRole('option')).toHaveLength(10);
    await expect(within(font).getByRole('option', { name: 'Roboto (prints as Arial)' })).toBeInTheDocument();
    await expect(within(font).getByRole('option', { name: 'Georgia' })).toBeInTheDocument();
    await expect(view.getByRole('combobox', { name: 'Position' })).toHaveValue('right');
    await expect(view.getByRole('combobox', { name: 'Format' })).toHaveValue('PageXofY');
    // The preview: 8 files on template 1 (6 a page) make 2 pages.
    await expect(
      await view.findByRole('img', { name: 'Preview of page 1 of 2' }, { timeout: 25_000 }),
    ).toBeVisible();
  },
};

/** Keyboard: the arrow keys move through the templates, and the preview follows (8 files, one page of 20). */
export const PreviewFollowsTemplate: Story = {
  play: async () => {
    const view = await dialog();
    const templates = within(await view.findByRole('group', { name: 'Page template' }));
    await userEvent.click(templates.getByRole('radio', { name: /^Template 2:/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(templates.getByRole('radio', { name: /^Template 3:/ })).toBeChecked();
    await expect(
      await view.findByRole('img', { name: 'Preview of page 1 of 1' }, { timeout: 25_000 }),
    ).toBeVisible();
  },
};

/** The settings without the preview (the screenshot baseline's story: the canvas is left out). */
export const Settings: Story = {
  args: { preview: false },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByRole('group', { name: 'Page template' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Save as my default' })).toBeEnabled();
    await expect(view.queryByRole('figure')).toBeNull();
  },
};

/** The saved settings are being read. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/reports/default', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('Loading the report settings…')).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Create report' })).toBeDisabled();
  },
};

/** Without the customisation permission: the settings are shown, not changed; the report is still made. */
export const ReadOnly: Story = {
  args: { canCustomize: false },
  play: async () => {
    const view = await dialog();
    await expect(
      await view.findByText(/changing them needs the permission to customise reports/),
    ).toBeInTheDocument();
    for (const radio of view.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(view.getByRole('combobox', { name: 'Font' })).toBeDisabled();
    await expect(view.queryByRole('button', { name: 'Save as my default' })).toBeNull();
    await expect(view.getByRole('button', { name: 'Create report' })).toBeEnabled();
  },
};

/** The preview is being made (the files' data is still on its way). */
export const PreviewRendering: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/images/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('Making the preview…')).toBeInTheDocument();
    await expect(view.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The preview could not be made: it says so, and the report can still be made. */
export const PreviewFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/images/:id', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async () => {
    const view = await dialog();
    await expect(
      await view.findByText(
        'The preview could not be made. The report can still be made.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Create report' })).toBeEnabled();
  },
};

/** Made on the server: the spec's message (spec 000 §8) and progress while the report downloads. */
export const Processing: Story = {
  // A store of its own: the page-wide one would keep following this never-answered report into the
  // next stories, whose mock library starts its tokens again (Done got this one's token back).
  args: { preview: false, reportJobs: createReportJobs() },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/export/:token', async () => {
          await delay('infinite');
          return new HttpResponse(null);
        }),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(await createButton(view));
    // The live region was there before: the message is announced when it appears.
    await waitFor(() =>
      expect(view.getByRole('status')).toHaveTextContent(
        'The report is being processed and will be downloaded when ready.',
      ),
    );
    await expect(view.getByRole('progressbar', { name: 'Report progress' })).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Create report' })).toBeDisabled();
  },
};

/** Being made on the server (issue 20): the images placed of the total, and the way to go on in the background. */
export const Making: Story = {
  args: { preview: false, reportJobs: createReportJobs() },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/export/:token/status', () =>
          HttpResponse.json({ state: 'making', done: 3, total: 8 }),
        ),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(await createButton(view));
    await expect(await view.findByText('3 of 8 images placed')).toBeInTheDocument();
    const bar = view.getByRole('progressbar', { name: 'Report progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
    await expect(view.getByRole('status')).toHaveTextContent(
      'The report is being processed and will be downloaded when ready.',
    );
    await expect(view.getByRole('button', { name: 'Continue in the background' })).toBeEnabled();
  },
};

/** The dialog, open until it closes itself (Continue in the background, Cancel, Escape). */
function ClosingReportDialog(props: ComponentProps<typeof ReportDialog>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ReportDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
      {open ? null : <p>The dialog is closed; the report goes on.</p>}
    </>
  );
}

/** Continue in the background: the dialog closes, the report goes on, and a notice says so. */
export const BackgroundNotice: Story = {
  args: { preview: false, reportJobs: createReportJobs() },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/export/:token/status', () =>
          HttpResponse.json({ state: 'making', done: 1, total: 8 }),
        ),
      ],
    },
  },
  render: (args) => <ClosingReportDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const view = await dialog();
    await userEvent.click(await createButton(view));
    await userEvent.click(await view.findByRole('button', { name: 'Continue in the background' }));
    await expect(
      await within(canvasElement).findByText('The dialog is closed; the report goes on.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.vt-ui__toast[data-kind="info"]')).toHaveTextContent(
        'The report is being made in the background. You will be notified when it is ready.',
      ),
    );
    const [followed] = args.reportJobs?.getSnapshot() ?? [];
    await expect(followed?.attended).toBe(false);
    args.reportJobs?.forget(followed?.token ?? '');
  },
};

/** Done: the PDF the server made is handed over under the name it gave it. */
export const Done: Story = {
  args: { preview: false, reportJobs: createReportJobs() },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(await view.findByRole('radio', { name: /^Template 12:/ }));
    await userEvent.click(view.getByRole('button', { name: 'Create report' }));
    // The mocks make the report over REPORT_MOCK_TIMING (1.5 s), as the server does in the background.
    await expect(
      await view.findByText('The report has been downloaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1));
    const [report] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [
      { blob: Blob; fileName: string },
    ];
    await expect(report.fileName).toMatch(/^report-.+\.pdf$/);
    await expect(report.blob.type).toBe('application/pdf');
    await expect(new TextDecoder().decode(await report.blob.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    await expect(view.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** The server refused: its message, as text, in an alert. */
export const Failed: Story = {
  args: { preview: false },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/export', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'Forbidden', message: SERVER_MESSAGE } },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const view = await dialog();
    await userEvent.click(await createButton(view));
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent(SERVER_MESSAGE));
    await expect(document.querySelector('.vt-report b')).toBeNull();
    await expect(canvasElement).toBeInTheDocument();
  },
};

/** A header image that is not an image file: the spec's message (spec 000 §5), nothing kept. */
export const ImageNotImage: Story = {
  args: { preview: false },
  play: async () => {
    const view = await dialog();
    const input = await view.findByLabelText('Header image');
    // Named and typed as a PNG, but its bytes are text.
    await userEvent.upload(input, new File(['not a picture'], 'logo.png', { type: 'image/png' }));
    await expect(
      await view.findByText('Header and footer image must be an image file (JPEG or PNG, at most 512 KB).'),
    ).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(view.queryByRole('img', { name: 'Header image: chosen' })).toBeNull();
  },
};

/** A PNG header image is kept and shown; then the settings are saved as the person's default. */
export const SavedAsDefault: Story = {
  args: { preview: false },
  play: async () => {
    const view = await dialog();
    const png = await pixelPng();
    await userEvent.upload(
      await view.findByLabelText('Footer image'),
      new File([png], 'logo.png', { type: 'image/png' }),
    );
    await expect(await view.findByRole('img', { name: 'Footer image: chosen' })).toBeInTheDocument();
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Font' }), 'Georgia');
    await userEvent.click(view.getByRole('button', { name: 'Save as my default' }));
    await expect(await view.findByText(/Saved as your default report\./)).toBeInTheDocument();
    // What the mocks kept is what the dialog reads the next time it opens.
    const saved = await fetchDefaultReport(createVitrineClient());
    await expect(saved.customPdf?.settings?.font?.family).toBe('Georgia');
    await expect(saved.customPdf?.footerImage?.path).toMatch(/^data:image\/png;base64,/);
  },
};

/** The Create button, once the settings are read (it is disabled until then). */
async function createButton(view: Awaited<ReturnType<typeof dialog>>): Promise<HTMLElement> {
  const button = await view.findByRole('button', { name: 'Create report' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** A one-pixel PNG made by the browser. */
async function pixelPng(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 4;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0969da';
    context.fillRect(0, 0, 4, 4);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}
