// The metadata editor's small GPS map in the app (issue 17): the editor's `renderGpsMap` slot filled
// with @vitrine/views' <PositionMap> when the server has a maps key (AdvancedConfig.mapsApiKey, the
// map view's), from a chunk loaded the first time the editor shows a position; without a key the
// slot stays empty and the editor shows the coordinate fields alone. The fields stay either way.

import type { GpsMapSlotProps } from '@vitrine/viewer';
import type { PositionCanvasProps } from '@vitrine/views/map';
import { lazy, type ReactNode, Suspense } from 'react';

const LazyPositionMap = lazy(() => import('./chunks/gps-map').then((m) => ({ default: m.PositionMap })));

/**
 * The editor's GPS map slot for `apiKey`: undefined without a key (no map, no chunk downloaded).
 * `renderMap` replaces the Google canvas (tests: Google Maps cannot load there).
 */
export function gpsMapSlot(
  apiKey: string | null | undefined,
  renderMap?: (props: PositionCanvasProps) => ReactNode,
): ((slot: GpsMapSlotProps) => ReactNode) | undefined {
  const key = apiKey?.trim();
  if (!key) return undefined;
  return (slot) => (
    <Suspense fallback={null}>
      <LazyPositionMap
        apiKey={key}
        position={slot.position}
        onPositionChange={slot.onPositionChange}
        readOnly={slot.readOnly}
        label={slot.label}
        renderMap={renderMap}
      />
    </Suspense>
  );
}
