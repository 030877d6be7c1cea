// The body view in a real browser (Debian chromium) on the mocks (spec 000 §2 "Body view": ids only,
// no menu; §4 load more and infinite scroll; §8 a failed list load).
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import './body.css';
import { renderWithMocks, searchRequests } from '../search/test-utils';
import { BodyView } from './BodyView';

const MARKETING = 1;

const listedNames = () =>
  [...document.querySelectorAll<HTMLElement>('.vt-views__body-list > li')].map(
    (item) => item.querySelector('.vt-views__body-name')?.textContent,
  );

const searches = (requests: Parameters<typeof searchRequests>[0]) =>
  requests.filter((request) => request.path === '/api/search');

describe('the body view (spec 000 §2)', () => {
  it('asks ids only and lists the files by the names of the ids-only answer', async () => {
    const onOpenFile = vi.fn();
    const { requests } = await renderWithMocks(
      <div style={{ height: 600, display: 'flex', flexDirection: 'column' }}>
        <BodyView folderId={MARKETING} onOpenFile={onOpenFile} />
      </div>,
    );
    await expect.poll(() => searches(requests).some((r) => r.answer !== undefined)).toBe(true);
    const [first] = searchRequests(requests);
    expect(first?.idsOnly).toBe(true);
    expect(first?.selectedFolder).toBe(MARKETING);
    // The answer to ids only carries id, file name and extension, nothing more.
    const answer = searches(requests)[0]?.answer as { images: Record<string, unknown>[] };
    expect(answer.images.length).toBeGreaterThan(0);
    for (const image of answer.images)
      expect(Object.keys(image).sort()).toEqual(['extension', 'fileName', 'id']);
    await expect.poll(listedNames).toEqual(answer.images.map((image) => image.fileName));
    // Each thumbnail is built from the id (/Download.aspx), named by the text beside it.
    const firstImage = answer.images[0] as { id: number; fileName: string };
    const item = document.querySelector<HTMLElement>(`.vt-views__body-list > li[data-id="${firstImage.id}"]`);
    expect(item?.querySelector('img')?.getAttribute('src')).toMatch(
      new RegExp(`^/Download\\.aspx\\?id=${firstImage.id}&thumb=\\d$`),
    );
    await userEvent.click(page.getByRole('button', { name: firstImage.fileName, exact: true }));
    expect(onOpenFile).toHaveBeenCalledWith({ id: firstImage.id, fileName: firstImage.fileName });
    // No count call (ids only) and no top menu.
    expect(requests.some((r) => r.path === '/api/search/count')).toBe(false);
    expect(page.getByRole('toolbar').query()).toBeNull();
    await expect.element(page.getByRole('region', { name: 'Files' })).toHaveAttribute('data-state', 'ready');
  });

  it('loads the next page with the button and by scrolling to the bottom, ids only each time', async () => {
    const { requests } = await renderWithMocks(
      <div style={{ width: 300, height: 240, display: 'flex', flexDirection: 'column' }}>
        <BodyView criteria={{ selectedFolder: 0, itemsOnPage: 12 }} thumbnailSize={120} />
      </div>,
    );
    await expect.poll(() => listedNames().length).toBe(12);
    // The page fills more than the view, so nothing more loads until asked. The button is pressed
    // where it is (a pointer click would scroll it into view, which is infinite scroll's own trigger).
    const loadMore = page.getByRole('button', { name: 'Load more files' });
    await expect.element(loadMore).toBeInTheDocument();
    expect(listedNames()).toHaveLength(12);
    (loadMore.element() as HTMLElement).click();
    await expect.poll(() => listedNames().length).toBe(24);
    const scroller = document.querySelector<HTMLElement>('.vt-views__body-scroller') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await expect.poll(() => listedNames().length).toBeGreaterThanOrEqual(36);
    const sent = searchRequests(requests);
    expect(sent.every((criteria) => criteria.idsOnly === true)).toBe(true);
    expect(sent.map((criteria) => criteria.currentPage)).toEqual(expect.arrayContaining([1, 2, 3]));
    // Every name once: the pages were appended, not repeated.
    expect(new Set(listedNames()).size).toBe(listedNames().length);
  });

  it('no results: the no-results view with the upload shortcut', async () => {
    const onUpload = vi.fn();
    await renderWithMocks(
      <BodyView folderId={MARKETING} criteria={{ text: 'zzzz-nothing-matches-this' }} onUpload={onUpload} />,
    );
    await expect.element(page.getByText('No files found.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Upload files' }));
    expect(onUpload).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('region', { name: 'Files' })).toHaveAttribute('data-state', 'empty');
  });

  it('a failed search shows the error and tries again', async () => {
    const { requests } = await renderWithMocks(<BodyView folderId={MARKETING} />, {
      scenarios: { search: 'error-500' },
    });
    await expect.element(page.getByText('The files could not be loaded.')).toBeVisible();
    expect(
      page.getByText('The files could not be loaded.').element().closest('[role="alert"]'),
    ).not.toBeNull();
    await expect.element(page.getByRole('region', { name: 'Files' })).toHaveAttribute('data-state', 'error');
    const before = searches(requests).length;
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => searches(requests).length).toBeGreaterThan(before);
  });
});
