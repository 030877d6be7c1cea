// <FileViewer>'s `renderReplace` slot in chromium on the mocks (issue 19: the host's upload panel
// replaces the file): the toolbar's replace action and files dropped on the stage open the host's
// part instead of the viewer's dialog, with the dropped files; the part's onReplaced makes the viewer
// say so and show the new renditions (the picture at its new address). The story's stand-in plays
// the host's part (.storybook/preview's decorators and MSW loader, as in Storybook).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as stories from './ReplaceInViewer.stories';

async function openViewerWithHostPart() {
  const composed = composeStory(
    { ...(stories.HostReplacePart as StoryObj), play: undefined },
    { ...(stories.default as Meta), play: undefined },
    preview,
    'HostReplacePart',
  );
  await composed.run();
  // The action comes once the rights (editData and add) are answered.
  await expect
    .element(page.getByRole('button', { name: 'Replace with a new version' }), { timeout: 20_000 })
    .toBeVisible();
}

const hostPart = () => page.getByRole('dialog', { name: 'Host upload' });
const pictureSrc = () =>
  [...document.querySelectorAll<HTMLImageElement>('.vt-viewer__picture')].at(-1)?.getAttribute('src') ?? null;

/** Drops `names` (JPEG files) on the viewer's stage, as a desktop drag would. */
function dropOnStage(names: readonly string[]) {
  const stage = document.querySelector('.vt-viewer__stage') as HTMLElement;
  const data = new DataTransfer();
  for (const name of names) data.items.add(new File([new Uint8Array(16)], name, { type: 'image/jpeg' }));
  stage.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
  stage.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

describe('FileViewer renderReplace (issue 19)', () => {
  it('the toolbar action opens the host part, not the viewer dialog, with no files', async () => {
    await openViewerWithHostPart();
    await userEvent.click(page.getByRole('button', { name: 'Replace with a new version' }));
    await expect.element(hostPart()).toBeVisible();
    expect(document.body.textContent).toContain('A new version of ');
    expect(page.getByRole('dialog', { name: 'Replace the file' }).elements()).toHaveLength(0);
    expect(page.getByRole('list', { name: 'Dropped files' }).elements()).toHaveLength(0);
    // Its onOpenChange(false) closes it; the viewer stays.
    await userEvent.click(hostPart().getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => hostPart().elements().length).toBe(0);
    await expect.element(page.getByRole('button', { name: 'Replace with a new version' })).toBeVisible();
  });

  it('files dropped on the stage open the host part with them', async () => {
    await openViewerWithHostPart();
    dropOnStage(['one.jpg', 'two.jpg']);
    await expect.element(hostPart()).toBeVisible();
    const dropped = hostPart().getByRole('list', { name: 'Dropped files' }).getByRole('listitem');
    await expect
      .poll(() => dropped.elements().map((item) => item.textContent))
      .toEqual(['one.jpg', 'two.jpg']);
  });

  it('onReplaced: the viewer says so and shows the new renditions at a new address', async () => {
    await openViewerWithHostPart();
    await expect.poll(pictureSrc, { timeout: 10_000 }).not.toBeNull();
    const before = pictureSrc();
    await userEvent.click(page.getByRole('button', { name: 'Replace with a new version' }));
    await userEvent.click(hostPart().getByRole('button', { name: 'Send' }));
    await expect
      .poll(() => document.body.textContent ?? '', { timeout: 10_000 })
      .toContain('File has been successfully replaced.');
    await expect.poll(() => hostPart().elements().length).toBe(0);
    await expect.poll(pictureSrc, { timeout: 10_000 }).not.toBe(before);
    expect(pictureSrc()).toMatch(/[?&]v=/);
  });
});
