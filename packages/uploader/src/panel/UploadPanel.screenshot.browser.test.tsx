// Screenshot baselines of the upload panel's stories in the light and the dark theme (issue 19):
// the stories themselves (portable stories with .storybook/preview's decorators and its MSW loader),
// their scripted queues frozen, rendered without their play functions. Compared with __screenshots__/
// (vitest writes a missing one, and fails on it when CI=true; docs/development.md).

import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as panelStories from './UploadPanel.stories';

type Module = { default: unknown } & Record<string, unknown>;

/** Renders story `name` in `theme`, without its play function. */
async function renderStory(name: string, theme: 'light' | 'dark') {
  const module = panelStories as unknown as Module;
  const story = module[name] as StoryObj;
  const composed = composeStory(
    { ...story, play: undefined },
    { ...(module.default as Meta), play: undefined },
    { ...preview, initialGlobals: { ...preview.initialGlobals, theme } },
    name,
  );
  await composed.run();
}

/** Waits until the dialog's size stops changing (FilePond springs its drop area into place). */
async function settled(root: HTMLElement) {
  root.style.pointerEvents = 'none';
  let last = '';
  await expect
    .poll(
      () => {
        const { width, height } = root.getBoundingClientRect();
        const now = `${width}x${height}`;
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 10_000, interval: 200 },
    )
    .toBe(true);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

interface Shot {
  name: string;
  story: string;
  /** The dialog to take (its accessible name). */
  target: string;
  /** What must show before the picture is taken. */
  ready: () => ReturnType<typeof page.getByText>;
}

const SHOTS: Shot[] = [
  {
    name: 'upload-empty',
    story: 'Empty',
    target: 'Upload files',
    ready: () => page.getByText('Into the folder Marketing'),
  },
  {
    name: 'upload-states',
    story: 'States',
    target: 'Upload files',
    ready: () => page.getByText('1 min 35 s left'),
  },
  {
    name: 'upload-failed-list',
    story: 'TooLarge',
    target: 'Upload files',
    ready: () => page.getByRole('heading', { name: '1 file could not be uploaded' }),
  },
  {
    name: 'upload-conflict',
    story: 'ConflictAsked',
    target: 'A file with this name already exists',
    ready: () => page.getByRole('button', { name: 'Upload as a new version' }),
  },
  {
    name: 'upload-duplicate',
    story: 'Duplicate',
    target: 'Possible duplicate',
    ready: () => page.getByText('beach-2019.jpg'),
  },
  {
    name: 'upload-public',
    story: 'PublicEmpty',
    target: 'Upload images',
    ready: () => page.getByText('Images only, at most 10 files at a time.'),
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const shot of SHOTS) {
    test(`${shot.name}, ${theme} theme`, async () => {
      await page.viewport(1280, 900);
      await renderStory(shot.story, theme);
      await expect.element(shot.ready(), { timeout: 15_000 }).toBeVisible();
      const target = page.getByRole(
        shot.target === 'A file with this name already exists' || shot.target === 'Possible duplicate'
          ? 'alertdialog'
          : 'dialog',
        { name: shot.target },
      );
      await expect.element(target).toBeVisible();
      await settled(target.element() as HTMLElement);
      await expect.element(target).toMatchScreenshot(`${shot.name}-${theme}`);
    });
  }
}
