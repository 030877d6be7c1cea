// File types: folder upload restrictions (spec 000 §5) and file-name extensions (spec 001 §5).

/**
 * spec 000 §5: an entered file type gets a leading dot. We also trim it, lower-case it (extensions
 * are compared case-insensitively), turn a `*.jpg` wildcard into `.jpg` and collapse repeated dots.
 * Returns null for an entry with nothing left.
 */
export function normalizeFileType(entry: string): string | null {
  const bare = entry.trim().toLowerCase().replace(/^\*+/, '').replace(/^\.+/, '').trim();
  return bare === '' ? null : `.${bare}`;
}

/** spec 000 §5: normalise a list of entered file types; blanks dropped, duplicates ignored (first kept). */
export function normalizeFileTypes(list: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const entry of list) {
    const type = normalizeFileType(entry);
    if (type !== null) seen.add(type);
  }
  return [...seen];
}

/** The lower-cased extension of a file name without its dot, or '' when it has none. */
export function getFileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}
