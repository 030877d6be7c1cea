// <FolderNotificationsDialog> on its own, as a host opens it from elsewhere with a folder id: the
// eight subscription keys of spec 000 §3, save, and a failed save (spec 000 §8).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FolderNotificationsDialog } from './FolderNotificationsDialog';
import { DialogOpener, expectToast, openDialogBy } from './story-support';
import '../base/base.css';
import './folder.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { FolderNotificationsDialog } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function NotificationsButton({ folderId, folderName }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Folder notifications</button>
      <FolderNotificationsDialog folderId={folderId} folderName={folderName} open={open} onOpenChange={setOpen} />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <NotificationsButton folderId={1} folderName="Marketing" />
</VitrineProvider>`;

/** The host's button that opens the dialog. */
const OPENER = 'Folder notifications';

const meta = {
  title: 'tree/Folder dialogs/FolderNotificationsDialog',
  component: FolderNotificationsDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { folderId: 1, folderName: 'Marketing', open: false, onOpenChange: fn(), onSaved: fn() },
  render: (args) => <DialogOpener label={OPENER} dialog={FolderNotificationsDialog} props={args} />,
} satisfies Meta<typeof FolderNotificationsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement, name: string) => openDialogBy(canvasElement, OPENER, name);

/** The eight keys; subscribe to one more and save: `onSaved` gets the whole list. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Notifications for "Marketing"');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8));
    const uploaded = within(dialog).getByRole('checkbox', { name: 'Files are uploaded' });
    const before = (uploaded as HTMLInputElement).checked;
    await userEvent.click(uploaded);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Notification settings have been saved.');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    const saved = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as string[];
    await expect(saved.includes('upload')).toBe(!before);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Without a folder name the title is generic. */
export const WithoutName: Story = {
  args: { folderName: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Folder notifications');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/**
 * A server that sends no e-mail yet (AdvancedConfig.unavailableFeatures has notificationDelivery):
 * the dialog says the choices are kept and delivered later; saving still works.
 */
export const NotDeliveredYet: Story = {
  parameters: { mocks: { unavailableFeatures: ['notificationDelivery'] } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Notifications for "Marketing"');
    await expect(
      await within(dialog).findByText(
        'This server sends no e-mail yet. Your choices are kept, and notifications are delivered once an administrator sets up e-mail.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Files are uploaded' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Notification settings have been saved.');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
  },
};

/** The note is not shown when the server delivers notifications. */
export const Delivered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Notifications for "Marketing"');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8));
    await expect(within(dialog).queryByText(/This server sends no e-mail yet/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** spec 000 §8, spelling kept: 'Failed to save new subsctiption settings'; nothing is reported saved. */
export const SaveFailed: Story = {
  parameters: { mocks: { scenarios: { updateNotifications: 'error-500' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Notifications for "Marketing"');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Files are deleted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save new subsctiption settings');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};
