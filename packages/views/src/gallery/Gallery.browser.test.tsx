// The gallery and masonry views in a real browser (Debian chromium): the WAI-ARIA grid keyboard model,
// roving focus across virtualized rows, selection callbacks with Ctrl / Shift, infinite scroll within
// 50 px of the bottom (spec 000 §4, §9), an external preview URL opening in a new tab (spec 000 §2),
// the DOM kept small at 100,000 files, and screenshot baselines.
import type { ImageSummary } from '@vitrine/api-client';
import { INFINITE_SCROLL_THRESHOLD_PX } from '@vitrine/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Gallery, type GalleryProps } from './Gallery';
import { Masonry } from './Masonry';
import { syntheticImages, syntheticThumbnailUrl } from './synthetic';
import {
  cellOf,
  focusedIndex,
  frames,
  gridElement,
  renderedCells,
  renderInFrame,
  rowIndexOf,
  scroller,
  sentRequests,
  viewElementCount,
} from './test-utils';
import type { GallerySelectEvent } from './VirtualGrid';

afterEach(() => {
  // the views take their data by props: not one request
  expect(sentRequests).toEqual([]);
  vi.restoreAllMocks();
});

const IMAGES = syntheticImages(600);

/** A gallery whose selection is the host's state, recording every callback. */
function SelectingGallery(props: {
  onSelect: (event: GallerySelectEvent) => void;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <Gallery
      images={IMAGES}
      getThumbnailUrl={syntheticThumbnailUrl}
      selectedIds={selected}
      onSelect={(event) => {
        props.onSelect(event);
        setSelected((current) =>
          event.mode === 'toggle' ? [...current, event.id] : event.mode === 'replace' ? [event.id] : current,
        );
      }}
      onSelectAll={() => {
        props.onSelectAll();
        setSelected(IMAGES.map((image) => image.id));
      }}
      onClearSelection={() => {
        props.onClear();
        setSelected([]);
      }}
    />
  );
}

/** A host that appends a page of 48 files on each onLoadMore, up to 480. */
function Paged({ onLoadMore, pageSize = 48 }: { onLoadMore: () => void; pageSize?: number }) {
  const [images, setImages] = useState<ImageSummary[]>(() => syntheticImages(pageSize));
  return (
    <Gallery
      images={images}
      getThumbnailUrl={syntheticThumbnailUrl}
      hasMore={images.length < 480}
      totalCount={480}
      onLoadMore={() => {
        onLoadMore();
        setImages((current) => [
          ...current,
          ...syntheticImages(pageSize, { firstId: current.length + 1, seed: current.length }),
        ]);
      }}
    />
  );
}

async function renderGallery(props: Partial<GalleryProps> = {}, frame?: { width?: number; height?: number }) {
  const screen = await renderInFrame(
    <Gallery images={IMAGES} getThumbnailUrl={syntheticThumbnailUrl} {...props} />,
    frame,
  );
  await expect.poll(() => renderedCells().length).toBeGreaterThan(4);
  return screen;
}

/** Clicks a cell (focusing it), then waits for the click to take. */
async function clickCell(index: number, modifiers: { ctrl?: boolean; shift?: boolean } = {}) {
  const cell = cellOf(index);
  if (!cell) throw new Error(`item ${index} is not rendered`);
  const keys = `${modifiers.ctrl ? '{Control>}' : ''}${modifiers.shift ? '{Shift>}' : ''}`;
  if (keys) await userEvent.keyboard(keys);
  await userEvent.click(cell);
  if (keys)
    await userEvent.keyboard(`${modifiers.shift ? '{/Shift}' : ''}${modifiers.ctrl ? '{/Control}' : ''}`);
}

