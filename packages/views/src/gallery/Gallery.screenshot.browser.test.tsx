// Screenshot baselines of the gallery (the seeded library's first files with the mocks' thumbnails),
// of the gallery and the masonry grouped by date taken, and of a thumbnail with every badge. The stories themselves are rendered (portable stories, with
// the Storybook decorators) and compared with __screenshots__/ (vitest writes a missing one, and fails
// on it when CI=true). The pictures are data URLs drawn by the mocks: no server is needed.
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { storyAnnotations } from '../../../../.storybook/portable';
import { groupSearchResults } from '../search/results';
import * as thumbnailStories from '../thumbnail/Thumbnail.stories';
import { Gallery } from './Gallery';
import * as galleryStories from './Gallery.stories';
import { Masonry } from './Masonry';
import { seededImages, seededThumbnailUrl } from './seeded';
import { renderInFrame } from './test-utils';

const { Default } = composeStories(galleryStories, storyAnnotations);
const { AllBadges } = composeStories(thumbnailStories, storyAnnotations);

/**
 * Waits until every picture in `root` has loaded (and been decoded). The view then takes no pointer
 * events: the mouse rests where an earlier test file left it and must not hover a cell.
 */
async function picturesLoaded(root: HTMLElement) {
  root.style.pointerEvents = 'none';
  await expect
    .poll(() => [...root.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}

test('gallery of the seeded library', async () => {
  await page.viewport(960, 640);
  await Default.run();
  const view = document.querySelector('.vt-views__view') as HTMLElement;
  await expect.poll(() => view.querySelectorAll('[role="gridcell"]').length).toBeGreaterThan(4);
  await picturesLoaded(view);
  await expect.element(view).toMatchScreenshot('gallery-seeded');
});

test('thumbnail with every badge', async () => {
  await page.viewport(480, 360);
  await AllBadges.run();
  const thumbnail = document.querySelector('.vt-views__thumb-box') as HTMLElement;
  await picturesLoaded(thumbnail);
  await expect.element(thumbnail).toMatchScreenshot('thumbnail-all-badges');
});

// Grouped results (spec 000 §3): the seeded library by date taken, oldest first, a heading per month.
for (const [name, View] of [
  ['gallery-grouped', Gallery],
  ['masonry-grouped', Masonry],
] as const) {
  test(`${name.replace('-', ' ')} by date taken`, async () => {
    await page.viewport(960, 640);
    const images = await seededImages({ sortOption: 2, sortOrderOption: 1, groupResults: true });
    await renderInFrame(
      <View images={images} groups={groupSearchResults(images)} getThumbnailUrl={seededThumbnailUrl} />,
      { width: 940, height: 600 },
    );
    const view = document.querySelector('.vt-views__view') as HTMLElement;
    await expect.poll(() => view.querySelectorAll('[role="rowheader"]').length).toBeGreaterThan(1);
    await picturesLoaded(view);
    await expect.element(view).toMatchScreenshot(name);
  });
}
