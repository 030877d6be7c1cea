// A stand-in for the live map in stories and screenshots (docs/development.md: the Google Maps JavaScript API
// cannot load here, and a story must not request its script): the markers drawn at their place on a
// plain equirectangular box, with what the Google canvas would get (clusters on or off). Not part of
// the public API.
import type { MouseEvent } from 'react';
import type { MapCanvasProps } from './MapView';
import { pickedPosition } from './model';
import type { PositionCanvasProps } from './PositionMap';

/** Draws {@link MapCanvasProps} without Google Maps. */
export function MapStandIn({ markers, bounds, cluster, onOpen, locale }: MapCanvasProps) {
  const north = bounds ? bounds.north : 90;
  const south = bounds ? bounds.south : -90;
  const west = bounds ? bounds.west : -180;
  const east = bounds ? bounds.east : 180;
  const height = Math.max(north - south, 1e-6);
  const width = Math.max((east - west + 360) % 360 || east - west, 1e-6);
  return (
    <div
      data-testid="map-stand-in"
      data-cluster={cluster ? 'on' : 'off'}
      style={{ position: 'absolute', inset: 24, background: 'var(--vt-color-surface, #f4f6f8)' }}
    >
      {markers.map((marker) => {
        const x = ((((marker.position.lng - west + 360) % 360) / width) * 100).toFixed(2);
        const y = (((north - marker.position.lat) / height) * 100).toFixed(2);
        return (
          <button
            key={marker.id}
            type="button"
            className="vt-views__map-marker"
            title={locale.open.replace('{name}', marker.label)}
            aria-label={locale.open.replace('{name}', marker.label)}
            onClick={() => onOpen(marker)}
            style={{
              position: 'absolute',
              left: `${x}%`,
              top: `${y}%`,
              transform: 'translate(-50%, -100%)',
              padding: 0,
              border: 0,
              background: 'none',
            }}
          >
            <img src={marker.thumbnailUrl} width={marker.width} height={marker.height} alt="" />
          </button>
        );
      })}
    </div>
  );
}

/**
 * Draws {@link PositionCanvasProps} without Google Maps: the world on a plain equirectangular box, the
 * marker at the position; a click on the box picks the position under the pointer (as a click on the
 * Google map does), unless read-only.
 */
export function PositionStandIn({ position, onPositionChange, readOnly, locale }: PositionCanvasProps) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const box = event.currentTarget.getBoundingClientRect();
    const lng = ((event.clientX - box.left) / box.width) * 360 - 180;
    const lat = 90 - ((event.clientY - box.top) / box.height) * 180;
    onPositionChange(pickedPosition(lat, lng));
  };
  return (
    // A click on the map is a pointer's way; the editor's coordinate fields are the keyboard's.
    // biome-ignore lint/a11y/noStaticElementInteractions: the stand-in mirrors Google's canvas, which takes pointer clicks only.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the coordinate fields are the keyboard's way (see above).
    <div
      data-testid="position-stand-in"
      data-position={position ? `${position.latitude},${position.longitude}` : 'none'}
      onClick={pick}
      style={{
        position: 'absolute',
        inset: 0,
        background: 'var(--vt-color-surface, #f4f6f8)',
        cursor: 'crosshair',
      }}
    >
      {position ? (
        <span
          title={locale.position.marker}
          style={{
            position: 'absolute',
            left: `${((position.longitude + 180) / 360) * 100}%`,
            top: `${((90 - position.latitude) / 180) * 100}%`,
            width: 12,
            height: 12,
            borderRadius: '50%',
            background: 'var(--vt-color-accent, #0b5cad)',
            transform: 'translate(-50%, -50%)',
          }}
        />
      ) : null}
    </div>
  );
}
