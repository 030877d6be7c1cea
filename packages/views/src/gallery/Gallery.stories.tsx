// The gallery view (justified rows) on the mocks' seeded library: every file a search answers, with
// the mocks' own thumbnails (as data URLs, so the stories also serve as screenshot sources), plus the
// empty, loading and loading-more states and 100,000 synthetic files. What the view reports
// (select, select all, clear, open) goes to the actions panel; play functions assert on those spies.
// Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Gallery } from './Gallery';
import { seededImages, seededThumbnailUrl } from './seeded';
import { ViewHost } from './story-support';
import { syntheticImages, syntheticThumbnailUrl } from './synthetic';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Gallery, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function Files() {
  // the files of a search (or any ImageSummary list the host has)
  const session = useSearchSession({ selectedFolder: 0, itemsOnPage: 24 });
  return (
    <div style={{ height: 560 }}>
      <Gallery
        images={session.images}
        totalCount={session.totalImages}
        hasMore={session.nextPageExists}
        isLoading={session.isLoading}
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
  title: 'views/Gallery',
  component: Gallery,
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
      view={Gallery}
      images={(loaded.images as ImageSummary[] | undefined) ?? args.images}
    />
  ),
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the seeded library's files into the story (`loaded.images`). */
const withSeededImages = async () => ({ images: await seededImages() });

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Files' });
const cells = (canvasElement: HTMLElement) => within(grid(canvasElement)).getAllByRole('gridcell');

/** Every file of the seeded library (540). */
export const Default: Story = {
  loaders: [withSeededImages],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
  },
};

/** The WAI-ARIA grid: the whole result's row count, one tab stop, selection by click and keys. */
export const Keyboard: Story = {
  loaders: [withSeededImages],
  play: async ({ canvasElement, args }) => {
    const files = grid(canvasElement);
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    // The whole result is loaded: aria-rowcount counts every row, not only the rendered ones.
    const rowCount = Number(files.getAttribute('aria-rowcount'));
    const rendered = within(files).getAllByRole('row').length;
    await expect(rowCount).toBeGreaterThan(rendered);
    await expect(Number(files.getAttribute('aria-colcount'))).toBeGreaterThanOrEqual(3);
    // One tab stop.
    await expect(cells(canvasElement).filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    const [first, second] = cells(canvasElement);
    await userEvent.click(first as HTMLElement);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ index: 0, mode: 'replace' }),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Control>} {/Control}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ index: 1, mode: 'toggle' }),
    );
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('2 files selected'),
    );
  },
};

/** The same files with the thumbnails served by the mocks' /Download.aspx (the default URL). */
export const ServedByTheMocks: Story = {
  loaders: [withSeededImages],
  args: { getThumbnailUrl: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    const image = canvasElement.querySelector<HTMLImageElement>('.vt-views__thumb-img');
    await expect(image?.getAttribute('src')).toMatch(/^\/Download\.aspx\?id=\d+&thumb=(1|5|3)&v=[^&]+$/);
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** showThumbs off: pictures and badges, no data line. */
export const WithoutThumbnailData: Story = {
  loaders: [withSeededImages],
  args: { showThumbs: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    await expect(canvasElement.querySelector('.vt-views__caption')).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  loaders: [withSeededImages],
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
  },
};

/** No files. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files to show.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
  },
};

/** A next page is loading under the files. */
export const LoadingMore: Story = {
  loaders: [async () => ({ images: (await seededImages()).slice(0, 48) })],
  args: { isLoadingMore: true, hasMore: true, totalCount: 540 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
    // more rows remain: their number is unknown until they are laid out
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '-1');
  },
};

/** 100,000 files: only the rows in view are in the DOM. */
export const HundredThousandFiles: Story = {
  loaders: [async () => ({ images: syntheticImages(100_000) })],
  args: { getThumbnailUrl: syntheticThumbnailUrl },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('.vt-views__scroller') as HTMLElement;
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(4));
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => {
      const first = Number(cells(canvasElement)[0]?.dataset.index);
      expect(first).toBeGreaterThan(40_000);
    });
    await expect(cells(canvasElement).length).toBeLessThan(120);
    await expect(canvasElement.querySelectorAll('img').length).toBeLessThanOrEqual(120);
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
