// <MapView>: the map view (spec 000 §2 "Map view: markers with optional clusters; thumbnails scaled
// to a maximum of 75"; §9 "map loads 500"). The Google Maps API key is the host's configuration (a
// prop). Without a key, or when Google Maps fails to load, the view says so and lists the located
// files (name, coordinates, open), never a broken map. With a key the live map is loaded on demand
// (a separate chunk) and the same list stays available under it for keyboard and screen-reader users.
import type { ImageSummary } from '@vitrine/api-client';
import { EmptyState, ErrorState, IconMap, useLocaleFormat } from '@vitrine/ui';
import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useState,
} from 'react';
import { externalPreviewUrl, thumbnailAlt } from '../thumbnail/badges';
import { chooseRendition } from '../thumbnail/rendition';
import { type ThumbnailDisplayOptions, useThumbnailSettings } from '../thumbnail/Thumbnail';
import { type MapLocale, type MapLocaleOverrides, useMapLocale } from './locale';
import {
  DEFAULT_MAP_ID,
  formatPosition,
  type LocatedFile,
  locatedFiles,
  type MapBounds,
  type MapPosition,
  mapBounds,
  markerSize,
  shouldClusterMarkers,
} from './model';

/** One marker as the map draws it: the file, its thumbnail (≤ 75 px) and its accessible name. */
export interface MapMarker extends LocatedFile {
  /** The title or file name ('Open {name}' is the marker's title). */
  label: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** What `onOpen` receives. */
export interface MapOpenEvent {
  id: number;
  image: ImageSummary;
}

/** What a map canvas gets: the default is Google Maps; `renderMap` replaces it. */
export interface MapCanvasProps {
  apiKey: string;
  /** The Google Maps map id (advanced markers need one). */
  mapId: string;
  markers: readonly MapMarker[];
  /** The box holding every marker; null without markers. */
  bounds: MapBounds | null;
  /** Group near markers (showMarkerClusters). */
  cluster: boolean;
  locale: MapLocale;
  /** Opens a marker's file (or its external preview). */
  onOpen: (marker: MapMarker) => void;
  /** The map failed to load: the view falls back to the list. */
  onError: (error: unknown) => void;
}

/** Props of {@link MapView}. */
export interface MapViewProps extends Omit<ThumbnailDisplayOptions, 'locale' | 'showThumbs'> {
  /** The loaded files; the first 500 count (spec 000 §9), those with imageGPS get a marker. */
  images: readonly ImageSummary[];
  /** The Google Maps JavaScript API key (the host's configuration, e.g. AdvancedConfig.mapsApiKey). None: the no-key state. */
  apiKey?: string | null | undefined;
  /** The Google Maps map id for advanced markers; default Google's `DEMO_MAP_ID` (set your own in production). */
  mapId?: string;
  /** Cluster near markers: the showMarkerClusters web setting (default on). */
  showMarkerClusters?: boolean;
  /** The first page is loading. */
  isLoading?: boolean;
  /** A file is opened (marker or list); an image with an http(s) previewExternalUrl opens it in a new tab instead. */
  onOpen?: (event: MapOpenEvent) => void;
  /** Replaces the live map (another map library, or a stand-in in tests and stories). */
  renderMap?: (props: MapCanvasProps) => ReactNode;
  /** Partial override of the map's strings. */
  locale?: MapLocaleOverrides;
  /** Extra class on the outer element. */
  className?: string;
}

/** Defaults of {@link MapViewProps}, declared once (STYLE habit 2). */
export const defaultMapViewProps = {
  mapId: DEFAULT_MAP_ID,
} as const;

// The live map is a chunk of its own: a host without a key never downloads Google Maps' wrapper.
const GoogleMapCanvas = lazy(() => import('./GoogleMapCanvas'));

/** Catches a map that throws while rendering and falls back to the list. */
class MapBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The located files as an accessible list: name, coordinates, open. */
function LocatedFileList({
  markers,
  locale,
  onOpen,
  headingId,
}: {
  markers: readonly MapMarker[];
  locale: MapLocale;
  onOpen: (marker: MapMarker) => void;
  headingId: string;
}) {
  const format = useLocaleFormat();
  return (
    <ul className="vt-views__map-list" aria-labelledby={headingId}>
      {markers.map((marker) => {
        const { lat, lng } = formatPosition(marker.position);
        return (
          <li key={marker.id} className="vt-views__map-item" data-id={marker.id}>
            <img
              className="vt-views__map-thumb"
              src={marker.thumbnailUrl}
              width={marker.width}
              height={marker.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span className="vt-views__map-name">{marker.label}</span>
            <span
              className="vt-views__map-coords"
              title={format.interpolate(locale.coordinates, { lat, lng })}
            >
              <span className="vt-views__sr-only">
                {format.interpolate(locale.coordinates, { lat, lng })}
              </span>
              <span aria-hidden="true">
                {lat}, {lng}
              </span>
            </span>
            <button type="button" className="vt-views__map-open" onClick={() => onOpen(marker)}>
              {format.interpolate(locale.open, { name: marker.label })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The map view: a Google map with a key, the list of located files without one. */
export function MapView({
  images,
  apiKey,
  mapId = defaultMapViewProps.mapId,
  showMarkerClusters,
  isLoading = false,
  onOpen,
  renderMap,
  locale: localeOverrides,
  className,
  ...thumbnailOptions
}: MapViewProps) {
  const settings = useThumbnailSettings(thumbnailOptions);
  const locale = useMapLocale(localeOverrides);
  const { format } = settings;
  const headingId = useId();
  const [failedKey, setFailedKey] = useState<string | null>(null);

  const markers = useMemo<MapMarker[]>(
    () =>
      locatedFiles(images).map((file) => {
        const size = markerSize(file.image.imageInfo);
        const rendition = chooseRendition({
          ...size,
          devicePixelRatio: settings.devicePixelRatio,
          original: file.image.imageInfo,
        });
        return {
          ...file,
          ...size,
          label: thumbnailAlt(file.image),
          thumbnailUrl: settings.getThumbnailUrl(file.image, rendition),
        };
      }),
    [images, settings],
  );
  const bounds = useMemo(() => mapBounds(markers.map((marker) => marker.position)), [markers]);

  const open = useCallback(
    (marker: MapMarker) => {
      const external = externalPreviewUrl(marker.image);
      // spec 000 §2: the viewer opens from the map; an external preview URL opens in a new tab instead.
      if (external) window.open(external, '_blank', 'noopener,noreferrer');
      else onOpen?.({ id: marker.id, image: marker.image });
    },
    [onOpen],
  );

  const key = apiKey?.trim() || null;
  const failed = key !== null && failedKey === key;
  const onError = useCallback(() => setFailedKey(key), [key]);
  const classes = className ? `vt-views__map ${className}` : 'vt-views__map';

  if (isLoading) {
    return (
      <section className={classes} aria-label={locale.viewLabel} data-state="loading">
        <p className="vt-views__status" role="status">
          {settings.messages.common.loading}
        </p>
      </section>
    );
  }

  const showMap = key !== null && !failed && markers.length > 0;
  const notice = key === null ? locale.noApiKey : null;
  const canvas: MapCanvasProps | null = showMap
    ? {
        apiKey: key,
        mapId,
        markers,
        bounds,
        cluster: shouldClusterMarkers(showMarkerClusters, markers.length),
        locale,
        onOpen: open,
        onError,
      }
    : null;

  const list =
    markers.length === 0 ? (
      <EmptyState icon={<IconMap />} title={locale.noLocatedFiles} description={locale.noLocatedFilesHint} />
    ) : (
      <>
        <h2 id={headingId} className="vt-views__map-heading">
          {format.plural(locale.listHeading, markers.length)}
        </h2>
        <LocatedFileList markers={markers} locale={locale} onOpen={open} headingId={headingId} />
      </>
    );

  return (
    <section
      className={classes}
      aria-label={locale.viewLabel}
      data-state={canvas ? 'map' : key === null ? 'no-key' : failed ? 'failed' : 'list'}
    >
      {/* The map failed: an error state over the list (an alert); no key: a notice. */}
      {failed ? (
        <ErrorState className="vt-views__map-notice" size="inline" message={locale.loadFailed} />
      ) : notice ? (
        <p className="vt-views__map-notice">{notice}</p>
      ) : null}
      {canvas ? (
        <div className="vt-views__map-canvas">
          <MapBoundary key={key} onError={onError}>
            {renderMap ? (
              renderMap(canvas)
            ) : (
              <Suspense
                fallback={
                  <p className="vt-views__status" role="status">
                    {locale.loading}
                  </p>
                }
              >
                <GoogleMapCanvas {...canvas} />
              </Suspense>
            )}
          </MapBoundary>
        </div>
      ) : null}
      {canvas ? (
        <details className="vt-views__map-details">
          <summary id={headingId}>{format.plural(locale.listHeading, markers.length)}</summary>
          <LocatedFileList markers={markers} locale={locale} onOpen={open} headingId={headingId} />
        </details>
      ) : (
        <div className="vt-views__map-body">{list}</div>
      )}
    </section>
  );
}

export type { LocatedFile, MapBounds, MapPosition };
