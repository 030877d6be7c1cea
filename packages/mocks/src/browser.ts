// @vitrine/mocks/browser: an MSW service worker for Storybook and the reference app's demo mode.
// Unhandled API requests are errors; the page's own assets (scripts, styles, fonts) pass through.
import type { HttpHandler } from 'msw';
import { type SetupWorker, type StartOptions, setupWorker } from 'msw/browser';
import { handlers as defaultHandlers } from './index';

export interface StartMockWorkerOptions {
  /** Handlers to use instead of the defaults. */
  handlers?: HttpHandler[];
  /** URL of mockServiceWorker.js (default '/mockServiceWorker.js'). */
  serviceWorkerUrl?: string;
  /** Print each handled request (default false). */
  quiet?: boolean;
}

/** Paths that belong to the Vitrine API: an unhandled one is an error, anything else is bypassed. */
const API_PATH = /^\/(api\/|download\.aspx|thumbnails\.asmx\/)/i;

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  const worker = setupWorker(...(options.handlers ?? defaultHandlers));
  const start: StartOptions = {
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      if (API_PATH.test(new URL(request.url).pathname)) {
        print.error();
        throw new Error(`@vitrine/mocks: unhandled request ${request.method} ${request.url}`);
      }
    },
  };
  await worker.start(start);
  return worker;
}
