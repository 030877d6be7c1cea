// The map view's strings. The spec gives the no-key state's meaning (ARCHITECTURE: "without one the
// view shows a clear message and the list of located files"), not its words: the wording is decided
// here; hosts override any of them with the `locale` prop (STYLE habit 8).
import type { PluralMessage } from '@vitrine/core';

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
  listHeading: { one: '1 file with a location', other: '{n} files with a location' } satisfies PluralMessage,
  /** No file among those loaded has a location. */
  noLocatedFiles: 'None of these files has a location.',
  /** Accessible text of the coordinates ({lat}, {lng} in decimal degrees). */
  coordinates: 'Latitude {lat}, longitude {lng}',
  /** The open button of a listed file or a marker ({name} is the title or file name). */
  open: 'Open {name}',
};

/** The shape of {@link mapLocale}. */
export type MapLocale = typeof mapLocale;

/** The English strings with a host's partial override on top. */
export function resolveMapLocale(overrides?: Partial<MapLocale>): MapLocale {
  return overrides ? { ...mapLocale, ...overrides } : mapLocale;
}
