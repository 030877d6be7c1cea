// The wall and the carousel views (the modern flash wall and flash carousel, spec 000 §2 /wall,
// /curve): <FlashView> loads its files from the mocks with GET /api/flash/{view} (the MSW worker),
// with the slow and error scenarios. <FlashWall> and <FlashCarousel> on their own have their own
// pages. What the views report goes to the actions panel. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { setScenario } from '@vitrine/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { FlashView } from './FlashView';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FlashView } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

// /wall (or view="curve" for /curve): the files of the search, the first 100 loaded.
<VitrineProvider client={createVitrineClient()}>
  <FlashView view="wall" ids={session.images.map((image) => image.id)} onOpen={({ id }) => openViewer(id)} />
</VitrineProvider>`;

const meta = {
  title: 'views/FlashView',
  component: FlashView,
  tags: ['autodocs'],
  args: { view: 'wall', ids: [], getThumbnailUrl: seededThumbnailUrl, onOpen: fn(), onIndexChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlashView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ids of the seeded library's first 120 files (the view asks for the first 100). */
const withIds = async () => ({ images: (await seededImages()).slice(0, 120) });
const idsOf = (loaded: Record<string, unknown>) =>
  ((loaded.images as ImageSummary[] | undefined) ?? []).map((i) => i.id);

/** /wall: the first 100 files from GET /api/flash/wall. */
export const Wall: Story = {
  loaders: [withIds],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  render: (args, { loaded }) => <FlashView {...args} view="wall" ids={idsOf(loaded)} />,
  play: async ({ canvasElement }) => {
    const wall = await within(canvasElement).findByRole('list', { name: 'Image wall' });
    const files = within(wall).getAllByRole('button');
    await expect(files.length).toBeGreaterThan(0);
    await expect(files.length).toBeLessThanOrEqual(100);
    await userEvent.click(files[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(files[1]).toHaveFocus();
  },
};

/** /curve: the carousel with its neighbours on a perspective arc. */
export const Curve: Story = {
  loaders: [withIds],
  render: (args, { loaded }) => <FlashView {...args} view="curve" ids={idsOf(loaded)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Image carousel' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('.vt-views__carousel-slide[data-current]')).toHaveAttribute(
        'aria-label',
        '2 of 100',
      ),
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

/** The files are loading (the slow scenario). */
export const Loading: Story = {
  args: { ids: [1, 2, 3] },
  parameters: { mocks: { scenarios: { getFlashView: 'slow' }, slowMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toHaveAttribute('role', 'status');
  },
};

/**
 * The call failed (the error-500 scenario): the error state; without a server message the failure
 * is only logged, no toast (spec 000 §8). Try again asks again and the wall fills in.
 */
export const LoadError: Story = {
  args: { ids: [1, 2, 3] },
  parameters: { mocks: { scenarios: { getFlashView: 'error-500' } } },
  play: async ({ canvasElement }) => {
    // queries retry a 500 once (@vitrine/ui) before the error shows
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The images could not be loaded.');
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
    setScenario('getFlashView', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const wall = await within(canvasElement).findByRole('list', { name: 'Image wall' }, { timeout: 5000 });
    await expect(within(wall).getAllByRole('button')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** No files to show: nothing is asked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images to show.')).toBeVisible();
  },
};

/** The dark theme (the wall). */
export const Dark: Story = {
  loaders: [withIds],
  parameters: { themes: { themeOverride: 'dark' } },
  render: (args, { loaded }) => <FlashView {...args} view="wall" ids={idsOf(loaded)} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Image wall' });
  },
};
