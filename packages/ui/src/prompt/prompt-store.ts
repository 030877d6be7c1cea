// Prompt requests (create folder, set or group; rename: spec 000 §2 "Modals") wait in a small
// external store like the confirm questions (../confirm/confirm-store.ts): prompt() may be called
// from any widget under the provider, one dialog shows at a time and the others queue behind it.

import { createDialogQueue, type DialogQueue, type DialogRequest } from '../dialog-queue';

/** What `prompt()` takes. */
export interface PromptOptions {
  /** Heading and accessible name of the dialog ("Create folder", "Rename set"). */
  title: string;
  /** Label of the text field ("Name"). */
  label: string;
  /** The text the field starts with (the current name when renaming); selected on open. */
  defaultValue?: string;
  /** Label of the confirm button (default "OK"). */
  confirmLabel?: string;
  /** Label of the cancel button (default "Cancel"). */
  cancelLabel?: string;
  /**
   * Checks the text when the user confirms: a message (shown under the field, announced) blocks the
   * confirm; null lets it through. After a refusal it runs on every change, so the message goes
   * away once the text is fixed. `(v) => { const r = validateFolderName(v); return r.ok ? null : r.message }`.
   */
  validate?: (value: string) => string | null;
}

/** One pending request. */
export type PromptRequest = DialogRequest<PromptOptions, string | null>;

export interface PromptStore extends Omit<DialogQueue<PromptOptions, string | null>, 'ask'> {
  prompt(options: PromptOptions): Promise<string | null>;
}

export function createPromptStore(): PromptStore {
  const queue = createDialogQueue<PromptOptions, string | null>(null);
  return { ...queue, prompt: queue.ask };
}
