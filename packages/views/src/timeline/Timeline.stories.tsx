// The timeline on the mocks' seeded library (spec 000 §2): the files with a date taken on an axis of
// years and months, the spec's two messages, the loading state and the dark theme. The file it opens
// goes to the actions panel (`onOpen`). Axe runs on each.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { en } from '@vitrine/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { Timeline } from './Timeline';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Timeline, timelineSearchCriteria, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function FilesOnATimeline() {
  // the timeline asks for up to 500 files at once (spec 000 §9)
  const session = useSearchSession(timelineSearchCriteria({ selectedFolder: 0 }));
  return (
    <div style={{ height: 640 }}>
      <Timeline images={session.images} isLoading={session.isLoading} onOpen={({ id }) => openViewer(id)} />
    </div>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <FilesOnATimeline />
</VitrineProvider>`;

const meta = {
  title: 'views/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { images: [], getThumbnailUrl: seededThumbnailUrl, onOpen: fn() },
  parameters: { layout: 'fullscreen' },
  // The files a loader read (`loaded.images`), else the args' own, in a frame of fixed height.
  render: (args, { loaded }) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, height: 640 }}>
      <Timeline {...args} images={(loaded.images as ImageSummary[] | undefined) ?? args.images} />
    </div>
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSeededImages = async () => ({ images: (await seededImages()).slice(0, 120) });

/** 120 seeded files: the images with a date taken, by year then month. */
export const Default: Story = {
  loaders: [withSeededImages],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, loaded }) => {
    const images = loaded.images as ImageSummary[];
    // spec 000 §2: only images with a date taken are placed.
    const dated = images.filter((image) => image.isImage === true && image.imageIPTC?.DateCreated).length;
    await expect(
      within(canvasElement).getByText(`${dated} image(s) placed on the timeline.`),
    ).toHaveAttribute('role', 'status');
  },
};

/** The axis: one tab stop, arrows move, Enter jumps to the month's first file, Enter opens it. */
export const Keyboard: Story = {
  loaders: [withSeededImages],
  play: async ({ canvasElement, args }) => {
    const months = canvasElement.querySelectorAll<HTMLElement>('.vt-views__timeline-month');
    (months[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(months[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveClass('vt-views__timeline-file'));
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1));
    const [event] = (args.onOpen as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(event).toEqual({
      id: expect.any(Number),
      image: expect.objectContaining({ id: event?.id }),
    });
  },
};

/** No file has a date taken: the spec's message, no axis. */
export const NoDateTaken: Story = {
  loaders: [
    async () => ({
      images: (await seededImages()).filter((image) => !image.imageIPTC?.DateCreated).slice(0, 20),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.timeline.noDateTaken)).toHaveAttribute('role', 'status');
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
  },
};

/** The dark theme. */
export const Dark: Story = {
  loaders: [withSeededImages],
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/placed on the timeline\.$/)).toBeVisible();
  },
};
