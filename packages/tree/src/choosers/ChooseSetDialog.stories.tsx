// <ChooseSetDialog> (issue 15): the set chooser a host's "Add to set…" entry opens, on the mocks'
// sets tree. A set (never a collection: spec 000 §4 "Files cannot be dropped on a group") is chosen
// and its id handed to `onChoose`; the host adds the files.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cancelAfterPicking, DialogOpener, openDialogBy } from '../folder/story-support';
import { ChooseSetDialog } from './ChooseDialogs';
import '../base/base.css';
// The chooser's dialog and picker wear the move dialog's look.
import '../folder/folder.css';
import '../sets/sets.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { ChooseSetDialog } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function AddToSetButton({ ids }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Add to set…</button>
      <ChooseSetDialog
        open={open}
        onOpenChange={setOpen}
        title={\`Add \${ids.length} files to a set\`}
        description="Choose the set the files are added to."
        confirmLabel="Add"
        onChoose={(setId) => addFilesToSet(setId, ids)}
      />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <AddToSetButton ids={[12, 13, 14]} />
</VitrineProvider>`;

/** The host's button that opens the chooser. */
const OPENER = 'Add to set…';

const meta = {
  title: 'tree/Choosers/ChooseSetDialog',
  component: ChooseSetDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    open: false,
    onOpenChange: fn(),
    onChoose: fn(),
    title: 'Add 3 files to a set',
    description: 'Choose the set the files are added to.',
    confirmLabel: 'Add',
  },
  render: (args) => <DialogOpener label={OPENER} dialog={ChooseSetDialog} props={args} />,
} satisfies Meta<typeof ChooseSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChooser = (canvasElement: HTMLElement) =>
  openDialogBy(canvasElement, OPENER, 'Add 3 files to a set');

/** A collection cannot be chosen, a set can, and `onChoose` receives its id. */
export const ChooseSet: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openChooser(canvasElement);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    // A collection (set group) takes no files (spec 000 §4).
    await userEvent.click(
      await within(dialog).findByRole('treeitem', { name: /Clients/ }, { timeout: 4000 }),
    );
    await expect(add).toBeDisabled();
    // Favourites: the standalone set of the mocks (id 11).
    await userEvent.click(await within(dialog).findByRole('treeitem', { name: /Favourites/ }));
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledTimes(1));
    await expect(args.onChoose).toHaveBeenCalledWith(11);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Cancel closes the chooser and chooses nothing, even with a set picked. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openChooser(canvasElement);
    await cancelAfterPicking(dialog, { row: /Favourites/, confirmLabel: 'Add', args });
  },
};
