// The toast queue is long-lived state shared by every widget under one provider, so it sits in a
// small external store read with useSyncExternalStore (STYLE habit 5). Framework-free: tested on
// its own.

/** The four kinds of message the spec gives (spec 000 §8, spec 001 §8). */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export const TOAST_KINDS: readonly ToastKind[] = ['success', 'info', 'warning', 'error'];

/** One message on screen. */
export interface ToastItem {
  /** Unique within the store. */
  id: string;
  kind: ToastKind;
  /** Plain text, shown as text (never markup). */
  message: string;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  duration: number;
  /** A button beside the message (a ready report's Download); the toast closes when it is used. */
  action?: ToastAction;
}

/** A toast's button: its label, and what it does. */
export interface ToastAction {
  /** The button's text (plain text). */
  label: string;
  /** How a screen reader user reaches the same thing without the toast (Radix Toast `altText`). */
  altText: string;
  onAction(): void;
}

/** What a caller gives to show a toast. */
export interface ToastInput {
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes by itself; defaults per kind (see TOAST_DURATION). */
  duration?: number;
  /** A button beside the message; the toast closes when it is used. */
  action?: ToastAction;
}

/**
 * How long each kind stays, in ms. The spec gives no durations (decision): errors and warnings stay
 * longer because they usually need reading.
 */
export const TOAST_DURATION: Readonly<Record<ToastKind, number>> = {
  success: 5000,
  info: 5000,
  warning: 8000,
  error: 8000,
};

/** At most this many toasts are kept; the oldest goes first (decision: the spec is silent). */
export const TOAST_LIMIT = 5;

export interface ToastStore {
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
  show(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

export function createToastStore(limit: number = TOAST_LIMIT): ToastStore {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show({ kind, message, duration, action }) {
      counter += 1;
      const id = `vt-toast-${counter}`;
      const item: ToastItem = {
        id,
        kind,
        message,
        duration: duration ?? TOAST_DURATION[kind],
        ...(action ? { action } : {}),
      };
      items = [...items, item].slice(-limit);
      emit();
      return id;
    },
    dismiss(id) {
      const next = items.filter((item) => item.id !== id);
      if (next.length === items.length) return;
      items = next;
      emit();
    },
    clear() {
      if (items.length === 0) return;
      items = [];
      emit();
    },
  };
}
