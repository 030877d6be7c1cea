// Screenshot baselines of the confirm dialog, light and dark: the stories themselves are rendered
// (portable stories) with the Storybook decorators, then the dialog is compared with
// __screenshots__/ (commit them; vitest writes a missing one, and fails on it when CI=true).
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { storyAnnotations } from '../../../../.storybook/portable';
import * as stories from './ConfirmDialog.stories';

const { Shown, Dark } = composeStories(stories, storyAnnotations);

test.each([
  ['light', Shown],
  ['dark', Dark],
])('confirm dialog, %s theme', async (theme, story) => {
  await story.run();
  const dialog = page.getByRole('alertdialog');
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog).toMatchScreenshot(`confirm-dialog-${theme}`);
});
