// Controlled or uncontrolled widget state through one hook (docs/architecture.md "State and data"): a
// widget takes `value` / `defaultValue` / `onValueChange` (or `open` / `defaultOpen` /
// `onOpenChange`, ...) and reads and sets its state the same way in both modes.
import { useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; when it is not `undefined` the widget follows it. */
  value?: T | undefined;
  /** The first value when uncontrolled. */
  defaultValue: T;
  /** Called with every change, in both modes. */
  onChange?: ((value: T) => void) | undefined;
}

/** A setter taking a value or an updater of the current value. */
export type ControllableSetter<T> = (next: T | ((current: T) => T)) => void;

/**
 * `[value, setValue]` like useState. Controlled (`value` given): `setValue` only calls `onChange`
 * and the host decides. Uncontrolled: the hook keeps the value and calls `onChange`. Setting the
 * value it already has calls nothing.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, ControllableSetter<T>] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // The latest value and callback, so the setter stays stable across renders.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const setValue = useCallback<ControllableSetter<T>>((next) => {
    const { current: now, controlled: isControlled, onChange: notify } = latest.current;
    const resolved = typeof next === 'function' ? (next as (current: T) => T)(now) : next;
    if (Object.is(resolved, now)) return;
    if (!isControlled) {
      setOwn(resolved);
      // Keep the latest value for a second call in the same event (two updaters in a row).
      latest.current = { ...latest.current, current: resolved };
    }
    // Controlled: the host decides. A change it ignores must not become the base of the next one,
    // so the value stays the host's until it renders a new one.
    notify?.(resolved);
  }, []);

  return [current, setValue];
}
