// The chunked upload protocol of spec 001 §7: a file goes up in chunks of 60,000,000 bytes
// (spec 001 §9), each a multipart POST carrying the file's name, total size, the chunk's index /
// count / offset, the upload's uniqueId and the upload flags. The answer that completes the upload
// lists the stored files. Status 446 is a name conflict, not an error (spec 001 §8).
//
// Chunks in flight (issue 19, throughput): files go up one after another (spec 001 §4 "Uploads run
// sequentially" is about files), but up to `concurrency` chunks of one file (default 2, 1..4) are in
// flight at once, so the wait for one chunk's answer overlaps the next chunk's bytes. The server and
// the mocks take chunks in any order; whichever request registers the last missing index completes
// the upload and answers `complete`, and the upload is done when any answer says so. Chunk 0 always
// goes alone first: its answer may refuse the whole file (446 name conflict, a type or size refusal,
// a quota) and then no second 60 MB chunk was sent for nothing. A definitive failure of one chunk
// (not retryable, or out of retries) cancels the others in flight and is the outcome. Every chunk
// answered without `complete` (possible when two were registered at once) sends the last chunk once
// more: the server then completes, or answers what it kept. `concurrency: 1` is the old order, one
// chunk after another. At most `concurrency` chunk bodies (a slice of the file each) exist at once.
//
// Two opt-in behaviours make an upload survive a bad network (issue 19; the uploader's engine turns
// both on): `retry` sends a chunk again after a 429, a 503 or no answer at all, with a capped
// exponential backoff and jitter (a Retry-After answer sets the least wait), always with the same
// uniqueId and chunk index, so the server replaces the chunk instead of starting a second file; and
// `resume` asks the server first which chunks of this uniqueId it already holds
// (`GET /api/upload/received`, getUploadReceived) and sends only the missing ones, in any gaps.
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
  type ChunkVerdict,
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
  /**
   * Bytes of the file sent so far (never decreases): the chunks answered, plus what went of each chunk
   * in flight.
   */
  loaded: number;
  /** The file's size. */
  total: number;
  /** The chunk whose bytes or answer moved the progress (0-based); with chunks in flight together, any of them. */
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
  /** Aborting stops the upload: the chunks in flight are cancelled and no further chunk is sent. */
  signal?: AbortSignal;
  /**
   * Chunks of this file in flight at once (issue 19): default 2, bounded to 1..4 (a whole number); 1
   * sends one chunk after another. Chunk 0 always goes alone first.
   */
  concurrency?: number;
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

/** How one chunk's sending ended: the server's answer read, or aborted (the upload's signal, or another chunk ended the upload). */
type ChunkResult = { verdict: ChunkVerdict } | 'aborted';

