// <FileSidebar> (spec 000 §2 "file sidebar toggle"; issue 15): the selected files in a side panel,
// each removable, with their count and Clear; dragged from it onto a folder or set of the tree they
// move or are added (isDropFromSidebar, spec 001 §7). Every callback is an action spy; axe runs on
// each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../styles.css';
import { syntheticImages, syntheticThumbnailUrl } from '../gallery/synthetic';
import { FileSidebar } from './FileSidebar';

const usage = `import { VitrineProvider } from '@vitrine/ui';
import { FileSidebar, useFileSelection, useSelectedFileIds } from '@vitrine/views';

// selected: the search's files whose ids are selected, in the selection's order
<VitrineProvider client={client}>
  <FileSidebar
    files={selected}
    onRemove={(id) => selection.select(id, { toggle: true })}
    onClear={selection.clear}
    onClose={() => update({ isFileSidebarEnabled: false })}
  />
</VitrineProvider>`;

const meta = {
  title: 'views/FileSidebar',
  component: FileSidebar,
  tags: ['autodocs'],
  args: {
    files: syntheticImages(4),
    getThumbnailUrl: syntheticThumbnailUrl,
    onRemove: fn(),
    onClear: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280, height: 420, display: 'flex', border: '1px solid #d0d7de' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', docs: { source: { code: usage, language: 'tsx' } } },
} satisfies Meta<typeof FileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('complementary', { name: 'File sidebar' });

/** A few selected files: their names, the count, remove and Clear. */
export const AFewFiles: Story = {
  parameters: { docs: { canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const sidebar = within(await panel(canvasElement));
    await expect(sidebar.getAllByRole('listitem')).toHaveLength(4);
    await expect(sidebar.getByText('4 files')).toBeVisible();
    await userEvent.click(
      sidebar.getByRole('button', { name: 'Remove photo-000002.jpg from the selection' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await userEvent.click(sidebar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Nothing selected: says so, and how files get here. */
export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    const sidebar = within(await panel(canvasElement));
    await expect(sidebar.getByRole('heading', { name: 'No files selected' })).toBeVisible();
    await expect(sidebar.queryByRole('list')).toBeNull();
    await expect(sidebar.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  },
};

/** Long names wrap inside the panel: nothing is wider than it. */
export const LongNames: Story = {
  args: {
    files: syntheticImages(3).map((image, index) => ({
      ...image,
      fileName:
        index === 0
          ? 'a-very-long-file-name-without-any-space-from-the-photographer-2026-05-01-final-final-v3.jpg'
          : index === 1
            ? 'Annual report cover, studio session, second day, selected takes for the printer.tiff'
            : '<img src=x onerror=alert(1)>.png',
    })),
  },
  play: async ({ canvasElement }) => {
    const element = await panel(canvasElement);
    const sidebar = within(element);
    await expect(sidebar.getByText('<img src=x onerror=alert(1)>.png')).toBeVisible();
    for (const item of sidebar.getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  },
};
