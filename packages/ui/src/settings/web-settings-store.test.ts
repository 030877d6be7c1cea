import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSettings, WebSettingsPersistence } from './options';
import { type StorageLike, WEB_SETTINGS_STORAGE_KEY } from './web-settings';
import { createWebSettingsStore, WEB_SETTINGS_SAVE_DELAY_MS } from './web-settings-store';

function memoryStorage(record?: unknown): StorageLike & { record(): unknown } {
  const items = new Map<string, string>();
  if (record !== undefined) items.set(WEB_SETTINGS_STORAGE_KEY, JSON.stringify(record));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    record: () => {
      const text = items.get(WEB_SETTINGS_STORAGE_KEY);
      return text === undefined ? undefined : JSON.parse(text);
    },
  };
}

function setup(persistence: WebSettingsPersistence, record?: unknown) {
  const storage = memoryStorage(record);
  const store = createWebSettingsStore({ persistence, storage });
  const saved: Partial<WebSettings>[] = [];
  const errors: unknown[] = [];
  let fail: unknown;
  store.connect({
    save: async (values) => {
      if (fail) throw fail;
      saved.push(values);
    },
    onError: (error) => errors.push(error),
  });
  return {
    store,
    storage,
    saved,
    errors,
    failNextSaves: (error: unknown) => {
      fail = error;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("web settings store, persistence 'server' (spec 000 §3: local storage first, then the server)", () => {
  it('shows the stored values at once, then the server copy field by field', () => {
    const { store } = setup('server', { values: { pageSize: 48, hideTree: true }, unsaved: [] });
    expect(store.getSnapshot()).toEqual({ pageSize: 48, hideTree: true });
    store.receiveServer({ pageSize: 96, treePanelWidth: 250 });
    expect(store.getSnapshot()).toEqual({ pageSize: 96, hideTree: true, treePanelWidth: 250 });
  });

  it('writes a change to local storage at once and saves it once after the pause', async () => {
    const { store, storage, saved } = setup('server');
    store.receiveServer({ pageSize: 24 });
    store.update({ treePanelWidth: 280 });
    store.update({ treePanelWidth: 290 });
    store.update({ treePanelWidth: 300 });
    expect(storage.record()).toEqual({
      values: { pageSize: 24, treePanelWidth: 300 },
      unsaved: ['treePanelWidth'],
    });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ pageSize: 24, treePanelWidth: 300 }]);
    expect(storage.record()).toEqual({ values: { pageSize: 24, treePanelWidth: 300 }, unsaved: [] });
    expect(store.hasUnsaved()).toBe(false);
  });

  it('never saves before the server copy has been read, then saves the newer change', async () => {
    const { store, saved } = setup('server');
    store.update({ pageSize: 48 });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS * 3);
    expect(saved).toEqual([]);
    // The server's older copy does not overwrite the change made meanwhile.
    store.receiveServer({ pageSize: 12, hideTree: true });
    expect(store.getSnapshot()).toEqual({ pageSize: 48, hideTree: true });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(saved).toEqual([{ pageSize: 48, hideTree: true }]);
  });

  it('a failed load still lets changes be saved', async () => {
    const { store, saved } = setup('server');
    store.update({ pageSize: 48 });
    store.serverFailed();
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(saved).toEqual([{ pageSize: 48 }]);
  });

  it('resends changes a closed page left unsaved, after the next load', async () => {
    const { store, saved } = setup('server', { values: { pageSize: 96 }, unsaved: ['pageSize'] });
    store.receiveServer({ pageSize: 24, hideTree: false });
    expect(store.getSnapshot()).toEqual({ pageSize: 96, hideTree: false });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(saved).toEqual([{ pageSize: 96, hideTree: false }]);
  });

  it('a failed save is reported and kept for the next save', async () => {
    const { store, saved, errors, storage, failNextSaves } = setup('server');
    store.receiveServer({});
    failNextSaves(new Error('500'));
    store.update({ hideTree: true });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(errors).toEqual([new Error('500')]);
    expect(storage.record()).toEqual({ values: { hideTree: true }, unsaved: ['hideTree'] });
    failNextSaves(undefined);
    store.update({ pageSize: 12 });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(saved).toEqual([{ hideTree: true, pageSize: 12 }]);
  });

  it('a change equal to the current value neither notifies nor saves', async () => {
    const { store, saved } = setup('server', { values: { visibleGridColumn: ['id'] }, unsaved: [] });
    store.receiveServer({});
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ visibleGridColumn: ['id'] });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(listener).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('drops values of the wrong type from a patch', () => {
    const { store } = setup('server');
    store.update({ pageSize: 'many' as unknown as number, hideTree: true });
    expect(store.getSnapshot()).toEqual({ hideTree: true });
  });

  it('with nobody connected, the change waits in local storage', async () => {
    const storage = memoryStorage();
    const store = createWebSettingsStore({ persistence: 'server', storage });
    const save = vi.fn(async () => {});
    const disconnect = store.connect({ save, onError: () => {} });
    store.receiveServer({});
    store.update({ hideTree: true });
    disconnect();
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
    expect(storage.record()).toEqual({ values: { hideTree: true }, unsaved: ['hideTree'] });
    // A widget mounts again: the waiting change goes out.
    store.connect({ save, onError: () => {} });
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledWith({ hideTree: true });
  });

  it('a save that lands after every widget has gone writes nothing to local storage', async () => {
    // A provider unmounts while its save is on its way; a new one (a new QueryClient, so a new
    // store) has put its own record in local storage since. The late answer must not rewrite it.
    const storage = memoryStorage();
    const store = createWebSettingsStore({ persistence: 'server', storage, saveDelayMs: 10 });
    let release: () => void = () => {};
    const disconnect = store.connect({
      save: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      onError: () => {},
    });
    store.receiveServer({});
    store.update({ pageSize: 48 });
    await vi.advanceTimersByTimeAsync(10);
    disconnect();
    const next = { values: { pageSize: 96, treePanelWidth: 260 }, unsaved: ['pageSize'] };
    storage.setItem(WEB_SETTINGS_STORAGE_KEY, JSON.stringify(next));
    release();
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS);
    expect(storage.record()).toEqual(next);
    // Its own marks stay too: were a widget to connect to it again, the change would be sent again.
    expect(store.hasUnsaved()).toBe(true);
  });

  it('sends one save at a time; a change made during a save goes in the next one', async () => {
    const storage = memoryStorage();
    const store = createWebSettingsStore({ persistence: 'server', storage, saveDelayMs: 10 });
    const bodies: Partial<WebSettings>[] = [];
    let release: () => void = () => {};
    store.connect({
      save: (values) => {
        bodies.push(values);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      onError: () => {},
    });
    store.receiveServer({});
    store.update({ pageSize: 12 });
    await vi.advanceTimersByTimeAsync(10);
    store.update({ pageSize: 48 });
    await vi.advanceTimersByTimeAsync(50);
    expect(bodies).toEqual([{ pageSize: 12 }]);
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(bodies).toEqual([{ pageSize: 12 }, { pageSize: 48 }]);
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(store.hasUnsaved()).toBe(false);
  });
});