describe('WAI-ARIA grid', () => {
  it('states the whole result: aria-rowcount and aria-colcount, rows and cells with their indexes', async () => {
    await renderGallery();
    const grid = gridElement() as HTMLElement;
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    const rowCount = Number(grid.getAttribute('aria-rowcount'));
    // every row of the 600 files is counted, far more than are rendered
    expect(rowCount).toBeGreaterThan(100);
    expect(document.querySelectorAll('[role="row"]').length).toBeLessThan(20);
    const last = [...document.querySelectorAll('[role="row"]')].at(-1) as HTMLElement;
    expect(Number(last.getAttribute('aria-rowindex'))).toBeLessThan(rowCount);
    const widest = Math.max(
      ...[...document.querySelectorAll('[role="row"]')].map((row) => row.children.length),
    );
    expect(Number(grid.getAttribute('aria-colcount'))).toBeGreaterThanOrEqual(widest);
    const first = cellOf(0) as HTMLElement;
    expect(first.getAttribute('aria-colindex')).toBe('1');
    expect(rowIndexOf(first)).toBe(1);
  });

  it('has one tab stop: Tab enters on one cell, Tab again leaves the grid', async () => {
    await renderInFrame(
      <>
        <button type="button">before</button>
        <div style={{ height: 500, display: 'flex', flexDirection: 'column' }}>
          <Gallery images={IMAGES} getThumbnailUrl={syntheticThumbnailUrl} />
        </div>
        <button type="button">after</button>
      </>,
      { height: 600 },
    );
    await expect.poll(() => renderedCells().length).toBeGreaterThan(4);
    expect(renderedCells().filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    (document.querySelector('button') as HTMLElement).focus();
    await userEvent.tab();
    expect(focusedIndex()).toBe(0);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('after');
  });

  it('moves with the arrows, Home / End, Ctrl+Home / Ctrl+End, PageUp / PageDown', async () => {
    await renderGallery();
    await clickCell(0);
    expect(focusedIndex()).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedIndex()).toBe(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedIndex()).toBe(0);
    // Down: the next row
    await userEvent.keyboard('{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    expect(rowIndexOf(below)).toBe(2);
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedIndex()).toBe(0);
    // End: the last cell of the first row; Right from there wraps to the next row's first cell
    await userEvent.keyboard('{End}');
    const rowEnd = document.activeElement as HTMLElement;
    expect(rowIndexOf(rowEnd)).toBe(1);
    expect(rowEnd.getAttribute('aria-colindex')).toBe(String(rowEnd.parentElement?.children.length));
    await userEvent.keyboard('{ArrowRight}');
    expect(rowIndexOf(document.activeElement as HTMLElement)).toBe(2);
    expect(document.activeElement?.getAttribute('aria-colindex')).toBe('1');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-colindex')).toBe('1');
    // PageDown: about one viewport (600 px, rows of about 220 px) further down
    const before = rowIndexOf(document.activeElement as HTMLElement);
    await userEvent.keyboard('{PageDown}');
    const paged = rowIndexOf(document.activeElement as HTMLElement);
    expect(paged - before).toBeGreaterThanOrEqual(2);
    await userEvent.keyboard('{PageUp}');
    expect(rowIndexOf(document.activeElement as HTMLElement)).toBe(before);
    // Ctrl+End: the last file, scrolled into view; Ctrl+Home: the first
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedIndex()).toBe(IMAGES.length - 1);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focusedIndex()).toBe(0);
    expect(scroller().scrollTop).toBe(0);
  });
});

