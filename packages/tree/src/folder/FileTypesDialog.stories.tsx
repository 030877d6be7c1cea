// <FileTypesDialog> on its own, opened by a host's button: the super admin edits the limits, an
// editor reads them, and a failed save (spec 000 §5, §6, §8).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileTypesDialog } from './FileTypesDialog';
import { DialogOpener, expectToast, openDialogBy, SEED_FOLDERS } from './story-support';
import '../base/base.css';
import './folder.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { FileTypesDialog } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function FileTypesButton({ folder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Limit upload file types…</button>
      <FileTypesDialog folder={folder} open={open} onOpenChange={setOpen} />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <FileTypesButton folder={{ id: 196, name: 'Logos' }} />
</VitrineProvider>`;

/** The host's button that opens the dialog. */
const OPENER = 'Limit upload file types…';

const meta = {
  title: 'tree/Folder dialogs/FileTypesDialog',
  component: FileTypesDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { folder: SEED_FOLDERS.logos, open: false, onOpenChange: fn() },
  render: (args) => <DialogOpener label={OPENER} dialog={FileTypesDialog} props={args} />,
} satisfies Meta<typeof FileTypesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) =>
  openDialogBy(canvasElement, OPENER, 'Limit upload file types');

/** The super admin: the folder's types, its parents' ('.exe, .zip'), then add some and save. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('.mov', {}, { timeout: 4000 })).toBeVisible();
    await expect(
      within(dialog).getByRole('region', { name: 'Forbidden by parent folders' }),
    ).toHaveTextContent('.exe, .zip');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add file types' }), 'psd, .MOV  tif');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const list = within(dialog).getByRole('list', { name: 'Limit upload file types' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['.mov', '.psd', '.tif']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('File type restrictions have been saved');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

/** spec 000 §6: only a super admin may change the limits; an editor reads them. */
export const ReadOnly: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(
      await within(dialog).findByText('Only a super administrator may change file type restrictions.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

/** A failed save shows the status text (no server message); the dialog stays open. */
export const SaveFailed: Story = {
  parameters: { mocks: { scenarios: { setFolderFileTypeLimits: 'error-500' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Add file types' }, { timeout: 4000 }),
      'exe',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Error');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
  },
};
