// The selection store: listeners hear real changes only; isSelected follows the state.
import { describe, expect, it, vi } from 'vitest';
import { createFileSelectionStore } from './store';

describe('createFileSelectionStore', () => {
  it('notifies on a change and not on the same value again', () => {
    const store = createFileSelectionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setSelected([1, 2]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setSelected([1, 2]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setAnchor(2);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toEqual({ selected: [1, 2], anchor: 2 });
    unsubscribe();
    store.setSelected([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('answers isSelected for the current state', () => {
    const store = createFileSelectionStore({ selected: [3], anchor: 3 });
    expect(store.isSelected(3)).toBe(true);
    store.setSelected([4]);
    expect(store.isSelected(3)).toBe(false);
    expect(store.isSelected(4)).toBe(true);
  });
});
