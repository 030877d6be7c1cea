// The filter-search dropdown in a real browser (Debian chromium) on the mocks (spec 000 §2
// "filter-search dropdown", §3 filters): the WAI-ARIA menu button with menuitemcheckbox options, the
// filters it reports, the count on its button, "Clear filters", which filters the global settings
// offer, and a search session narrowed by it.
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import type { SearchFilter } from '../search/criteria';
import { renderWithMocks, SessionHarness, searchesWhere } from '../search/test-utils';
import { TopMenu } from './TopMenu';

const filtersButton = () => page.getByRole('button', { name: /^Filters/ });
const option = (name: string) => page.getByRole('menuitemcheckbox', { name, exact: true });
const menu = () => page.getByRole('menu', { name: 'Filters' });
const focusedText = () => document.activeElement?.textContent?.trim() ?? '';
const groupNames = () =>
  [...(menu().element().querySelectorAll('[role="group"]') ?? [])].map(
    (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
  );

describe('the filter-search dropdown (spec 000 §2, §3)', () => {
  it('is shown only once the host wires filters', async () => {
    await renderWithMocks(<TopMenu />);
    await expect.element(page.getByRole('button', { name: 'Sort: Relevance' })).toBeVisible();
    expect(filtersButton().query()).toBeNull();
  });

  it('is one item of the toolbar: arrows reach it, and keys inside its menu stay the menu’s', async () => {
    await page.viewport(1280, 800);
    await renderWithMocks(<TopMenu views={['gallery', 'grid']} defaultFilters={[]} />);
    await expect.element(filtersButton()).toBeVisible();
    // The view switcher's last segment comes right before the filters.
    const lastView = page.getByRole('radio', { name: 'Grid' });
    (lastView.element() as HTMLElement).focus();
    await expect.poll(() => document.querySelectorAll('[role="toolbar"] [tabindex="0"]').length).toBe(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(filtersButton()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Image');
    // Home inside the menu is the menu's first item, not the toolbar's first button.
    await userEvent.keyboard('{End}{Home}');
    expect(focusedText()).toBe('Image');
    await userEvent.keyboard('{Escape}{ArrowLeft}');
    await expect.element(lastView).toHaveFocus();
  });

  it('options are menuitemcheckboxes; choosing them reports the filters and the button counts them', async () => {
    const onFiltersChange = vi.fn();
    await renderWithMocks(<TopMenu onFiltersChange={onFiltersChange} />);
    await userEvent.click(filtersButton());
    await expect.element(menu()).toBeVisible();
    await expect.element(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    // The first option has focus (WAI-ARIA menu button).
    expect(focusedText()).toBe('Image');
    await userEvent.click(option('Video'));
    expect(onFiltersChange).toHaveBeenLastCalledWith([{ filterName: 'fileFormat', options: ['video'] }]);
    // A click keeps the menu open; the option is checked and the button counts it.
    await expect.element(option('Video')).toHaveAttribute('aria-checked', 'true');
    await expect.element(filtersButton()).toHaveTextContent('Filters (1)');
    await expect.element(filtersButton()).toHaveAccessibleDescription('1 filter option active');
    await userEvent.click(option('Portrait'));
    await userEvent.click(option('Expiring soon'));
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['video'] },
      { filterName: 'orientation', options: ['portrait'] },
      { filterName: 'expirationDate', options: ['expiringSoon'] },
    ]);
    // Unchecking removes the option, and the filter with its last option.
    await userEvent.click(option('Portrait'));
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['video'] },
      { filterName: 'expirationDate', options: ['expiringSoon'] },
    ]);
    await expect.element(filtersButton()).toHaveTextContent('Filters (2)');
  });

  it('works from the keyboard: arrows, Home, End, a letter, Space, Enter, Escape', async () => {
    const onFiltersChange = vi.fn();
    await renderWithMocks(<TopMenu defaultFilters={[]} onFiltersChange={onFiltersChange} />);
    (filtersButton().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(menu()).toBeVisible();
    expect(focusedText()).toBe('Image');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Video');
    // Space toggles and keeps the menu open.
    await userEvent.keyboard(' ');
    expect(onFiltersChange).toHaveBeenLastCalledWith([{ filterName: 'fileFormat', options: ['video'] }]);
    await expect.element(menu()).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(focusedText()).toBe('Clear filters');
    await userEvent.keyboard('{Home}');
    expect(focusedText()).toBe('Image');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Clear filters');
    // A letter moves to the next item starting with it.
    await userEvent.keyboard('l');
    expect(focusedText()).toBe('Landscape');
    // Enter toggles and closes; focus is back on the button.
    await userEvent.keyboard('{Enter}');
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      { filterName: 'fileFormat', options: ['video'] },
      { filterName: 'orientation', options: ['landscape'] },
    ]);
    expect(menu().query()).toBeNull();
    await expect.element(filtersButton()).toHaveFocus();
    await expect.element(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp opens on the last item: Clear filters empties every filter and closes.
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Clear filters');
    await userEvent.keyboard('{Enter}');
    expect(onFiltersChange).toHaveBeenLastCalledWith([]);
    await expect.poll(() => filtersButton().element().textContent).toBe('Filters');
    await expect.element(filtersButton()).toHaveFocus();
    // Escape closes without a change.
    await userEvent.keyboard('{Enter}');
    await expect.element(menu()).toBeVisible();
    const calls = onFiltersChange.mock.calls.length;
    await userEvent.keyboard('{Escape}');
    expect(menu().query()).toBeNull();
    await expect.element(filtersButton()).toHaveFocus();
    expect(onFiltersChange).toHaveBeenCalledTimes(calls);
  });

  it('Clear filters is disabled with nothing active; focus leaving the menu closes it', async () => {
    await renderWithMocks(
      <div>
        <button type="button">Elsewhere</button>
        <TopMenu defaultFilters={[]} />
      </div>,
    );
    await userEvent.click(filtersButton());
    const clear = page.getByRole('menuitem', { name: 'Clear filters' });
    await expect.element(clear).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    expect(menu().query()).toBeNull();
  });

  it('controlled: shows the host’s filters and reports changes without keeping them', async () => {
    const onFiltersChange = vi.fn();
    const filters: SearchFilter[] = [{ filterName: 'fileFormat', options: ['audio', 'pdf'] }];
    await renderWithMocks(<TopMenu filters={filters} onFiltersChange={onFiltersChange} />);
    await expect.element(filtersButton()).toHaveTextContent('Filters (2)');
    await userEvent.click(filtersButton());
    await expect.element(option('Audio')).toHaveAttribute('aria-checked', 'true');
    await expect.element(option('PDF')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(option('Audio'));
    expect(onFiltersChange).toHaveBeenLastCalledWith([{ filterName: 'fileFormat', options: ['pdf'] }]);
    // The host did not take the change: the option stays as the host says.
    await expect.element(option('Audio')).toHaveAttribute('aria-checked', 'true');
  });

  it('branding and workflow filters follow the global settings (the mocks enable both)', async () => {
    const { requests } = await renderWithMocks(<TopMenu defaultFilters={[]} />);
    await userEvent.click(filtersButton());
    await expect
      .poll(groupNames)
      .toEqual(['File format', 'Orientation', 'Expiration date', 'Branding status', 'Workflow status']);
    // The statuses are GET /api/workflows' (by id).
    expect(requests.some((r) => r.method === 'GET' && r.path === '/api/workflows')).toBe(true);
    await expect.element(option('Approved')).toBeVisible();
    await expect.element(option('On brand')).toBeVisible();
  });

  it('with enableImageBrandingStatus and enableWorkflow off, neither is offered and no statuses are asked', async () => {
    const { requests } = await renderWithMocks(<TopMenu defaultFilters={[]} />, {
      handlers: [
        http.get('*/api/config/globalsettings', () =>
          HttpResponse.json({
            recognitionEnabled: false,
            enableWorkflow: false,
            enableImageBrandingStatus: false,
          }),
        ),
      ],
    });
    await expect
      .poll(() => requests.find((r) => r.path === '/api/config/globalsettings')?.answer)
      .toBeDefined();
    await userEvent.click(filtersButton());
    await expect.poll(groupNames).toEqual(['File format', 'Orientation', 'Expiration date']);
    expect(requests.some((r) => r.path === '/api/workflows')).toBe(false);
  });

  it('a chosen workflow status sends its id', async () => {
    const onFiltersChange = vi.fn();
    await renderWithMocks(<TopMenu onFiltersChange={onFiltersChange} />);
    await userEvent.click(filtersButton());
    await userEvent.click(option('In review'));
    expect(onFiltersChange).toHaveBeenLastCalledWith([{ filterName: 'workflowStatusesIds', options: ['2'] }]);
  });
});

