// The chunked upload protocol of spec 001 §7: a file goes up in chunks of 60,000,000 bytes
// (spec 001 §9), one after another, each a multipart POST carrying the file's name, total size,
// the chunk's index / count / offset, the upload's uniqueId and the upload flags. The last chunk's
// answer lists the stored files. Status 446 is a name conflict, not an error (spec 001 §8).
//
// Two opt-in behaviours make an upload survive a bad network (issue 19; the uploader's engine turns
// both on): `retry` sends a chunk again after a 429, a 503 or no answer at all, with a capped
// exponential backoff and jitter (a Retry-After answer sets the least wait), always with the same
// uniqueId and chunk index, so the server replaces the chunk instead of starting a second file; and
// `resume` asks the server first which chunks of this uniqueId it already holds
// (`GET /api/upload/received`, getUploadReceived) and sends only the missing ones.
//
// Each chunk is a call of the client (`client.request`), so the middleware the app registered with
// `client.use` runs for it exactly as for any other call (onRequest, onResponse, onError; issue 5: a
// 401 during an upload reaches the app's session middleware). Only the sending is the upload's own:
// the call's `fetch` is the chunk transport (XMLHttpRequest for byte progress, or fetch).
import { CHUNK_SIZE, planChunks } from '@vitrine/core';
import { createVitrineClient, type VitrineClient } from './client';
import { parseBody } from './domain/responseStatus';
import {
  type ChunkPlan,
  chunkFields,
  readChunkAnswer,
  resolveUploadFlags,
  UPLOAD_WIRE,
  type UploadFileResult,
  type UploadFlags,
  type UploadOutcome,
  type UploadTarget,
  uploadFailure,
} from './domain/upload';
import { isAbortError, isApiError, isNetworkError, NetworkError } from './errors';
import type { paths } from './generated/schema';
import { type ChunkTransport, defaultTransport } from './transport';

/** A file to upload: a browser `File`, or any Blob given a name. */
export type UploadableFile = Blob & { readonly name: string; readonly webkitRelativePath?: string };

/** Progress of one file's upload, in bytes of the file. */
export interface UploadProgress {
  /** Bytes of the file sent so far (never decreases). */
  loaded: number;
  /** The file's size. */
  total: number;
  /** The chunk being sent (0-based). */
  chunkIndex: number;
  chunkCount: number;
}

/** Options of {@link uploadFile}. */
export interface UploadFileOptions {
  /**
   * The client whose base URL, fetch, headers and credentials the chunks use; each chunk is one of its
   * calls, so its middleware (`client.use`) sees every chunk's request and answer.
   */
  client?: VitrineClient;
  /** Without `client`: the API origin; default '' (same origin). */
  baseUrl?: string;
  /** Without `client`: the fetch to use (then progress is per chunk). */
  fetch?: (request: Request) => Promise<Response>;
  /** Without `client`: headers sent with every chunk. */
  headers?: HeadersInit;
  /** Without `client`: cookie policy; default 'same-origin'. */
  credentials?: RequestCredentials;
  /** Where the file goes. */
  target: UploadTarget;
  /** The file. */
  file: UploadableFile;
  /** Upload flags; any left out are false. */
  options?: Partial<UploadFlags>;
  /** Path of the file inside a dropped folder; default the file's `webkitRelativePath` when it has one. */
  relativePath?: string;
  /** Id of this upload, the same on all its chunks; default a new random UUID. */
  uniqueId?: string;
  /** Aborting stops the upload: the chunk in flight is cancelled and no further chunk is sent. */
  signal?: AbortSignal;
  /** Called as bytes go up: within a chunk where the transport can tell (XMLHttpRequest), else per chunk. */
  onProgress?: (progress: UploadProgress) => void;
  /** How chunks travel; default XMLHttpRequest in browsers, fetch elsewhere or with a custom fetch. */
  transport?: ChunkTransport;
  /**
   * Send a chunk again after a 429, a 503 or no answer (true: {@link DEFAULT_UPLOAD_RETRY}); default
   * false: the first such answer ends the upload.
   */
  retry?: boolean | UploadRetryPolicy;
  /** Called before each chunk sent again (after its wait was chosen, before waiting). */
  onRetry?: (retry: UploadRetryEvent) => void;
  /**
   * Ask the server which chunks of `uniqueId` it holds already (getUploadReceived) and send only the
   * others; default false. Any target: a folder, a public page, or the file a new version replaces.
   */
  resume?: boolean;
  /** With `resume`: called once the server said what it holds, before any chunk is sent. */
  onResume?: (resumed: { skippedBytes: number; skippedChunks: number[] }) => void;
}

