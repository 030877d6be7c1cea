// Confirm requests wait in a small external store (STYLE habit 5): confirm() may be called from any
// widget under the provider, one dialog shows at a time and the others queue behind it.

/** How the confirm button looks: 'danger' for destructive actions (deletions, spec 000 §4). */
export type ConfirmTone = 'default' | 'danger';

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

/** One pending question. */
export interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
  /** The element focused when confirm() was called; focus returns there afterwards. */
  returnFocusTo: HTMLElement | null;
  resolve: (confirmed: boolean) => void;
}

export interface ConfirmStore {
  /** The question on screen, then the queued ones. */
  getSnapshot(): readonly ConfirmRequest[];
  subscribe(listener: () => void): () => void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Answers the question on screen. */
  settle(id: number, confirmed: boolean): void;
  /** Cancels every pending question (the provider unmounts). */
  cancelAll(): void;
}

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

export function createConfirmStore(): ConfirmStore {
  let requests: readonly ConfirmRequest[] = [];
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
    confirm(options) {
      return new Promise<boolean>((resolve) => {
        counter += 1;
        requests = [...requests, { id: counter, options, returnFocusTo: activeElement(), resolve }];
        emit();
      });
    },
    settle(id, confirmed) {
      const request = requests.find((item) => item.id === id);
      if (!request) return;
      requests = requests.filter((item) => item.id !== id);
      request.resolve(confirmed);
      emit();
    },
    cancelAll() {
      const pending = requests;
      if (pending.length === 0) return;
      requests = [];
      for (const request of pending) request.resolve(false);
      emit();
    },
  };
}
