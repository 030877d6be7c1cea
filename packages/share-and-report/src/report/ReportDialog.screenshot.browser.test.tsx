// Screenshot baselines of the PDF report dialog (issue 20), light and dark: the Settings story (the
// templates' radio group with their thumbnails, the field groups, custom fields, font, page numbers,
// images and the actions) as a portable story with .storybook/preview's decorators and its MSW
// loader (the mocks answer the saved settings), compared with __screenshots__/ (vitest writes a
// missing one, and fails on it when CI=true). The live preview canvas is left out (the story turns
// the preview off): its pixels follow pdf.js's rendering.
import { composeStory } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import meta, { Settings } from './ReportDialog.stories';

test.each(['light', 'dark'] as const)('the report dialog, %s theme', async (theme) => {
  await page.viewport(1200, 1500);
  const story = composeStory(
    { ...Settings, play: undefined },
    { ...meta, play: undefined },
    { ...preview, initialGlobals: { ...preview.initialGlobals, theme } },
    'Settings',
  );
  await story.run();
  const dialog = page.getByRole('dialog', { name: 'PDF report' });
  await expect.element(dialog.getByRole('group', { name: 'Page template' })).toBeVisible();
  // The pointer stays where an earlier test file left it; over the first template's radio it drew
  // that radio in its hover shade (41 pixels off in a full run). The title has no hover state.
  await userEvent.hover(dialog.getByRole('heading', { name: 'PDF report' }));
  await expect.element(dialog).toMatchScreenshot(`report-dialog-${theme}`);
});