/** The top menu's filters driving a search session (the harness lists the files). */
function FilteredSearch() {
  const [filters, setFilters] = useState<SearchFilter[]>([]);
  return (
    <div>
      <TopMenu filters={filters} onFiltersChange={setFilters} />
      <SessionHarness criteria={{ selectedFolder: 0, filters, itemsOnPage: 96 }} options={{ count: true }} />
    </div>
  );
}

describe('with a search session on the mocks', () => {
  it('choosing fileFormat video narrows the result to videos; the mocks accept every option value', async () => {
    const { requests } = await renderWithMocks(<FilteredSearch />);
    const total = () =>
      JSON.parse(page.getByRole('status', { name: 'Session state' }).element().textContent ?? '{}').total as
        | number
        | null;
    await expect.poll(total).toBeGreaterThan(0);
    const everything = total() as number;
    await userEvent.click(filtersButton());
    await userEvent.click(option('Video'));
    const videoSearches = () =>
      searchesWhere(
        requests,
        (c) => JSON.stringify(c.filters) === '[{"filterName":"fileFormat","options":["video"]}]',
      );
    await expect.poll(() => videoSearches().some((r) => r.answer !== undefined)).toBe(true);
    await expect.poll(total).toBeLessThan(everything);
    const answer = videoSearches().find((r) => r.answer)?.answer as { images: { mimeType: string }[] };
    expect(answer.images.length).toBeGreaterThan(0);
    expect(answer.images.every((image) => image.mimeType.startsWith('video/'))).toBe(true);
    // Every other option is accepted too (no error answer): tick them all.
    for (const name of ['Landscape', 'Expired', 'On brand', 'Draft']) {
      await userEvent.click(option(name));
    }
    await expect.poll(() => requests.filter((r) => r.path === '/api/search').at(-1)?.answer).toBeDefined();
    const last = requests.filter((r) => r.path === '/api/search').at(-1)?.body as {
      criteria: { filters: SearchFilter[] };
    };
    expect(last.criteria.filters).toEqual([
      { filterName: 'fileFormat', options: ['video'] },
      { filterName: 'orientation', options: ['landscape'] },
      { filterName: 'expirationDate', options: ['expired'] },
      { filterName: 'brandingStatus', options: ['onBrand'] },
      { filterName: 'workflowStatusesIds', options: ['1'] },
    ]);
  });
});
