// The map view in a real browser (spec 000 §2 "Map view"; docs/development.md: the Google Maps JavaScript API
// cannot load here). Without a key: the message and the list of located files (name, coordinates,
// open). With a key: the canvas gets the markers (thumbnails ≤ 75 px) and the cluster option; the
// real Google canvas mounts with a stand-in `google.maps.importLibrary`, so no script is ever
// requested, and a failed load falls back to the list, never a broken map.
import { __resetModuleState } from '@vis.gl/react-google-maps';
import type { ImageSummary } from '@vitrine/api-client';
import { MAP_THUMBNAIL_MAX } from '@vitrine/core';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { syntheticThumbnailUrl } from '../gallery/synthetic';
import { renderInFrame, sentRequests } from '../gallery/test-utils';
import { type MapCanvasProps, MapView } from './MapView';

const image = (
  id: number,
  gps: { latitude: number; longitude: number } | null,
  extra: Partial<ImageSummary> = {},
) =>
  ({
    id,
    fileName: `place-${id}.jpg`,
    extension: 'jpg',
    mimeType: 'image/jpeg',
    fileSize: 1000,
    isImage: true,
    imageGPS: gps,
    imageInfo: { width: 4000, height: 3000 },
    ...extra,
  }) as ImageSummary;

const IMAGES = [
  image(1, { latitude: 48.8584, longitude: 2.2945 }, { imageAttributes: { title: 'Eiffel Tower' } }),
  image(2, null),
  image(3, { latitude: 40.6892, longitude: -74.0445 }, { imageInfo: { width: 1000, height: 2000 } }),
];

/** A host that turns clustering on with a button (showMarkerClusters as the host's setting). */
function ClusterHost({ renderMap }: { renderMap: (props: MapCanvasProps) => ReactNode }) {
  const [cluster, setCluster] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCluster(true)}>
        cluster
      </button>
      <MapView images={IMAGES} apiKey="test-key" renderMap={renderMap} showMarkerClusters={cluster} />
    </>
  );
}

const googleScripts = () => document.querySelectorAll('script[src*="maps.googleapis.com"]').length;

beforeEach(() => {
  __resetModuleState();
});

afterEach(() => {
  expect(sentRequests).toEqual([]);
  expect(googleScripts()).toBe(0);
  delete (window as { google?: unknown }).google;
  vi.restoreAllMocks();
});

describe('without an API key', () => {
  it('says so and lists the located files with their coordinates and an open button', async () => {
    const onOpen = vi.fn();
    await renderInFrame(<MapView images={IMAGES} onOpen={onOpen} getThumbnailUrl={seededThumbnailUrl} />);
    await expect
      .element(
        page.getByText('The map is not available because no Google Maps API key is configured.', {
          exact: false,
        }),
      )
      .toBeVisible();
    await expect.element(page.getByRole('heading', { name: '2 files with a location' })).toBeVisible();
    const items = page.getByRole('listitem').all();
    expect(items).toHaveLength(2);
    await expect.element(page.getByText('Latitude 48.85840, longitude 2.29450')).toBeInTheDocument();
    await expect.element(page.getByText('Latitude 40.68920, longitude -74.04450')).toBeInTheDocument();
    // the thumbnails keep their aspect within 75 px
    const thumbs = [...document.querySelectorAll<HTMLImageElement>('.vt-views__map-thumb')];
    expect(thumbs.map((img) => [img.width, img.height])).toEqual([
      [75, 56],
      [38, 75],
    ]);
    expect(Math.max(...thumbs.flatMap((img) => [img.width, img.height]))).toBeLessThanOrEqual(
      MAP_THUMBNAIL_MAX,
    );
    await userEvent.click(page.getByRole('button', { name: 'Open Eiffel Tower' }));
    expect(onOpen).toHaveBeenCalledWith({ id: 1, image: IMAGES[0] });
    // keyboard: Tab reaches the open buttons, Enter opens
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Open place-3.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith({ id: 3, image: IMAGES[2] });
  });

  it('an external preview URL opens in a new tab instead (spec 000 §2)', async () => {
    const onOpen = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const external = image(
      4,
      { latitude: 1, longitude: 1 },
      { previewExternalUrl: 'https://example.com/p/4' },
    );
    await renderInFrame(<MapView images={[external]} onOpen={onOpen} />);
    await userEvent.click(page.getByRole('button', { name: 'Open place-4.jpg' }));
    expect(open).toHaveBeenCalledWith('https://example.com/p/4', '_blank', 'noopener,noreferrer');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says when no file has a location', async () => {
    await renderInFrame(<MapView images={[image(5, null)]} />);
    await expect.element(page.getByText('None of these files has a location.')).toBeVisible();
    expect(document.querySelector('.vt-views__map-list')).toBeNull();
  });

  it('lists the located files of the seeded library (the first 500)', async () => {
    const images = await seededImages();
    const located = images
      .slice(0, 500)
      .filter((i) => typeof i.imageGPS?.latitude === 'number' && typeof i.imageGPS?.longitude === 'number');
    expect(located.length).toBeGreaterThan(0);
    await renderInFrame(<MapView images={images} getThumbnailUrl={syntheticThumbnailUrl} />);
    await expect
      .element(page.getByRole('heading', { name: `${located.length} files with a location` }))
      .toBeVisible();
    expect(document.querySelectorAll('.vt-views__map-item')).toHaveLength(located.length);
  });
});

