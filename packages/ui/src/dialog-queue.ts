// The one queue behind confirm() and prompt() (STYLE habit 5): requests may come from any widget
// under the provider, one dialog shows at a time and the others wait behind it.

/** One pending request: its options, where focus returns afterwards, and how it is answered. */
export interface DialogRequest<Options, Answer> {
  id: number;
  options: Options;
  /** The element focused when the request was made; focus returns there afterwards. */
  returnFocusTo: HTMLElement | null;
  resolve: (answer: Answer) => void;
}

export interface DialogQueue<Options, Answer> {
  /** The request on screen, then the queued ones. */
  getSnapshot(): readonly DialogRequest<Options, Answer>[];
  subscribe(listener: () => void): () => void;
  /** Queues a request; resolves with its answer. */
  ask(options: Options): Promise<Answer>;
  /** Answers one request. */
  settle(id: number, answer: Answer): void;
  /** Answers every pending request with the cancel answer (the provider unmounts). */
  cancelAll(): void;
}

function activeElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

export function createDialogQueue<Options, Answer>(cancelAnswer: Answer): DialogQueue<Options, Answer> {
  let requests: readonly DialogRequest<Options, Answer>[] = [];
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
    ask(options) {
      return new Promise<Answer>((resolve) => {
        counter += 1;
        requests = [...requests, { id: counter, options, returnFocusTo: activeElement(), resolve }];
        emit();
      });
    },
    settle(id, answer) {
      const request = requests.find((item) => item.id === id);
      if (!request) return;
      requests = requests.filter((item) => item.id !== id);
      request.resolve(answer);
      emit();
    },
    cancelAll() {
      const pending = requests;
      if (pending.length === 0) return;
      requests = [];
      for (const request of pending) request.resolve(cancelAnswer);
      emit();
    },
  };
}
