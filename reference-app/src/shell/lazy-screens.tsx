// Route-level code splitting (issue 14): what a route does not show is not in the first page's
// chunks. Each view and screen below loads from a chunk of its own (./chunks/*.ts, one module per
// chunk: a dynamic import of @vitrine/views itself would not split, the package's index is already in
// the first chunk for the top menu and the search session) the first time it is shown. The screens
// come with their own Suspense boundary, so a parent renders them as it rendered the eager ones; the
// views are wrapped by FilesView, whose fallback keeps the view's place.
import type { BodyViewProps, DashboardProps } from '@vitrine/views';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import type { AdminScreenProps } from '../admin/AdminScreen';

export const LazyGallery = lazy(() => import('./chunks/gallery').then((m) => ({ default: m.Gallery })));
export const LazyMasonry = lazy(() => import('./chunks/gallery').then((m) => ({ default: m.Masonry })));
export const LazyGrid = lazy(() => import('./chunks/grid').then((m) => ({ default: m.Grid })));
export const LazyTimeline = lazy(() => import('./chunks/timeline').then((m) => ({ default: m.Timeline })));
export const LazyFlashView = lazy(() => import('./chunks/flash').then((m) => ({ default: m.FlashView })));
export const LazyMapView = lazy(() => import('./chunks/map').then((m) => ({ default: m.MapView })));
export const LazyReportDialog = lazy(() =>
  import('./chunks/report').then((m) => ({ default: m.AppReportDialog })),
);
export const LazyShareDialog = lazy(() =>
  import('./chunks/share').then((m) => ({ default: m.AppShareDialog })),
);
export const LazyExportDialog = lazy(() =>
  import('./chunks/share').then((m) => ({ default: m.AppExportDialog })),
);
export const LazyMyShares = lazy(() => import('./chunks/share').then((m) => ({ default: m.AppMyShares })));

const LazyDashboard = lazy(() => import('./chunks/dashboard').then((m) => ({ default: m.Dashboard })));
const LazyAdminScreen = lazy(() => import('./chunks/admin').then((m) => ({ default: m.AdminScreen })));
const LazyBodyView = lazy(() => import('./chunks/body').then((m) => ({ default: m.BodyView })));

/** Keeps the place of a view or screen whose chunk is loading (no text: it is there for a moment). */
export function ChunkFallback({ name, style }: { name: string; style?: CSSProperties }) {
  return <div className="vt-app__chunk-loading" data-chunk-loading={name} aria-busy="true" style={style} />;
}

/** The screens fill the page below its heading while their chunk loads. */
const SCREEN_FALLBACK: CSSProperties = { minHeight: '60vh' };

function Screen({ name, children }: { name: string; children: ReactNode }) {
  return <Suspense fallback={<ChunkFallback name={name} style={SCREEN_FALLBACK} />}>{children}</Suspense>;
}

/** `Dashboard` of @vitrine/views, loaded from its own chunk. */
export function Dashboard(props: DashboardProps) {
  return (
    <Screen name="dashboard">
      <LazyDashboard {...props} />
    </Screen>
  );
}

/** The administration pages, loaded from their own chunk. */
export function AdminScreen(props: AdminScreenProps) {
  return (
    <Screen name="admin">
      <LazyAdminScreen {...props} />
    </Screen>
  );
}

/** `BodyView` of @vitrine/views (the body build variant), loaded from its own chunk. */
export function BodyView(props: BodyViewProps) {
  return (
    <Screen name="body">
      <LazyBodyView {...props} />
    </Screen>
  );
}
