// <ThumbnailView>: the thumbnail the views draw in each cell, with settings resolved once for many
// (`useThumbnailSettings`). Here a row of seeded files shares one resolution of the options. Axe
// runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import '../styles.css';
import {
  type ThumbnailDisplayOptions,
  ThumbnailView,
  type ThumbnailViewProps,
  useThumbnailSettings,
} from './Thumbnail';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ThumbnailView, useThumbnailSettings } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function Strip({ images }) {
  const settings = useThumbnailSettings({ showThumbs: false }); // once for every thumbnail
  return images.map((image) => (
    <ThumbnailView key={image.id} image={image} width={160} height={120} settings={settings} />
  ));
}

<VitrineProvider client={createVitrineClient()}>
  <Strip images={images} />
</VitrineProvider>`;

/** The story's args: one cell's props; `settings` is resolved in the render from the display options. */
type ThumbnailViewStoryArgs = Omit<ThumbnailViewProps, 'settings' | 'image'> & ThumbnailDisplayOptions;

/** A strip of files sharing one resolution of the options, as a view's cells do. */
function Strip({ images, width, height, ...options }: ThumbnailViewStoryArgs & { images: ImageSummary[] }) {
  const settings = useThumbnailSettings(options);
  return (
    <ul aria-label="Files" style={{ display: 'flex', gap: 8, padding: 16, margin: 0, listStyle: 'none' }}>
      {images.map((image) => (
        <li key={image.id} style={{ width, height }}>
          <ThumbnailView image={image} width={width} height={height} settings={settings} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'views/ThumbnailView',
  // The props table is ThumbnailView's; the render resolves `settings` from the display options.
  component: ThumbnailView as unknown as ComponentType<ThumbnailViewStoryArgs>,
  tags: ['autodocs'],
  args: { width: 200, height: 150, getThumbnailUrl: seededThumbnailUrl },
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ images: (await seededImages()).slice(0, 4) })],
  render: (args, { loaded }) => <Strip {...args} images={loaded.images as ImageSummary[]} />,
} satisfies Meta<ThumbnailViewStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four files, each with its picture and data line. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, loaded }) => {
    const cells = within(canvasElement).getAllByRole('listitem');
    await expect(cells).toHaveLength(4);
    const first = (loaded.images as ImageSummary[])[0] as ImageSummary;
    await expect(within(cells[0] as HTMLElement).getByText(first.fileName)).toBeVisible();
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll<HTMLImageElement>('.vt-views__thumb-img')[0]?.naturalWidth,
      ).toBeGreaterThan(0),
    );
  },
};

/** One setting for the whole strip: showThumbs off, so no cell has a data line. */
export const WithoutData: Story = {
  args: { showThumbs: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelector('.vt-views__caption')).toBeNull();
  },
};
