// The folder-name search box's states in a real browser (Debian chromium), on a search state given
// directly: no match is @vitrine/ui's EmptyState (issue 14: every empty state), results are a list,
// a failure is the ErrorState; the status says each for screen readers.
import type { Folder } from '@vitrine/api-client';
import '@vitrine/ui/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createPageMocks, MockedProvider } from '../logical/browser-mocks';
import { FolderSearch } from './FolderSearch';
import { folderTreeLocale } from './locale';
import type { FolderSearchState } from './useFolderSearch';
import './folder.css';

function searchState(overrides: Partial<FolderSearchState>): FolderSearchState {
  return {
    text: 'zzzz',
    setText: vi.fn(),
    sentText: 'zzzz',
    results: undefined,
    isSearching: false,
    failed: false,
    error: undefined,
    retry: vi.fn(),
    clear: vi.fn(),
    ...overrides,
  };
}

async function renderSearch(search: FolderSearchState) {
  await render(
    <MockedProvider mocks={createPageMocks()}>
      <div style={{ width: 300 }}>
        <FolderSearch search={search} locale={folderTreeLocale} onPick={vi.fn()} />
      </div>
    </MockedProvider>,
  );
  const box = document.querySelector('.vt-tree__search');
  if (!(box instanceof HTMLElement)) throw new Error('no folder search box');
  return page.elementLocator(box);
}

describe('the folder search box', () => {
  it('no match: an EmptyState says "No folders found", and so does the status', async () => {
    const box = await renderSearch(searchState({ results: [] }));
    await expect.element(box.getByRole('status')).toHaveTextContent('No folders found');
    const empty = box.element().querySelector('.vt-ui__empty-state');
    expect(empty).not.toBeNull();
    expect(empty?.getAttribute('data-size')).toBe('sm');
    expect(empty?.querySelector('.vt-ui__empty-state-title')?.textContent).toBe('No folders found');
    // The status already says it: the EmptyState is not read a second time.
    expect(empty?.getAttribute('aria-hidden')).toBe('true');
    await expect.element(page.getByText('No folders found', { exact: true }).last()).toBeVisible();
  });

  it('results or nothing asked yet: no EmptyState', async () => {
    const folder = { id: 7, name: 'Catalogue', fullPath: '/Products/Catalogue' } as unknown as Folder;
    const box = await renderSearch(searchState({ results: [folder] }));
    await expect.element(box.getByRole('button', { name: /Catalogue/ })).toBeVisible();
    expect(box.element().querySelector('.vt-ui__empty-state')).toBeNull();
  });
});
