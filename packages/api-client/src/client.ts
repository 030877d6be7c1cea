// The typed client: openapi-fetch over the generated `paths`, with Vitrine's error handling.
//
// - An answer outside 2xx comes back as `{ error: ApiError, response }` (never a bare body, never
//   `error: undefined`: openapi-fetch itself leaves `error` undefined for an empty error body).
// - A request that gets no answer rejects with NetworkError (the middleware below).
// - An aborted request rejects with the platform's AbortError, untouched.
// `unwrap(result)` turns the result into its data or a thrown ApiError, for query functions.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { isAbortError, isApiError, isNetworkError, NetworkError, toApiError } from './errors';
import type { paths } from './generated/schema';

/** The `fetch` the client calls; openapi-fetch hands it a ready Request. */
export type FetchLike = (request: Request) => Promise<Response>;

/** Options of {@link createVitrineClient}. */
export interface VitrineClientOptions {
  /** Origin (and path prefix) of the Vitrine API; default '' = the page's own origin. */
  baseUrl?: string;
  /** A custom fetch (auth, logging); default calls `globalThis.fetch` at request time, so MSW sees it. */
  fetch?: FetchLike;
  /** Headers sent with every request. */
  headers?: HeadersInit;
  /** Cookie policy; default 'same-origin'. Use 'include' for an API on another origin with a session cookie. */
  credentials?: RequestCredentials;
}

/** The resolved options a client was made with (read by `uploadFile`). */
export interface VitrineClientConfig {
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  readonly headers: HeadersInit;
  readonly credentials: RequestCredentials;
  /** True when the host gave its own fetch: uploads then go through it rather than XMLHttpRequest. */
  readonly customFetch: boolean;
}

/** The Vitrine API client: an openapi-fetch `Client<paths>` plus the options it was made with. */
export type VitrineClient = Client<paths> & { readonly config: VitrineClientConfig };

/**
 * Calls `globalThis.fetch` when the request is made, not when the client is made: openapi-fetch
 * keeps the function it is given, and MSW (tests, Storybook, demo mode) patches the global later.
 */
const lateBoundFetch: FetchLike = (request) => globalThis.fetch(request);

/** Defaults of {@link VitrineClientOptions}, declared once (STYLE habit 2). */
export const defaultClientOptions = {
  baseUrl: '',
  fetch: lateBoundFetch,
  headers: {},
  credentials: 'same-origin',
} as const satisfies Required<VitrineClientOptions>;

/** Fills in the defaults and normalises the base URL (no trailing slash). */
export function resolveClientOptions(options: VitrineClientOptions = {}): VitrineClientConfig {
  return {
    baseUrl: (options.baseUrl ?? defaultClientOptions.baseUrl).replace(/\/+$/, ''),
    fetch: options.fetch ?? defaultClientOptions.fetch,
    headers: options.headers ?? defaultClientOptions.headers,
    credentials: options.credentials ?? defaultClientOptions.credentials,
    customFetch: options.fetch !== undefined,
  };
}

/**
 * Maps a failed fetch (no HTTP answer) to NetworkError. Cancellations stay as they are: a request
 * whose signal was aborted rethrows the signal's reason (AbortError, TimeoutError or the caller's own).
 */
export const networkErrorMiddleware: Middleware = {
  onError({ error, request }) {
    if (request.signal.aborted || isAbortError(error)) return undefined;
    if (isNetworkError(error) || isApiError(error)) return undefined;
    return new NetworkError(error);
  },
};

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Replaces a failed result's body with its ApiError; successful results pass unchanged. */
function withApiError<R extends RawResult>(result: R): R {
  if (result.response.ok) return result;
  return { error: toApiError(result.response.status, result.error), response: result.response } as R;
}

/** Creates the typed Vitrine API client. */
export function createVitrineClient(options: VitrineClientOptions = {}): VitrineClient {
  const config = resolveClientOptions(options);
  const base = createClient<paths>({
    baseUrl: config.baseUrl,
    fetch: config.fetch,
    headers: config.headers,
    credentials: config.credentials,
  });
  base.use(networkErrorMiddleware);

  // openapi-fetch's middleware may only swap Request/Response objects, so the ApiError is put in
  // the result here, around each method.
  type AnyMethod = (...args: unknown[]) => Promise<RawResult>;
  const wrapped: Record<string, unknown> = {};
  for (const method of METHODS) {
    const call = base[method] as unknown as AnyMethod;
    wrapped[method] = (...args: unknown[]) => call(...args).then(withApiError);
  }
  const request = base.request as unknown as AnyMethod;
  wrapped.request = (...args: unknown[]) => request(...args).then(withApiError);

  return Object.freeze({
    ...base,
    ...wrapped,
    use: base.use,
    eject: base.eject,
    config: Object.freeze(config),
  }) as unknown as VitrineClient;
}

/** The data type of a successful result. */
export type ResultData<R> = R extends { data: infer D; error?: never } ? D : never;

/**
 * The data of a result, or a thrown ApiError when the answer was not 2xx:
 * `const folders = await unwrap(client.GET('/api/folders/...'))`.
 */
export async function unwrap<R extends RawResult>(result: R | PromiseLike<R>): Promise<ResultData<R>> {
  const settled = await result;
  if (settled.error !== undefined || !settled.response.ok) {
    throw toApiError(settled.response.status, settled.error);
  }
  return settled.data as ResultData<R>;
}
