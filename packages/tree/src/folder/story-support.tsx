// Helpers shared by the tree's dialogs' stories (the folder dialogs and the choosers): a seed folder
// as the tree hands it over, a host's button that opens a dialog, a toast check, and a chooser's
// Cancel. Not exported from the package.
import type { Folder } from '@vitrine/api-client';
import { type ComponentType, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Seed folders of @vitrine/mocks, as the folder tree passes them to its dialogs. */
export const SEED_FOLDERS = {
  press: { id: 204, name: 'Press', autoResync: false, forbiddenFileTypes: [] },
  logos: { id: 196, name: 'Logos', autoResync: false, forbiddenFileTypes: ['.mov'] },
  print: { id: 48, name: 'Print', autoResync: true, forbiddenFileTypes: [] },
} satisfies Record<string, Folder>;

/** Waits for a toast saying `message` (its text also holds the spoken kind, "Success: ..."). */
export const expectToast = (message: string) =>
  waitFor(
    () => {
      const shown = Array.from(document.querySelectorAll('.vt-ui__toast-message'));
      if (!shown.some((element) => element.textContent?.endsWith(message)))
        throw new Error(
          `no toast "${message}" (toasts: ${shown.map((e) => e.textContent).join(' | ') || 'none'})`,
        );
    },
    { timeout: 4000 },
  );

/** What every folder dialog takes from its host: whether it is open, and who hears it close. */
interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog behind a host's button labelled `label`, closed at first; each open change also reaches
 * the story's `onOpenChange` (the actions panel, the play function's spy).
 */
export function DialogOpener<P extends DialogProps>({
  label,
  dialog: Dialog,
  props,
}: {
  label: string;
  dialog: ComponentType<P>;
  props: P;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="vt-ui__button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next: boolean) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

/** Clicks the host's button `label` and waits for the dialog named `name`. */
export async function openDialogBy(
  canvasElement: HTMLElement,
  label: string,
  name: string,
): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  return within(document.body).findByRole('dialog', { name }, { timeout: 4000 });
}

/** The spies of a chooser story's args (ChooseFolderDialog, ChooseSetDialog). */
interface ChooserSpies {
  onOpenChange: (open: boolean) => void;
  onChoose: (...chosen: never[]) => void;
}

/**
 * A chooser's Cancel: with the row named `row` picked (its `confirmLabel` button enabled), Cancel
 * closes the dialog, the host hears it close, and nothing is chosen.
 */
export async function cancelAfterPicking(
  dialog: HTMLElement,
  { row, confirmLabel, args }: { row: string | RegExp; confirmLabel: string; args: ChooserSpies },
): Promise<void> {
  await userEvent.click(await within(dialog).findByRole('treeitem', { name: row }, { timeout: 4000 }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: confirmLabel })).toBeEnabled());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  await expect(args.onChoose).not.toHaveBeenCalled();
}
