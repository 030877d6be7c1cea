// The masonry view on the mocks' seeded library, empty, and with 100,000 synthetic files. Axe runs
// on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Masonry } from './Masonry';
import { seededImages, seededThumbnailUrl } from './seeded';
import { ViewHost } from './story-support';
import { syntheticImages, syntheticThumbnailUrl } from './synthetic';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Masonry, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function Files() {
  const session = useSearchSession({ selectedFolder: 0, itemsOnPage: 24 });
  return (
    <div style={{ height: 560 }}>
      <Masonry
        images={session.images}
        totalCount={session.totalImages}
        hasMore={session.nextPageExists}
        onLoadMore={session.loadMore}
        onOpen={({ id }) => openViewer(id)}
      />
    </div>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <Files />
</VitrineProvider>`;

const meta = {
  title: 'views/Masonry',
  component: Masonry,
  tags: ['autodocs'],
  args: {
    images: [],
    getThumbnailUrl: seededThumbnailUrl,
    onSelect: fn(),
    onSelectAll: fn(),
    onClearSelection: fn(),
    onOpen: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // The files a loader read (`loaded.images`), else the args' own.
  render: (args, { loaded }) => (
    <ViewHost
      {...args}
      view={Masonry}
      images={(loaded.images as ImageSummary[] | undefined) ?? args.images}
    />
  ),
} satisfies Meta<typeof Masonry>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Files' });
const cells = (canvasElement: HTMLElement) => within(grid(canvasElement)).getAllByRole('gridcell');

/** Every file of the seeded library in columns; Down stays in the column. */
export const Default: Story = {
  loaders: [async () => ({ images: await seededImages() })],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    const files = grid(canvasElement);
    const columns = Number(files.getAttribute('aria-colcount'));
    await expect(columns).toBeGreaterThanOrEqual(2);
    // 540 files: one row per `columns` files
    await expect(files).toHaveAttribute('aria-rowcount', String(Math.ceil(540 / columns)));
    const first = cells(canvasElement)[0] as HTMLElement;
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ index: 0, mode: 'replace' }),
    );
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
    await waitFor(() => expect(headings().at(-1)).toHaveTextContent(/^\p{Lu}\p{Ll}+ \d{4}, \d+ files?$/u));
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
  },
};
