// The shared page's calls (issue 20; spec 000 §7 "POST sharing view {restoreHash}", spec 001 §7
// "POST public export service body ids, type=1, publicHash"): opening a link as a visitor, and the
// zip of its files. The only place of the shared page that calls @vitrine/api-client.
import {
  type ApiError,
  isApiError,
  preparePublicExport,
  publicExportUrl,
  type SharedView,
  unwrap,
  type VitrineClient,
} from '@vitrine/api-client';

/** What opening a link comes to. */
export type SharedLinkOutcome =
  /** The link opened: its files and flags (the browser's session is now the link's). */
  | { kind: 'open'; view: SharedView }
  /** It has a password and none, or a wrong one, was given: the server's words. */
  | { kind: 'password'; message: string }
  /** Too many password attempts (429): wait `retryAfter` seconds when the server said. */
  | { kind: 'throttled'; retryAfter: number | null }
  /** It does not open (expired, revoked, unknown): the server's words. */
  | { kind: 'closed'; message: string }
  /** It could not be read: the server's words when it sent some, else none (the page says 'Something went wrong'). */
  | { kind: 'failed'; message: string | null };

/**
 * Opens the link `slug` as a visitor, with `password` when one is typed. Never rejects.
 */
export async function openSharedLink(
  client: VitrineClient,
  slug: string,
  password?: string,
): Promise<SharedLinkOutcome> {
  let result: Awaited<ReturnType<typeof postView>>;
  try {
    result = await postView(client, slug, password);
  } catch {
    return { kind: 'failed', message: null };
  }
  if (result.response.status === 429) {
    const seconds = Number(result.response.headers.get('Retry-After'));
    return {
      kind: 'throttled',
      retryAfter: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null,
    };
  }
  let view: SharedView;
  try {
    view = await unwrap(result);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'closed', message: error.message };
    return { kind: 'failed', message: isApiError(error) ? serverWords(error) : null };
  }
  if (view.passwordRequired) return { kind: 'password', message: view.errorMessage ?? '' };
  if (view.errorMessage) return { kind: 'closed', message: view.errorMessage };
  return { kind: 'open', view };
}

function postView(client: VitrineClient, slug: string, password?: string) {
  return client.POST('/api/sharing/view', {
    body: { restoreHash: slug, ...(password === undefined ? {} : { password }) },
  });
}

/** The server's own message of an error (responseStatus.message), or null when it sent none. */
function serverWords(error: ApiError): string | null {
  const body = error.body as { responseStatus?: { message?: unknown } } | undefined;
  const message = body?.responseStatus?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * The zip of the link's files (spec 001 §7): the token of the public export, then the address the
 * browser opens to download it (below `baseUrl`, the API's base).
 */
export async function publicZipAddress(
  client: VitrineClient,
  baseUrl: string,
  slug: string,
  ids: readonly number[],
): Promise<string> {
  const token = await preparePublicExport(client, slug, ids);
  return publicExportUrl(baseUrl, token);
}
