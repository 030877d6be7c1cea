// <FileContextMenu> in a real browser on the mocks (issue 15: every action reachable from the tile's
// menu): a right click, Shift+F10 and the ContextMenu key on a tile or a row open the top menu's
// actions for the place; an action runs on the selection when the file is selected, else on that file
// alone (selected first); Escape closes the menu and focus is back on the tile.
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import { Gallery } from '../gallery/Gallery';
import { syntheticImages, syntheticThumbnailUrl } from '../gallery/synthetic';
import { Grid } from '../grid/Grid';
import { renderWithMocks } from '../search/test-utils';
import { FileContextMenu } from './FileContextMenu';
import { useFileSelection, useSelectedFileIds } from './useFileSelection';

const IMAGES = syntheticImages(12);
const IDS = IMAGES.map((image) => image.id);

/** What each action saw: the selected ids when it ran. */
interface Calls {
  download: number[][];
  delete: number[][];
  exclude: number[][];
  moveToFolder: number[][];
}

/** A host like the reference app's: a real file selection, the view in the context menu. */
function Host({
  calls,
  view = 'gallery',
  target = { folderId: 1 },
  initial = [],
}: {
  calls: Calls;
  view?: 'gallery' | 'grid';
  target?: { folderId: number } | { setId: number };
  initial?: number[];
}) {
  const selection = useFileSelection({ ids: IDS });
  const selectedIds = useSelectedFileIds(selection);
  const [seeded, setSeeded] = useState(false);
  if (!seeded) {
    setSeeded(true);
    for (const id of initial) selection.select(id, { toggle: true });
  }
  const record = (list: number[][]) => () => list.push([...selectedIds]);
  const common = {
    images: IMAGES,
    selectedIds,
    onSelect: (event: { id: number; range?: boolean; toggle?: boolean }) =>
      selection.select(event.id, { range: event.range, toggle: event.toggle }),
  };
  return (
    <div style={{ width: 900, height: 500, display: 'flex', flexDirection: 'column' }}>
      <output data-testid="selected">{selectedIds.join(',')}</output>
      <FileContextMenu
        target={target}
        selectedIds={selectedIds}
        onSelectFile={(id) => selection.select(id)}
        onDownload={record(calls.download)}
        onDelete={record(calls.delete)}
        onExclude={record(calls.exclude)}
        onMoveToFolder={record(calls.moveToFolder)}
      >
        {view === 'gallery' ? (
          <Gallery {...common} getThumbnailUrl={syntheticThumbnailUrl} height={460} />
        ) : (
          <Grid {...common} />
        )}
      </FileContextMenu>
    </div>
  );
}

const newCalls = (): Calls => ({ download: [], delete: [], exclude: [], moveToFolder: [] });
const tile = (id: number) =>
  document.querySelector<HTMLElement>(`[role="gridcell"]:has([data-file-id="${id}"])`) as HTMLElement;
const row = (id: number) =>
  document.querySelector<HTMLElement>(`[role="row"][data-file-id="${id}"]`) as HTMLElement;
const menu = () => page.getByRole('menu', { name: 'Actions on the selected files' });
const selectedText = () => document.querySelector('[data-testid="selected"]')?.textContent;

async function rightClick(element: HTMLElement) {
  await userEvent.click(element, { button: 'right' });
}

afterEach(() => vi.restoreAllMocks());

