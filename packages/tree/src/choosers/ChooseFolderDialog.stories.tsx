// <ChooseFolderDialog> (issue 15): the folder chooser a host's "Move to folder…" entry opens, on the
// mocks' folder tree. A folder (never 'All') is chosen and handed to `onChoose`; the host moves the
// files. The set chooser has its own page (ChooseSetDialog.stories.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cancelAfterPicking, DialogOpener, openDialogBy } from '../folder/story-support';
import { ChooseFolderDialog } from './ChooseDialogs';
import '../base/base.css';
import '../folder/folder.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { ChooseFolderDialog } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function MoveToFolderButton({ ids }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Move to folder…</button>
      <ChooseFolderDialog
        open={open}
        onOpenChange={setOpen}
        title={\`Move \${ids.length} files to a folder\`}
        description="Choose the folder the files move to."
        confirmLabel="Move here"
        onChoose={(folder) => moveFiles(ids, folder.id)}
      />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <MoveToFolderButton ids={[12, 13, 14]} />
</VitrineProvider>`;

/** The host's button that opens the chooser. */
const OPENER = 'Move to folder…';

const meta = {
  title: 'tree/Choosers/ChooseFolderDialog',
  component: ChooseFolderDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    open: false,
    onOpenChange: fn(),
    onChoose: fn(),
    title: 'Move 3 files to a folder',
    description: 'Choose the folder the files move to.',
    confirmLabel: 'Move here',
  },
  render: (args) => <DialogOpener label={OPENER} dialog={ChooseFolderDialog} props={args} />,
} satisfies Meta<typeof ChooseFolderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChooser = (canvasElement: HTMLElement) =>
  openDialogBy(canvasElement, OPENER, 'Move 3 files to a folder');

/** 'All' cannot be chosen; Documents can, and `onChoose` receives it. */
export const ChooseFolder: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openChooser(canvasElement);
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'All' }));
    await expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Documents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledTimes(1));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 279, name: 'Documents' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Cancel closes the chooser and chooses nothing, even with a folder picked. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openChooser(canvasElement);
    await cancelAfterPicking(dialog, { row: 'Documents', confirmLabel: 'Move here', args });
  },
};
