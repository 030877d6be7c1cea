// Demo mode (the default build until the reference server lands): MSW answers every API call in the
// browser from @vitrine/mocks' in-memory library. Loaded with import() by main.tsx, so a server build
// carries none of it.
import {
  applyMockParameters,
  currentDb,
  MOCK_USER_ROLES,
  type MockParameters,
  type MockUserRole,
  setMockUser,
  setScenario,
} from '@vitrine/mocks';
import { startMockWorker } from '@vitrine/mocks/browser';
import { parseDemoParameters } from './parameters';

/** The hook tests and reviewers use in demo mode: `window.__vitrineMocks` (never in a server build). */
export interface DemoMocksHook {
  /** Sets a server flag of spec 000 §7 and tells the app to read its configuration again. */
  setFlag(name: string, value: boolean): void;
  /** The current server flags. */
  flags(): Record<string, boolean>;
  /** Switches the signed-in mock user. */
  setUser(role: MockUserRole): void;
  /** Switches one operation to an error scenario (null: back to normal). */
  setScenario: typeof setScenario;
  /** A fresh library, user and scenarios. */
  reset(parameters?: MockParameters): void;
}

declare global {
  interface Window {
    __vitrineMocks?: DemoMocksHook;
  }
}

/**
 * Starts the mock service worker after applying the demo URL parameters (src/demo/parameters.ts),
 * and exposes `window.__vitrineMocks`. `onConfigChange` is called when a flag changes, so the app
 * reads its configuration again.
 */
export async function startDemo(options: { onConfigChange: () => void }): Promise<void> {
  const requested = parseDemoParameters(window.location.search, {
    roles: MOCK_USER_ROLES,
    flagNames: Object.keys(currentDb().flags),
  });
  for (const problem of requested.problems) console.warn(`vitrine demo: ${problem}`);
  if (requested.user !== null) setMockUser(requested.user as MockUserRole);
  Object.assign(currentDb().flags, requested.flags);

  window.__vitrineMocks = {
    setFlag(name, value) {
      currentDb().flags[name] = value;
      options.onConfigChange();
    },
    flags: () => ({ ...currentDb().flags }),
    setUser: (role) => setMockUser(role),
    setScenario,
    reset(parameters) {
      applyMockParameters(parameters);
      options.onConfigChange();
    },
  };
  await startMockWorker();
}