/** How chunks are sent again (see {@link UploadFileOptions.retry}). */
export interface UploadRetryPolicy {
  /** Attempts after the first, per chunk; default 8. */
  retries?: number;
  /** The first wait; each next one doubles, up to `maxDelayMs`; default 500 ms. */
  baseDelayMs?: number;
  /** The longest wait (a Retry-After may ask for longer, up to 5 minutes); default 30 s. */
  maxDelayMs?: number;
  /** The jitter's random source, 0 ≤ x < 1; default Math.random. */
  random?: () => number;
}

/** The defaults of {@link UploadRetryPolicy}. */
export const DEFAULT_UPLOAD_RETRY = { retries: 8, baseDelayMs: 500, maxDelayMs: 30_000 } as const;

/** The longest Retry-After honoured. */
const MAX_RETRY_AFTER_MS = 5 * 60 * 1000;

/** The statuses a chunk is sent again after: too many requests, service unavailable, no answer. */
export const RETRYABLE_CHUNK_STATUSES: readonly number[] = [0, 429, 503];

/** One chunk about to be sent again. */
export interface UploadRetryEvent {
  chunkIndex: number;
  /** 1 for the first retry of this chunk. */
  attempt: number;
  /** What the last try got (0: no answer). */
  status: number;
  /** How long the upload waits before sending it again. */
  delayMs: number;
}

/**
 * The wait before retry `attempt` (1-based): half of the capped exponential step, plus a random part
 * of the other half (so many clients told to wait do not come back at once); at least what the
 * server's Retry-After asked (seconds or an HTTP date), up to 5 minutes.
 */
