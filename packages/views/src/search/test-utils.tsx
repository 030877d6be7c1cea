// Browser tests of the search session and the selection: a real <VitrineProvider> whose client
// answers from the @vitrine/mocks handlers in the page itself (msw's getResponse, no service worker),
// with every request recorded, a minimal harness that shows a session as a scrolling list, and the
// small vocabulary the tests read like (STYLE habit 12).
import type { SearchCriteria } from '@vitrine/api-client';
import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters, type MockParameters, handlers as mockHandlers } from '@vitrine/mocks';
import { VitrineProvider, type VitrineProviderProps } from '@vitrine/ui';
import { getResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '@vitrine/ui/styles.css';
import { useInfiniteScroll } from './useInfiniteScroll';
import { type SearchSession, type UseSearchSessionOptions, useSearchSession } from './useSearchSession';

/** One request the client sent, with its JSON body when it had one. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The JSON answer, once it came (successful answers only). */
  answer?: unknown;
}

/** Options of {@link renderWithMocks}. */
export interface RenderWithMocksOptions extends MockParameters {
  /** Handlers tried before the mocks' own (one test's override). */
  handlers?: HttpHandler[];
  /** Extra provider props. */
  provider?: Partial<Omit<VitrineProviderProps, 'client' | 'children'>>;
  /** Called with each request the moment the client sends it (the log above is filled later for a body). */
  onRequest?: (request: Request) => void;
}

/** Renders `ui` in a provider served by the mocks; resolves with the screen, the request log and rerender. */
export async function renderWithMocks(ui: ReactNode, options: RenderWithMocksOptions = {}) {
  const { handlers = [], provider, onRequest, ...mocks } = options;
  applyMockParameters({ slowMs: 300, ...mocks });
  const requests: RecordedRequest[] = [];
  const all = [...handlers, ...mockHandlers];
  const client = createVitrineClient({
    fetch: async (request) => {
      onRequest?.(request);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const record: RecordedRequest = {
        method: request.method,
        path: url.pathname,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(record);
      const response = await getResponse(all, request);
      if (!response) throw new Error(`@vitrine/mocks: unhandled ${request.method} ${url.pathname}`);
      if (response.ok && response.headers.get('content-type')?.includes('json')) {
        record.answer = await response.clone().json();
      }
      return response;
    },
  });
  const wrap = (content: ReactNode) => (
    <VitrineProvider client={client} {...provider}>
      {content}
    </VitrineProvider>
  );
  const screen = await render(wrap(ui));
  return { screen, requests, client, rerender: (next: ReactNode) => screen.rerender(wrap(next)) };
}

/** The criteria of every search request sent (POST /api/search), in order. */
export function searchRequests(requests: readonly RecordedRequest[]): Required<SearchCriteria>[] {
  return requests
    .filter((request) => request.path === '/api/search')
    .map((request) => (request.body as { criteria: Required<SearchCriteria> }).criteria);
}

/** The ids of the files a recorded search answered, in order. */
export function answeredIds(request: RecordedRequest | undefined): number[] {
  const answer = request?.answer as { images?: { id: number }[] } | undefined;
  return answer?.images?.map((image) => image.id) ?? [];
}

/** The recorded search requests (POST /api/search) whose criteria match `where`. */
export function searchesWhere(
  requests: readonly RecordedRequest[],
  where: (criteria: Required<SearchCriteria>) => boolean,
): RecordedRequest[] {
  return requests.filter(
    (request) =>
      request.path === '/api/search' &&
      where((request.body as { criteria: Required<SearchCriteria> }).criteria),
  );
}

/** The criteria of every count request sent (POST /api/search/count). */
export function countRequests(requests: readonly RecordedRequest[]): Required<SearchCriteria>[] {
  return requests
    .filter((request) => request.path === '/api/search/count')
    .map((request) => (request.body as { criteria: Required<SearchCriteria> }).criteria);
}

/** What the harness hands to the test: the latest session. */
export interface SessionProbe {
  session: SearchSession | null;
}

/** Creates a probe the harness fills on every render. */
export function createProbe(): SessionProbe {
  return { session: null };
}

/** Height of one row of the harness list, px. */
export const ROW_HEIGHT = 40;
/** Height of the harness list, px. */
export const LIST_HEIGHT = 300;

/**
 * A session shown as a scrolling list (ROW_HEIGHT px rows in LIST_HEIGHT px) with infinite scroll,
 * and its state in an <output> as JSON.
 */
export function SessionHarness({
  criteria,
  options,
  probe,
}: {
  criteria: SearchCriteria;
  options?: UseSearchSessionOptions;
  probe?: SessionProbe;
}) {
  const session = useSearchSession(criteria, options);
  if (probe) probe.session = session;
  const scrollRef = useInfiniteScroll(session);
  return (
    <div>
      <output aria-label="Session state">
        {JSON.stringify({
          count: session.images.length,
          total: session.totalImages ?? null,
          pages: session.pageCount,
          loading: session.isLoading,
          loadingMore: session.isLoadingMore,
          next: session.nextPageExists,
          error: session.error ? String(session.error) : null,
          info: session.infoMessages,
          groups: session.groups?.map((group) => group.title) ?? null,
        })}
      </output>
      <ul
        ref={scrollRef}
        aria-label="Files"
        style={{ height: LIST_HEIGHT, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' }}
      >
        {session.images.map((image) => (
          <li key={image.id} data-id={image.id} style={{ height: ROW_HEIGHT, boxSizing: 'border-box' }}>
            {image.fileName}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void session.loadMore()}>
        Load more
      </button>
    </div>
  );
}

/** The state the harness shows. */
export interface HarnessState {
  count: number;
  total: number | null;
  pages: number;
  loading: boolean;
  loadingMore: boolean;
  next: boolean;
  error: string | null;
  info: string[];
  groups: string[] | null;
}

/** Reads the harness's state. */
export function harnessState(): HarnessState {
  const text = page.getByRole('status', { name: 'Session state' }).element().textContent ?? '{}';
  return JSON.parse(text) as HarnessState;
}

/** The ids of the listed files, in order. */
export function listedIds(): number[] {
  return Array.from(document.querySelectorAll<HTMLElement>('ul[aria-label="Files"] > li')).map((row) =>
    Number(row.dataset.id),
  );
}

/** Waits until the listed ids are `expected`. */
export async function expectListed(expected: number[]) {
  await expect.poll(listedIds, { timeout: 5000 }).toEqual(expected);
}

/** Waits for a toast that ends with `message` (its text starts with the spoken kind). */
export async function expectToast(message: string) {
  await expect
    .poll(
      () =>
        Array.from(document.querySelectorAll('.vt-ui__toast-message')).some((element) =>
          element.textContent?.endsWith(message),
        ),
      { timeout: 4000 },
    )
    .toBe(true);
}

/** A promise and the function that settles it (to hold an answer back until the test says so). */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
