export {
  type MapLocale,
  type MapLocaleOverrides,
  mapLocale,
  mapLocalePart,
  resolveMapLocale,
  useMapLocale,
} from './locale';
export { mapLocaleDe } from './locale.de';
export {
  defaultMapViewProps,
  type MapCanvasProps,
  type MapMarker,
  type MapOpenEvent,
  MapView,
  type MapViewProps,
} from './MapView';
export {
  boundsCenter,
  formatPosition,
  type LocatedFile,
  locatedFiles,
  type MapBounds,
  type MapPosition,
  mapBounds,
  mapSearchCriteria,
  markerSize,
  positionOf,
  shouldClusterMarkers,
} from './model';
