// The grid view in a real browser (Debian chromium) on the mocks (spec 000 §2 "Grid view", §5, §9):
// inline editing saved through PATCH /api/images and shown after the refetch, the refusal without
// editData ('You are not allowed to edit this image', the old value back), keywords split on ';' only,
// the WAI-ARIA grid keyboard model, the column visibility saved in the web settings, and the sort.
import type { SearchCriteria } from '@vitrine/api-client';
import { currentDb } from '@vitrine/mocks';
import { WEB_SETTINGS_STORAGE_KEY } from '@vitrine/ui';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import { useDemoSelection } from '../gallery/story-support';
import { syntheticImages } from '../gallery/synthetic';
import { expectToast, type RecordedRequest, renderWithMocks } from '../search/test-utils';
import { useSearchSession } from '../search/useSearchSession';
import { Grid, type GridProps } from './Grid';

/** Every file by file name (a stable order). */
const CRITERIA: SearchCriteria = { selectedFolder: 0, sortOption: 7 };

function GridHarness({
  criteria = CRITERIA,
  selectable = false,
  ...props
}: { criteria?: SearchCriteria; selectable?: boolean } & Partial<GridProps>) {
  const session = useSearchSession(criteria);
  const selection = useDemoSelection(session.images);
  return (
    <div style={{ width: 1100, height: 500, display: 'flex', flexDirection: 'column' }}>
      <Grid
        images={session.images}
        totalCount={session.totalImages}
        hasMore={session.nextPageExists}
        isLoading={session.isLoading}
        isLoadingMore={session.isLoadingMore}
        onLoadMore={() => void session.loadMore()}
        {...(selectable ? selection : {})}
        {...props}
      />
    </div>
  );
}

