// <PositionMap>: a small map of one file's GPS position, for the viewer's metadata editor (its
// `renderGpsMap` slot: the props match GpsMapSlotProps of @vitrine/viewer). The marker sits at the
// position; a click on the map or a dragged marker sets a new one (rounded by pickedPosition).
// Google Maps loads with the host's key as a chunk of its own (the one <MapView> loads), only when
// this renders: without a key it draws nothing and the editor keeps its coordinate fields, which
// stay the keyboard's way to set the position whatever the map does.
import { ErrorState } from '@vitrine/ui';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { type MapLocale, type MapLocaleOverrides, useMapLocale } from './locale';
import { DEFAULT_MAP_ID, type GpsPosition } from './model';

/** What a position canvas gets: the default is Google Maps; `renderMap` replaces it. */
export interface PositionCanvasProps {
  apiKey: string;
  /** The Google Maps map id (advanced markers need one). */
  mapId: string;
  /** The position, or null when the file has none (or the files of a selection disagree). */
  position: GpsPosition | null;
  /** A click or a dragged marker picked a position. */
  onPositionChange: (position: GpsPosition) => void;
  /** No picking: the marker is shown only. */
  readOnly: boolean;
  /** The map's accessible name. */
  label: string;
  locale: MapLocale;
  /** The map failed to load: the fields stay, with a notice. */
  onError: (error: unknown) => void;
}

/** Props of {@link PositionMap}. */
export interface PositionMapProps {
  /** The Google Maps JavaScript API key (e.g. AdvancedConfig.mapsApiKey). None: nothing is drawn. */
  apiKey?: string | null | undefined;
  /** The Google Maps map id for the advanced marker; default Google's `DEMO_MAP_ID`. */
  mapId?: string | undefined;
  /** The position shown, or null. */
  position: GpsPosition | null;
  /** Called with the position picked on the map. */
  onPositionChange: (position: GpsPosition) => void;
  /** Show the position without letting it be changed. */
  readOnly?: boolean | undefined;
  /** The map's accessible name (the editor's "Position on the map"). */
  label: string;
  /** Replaces the live map (another map library, or a stand-in in tests and stories). */
  renderMap?: ((props: PositionCanvasProps) => ReactNode) | undefined;
  /** Partial override of the map's strings. */
  locale?: MapLocaleOverrides | undefined;
  /** Extra class on the outer element. */
  className?: string | undefined;
}

// The same chunk as <MapView>'s live map: a host without a key never downloads it.
const GooglePositionCanvas = lazy(() =>
  import('./GoogleMapCanvas').then((module) => ({ default: module.GooglePositionCanvas })),
);

/** Catches a map that throws while rendering: the notice shows, the fields stay. */
class PositionBoundary extends Component<
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

/** A host's canvas, in a component of its own: its hooks are its own, not <PositionMap>'s. */
function RenderedCanvas({
  render,
  canvas,
}: {
  render: (props: PositionCanvasProps) => ReactNode;
  canvas: PositionCanvasProps;
}) {
  return render(canvas);
}

/** A small map of one GPS position: click or drag to set it; nothing without an API key. */
export function PositionMap({
  apiKey,
  mapId = DEFAULT_MAP_ID,
  position,
  onPositionChange,
  readOnly = false,
  label,
  renderMap,
  locale: localeOverrides,
  className,
}: PositionMapProps) {
  const locale = useMapLocale(localeOverrides);
  const key = apiKey?.trim() || null;
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const onError = useCallback(() => setFailedKey(key), [key]);
  if (key === null) return null;
  const classes = className ? `vt-views__position-map ${className}` : 'vt-views__position-map';
  if (failedKey === key)
    return (
      <div className={classes} data-state="failed">
        <ErrorState size="inline" message={locale.position.loadFailed} />
      </div>
    );
  const canvas: PositionCanvasProps = {
    apiKey: key,
    mapId,
    position,
    onPositionChange,
    readOnly,
    label,
    locale,
    onError,
  };
  return (
    <div className={classes} data-state={readOnly ? 'read-only' : 'editable'}>
      {/* biome-ignore lint/a11y/useSemanticElements: a map named for assistive technology; a fieldset is for form controls */}
      <div className="vt-views__position-map-canvas" role="group" aria-label={label}>
        <PositionBoundary key={key} onError={onError}>
          {renderMap ? (
            <RenderedCanvas render={renderMap} canvas={canvas} />
          ) : (
            <Suspense
              fallback={
                <p className="vt-views__status" role="status">
                  {locale.loading}
                </p>
              }
            >
              <GooglePositionCanvas {...canvas} />
            </Suspense>
          )}
        </PositionBoundary>
      </div>
      {readOnly ? null : <p className="vt-views__position-map-hint">{locale.position.hint}</p>}
    </div>
  );
}
