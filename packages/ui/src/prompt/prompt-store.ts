// Prompt requests (create folder, set or group; rename: spec 000 §2 "Modals") wait in a small
// external store like the confirm questions (../confirm/confirm-store.ts): prompt() may be called
// from any widget under the provider, one dialog shows at a time and the others queue behind it.

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

/** One pending prompt. */
export interface PromptRequest {
  id: number;
  options: PromptOptions;
  /** The element focused when prompt() was called; focus returns there afterwards. */
  returnFocusTo: HTMLElement | null;
  resolve: (value: string | null) => void;
}

export interface PromptStore {
  /** The prompt on screen, then the queued ones. */
  getSnapshot(): readonly PromptRequest[];
  subscribe(listener: () => void): () => void;
  /** Resolves with the confirmed text, or null when cancelled. */
  prompt(options: PromptOptions): Promise<string | null>;
  /** Answers a prompt (null = cancelled). */
  settle(id: number, value: string | null): void;
  /** Cancels every pending prompt (the provider unmounts). */
  cancelAll(): void;
}

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

export function createPromptStore(): PromptStore {
  let requests: readonly PromptRequest[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => requests,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prompt(options) {
      return new Promise<string | null>((resolve) => {
        counter += 1;
        requests = [...requests, { id: counter, options, returnFocusTo: activeElement(), resolve }];
        emit();
      });
    },
    settle(id, value) {
      const request = requests.find((item) => item.id === id);
      if (!request) return;
      requests = requests.filter((item) => item.id !== id);
      request.resolve(value);
      emit();
    },
    cancelAll() {
      const pending = requests;
      if (pending.length === 0) return;
      requests = [];
      for (const request of pending) request.resolve(null);
      emit();
    },
  };
}
