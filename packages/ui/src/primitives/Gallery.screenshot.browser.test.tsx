// Screenshot baselines of the primitives gallery, light and dark: the stories themselves rendered
// (portable stories) with the Storybook decorators, compared with __screenshots__/ (commit them;
// vitest writes a missing one, and fails on it when CI=true).
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { storyAnnotations } from '../../../../.storybook/portable';
import * as stories from './Gallery.stories';

const { Light, Dark } = composeStories(stories, storyAnnotations);

test.each([
  ['light', Light],
  ['dark', Dark],
])('the primitives, %s theme', async (theme, story) => {
  await page.viewport(820, 640);
  await story.run();
  const gallery = page.getByTestId('gallery');
  await expect.element(gallery).toBeVisible();
  await expect.element(gallery).toMatchScreenshot(`primitives-${theme}`);
});