export function retryDelay(
  attempt: number,
  policy: UploadRetryPolicy = {},
  retryAfter?: string,
  now: number = Date.now(),
): number {
  const base = policy.baseDelayMs ?? DEFAULT_UPLOAD_RETRY.baseDelayMs;
  const max = policy.maxDelayMs ?? DEFAULT_UPLOAD_RETRY.maxDelayMs;
  const random = policy.random ?? Math.random;
  const step = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  const jittered = step / 2 + random() * (step / 2);
  const asked = parseRetryAfter(retryAfter, now);
  return Math.round(asked === undefined ? jittered : Math.max(jittered, Math.min(asked, MAX_RETRY_AFTER_MS)));
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What getUploadReceived answers (server-contract of issue 19). */
export interface UploadReceived {
  uniqueId: string;
  chunkCount: number | null;
  received: number[];
}

/**
 * Asks the server which chunks of `uniqueId` it holds for this target (GET /api/upload/received).
 * Any failure (an older server, no answer) reads as nothing received: the upload then sends every chunk.
 */
export async function getUploadReceived(
  client: VitrineClient,
  target: UploadTarget,
  uniqueId: string,
  signal?: AbortSignal,
): Promise<UploadReceived> {
  const nothing: UploadReceived = { uniqueId, chunkCount: null, received: [] };
  const query: Record<string, string> =
    target.kind === 'folder'
      ? { uniqueId, folderId: String(target.folderId) }
      : target.kind === 'overwrite'
        ? { uniqueId, imageId: String(target.imageId) }
        : { uniqueId, publicHash: target.publicHash };
  try {
    const result = await (client.request as unknown as LooseRequest)('get', '/api/upload/received', {
      params: { query },
      ...(signal ? { signal } : {}),
    });
    if (result.error !== undefined || typeof result.data !== 'object' || result.data === null) return nothing;
    const { chunkCount, received } = result.data as Record<string, unknown>;
    if (!Array.isArray(received)) return nothing;
    return {
      uniqueId,
      chunkCount: typeof chunkCount === 'number' ? chunkCount : null,
      received: received.filter((index): index is number => Number.isSafeInteger(index) && index >= 0),
    };
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw error;
    return nothing;
  }
}

export type { UploadFileResult, UploadFlags, UploadOutcome, UploadTarget };

/**
 * Uploads one file, chunk after chunk, and resolves with how it ended. It never rejects for an HTTP
 * status, a network failure or an abort: those are outcomes (`failed` with code 0 for no answer).
 */
export async function uploadFile(options: UploadFileOptions): Promise<UploadOutcome> {
  const { file, target, signal, onProgress } = options;
  const client =
    options.client ??
    createVitrineClient({
      ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
      ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
      ...(options.headers !== undefined ? { headers: options.headers } : {}),
      ...(options.credentials !== undefined ? { credentials: options.credentials } : {}),
    });
  const config = client.config;
  const transport = options.transport ?? defaultTransport(config);
  const flags = resolveUploadFlags(options.options);
  const uniqueId = options.uniqueId ?? createUploadId();
  const relativePath = options.relativePath ?? (file.webkitRelativePath || undefined);
  const call = uploadCall(target);
  const chunks: ChunkPlan[] = planChunks(file.size, CHUNK_SIZE);
  const total = file.size;
  const retryPolicy: UploadRetryPolicy | null =
    options.retry === true ? {} : options.retry ? options.retry : null;
  const retries = retryPolicy ? (retryPolicy.retries ?? DEFAULT_UPLOAD_RETRY.retries) : 0;
  let loaded = 0;
  let reported = false;

  // Progress never goes back nor repeats itself; an empty file still gets its one event (0 of 0).
  const report = (next: number, chunk: ChunkPlan, chunkDone: boolean) => {
    if (next < loaded || (next === loaded && (reported || !chunkDone))) return;
    loaded = next;
    reported = true;
    onProgress?.({ loaded, total, chunkIndex: chunk.index, chunkCount: chunk.count });
  };

  // Resume: the chunks the server holds already are not sent again (their bytes count as sent). The
  // last chunk is always sent when every chunk is there: its answer is the upload's (the server keeps
  // a completed upload's answer for a chunk sent again).
  let toSend = chunks;
  if (options.resume) {
    let held: UploadReceived;
    try {
      held = await getUploadReceived(client, target, uniqueId, signal);
    } catch {
      return { status: 'aborted' };
    }
    if (held.chunkCount === null || held.chunkCount === chunks.length) {
      const have = new Set(held.received);
      const missing = chunks.filter((chunk) => !have.has(chunk.index));
      toSend = missing.length > 0 ? missing : chunks.slice(-1);
    }
  }
  // Bytes of the chunks done (held by the server before, or answered now).
  let done = chunks.reduce((sum, chunk) => (toSend.includes(chunk) ? sum : sum + chunk.size), 0);
  if (options.resume) {
    options.onResume?.({
      skippedBytes: done,
      skippedChunks: chunks.filter((chunk) => !toSend.includes(chunk)).map((chunk) => chunk.index),
    });
  }
  const firstToSend = toSend[0];
  if (done > 0 && firstToSend) report(done, firstToSend, true);

  for (const chunk of toSend) {
    if (signal?.aborted) return { status: 'aborted' };
    const form = new FormData();
    for (const [name, value] of chunkFields({
      fileName: file.name,
      fileSize: total,
      chunk,
      uniqueId,
      relativePath,
      flags,
    })) {
      form.append(name, value);
    }
    form.append(
      UPLOAD_WIRE.file,
      file.slice(chunk.offset, chunk.offset + chunk.size, file.type || 'application/octet-stream'),
      file.name,
    );
    const before = done;

    // The call's fetch: the transport sends the form to the URL and with the headers of the request
    // the middleware may have replaced (its Content-Type is dropped: the transport writes its own
    // multipart boundary).
    const sendChunk = async (request: Request): Promise<Response> => {
      // Copied entry by entry (`new Headers(request.headers)` came out empty under MSW in Node).
      const headers = new Headers();
      request.headers.forEach((value, name) => {
        if (name !== 'content-type') headers.append(name, value);
      });
      const answer = await transport({
        url: chunkUrl(request),
        form,
        headers,
        credentials: config.credentials,
        signal,
        onUploadProgress: (fraction) =>
          report(before + Math.floor(Math.min(1, Math.max(0, fraction)) * chunk.size), chunk, false),
      });
      return toResponse(answer);
    };

    let answer: { status: number; body: unknown };
    // The same chunk (same uniqueId, same index) again after a 429, a 503 or no answer, when asked.
    for (let attempt = 0; ; attempt += 1) {
      let retryAfter: string | undefined;
      try {
        const result = await (client.request as unknown as LooseRequest)('post', call.schemaPath, {
          params: { path: call.path },
          body: form,
          bodySerializer: (body: unknown) => body,
          parseAs: 'text',
          fetch: sendChunk,
          // Only then: openapi-fetch checks a middleware's new Request against this class.
          ...(relativeOutsideDocument(config.baseUrl) ? { Request: ChunkRequest } : {}),
          ...(signal ? { signal } : {}),
        });
        answer = { status: result.response.status, body: bodyOf(result) };
        retryAfter = result.response.headers.get('retry-after') ?? undefined;
      } catch (error) {
        if (signal?.aborted || isAbortError(error)) return { status: 'aborted' };
        if (!isNetworkError(error)) throw error;
        answer = { status: 0, body: undefined };
      }
      // An abort that came while the answer was on its way still ends the upload: no more progress.
      if (signal?.aborted) return { status: 'aborted' };
      if (!retryPolicy || attempt >= retries || !RETRYABLE_CHUNK_STATUSES.includes(answer.status)) break;
      const delayMs = retryDelay(attempt + 1, retryPolicy, retryAfter);
      options.onRetry?.({ chunkIndex: chunk.index, attempt: attempt + 1, status: answer.status, delayMs });
      if (!(await wait(delayMs, signal))) return { status: 'aborted' };
    }

    if (answer.status === 0) return uploadFailure(0);
    const verdict = readChunkAnswer(answer.status, answer.body);
    if ('outcome' in verdict) return verdict.outcome;
    done += chunk.size;
    report(done, chunk, true);
    // The server's `complete` ends the upload, even before the planned last chunk.
    if (verdict.next.complete) return { status: 'done', files: verdict.next.files ?? [] };
  }
  // The last chunk was answered without `complete`: the server did not assemble the file.
  return uploadFailure(0);
}

/** Waits `ms`; false when `signal` aborted first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `client.request` without the generated types (the multipart body is built here). */
type LooseRequest = (
  method: 'post' | 'get',
  schemaPath: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The upload operations' paths, as openapi.yml has them (a path renamed there fails the typecheck). */
type UploadSchemaPath = keyof paths &
  ('/api/upload/{folderId}' | '/api/upload/overwrite/{imageId}' | '/api/upload/public/{publicHash}');

/** The openapi.yml path of a target's upload operation and its path parameter (what middleware sees as `schemaPath` and `params`). */
function uploadCall(target: UploadTarget): { schemaPath: UploadSchemaPath; path: Record<string, string> } {
  switch (target.kind) {
    case 'folder':
      return {
        schemaPath: '/api/upload/{folderId}',
        path: { [UPLOAD_WIRE.pathParams.folder]: String(target.folderId) },
      };
    case 'overwrite':
      return {
        schemaPath: '/api/upload/overwrite/{imageId}',
        path: { [UPLOAD_WIRE.pathParams.overwrite]: String(target.imageId) },
      };
    case 'public':
      return {
        schemaPath: '/api/upload/public/{publicHash}',
        path: { [UPLOAD_WIRE.pathParams.public]: target.publicHash },
      };
  }
}

/**
 * Where a relative chunk URL is resolved when there is no document to resolve it against (Node with
 * a custom transport): a Request needs an absolute URL, the transport gets the relative one back.
 * In a browser a relative URL resolves against the page, as any call's.
 */
const NO_DOCUMENT_ORIGIN = 'http://no-document.invalid';

function relativeOutsideDocument(url: string): boolean {
  return globalThis.location === undefined && !URL.canParse(url);
}

class ChunkRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(
      typeof input === 'string' && relativeOutsideDocument(input) ? `${NO_DOCUMENT_ORIGIN}${input}` : input,
      init,
    );
  }
}

