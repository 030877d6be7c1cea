// The root of a server build: one VitrineProvider (and so one query cache and one set of web
// settings) per identity. Signing in as another user, or signing out, starts them afresh, so nothing
// read for one user is shown to the next; signing in again as the same user after an expired session
// keeps the page as it was (@vitrine/ui identityOf).

import type { VitrineClient } from '@vitrine/api-client';
import {
  createDefaultQueryClient,
  identityOf,
  type SessionStore,
  useSession,
  VitrineProvider,
  type VitrineTheme,
  type WebSettingsOptions,
} from '@vitrine/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { browserLanguage } from '../locale';
import { SessionGate } from './SessionGate';

/** Props of {@link SessionRoot}. */
/** The app follows the system's light or dark appearance (the widgets' tokens hold both). */
export const APP_THEME: VitrineTheme = 'system';

export interface SessionRootProps {
  client: VitrineClient;
  store: SessionStore;
  /** The body build variant (spec 000 §2). */
  bodyVariant: boolean;
}

export function SessionRoot({ client, store, bodyVariant }: SessionRootProps) {
  const session = useSession(store);
  const identity = identityOf(session);
  // spec 000 §3, §6: web settings are saved for signed-in users only, never for guests or
  // shared-link visitors.
  const persistence = identity.startsWith('user:') ? 'server' : 'none';
  return (
    <IdentityScope key={identity} client={client} persistence={persistence}>
      <SessionGate store={store} session={session} bodyVariant={bodyVariant} />
    </IdentityScope>
  );
}

function IdentityScope(props: {
  client: VitrineClient;
  persistence: NonNullable<WebSettingsOptions['persistence']>;
  children: ReactNode;
}) {
  const { client, persistence, children } = props;
  const [queryClient] = useState(createDefaultQueryClient);
  const webSettings = useMemo<WebSettingsOptions>(() => ({ persistence }), [persistence]);
  return (
    <VitrineProvider
      client={client}
      queryClient={queryClient}
      webSettings={webSettings}
      locale={browserLanguage()}
      theme={APP_THEME}
    >
      {children}
    </VitrineProvider>
  );
}
