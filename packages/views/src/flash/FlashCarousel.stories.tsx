// <FlashCarousel> on its own (the files given, no call): the flat variant, the slide it reports (the
// `onIndexChange` action spy), the file it opens (`onOpen`), and automatic rotation. Axe runs on
// each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { FlashCarousel } from './FlashCarousel';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FlashCarousel } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <FlashCarousel images={images} autoRotate onOpen={({ id }) => openViewer(id)} />
</VitrineProvider>`;

const meta = {
  title: 'views/FlashCarousel',
  component: FlashCarousel,
  tags: ['autodocs'],
  args: { images: [], getThumbnailUrl: seededThumbnailUrl, onIndexChange: fn(), onOpen: fn() },
  parameters: { layout: 'fullscreen' },
  // The files a loader read (`loaded.images`), else the args' own.
  render: (args, { loaded }) => (
    <FlashCarousel {...args} images={(loaded.images as ImageSummary[] | undefined) ?? args.images} />
  ),
} satisfies Meta<typeof FlashCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seeded files without an external preview URL (those open in a new tab instead of `onOpen`). */
const withImages = async () => ({
  images: (await seededImages()).filter((image) => !image.previewExternalUrl).slice(0, 12),
});

/** Twelve slides: Next moves on and reports the slide; a click on the slide opens its file. */
export const Default: Story = {
  loaders: [withImages],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Image carousel' });
    const current = () => canvasElement.querySelector('.vt-views__carousel-slide[data-current]');
    await expect(current()).toHaveAttribute('aria-label', '1 of 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(current()).toHaveAttribute('aria-label', '2 of 12'));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    const open = (current() as HTMLElement).querySelector('button') as HTMLButtonElement;
    await userEvent.click(open);
    const second = (loaded.images as ImageSummary[])[1] as ImageSummary;
    await expect(args.onOpen).toHaveBeenCalledWith({ id: second.id, index: 1, image: second });
  },
};

/** Auto-rotation turned on: the rotation control comes first, and stops the slide show. */
export const AutoRotate: Story = {
  loaders: [withImages],
  args: { autoRotate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('button', { name: /automatic slide show$/ });
    await userEvent.click(control);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
};

/** No files. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images to show.')).toBeVisible();
  },
};
