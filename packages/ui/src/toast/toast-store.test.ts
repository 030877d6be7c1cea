import { describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION, type ToastKind } from './toast-store';

describe('toast store', () => {
  it.each<[ToastKind, number]>([
    ['success', TOAST_DURATION.success],
    ['info', TOAST_DURATION.info],
    ['warning', TOAST_DURATION.warning],
    ['error', TOAST_DURATION.error],
  ])('a %s toast gets its default duration %i', (kind, duration) => {
    const store = createToastStore();
    store.show({ kind, message: 'x' });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ kind, message: 'x', duration })]);
  });

  it('keeps an explicit duration', () => {
    const store = createToastStore();
    store.show({ kind: 'info', message: 'x', duration: 1234 });
    expect(store.getSnapshot()[0]?.duration).toBe(1234);
  });

  it('keeps messages in order and drops the oldest beyond the limit', () => {
    const store = createToastStore(2);
    store.show({ kind: 'info', message: 'one' });
    store.show({ kind: 'info', message: 'two' });
    store.show({ kind: 'info', message: 'three' });
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['two', 'three']);
  });

  it('dismisses one toast by id and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show({ kind: 'success', message: 'Folder has been deleted.' });
    store.show({ kind: 'error', message: 'Failed to save changes.' });
    store.dismiss(first);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Failed to save changes.']);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not notify for an unknown id and stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.show({ kind: 'info', message: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives every toast a distinct id', () => {
    const store = createToastStore();
    const ids = [1, 2, 3].map(() => store.show({ kind: 'info', message: 'same' }));
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps a toast's action (a ready report's Download); a toast without one has none", () => {
    const store = createToastStore();
    const onAction = vi.fn();
    store.show({
      kind: 'success',
      message: 'Your PDF report of 2 files is ready.',
      action: { label: 'Download', altText: 'Download the report.', onAction },
    });
    store.show({ kind: 'info', message: 'plain' });
    const [withAction, plain] = store.getSnapshot();
    expect(withAction?.action?.label).toBe('Download');
    withAction?.action?.onAction();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(plain && 'action' in plain).toBe(false);
  });
});