function chunkUrl(request: Request): string {
  return request.url.startsWith(`${NO_DOCUMENT_ORIGIN}/`)
    ? request.url.slice(NO_DOCUMENT_ORIGIN.length)
    : request.url;
}

/** Statuses a Response may not carry a body with (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** A transport's answer as a Response, so the middleware's onResponse gets the real status and body. */
function toResponse(answer: { status: number; text: string; retryAfter?: string | undefined }): Response {
  // A Response only holds 200..599; anything else is no usable HTTP answer.
  if (answer.status < 200 || answer.status > 599) throw new NetworkError();
  const body = NULL_BODY_STATUSES.has(answer.status) || answer.text === '' ? null : answer.text;
  return new Response(body, {
    status: answer.status,
    ...(answer.retryAfter !== undefined ? { headers: { 'retry-after': answer.retryAfter } } : {}),
  });
}

/** The answer's parsed body: the text of a 2xx (parseAs 'text'), the ApiError's body otherwise. */
function bodyOf(result: { data?: unknown; error?: unknown }): unknown {
  if (result.error !== undefined) return isApiError(result.error) ? result.error.body : result.error;
  return typeof result.data === 'string' ? parseBody(result.data) : result.data;
}

/** A random id for one file's upload: crypto.randomUUID, which exists only in secure contexts, else a v4 UUID from getRandomValues. */
export function createUploadId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
