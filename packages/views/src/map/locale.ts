// The map view's strings. The spec gives the no-key state's meaning (ARCHITECTURE: "without one the
// view shows a clear message and the list of located files"), not its words: the wording is decided
// here; hosts override any of them with the `locale` prop (STYLE habit 8).
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { mapLocaleDe } from './locale.de';

/** The English strings of the map view. */
export const mapLocale = {
  /** Accessible name of the view (the map and the list). */
  viewLabel: 'Map',
  /** Shown instead of the map when the host configured no Google Maps API key. */
  noApiKey:
    'The map is not available because no Google Maps API key is configured. The files with a location are listed below.',
  /** Shown instead of the map when Google Maps failed to load (network, key refused). */
  loadFailed: 'The map could not be loaded. The files with a location are listed below.',
  /** Shown while Google Maps loads. */
  loading: 'Loading the map…',
  /** Heading of the list of located files: {n} files. */
  listHeading: plural({ one: '1 file with a location', other: '{n} files with a location' }),
  /** No file among those loaded has a location. */
  noLocatedFiles: 'None of these files has a location.',
  /** What the user can do about it. */
  noLocatedFilesHint: 'A file appears on the map once its metadata holds a GPS position.',
  /** Accessible text of the coordinates ({lat}, {lng} in decimal degrees). */
  coordinates: 'Latitude {lat}, longitude {lng}',
  /** The open button of a listed file or a marker ({name} is the title or file name). */
  open: 'Open {name}',
  /** <PositionMap>: the small map that sets one file's position (the viewer's metadata editor). */
  position: {
    /** Under an editable map: what the mouse does (the coordinate fields stay for the keyboard). */
    hint: 'Click the map or drag the marker to set the position.',
    /** The marker's title. */
    marker: 'The position',
    /** The map could not load: the coordinate fields stay. */
    loadFailed: 'The map could not be loaded. Enter the position as latitude and longitude.',
  },
};

/** The shape of {@link mapLocale}. */
export type MapLocale = typeof mapLocale;

/** A partial override of {@link mapLocale}: any string, at any depth. */
export type MapLocaleOverrides = DeepPartial<MapLocale>;

/** The map view part of the one locale path: the provider's `locale={{ views: { map: { … } } }}`. */
export const mapLocalePart = defineLocalePart(['views', 'map'], { en: mapLocale, de: mapLocaleDe });

/** The map view strings in `language` (English by default) with a partial override on top. */
export function resolveMapLocale(overrides?: MapLocaleOverrides, language = 'en'): MapLocale {
  return resolveLocalePart(mapLocalePart, language, undefined, overrides);
}

/** The map view strings under the provider: its language and overrides, then the widget's `locale`. */
export function useMapLocale(override?: MapLocaleOverrides): MapLocale {
  return useLocalePart(mapLocalePart, override);
}
