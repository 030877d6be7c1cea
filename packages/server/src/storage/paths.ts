// Path safety: every path the server builds from outside input is checked to stay inside its root.
// Names from clients (file names, relative paths in uploads and zips) never become paths directly.
import { isAbsolute, relative, resolve, sep } from 'node:path';

export class UnsafePathError extends Error {
  constructor(readonly attempted: string) {
    super(`refused a path outside the data directory: ${JSON.stringify(attempted)}`);
    this.name = 'UnsafePathError';
  }
}

/**
 * Joins `parts` under `root` and returns the absolute path, or throws UnsafePathError when the
 * result would leave `root` (`..`, an absolute part, a NUL byte) or would be `root` itself.
 */
export function safeJoin(root: string, ...parts: string[]): string {
  const base = resolve(root);
  for (const part of parts) {
    if (part.includes('\0') || isAbsolute(part) || /^[a-zA-Z]:/.test(part) || part.includes('\\')) {
      throw new UnsafePathError(part);
    }
  }
  const target = resolve(base, ...parts);
  const rel = relative(base, target);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw new UnsafePathError(parts.join('/'));
  }
  return target;
}

/** A SHA-256 content hash as the blob store writes it: 64 lower-case hex characters. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;

export function isContentHash(value: string): boolean {
  return CONTENT_HASH.test(value);
}
