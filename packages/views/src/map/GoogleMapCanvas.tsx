// The live map: Google Maps through @vis.gl/react-google-maps, advanced markers showing each file's
// thumbnail (≤ 75 px, spec 000 §2) and @googlemaps/markerclusterer when clustering is on; and the
// small map of one position (<PositionMap>: a click or a dragged marker sets it). Loaded only by
// <MapView> or <PositionMap> with an API key (a chunk of its own, the same for both). Everything it draws comes from the pure rules
// in model.ts, which are tested on their own: the Google Maps JavaScript API cannot load in tests
// (docs/development.md), so this file holds wiring only.
import { type Marker, MarkerClusterer } from '@googlemaps/markerclusterer';
import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  Map as GoogleMap,
  useApiLoadingStatus,
  useMap,
} from '@vis.gl/react-google-maps';
import { IMAGE_GPS_ZOOM_LEVEL, interpolate } from '@vitrine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MapCanvasProps, MapMarker } from './MapView';
import { boundsCenter, pickedPosition, toMapPosition } from './model';
import type { PositionCanvasProps } from './PositionMap';

/** Padding around the markers when the map first fits them, in px. */
const FIT_PADDING = 48;

function Markers({
  markers,
  cluster,
  onOpen,
  locale,
}: Pick<MapCanvasProps, 'markers' | 'cluster' | 'onOpen' | 'locale'>) {
  const map = useMap();
  const clusterer = useMemo(() => (map && cluster ? new MarkerClusterer({ map }) : null), [map, cluster]);
  const [placed, setPlaced] = useState<ReadonlyMap<number, Marker>>(new Map());

  useEffect(
    () => () => {
      if (!clusterer) return;
      clusterer.clearMarkers();
      // MarkerClusterer is a google.maps.OverlayView; its setMap comes from @types/google.maps,
      // which this package does not depend on.
      (clusterer as unknown as { setMap(map: null): void }).setMap(null);
    },
    [clusterer],
  );
  useEffect(() => {
    if (!clusterer) return;
    clusterer.clearMarkers(true);
    clusterer.addMarkers([...placed.values()]);
  }, [clusterer, placed]);

  const place = useCallback((id: number, marker: Marker | null) => {
    setPlaced((current) => {
      if (marker ? current.get(id) === marker : !current.has(id)) return current;
      const next = new Map(current);
      if (marker) next.set(id, marker);
      else next.delete(id);
      return next;
    });
  }, []);

  return markers.map((marker) => (
    <FileMarker
      key={marker.id}
      marker={marker}
      onPlace={place}
      onOpen={onOpen}
      title={interpolate(locale.open, { name: marker.label })}
    />
  ));
}

function FileMarker({
  marker,
  onPlace,
  onOpen,
  title,
}: {
  marker: MapMarker;
  onPlace: (id: number, marker: Marker | null) => void;
  onOpen: (marker: MapMarker) => void;
  title: string;
}) {
  const { id } = marker;
  const ref = useCallback((element: Marker | null) => onPlace(id, element), [id, onPlace]);
  return (
    <AdvancedMarker
      ref={ref}
      position={marker.position}
      title={title}
      onClick={() => onOpen(marker)}
      className="vt-views__map-marker"
    >
      <img src={marker.thumbnailUrl} width={marker.width} height={marker.height} alt="" draggable={false} />
    </AdvancedMarker>
  );
}

function LoadingState({ text, onFailed }: { text: string; onFailed: (error: unknown) => void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.AUTH_FAILURE) onFailed(new Error('Google Maps refused the API key'));
  }, [status, onFailed]);
  return status === APILoadingStatus.LOADED ? null : (
    <p className="vt-views__status vt-views__map-loading" role="status">
      {text}
    </p>
  );
}

/** The Google map of {@link MapCanvasProps} (the default canvas of <MapView>). */
export default function GoogleMapCanvas({
  apiKey,
  mapId,
  markers,
  bounds,
  cluster,
  locale,
  onOpen,
  onError,
}: MapCanvasProps) {
  const camera = bounds
    ? { defaultBounds: { ...bounds, padding: FIT_PADDING }, defaultCenter: boundsCenter(bounds) }
    : { defaultCenter: { lat: 0, lng: 0 }, defaultZoom: 2 };
  return (
    <APIProvider apiKey={apiKey} onError={onError}>
      <LoadingState text={locale.loading} onFailed={onError} />
      <GoogleMap mapId={mapId} className="vt-views__map-google" gestureHandling="cooperative" {...camera}>
        {/* a change of clustering remounts the markers: the clusterer's cleanup takes them off the map */}
        <Markers
          key={cluster ? 'clustered' : 'plain'}
          markers={markers}
          cluster={cluster}
          onOpen={onOpen}
          locale={locale}
        />
      </GoogleMap>
    </APIProvider>
  );
}

/** The whole world, when the file has no position yet. */
const WORLD_ZOOM = 1;

/** Keeps a position typed in the coordinate fields in view. */
function FollowPosition({ position }: { position: PositionCanvasProps['position'] }) {
  const map = useMap();
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    if (!map || latitude === undefined || longitude === undefined) return;
    const bounds = map.getBounds();
    const point = { lat: latitude, lng: longitude };
    if (!bounds?.contains(point)) map.panTo(point);
  }, [map, latitude, longitude]);
  return null;
}

/** The small Google map of one position (the default canvas of <PositionMap>). */
export function GooglePositionCanvas({
  apiKey,
  mapId,
  position,
  onPositionChange,
  readOnly,
  locale,
  onError,
}: PositionCanvasProps) {
  const [camera] = useState(() =>
    position
      ? { defaultCenter: toMapPosition(position), defaultZoom: IMAGE_GPS_ZOOM_LEVEL }
      : { defaultCenter: { lat: 0, lng: 0 }, defaultZoom: WORLD_ZOOM },
  );
  return (
    <APIProvider apiKey={apiKey} onError={onError}>
      <LoadingState text={locale.loading} onFailed={onError} />
      <GoogleMap
        mapId={mapId}
        className="vt-views__map-google"
        gestureHandling="cooperative"
        clickableIcons={false}
        disableDefaultUI
        zoomControl
        {...camera}
        onClick={
          readOnly
            ? undefined
            : (event) => {
                const point = event.detail.latLng;
                if (point) onPositionChange(pickedPosition(point.lat, point.lng));
              }
        }
      >
        {position ? (
          <AdvancedMarker
            position={toMapPosition(position)}
            title={locale.position.marker}
            draggable={!readOnly}
            onDragEnd={(event) => {
              const point = event.latLng;
              if (point) onPositionChange(pickedPosition(point.lat(), point.lng()));
            }}
          />
        ) : null}
        <FollowPosition position={position} />
      </GoogleMap>
    </APIProvider>
  );
}
