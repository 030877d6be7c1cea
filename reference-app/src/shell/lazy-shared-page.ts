// The shared page's lazy chunk (chunks/shared-page.tsx), for App.tsx only: the page shows FilesView,
// which imports lazy-screens.tsx, so this loader lives apart from it (no import cycle).
import { lazy } from 'react';

export const LazySharedPage = lazy(() =>
  import('./chunks/shared-page').then((m) => ({ default: m.AppSharedPage })),
);
