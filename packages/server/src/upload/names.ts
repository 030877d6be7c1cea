// File names and relative paths from clients (upload fields, zip entries): they are data, stored in
// the database and shown back, never used as a path on disk (files are stored by content hash). They
// are still checked, so a name is a name: one segment, no control characters, at most 255 bytes,
// Unicode NFC (so 'é' typed on macOS, NFD, and on Windows, NFC, is the same name in a folder).
import { hasControlCharacters, MAX_NAME_BYTES, validateFolderName } from '@vitrine/core';

/** A refused name or path, with a sentence the client can show (a 400 answer). */
export class UnsafeNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeNameError';
  }
}

function checkText(text: string, what: string): void {
  if (hasControlCharacters(text)) throw new UnsafeNameError(`The ${what} contains control characters.`);
}

function checkLength(name: string, what: string): void {
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw new UnsafeNameError(`The ${what} is longer than ${MAX_NAME_BYTES} bytes.`);
  }
}

/**
 * The stored name of an uploaded file: its last segment ('a/b.jpg' and 'a\b.jpg' give 'b.jpg'),
 * trimmed, NFC. Refuses control characters (NUL included), '.', '..', an empty name and one over
 * 255 bytes. Percent signs stay as typed: '%2e%2e' is a name of six characters, not '..'.
 */
export function normalizeFileName(raw: string): string {
  checkText(raw, 'file name');
  const last = raw.split(/[/\\]/).pop() ?? '';
  const name = last.trim().normalize('NFC');
  if (name === '' || name === '.' || name === '..') throw new UnsafeNameError('The file name is not valid.');
  checkLength(name, 'file name');
  return name;
}

/**
 * The folders of a relative path ('trips/2025/holiday.mp4' → ['trips', '2025']; the last segment is
 * the file itself). '/' and '\' both separate. Refuses an absolute path, a drive letter, '.' or '..'
 * segments, control characters, and folder names the folder rules refuse (spec 000 §5).
 */
export function relativeFolders(relativePath: string | undefined): string[] {
  if (relativePath === undefined || relativePath === '') return [];
  checkText(relativePath, 'relative path');
  if (/^[/\\]/.test(relativePath) || /^[a-zA-Z]:/.test(relativePath)) {
    throw new UnsafeNameError('The relative path must not be absolute.');
  }
  const segments = relativePath.split(/[/\\]/).filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new UnsafeNameError('The relative path must not contain "." or ".." segments.');
  }
  const folders = segments.slice(0, -1).map((segment) => segment.trim().normalize('NFC'));
  for (const folder of folders) {
    const validation = validateFolderName(folder);
    if (!validation.ok) throw new UnsafeNameError(validation.message);
    checkLength(folder, 'folder name');
  }
  return folders;
}

/** 'name.ext' → 'name (1).ext', 'name (2).ext'… the first not in `taken` (conflict resolution 3, spec 001 §4). */
export function copyName(fileName: string, taken: ReadonlySet<string>): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot) : '';
  for (let n = 1; ; n++) {
    const suffix = ` (${n})`;
    // Shorten the base so the copy's name stays within 255 bytes.
    let trimmedBase = base;
    while (Buffer.byteLength(`${trimmedBase}${suffix}${extension}`, 'utf8') > MAX_NAME_BYTES) {
      trimmedBase = [...trimmedBase].slice(0, -1).join('');
    }
    const candidate = `${trimmedBase}${suffix}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