describe('roving focus across virtualized rows', () => {
  it('moves focus to rows that were not rendered, scrolling them into view, and keeps the focused row while scrolled away', async () => {
    const images = syntheticImages(100_000);
    await renderGallery({ images }, { width: 1000, height: 600 });
    await clickCell(0);
    for (let i = 0; i < 5; i += 1) await userEvent.keyboard('{PageDown}');
    const paged = focusedIndex() as number;
    expect(paged).toBeGreaterThan(20);
    const cell = cellOf(paged) as HTMLElement;
    const view = scroller().getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(view.top - 1);
    expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);

    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedIndex()).toBe(99_999);
    expect(cellOf(0)).toBeNull();
    expect(
      renderedCells()
        .filter((c) => c.tabIndex === 0)
        .map((c) => c.dataset.index),
    ).toEqual(['99999']);

    // Scrolled far away with the mouse wheel, the focused cell stays mounted and focused.
    scroller().scrollTop = 0;
    await frames();
    await expect.poll(() => cellOf(0)).not.toBeNull();
    expect(cellOf(99_999)).not.toBeNull();
    expect(focusedIndex()).toBe(99_999);
    // and Up from it goes to the row above, which is scrolled back into view
    await userEvent.keyboard('{ArrowUp}');
    const up = focusedIndex() as number;
    expect(up).toBeLessThan(99_999);
    expect(scroller().scrollTop).toBeGreaterThan(1_000_000);
    expect(renderedCells().length).toBeLessThan(120);
  });
});

describe('selection (spec 000 §2: click, Ctrl/Cmd, Shift ranges, select all, clear)', () => {
  async function renderSelecting() {
    const onSelect = vi.fn<(event: GallerySelectEvent) => void>();
    const onSelectAll = vi.fn();
    const onClear = vi.fn();
    await renderInFrame(<SelectingGallery onSelect={onSelect} onSelectAll={onSelectAll} onClear={onClear} />);
    await expect.poll(() => renderedCells().length).toBeGreaterThan(4);
    const modes = () => onSelect.mock.calls.map(([event]) => `${event.index}:${event.mode}`);
    return { onSelect, onSelectAll, onClear, modes };
  }

  const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

  it('click replaces, Ctrl+click toggles, Shift+click asks for a range; aria-selected and the live region follow', async () => {
    const { onSelect, modes } = await renderSelecting();
    await clickCell(1);
    expect(onSelect).toHaveBeenLastCalledWith({
      id: IMAGES[1]?.id,
      index: 1,
      image: IMAGES[1],
      mode: 'replace',
      range: false,
      toggle: false,
    });
    await expect.poll(() => cellOf(1)?.getAttribute('aria-selected')).toBe('true');
    await expect.poll(live).toBe('1 file selected');
    await clickCell(3, { ctrl: true });
    await expect.poll(() => cellOf(3)?.getAttribute('aria-selected')).toBe('true');
    await expect.poll(live).toBe('2 files selected');
    await clickCell(5, { shift: true });
    await clickCell(7, { shift: true, ctrl: true });
    expect(modes()).toEqual(['1:replace', '3:toggle', '5:range', '7:range']);
    // Ctrl + Shift: a range added to the selection (the selection model's range + toggle)
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ index: 7, range: true, toggle: true }),
    );
    expect(cellOf(0)?.getAttribute('aria-selected')).toBe('false');
  });

  it('Space selects, Ctrl+Space toggles, Shift+Space and Shift+arrows ask for ranges, Ctrl+A selects all, Escape clears', async () => {
    const { onSelectAll, onClear, modes } = await renderSelecting();
    await clickCell(0);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{Control>} {/Control}');
    await userEvent.keyboard('{ArrowRight}{Shift>} {/Shift}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    // a plain move only moves the focus
    await userEvent.keyboard('{ArrowRight}');
    expect(modes()).toEqual(['0:replace', '1:replace', '2:toggle', '3:range', '4:range']);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(onSelectAll).toHaveBeenCalledTimes(1);
    await expect.poll(live).toBe(`${IMAGES.length} files selected`);
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.poll(live).toBe('No files selected');
  });
});

