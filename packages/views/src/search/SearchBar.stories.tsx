// The search bar (spec 000 §3: text, boolean mode, date range, minimum rating) on the mocks, over all
// files: the results under it come from useSearchSession with the bar's criteria, so each story shows
// what a search sends and what it finds. Empty and failed searches show the no-results view and the
// error state. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { setScenario } from '@vitrine/mocks';
import { ErrorState, useLocaleFormat } from '@vitrine/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import './search.css';
import { useBodyViewLocale } from '../body/locale';
import { useViewsLocale } from '../locale';
import { NoResults } from '../top-menu/TopMenu';
import { SearchBar, type SearchBarProps } from './SearchBar';
import { EMPTY_SEARCH_INPUT, type SearchInput, searchInputCriteria } from './search-input';
import { useSearchSession } from './useSearchSession';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Gallery, SearchBar, EMPTY_SEARCH_INPUT, searchInputCriteria, useSearchCriteria, useSearchSession } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function LibrarySearch({ selection }) {
  const [input, setInput] = useState(EMPTY_SEARCH_INPUT);
  const criteria = useSearchCriteria({ selection, criteria: searchInputCriteria(input) });
  const session = useSearchSession(criteria);
  return (
    <>
      <header><SearchBar value={input} onChange={setInput} /></header>
      <Gallery images={session.images} groups={session.groups} hasMore={session.nextPageExists} onLoadMore={session.loadMore} />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <LibrarySearch selection={{ kind: 'folder', id: 0 }} />
</VitrineProvider>`;

/**
 * What the story's page shows: the bar and the files its search finds (names only). The bar's input
 * starts at the story's `value` and lives here; every change also reaches the story's `onChange` spy.
 */
function SearchDemo(props: SearchBarProps) {
  const { value, onChange, ...bar } = props;
  const [input, setInput] = useState<SearchInput>(value);
  const session = useSearchSession({ selectedFolder: 0, itemsOnPage: 12, ...searchInputCriteria(input) });
  const locale = useViewsLocale();
  const format = useLocaleFormat();
  const words = useBodyViewLocale();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 560 }}>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <SearchBar
          {...bar}
          value={input}
          onChange={(next) => {
            setInput(next);
            onChange(next);
          }}
        />
      </header>
      <main aria-busy={session.isLoading} data-state={session.isLoading ? 'loading' : 'ready'}>
        {session.error ? (
          <ErrorState
            message={words.loadFailed}
            error={session.error}
            retryLabel={words.retry}
            onRetry={() => void session.refetch()}
          />
        ) : !session.isLoading && session.images.length === 0 ? (
          <NoResults target={null} />
        ) : (
          <>
            <p data-total={session.totalImages}>
              {session.totalImages === undefined
                ? ''
                : format.plural(locale.search.results, session.totalImages)}
            </p>
            <ul className="story-results">
              {session.images.map((image) => (
                <li key={image.id}>{image.fileName}</li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}

const meta = {
  title: 'views/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: { value: EMPTY_SEARCH_INPUT, onChange: fn(), delay: 150, today: '2018-08-15' },
  parameters: { layout: 'fullscreen' },
  render: (args) => <SearchDemo {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('.story-results > li')].map((item) => item.textContent);
const totalOf = (canvasElement: HTMLElement) =>
  Number(canvasElement.querySelector<HTMLElement>('[data-total]')?.dataset.total);

/** Typing searches after a pause (one search for the whole word), and Escape empties the field. */
export const AsYouType: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(results(canvasElement).length).toBe(12));
    const all = totalOf(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search files' });
    await expect(canvas.getByRole('search', { name: 'Search' })).toContainElement(field);
    await userEvent.type(field, 'landscape');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'landscape' }));
    await waitFor(() => expect(totalOf(canvasElement)).toBeLessThan(all));
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ text: '' }));
    await waitFor(() => expect(totalOf(canvasElement)).toBe(all));
  },
};

/** Boolean mode: chosen in the options, its syntax shown and describing the field; the search says so. */
export const BooleanMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = canvas.getByRole('button', { name: 'Search options' });
    await userEvent.click(options);
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    const mode = canvas.getByRole('radiogroup', { name: 'Search mode' });
    await userEvent.click(within(mode).getByRole('radio', { name: 'Boolean search' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ booleanMode: true }));
    await expect(canvas.getByText('Boolean syntax')).toBeVisible();
    await expect(canvas.getByText('harbour OR boat')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Search files' });
    await expect(field).toHaveAttribute('placeholder', 'Boolean expression…');
    await expect(field).toHaveAccessibleDescription(/harbour boat/);
    await userEvent.type(field, 'landscape -night{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'landscape -night', booleanMode: true }),
    );
    // Escape in the options closes them and gives focus back to their button.
    await userEvent.click(within(mode).getByRole('radio', { name: 'Boolean search' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Search options' })).toBeNull();
    await expect(options).toHaveFocus();
  },
};

/** The date range: typed as yyyy-mm-dd or picked in a calendar whose weeks start on Sunday. */
export const DateRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search options' }));
    const range = canvas.getByRole('group', { name: 'Date taken' });
    const from = within(range).getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '2018-02-30{Enter}');
    await expect(from).toHaveAccessibleDescription('Enter a date as yyyy-mm-dd.');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(from);
    await userEvent.type(from, '2018-08-01{Enter}');
    await expect(from).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dateFrom: '2018-08-01' }));

    // The To calendar opens on today (2018-08-15, a Wednesday), weeks from Sunday.
    await userEvent.click(within(range).getByRole('button', { name: 'Choose date: To' }));
    const calendar = canvas.getByRole('dialog', { name: 'Choose date: To' });
    await expect(within(calendar).getByText('August 2018')).toBeVisible();
    const headers = within(calendar).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('abbr', 'Sunday');
    await expect(headers[6]).toHaveAttribute('abbr', 'Saturday');
    const today = within(calendar).getByRole('button', { name: 'Wednesday, August 15, 2018' });
    await expect(today).toHaveFocus();
    await expect(today).toHaveAttribute('aria-current', 'date');
    // End: Saturday the 18th; Page Down: a month on; Enter picks.
    await userEvent.keyboard('{End}');
    await expect(within(calendar).getByRole('button', { name: 'Saturday, August 18, 2018' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(within(calendar).getByText('September 2018')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(within(range).getByRole('textbox', { name: 'To' })).toHaveValue('2018-09-18');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dateFrom: '2018-08-01', dateTo: '2018-09-18' }),
    );
    await expect(within(range).getByRole('button', { name: 'Choose date: To' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Search options, 2 set' })).toBeVisible();
  },
};

/** The minimum rating: any, or 1 to 5 stars or more. */
export const MinimumRating: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search options' }));
    const rating = canvas.getByRole('combobox', { name: 'Minimum rating' });
    await expect(
      within(rating)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any rating',
      '1 star or more',
      '2 stars or more',
      '3 stars or more',
      '4 stars or more',
      '5 stars or more',
    ]);
    await userEvent.selectOptions(rating, '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ minRating: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ minRating: 0, text: '' }));
  },
};

/** hideStarRating (a global setting): no minimum rating. */
export const StarRatingHidden: Story = {
  args: { hideStarRating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search options' }));
    await expect(canvas.getByRole('group', { name: 'Date taken' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Minimum rating' })).toBeNull();
  },
};

/** A narrow window: a search button unfolds the field; Escape in the empty field folds it back. */
export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Search files' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const field = canvas.getByRole('searchbox', { name: 'Search files' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Search files' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Search files' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close search' }));
    await expect(canvas.getByRole('button', { name: 'Search files' })).toHaveFocus();
  },
};

/** Nothing matches the text: the no-results view. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search files' }),
      'zzzz-nothing-matches{Enter}',
    );
    await waitFor(() => expect(canvas.getByText('No files found.')).toBeVisible());
  },
};

/** The search fails (error 500): the error state; Try again searches again. */
export const SearchFails: Story = {
  parameters: { mocks: { scenarios: { search: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The files could not be loaded.');
    setScenario('search', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(results(canvasElement).length).toBe(12), { timeout: 5000 });
  },
};
