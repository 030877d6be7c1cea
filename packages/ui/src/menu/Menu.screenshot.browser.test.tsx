// Screenshot baselines of the open action menu, light and dark (issue 14: the menus restyled with
// the tokens: calm hover rows, muted icons and headings, the danger item's tint). The stories are
// rendered (portable stories) with their play function, which opens the menu; the first item has
// the keyboard's highlight.
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { storyAnnotations } from '../../../../.storybook/portable';
import * as stories from './ActionMenu.stories';

const { ActionMenuOpen, Dark } = composeStories(stories, storyAnnotations);

test.each([
  ['light', ActionMenuOpen],
  ['dark', Dark],
])('action menu, %s theme', async (theme, story) => {
  await story.run();
  const menu = page.getByRole('menu');
  await expect.element(menu).toBeVisible();
  // the keyboard's highlight on the first item, then on the danger item
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{End}');
  await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await expect.element(menu).toMatchScreenshot(`action-menu-${theme}`);
});
