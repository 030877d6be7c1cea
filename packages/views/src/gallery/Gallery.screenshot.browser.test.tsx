// Screenshot baselines of the gallery (the seeded library's first files with the mocks' thumbnails),
// of the gallery and the masonry grouped by date taken, of a thumbnail with every badge, and of the
// focused file's ring on a white and on a black picture in the light and the dark theme (issue 14: it
// must show on any picture). The stories themselves are rendered (portable stories, with
// the Storybook decorators) and compared with __screenshots__/ (vitest writes a missing one, and fails
// on it when CI=true). The pictures are data URLs drawn by the mocks: no server is needed.
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { storyAnnotations } from '../../../../.storybook/portable';
import { groupSearchResults } from '../search/results';
import * as thumbnailStories from '../thumbnail/Thumbnail.stories';
import { Gallery } from './Gallery';
import * as galleryStories from './Gallery.stories';
import { Masonry } from './Masonry';
import { seededImages, seededThumbnailUrl } from './seeded';
import { syntheticImages } from './synthetic';
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

/** A 1×1 PNG of one colour (a picture that is all white or all black). */
function swatch(colour: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  return canvas.toDataURL('image/png');
}

// The focused file's ring (issue 14): two colours, so one shows on a white and on a black picture,
// in either theme. Tab enters the grid on the first file (white), Right moves to the second (black).
for (const theme of ['light', 'dark'] as const) {
  test(`the focused file's ring on white and black pictures, ${theme} theme`, async () => {
    await page.viewport(560, 240);
    const white = swatch('#ffffff');
    const black = swatch('#000000');
    const images = syntheticImages(4).map((image) => ({
      ...image,
      imageInfo: { width: 4000, height: 3000 },
    }));
    await renderInFrame(
      <Gallery
        images={images}
        targetRowHeight={160}
        getThumbnailUrl={(image) => (image.id % 2 === 1 ? white : black)}
      />,
      { width: 540, height: 200, theme },
    );
    const view = document.querySelector('.vt-views__view') as HTMLElement;
    await expect.poll(() => view.querySelectorAll('[role="gridcell"]').length).toBeGreaterThan(2);
    await picturesLoaded(view);
    await userEvent.tab();
    await expect.poll(() => document.activeElement?.getAttribute('data-index')).toBe('0');
    await expect.element(view).toMatchScreenshot(`focus-ring-white-${theme}`);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => document.activeElement?.getAttribute('data-index')).toBe('1');
    await expect.element(view).toMatchScreenshot(`focus-ring-black-${theme}`);
  });
}
