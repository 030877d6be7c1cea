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
 * The session-storage key under which demo mode keeps the mock server's web settings over a reload.
 * Decision (docs/reference-app.md): everything else of the mock library starts again from the seed
 * on reload, but a real server keeps a user's web settings (spec 000 §3), and the tree panel's width,
 * hideTree and expand settings must survive a reload as they would there.
 */
export const DEMO_WEB_SETTINGS_KEY = 'vitrine:demo:server-websettings';

/** Puts back the web settings the mock server held before the reload, and keeps them on the next. */
function keepWebSettingsOverReload(): void {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(DEMO_WEB_SETTINGS_KEY) ?? '[]');
    if (Array.isArray(saved)) {
      for (const entry of saved) {
        if (Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'object') {
          currentDb().webSettings.set(entry[0], entry[1]);
        }
      }
    }
  } catch (error) {
    console.warn('vitrine demo: could not read the saved web settings', error);
  }
  window.addEventListener('pagehide', () => {
    try {
      window.sessionStorage.setItem(DEMO_WEB_SETTINGS_KEY, JSON.stringify([...currentDb().webSettings]));
    } catch {
      // Storage blocked or full: the next load starts from the seed, as the rest of the demo does.
    }
  });
}

/**
 * Starts the mock service worker after applying the demo URL parameters (src/demo/parameters.ts),
 * and exposes `window.__vitrineMocks`. `onConfigChange` is called when a flag changes, so the app
 * reads its configuration again.
 */
export async function startDemo(options: { onConfigChange: () => void }): Promise<void> {
  const { globalSettings } = currentDb();
  const requested = parseDemoParameters(window.location.search, {
    roles: MOCK_USER_ROLES,
    flagNames: Object.keys(currentDb().flags),
    settingNames: Object.keys(globalSettings).filter(
      (name) => typeof globalSettings[name as keyof typeof globalSettings] === 'boolean',
    ),
  });
  for (const problem of requested.problems) console.warn(`vitrine demo: ${problem}`);
  if (requested.user !== null) setMockUser(requested.user as MockUserRole);
  Object.assign(currentDb().flags, requested.flags);
  Object.assign(globalSettings, requested.settings);
  keepWebSettingsOverReload();

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
