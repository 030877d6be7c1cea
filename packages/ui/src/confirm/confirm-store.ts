// Confirm requests wait in a small external store (STYLE habit 5): confirm() may be called from any
// widget under the provider, one dialog shows at a time and the others queue behind it.

/** How the confirm button looks: 'danger' for destructive actions (deletions, spec 000 §4). */
export type ConfirmTone = 'default' | 'danger';

import { createDialogQueue, type DialogQueue, type DialogRequest } from '../dialog-queue';

/** What `confirm()` takes. The spec's confirmation texts are passed as `message` by the widgets. */
export interface ConfirmOptions {
  /** Heading of the dialog; without it a visually hidden "Please confirm" names the dialog. */
  title?: string;
  /** The question, as plain text (never markup). */
  message: string;
  /** Label of the confirm button (default "OK"). */
  confirmLabel?: string;
  /** Label of the cancel button (default "Cancel"). */
  cancelLabel?: string;
  tone?: ConfirmTone;
}

/** One pending request. */
export type ConfirmRequest = DialogRequest<ConfirmOptions, boolean>;

export interface ConfirmStore extends Omit<DialogQueue<ConfirmOptions, boolean>, 'ask'> {
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export function createConfirmStore(): ConfirmStore {
  const queue = createDialogQueue<ConfirmOptions, boolean>(false);
  return { ...queue, confirm: queue.ask };
}
