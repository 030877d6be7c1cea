import { describe, expect, it, vi } from 'vitest';
import { createConfirmStore } from './confirm-store';

describe('confirm store', () => {
  it('resolves the promise with the answer and removes the question', async () => {
    const store = createConfirmStore();
    const answer = store.confirm({ message: 'There are unsaved changes. Close and ignore changes?' });
    const [request] = store.getSnapshot();
    expect(request?.options.message).toBe('There are unsaved changes. Close and ignore changes?');
    store.settle(request?.id ?? -1, true);
    await expect(answer).resolves.toBe(true);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('queues questions and shows them in order', async () => {
    const store = createConfirmStore();
    const first = store.confirm({ message: 'first' });
    const second = store.confirm({ message: 'second' });
    expect(store.getSnapshot().map((item) => item.options.message)).toEqual(['first', 'second']);
    store.settle(store.getSnapshot()[0]?.id ?? -1, false);
    expect(store.getSnapshot().map((item) => item.options.message)).toEqual(['second']);
    store.settle(store.getSnapshot()[0]?.id ?? -1, true);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
  });

  it('ignores an unknown or already settled id', async () => {
    const store = createConfirmStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const answer = store.confirm({ message: 'x' });
    const id = store.getSnapshot()[0]?.id ?? -1;
    store.settle(id, true);
    store.settle(id, false);
    store.settle(999, false);
    await expect(answer).resolves.toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('cancelAll answers every pending question with false', async () => {
    const store = createConfirmStore();
    const answers = [store.confirm({ message: 'a' }), store.confirm({ message: 'b' })];
    store.cancelAll();
    await expect(Promise.all(answers)).resolves.toEqual([false, false]);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('choose: the three-way answer (spec 000 §4: Accept, Decline, or closed without an answer)', () => {
  it.each([
    ['confirm', 'confirm'],
    ['decline', 'decline'],
    ['dismiss', 'dismiss'],
    [true, 'confirm'],
    [false, 'decline'],
  ] as const)('settled with %j resolves %j', async (answer, expected) => {
    const store = createConfirmStore();
    const choice = store.choose({ message: 'Do you accept these terms?' });
    store.settle(store.getSnapshot()[0]?.id ?? -1, answer);
    await expect(choice).resolves.toBe(expected);
  });

  it.each([
    ['confirm', true],
    ['decline', false],
    ['dismiss', false],
  ] as const)('the two-way confirm() reads %j as %j', async (answer, expected) => {
    const store = createConfirmStore();
    const yes = store.confirm({ message: 'Do you want to delete this file?' });
    store.settle(store.getSnapshot()[0]?.id ?? -1, answer);
    await expect(yes).resolves.toBe(expected);
  });

  it('cancelAll dismisses a pending choice; both kinds share one queue', async () => {
    const store = createConfirmStore();
    const choice = store.choose({ message: 'a' });
    const yes = store.confirm({ message: 'b' });
    expect(store.getSnapshot().map((item) => item.options.message)).toEqual(['a', 'b']);
    store.cancelAll();
    await expect(choice).resolves.toBe('dismiss');
    await expect(yes).resolves.toBe(false);
  });
});
