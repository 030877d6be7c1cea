// useSearchCriteria in a real provider on the mocks: web settings (a stored page size above 1000
// reads as 96, spec 000 §5), the selection (spec 000 §4), a search-query route parameter (sort 5,
// order 2, spec 000 §4) and hideStarRating (spec 000 §3).
import { currentDb } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithMocks } from './test-utils';
import { type UseSearchCriteriaOptions, useSearchCriteria } from './useSearchCriteria';

function CriteriaProbe(props: UseSearchCriteriaOptions) {
  const criteria = useSearchCriteria(props);
  return <output aria-label="Criteria">{JSON.stringify(criteria)}</output>;
}

const criteriaShown = () =>
  JSON.parse(page.getByRole('status', { name: 'Criteria' }).element().textContent ?? '{}') as Record<
    string,
    unknown
  >;

describe('useSearchCriteria', () => {
  it('layers web settings, the host fields, the selection and the route search query', async () => {
    await renderWithMocks(
      <CriteriaProbe
        selection={{ kind: 'collection', id: 2 }}
        criteria={{ minRating: 3, filters: [{ filterName: 'orientation', options: ['portrait'] }] }}
      />,
      {
        provider: {
          webSettings: {
            persistence: 'none',
            values: { pageSize: 2000, sortOption: 3, sortOrderOption: 2, groupResults: true },
          },
        },
      },
    );
    await expect.poll(criteriaShown).toMatchObject({
      itemsOnPage: 96, // spec 000 §5: a stored size above 1000 resets to 96
      sortOption: 3,
      sortOrderOption: 2,
      groupResults: true,
      selectedSet: 'g2',
      selectedFolder: null,
      minRating: 3,
      filters: [{ filterName: 'orientation', options: ['portrait'] }],
    });
  });

  it('a search-query route parameter forces sort 5 and order 2 over the web settings', async () => {
    await renderWithMocks(<CriteriaProbe selection={{ kind: 'all' }} searchQuery="lighthouse" />, {
      provider: { webSettings: { persistence: 'none', values: { sortOption: 3, sortOrderOption: 1 } } },
    });
    await expect.poll(criteriaShown).toMatchObject({
      text: 'lighthouse',
      sortOption: 5,
      sortOrderOption: 2,
      selectedFolder: 0,
    });
  });

  it('drops the minimum rating when the star rating is hidden', async () => {
    await renderWithMocks(<CriteriaProbe criteria={{ minRating: 4 }} />, {
      provider: { webSettings: { persistence: 'none' } },
      handlers: [
        http.get('*/api/config/globalsettings', () =>
          HttpResponse.json({ ...currentDb().globalSettings, hideStarRating: true }),
        ),
      ],
    });
    await expect.poll(criteriaShown).toMatchObject({ minRating: 0 });
  });

  it('keeps the minimum rating while the star rating shows', async () => {
    const { requests } = await renderWithMocks(<CriteriaProbe criteria={{ minRating: 4 }} />, {
      provider: { webSettings: { persistence: 'none' } },
      handlers: [
        http.get('*/api/config/globalsettings', () =>
          HttpResponse.json({ ...currentDb().globalSettings, hideStarRating: false }),
        ),
      ],
    });
    await expect
      .poll(() => requests.find((r) => r.path === '/api/config/globalsettings')?.answer)
      .toBeDefined();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(criteriaShown()).toMatchObject({ minRating: 4 });
  });
});
