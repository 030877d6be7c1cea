// The map view's rules (spec 000 §2 "Map view: markers with optional clusters; thumbnails scaled to
// a maximum of 75"; §9 "map loads 500").
import type { ImageSummary } from '@vitrine/api-client';
import { MAP_LOAD_COUNT, MAP_THUMBNAIL_MAX } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  boundsCenter,
  locatedFiles,
  mapBounds,
  mapSearchCriteria,
  markerSize,
  pickedPosition,
  positionOf,
  shouldClusterMarkers,
  toMapPosition,
} from './model';

const file = (id: number, gps?: ImageSummary['imageGPS']): ImageSummary => ({
  id,
  fileName: `f${id}.jpg`,
  extension: 'jpg',
  mimeType: 'image/jpeg',
  fileSize: 1,
  ...(gps === undefined ? {} : { imageGPS: gps }),
});

describe('positionOf (imageGPS, spec 000 §3)', () => {
  it.each([
    ['no imageGPS', undefined, null],
    ['null imageGPS', null, null],
    ['null latitude', { latitude: null, longitude: 2 }, null],
    ['missing longitude', { latitude: 2 }, null],
    ['latitude out of range', { latitude: 91, longitude: 2 }, null],
    ['longitude out of range', { latitude: 1, longitude: -180.5 }, null],
    ['NaN', { latitude: Number.NaN, longitude: 2 }, null],
    ['a place', { latitude: 48.8584, longitude: 2.2945 }, { lat: 48.8584, lng: 2.2945 }],
    ['0, 0 is a place', { latitude: 0, longitude: 0 }, { lat: 0, lng: 0 }],
    ['the edges', { latitude: -90, longitude: 180 }, { lat: -90, lng: 180 }],
  ] as const)('%s', (_name, gps, expected) => {
    expect(positionOf(file(1, gps as ImageSummary['imageGPS']))).toEqual(expected);
  });
});

describe('locatedFiles (spec 000 §9: the map loads 500)', () => {
  it('keeps the located files in order and leaves the others out', () => {
    const images = [file(1, { latitude: 1, longitude: 1 }), file(2), file(3, { latitude: -3, longitude: 3 })];
    expect(locatedFiles(images).map((f) => [f.id, f.position])).toEqual([
      [1, { lat: 1, lng: 1 }],
      [3, { lat: -3, lng: 3 }],
    ]);
  });

  it('looks at the first 500 files only', () => {
    const images = Array.from({ length: MAP_LOAD_COUNT + 20 }, (_, i) =>
      file(i + 1, { latitude: 10, longitude: 10 }),
    );
    const located = locatedFiles(images);
    expect(MAP_LOAD_COUNT).toBe(500);
    expect(located).toHaveLength(500);
    expect(located.at(-1)?.id).toBe(500);
  });
});

describe('mapBounds', () => {
  it('is null without positions', () => expect(mapBounds([])).toBeNull());

  it('holds every position', () => {
    expect(
      mapBounds([
        { lat: 48.8, lng: 2.3 },
        { lat: 40.4, lng: -3.7 },
        { lat: 52.5, lng: 13.4 },
      ]),
    ).toEqual({ north: 52.5, south: 40.4, west: -3.7, east: 13.4 });
  });

  it('takes the short way across the antimeridian (west > east)', () => {
    const bounds = mapBounds([
      { lat: -17, lng: 178 },
      { lat: -14, lng: -172 },
    ]);
    expect(bounds).toEqual({ north: -14, south: -17, west: 178, east: -172 });
    expect(boundsCenter(bounds as NonNullable<typeof bounds>)).toEqual({ lat: -15.5, lng: -177 });
  });

  it('one position is a box of no size', () => {
    expect(mapBounds([{ lat: 1, lng: 2 }])).toEqual({ north: 1, south: 1, east: 2, west: 2 });
  });
});

describe('markerSize (spec 000 §2: thumbnails scaled to a maximum of 75)', () => {
  it.each([
    [
      { width: 6000, height: 4000 },
      { width: 75, height: 50 },
    ],
    [
      { width: 4000, height: 6000 },
      { width: 50, height: 75 },
    ],
    [
      { width: 3000, height: 3000 },
      { width: 75, height: 75 },
    ],
    [
      { width: 8000, height: 10 },
      { width: 75, height: 1 },
    ],
    // never enlarged
    [
      { width: 60, height: 40 },
      { width: 60, height: 40 },
    ],
    // unknown size: the whole box
    [undefined, { width: 75, height: 75 }],
    [
      { width: 0, height: 10 },
      { width: 75, height: 75 },
    ],
  ])('%j → %j', (info, expected) => {
    expect(markerSize(info)).toEqual(expected);
    expect(Math.max(expected.width, expected.height)).toBeLessThanOrEqual(MAP_THUMBNAIL_MAX);
  });
});

describe('shouldClusterMarkers (showMarkerClusters, spec 000 §3)', () => {
  it('follows the web setting, on by default, and never clusters a single marker', () => {
    expect(shouldClusterMarkers(true, 10)).toBe(true);
    expect(shouldClusterMarkers(false, 10)).toBe(false);
    expect(shouldClusterMarkers(undefined, 10)).toBe(true);
    expect(shouldClusterMarkers(true, 1)).toBe(false);
  });
});

describe('mapSearchCriteria', () => {
  it('asks page 1 of 500 and keeps the rest', () => {
    expect(mapSearchCriteria({ selectedFolder: 3, itemsOnPage: 24, currentPage: 4, sortOption: 2 })).toEqual({
      selectedFolder: 3,
      sortOption: 2,
      itemsOnPage: 500,
      currentPage: 1,
      displayedPages: 1,
      isLoadingMore: false,
    });
  });
});

describe('pickedPosition (the small GPS map of the metadata editor)', () => {
  it.each([
    [[48.856614123, 2.352221987], { latitude: 48.856614, longitude: 2.352222 }],
    // A map scrolled round the world: the same meridian within ±180.
    [[10, 190], { latitude: 10, longitude: -170 }],
    [[10, -190.5], { latitude: 10, longitude: 169.5 }],
    [[10, 180], { latitude: 10, longitude: 180 }],
    [[10, 540], { latitude: 10, longitude: -180 }],
    // Beyond the poles (Web Mercator never gives it, a stand-in may): held at ±90.
    [[91, 0], { latitude: 90, longitude: 0 }],
    [[-95, 0], { latitude: -90, longitude: 0 }],
    // No minus zero in a field.
    [[-0.0000001, -0.0000001], { latitude: 0, longitude: 0 }],
  ] as const)('%j → %j', ([lat, lng], expected) => {
    const picked = pickedPosition(lat, lng);
    expect(picked).toEqual(expected);
    expect(Object.is(picked.latitude, -0)).toBe(false);
  });

  it('round-trips through the map position', () => {
    expect(toMapPosition({ latitude: 1.5, longitude: -2.25 })).toEqual({ lat: 1.5, lng: -2.25 });
  });
});