describe("web settings store, persistence 'local'", () => {
  it('reads and writes local storage and never saves to the server', async () => {
    const { store, storage, saved } = setup('local', { values: { pageSize: 48 }, unsaved: [] });
    expect(store.getSnapshot()).toEqual({ pageSize: 48 });
    store.update({ hideTree: true });
    await store.flush();
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS * 2);
    expect(saved).toEqual([]);
    expect(storage.record()).toEqual({ values: { pageSize: 48, hideTree: true }, unsaved: [] });
  });
});

describe("web settings store, persistence 'none' (spec 000 §6, spec 001 §6: guests, shared-link visitors)", () => {
  it('neither reads nor writes local storage nor saves, but keeps changes in memory', async () => {
    const { store, storage, saved } = setup('none', { values: { pageSize: 48 }, unsaved: ['pageSize'] });
    expect(store.getSnapshot()).toEqual({});
    store.update({ pageSize: 96 });
    expect(store.getSnapshot()).toEqual({ pageSize: 96 });
    store.serverFailed();
    await store.flush();
    await vi.advanceTimersByTimeAsync(WEB_SETTINGS_SAVE_DELAY_MS * 2);
    expect(saved).toEqual([]);
    expect(storage.record()).toEqual({ values: { pageSize: 48 }, unsaved: ['pageSize'] });
  });
});
