export { type MapLocale, mapLocale, resolveMapLocale } from './locale';
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
