// Screenshot baselines of the viewer's stories in the light and the dark theme (issue 17): the
// stories themselves (portable stories with .storybook/preview's decorators and its MSW loader, so
// the mocks answer the calls and serve the pictures through the worker, as in Storybook), rendered
// to their first settled screen without their play functions. Compared with __screenshots__/
// (vitest writes a missing one, and fails on it when CI=true; docs/development.md).

import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as contactStories from '../modals/ContactOwnerDialog.stories';
import * as whatsNewStories from '../modals/WhatsNewDialog.stories';
import * as viewerStories from './FileViewer.stories';

/** A stories module: its default export is a Meta of the module's own args (read as any story's). */
type Module = { default: unknown } & Record<string, unknown>;

/** Renders story `name` of `module` in `theme`, without its play function. */
async function renderStory(module: Module, name: string, theme: 'light' | 'dark') {
  const story = module[name] as StoryObj;
  const composed = composeStory(
    { ...story, play: undefined },
    { ...(module.default as Meta), play: undefined },
    { ...preview, initialGlobals: { ...preview.initialGlobals, theme } },
    name,
  );
  // Storybook's portable stories unmount the story run before when the next one runs.
  await composed.run();
}

/** Waits until every picture and canvas shown in `root` is drawn, and the mouse cannot hover it. */
async function settled(root: HTMLElement) {
  root.style.pointerEvents = 'none';
  const shown = () => [...root.querySelectorAll('img')].filter((img) => img.getClientRects().length > 0);
  await expect
    .poll(() => shown().every((img) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  await Promise.all(shown().map((img) => img.decode().catch(() => undefined)));
  // Two frames, so the last layout is painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const dialog = (name?: RegExp | string) =>
  page.getByRole('dialog', name === undefined ? {} : { name }).first();

interface Shot {
  /** The baseline's name. */
  name: string;
  module: Module;
  story: string;
  /** What must show before the picture is taken. */
  ready: () => ReturnType<typeof page.getByText>;
  viewport?: [number, number];
  /** The dialog to take. */
  target?: RegExp | string;
}

const SHOTS: Shot[] = [
  {
    name: 'viewer-image',
    module: viewerStories,
    story: 'ImagePreview',
    ready: () => page.getByText('1 of 12'),
  },
  {
    name: 'viewer-video-queued',
    module: viewerStories,
    story: 'VideoQueued',
    ready: () => page.getByRole('button', { name: 'Process first' }),
  },
  {
    name: 'viewer-video-processing',
    module: viewerStories,
    story: 'VideoProcessing',
    ready: () => page.getByRole('progressbar'),
  },
  {
    name: 'viewer-video-failed',
    module: viewerStories,
    story: 'VideoFailed',
    ready: () => page.getByText('The server tried to process this video 3 time(s) so far.'),
  },
  {
    name: 'viewer-pdf',
    module: viewerStories,
    story: 'Pdf',
    ready: () => page.getByRole('img', { name: /Page 1 of 1/ }),
  },
  {
    name: 'viewer-shared-nothing-allowed',
    module: viewerStories,
    story: 'SharedNothingAllowed',
    ready: () => page.getByText('1 of 12'),
  },
  {
    name: 'viewer-multi-selection',
    module: viewerStories,
    story: 'MultiSelectionEditor',
    ready: () => page.getByRole('button', { name: 'Delete the selected files' }),
  },
  {
    name: 'viewer-settings-editor',
    module: viewerStories,
    story: 'SettingsWithEditor',
    ready: () => page.getByRole('button', { name: 'Delete file' }),
  },
  {
    name: 'viewer-mobile',
    module: viewerStories,
    story: 'Mobile',
    ready: () => page.getByText('1 of 12'),
    viewport: [414, 896],
  },
  {
    name: 'contact-owner',
    module: contactStories,
    story: 'Empty',
    ready: () => page.getByRole('textbox', { name: 'Your e-mail' }),
    target: 'Contact the owner',
  },
  {
    name: 'whats-new',
    module: whatsNewStories,
    story: 'NewVersion',
    ready: () => page.getByText('Version 2.4.0'),
    target: "What's new",
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const shot of SHOTS) {
    test(`${shot.name}, ${theme} theme`, async () => {
      const [width, height] = shot.viewport ?? [1280, 800];
      await page.viewport(width, height);
      await renderStory(shot.module as Module, shot.story, theme);
      await expect.element(shot.ready(), { timeout: 15_000 }).toBeVisible();
      const target = dialog(shot.target);
      await expect.element(target).toBeVisible();
      await settled(target.element() as HTMLElement);
      await expect.element(target).toMatchScreenshot(`${shot.name}-${theme}`);
    });
  }
}
