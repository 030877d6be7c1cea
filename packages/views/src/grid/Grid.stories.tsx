// The grid view (spec 000 §2 "Grid view") on the mocks' seeded library, through the MSW worker: a
// search session feeds it, a cell edit is saved with PATCH /api/images, a user without editData is
// refused. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SearchCriteria } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { useDemoSelection } from '../gallery/story-support';
import { useSearchSession } from '../search/useSearchSession';
import { Grid, type GridSortEvent } from './Grid';

/** The grid on a search session, with the sort changed through the criteria like a host does. */
function GridDemo({ criteria }: { criteria: SearchCriteria }) {
  const [sort, setSort] = useState<GridSortEvent | null>(null);
  const session = useSearchSession({ ...criteria, ...sort });
  const [log, setLog] = useState('none');
  const selection = useDemoSelection(session.images);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <div style={{ height: 520, display: 'flex', flexDirection: 'column' }}>
        <Grid
          images={session.images}
          totalCount={session.totalImages}
          hasMore={session.nextPageExists}
          isLoading={session.isLoading}
          isLoadingMore={session.isLoadingMore}
          onLoadMore={() => void session.loadMore()}
          {...selection}
          sortOption={sort?.sortOption}
          sortOrderOption={sort?.sortOrderOption}
          onSortChange={(event) => {
            setSort(event);
            setLog(`sort ${event.sortOption} ${event.sortOrderOption}`);
          }}
          onEdited={(event) => setLog(`saved ${event.column} of ${event.image.id}`)}
          groups={session.groups}
        />
      </div>
      <p style={{ margin: 0 }}>
        Last event: <output data-testid="log">{log}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'views/Grid',
  component: GridDemo,
  args: { criteria: { selectedFolder: 0, sortOption: 7 } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GridDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (canvasElement: HTMLElement, row: number, column: string) =>
  canvasElement.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-column="${column}"]`);

/** Every file of the seeded library, by file name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Files' });
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    await expect(grid).toHaveAttribute('aria-colcount', '10');
    // Rows are selectable: click, then Shift+Down extends.
    await userEvent.click(cellOf(canvasElement, 1, 'id') as HTMLElement);
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(grid.querySelectorAll('[role="row"][aria-selected="true"]')).toHaveLength(2));
  },
};

/** Enter edits the title, Enter saves it (PATCH /api/images), the refetched row shows it. */
export const InlineEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).not.toBeNull(), { timeout: 5000 });
    await userEvent.click(cellOf(canvasElement, 1, 'title') as HTMLElement);
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed in the grid{Enter}');
    await waitFor(() => expect(canvas.getByTestId('log')).toHaveTextContent(/^saved title of \d+$/));
    await waitFor(() => expect(cellOf(canvasElement, 1, 'title')).toHaveTextContent('Renamed in the grid'));
  },
};

/** A viewer has no editData: 'You are not allowed to edit this image' and the old value back. */
export const EditRefused: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
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
    await expect(first).toHaveTextContent(/^\d{4}-\d{2}, \d+ files?$/);
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
