// <FlashWall> on its own (the files given, no call): the wall of thumbnails, its keyboard, and the
// file it opens (the `onOpen` action spy). Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { FlashWall } from './FlashWall';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FlashWall } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

// Files the host already has (a search's, a set's): no call of its own.
<VitrineProvider client={createVitrineClient()}>
  <FlashWall images={images} onOpen={({ id }) => openViewer(id)} />
</VitrineProvider>`;

const meta = {
  title: 'views/FlashWall',
  component: FlashWall,
  tags: ['autodocs'],
  args: { images: [], getThumbnailUrl: seededThumbnailUrl, onOpen: fn() },
  parameters: { layout: 'fullscreen' },
  // The files a loader read (`loaded.images`), else the args' own.
  render: (args, { loaded }) => (
    <FlashWall {...args} images={(loaded.images as ImageSummary[] | undefined) ?? args.images} />
  ),
} satisfies Meta<typeof FlashWall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seeded files without an external preview URL (those open in a new tab instead of `onOpen`). */
const withImages = async () => ({
  images: (await seededImages()).filter((image) => !image.previewExternalUrl).slice(0, 24),
});

/** Twenty-four files: one tab stop, the arrows move, Enter opens the file through `onOpen`. */
export const Default: Story = {
  loaders: [withImages],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args, loaded }) => {
    const wall = within(canvasElement).getByRole('list', { name: 'Image wall' });
    const files = within(wall).getAllByRole('button');
    await expect(files).toHaveLength(24);
    await expect(files.filter((file) => file.tabIndex === 0)).toHaveLength(1);
    (files[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(files[1]).toHaveFocus();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const second = (loaded.images as ImageSummary[])[1] as ImageSummary;
    await expect(args.onOpen).toHaveBeenCalledWith({ id: second.id, index: 1, image: second });
  },
};

/** No files. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images to show.')).toBeVisible();
  },
};
