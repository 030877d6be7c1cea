import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useConfirm } from '../provider/hooks';
import type { ConfirmOptions } from './confirm-store';
import { useConfirmChoice } from './useConfirmChoice';

/**
 * A trigger that asks one question; the answer goes to `onAnswer` (the actions panel): true / false
 * from confirm(), or the three-way choice (confirm / decline / dismiss) with `threeWay`.
 */
function ConfirmDemo(
  props: ConfirmOptions & {
    trigger: string;
    threeWay?: boolean;
    onAnswer: (answer: boolean | string) => void;
  },
) {
  const { trigger, threeWay = false, onAnswer, ...options } = props;
  const confirm = useConfirm();
  const choose = useConfirmChoice();
  const ask = async () => onAnswer(threeWay ? await choose(options) : await confirm(options));
  return (
    <div>
      <button type="button" className="vt-ui__button" onClick={ask}>
        {trigger}
      </button>
    </div>
  );
}

const meta = {
  title: 'ui/Confirm dialog',
  component: ConfirmDemo,
  // spec 001 §8: the confirmation texts come from the widgets, word for word.
  args: {
    trigger: 'Delete file',
    message: 'Do you want to delete this file?',
    confirmLabel: 'Delete',
    tone: 'danger',
    onAnswer: fn(),
  },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openDialog(canvasElement: HTMLElement, trigger: string) {
  const button = within(canvasElement).getByRole('button', { name: trigger });
  await userEvent.click(button);
  const dialog = await body().findByRole('alertdialog');
  return { button, dialog };
}

/** The dialog closed, the question answered once with `answer`, focus back on the trigger. */
async function expectClosedWith(
  canvasElement: HTMLElement,
  args: { trigger: string; onAnswer: unknown },
  answer: boolean | string,
) {
  const { trigger } = args;
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(args.onAnswer).toHaveBeenCalledTimes(1));
  await expect(args.onAnswer).toHaveBeenCalledWith(answer);
  // Focus goes back to the element that asked.
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: trigger })).toHaveFocus());
}

/** Open: named by its message, focus inside and trapped there. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await expect(dialog).toHaveAccessibleDescription('Do you want to delete this file?');
    await expect(dialog).toHaveAccessibleName('Please confirm');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    // the safe answer has focus first
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectClosedWith(canvasElement, args, true);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosedWith(canvasElement, args, false);
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement, args.trigger);
    await userEvent.keyboard('{Escape}');
    await expectClosedWith(canvasElement, args, false);
  },
};

/** With a title and default labels (spec 001 §8: an unsaved-change confirmation). */
export const UnsavedChanges: Story = {
  args: {
    trigger: 'Close viewer',
    title: 'Unsaved changes',
    message: 'There are unsaved changes. Close and ignore changes?',
    confirmLabel: undefined,
    tone: 'default',
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await expect(dialog).toHaveAccessibleName('Unsaved changes');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveAttribute('data-tone', 'primary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expectClosedWith(canvasElement, args, true);
  },
};

/** The dialog just opened (also the screenshot baseline, light and dark). */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await Shown.play?.(context);
    await expect(body().getByRole('alertdialog').closest('.vt-ui__layer')).toHaveAttribute(
      'data-vt-theme',
      'dark',
    );
  },
};

/** A message is text, never markup. */
export const MessageIsText: Story = {
  args: { trigger: 'Delete folder', message: 'Delete <b>Holiday</b> & <img src=x onerror=alert(1)>?' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await expect(dialog).toHaveTextContent('Delete <b>Holiday</b> & <img src=x onerror=alert(1)>?');
    await expect(dialog.querySelector('b, img')).toBeNull();
  },
};

/** The three-way question (useConfirmChoice): the AI consent dialog of spec 000 §4, Accept or Decline. */
const consent = {
  trigger: 'Recognize objects',
  threeWay: true,
  title: 'AI object recognition',
  message: 'Do you accept these terms?',
  confirmLabel: 'Accept',
  cancelLabel: 'Decline',
  tone: 'default',
} as const;

/** Accept: 'confirm'. */
export const ChoiceConfirm: Story = {
  args: consent,
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await expect(dialog).toHaveAccessibleName('AI object recognition');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expectClosedWith(canvasElement, args, 'confirm');
  },
};

/** Decline (the cancel button): 'decline', an answer the widget records. */
export const ChoiceDecline: Story = {
  args: consent,
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expectClosedWith(canvasElement, args, 'decline');
  },
};

/** Escape: 'dismiss', no answer at all. */
export const ChoiceEscapeDismisses: Story = {
  args: consent,
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement, args.trigger);
    await userEvent.keyboard('{Escape}');
    await expectClosedWith(canvasElement, args, 'dismiss');
  },
};

/** A click outside the dialog: 'dismiss' too. */
export const ChoiceClickOutsideDismisses: Story = {
  args: consent,
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, args.trigger);
    const overlay = dialog.closest('.vt-ui__layer')?.querySelector('.vt-ui__overlay');
    if (!(overlay instanceof HTMLElement)) throw new Error('the dialog has an overlay');
    await userEvent.click(overlay);
    await expectClosedWith(canvasElement, args, 'dismiss');
  },
};
