// operations: the health probes and metrics of a server (inferred; issue 16, docs/operations.md). The
// apps never call them; the mocks answer them so every operation of openapi.yml has a handler: both
// probes pass (a mock is always ready) and the metrics are an exposition with nothing in it.
import type { HttpHandler } from 'msw';
import { http, type MockContext } from './context';

export function operationsHandlers(_ctx: MockContext): HttpHandler[] {
  return [
    http.get('/healthz', ({ response }) => response(200).json({ status: 'ok' })),
    http.get('/readyz', ({ response }) => response(200).json({ status: 'ok' })),
    http.get('/metrics', ({ response }) =>
      response(200).text('# The mocks keep no metrics.\n', {
        headers: { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' },
      }),
    ),
  ];
}
