// The part of yazl 3.3 (a streaming zip writer by the author of yauzl) that export/zip.ts uses. yazl
// ships no types; this declaration stands in for @types/yazl (one dependency for the zip writer).
declare module 'yazl' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';

  interface EntryOptions {
    mtime?: Date;
    mode?: number;
    compress?: boolean;
    compressionLevel?: number;
    forceZip64Format?: boolean;
    forceDosTimestamp?: boolean;
    fileComment?: string | Buffer;
    /** Checked against the bytes the stream gives; needed (with compress false) for a known total size. */
    size?: number;
  }

  interface EndOptions {
    forceZip64Format?: boolean;
    comment?: string | Buffer;
  }

  class ZipFile extends EventEmitter {
    readonly outputStream: Readable;
    addReadStreamLazy(
      metadataPath: string,
      options: EntryOptions,
      getReadStream: (callback: (error: Error | null, stream?: Readable) => void) => void,
    ): void;
    addBuffer(buffer: Buffer, metadataPath: string, options?: Omit<EntryOptions, 'size'>): void;
    addEmptyDirectory(metadataPath: string, options?: { mtime?: Date; mode?: number }): void;
    /** `calculatedTotalSize` is -1 when the size cannot be known before the data is read. */
    end(options?: EndOptions, calculatedTotalSizeCallback?: (calculatedTotalSize: number) => void): void;
  }

  const yazl: { ZipFile: typeof ZipFile };
  export default yazl;
  export { ZipFile };
}
