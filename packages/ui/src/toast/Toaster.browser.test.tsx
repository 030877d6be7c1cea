// Screenshot baselines of the toast stack (one toast of each kind), light and dark. See
// ConfirmDialog.browser.test.tsx for how stories become screenshots.
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { storyAnnotations } from '../../../../.storybook/portable';
import * as stories from './Toast.stories';

const { Stack, Dark } = composeStories(stories, storyAnnotations);

test.each([
  ['light', Stack],
  ['dark', Dark],
])('toast stack, %s theme', async (theme, story) => {
  await story.run();
  const list = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list');
  await expect.element(list).toBeVisible();
  await expect.element(list).toMatchScreenshot(`toast-stack-${theme}`);
});
