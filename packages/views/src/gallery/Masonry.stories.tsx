// The masonry view on the mocks' seeded library, empty, and with 100,000 synthetic files. Axe runs
// on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Masonry } from './Masonry';
import { seededImages, seededThumbnailUrl } from './seeded';
import { ViewDemo, type ViewDemoProps } from './story-support';
import { syntheticImages, syntheticThumbnailUrl } from './synthetic';

type Args = Omit<ViewDemoProps, 'view'>;

const meta = {
  title: 'views/Masonry',
  component: ViewDemo,
  args: { view: Masonry, images: [], getThumbnailUrl: seededThumbnailUrl },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ViewDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args, { loaded }) => (
  <ViewDemo {...(args as Args)} view={Masonry} images={(loaded.images as ImageSummary[]) ?? args.images} />
);

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Files' });
const cells = (canvasElement: HTMLElement) => within(grid(canvasElement)).getAllByRole('gridcell');

/** Every file of the seeded library in columns; Down stays in the column. */
export const Default: Story = {
  loaders: [async () => ({ images: await seededImages() })],
  render,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    const files = grid(canvasElement);
    const columns = Number(files.getAttribute('aria-colcount'));
    await expect(columns).toBeGreaterThanOrEqual(2);
    // 540 files: one row per `columns` files
    await expect(files).toHaveAttribute('aria-rowcount', String(Math.ceil(540 / columns)));
    const first = cells(canvasElement)[0] as HTMLElement;
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    await expect(below.getAttribute('aria-colindex')).toBe(first.getAttribute('aria-colindex'));
    await expect(below.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2');
  },
};

/** No files. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files to show.')).toBeVisible();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
  },
};

/** 100,000 files: only the rows in view are in the DOM. */
export const HundredThousandFiles: Story = {
  loaders: [async () => ({ images: syntheticImages(100_000) })],
  args: { getThumbnailUrl: syntheticThumbnailUrl },
  render,
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('.vt-views__scroller') as HTMLElement;
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    scroller.scrollTop = scroller.scrollHeight * 0.75;
    await waitFor(() => expect(Number(cells(canvasElement)[0]?.dataset.index)).toBeGreaterThan(60_000));
    await expect(cells(canvasElement).length).toBeLessThan(120);
  },
};

/**
 * Grouped results (spec 000 §3, web setting groupResults) on the seeded library sorted by date taken,
 * newest first: the files without a date taken first under 'No data', then a heading per month with
 * its count, each group from a fresh row. The keys step over the headings.
 */
export const Grouped: Story = {
  loaders: [
    async () => ({ images: await seededImages({ groupResults: true, sortOption: 2, sortOrderOption: 2 }) }),
  ],
  args: { groupResults: true },
  render,
  play: async ({ canvasElement }) => {
    const files = grid(canvasElement);
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    const headings = () => within(files).getAllByRole('rowheader');
    await expect(headings()[0]).toHaveTextContent('No data, 125 files');
    // The first file, then Down: never onto a heading.
    const first = cells(canvasElement)[0] as HTMLElement;
    await userEvent.click(first);
    await expect(first.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(headings().at(-1)).toHaveTextContent(/^\d{4}-\d{2}, \d+ files?$/));
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
  },
};
