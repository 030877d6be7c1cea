// <SelectionBar> in a real browser on the mocks (issue 14): it shows while files are selected, says
// how many, clears them (focus goes back where it was), runs the top menu's actions with the same
// permission gating, and never moves the files below it.

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { permissionsFor } from '../top-menu/actions';
import '../styles.css';
import { renderWithMocks } from '../search/test-utils';
import { SelectionBar } from './SelectionBar';

const MARKETING = { folderId: 1 };

function handlers() {
  return {
    onDownload: vi.fn(),
    onReport: vi.fn(),
    onShare: vi.fn(),
    onDelete: vi.fn(),
    onRegenerateThumbnails: vi.fn(),
    onRecognizeObjects: vi.fn(),
  };
}

const bar = () => page.getByRole('toolbar', { name: 'Selected files' });

/** A host: three files selected, a Select button, the bar, and the files below it. */
function Host({ on, initial = 3 }: { on: ReturnType<typeof handlers>; initial?: number }) {
  const [count, setCount] = useState(initial);
  return (
    <div>
      <button type="button" onClick={() => setCount(3)}>
        Select three
      </button>
      <SelectionBar
        target={MARKETING}
        selectedCount={count}
        onClearSelection={() => setCount(0)}
        recognitionEnabled
        {...on}
      />
      <ul data-testid="files" style={{ margin: 0, height: 200 }}>
        <li>a.jpg</li>
      </ul>
    </div>
  );
}

describe('the selection bar (issue 14)', () => {
  it('shows the count; Clear clears the selection, the bar goes and focus returns', async () => {
    await page.viewport(1280, 800);
    await renderWithMocks(<Host on={handlers()} />);
    await expect.element(bar()).toBeVisible();
    await expect.element(bar()).toHaveTextContent('3 selected');
    // Focus comes from the page, into the bar, onto Clear selection.
    (page.getByRole('button', { name: 'Select three' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(bar().query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Select three' })).toHaveFocus();
  });

  it('runs the top menu’s actions, only those the user may (spec 000 §6)', async () => {
    await page.viewport(1280, 800);
    const on = handlers();
    await renderWithMocks(<Host on={on} />);
    const pairs: [string, keyof typeof on][] = [
      ['Download', 'onDownload'],
      ['PDF report', 'onReport'],
      ['Share', 'onShare'],
      ['Delete', 'onDelete'],
      ['Regenerate thumbnails', 'onRegenerateThumbnails'],
      ['Recognize objects', 'onRecognizeObjects'],
    ];
    await expect.element(page.getByRole('button', { name: 'Recognize objects' })).toBeVisible();
    for (const [name, key] of pairs) {
      await userEvent.click(page.getByRole('button', { name }));
      expect(on[key], name).toHaveBeenCalledTimes(1);
    }
    // Upload is no action on the selection, and a folder has no exclude.
    expect(page.getByRole('button', { name: 'Upload' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Exclude' }).query()).toBeNull();
  });

  it('a read-only user gets download and the PDF report only', async () => {
    await page.viewport(1280, 800);
    const { requests } = await renderWithMocks(<Host on={handlers()} />, { user: 'viewer' });
    await expect
      .poll(() => requests.filter((r) => r.path === '/api/permission' && r.answer !== undefined).length)
      // Every permission the folder's actions ask for has been answered.
      .toBe(permissionsFor('folder').length);
    await expect.element(page.getByRole('button', { name: 'Download' })).toBeVisible();
    for (const name of ['Share', 'Delete', 'Regenerate thumbnails', 'Recognize objects']) {
      expect(page.getByRole('button', { name }).query(), name).toBeNull();
    }
  });

  it('takes no space: the files below do not move when it appears or goes', async () => {
    await page.viewport(375, 812);
    await renderWithMocks(<Host on={handlers()} initial={0} />);
    const files = page.getByTestId('files');
    await expect.element(files).toBeVisible();
    expect(bar().query()).toBeNull();
    const top = files.element().getBoundingClientRect().top;
    await userEvent.click(page.getByRole('button', { name: 'Select three' }));
    await expect.element(bar()).toHaveTextContent('3 selected');
    expect(files.element().getBoundingClientRect().top).toBe(top);
    // It floats over the bottom of the window, inside it, even at 375 px.
    const box = bar().element().getBoundingClientRect();
    expect(getComputedStyle(bar().element()).position).toBe('fixed');
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(box.bottom).toBeLessThanOrEqual(812);
    await userEvent.click(page.getByRole('button', { name: 'Clear selection' }));
    expect(bar().query()).toBeNull();
    expect(files.element().getBoundingClientRect().top).toBe(top);
  });

  it('at 375 px the actions that do not fit are in its More menu, and run from there', async () => {
    await page.viewport(375, 812);
    const on = handlers();
    await renderWithMocks(<Host on={on} />);
    await expect.element(bar().getByRole('button', { name: 'More actions' })).toBeVisible();
    // Once every permission is answered the last action is in the menu.
    await userEvent.click(bar().getByRole('button', { name: 'More actions' }));
    await expect.element(page.getByRole('menuitem', { name: 'Recognize objects' })).toBeVisible();
    const element = bar().element() as HTMLElement;
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    const inline = [...element.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    const hidden = [...page.getByRole('menu').element().querySelectorAll('[role="menuitem"]')].map(
      (item) => item.textContent,
    );
    for (const name of [
      'Download',
      'PDF report',
      'Share',
      'Delete',
      'Regenerate thumbnails',
      'Recognize objects',
    ]) {
      expect(Number(inline.includes(name)) + Number(hidden.includes(name)), name).toBe(1);
    }
    await userEvent.click(page.getByRole('menuitem', { name: 'Recognize objects' }));
    await vi.waitFor(() => expect(on.onRecognizeObjects).toHaveBeenCalledTimes(1));
  });
});
