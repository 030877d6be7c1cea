// A stand-in for the live map in stories and screenshots (docs/development.md: the Google Maps JavaScript API
// cannot load here, and a story must not request its script): the markers drawn at their place on a
// plain equirectangular box, with what the Google canvas would get (clusters on or off). Not part of
// the public API.
import type { MapCanvasProps } from './MapView';

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
