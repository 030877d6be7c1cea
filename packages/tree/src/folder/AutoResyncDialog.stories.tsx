// <AutoResyncDialog> on its own, opened by a host's button: save, and a failed save (spec 000 §8).
// What it reports (open / close) goes to the actions panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AutoResyncDialog } from './AutoResyncDialog';
import { DialogOpener, expectToast, openDialogBy, SEED_FOLDERS } from './story-support';
import '../base/base.css';
import './folder.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { AutoResyncDialog } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function AutoResyncButton({ folder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Automatic re-sync…</button>
      <AutoResyncDialog folder={folder} open={open} onOpenChange={setOpen} />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <AutoResyncButton folder={{ id: 204, name: 'Press', autoResync: false }} />
</VitrineProvider>`;

/** The host's button that opens the dialog. */
const OPENER = 'Automatic re-sync…';

const meta = {
  title: 'tree/Folder dialogs/AutoResyncDialog',
  component: AutoResyncDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { folder: SEED_FOLDERS.press, open: false, onOpenChange: fn() },
  render: (args) => <DialogOpener label={OPENER} dialog={AutoResyncDialog} props={args} />,
} satisfies Meta<typeof AutoResyncDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openDialogBy(canvasElement, OPENER, 'Automatic re-sync');

/** Turn it on and save: the spec's message, and the dialog asks to close. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const box = within(dialog).getByRole('checkbox', { name: 'Re-sync "Press" automatically' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Automatic synchronization settings have been saved');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

/** A folder that re-syncs already (Print): the box starts checked. */
export const AlreadyOn: Story = {
  args: { folder: SEED_FOLDERS.print },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Re-sync "Print" automatically' }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** spec 000 §8: 'Failed to save changes.' with the server's error code; the dialog stays open. */
export const SaveFailed: Story = {
  parameters: { mocks: { scenarios: { setFolderAutoResync: 'error-500' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save changes. Error');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
  },
};
