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
  DEFAULT_MAP_ID,
  formatPosition,
  type GpsPosition,
  type LocatedFile,
  locatedFiles,
  type MapBounds,
  type MapPosition,
  mapBounds,
  mapSearchCriteria,
  markerSize,
  PICKED_POSITION_DECIMALS,
  pickedPosition,
  positionOf,
  shouldClusterMarkers,
  toMapPosition,
} from './model';
export { type PositionCanvasProps, PositionMap, type PositionMapProps } from './PositionMap';
