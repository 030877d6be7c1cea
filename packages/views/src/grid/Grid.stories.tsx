// The grid view (spec 000 §2 "Grid view") on the mocks' seeded library, through the MSW worker: a
// search session feeds it, a cell edit is saved with PATCH /api/images, a user without editData is
// refused. What it reports (sort, edits, selection) goes to the actions panel; play functions assert
// on those spies. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SearchCriteria } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { useDemoSelection } from '../gallery/story-support';
import { useSearchSession } from '../search/useSearchSession';
import { Grid, type GridProps, type GridSortEvent } from './Grid';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Grid, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function FilesInAGrid() {
  const [sort, setSort] = useState(null);
  const session = useSearchSession({ selectedFolder: 0, ...sort });
  return (
    <div style={{ height: 520 }}>
      <Grid
        images={session.images}
        totalCount={session.totalImages}
        hasMore={session.nextPageExists}
        onLoadMore={session.loadMore}
        sortOption={sort?.sortOption}
        sortOrderOption={sort?.sortOrderOption}
        onSortChange={setSort} // a header click: search again in that order
      />
    </div>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <FilesInAGrid />
</VitrineProvider>`;

/** The story's args: the grid's props, and the search criteria the host feeds it from. */
type GridStoryArgs = GridProps & { criteria: SearchCriteria };

/**
 * The grid on a search session, with the sort changed through the criteria like a host does; the
 * selection applied by the demo model; every callback also goes to the story's action spies.
 */
function GridHost({ criteria, ...args }: GridStoryArgs) {
  const [sort, setSort] = useState<GridSortEvent | null>(null);
  const session = useSearchSession({ ...criteria, ...sort });
  const selection = useDemoSelection(session.images);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <div style={{ height: 520, display: 'flex', flexDirection: 'column' }}>
        <Grid
          {...args}
          images={session.images}
          totalCount={session.totalImages}
          hasMore={session.nextPageExists}
          isLoading={session.isLoading}
          isLoadingMore={session.isLoadingMore}
          onLoadMore={() => void session.loadMore()}
          selectedIds={selection.selectedIds}
          onSelect={(event) => {
            selection.onSelect(event);
            args.onSelect?.(event);
          }}
          onSelectAll={() => {
            selection.onSelectAll();
            args.onSelectAll?.();
          }}
          onClearSelection={() => {
            selection.onClearSelection();
            args.onClearSelection?.();
          }}
          sortOption={sort?.sortOption}
          sortOrderOption={sort?.sortOrderOption}
          onSortChange={(event) => {
            setSort(event);
            args.onSortChange?.(event);
          }}
          groups={session.groups}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'views/Grid',
  component: Grid,
  tags: ['autodocs'],
  // `images` and the paging props come from the search session the render runs on `criteria`.
  args: {
    criteria: { selectedFolder: 0, sortOption: 7 },
    images: [],
    onSelect: fn(),
    onSelectAll: fn(),
    onClearSelection: fn(),
    onSortChange: fn(),
    onEdited: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <GridHost {...args} />,
} satisfies Meta<GridStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (canvasElement: HTMLElement, row: number, column: string) =>
  canvasElement.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-column="${column}"]`);

/** Every file of the seeded library, by file name. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Files' });
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    await expect(grid).toHaveAttribute('aria-colcount', '10');
    // Rows are selectable: click, then Shift+Down extends.
    await userEvent.click(cellOf(canvasElement, 1, 'id') as HTMLElement);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(grid.querySelectorAll('[role="row"][aria-selected="true"]')).toHaveLength(2));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'range' }));
  },
};

/** A sortable header asks the host to search again in its order (ascending, then descending). */
export const Sort: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Files' });
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    const title = within(grid).getByRole('columnheader', { name: 'Title' });
    await userEvent.click(title);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ sortOption: 3, sortOrderOption: 1 });
    await waitFor(() => expect(title).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(title);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ sortOption: 3, sortOrderOption: 2 });
    await waitFor(() => expect(title).toHaveAttribute('aria-sort', 'descending'));
    // ID is not sortable: nothing is asked
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'ID' }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

/** Enter edits the title, Enter saves it (PATCH /api/images), the refetched row shows it. */
export const InlineEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    await userEvent.click(cellOf(canvasElement, 1, 'title') as HTMLElement);
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed in the grid{Enter}');
    await waitFor(() => expect(args.onEdited).toHaveBeenCalledTimes(1));
    const [edited] = (args.onEdited as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(edited?.column).toBe('title');
    await expect(edited?.value).toBe('Renamed in the grid');
    await expect(typeof edited?.image?.id).toBe('number');
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).toHaveTextContent('Renamed in the grid'));
  },
};

/** A viewer has no editData: 'You are not allowed to edit this image' and the old value back. */
export const EditRefused: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    const before = cellOf(canvasElement, 1, 'title')?.textContent ?? '';
    await userEvent.click(cellOf(canvasElement, 1, 'title') as HTMLElement);
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Not allowed{Enter}');
    await waitFor(() =>
      expect(within(document.body).getByText('You are not allowed to edit this image')).toBeVisible(),
    );
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).toHaveTextContent(before));
    await expect(args.onEdited).not.toHaveBeenCalled();
  },
};

/** The column visibility menu open, Subject hidden. */
export const ColumnVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const subject = canvas.getByRole('checkbox', { name: 'Subject' });
    if ((subject as HTMLInputElement).checked) await userEvent.click(subject);
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-colcount', '9'));
  },
};

/** A search that finds nothing (the search answers no files). */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/search', async ({ request }) => {
          const { criteria } = (await request.json()) as { criteria: SearchCriteria };
          return HttpResponse.json({
            images: [],
            totalImages: 0,
            nextPageExists: false,
            searchDto: criteria,
          });
        }),
        http.post('*/api/search/count', () => HttpResponse.json({ totalImages: 0, infoMessages: [] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No files to show.')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/**
 * Grouped results (spec 000 §3, web setting groupResults) sorted by date taken, oldest first: a
 * heading row per month with its loaded files' count ('No data' for the files without a date taken,
 * last); Down from a group's last file lands on the next group's first, past the heading.
 */
export const Grouped: Story = {
  args: { criteria: { selectedFolder: 0, sortOption: 2, sortOrderOption: 1, groupResults: true } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Files' });
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    const headings = within(grid).getAllByRole('rowheader');
    const first = headings[0] as HTMLElement;
    await expect(first).toHaveTextContent(/^\p{Lu}\p{Ll}+ \d{4}, \d+ files?$/u);
    await expect(first.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2');
    await expect(cellOf(canvasElement, 1, 'id')?.closest('[role="row"]')).toHaveAttribute(
      'aria-rowindex',
      '3',
    );
    const size = Number(/(\d+) files?$/.exec(first.textContent ?? '')?.[1]);
    await userEvent.click(cellOf(canvasElement, 1, 'id') as HTMLElement);
    for (let i = 0; i < size; i += 1) await userEvent.keyboard('{ArrowDown}');
    // file `size` (the second group's first) is row size + 1 of the files, past two headings
    const landed = document.activeElement as HTMLElement;
    await expect(landed).toHaveAttribute('data-row', String(size + 1));
    await expect(landed.closest('[role="row"]')).toHaveAttribute('aria-rowindex', String(size + 4));
  },
};
