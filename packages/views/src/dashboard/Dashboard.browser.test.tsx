// <Dashboard> and <DisabledDashboard> in a real browser (Debian chromium) on the mocks (spec 000
// §2): the library's counts and the most recently added files (a search sorted by Added,
// descending; the spec gives the dashboard no content of its own), opening a file, the empty and
// error states, and the disabled-dashboard template.
import { handlers as mockHandlers, setScenario } from '@vitrine/mocks';
import { getResponse, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { answeredIds, type RecordedRequest, renderWithMocks } from '../search/test-utils';
import { Dashboard } from './Dashboard';
import { DisabledDashboard } from './DisabledDashboard';

type Criteria = { sortOption: number; sortOrderOption: number; selectedFolder: number; itemsOnPage: number };
const criteriaOf = (request: RecordedRequest) =>
  (request.body as { criteria: Criteria & { filters: { filterName: string; options: string[] }[] } })
    .criteria;

/** The mocks' own answer to a request (to change one field of it). */
async function fetchFromMocks(request: Request): Promise<Response> {
  const response = await getResponse(mockHandlers, request.clone());
  if (!response) throw new Error('unhandled');
  return response;
}

const recentNames = () =>
  Array.from(document.querySelectorAll('.vt-views__dashboard-name')).map((element) => element.textContent);

describe('the dashboard (spec 000 §2)', () => {
  it('shows the counts of the library and its most recently added files, newest first', async () => {
    const { requests } = await renderWithMocks(<Dashboard />, { slowMs: 0 });
    const region = page.getByRole('region', { name: 'Dashboard' });
    await expect.element(region.getByRole('heading', { name: 'Recently added' })).toBeVisible();

    const search = requests.find((request) => request.path === '/api/search' && request.answer);
    expect(search && criteriaOf(search)).toMatchObject({
      selectedFolder: 0,
      sortOption: 1,
      sortOrderOption: 2,
      itemsOnPage: 12,
    });
    const answer = search?.answer as { images: { fileName: string }[] };
    expect(recentNames()).toEqual(answer.images.map((image) => image.fileName));
    expect(answeredIds(search)).toHaveLength(12);

    // Each kind counted with the fileFormat filter; the total from the search's count.
    const counts = requests.filter((request) => request.path === '/api/search/count');
    const byKind = new Map(
      counts.map((request) => [
        criteriaOf(request).filters[0]?.options[0] ?? 'all',
        (request.answer as { totalImages: number } | undefined)?.totalImages,
      ]),
    );
    expect([...byKind.keys()].sort()).toEqual(['all', 'audio', 'image', 'pdf', 'video']);
    const countText = (kind: string) =>
      document.querySelector(`.vt-views__dashboard-count[data-kind="${kind}"] dd`)?.textContent;
    await expect.poll(() => countText('all')).toBe(`${byKind.get('all')} files`);
    for (const kind of ['image', 'video', 'audio', 'pdf'])
      expect(countText(kind)).toBe(String(byKind.get(kind)));
    expect(Number(byKind.get('image'))).toBeGreaterThan(0);
  });

  it('a recent file opens the viewer through onOpen', async () => {
    const onOpen = vi.fn();
    const { requests } = await renderWithMocks(<Dashboard onOpen={onOpen} />, { slowMs: 0 });
    await expect.element(page.getByRole('heading', { name: 'Recently added' })).toBeVisible();
    const search = requests.find((request) => request.path === '/api/search' && request.answer);
    const answer = search?.answer as
      | { images: { id: number; fileName: string; previewExternalUrl?: string }[] }
      | undefined;
    const images = answer?.images ?? [];
    const inViewer = images.find((image) => !image.previewExternalUrl);
    expect(inViewer).toBeDefined();
    await page
      .getByRole('button', { name: inViewer?.fileName ?? '', exact: false })
      .first()
      .click();
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: inViewer?.id }));
  });

  it('a file with an external preview URL opens it in a new tab instead (spec 000 §2)', async () => {
    const onOpen = vi.fn();
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderWithMocks(<Dashboard onOpen={onOpen} />, {
      slowMs: 0,
      handlers: [
        http.post('*/api/search', async ({ request }) => {
          const answer = await (await fetchFromMocks(request)).json();
          answer.images[0].previewExternalUrl = 'https://example.com/preview/1';
          return HttpResponse.json(answer);
        }),
      ],
    });
    await expect.poll(() => document.querySelector('.vt-views__dashboard-open')).not.toBeNull();
    document.querySelector<HTMLButtonElement>('.vt-views__dashboard-open')?.click();
    expect(opened).toHaveBeenCalledWith('https://example.com/preview/1', '_blank', 'noopener,noreferrer');
    expect(onOpen).not.toHaveBeenCalled();
    opened.mockRestore();
  });

  it('an empty library: "No files yet."', async () => {
    await renderWithMocks(<Dashboard />, {
      slowMs: 0,
      handlers: [
        http.post('*/api/search', () =>
          HttpResponse.json({ images: [], totalImages: 0, infoMessages: [], nextPageExists: false }),
        ),
        http.post('*/api/search/count', () => HttpResponse.json({ totalImages: 0, infoMessages: [] })),
      ],
    });
    await expect.element(page.getByText('No files yet.')).toBeVisible();
    expect(document.querySelector('.vt-views__dashboard-recent')).toBeNull();
  });

  it("under the host's own heading (labelledBy): named by it, no title of its own, its sections h2 (issue 15)", async () => {
    await renderWithMocks(
      <>
        <h1 id="page-heading">Dashboard</h1>
        <Dashboard labelledBy="page-heading" />
      </>,
      { slowMs: 0 },
    );
    const region = page.getByRole('region', { name: 'Dashboard' });
    await expect.element(region.getByRole('heading', { name: 'Recently added', level: 2 })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Dashboard' }).all()).toHaveLength(1);
    expect(region.getByRole('heading', { name: 'Your library', level: 2 }).query()).not.toBeNull();
  });

  it('a failed load: the error state, and Try again loads it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithMocks(<Dashboard />, { slowMs: 0, scenarios: { search: 'error-500' } });
    const region = page.getByRole('region', { name: 'Dashboard' });
    await expect.element(region.getByText('The dashboard could not be loaded.')).toBeVisible();
    setScenario('search', null);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: 'Recently added' })).toBeVisible();
    warn.mockRestore();
  });
});

describe('the disabled-dashboard template (spec 000 §2)', () => {
  it('says the dashboard is off and offers all files when the host can show them', async () => {
    const onShowAllFiles = vi.fn();
    await renderWithMocks(<DisabledDashboard onShowAllFiles={onShowAllFiles} />);
    const region = page.getByRole('region', { name: 'Dashboard' });
    await expect.element(region).toBeVisible();
    expect(region.element().textContent).toContain(
      'The dashboard is turned off. Choose a folder, a set or a logical view to see its files.',
    );
    await region.getByRole('button', { name: 'Show all files' }).click();
    expect(onShowAllFiles).toHaveBeenCalledOnce();
  });

  it('without onShowAllFiles there is no button', async () => {
    await renderWithMocks(<DisabledDashboard />);
    await expect.element(page.getByRole('region', { name: 'Dashboard' })).toBeVisible();
    expect(document.querySelector('.vt-views__dashboard-button')).toBeNull();
  });
});
