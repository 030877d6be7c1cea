// The reference app's entry: the client, the provider, history-based navigation and either
// - demo mode: the mock service worker; the page is drawn while it starts, and the calls the mocks
//   answer wait for it, so no request escapes it;
// - a server build (VITE_VITRINE_DEMO=false): the session (issue 5, @vitrine/ui createSession): who
//   is browsing is asked first, the sign-in page, sign-out, and the session-ended dialog when a call
//   answers 401.
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';
import '@vitrine/views/styles.css';
import './shell/app.css';
import { createVitrineClient, type VitrineClient } from '@vitrine/api-client';
import { createDefaultQueryClient, createSession, VitrineProvider } from '@vitrine/ui';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { invalidateRouteConfig } from './api/config';
import { type BuildFlags, readBuildFlags } from './build-flags';
import { applyStyleNonce } from './csp-nonce';
import { MOCKED_PATH } from './demo/mocked-paths';
import { browserLanguage } from './locale';
import { createHistoryStore } from './navigation/history';
import { NavigationProvider } from './navigation/NavigationProvider';
import { APP_THEME, SessionRoot } from './session/SessionRoot';
import { App } from './shell/App';


/**
 * Until `ready` settles, the page's own calls to what the mocks answer wait (they would reach the
 * static server and fail); every other request goes out at once. Then `fetch` is the browser's again.
 */
function holdMockedCallsUntil(ready: Promise<unknown>): void {
  const original = window.fetch;
  const settled = ready.catch(() => undefined);
  const held: typeof window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const mocked = url.origin === window.location.origin && MOCKED_PATH.test(url.pathname);
    return mocked ? settled.then(() => original.call(window, input, init)) : original.call(window, input, init);
  };
  window.fetch = held;
  void settled.then(() => {
    if (window.fetch === held) window.fetch = original;
  });
}

async function startDemoApp(root: Root, client: VitrineClient, flags: BuildFlags): Promise<void> {
  const queryClient = createDefaultQueryClient();
  // Loaded only in demo mode, so a server build carries no mocks. The page is drawn at once (its
  // loading state keeps the places of the banner, the panel and the heading) while the mock service
  // worker starts, instead of a blank page until then (issue 14); its calls wait for the worker.
  const demo = import('./demo/start').then(({ startDemo }) =>
    startDemo({
      // The app's route configuration and the widgets' own configuration reads (@vitrine/ui).
      onConfigChange: () => void invalidateRouteConfig(queryClient),
    }),
  );
  holdMockedCallsUntil(demo);
  const store = createHistoryStore(window);
  root.render(
    <StrictMode>
      <VitrineProvider client={client} queryClient={queryClient} locale={browserLanguage()} theme={APP_THEME}>
        <NavigationProvider store={store} bodyVariant={flags.bodyVariant}>
          <App demo bodyVariant={flags.bodyVariant} />
        </NavigationProvider>
      </VitrineProvider>
    </StrictMode>,
  );
  await demo;
}

function startServerApp(root: Root, client: VitrineClient, flags: BuildFlags): void {
  // The session store, told by the client when a call answers 401; the user's name is remembered in
  // local storage (never the password or the token), so a reload after it ended says so.
  const session = createSession(client);
  session.start();
  const store = createHistoryStore(window);
  root.render(
    <StrictMode>
      <NavigationProvider store={store} bodyVariant={flags.bodyVariant}>
        <SessionRoot client={client} store={session} bodyVariant={flags.bodyVariant} />
      </NavigationProvider>
    </StrictMode>,
  );
}

async function main(): Promise<void> {
  // Before anything renders: the style elements Radix's dialogs add carry the page's CSP nonce.
  applyStyleNonce();
  const flags = readBuildFlags(import.meta.env);
  const element = document.getElementById('root');
  if (!element) throw new Error('vitrine: index.html has no #root element');
  const root = createRoot(element);
  const client = createVitrineClient({ baseUrl: flags.apiBaseUrl });
  // __VITRINE_DEMO__ is flags.demo written into the bundle (vite.config.ts), so a server build drops
  // the demo branch and its import() of the mocks.
  if (__VITRINE_DEMO__) await startDemoApp(root, client, flags);
  else startServerApp(root, client, flags);
}

void main();