describe('with an API key', () => {
  it('gives the canvas the markers, the bounds and the cluster option, and keeps the list', async () => {
    const canvases: MapCanvasProps[] = [];
    const renderMap = (props: MapCanvasProps) => {
      canvases.push(props);
      return <div data-testid="stand-in">{props.markers.length} markers</div>;
    };
    await renderInFrame(<ClusterHost renderMap={renderMap} />);
    await expect.element(page.getByTestId('stand-in')).toHaveTextContent('2 markers');
    const last = canvases.at(-1) as MapCanvasProps;
    expect(last.apiKey).toBe('test-key');
    expect(last.cluster).toBe(false);
    expect(last.mapId).toBe('DEMO_MAP_ID');
    expect(last.markers.map((m) => [m.id, m.width, m.height])).toEqual([
      [1, 75, 56],
      [3, 38, 75],
    ]);
    expect(last.bounds).toEqual({ north: 48.8584, south: 40.6892, west: -74.0445, east: 2.2945 });
    // no notice; the list is one click away
    expect(document.querySelector('.vt-views__map-notice')).toBeNull();
    await userEvent.click(page.getByText('2 files with a location'));
    await expect.element(page.getByRole('button', { name: 'Open Eiffel Tower' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'cluster' }));
    await vi.waitFor(() => expect(canvases.at(-1)?.cluster).toBe(true));
  });

  it('mounts the Google canvas without loading any script while the API is pending', async () => {
    const importLibrary = vi.fn(() => new Promise<never>(() => {}));
    (window as { google?: unknown }).google = { maps: { importLibrary } };
    await renderInFrame(<MapView images={IMAGES} apiKey="test-key" />);
    await expect.element(page.getByText('Loading the map…')).toBeVisible();
    await vi.waitFor(() => expect(importLibrary).toHaveBeenCalled(), { timeout: 5000 });
    expect(document.querySelector('.vt-views__map')?.getAttribute('data-state')).toBe('map');
  });

  it('falls back to the message and the list when Google Maps fails to load', async () => {
    const importLibrary = vi.fn(() => Promise.reject(new Error('no network')));
    (window as { google?: unknown }).google = { maps: { importLibrary } };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInFrame(<MapView images={IMAGES} apiKey="test-key" />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The map could not be loaded. The files with a location are listed below.');
    await expect.element(page.getByRole('heading', { name: '2 files with a location' })).toBeVisible();
    expect(document.querySelector('.vt-views__map')?.getAttribute('data-state')).toBe('failed');
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('Uncaught'));
  });
});
