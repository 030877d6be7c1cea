import { describe, expect, it, vi } from 'vitest';
import { createPromptStore } from './prompt-store';

describe('prompt store', () => {
  it('resolves with the confirmed text and removes the prompt', async () => {
    const store = createPromptStore();
    const answer = store.prompt({ title: 'Create folder', label: 'Name' });
    const [request] = store.getSnapshot();
    expect(request?.options.title).toBe('Create folder');
    store.settle(request?.id ?? -1, 'Holiday');
    await expect(answer).resolves.toBe('Holiday');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('resolves null when cancelled', async () => {
    const store = createPromptStore();
    const answer = store.prompt({ title: 'Rename folder', label: 'Name', defaultValue: 'Old' });
    store.settle(store.getSnapshot()[0]?.id ?? -1, null);
    await expect(answer).resolves.toBeNull();
  });

  it('queues prompts and shows them in order', async () => {
    const store = createPromptStore();
    const first = store.prompt({ title: 'first', label: 'Name' });
    const second = store.prompt({ title: 'second', label: 'Name' });
    expect(store.getSnapshot().map((item) => item.options.title)).toEqual(['first', 'second']);
    store.settle(store.getSnapshot()[0]?.id ?? -1, 'a');
    expect(store.getSnapshot().map((item) => item.options.title)).toEqual(['second']);
    store.settle(store.getSnapshot()[0]?.id ?? -1, 'b');
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
  });

  it('ignores an unknown or already settled id', async () => {
    const store = createPromptStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const answer = store.prompt({ title: 'x', label: 'Name' });
    const id = store.getSnapshot()[0]?.id ?? -1;
    store.settle(id, 'one');
    store.settle(id, 'two');
    store.settle(999, null);
    await expect(answer).resolves.toBe('one');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('cancelAll answers every pending prompt with null', async () => {
    const store = createPromptStore();
    const answers = [
      store.prompt({ title: 'a', label: 'Name' }),
      store.prompt({ title: 'b', label: 'Name' }),
    ];
    store.cancelAll();
    await expect(Promise.all(answers)).resolves.toEqual([null, null]);
    expect(store.getSnapshot()).toEqual([]);
  });
});
