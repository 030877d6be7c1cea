// The history menu in a real browser (Debian chromium) over the browser's own local storage (spec 000
// §3: folder history kept in browser local storage; §9: at most 10, no duplicates, newest first).
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TreeSelection } from '../selection';
import { FolderHistoryMenu } from './FolderHistoryMenu';
import { useFolderHistory } from './useFolderHistory';
import './history.css';

const client = createVitrineClient({ fetch: () => Promise.reject(new Error('history calls no API')) });
let key = '';
let run = 0;

beforeEach(() => {
  // A key of its own per test: the page-wide store of a key lives as long as the page.
  run += 1;
  key = `vitrine.test.history.${run}`;
});

/** A host that records every selection, as the reference app does. */
function Host({ onValueChange }: { onValueChange: (selection: TreeSelection) => void }) {
  const history = useFolderHistory({ storageKey: key });
  const [visits] = useState(() => [
    { selection: { kind: 'folder', id: 1 } as const, name: 'Marketing' },
    { selection: { kind: 'set', id: 7 } as const, name: 'Hero images' },
    { selection: { kind: 'logical', nodeId: 'date-2025' } as const, name: '2025' },
  ]);
  return (
    <div style={{ minHeight: 400 }}>
      {visits.map((visit) => (
        <button key={visit.name} type="button" onClick={() => history.record(visit.selection, visit.name)}>
          Visit {visit.name}
        </button>
      ))}
      <FolderHistoryMenu
        storageKey={key}
        onValueChange={(selection) => {
          onValueChange(selection);
          history.record(selection);
        }}
      />
    </div>
  );
}

async function renderHost() {
  const onValueChange = vi.fn<(selection: TreeSelection) => void>();
  await render(
    <VitrineProvider client={client}>
      <Host onValueChange={onValueChange} />
    </VitrineProvider>,
  );
  return { onValueChange, trigger: page.getByRole('button', { name: 'History' }) };
}

const itemNames = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('FolderHistoryMenu', () => {
  it('is disabled until something is visited, then lists visits newest first', async () => {
    const { trigger } = await renderHost();
    await expect.element(trigger).toBeDisabled();
    await page.getByRole('button', { name: 'Visit Marketing' }).click();
    await page.getByRole('button', { name: 'Visit Hero images' }).click();
    await page.getByRole('button', { name: 'Visit 2025' }).click();
    await page.getByRole('button', { name: 'Visit Marketing' }).click();
    await expect.element(trigger).toBeEnabled();
    await trigger.click();
    await expect.poll(itemNames).toEqual(['Marketing', '2025', 'Hero images']);
    expect(stored()).toEqual([
      { id: 1, type: 'folder', name: 'Marketing' },
      { id: 'date-2025', type: 'logical', name: '2025' },
      { id: 7, type: 'set', name: 'Hero images' },
    ]);
    await userEvent.keyboard('{Escape}');
  });

  it('opens and chooses with the keyboard; the choice is reported and becomes the newest', async () => {
    const { trigger, onValueChange } = await renderHost();
    await page.getByRole('button', { name: 'Visit Marketing' }).click();
    await page.getByRole('button', { name: 'Visit Hero images' }).click();
    await trigger.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Hero images' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Marketing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // the action runs once the menu has closed and focus is back on the trigger
    await expect.element(trigger).toHaveFocus();
    await expect.poll(() => onValueChange.mock.calls).toEqual([[{ kind: 'folder', id: 1 }]]);
    await trigger.click();
    await expect.poll(itemNames).toEqual(['Marketing', 'Hero images']);
    await userEvent.keyboard('{Escape}');
  });

  it('reads what another page stored, and ignores junk', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([{ id: 3, type: 'folder', name: 'Press' }, { id: 'x', type: 'folder' }, 'junk', null]),
    );
    const { trigger } = await renderHost();
    await trigger.click();
    await expect.poll(itemNames).toEqual(['Press']);
    await userEvent.keyboard('{Escape}');
  });

  it('keeps the menu narrow: a long name wraps inside it, shown whole, never cut (issue 14)', async () => {
    const long = 'Browse by Geographical Location / Australia / New South Wales / Sydney Northern Beaches';
    localStorage.setItem(key, JSON.stringify([{ id: 3, type: 'folder', name: long }]));
    const { trigger } = await renderHost();
    await trigger.click();
    const item = page.getByRole('menuitem', { name: long });
    await expect.element(item).toBeVisible();
    const menu = page.getByRole('menu').element();
    expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const text = item.element().querySelector('.vt-ui__menu-text') as HTMLElement;
    expect(text.textContent).toBe(long);
    // Whole: the text is no wider than its box, and it takes more than one line.
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    expect(text.getBoundingClientRect().height).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(text).lineHeight) * 1.5,
    );
    await userEvent.keyboard('{Escape}');
  });

  it('starts empty when storage holds something that is not JSON', async () => {
    localStorage.setItem(key, '{not json');
    const { trigger } = await renderHost();
    await expect.element(trigger).toBeDisabled();
    await page.getByRole('button', { name: 'Visit 2025' }).click();
    expect(stored()).toEqual([{ id: 'date-2025', type: 'logical', name: '2025' }]);
  });
});
