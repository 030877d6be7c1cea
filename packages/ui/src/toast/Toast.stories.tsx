import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTranslator, type LocaleKey, type PluralLocaleKey } from '@vitrine/core';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT, useToast } from '../provider/hooks';
import type { ToastKind } from './toast-store';

/** Messages of spec 000 §8 / spec 001 §8 (from the provider's locale), with the kind the spec gives them. */
const SPEC_MESSAGES: readonly (readonly [ToastKind, Exclude<LocaleKey, PluralLocaleKey>])[] = [
  ['success', 'folders.deleted'],
  ['info', 'sets.deletionCanceled'],
  ['warning', 'download.notAuthorizedSome'],
  ['error', 'edit.saveFailed'],
];

/** The messages in English, as the play functions read them. */
const english = createTranslator();

/** Buttons that show one toast of each kind. */
function ToastButtons() {
  const toast = useToast();
  const t = useT();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {SPEC_MESSAGES.map(([kind, key]) => (
        <button
          key={kind}
          type="button"
          className="vt-ui__button"
          onClick={() => toast.show({ kind, message: t(key) })}
        >
          Show {kind}
        </button>
      ))}
    </div>
  );
}

/** Shows every kind at once and keeps them until dismissed (for looking at the stack). */
function ToastStack() {
  const toast = useToast();
  const t = useT();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    for (const [kind, key] of SPEC_MESSAGES)
      toast.show({ kind, message: t(key), duration: Number.POSITIVE_INFINITY });
  }, [toast, t]);
  return <p>Four toasts, one of each kind, stay until dismissed.</p>;
}

const meta = {
  title: 'ui/Toasts',
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

function toastsOfKind(kind: ToastKind) {
  return Array.from(document.querySelectorAll<HTMLElement>(`.vt-ui__toast[data-kind="${kind}"]`));
}

export const Kinds: Story = {};

export const Stack: Story = {
  render: () => <ToastStack />,
  play: async () => {
    const region = await page().findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    for (const [kind, key] of SPEC_MESSAGES) {
      const message = english(key);
      const [item] = toastsOfKind(kind);
      await expect(item).toHaveTextContent(message);
    }
  },
};

export const Dark: Story = {
  ...Stack,
  globals: { theme: 'dark' },
  play: async (context) => {
    await Stack.play?.(context);
    const layer = document.querySelector('.vt-ui__toast-viewport')?.closest('.vt-ui__layer');
    await expect(layer).toHaveAttribute('data-vt-theme', 'dark');
  },
};

/** Each kind shows with its data-kind, its spoken kind, and is announced in a live region. */
export const EachKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [kind, key] of SPEC_MESSAGES) {
      const message = english(key);
      await userEvent.click(canvas.getByRole('button', { name: `Show ${kind}` }));
      await waitFor(() => expect(toastsOfKind(kind)).toHaveLength(1));
      const [item] = toastsOfKind(kind);
      await expect(item).toHaveTextContent(message);
      const announcement = await waitFor(() => {
        const found = page()
          .getAllByRole('status')
          .find((node) => node.textContent?.includes(message));
        if (!found) throw new Error(`no live announcement of "${message}"`);
        return found;
      });
      // warnings and errors interrupt (assertive), success and info wait their turn (polite)
      const assertive = kind === 'warning' || kind === 'error';
      await expect(announcement).toHaveAttribute('aria-live', assertive ? 'assertive' : 'polite');
    }
  },
};

/** The close button dismisses one toast and leaves the others. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(document.querySelectorAll('.vt-ui__toast')).toHaveLength(2));
    const [success] = toastsOfKind('success');
    if (!success) throw new Error('no success toast');
    await userEvent.click(within(success).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toastsOfKind('success')).toHaveLength(0));
    await expect(toastsOfKind('error')).toHaveLength(1);
  },
};

/** Shows a toast with a button (a ready report's Download) that says when it was used. */
function ToastWithAction() {
  const toast = useToast();
  const [used, setUsed] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="vt-ui__button"
        onClick={() =>
          toast.show({
            kind: 'success',
            message: 'Your report is ready.',
            duration: Number.POSITIVE_INFINITY,
            action: {
              label: 'Download',
              altText: 'Download the report from the list of reports.',
              onAction: () => setUsed(true),
            },
          })
        }
      >
        Show with action
      </button>
      <p role="status">{used ? 'Action used.' : ''}</p>
    </div>
  );
}

/** A toast may carry one button (a ready report's Download): using it runs the action and closes the toast. */
export const WithAction: Story = {
  render: () => <ToastWithAction />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show with action' }));
    const [item] = await waitFor(() => {
      const found = toastsOfKind('success');
      if (found.length !== 1) throw new Error('no toast');
      return found;
    });
    if (!item) throw new Error('no toast');
    await userEvent.click(within(item).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(canvas.getByText('Action used.')).toBeInTheDocument());
    await waitFor(() => expect(toastsOfKind('success')).toHaveLength(0));
  },
};
