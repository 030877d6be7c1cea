// The chunked upload protocol of spec 001 §7: a file goes up in chunks of 60,000,000 bytes
// (spec 001 §9), one after another, each a multipart POST carrying the file's name, total size,
// the chunk's index / count / offset, the upload's uniqueId and the upload flags. The last chunk's
// answer lists the stored files. Status 446 is a name conflict, not an error (spec 001 §8).
import { CHUNK_SIZE, planChunks } from '@vitrine/core';
import type { VitrineClient } from './client';
import { resolveClientOptions } from './client';
import { parseBody } from './domain/responseStatus';
import {
  type ChunkPlan,
  chunkFields,
  readChunkAnswer,
  resolveUploadFlags,
  type UploadFileResult,
  type UploadFlags,
  type UploadOutcome,
  type UploadTarget,
  uploadFailure,
  uploadPath,
} from './domain/upload';
import { isAbortError, isNetworkError } from './errors';
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
  /** The client whose base URL, fetch, headers and credentials the chunks use. */
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
}

export type { UploadFileResult, UploadFlags, UploadOutcome, UploadTarget };

/**
 * Uploads one file, chunk after chunk, and resolves with how it ended. It never rejects for an HTTP
 * status, a network failure or an abort: those are outcomes (`failed` with code 0 for no answer).
 */
export async function uploadFile(options: UploadFileOptions): Promise<UploadOutcome> {
  const { file, target, signal, onProgress } = options;
  const config =
    options.client?.config ??
    resolveClientOptions({
      ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
      ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
      ...(options.headers !== undefined ? { headers: options.headers } : {}),
      ...(options.credentials !== undefined ? { credentials: options.credentials } : {}),
    });
  const transport = options.transport ?? defaultTransport(config);
  const flags = resolveUploadFlags(options.options);
  const uniqueId = options.uniqueId ?? createUploadId();
  const relativePath = options.relativePath ?? (file.webkitRelativePath || undefined);
  const url = `${config.baseUrl}${uploadPath(target)}`;
  const chunks: ChunkPlan[] = planChunks(file.size, CHUNK_SIZE);
  const total = file.size;
  let loaded = 0;
  let reported = false;

  // Progress never goes back nor repeats itself; an empty file still gets its one event (0 of 0).
  const report = (next: number, chunk: ChunkPlan, chunkDone: boolean) => {
    if (next < loaded || (next === loaded && (reported || !chunkDone))) return;
    loaded = next;
    reported = true;
    onProgress?.({ loaded, total, chunkIndex: chunk.index, chunkCount: chunk.count });
  };

  for (const chunk of chunks) {
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
      'file',
      file.slice(chunk.offset, chunk.offset + chunk.size, file.type || 'application/octet-stream'),
      file.name,
    );

    let answer: { status: number; text: string };
    try {
      answer = await transport({
        url,
        form,
        headers: new Headers(config.headers),
        credentials: config.credentials,
        signal,
        onUploadProgress: (fraction) =>
          report(chunk.offset + Math.floor(Math.min(1, Math.max(0, fraction)) * chunk.size), chunk, false),
      });
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return { status: 'aborted' };
      if (isNetworkError(error)) return uploadFailure(0);
      throw error;
    }
    // An abort that came while the answer was on its way still ends the upload: no more progress.
    if (signal?.aborted) return { status: 'aborted' };

    const verdict = readChunkAnswer(answer.status, parseBody(answer.text));
    if ('outcome' in verdict) return verdict.outcome;
    report(chunk.offset + chunk.size, chunk, true);
    // The server's `complete` ends the upload, even before the planned last chunk.
    if (verdict.next.complete) return { status: 'done', files: verdict.next.files ?? [] };
  }
  // The last chunk was answered without `complete`: the server did not assemble the file.
  return uploadFailure(0);
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
