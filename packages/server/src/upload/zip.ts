// Zip extraction for uploads with `unzip` (spec 001 §7), with yauzl (reads the central directory,
// streams each entry, checks each entry's real size against its header). Entry names are data: they
// are decoded here (UTF-8 flag, Info-ZIP Unicode path, else CP437 as yauzl does), split into folder
// names and a file name, and an entry whose path leaves the archive ('..', an absolute path, a
// drive letter, NUL) is refused on its own, not followed: extracted bytes only ever go to the blob
// store by content hash, never to a path built from the archive.
import type { Readable } from 'node:stream';
import { MAX_FILE_SIZE, UPLOAD_COUNT_LIMITS } from '@vitrine/core';
import yauzl, { type Entry } from 'yauzl';
import { normalizeFileName, relativeFolders, UnsafeNameError } from './names';

/** Limits of one archive (a zip bomb stops at these). */
export const ZIP_LIMITS = {
  /** Entries read at most: the internal upload's file-count limit (spec 001 §9). */
  maxEntries: UPLOAD_COUNT_LIMITS.internal,
  /** One entry at most the upload maximum (spec 001 §9, 2 GiB). */
  maxEntryBytes: MAX_FILE_SIZE,
  /** All entries together at most four times the upload maximum (8 GiB). */
  maxTotalBytes: 4 * MAX_FILE_SIZE,
} as const;

export interface ZipEntryFile {
  /** Folder names from the archive's top ('photos/2024/a.jpg' → ['photos', '2024']). */
  folders: string[];
  fileName: string;
  size: number;
  /** The entry's bytes (read once). */
  open(): Promise<Readable>;
}

/** An entry that was not extracted, and why (a sentence). */
export interface SkippedEntry {
  name: string;
  reason: string;
}

export class ZipReadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ZipReadError';
  }
}

/** An error of the caller's onFile, passed through as it is. */
class CallerError extends Error {
  constructor(readonly original: unknown) {
    super('onFile failed');
  }
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** The entry's name as the archive means it (yauzl's decoding, backslashes kept to be refused or split). */
function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
}

/**
 * Reads an archive from disk and calls `onFile` for each file entry, one after another. Directories
 * are skipped (their files carry their path); symbolic links, encrypted entries, unsafe paths and
 * entries over the size limits are skipped and listed. Throws ZipReadError when the archive cannot
 * be read or goes over ZIP_LIMITS as a whole.
 */
export async function extractZip(
  path: string,
  onFile: (file: ZipEntryFile) => Promise<void>,
  limits: { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number } = ZIP_LIMITS,
): Promise<{ skipped: SkippedEntry[] }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
      autoClose: true,
    });
  } catch (error) {
    throw new ZipReadError('The zip archive cannot be read.', { cause: error });
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ZipReadError(`The zip archive has more than ${limits.maxEntries} entries.`);
  }
  const skipped: SkippedEntry[] = [];
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      if (name.endsWith('/') || name.endsWith('\\')) continue;
      const skip = (reason: string) => skipped.push({ name, reason });
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        skip('A symbolic link is not extracted.');
        continue;
      }
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        skip('An encrypted or unsupported entry is not extracted.');
        continue;
      }
      if (name.includes('\0') || name.includes('\\') || /^[a-zA-Z]:/.test(name) || name.startsWith('/')) {
        skip('The entry path is not allowed (absolute, a drive, a backslash or NUL).');
        continue;
      }
      let folders: string[];
      let fileName: string;
      try {
        folders = relativeFolders(name);
        fileName = normalizeFileName(name);
      } catch (error) {
        skip(error instanceof UnsafeNameError ? error.message : 'The entry path is not allowed.');
        continue;
      }
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        skip('The entry is larger than the upload maximum.');
        continue;
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw new ZipReadError('The zip archive expands to more than this server extracts from one upload.');
      }
      try {
        await onFile({
          folders,
          fileName,
          size: entry.uncompressedSize,
          open: () => zip.openReadStreamPromise(entry),
        });
      } catch (error) {
        throw new CallerError(error);
      }
    }
  } catch (error) {
    zip.close();
    if (error instanceof CallerError) throw error.original;
    if (error instanceof ZipReadError) throw error;
    // A corrupt entry (bad size, bad data) stops the archive; what was extracted stays.
    if (error instanceof Error && /zip|entry|size|inflat|crc|invalid/i.test(error.message)) {
      throw new ZipReadError(`The zip archive is damaged: ${error.message}`, { cause: error });
    }
    throw error;
  }
  return { skipped };
}
