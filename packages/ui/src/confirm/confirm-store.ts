// Confirm requests wait in a small external store (STYLE habit 5): confirm() may be called from any
// widget under the provider, one dialog shows at a time and the others queue behind it.
//
// Every question has three possible answers: the confirm button, the cancel button (declined), or
// closed without an answer (Escape, a click outside, the provider unmounting). `confirm()` folds the
// last two into `false`; `choose()` keeps them apart for questions where "no" must be recorded and
// "not now" must not (spec 000 §4: the AI consent dialog, Accept or Decline).

import { createDialogQueue, type DialogQueue, type DialogRequest } from '../dialog-queue';

/** How the confirm button looks: 'danger' for destructive actions (deletions, spec 000 §4). */
export type ConfirmTone = 'default' | 'danger';

/**
 * How a question was answered: the confirm button, the cancel button, or closed without an answer
 * (Escape, a click outside, the provider unmounting).
 */
export type ConfirmChoice = 'confirm' | 'decline' | 'dismiss';

/** What `confirm()` and `choose()` take. The spec's confirmation texts are passed as `message` by the widgets. */
export interface ConfirmOptions {
  /** Heading of the dialog; without it a visually hidden "Please confirm" names the dialog. */
  title?: string;
  /** The question, as plain text (never markup). */
  message: string;
  /** Label of the confirm button (default "OK"). */
  confirmLabel?: string;
  /** Label of the cancel button (default "Cancel"); with `choose()` it is the decline answer. */
  cancelLabel?: string;
  tone?: ConfirmTone;
}

/** One pending request. */
export type ConfirmRequest = DialogRequest<ConfirmOptions, ConfirmChoice>;

/** The answer a two-way `confirm()` resolves with. */
export function isConfirmed(choice: ConfirmChoice): boolean {
  return choice === 'confirm';
}

export interface ConfirmStore extends Omit<DialogQueue<ConfirmOptions, ConfirmChoice>, 'ask' | 'settle'> {
  /** Resolves true for the confirm button, false for cancel, Escape or a click outside. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves with the {@link ConfirmChoice}: 'confirm', 'decline' (cancel button) or 'dismiss'. */
  choose(options: ConfirmOptions): Promise<ConfirmChoice>;
  /** Answers one request; `true` / `false` stand for 'confirm' / 'decline'. */
  settle(id: number, answer: ConfirmChoice | boolean): void;
}

export function createConfirmStore(): ConfirmStore {
  const queue = createDialogQueue<ConfirmOptions, ConfirmChoice>('dismiss');
  return {
    getSnapshot: queue.getSnapshot,
    subscribe: queue.subscribe,
    cancelAll: queue.cancelAll,
    choose: queue.ask,
    confirm: async (options) => isConfirmed(await queue.ask(options)),
    settle: (id, answer) =>
      queue.settle(id, answer === true ? 'confirm' : answer === false ? 'decline' : answer),
  };
}
