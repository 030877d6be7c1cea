// @vitrine/mocks/node: an MSW server for vitest (node). Unhandled requests are errors.
import type { HttpHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { handlers as defaultHandlers } from './index';

export interface SetupMockServerOptions {
  /** Handlers to use instead of the defaults (e.g. createHandlers(db)). */
  handlers?: HttpHandler[];
  /** Start listening at once (default true). */
  listen?: boolean;
}

/**
 * Creates (and by default starts) an MSW server with the mock handlers. Call `server.close()` after
 * the tests and `server.resetHandlers()` after each test that used `server.use(...)`.
 */
export function setupMockServer(options: SetupMockServerOptions = {}): SetupServer {
  const server = setupServer(...(options.handlers ?? defaultHandlers));
  if (options.listen !== false) server.listen({ onUnhandledRequest: 'error' });
  return server;
}
