// The adapter between Storybook and @vitrine/mocks: starts the MSW worker once (ourselves, through
// @vitrine/mocks/browser, so unhandled API requests are errors as in the app's demo mode) and, before
// each story, resets the in-memory library, the user and the error scenarios from
// `parameters.mocks`, and puts `parameters.msw.handlers` in front of the defaults.
import type { Loader } from '@storybook/react-vite';
import { applyMockParameters, type MockParameters } from '@vitrine/mocks';
import { startMockWorker } from '@vitrine/mocks/browser';
import type { HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

/** Story parameters read by {@link mockLoader}. */
export interface MockStoryParameters {
  /** User, error scenarios, seed: see @vitrine/mocks `applyMockParameters`. */
  mocks?: MockParameters;
  /** Extra handlers for one story, tried before the defaults. */
  msw?: { handlers?: HttpHandler[] };
}

let worker: Promise<SetupWorker> | undefined;

export const mockLoader: Loader = async (context) => {
  worker ??= startMockWorker({ serviceWorkerUrl: '/mockServiceWorker.js' });
  const started = await worker;
  const parameters = context.parameters as MockStoryParameters;
  started.resetHandlers();
  const extra = parameters.msw?.handlers ?? [];
  if (extra.length > 0) started.use(...extra);
  applyMockParameters(parameters.mocks ?? {});
  return {};
};
