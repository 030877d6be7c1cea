// The people picker's keyboard path in real chromium (issue 20; WAI-ARIA combobox pattern): typing
// opens the suggestions, the arrows move the active option round the list (aria-activedescendant),
// the first Escape closes only the suggestions and the next one the dialog. The Empty story runs as
// a portable story with .storybook/preview's decorators and its MSW loader (the mocks' users list).
import { composeStory } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import meta, { Empty } from './ShareWithPeopleDialog.stories';

test('arrows move through the suggestions; Escape closes them first, then the dialog', async () => {
  const story = composeStory({ ...Empty, play: undefined }, { ...meta, play: undefined }, preview, 'Empty');
  await story.run();
  const dialog = page.getByRole('dialog', { name: 'Share with people' });
  const field = dialog.getByRole('combobox', { name: 'Name or e-mail' });
  await expect.element(field).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(field);
  // 'a' is in several names and e-mails of the mocks' users list.
  await userEvent.keyboard('a');
  const listbox = dialog.getByRole('listbox', { name: 'People' });
  await expect.element(listbox).toBeVisible();
  await expect.element(field).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option').all();
  expect(options.length).toBeGreaterThan(1);
  const ids = options.map((option) => option.element().id);

  await userEvent.keyboard('{ArrowDown}');
  await expect.element(field).toHaveAttribute('aria-activedescendant', ids[0]);
  await expect.element(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  // Up from the first goes round to the last.
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(field).toHaveAttribute('aria-activedescendant', ids[ids.length - 1]);

  await userEvent.keyboard('{Escape}');
  await expect.element(field).toHaveAttribute('aria-expanded', 'false');
  expect(field.element().hasAttribute('aria-activedescendant')).toBe(false);
  await expect.element(dialog).toBeVisible();
  expect(story.args.onOpenChange).not.toHaveBeenCalled();
  await userEvent.keyboard('{Escape}');
  expect(story.args.onOpenChange).toHaveBeenCalledWith(false);
});
