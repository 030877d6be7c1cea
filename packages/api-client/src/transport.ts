// How one upload chunk travels. The upload runner is one code path; only the last step, sending a
// multipart body and reading the answer, has two implementations:
// - XMLHttpRequest (browsers): reports bytes sent within a chunk (xhr.upload progress events).
// - fetch (Node, or a host's custom fetch): fetch has no upload progress, so progress moves once
//   per chunk, when its answer arrives.
import { isAbortError, NetworkError } from './errors';

/** One chunk to send. */
export interface ChunkRequest {
  /** Absolute or page-relative URL. */
  url: string;
  /** The multipart body: text fields then the `file` part. */
  form: FormData;
  headers: Headers;
  credentials: RequestCredentials;
  signal?: AbortSignal | undefined;
  /** Called with the share (0..1) of this chunk's body sent so far, where the platform can tell. */
  onUploadProgress?: ((sentFraction: number) => void) | undefined;
}

/** The server's answer to one chunk. */
export interface ChunkResponse {
  status: number;
  text: string;
  /** The answer's Retry-After header, when it had one (a 429 or 503 asking the client to wait). */
  retryAfter?: string | undefined;
}

/**
 * Sends one chunk and resolves with the HTTP answer, whatever its status. Rejects with NetworkError
 * when no answer came, and with an AbortError when `signal` aborted.
 */
export type ChunkTransport = (request: ChunkRequest) => Promise<ChunkResponse>;

/** A transport over `fetch` (progress per chunk only). */
export function fetchTransport(
  fetchFn: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): ChunkTransport {
  return async ({ url, form, headers, credentials, signal }) => {
    let response: Response;
    try {
      response = await fetchFn(
        new Request(url, { method: 'POST', body: form, headers, credentials, ...(signal ? { signal } : {}) }),
      );
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      throw error instanceof NetworkError ? error : new NetworkError(error);
    }
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    return { status: response.status, text, ...(retryAfter !== undefined ? { retryAfter } : {}) };
  };
}

/** The part of XMLHttpRequest the transport uses (lets tests pass a stand-in). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  /** Optional in stand-ins: the transport reads Retry-After with it where it exists. */
  getResponseHeader?(name: string): string | null;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

/** A transport over XMLHttpRequest, reporting bytes sent within each chunk. */
export function xhrTransport(
  Xhr: new () => XhrLike = globalThis.XMLHttpRequest as unknown as new () => XhrLike,
): ChunkTransport {
  return ({ url, form, headers, credentials, signal, onUploadProgress }) =>
    new Promise<ChunkResponse>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = new Xhr();
      const onAbortSignal = () => xhr.abort();
      const settle = (finish: () => void) => {
        signal?.removeEventListener('abort', onAbortSignal);
        finish();
      };
      xhr.open('POST', url);
      // XMLHttpRequest always sends same-origin cookies; it can only add cross-origin ones.
      xhr.withCredentials = credentials === 'include';
      headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
      };
      xhr.onload = () =>
        settle(() => {
          if (xhr.status === 0) reject(new NetworkError());
          else {
            const retryAfter = xhr.getResponseHeader?.('retry-after') ?? undefined;
            resolve({
              status: xhr.status,
              text: xhr.responseText,
              ...(retryAfter !== undefined ? { retryAfter } : {}),
            });
          }
        });
      xhr.onerror = () => settle(() => reject(new NetworkError()));
      xhr.ontimeout = () => settle(() => reject(new NetworkError()));
      xhr.onabort = () => settle(() => reject(signal ? abortReason(signal) : abortError()));
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      xhr.send(form);
    });
}

function abortError(): Error {
  return new DOMException('The upload was aborted.', 'AbortError');
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? abortError();
}

/**
 * The transport a client's uploads use: XMLHttpRequest where it exists (byte progress), unless the
 * host gave its own fetch, which must then see every request.
 */
export function defaultTransport(config: {
  fetch: (request: Request) => Promise<Response>;
  customFetch: boolean;
}): ChunkTransport {
  if (!config.customFetch && typeof globalThis.XMLHttpRequest === 'function') return xhrTransport();
  return fetchTransport(config.fetch);
}
