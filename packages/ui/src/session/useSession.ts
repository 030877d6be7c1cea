import { useEffect, useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from './session-store';

/**
 * The session's current state, re-rendering on every change; asks the server who is browsing on
 * first use (`store.start()`). Needs no provider, so the host may choose what to render (a sign-in
 * page, or the widgets) above its `VitrineProvider`.
 */
export function useSession(store: SessionStore): SessionSnapshot {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => store.start(), [store]);
  return snapshot;
}
