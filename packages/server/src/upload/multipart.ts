// Reading one chunk's multipart body (spec 001 §7) as a stream with @fastify/busboy: the text fields,
// then the file part (api-client's UPLOAD_WIRE names them), never held in memory. The client sends the fields first (api-client
// chunkFields), so `beforeFile` sees them when the file part begins: it may refuse the chunk (a name
// conflict, a type not allowed; the bytes are then read and dropped) or take the part's bytes itself
// (the upload writes them straight to the file at their offset). Otherwise the part is written to a
// temporary file under the uploads directory for the caller.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { UPLOAD_WIRE } from '@vitrine/api-client';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../domain/errors';
import { safeJoin } from '../storage/paths';

/** Limits of one chunk's body besides the file size (a chunk is small text plus one file part). */
export const MULTIPART_LIMITS = {
  /** Bytes of one text field (a relative path of 255-byte names fits easily). */
  fieldSize: 64 * 1024,
  fields: 40,
  files: 1,
  parts: 41,
} as const;

/** Takes the file part's bytes (they stop with an HttpError 413 past the size limit). */
export type FileSink<T> = (bytes: Readable) => Promise<T>;

export interface ParsedChunkBody<T> {
  fields: Record<string, string>;
  /** The file part on disk (the caller removes it), when no sink took it. */
  file: { path: string; size: number } | null;
  /** What the sink answered, when one took the file part. */
  taken: { result: T } | null;
}

export interface ParseOptions<T> {
  /** Where an untaken file part is written (a temporary name in it). */
  spoolDir: string;
  /** The most bytes the file part may have; more answers 413 with `tooLargeMessage`. */
  maxFileBytes: number;
  tooLargeMessage: string;
  /**
   * Runs when the file part begins, with the fields read so far. Throwing refuses the chunk; a sink
   * returned takes the bytes; undefined lets them be spooled to a file.
   */
  beforeFile?: (fields: Readonly<Record<string, string>>) => Promise<FileSink<T> | undefined>;
}

/** Parses the body of a multipart request; throws HttpError (400, 413, or what beforeFile or the sink threw). */
export async function parseChunkBody<T>(
  request: FastifyRequest,
  options: ParseOptions<T>,
): Promise<ParsedChunkBody<T>> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new HttpError(400, 'An upload chunk must be sent as multipart/form-data.');
  }
  await mkdir(options.spoolDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: { path: string; size: number } | null = null;
  let taken: { result: T } | null = null;
  let refusal: unknown;
  const work: Promise<void>[] = [];
  /** The file parts being read: destroyed when the request is cut off, so their readers settle. */
  const parts = new Set<Readable>();

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { ...request.headers, 'content-type': contentType },
      limits: { ...MULTIPART_LIMITS, fileSize: options.maxFileBytes },
    });
  } catch {
    throw new HttpError(400, 'The upload chunk is not a valid multipart body.');
  }

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated) {
      refusal ??= new HttpError(400, `The field ${name.slice(0, 40)} is too long.`);
      return;
    }
    fields[name] = value;
  });

  parser.on('file', (name, stream) => {
    if (name !== UPLOAD_WIRE.file || file !== null || taken !== null || refusal !== undefined) {
      stream.resume();
      return;
    }
    // Past the limit busboy stops the part's bytes and ends it: the chunk is refused with 413 once
    // the body is read (whatever the reader made of the cut bytes is dropped). Destroying the part
    // instead left busboy waiting for its end (the request never answered) and, when the limit came
    // before the reader was attached, threw the error as an uncaught exception.
    stream.on('limit', () => {
      refusal ??= new HttpError(413, options.tooLargeMessage);
    });
    parts.add(stream);
    stream.once('close', () => parts.delete(stream));
    // The error a cut-off request destroys the part with reaches its reader through the read; a part
    // nobody reads (refused, or its sink not attached yet) must not throw it as an uncaught error.
    stream.on('error', () => undefined);
    work.push(
      (async () => {
        let sink: FileSink<T> | undefined;
        try {
          sink = await options.beforeFile?.({ ...fields });
        } catch (error) {
          refusal ??= error;
          stream.resume();
          return;
        }
        if (sink) {
          try {
            taken = { result: await sink(stream) };
          } catch (error) {
            refusal ??= error;
            stream.resume();
          }
          return;
        }
        const path = safeJoin(options.spoolDir, `incoming-${randomBytes(12).toString('hex')}`);
        const target = createWriteStream(path, { flags: 'wx' });
        try {
          await pipeline(stream, target);
          file = { path, size: target.bytesWritten };
        } catch (error) {
          await rm(path, { force: true });
          refusal ??= error;
        }
      })(),
    );
  });

  const removeSpool = async () => {
    const spooled = file as { path: string } | null;
    if (spooled) await rm(spooled.path, { force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('finish', resolve);
      parser.on('error', reject);
      request.raw.on('error', reject);
      request.raw.on('aborted', () => reject(new HttpError(400, 'The upload chunk was cut off.')));
      // A connection dropped mid-body (issue 19: the client sends the chunk again) may close without
      // 'aborted'.
      request.raw.on('close', () => {
        if (!request.raw.complete) reject(new HttpError(400, 'The upload chunk was cut off.'));
      });
      request.raw.pipe(parser);
    });
    await Promise.all(work);
  } catch (error) {
    // The parser stopped: a part it was feeding never ends by itself, and its reader (a chunk being
    // written, which a completion of the same upload waits for) would wait for ever.
    request.raw.unpipe(parser);
    for (const part of parts) part.destroy(new HttpError(400, 'The upload chunk was cut off.'));
    await Promise.allSettled(work);
    await removeSpool();
    if (refusal !== undefined) throw refusal;
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The upload chunk is not a valid multipart body.');
  }
  if (refusal !== undefined) {
    await removeSpool();
    throw refusal;
  }
  return { fields, file, taken };
}
