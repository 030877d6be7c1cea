// Browser-test vocabulary of the views: a provider whose client refuses every request (the views
// take their data by props and must ask the API for nothing), frames of a fixed size, and readers of
// the grid (STYLE habit 12).
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import '@vitrine/ui/styles.css';
import '../styles.css';

/** Requests the views sent (there should be none). */
export const sentRequests: string[] = [];

/** Renders `ui` in a provider (light theme unless `theme`), inside a frame of `width` × `height` px. */
export function renderInFrame(
  ui: ReactNode,
  {
    width = 1000,
    height = 600,
    theme = 'light',
  }: { width?: number; height?: number; theme?: 'light' | 'dark' } = {},
) {
  const client = createVitrineClient({
    fetch: async (request) => {
      sentRequests.push(`${request.method} ${request.url}`);
      throw new Error(`the views asked the API: ${request.method} ${request.url}`);
    },
  });
  return render(
    <VitrineProvider client={client} theme={theme}>
      <div style={{ width, height, display: 'flex', flexDirection: 'column' }}>{ui}</div>
    </VitrineProvider>,
  );
}

/** The grid element. */
export const gridElement = () => document.querySelector<HTMLElement>('[role="grid"]');

/** The scroll container of the view. */
export const scroller = () => document.querySelector<HTMLElement>('.vt-views__scroller') as HTMLElement;

/** The cell of item `index`, when it is rendered. */
export const cellOf = (index: number) =>
  document.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);

/** Rendered cells. */
export const renderedCells = () => [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')];

/** The item index of the focused cell, or null. */
export function focusedIndex(): number | null {
  const active = document.activeElement as HTMLElement | null;
  return active?.getAttribute('role') === 'gridcell' ? Number(active.dataset.index) : null;
}

/** aria-rowindex of a cell's row. */
export const rowIndexOf = (cell: HTMLElement) =>
  Number(cell.closest('[role="row"]')?.getAttribute('aria-rowindex'));

/** Resolves after two animation frames (the virtualizer reacts to a scroll in the next frame). */
export const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Elements inside the view (its whole subtree). */
export const viewElementCount = () =>
  document.querySelector('.vt-views__view')?.getElementsByTagName('*').length ?? 0;