describe('infinite scroll (spec 000 §4, §9: within 50 px of the bottom)', () => {
  it('asks for the next page once within 50 px of the bottom, and again after the page arrived', async () => {
    const onLoadMore = vi.fn();
    await renderInFrame(<Paged onLoadMore={onLoadMore} />);
    await expect.poll(() => renderedCells().length).toBeGreaterThan(4);
    const view = scroller();
    const bottom = () => view.scrollHeight - view.clientHeight;
    view.scrollTop = bottom() - INFINITE_SCROLL_THRESHOLD_PX - 20;
    await frames();
    expect(onLoadMore).not.toHaveBeenCalled();
    view.scrollTop = bottom() - INFINITE_SCROLL_THRESHOLD_PX + 10;
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    await expect
      .poll(() => renderedCells().length > 0 && gridElement()?.getAttribute('aria-rowcount'))
      .toBe('-1');
    await expect.poll(() => view.scrollHeight - view.clientHeight).toBeGreaterThan(view.scrollTop + 200);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    view.scrollTop = bottom();
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(2);
  });

  it('asks once per page: at the bottom again before the page arrived, nothing more', async () => {
    const onLoadMore = vi.fn();
    await renderInFrame(
      <Gallery
        images={IMAGES.slice(0, 48)}
        getThumbnailUrl={syntheticThumbnailUrl}
        hasMore
        isLoadingMore={false}
        onLoadMore={onLoadMore}
      />,
    );
    await expect.poll(() => renderedCells().length).toBeGreaterThan(4);
    const view = scroller();
    view.scrollTop = view.scrollHeight;
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    view.scrollTop -= 10;
    await frames();
    view.scrollTop = view.scrollHeight;
    await frames();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks at once when the first page does not fill the view', async () => {
    const onLoadMore = vi.fn();
    await renderInFrame(
      <Gallery
        images={IMAGES.slice(0, 4)}
        getThumbnailUrl={syntheticThumbnailUrl}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
  });
});

describe('opening a file (spec 000 §2)', () => {
  const external: ImageSummary = {
    ...(IMAGES[0] as ImageSummary),
    previewExternalUrl: 'https://example.com/preview/1',
  };
  const scripted: ImageSummary = {
    ...(IMAGES[2] as ImageSummary),
    previewExternalUrl: 'javascript:alert(1)',
  };

  it('an external preview URL opens in a new tab (noopener), not in the viewer; other files call onOpen', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const onOpen = vi.fn();
    await renderGallery({
      images: [external, IMAGES[1] as ImageSummary, scripted, ...IMAGES.slice(3, 20)],
      onOpen,
    });
    await userEvent.dblClick(cellOf(0) as HTMLElement);
    expect(open).toHaveBeenCalledWith('https://example.com/preview/1', '_blank', 'noopener,noreferrer');
    expect(onOpen).not.toHaveBeenCalled();
    // Enter does the same
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);
    // a file without one opens in the host's viewer
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onOpen).toHaveBeenCalledWith({ id: IMAGES[1]?.id, index: 1, image: IMAGES[1] });
    // a javascript: URL is data: the viewer opens instead
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ index: 2 }));
    expect(open).toHaveBeenCalledTimes(2);
  });
});

describe('100,000 files (issue 4: DOM nodes ≤ 1,000, mounted <img> ≤ 120 while scrolling)', () => {
  const many = syntheticImages(100_000);

  it.each([
    ['gallery', Gallery],
    ['masonry', Masonry],
  ] as const)('%s: only the rows in view are in the DOM, wherever it is scrolled', async (_name, View) => {
    await renderInFrame(<View images={many} getThumbnailUrl={syntheticThumbnailUrl} />, {
      width: 1280,
      height: 800,
    });
    await expect.poll(() => renderedCells().length).toBeGreaterThan(4);
    const view = scroller();
    let maxElements = 0;
    let maxImages = 0;
    for (const share of [0.1, 0.37, 0.5, 0.81, 1]) {
      view.scrollTop = (view.scrollHeight - view.clientHeight) * share;
      await frames();
      await expect
        .poll(() => (renderedCells().length > 0 ? Number(renderedCells()[0]?.dataset.index) : -1))
        .toBeGreaterThan(100_000 * share * 0.8);
      maxElements = Math.max(maxElements, viewElementCount());
      maxImages = Math.max(maxImages, view.querySelectorAll('img').length);
    }
    expect(maxElements).toBeLessThanOrEqual(1_000);
    expect(maxImages).toBeLessThanOrEqual(120);
  });
});
