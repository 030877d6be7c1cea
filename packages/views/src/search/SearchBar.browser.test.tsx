// The search bar driving a search session in a real browser on the mocks (spec 000 §3 text, §4: "a
// response whose criteria no longer match is discarded"): typing searches once after the pause, and
// an answer for an older text that arrives after the newer one's is never shown.
import type { ImageSummary } from '@vitrine/api-client';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import './search.css';
import { SearchBar } from './SearchBar';
import { EMPTY_SEARCH_INPUT, type SearchInput, searchInputCriteria } from './search-input';
import { renderWithMocks, searchRequests } from './test-utils';
import { useSearchSession } from './useSearchSession';

/**
 * The pause after the last key before the search: long enough that no gap between two keys typed by
 * the test reaches it on a loaded machine (at 100 ms, 'harb' and 'harbo' were searched).
 */
const PAUSE_MS = 1000;
/** The first text's answer comes this late: after the second text's, sent a pause after it. */
const LATE_MS = 4000;

function Harness() {
  const [input, setInput] = useState<SearchInput>(EMPTY_SEARCH_INPUT);
  const session = useSearchSession({ selectedFolder: 0, ...searchInputCriteria(input) }, { count: false });
  return (
    <>
      <SearchBar value={input} onChange={setInput} delay={PAUSE_MS} />
      <ul data-text={session.criteria.text}>
        {session.images.map((image) => (
          <li key={image.id}>{image.fileName}</li>
        ))}
      </ul>
    </>
  );
}

const file = (id: number, fileName: string) =>
  ({ id, fileName, extension: 'jpg' }) as unknown as ImageSummary;
const listed = () => [...document.querySelectorAll('li')].map((item) => item.textContent);

describe('SearchBar with a search session', () => {
  it('searches after the pause, and drops an older text’s answer that comes last', async () => {
    const answered: string[] = [];
    const { requests } = await renderWithMocks(<Harness />, {
      handlers: [
        http.post('*/api/search', async ({ request }) => {
          const { criteria } = (await request.clone().json()) as { criteria: { text?: string } };
          const text = criteria.text ?? '';
          // The first text answers late: after the second text's answer.
          if (text === 'harbour') await delay(LATE_MS);
          answered.push(text);
          const images =
            text === '' ? [file(1, 'all.jpg')] : [file(text === 'harbour' ? 2 : 3, `${text}.jpg`)];
          return HttpResponse.json({ images, totalImages: 1, infoMessages: [], nextPageExists: false });
        }),
      ],
    });
    await expect.poll(listed).toEqual(['all.jpg']);
    const field = page.getByRole('searchbox', { name: 'Search files' });
    await userEvent.type(field, 'harbour');
    // One search for the word, not one per letter.
    await expect
      .poll(() => searchRequests(requests).map((criteria) => criteria.text))
      .toEqual(['', 'harbour']);
    // The whole new text at once: between a clear and the first key a pause could pass, searching ''.
    await userEvent.fill(field, 'boat');
    await expect.poll(() => answered, { timeout: LATE_MS }).toContain('boat');
    await expect.poll(listed).toEqual(['boat.jpg']);
    // The older answer comes last and changes nothing.
    await expect.poll(() => answered, { timeout: 2 * LATE_MS }).toContain('harbour');
    expect(answered).toEqual(['', 'boat', 'harbour']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listed()).toEqual(['boat.jpg']);
    expect(searchRequests(requests).map((criteria) => criteria.text)).toEqual(['', 'harbour', 'boat']);
  });
});
