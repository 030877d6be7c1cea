// Vitrine's side of the tree benchmark: FolderTree inside VitrineProvider on the large mock library.
// The client fetches from tree.bench.ts's server on 127.0.0.1, which answers through the normal mock
// handlers on the large library (in Node, like a real server: the mock's work stays off this page's
// main thread). Each request is recorded with its handler time, so the tree's own time shows.
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';
import { createVitrineClient } from '@vitrine/api-client';
import { FolderTree } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import { createRoot } from 'react-dom/client';
import { afterNextPaint, findRow, requests } from './harness';
import type { CommonApi } from './main';
import { type PageInfo, WIDE_FOLDER } from './protocol';

export interface VitrineStart {
  container: HTMLElement;
  common: CommonApi;
}

/** The handlers' time of an answer, from its Server-Timing header (tree.bench.ts sets it). */
function mockDuration(response: Response): number {
  const match = /mock;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

export async function startVitrine({ container, common }: VitrineStart): Promise<PageInfo> {
  const client = createVitrineClient({
    baseUrl: location.origin,
    // The normal fetch to tree.bench.ts's server (the mock handlers in Node), timed.
    fetch: async (request) => {
      const body = request.body === null ? '' : ` ${(await request.clone().text()).slice(0, 80)}`;
      const label = `${request.method} ${new URL(request.url).pathname}${body}`;
      const start = performance.now();
      const response = await globalThis.fetch(request);
      requests.push({ start, end: performance.now(), handlerMs: mockDuration(response), label });
      return response;
    },
  });
  window.__treeBench = { ...common };
  const mountStart = performance.now();
  createRoot(container).render(
    <VitrineProvider client={client}>
      {/* 'All' (folder id 0) open, so the top-level folders show; 600 px like the peer's tree. */}
      <FolderTree defaultOpen={[0]} height={600} />
    </VitrineProvider>,
  );
  // Mounted when the top level (answered by the mocks) is painted.
  while (!findRow(WIDE_FOLDER)) await afterNextPaint();
  return {
    side: 'vitrine',
    mountMs: performance.now() - mountStart,
    folders: null,
    libraryBuildMs: null,
    dataNodes: null,
    initiallyLoaded: 0,
  };
}
