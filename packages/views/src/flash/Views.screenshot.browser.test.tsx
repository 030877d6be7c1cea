// Screenshot baselines of the timeline, the curve carousel, the wall and the map's no-key list, on the
// seeded library's first files with the mocks' thumbnails (data URLs: no server). The live Google map
// is never in a baseline (docs/development.md). vitest writes a missing baseline, and fails on it when CI=true.
import type { ImageSummary } from '@vitrine/api-client';
import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { renderInFrame } from '../gallery/test-utils';
import { MapView } from '../map/MapView';
import { Timeline } from '../timeline/Timeline';
import { FlashCarousel } from './FlashCarousel';
import { FlashWall } from './FlashWall';

let images: ImageSummary[] = [];
beforeAll(async () => {
  images = await seededImages();
});

/**
 * Waits until every shown picture in `root` has loaded and been decoded. The view then takes no
 * pointer events: the mouse rests where an earlier test file left it and must not hover a tile.
 */
async function picturesLoaded(root: HTMLElement) {
  root.style.pointerEvents = 'none';
  const shown = () => [...root.querySelectorAll('img')].filter((img) => img.getClientRects().length > 0);
  await expect
    .poll(() => shown().every((img) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
  await Promise.all(shown().map((img) => img.decode().catch(() => undefined)));
}

test('timeline of eight seeded files', async () => {
  await page.viewport(960, 640);
  const dated = images.filter((image) => image.imageIPTC?.DateCreated).slice(0, 8);
  await renderInFrame(<Timeline images={dated} getThumbnailUrl={seededThumbnailUrl} />, {
    width: 940,
    height: 600,
  });
  const view = document.querySelector('.vt-views__timeline') as HTMLElement;
  await picturesLoaded(view);
  await expect.element(view).toMatchScreenshot('timeline-seeded');
});

test('curve carousel of ten seeded files', async () => {
  await page.viewport(960, 640);
  await renderInFrame(
    <FlashCarousel
      variant="curve"
      images={images.slice(0, 10)}
      defaultIndex={3}
      getThumbnailUrl={seededThumbnailUrl}
    />,
    { width: 940, height: 600 },
  );
  const view = document.querySelector('.vt-views__carousel') as HTMLElement;
  await picturesLoaded(view);
  await expect.element(view).toMatchScreenshot('carousel-curve-seeded');
});

test('wall of twelve seeded files', async () => {
  await page.viewport(960, 640);
  await renderInFrame(<FlashWall images={images.slice(0, 12)} getThumbnailUrl={seededThumbnailUrl} />, {
    width: 940,
    height: 600,
  });
  const view = document.querySelector('.vt-views__wall') as HTMLElement;
  await picturesLoaded(view);
  await expect.element(view).toMatchScreenshot('wall-seeded');
});

test('map without a key: the notice and the list', async () => {
  await page.viewport(960, 640);
  const located = images.filter((image) => image.imageGPS).slice(0, 6);
  await renderInFrame(<MapView images={located} getThumbnailUrl={seededThumbnailUrl} />, {
    width: 940,
    height: 600,
  });
  const view = document.querySelector('.vt-views__map') as HTMLElement;
  await picturesLoaded(view);
  await expect.element(view).toMatchScreenshot('map-no-key-seeded');
});
