// The user's web settings in a small external store (STYLE habit 5), one per QueryClient and
// persistence, so every widget under a provider reads and changes the same values.
//
// spec 000 §3 "browser local storage then server": the stored record shows at once; the server's
// answer then replaces it field by field, except fields changed here and not yet saved (they are
// newer). Every change is written to local storage at once and sent to the server after
// WEB_SETTINGS_SAVE_DELAY_MS without further changes, only once the server's copy has been read
// (a save never races the load). 'local' never talks to the server; 'none' (guests and shared-link
// visitors, spec 000 §6, spec 001 §6) neither reads nor writes local storage nor the server.
import type { WebSettings, WebSettingsPersistence } from './options';
import {
  readStoredWebSettings,
  type StorageLike,
  sameSettingValue,
  sanitizeWebSettings,
  writeStoredWebSettings,
} from './web-settings';

/**
 * How long the store waits after the last change before saving to the server (decision, ui README):
 * dragging the tree panel's edge or clicking through page sizes sends one request, not dozens.
 */
export const WEB_SETTINGS_SAVE_DELAY_MS = 1000;

/** Where the store sends its saves; given by the hooks, which own the client and the error path. */
export interface WebSettingsSaver {
  /** POST /api/websettings with the user's values. */
  save(values: Partial<WebSettings>): Promise<void>;
  /** A save failed (the change stays in local storage, marked unsaved, and is sent again later). */
  onError(error: unknown): void;
}

export interface WebSettingsStoreOptions {
  persistence: WebSettingsPersistence;
  /** Browser local storage, or null for none. Ignored when persistence is 'none'. */
  storage: StorageLike | null;
  /** Default {@link WEB_SETTINGS_SAVE_DELAY_MS}. */
  saveDelayMs?: number;
}

export interface WebSettingsStore {
  readonly persistence: WebSettingsPersistence;
  /** The user's own values (stored, server, changed here); immutable, replaced on change. */
  getSnapshot(): Readonly<Partial<WebSettings>>;
  subscribe(listener: () => void): () => void;
  /** Changes settings: applied and stored at once, saved to the server after the delay. */
  update(patch: Partial<WebSettings>): void;
  /** The server's copy arrived (GET /api/websettings). The same object twice is ignored. */
  receiveServer(values: Partial<WebSettings>): void;
  /** The server's copy could not be read; saving is allowed from now on. */
  serverFailed(): void;
  /** Hands the store a saver; returns the disconnect function. The newest connection is used. */
  connect(saver: WebSettingsSaver): () => void;
  /** Saves now what is unsaved (when allowed); resolves when done. */
  flush(): Promise<void>;
  /** Whether changes are waiting to be saved to the server. */
  hasUnsaved(): boolean;
}

export function createWebSettingsStore(options: WebSettingsStoreOptions): WebSettingsStore {
  const { persistence } = options;
  const delay = options.saveDelayMs ?? WEB_SETTINGS_SAVE_DELAY_MS;
  const storage = persistence === 'none' ? null : options.storage;
  const toServer = persistence === 'server';

  const stored = readStoredWebSettings(storage);
  let values: Readonly<Partial<WebSettings>> = stored.values;
  // Only 'server' sends; 'local' keeps whatever marks a 'server' session left for later.
  const unsaved = new Set<keyof WebSettings>(stored.unsaved);
  let lastServer: Partial<WebSettings> | undefined;
  let serverSettled = false;
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> | undefined;
  let saveAgain = false;
  const savers: WebSettingsSaver[] = [];
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const persist = () => writeStoredWebSettings(storage, { values: { ...values }, unsaved: [...unsaved] });
  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const scheduleSave = () => {
    if (!toServer || unsaved.size === 0) return;
    cancelTimer();
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  async function flush(): Promise<void> {
    cancelTimer();
    const saver = savers.at(-1);
    if (!toServer || !serverSettled || unsaved.size === 0 || !saver) return;
    if (saving) {
      // One request at a time, so an older save never lands after a newer one.
      saveAgain = true;
      return saving;
    }
    const sentVersion = version;
    const body = { ...values };
    saving = (async () => {
      try {
        await saver.save(body);
        // A save that lands once every widget of this store has gone (its provider unmounted) writes
        // nothing: local storage may hold a newer provider's record by now, which this store's values
        // would overwrite. Its marks stay, so whoever connects next sends the values again.
        if (version === sentVersion && savers.length > 0) {
          unsaved.clear();
          persist();
        }
      } catch (error) {
        saver.onError(error);
      } finally {
        saving = undefined;
        if (saveAgain) {
          saveAgain = false;
          scheduleSave();
        }
      }
    })();
    return saving;
  }

  return {
    persistence,
    getSnapshot: () => values,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const clean = sanitizeWebSettings(patch);
      const changed = (Object.keys(clean) as (keyof WebSettings)[]).filter(
        (key) => !(key in values) || !sameSettingValue(values[key], clean[key]),
      );
      if (changed.length === 0) return;
      values = { ...values, ...clean };
      version += 1;
      if (toServer) for (const key of changed) unsaved.add(key);
      persist();
      emit();
      scheduleSave();
    },
    receiveServer(server) {
      if (server === lastServer) return;
      lastServer = server;
      serverSettled = true;
      const kept: Partial<WebSettings> = {};
      for (const key of unsaved) Object.assign(kept, { [key]: values[key] });
      values = { ...values, ...sanitizeWebSettings(server), ...kept };
      persist();
      emit();
      scheduleSave();
    },
    serverFailed() {
      if (serverSettled) return;
      serverSettled = true;
      scheduleSave();
    },
    connect(saver) {
      savers.push(saver);
      // Changes left waiting by an earlier session (or a remount) go out once the load allows it.
      if (serverSettled) scheduleSave();
      return () => {
        const index = savers.lastIndexOf(saver);
        if (index !== -1) savers.splice(index, 1);
        // Nobody left to save: the change waits in local storage, marked unsaved, for the next load.
        if (savers.length === 0) cancelTimer();
      };
    },
    flush,
    hasUnsaved: () => unsaved.size > 0,
  };
}
