import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateFolderName } from '@vitrine/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PromptOptions } from './prompt-store';
import { usePrompt } from './usePrompt';

/** spec 000 §5 through @vitrine/core: the message, or null when the name is fine. */
const folderName = (value: string) => {
  const result = validateFolderName(value);
  return result.ok ? null : result.message;
};

/** A trigger that asks for a name; the answer (the name, or null when cancelled) goes to `onAnswer`. */
function PromptDemo(
  props: Omit<PromptOptions, 'validate'> & {
    trigger: string;
    validateFolder?: boolean;
    onAnswer: (value: string | null) => void;
  },
) {
  const { trigger, validateFolder = true, onAnswer, ...options } = props;
  const prompt = usePrompt();
  return (
    <div>
      <button
        type="button"
        className="vt-ui__button"
        onClick={async () => {
          onAnswer(await prompt({ ...options, validate: validateFolder ? folderName : undefined }));
        }}
      >
        {trigger}
      </button>
    </div>
  );
}

const meta = {
  title: 'ui/Prompt dialog',
  component: PromptDemo,
  // spec 000 §2 "Modals: create folder, set or group; rename".
  args: {
    trigger: 'New folder',
    title: 'Create folder',
    label: 'Name',
    confirmLabel: 'Create',
    onAnswer: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromptDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openPrompt(canvasElement: HTMLElement, trigger: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await body().findByRole('dialog');
  const field = within(dialog).getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(field).toHaveFocus());
  return { dialog, field };
}

/** Open: named by its title, focus in the field. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openPrompt(canvasElement, args.trigger);
    await expect(dialog).toHaveAccessibleName('Create folder');
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/** A refused name (spec 000 §5): the message under the field, the text kept, the dialog open. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openPrompt(canvasElement, args.trigger);
    await userEvent.keyboard('Spring/Summer{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Input contains invalid characters!'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('Spring/Summer');
    await expect(dialog).toBeVisible();
  },
};

/** A name ending in a dot (spec 000 §5), then fixed and confirmed with Enter. */
export const FixedAndConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const { field } = await openPrompt(canvasElement, args.trigger);
    await userEvent.keyboard('Holiday.{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The folder name cannot end with a dot character!'),
    );
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'false'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith('Holiday');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: args.trigger })).toHaveFocus(),
    );
  },
};

/** Rename: the current name is selected, Escape cancels. */
export const RenameCancelled: Story = {
  args: { trigger: 'Rename set', title: 'Rename set', defaultValue: 'Hero images', confirmLabel: 'Rename' },
  play: async ({ canvasElement, args }) => {
    const { field } = await openPrompt(canvasElement, args.trigger);
    await expect(field).toHaveValue('Hero images');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith(null);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: args.trigger })).toHaveFocus(),
    );
  },
};

/** Dark theme, with the message showing. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await ValidationError.play?.(context);
    await expect(body().getByRole('dialog').closest('.vt-ui__layer')).toHaveAttribute(
      'data-vt-theme',
      'dark',
    );
  },
};