describe('the files’ context menu (issue 15)', () => {
  it('a right click on a tile not selected selects it alone, and its action runs on it', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} initial={[1, 2]} />);
    await expect.poll(selectedText).toBe('1,2');
    await expect.poll(() => tile(5)).toBeTruthy();
    await rightClick(tile(5));
    await expect.element(menu()).toBeVisible();
    await expect.poll(selectedText).toBe('5');
    // The top menu's actions for a folder: delete, no exclude (spec 000 §6, actions.ts).
    await expect.element(menu().getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    expect(menu().getByRole('menuitem', { name: 'Exclude' }).query()).toBeNull();
    await userEvent.click(menu().getByRole('menuitem', { name: 'Delete' }));
    await expect.poll(() => calls.delete).toEqual([[5]]);
    expect(menu().query()).toBeNull();
  });

  it('a right click on a selected tile keeps the selection: the action runs on every selected file', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} initial={[2, 3, 4]} />);
    await expect.poll(() => tile(3)).toBeTruthy();
    await rightClick(tile(3));
    await userEvent.click(menu().getByRole('menuitem', { name: 'Download' }));
    await expect.poll(() => calls.download).toEqual([[2, 3, 4]]);
    await expect.poll(selectedText).toBe('2,3,4');
  });

  it('Shift+F10 and the ContextMenu key open it on the focused tile; Escape gives focus back to the tile', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} />);
    await expect.poll(() => tile(1)).toBeTruthy();
    await userEvent.click(tile(1));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tile(2)).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await expect.element(menu()).toBeVisible();
    await expect.poll(selectedText).toBe('2');
    // Focus is in the menu (its first item), then back on the tile.
    await expect.poll(() => document.activeElement?.getAttribute('role')).toBe('menuitem');
    await userEvent.keyboard('{Escape}');
    expect(menu().query()).toBeNull();
    await expect.element(tile(2)).toHaveFocus();

    await userEvent.keyboard('{ContextMenu}');
    await expect.element(menu()).toBeVisible();
    await userEvent.click(menu().getByRole('menuitem', { name: 'Move to folder…' }));
    await expect.poll(() => calls.moveToFolder).toEqual([[2]]);
  });

  it('in a set it offers exclude, not delete, on a row of the grid (the set’s rules)', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} view="grid" target={{ setId: 1 }} />);
    await expect.poll(() => row(4)).toBeTruthy();
    await rightClick(row(4).querySelector<HTMLElement>('[role="gridcell"]') as HTMLElement);
    await expect.element(menu().getByRole('menuitem', { name: 'Exclude' })).toBeVisible();
    expect(menu().getByRole('menuitem', { name: 'Delete' }).query()).toBeNull();
    await userEvent.click(menu().getByRole('menuitem', { name: 'Exclude' }));
    await expect.poll(() => calls.exclude).toEqual([[4]]);
  });

  it('a long press (touch) on a tile not selected selects it and opens the menu; off a file none opens', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} initial={[1]} />);
    await expect.poll(() => tile(6)).toBeTruthy();
    // The menu takes the pointer once the folder's permissions are read (before, it has no action).
    await expect
      .poll(() => document.querySelector('.vt-views__context-area')?.hasAttribute('data-disabled'))
      .toBe(false);
    const press = (element: Element) =>
      element.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          pointerType: 'touch',
          isPrimary: true,
        }),
      );
    press(tile(6));
    await expect.element(menu()).toBeVisible();
    await expect.poll(selectedText).toBe('6');
    await userEvent.click(menu().getByRole('menuitem', { name: 'Download' }));
    await expect.poll(() => calls.download).toEqual([[6]]);
    // A long press on the view's gap (no file) opens nothing.
    press(document.querySelector('.vt-views__scroller') as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(menu().query()).toBeNull();
  });

  it('a right click before the permissions arrive opens this menu, never the browser’s: its entries wait, then fill in', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} />, {
      // Nothing answered until released; then the mocks answer (a resolver returning nothing falls through).
      handlers: [
        http.get('*/api/permission', async () => {
          await released;
        }),
      ],
    });
    await expect.poll(() => tile(5)).toBeTruthy();
    const prevented: boolean[] = [];
    const onContextMenu = (event: MouseEvent) => prevented.push(event.defaultPrevented);
    window.addEventListener('contextmenu', onContextMenu);
    try {
      await rightClick(tile(5));
      await expect.element(menu()).toBeVisible();
    } finally {
      window.removeEventListener('contextmenu', onContextMenu);
    }
    // The browser's own menu is not asked for: the event was taken.
    expect(prevented).toEqual([true]);
    await expect.poll(selectedText).toBe('5');
    // Download (download), Move to folder (edit) and Delete (delete) wait for their answers, disabled.
    for (const name of ['Download', 'Move to folder…', 'Delete']) {
      await expect.element(menu().getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    release();
    const remove = menu().getByRole('menuitem', { name: 'Delete' });
    await expect.element(remove).not.toHaveAttribute('aria-disabled');
    await userEvent.click(remove);
    await expect.poll(() => calls.delete).toEqual([[5]]);
  });

  it('off a file (the gap below the tiles) a right click selects nothing and opens nothing', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} />);
    await expect.poll(() => tile(1)).toBeTruthy();
    await expect
      .poll(() => document.querySelector('.vt-views__context-area')?.hasAttribute('data-disabled'))
      .toBe(false);
    const scroller = document.querySelector('.vt-views__scroller') as HTMLElement;
    scroller.dispatchEvent(
      new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 5, clientY: 5 }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(menu().query()).toBeNull();
    await expect.poll(selectedText).toBe('');
  });

  it('off a file (a column header) it does not open', async () => {
    const calls = newCalls();
    await renderWithMocks(<Host calls={calls} view="grid" />);
    await expect.poll(() => row(1)).toBeTruthy();
    const header = document.querySelector<HTMLElement>('[role="columnheader"]') as HTMLElement;
    await rightClick(header);
    // The menu of a tile would open within a frame; give it two.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(menu().query()).toBeNull();
    await expect.poll(selectedText).toBe('');
  });
});