const grid = () => page.getByRole('grid', { name: 'Files' });
const cell = (row: number, column: string) =>
  document.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-column="${column}"]`);
const cellText = (row: number, column: string) => cell(row, column)?.textContent ?? null;
const idOfRow = (row: number) => Number(cellText(row, 'id'));
const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PATCH' && r.path === '/api/images');
const active = () => document.activeElement as HTMLElement | null;

async function ready() {
  await expect.poll(() => cell(1, 'title') !== null, { timeout: 5000 }).toBe(true);
}

/** Focuses a cell with a click, then edits it: Enter, select all, type, Enter. */
async function editCell(row: number, column: string, text: string) {
  await userEvent.click(cell(row, column) as HTMLElement);
  await userEvent.keyboard('{Enter}');
  const input = page.getByRole('textbox');
  await expect.element(input).toHaveFocus();
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the WAI-ARIA grid (spec 000 §2 "Grid view")', () => {
  it('describes the whole result, keeps one tab stop and moves with the arrow keys', async () => {
    await renderWithMocks(<GridHarness />);
    await ready();
    const total = currentDb().images.length;
    await expect.element(grid()).toHaveAttribute('aria-colcount', '10');
    await expect.poll(() => grid().element().getAttribute('aria-rowcount')).not.toBe('-1');
    // Every file of the result plus the heading row, though few rows are mounted.
    const rowCount = Number(grid().element().getAttribute('aria-rowcount'));
    expect(rowCount).toBeGreaterThan(document.querySelectorAll('[role="row"]').length);
    expect(rowCount).toBeLessThanOrEqual(total + 1);
    expect(document.querySelectorAll('[role="grid"] [tabindex="0"]')).toHaveLength(1);
    // Rows are 50 px high (GRID_ROW_HEIGHT).
    expect(cell(1, 'id')?.closest('[role="row"]')?.getBoundingClientRect().height).toBe(50);

    await userEvent.tab();
    await userEvent.tab();
    expect(active()?.getAttribute('role')).toBe('columnheader');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(cell(1, 'id'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(active()).toBe(cell(1, 'title'));
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe(cell(2, 'title'));
    await userEvent.keyboard('{End}');
    expect(active()).toBe(cell(2, 'size'));
    await userEvent.keyboard('{Home}');
    expect(active()).toBe(cell(2, 'id'));
    await userEvent.keyboard('{PageDown}');
    expect(Number(active()?.dataset.row)).toBeGreaterThan(5);
    expect(document.querySelectorAll('[role="grid"] [tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(active()?.getAttribute('role')).toBe('columnheader');
  });

  it('a row moved to with the keys is never hidden under the sticky heading', async () => {
    await renderWithMocks(<GridHarness />);
    await ready();
    await userEvent.click(cell(1, 'id') as HTMLElement);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    const last = Number(active()?.dataset.row);
    expect(last).toBeGreaterThan(15);
    await userEvent.keyboard('{ArrowUp}'.repeat(12));
    expect(Number(active()?.dataset.row)).toBe(last - 12);
    const head = document.querySelector('.vt-views__table-head')?.getBoundingClientRect();
    await expect
      .poll(() => active()?.getBoundingClientRect().top)
      .toBeGreaterThanOrEqual((head?.bottom ?? 0) - 1);
    const viewBottom = document.querySelector('.vt-views__scroller')?.getBoundingClientRect().bottom ?? 0;
    expect(active()?.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewBottom + 1);
  });

  it('a sortable heading asks the host for its sort; again flips the order (spec 000 §3)', async () => {
    const onSortChange = vi.fn();
    const { rerender } = await renderWithMocks(<GridHarness onSortChange={onSortChange} />);
    await ready();
    const title = page.getByRole('columnheader', { name: 'Title' });
    await expect.element(title).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(title);
    expect(onSortChange).toHaveBeenLastCalledWith({ sortOption: 3, sortOrderOption: 1 });
    rerender(<GridHarness onSortChange={onSortChange} sortOption={3} sortOrderOption={1} />);
    await expect.element(title).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ sortOption: 3, sortOrderOption: 2 });
    // Author has no sort option: no aria-sort, no call.
    onSortChange.mockClear();
    await userEvent.click(page.getByRole('columnheader', { name: 'Author' }));
    expect(onSortChange).not.toHaveBeenCalled();
  });
});

describe('what the cells show (issue 14)', () => {
  it("City, State and Country show the parts of the location the mocks' seeded files have", async () => {
    await renderWithMocks(<GridHarness />);
    await ready();
    const rows = [...document.querySelectorAll<HTMLElement>('[role="gridcell"][data-column="id"]')].map(
      (el) => Number(el.dataset.row),
    );
    const located = rows
      .map((row) => ({ row, image: currentDb().image(idOfRow(row)) }))
      .filter(({ image }) => image?.imageLocation && image.imageLocation.city !== '');
    expect(located.length).toBeGreaterThan(0);
    for (const { row, image } of located) {
      const place = image?.imageLocation;
      expect(cellText(row, 'city')).toBe(place?.city);
      expect(cellText(row, 'state')).toBe(place?.stateProvince);
      expect(cellText(row, 'country')).toBe(place?.country);
      // The Location column joins the same parts.
      expect(cellText(row, 'location')).toContain(place?.city);
    }
  });

  it('a file size is never cut, and the Columns button ends where the table does', async () => {
    await renderWithMocks(<GridHarness />);
    await ready();
    const sizes = [...document.querySelectorAll<HTMLElement>('[role="gridcell"][data-column="size"]')];
    expect(sizes.length).toBeGreaterThan(5);
    for (const size of sizes) {
      const text = size.querySelector<HTMLElement>('.vt-views__table-text') ?? size;
      expect(text.scrollWidth, size.textContent ?? '').toBeLessThanOrEqual(text.clientWidth);
    }
    const button = page.getByRole('button', { name: 'Columns' }).element().getBoundingClientRect();
    const table = grid().element().getBoundingClientRect();
    expect(button.right).toBeLessThanOrEqual(table.right);
    expect(button.bottom).toBeLessThanOrEqual(table.top);
  });
});

describe('selection (spec 000 §4; announced)', () => {
  const selectedRows = () =>
    [...document.querySelectorAll<HTMLElement>('[role="row"][aria-selected="true"]')].map((row) =>
      Number(row.querySelector<HTMLElement>('[role="gridcell"]')?.dataset.row),
    );
  const live = () => document.querySelector('.vt-views__table-view [aria-live="polite"]')?.textContent;

  it('click, Ctrl+click, Shift+Down and Space select rows; Escape clears; each change is announced', async () => {
    await renderWithMocks(<GridHarness selectable />);
    await ready();
    await expect.element(grid()).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(cell(1, 'author') as HTMLElement);
    expect(selectedRows()).toEqual([1]);
    await expect.poll(live).toBe('1 file selected');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect.poll(selectedRows).toEqual([1, 2, 3]);
    await expect.poll(live).toBe('3 files selected');
    await userEvent.keyboard('{ArrowDown}{Control>} {/Control}');
    await expect.poll(selectedRows).toEqual([1, 2, 3, 4]);
    await userEvent.keyboard('{Escape}');
    await expect.poll(selectedRows).toEqual([]);
    await expect.poll(live).toBe('No files selected');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect.poll(() => selectedRows().length).toBeGreaterThan(4);
  });
});

describe('virtualized (100,000 loaded files)', () => {
  it('mounts only the visible rows, and the right ones after a scroll', async () => {
    const images = syntheticImages(100_000);
    await renderWithMocks(
      <div style={{ width: 1100, height: 500, display: 'flex', flexDirection: 'column' }}>
        <Grid images={images} totalCount={images.length} />
      </div>,
    );
    await expect.element(grid()).toHaveAttribute('aria-rowcount', '100001');
    const rows = () => document.querySelectorAll('[role="row"]').length;
    expect(rows()).toBeLessThan(30);
    const scroller = document.querySelector<HTMLElement>('.vt-views__scroller') as HTMLElement;
    scroller.scrollTop = 50 * 60_000;
    await expect.poll(() => cellText(60_001, 'id')).toBe(String(images[60_000]?.id));
    expect(rows()).toBeLessThan(30);
    expect(cell(60_001, 'id')?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('60002');
  });
});

describe('more pages (spec 000 §4, §9)', () => {
  it('scrolling within 50 px of the end loads the next page', async () => {
    await renderWithMocks(<GridHarness />);
    await ready();
    const scroller = document.querySelector<HTMLElement>('.vt-views__scroller') as HTMLElement;
    // One page of 24 (the default page size) is loaded first.
    await expect.poll(() => scroller.scrollHeight).toBe(50 + 24 * 50);
    scroller.scrollTop = scroller.scrollHeight;
    await expect.poll(() => scroller.scrollHeight, { timeout: 5000 }).toBe(50 + 48 * 50);
    await expect.poll(() => cell(25, 'id') !== null).toBe(true);
  });
});

describe('inline editing (spec 000 §5; spec 001 §3 edit patch)', () => {
  it('Enter saves the value through PATCH /api/images and it stays after the refetch', async () => {
    const onEdited = vi.fn();
    const { requests } = await renderWithMocks(<GridHarness onEdited={onEdited} />);
    await ready();
    const id = idOfRow(1);
    await editCell(1, 'title', 'A new title');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => patches(requests).length).toBe(1);
    expect(patches(requests)[0]?.body).toEqual({
      imageIds: [id],
      patches: [{ id, field: 'imageAttributes.title', action: 'replace', value: 'A new title' }],
    });
    // The server has it, the searches were asked again, and the cell shows the server's value.
    await expect.poll(() => currentDb().image(id)?.imageAttributes.title).toBe('A new title');
    const patchAt = requests.indexOf(patches(requests)[0] as RecordedRequest);
    await expect
      .poll(() => requests.slice(patchAt).some((r) => r.path === '/api/search' && r.answer))
      .toBe(true);
    await expect.poll(() => cell(1, 'title')?.dataset.state).toBeUndefined();
    expect(cellText(1, 'title')).toBe('A new title');
    expect(onEdited).toHaveBeenCalledWith(expect.objectContaining({ column: 'title', value: 'A new title' }));
    // Focus is back on the cell: the grid keeps its one tab stop.
    expect(active()).toBe(cell(1, 'title'));
  });

  it("keywords typed are split on ';' only, sent joined by ';' and shown in comma form (spec 000 §5, spec 001 §5)", async () => {
    const { requests } = await renderWithMocks(<GridHarness />);
    await ready();
    const id = idOfRow(1);
    await editCell(1, 'keywords', 'Paris, France;boats; sunset');
    await expect.element(page.getByRole('textbox')).toHaveValue('Paris, France;boats; sunset');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => patches(requests).length).toBe(1);
    expect(patches(requests)[0]?.body).toMatchObject({
      patches: [{ id, field: 'keywords', action: 'replace', value: 'Paris, France;boats;sunset' }],
    });
    await expect.poll(() => currentDb().image(id)?.keywords).toEqual(['Paris, France', 'boats', 'sunset']);
    await expect.poll(() => cellText(1, 'keywords')).toBe('Paris, France, boats, sunset');
    // The editor opens again with the ';' form, so saving it unchanged keeps the three keywords.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('textbox')).toHaveValue('Paris, France; boats; sunset');
    await userEvent.keyboard('{Enter}');
    expect(patches(requests)).toHaveLength(1);
  });

  it('saved again unchanged before the refetched page carries the value: nothing more is sent', async () => {
    // Searches wait while `held` is set: the page still holds the value from before the save.
    let release: () => void = () => undefined;
    let held: Promise<void> | null = null;
    const { requests } = await renderWithMocks(<GridHarness />, {
      handlers: [
        http.post('*/api/search', async () => {
          if (held) await held;
        }),
      ],
    });
    await ready();
    const before = cellText(1, 'title');
    held = new Promise((resolve) => {
      release = resolve;
    });
    await editCell(1, 'title', 'Quay at dawn');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => patches(requests).length).toBe(1);
    await expect.poll(() => cell(1, 'title')?.dataset.state).toBe('saved');
    expect(cellText(1, 'title')).toBe('Quay at dawn');
    expect(before).not.toBe('Quay at dawn');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('textbox')).toHaveValue('Quay at dawn');
    await userEvent.keyboard('{Enter}');
    // Typing the older value back is an edit of its own, and is sent.
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(page.getByRole('textbox'));
    await userEvent.type(page.getByRole('textbox'), before ?? '');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => patches(requests).length).toBe(2);
    expect(patches(requests)[1]?.body).toMatchObject({
      patches: [{ field: 'imageAttributes.title', action: 'replace', value: before }],
    });
    release();
  });

  it('Escape cancels: nothing is sent and the old value stays', async () => {
    const { requests } = await renderWithMocks(<GridHarness />);
    await ready();
    const before = cellText(1, 'author');
    await editCell(1, 'author', 'Somebody else');
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('textbox').query()).toBeNull();
    expect(cellText(1, 'author')).toBe(before);
    expect(active()).toBe(cell(1, 'author'));
    expect(patches(requests)).toHaveLength(0);
  });

  it("without editData on the image's folder: 'You are not allowed to edit this image' and the old value back", async () => {
    const { requests } = await renderWithMocks(<GridHarness />, { user: 'viewer' });
    await ready();
    const id = idOfRow(1);
    const before = cellText(1, 'title');
    await editCell(1, 'title', 'Not mine to change');
    await userEvent.keyboard('{Enter}');
    await expectToast('You are not allowed to edit this image');
    await expect.poll(() => cellText(1, 'title')).toBe(before);
    expect(requests.some((r) => r.path === '/api/permission')).toBe(true);
    expect(patches(requests)).toHaveLength(0);
    expect(currentDb().image(id)?.imageAttributes.title).toBe(before);
  });

  it('a read-only column does not open an editor', async () => {
    await renderWithMocks(<GridHarness />);
    await ready();
    await userEvent.click(cell(1, 'size') as HTMLElement);
    await userEvent.keyboard('{Enter}');
    expect(page.getByRole('textbox').query()).toBeNull();
    expect(cell(1, 'size')).toHaveAttribute('aria-readonly', 'true');
  });
});

describe('column visibility (web setting visibleGridColumn)', () => {
  it('hiding a column removes it and saves the visible columns', async () => {
    const { requests } = await renderWithMocks(<GridHarness />);
    await ready();
    const button = page.getByRole('button', { name: 'Columns' });
    await userEvent.click(button);
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(page.getByRole('checkbox', { name: 'Subject' }));
    await expect.element(grid()).toHaveAttribute('aria-colcount', '9');
    expect(page.getByRole('columnheader', { name: 'Subject' }).query()).toBeNull();
    const stored = JSON.parse(localStorage.getItem(WEB_SETTINGS_STORAGE_KEY) ?? '{}') as {
      values?: { visibleGridColumn?: string[] };
    };
    expect(stored.values?.visibleGridColumn).toEqual([
      'id',
      'author',
      'title',
      'keywords',
      'location',
      'city',
      'state',
      'country',
      'size',
    ]);
    // Sent to the server after the settings' pause, as a JSON string (spec 001 §7).
    await expect
      .poll(() => requests.find((r) => r.method === 'POST' && r.path === '/api/websettings'), {
        timeout: 4000,
      })
      .toBeDefined();
    const saved = requests.find((r) => r.method === 'POST' && r.path === '/api/websettings')?.body as {
      visibleGridColumn?: string;
    };
    expect(JSON.parse(saved.visibleGridColumn ?? '[]')).not.toContain('subject');
    // Escape closes the list and returns to its button.
    await userEvent.keyboard('{Escape}');
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });
});
