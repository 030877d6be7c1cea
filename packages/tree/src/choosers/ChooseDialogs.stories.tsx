// The choosers of a destination for files (issue 15), opened by a host's button as its "Move to
// folder…" and "Add to set…" entries do: a folder (never 'All') or a set (never a collection) is
// chosen and handed to `onChoose`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogOpener } from '../folder/story-support';
import { ChooseFolderDialog, ChooseSetDialog } from './ChooseDialogs';
import '../base/base.css';
import '../folder/folder.css';
import '../sets/sets.css';

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
  render: (args) => <DialogOpener label="Move to folder…" dialog={ChooseFolderDialog} props={args} />,
} satisfies Meta<typeof ChooseFolderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'All' cannot be chosen; Documents can, and `onChoose` receives it. */
export const ChooseFolder: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to folder…' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Move 3 files to a folder' },
      { timeout: 4000 },
    );
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

/** The set chooser: a collection cannot be chosen, a set can. */
export const ChooseSet: StoryObj<typeof ChooseSetDialog> = {
  args: {
    title: 'Add 3 files to a set',
    description: 'Choose the set the files are added to.',
    confirmLabel: 'Add',
  },
  render: (args) => <DialogOpener label="Add to set…" dialog={ChooseSetDialog} props={args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to set…' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Add 3 files to a set' },
      { timeout: 4000 },
    );
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
  },
};
