// <MoveFolderDialog> on its own, opened by a host's button: the chooser refuses the folder itself,
// and hands the chosen destination to `onMove` (an action spy).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoveFolderDialog } from './MoveFolderDialog';
import { DialogOpener, SEED_FOLDERS } from './story-support';
import '../base/base.css';
import './folder.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { MoveFolderDialog } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function MoveButton({ folder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Move to…</button>
      <MoveFolderDialog
        folder={folder}
        open={open}
        onOpenChange={setOpen}
        onMove={(destination) => moveFolder(folder.id, destination.id)}
      />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <MoveButton folder={{ id: 204, name: 'Press' }} />
</VitrineProvider>`;

/** The host's button that opens the dialog. */
const OPENER = 'Move to…';

const meta = {
  title: 'tree/Folder dialogs/MoveFolderDialog',
  component: MoveFolderDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { folder: SEED_FOLDERS.press, open: false, onOpenChange: fn(), onMove: fn() },
  render: (args) => <DialogOpener label={OPENER} dialog={MoveFolderDialog} props={args} />,
} satisfies Meta<typeof MoveFolderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The folder itself cannot be chosen; Documents can, and `onMove` receives it. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to…' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Move "Press"' },
      { timeout: 4000 },
    );
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Press' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'A folder cannot be moved into itself or one of its subfolders.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('treeitem', { name: 'Documents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 279, name: 'Documents' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Cancel closes without a move. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to…' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Move "Press"' },
      { timeout: 4000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};
