// <ExportDialog> (issue 20; spec 000 §7, §9): the three formats, the export running (busy for at least
// 1 s, with progress), done, nothing to export and failed. The export is a spy standing for the
// host's own (in the reference app its file actions: download with or without the folder structure,
// the CSV export).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { ExportDialog, type ExportOutcome } from './ExportDialog';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ExportDialog } from '@vitrine/share-and-report';

// exportFiles: the host's own export of the selected files (the reference app passes its file
// actions' download and CSV export); it answers 'done', 'nothing' or 'failed'.
function Export({ count, exportFiles, open, onOpenChange }) {
  return (
    <ExportDialog
      open={open}
      onOpenChange={onOpenChange}
      count={count}
      onExport={({ format }) => exportFiles(format)}
    />
  );
}

<VitrineProvider client={createVitrineClient()}>
  <Export count={4} exportFiles={exportFiles} open onOpenChange={setOpen} />
</VitrineProvider>`;

const meta = {
  title: 'share-and-report/ExportDialog',
  component: ExportDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    count: 4,
    onExport: fn(async (): Promise<ExportOutcome> => 'done'),
  },
  parameters: { docs: { source: { code: usage }, story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Export' }));

/** A zip keeping the folder structure: busy for at least 1 s, then done. */
export const ZipWithFolders: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByText('Export the 4 selected files.')).toBeInTheDocument();
    await expect(view.getByRole('radio', { name: /^Zip of the files/ })).toBeChecked();
    await userEvent.click(view.getByRole('radio', { name: /^Zip with the folder structure/ }));
    const started = Date.now();
    await userEvent.click(view.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'zipWithFolders' });
    await expect(await view.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(
      await view.findByText('The export has been downloaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // spec 000 §9: at least 1 s.
    await expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(view.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** CSV of the files' data. */
export const Csv: Story = {
  args: { defaultFormat: 'csv' },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('radio', { name: /^CSV/ })).toBeChecked();
    await userEvent.click(view.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith({ format: 'csv' }));
  },
};

/** None of the files may be downloaded: nothing was exported. */
export const Nothing: Story = {
  args: { onExport: fn(async (): Promise<ExportOutcome> => 'nothing') },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Export' }));
    await expect(
      await view.findByText('There was nothing to export.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The export failed (the host said why in its own toast). */
export const Failed: Story = {
  args: { onExport: fn(async (): Promise<ExportOutcome> => 'failed') },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent('The export could not be made.'), {
      timeout: 10_000,
    });
    await expect(view.getByRole('button', { name: 'Export' })).toBeEnabled();
  },
};
