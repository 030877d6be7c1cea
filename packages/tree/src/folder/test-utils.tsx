// Browser tests of the folder tree: a real <VitrineProvider> whose client answers from the
// @vitrine/mocks handlers in the page itself (msw's getResponse, no service worker needed), with
// every request recorded, plus the small vocabulary the tests read like (STYLE habit 12).
import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters, type MockParameters, handlers as mockHandlers } from '@vitrine/mocks';
import { VitrineProvider, type VitrineProviderProps } from '@vitrine/ui';
import { getResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '@vitrine/ui/styles.css';
import '../styles.css';

/** One request the client sent, with its JSON body when it had one. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Options of {@link renderWithMocks}. */
export interface RenderWithMocksOptions extends MockParameters {
  /** Handlers tried before the mocks' own (one story's or test's override). */
  handlers?: HttpHandler[];
  /** Extra provider props. */
  provider?: Partial<Omit<VitrineProviderProps, 'client' | 'children'>>;
}

/** Renders `ui` in a provider served by the mocks; resolves with the screen and the request log. */
export async function renderWithMocks(ui: ReactNode, options: RenderWithMocksOptions = {}) {
  const { handlers = [], provider, ...mocks } = options;
  applyMockParameters({ slowMs: 300, ...mocks });
  const requests: RecordedRequest[] = [];
  const all = [...handlers, ...mockHandlers];
  const client = createVitrineClient({
    fetch: async (request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: url.pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      const response = await getResponse(all, request);
      if (!response) throw new Error(`@vitrine/mocks: unhandled ${request.method} ${url.pathname}`);
      return response;
    },
  });
  const screen = await render(
    <VitrineProvider client={client} {...provider}>
      <div style={{ height: 480, width: 360, display: 'flex', flexDirection: 'column' }}>{ui}</div>
    </VitrineProvider>,
  );
  return { screen, requests };
}

/** The requests sent to a path. */
export function requestsTo(requests: readonly RecordedRequest[], path: string): RecordedRequest[] {
  return requests.filter((request) => request.path === path);
}

/** A row of the folder tree by its name. */
export function folderRow(name: string) {
  return page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem', { name, exact: true });
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

/** The element with keyboard focus is the row named `name`. */
export async function expectFocusOn(name: string) {
  await expect.element(folderRow(name)).toHaveFocus();
}
