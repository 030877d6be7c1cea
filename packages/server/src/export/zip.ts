// A zip of originals, streamed (spec 000 §7 type 1). yazl writes the archive as it is read: one
// original's blob stream is open at a time (opened when its entry's turn comes), piped with
// backpressure, so memory stays flat whatever the selection's size (a few hundred bytes of metadata
// per entry are held until the central directory is written). Entries are stored, not deflated:
// originals are mostly compressed media already, and stored entries with known sizes give the
// archive's exact size before the first byte (Content-Length). ZIP64 is used where needed (> 4 GiB).
/// <reference path="./yazl.d.ts" />
// (The reference brings yazl's declaration into any program that reaches this file: the root one too.)
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { BlobStore } from '../storage/blob-store';

/** One original in the archive. */
export interface ZipEntry {
  /** The entry's path (export/names.ts: safe segments, unique). */
  path: string;
  /** The blob of the original. */
  hash: string;
  /** The blob's size in bytes (checked while streaming). */
  size: number;
  mtime: Date;
}

export interface ZipStream {
  stream: Readable;
  /** The archive's exact size in bytes. */
  size: number;
}

/**
 * The archive of `entries`, as a stream and its size. A failure while streaming (a blob gone
 * meanwhile) destroys the stream, so the download ends broken rather than with a wrong file; a
 * client that leaves closes the blob stream in progress.
 */
export function zipStream(blobs: BlobStore, entries: readonly ZipEntry[]): Promise<ZipStream> {
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  let current: Readable | undefined;
  let closed = false;
  const fail = (error: Error) => {
    closed = true;
    current?.destroy();
    output.destroy(error);
  };
  zip.on('error', fail);
  output.on('close', () => {
    closed = true;
    current?.destroy();
  });
  for (const entry of entries) {
    zip.addReadStreamLazy(
      entry.path,
      { compress: false, size: entry.size, mtime: entry.mtime, mode: 0o100644 },
      (callback) => {
        if (closed) return;
        blobs.stream(entry.hash).then(
          (stream) => {
            current = stream;
            callback(null, stream);
          },
          (error: Error) => callback(error),
        );
      },
    );
  }
  zip.outputStream.pipe(output);
  return new Promise((resolve, reject) => {
    zip.end({}, (size) => {
      if (size < 0) reject(new Error('the zip size could not be known before streaming'));
      else resolve({ stream: output, size });
    });
  });
}