/**
 * Uploads one file in chunks and resolves with how it ended. It never rejects for an HTTP status, a
 * network failure or an abort: those are outcomes (`failed` with code 0 for no answer).
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
  // Chunks in flight: default 2, a whole number from 1 to 4 (anything else the default).
  const concurrency = Math.min(4, Math.max(1, Math.floor(options.concurrency ?? 2))) || 2;
  const retryPolicy: UploadRetryPolicy | null =
    options.retry === true ? {} : options.retry ? options.retry : null;
  const retries = retryPolicy ? (retryPolicy.retries ?? DEFAULT_UPLOAD_RETRY.retries) : 0;
  let loaded = 0;
  let reported = false;
  // How the upload ended, once one chunk's answer (or the signal) decided it: nothing is reported after.
  let outcome: UploadOutcome | undefined;

  // Progress never goes back nor repeats itself; an empty file still gets its one event (0 of 0).
  const report = (next: number, chunk: ChunkPlan, chunkDone: boolean) => {
    if (outcome !== undefined || signal?.aborted) return;
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
  // The chunks done (held by the server before, or answered now), their bytes, and the bytes sent so
  // far of each chunk in flight (the most any of its tries got to).
  const answered = new Set(chunks.filter((chunk) => !toSend.includes(chunk)).map((chunk) => chunk.index));
  let done = chunks.reduce((sum, chunk) => (answered.has(chunk.index) ? sum + chunk.size : sum), 0);
  const inFlight = new Map<number, number>();
  const sent = () => {
    let sum = done;
    for (const bytes of inFlight.values()) sum += bytes;
    return Math.min(total, sum);
  };
  if (options.resume) {
    options.onResume?.({ skippedBytes: done, skippedChunks: [...answered].sort((a, b) => a - b) });
  }
  const firstToSend = toSend[0];
  if (done > 0 && firstToSend) report(done, firstToSend, true);

  // Every chunk's request carries this signal: the upload's, and aborted too when one chunk's answer
  // ends the upload (a definitive failure, or `complete`), which cancels the others in flight.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  if (signal?.aborted) return { status: 'aborted' };
  signal?.addEventListener('abort', onAbort, { once: true });
  const end = (how: UploadOutcome) => {
    if (outcome !== undefined) return;
    outcome = how;
    stop.abort();
  };

  /** Sends one chunk (again after a 429, a 503 or no answer, when asked) and reads its answer. */
  const sendChunk = async (chunk: ChunkPlan): Promise<ChunkResult> => {
    // The chunk's body, alive only while it is being sent (at most `concurrency` at once).
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
    inFlight.set(chunk.index, inFlight.get(chunk.index) ?? 0);

    // The call's fetch: the transport sends the form to the URL and with the headers of the request
    // the middleware may have replaced (its Content-Type is dropped: the transport writes its own
    // multipart boundary).
    const send = async (request: Request): Promise<Response> => {
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
        signal: stop.signal,
        onUploadProgress: (fraction) => {
          const bytes = Math.floor(Math.min(1, Math.max(0, fraction)) * chunk.size);
          if (!inFlight.has(chunk.index) || bytes <= (inFlight.get(chunk.index) ?? 0)) return;
          inFlight.set(chunk.index, bytes);
          report(sent(), chunk, false);
        },
      });
      return toResponse(answer);
    };

    let answer: { status: number; body: unknown };
    // The same chunk (same uniqueId, same index) again after a 429, a 503 or no answer, when asked.
    for (let attempt = 0; ; attempt += 1) {
      if (stop.signal.aborted) return 'aborted';
      let retryAfter: string | undefined;
      try {
        const result = await (client.request as unknown as LooseRequest)('post', call.schemaPath, {
          params: { path: call.path },
          body: form,
          bodySerializer: (body: unknown) => body,
          parseAs: 'text',
          fetch: send,
          // Only then: openapi-fetch checks a middleware's new Request against this class.
          ...(relativeOutsideDocument(config.baseUrl) ? { Request: ChunkRequest } : {}),
          signal: stop.signal,
        });
        answer = { status: result.response.status, body: bodyOf(result) };
        retryAfter = result.response.headers.get('retry-after') ?? undefined;
      } catch (error) {
        if (stop.signal.aborted || isAbortError(error)) return 'aborted';
        if (!isNetworkError(error)) throw error;
        answer = { status: 0, body: undefined };
      }
      // An abort that came while the answer was on its way still ends the upload: no more progress.
      if (stop.signal.aborted) return 'aborted';
      if (!retryPolicy || attempt >= retries || !RETRYABLE_CHUNK_STATUSES.includes(answer.status)) break;
      const delayMs = retryDelay(attempt + 1, retryPolicy, retryAfter);
      options.onRetry?.({ chunkIndex: chunk.index, attempt: attempt + 1, status: answer.status, delayMs });
      if (!(await wait(delayMs, stop.signal))) return 'aborted';
    }
    return {
      verdict:
        answer.status === 0 ? { outcome: uploadFailure(0) } : readChunkAnswer(answer.status, answer.body),
    };
  };

  /** Sends one chunk and applies its answer: counted as done, or the end of the upload. */
  const run = async (chunk: ChunkPlan): Promise<void> => {
    if (outcome !== undefined) return;
    let result: ChunkResult;
    try {
      result = await sendChunk(chunk);
    } catch (error) {
      // Not an HTTP answer nor a network failure (a bug, or a middleware that threw): the other
      // chunks in flight are cancelled and the error goes to the caller, as before.
      stop.abort();
      throw error;
    }
    if (outcome !== undefined) return;
    if (result === 'aborted' || signal?.aborted) {
      end({ status: 'aborted' });
      return;
    }
    const { verdict } = result;
    if ('outcome' in verdict) {
      end(verdict.outcome);
      return;
    }
    inFlight.delete(chunk.index);
    if (!answered.has(chunk.index)) {
      answered.add(chunk.index);
      done += chunk.size;
    }
    report(sent(), chunk, true);
    // The server's `complete` ends the upload, whichever chunk it answers.
    if (verdict.next.complete) end({ status: 'done', files: verdict.next.files ?? [] });
  };

  try {
    // Chunk 0 goes alone: its answer may refuse the whole file (446 name conflict, type, size, quota)
    // before a second chunk's bytes are on the way.
    let queue = toSend;
    const first = toSend[0];
    if (first?.index === 0) {
      await run(first);
      queue = toSend.slice(1);
    }
    // Then up to `concurrency` chunks in flight, each taking the next chunk when its answer came.
    let next = 0;
    const lanes = Math.min(concurrency, queue.length);
    const lane = async () => {
      for (;;) {
        const chunk = queue[next];
        if (outcome !== undefined || chunk === undefined) return;
        next += 1;
        await run(chunk);
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
    // Every chunk answered and none said `complete`: with chunks in flight together, each may have
    // been registered before the other (a race the server settles by its stored state): the last
    // chunk sent again once gets the completion, or the kept answer. One at a time, an answer
    // without `complete` to the last chunk means the server did not assemble the file.
    if (outcome === undefined && lanes > 1) {
      const last = chunks[chunks.length - 1];
      if (last !== undefined) await run(last);
    }
    return outcome ?? uploadFailure(0);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
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
