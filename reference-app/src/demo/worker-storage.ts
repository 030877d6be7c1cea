// The mock worker's first import (src/demo/mock-worker.ts): msw's cookie store
// (msw/lib/core/utils/cookieStore.mjs) refuses to start in a browser without `localStorage`, which a
// Web Worker does not have. The demo build replaces that store with a stand-in (vite.config.ts
// mswDemoStandIns); the dev server serves msw as it is, so the worker gets an in-memory
// `localStorage` before msw loads (it keeps nothing: the mocks neither set nor read cookies).
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

export {};
