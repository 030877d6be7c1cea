// The reference app's entry: the client, the provider, history-based navigation and, in demo mode,
// the mock service worker, started before the first render so no request escapes it.
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';
import './shell/app.css';
import { createVitrineClient } from '@vitrine/api-client';
import { configQueryKeys, createDefaultQueryClient, VitrineProvider } from '@vitrine/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTE_CONFIG_QUERY_KEY } from './api/config';
import { readBuildFlags } from './build-flags';
import { createHistoryStore } from './navigation/history';
import { NavigationProvider } from './navigation/NavigationProvider';
import { App } from './shell/App';

async function main(): Promise<void> {
  const flags = readBuildFlags(import.meta.env);
  const queryClient = createDefaultQueryClient();
  if (flags.demo) {
    // Loaded only in demo mode, so a server build carries no mocks.
    const { startDemo } = await import('./demo/start');
    await startDemo({
      // The app's route configuration and the widgets' own configuration reads (@vitrine/ui).
      onConfigChange: () => {
        void queryClient.invalidateQueries({ queryKey: ROUTE_CONFIG_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: configQueryKeys.all });
      },
    });
  }
  const client = createVitrineClient({ baseUrl: flags.apiBaseUrl });
  const store = createHistoryStore(window);
  const root = document.getElementById('root');
  if (!root) throw new Error('vitrine: index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <VitrineProvider client={client} queryClient={queryClient}>
        <NavigationProvider store={store} bodyVariant={flags.bodyVariant}>
          <App demo={flags.demo} bodyVariant={flags.bodyVariant} />
        </NavigationProvider>
      </VitrineProvider>
    </StrictMode>,
  );
}

void main();
