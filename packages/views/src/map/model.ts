// The map view's rules (spec 000 §2 "Map view: markers with optional clusters; thumbnails scaled to
// a maximum of 75", §9 "map loads 500"), as plain functions with no React and no Google Maps: which
// files have a location, the bounds that show them all, each marker's thumbnail size, and whether
// markers cluster. The live map (Google Maps) only draws what these return.
import type { ImageSummary } from '@vitrine/api-client';
import {
  DEFAULT_WEB_SETTINGS,
  GPS_LATITUDE_RANGE,
  GPS_LONGITUDE_RANGE,
  MAP_LOAD_COUNT,
  MAP_THUMBNAIL_MAX,
} from '@vitrine/core';
import type { FullSearchCriteria } from '../search/criteria';

/** A position in degrees (the shape Google Maps calls LatLngLiteral). */
export interface MapPosition {
  lat: number;
  lng: number;
}

/** Google's map id for advanced markers in development: the default of <MapView> and <PositionMap> (a host sets its own). */
export const DEFAULT_MAP_ID = 'DEMO_MAP_ID';

/** A file with a usable location (imageGPS, spec 000 §3). */
export interface LocatedFile {
  id: number;
  image: ImageSummary;
  position: MapPosition;
}

/** The box that holds every marker (Google Maps' LatLngBoundsLiteral). */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The position of a file, or null when it has none: imageGPS with a latitude in [-90, 90] and a
 * longitude in [-180, 180] (openapi.yml ImageGPS). A missing, null or out-of-range part means no
 * location; 0, 0 is a real place and counts.
 */
export function positionOf(image: Pick<ImageSummary, 'imageGPS'>): MapPosition | null {
  const gps = image.imageGPS;
  if (!gps || !inRange(gps.latitude, 90) || !inRange(gps.longitude, 180)) return null;
  return { lat: gps.latitude, lng: gps.longitude };
}

/**
 * spec 000 §9: the map takes the first 500 loaded files (MAP_LOAD_COUNT) and shows those that have
 * a location, in the order given.
 */
export function locatedFiles(images: readonly ImageSummary[], max: number = MAP_LOAD_COUNT): LocatedFile[] {
  const located: LocatedFile[] = [];
  for (const image of images.slice(0, Math.max(0, max))) {
    const position = positionOf(image);
    if (position) located.push({ id: image.id, image, position });
  }
  return located;
}

/**
 * The smallest box holding every position, or null for none. Longitudes take the shorter way round:
 * markers at 179° and -179° give a box 2° wide across the antimeridian (west > east), not 358°.
 */
export function mapBounds(positions: readonly MapPosition[]): MapBounds | null {
  if (positions.length === 0) return null;
  let north = -90;
  let south = 90;
  for (const { lat } of positions) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
  }
  // The widest empty gap between sorted longitudes is what the box leaves out.
  const lngs = [...new Set(positions.map((p) => p.lng))].sort((a, b) => a - b);
  const first = lngs[0] as number;
  const last = lngs[lngs.length - 1] as number;
  let gap = first + 360 - last; // the gap across the antimeridian
  let west = first;
  let east = last;
  for (let i = 1; i < lngs.length; i += 1) {
    const d = (lngs[i] as number) - (lngs[i - 1] as number);
    if (d > gap) {
      gap = d;
      west = lngs[i] as number;
      east = lngs[i - 1] as number;
    }
  }
  return { north, south, east, west };
}

/** The middle of a box (west > east: the box crosses the antimeridian). */
export function boundsCenter(bounds: MapBounds): MapPosition {
  const width = bounds.west <= bounds.east ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
  let lng = bounds.west + width / 2;
  if (lng > 180) lng -= 360;
  return { lat: (bounds.north + bounds.south) / 2, lng };
}

/**
 * spec 000 §2: a marker's thumbnail is scaled to at most 75 px (MAP_THUMBNAIL_MAX) on its longer
 * side, keeping the aspect ratio, never enlarged past the original; square when the size is unknown.
 * Sides are whole pixels, at least 1.
 */
export function markerSize(
  info: { width?: number; height?: number } | null | undefined,
  max: number = MAP_THUMBNAIL_MAX,
): { width: number; height: number } {
  const width = info?.width ?? 0;
  const height = info?.height ?? 0;
  if (!(width > 0 && height > 0)) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether markers cluster: the showMarkerClusters web setting (spec 000 §3) the host passes, else its
 * default (DEFAULT_WEB_SETTINGS of @vitrine/core); with one marker there is nothing to cluster.
 */
export function shouldClusterMarkers(showMarkerClusters: boolean | undefined, markerCount: number): boolean {
  return (showMarkerClusters ?? DEFAULT_WEB_SETTINGS.showMarkerClusters) && markerCount > 1;
}

/** The search the map loads: page 1 of 500 files (spec 000 §9), otherwise the same criteria. */
export function mapSearchCriteria<C extends Partial<FullSearchCriteria>>(criteria: C): C {
  return {
    ...criteria,
    itemsOnPage: MAP_LOAD_COUNT,
    currentPage: 1,
    displayedPages: 1,
    isLoadingMore: false,
  };
}

/** A position as text for the list: signed decimal degrees, 5 places (about 1 m). */
export function formatPosition(position: MapPosition): { lat: string; lng: string } {
  return { lat: position.lat.toFixed(5), lng: position.lng.toFixed(5) };
}

/** A file's GPS position as the metadata editor holds it (imageGPS latitude and longitude). */
export interface GpsPosition {
  latitude: number;
  longitude: number;
}

/** Decimal places kept of a position picked on the map: 6, about 0.1 m. */
export const PICKED_POSITION_DECIMALS = 6;

/**
 * A position picked on the map (a click, a marker dropped) as the editor stores it: the latitude
 * within ±90 (GPS_LATITUDE_RANGE), the longitude wrapped into ±180 (a map scrolled round the
 * world gives 190 for -170), both rounded to 6 places, so the coordinate fields show short numbers.
 */
export function pickedPosition(lat: number, lng: number): GpsPosition {
  const round = (value: number) => {
    const rounded = Number(value.toFixed(PICKED_POSITION_DECIMALS));
    return Object.is(rounded, -0) ? 0 : rounded;
  };
  const latitude = Math.min(GPS_LATITUDE_RANGE.max, Math.max(GPS_LATITUDE_RANGE.min, lat));
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  // +180 stays +180 (not -180): both name the same meridian, the one the user picked reads better.
  const longitude = lng === GPS_LONGITUDE_RANGE.max ? lng : wrapped;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** The map's position of a GPS position (Google Maps' LatLngLiteral). */
export function toMapPosition(position: GpsPosition): MapPosition {
  return { lat: position.latitude, lng: position.longitude };
}
