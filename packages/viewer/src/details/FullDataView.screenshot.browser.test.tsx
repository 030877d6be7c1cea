// Screenshot baselines of the full data view (issue 17) in the light and the dark theme: the stories
// themselves (portable stories with .storybook/preview's decorators and its MSW loader, so the mocks
// answer the calls and serve the picture), rendered without their play functions. Compared with
// __screenshots__/ (vitest writes a missing one, and fails on it when CI=true; docs/development.md).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import meta, { Everything, Mobile } from './FullDataView.stories';

for (const theme of ['light', 'dark'] as const) {
  for (const [name, story, viewport] of [
    ['full-data', Everything, [1280, 1700]],
    ['full-data-mobile', Mobile, [414, 3600]],
  ] as const) {
    // Tall enough for the whole view: the picture is of the page as seen, not scrolled.
    test(`${name}, ${theme} theme`, async () => {
      await page.viewport(viewport[0], viewport[1]);
      const composed = composeStory(
        { ...(story as StoryObj), play: undefined },
        { ...(meta as unknown as Meta), play: undefined },
        { ...preview, initialGlobals: { ...preview.initialGlobals, theme } },
        name,
      );
      await composed.run();
      const article = page.getByRole('article');
      // The custom fields (their definitions read from the mocks) and the picture are in.
      await expect.element(page.getByText('Project Code'), { timeout: 15_000 }).toBeVisible();
      const picture = page.getByRole('img', { name: /^Picture of / });
      await expect
        .poll(
          () => {
            const img = picture.element() as HTMLImageElement;
            return img.complete && img.naturalWidth > 0;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await (picture.element() as HTMLImageElement).decode().catch(() => undefined);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect.element(article).toMatchScreenshot(`${name}-${theme}`);
    });
  }
}
