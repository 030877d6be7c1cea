// The names of a zip export's entries (spec 000 §7 keepFoldersStructure). Folder and file names are
// data written by users: each becomes one safe path segment (NFC; no slash, backslash or control
// character; never '.' or '..'), so every entry stays inside the folder it is extracted to, whatever
// the unzip program. keepFoldersStructure puts a file under its folder's path from the library's top
// ("Marketing/Campaigns/a.jpg"); without it every file is at the top. Two entries of one path (case
// aside: Windows and macOS file systems ignore case) are made unique as "name (2).jpg".

/** One path segment from a user's name: never empty, never a separator or a parent reference. */
export function safeSegment(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return '_';
  return cleaned;
}

/** "photo.jpg", 2 → "photo (2).jpg"; "README", 3 → "README (3)"; ".hidden", 2 → ".hidden (2)". */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return `${name} (${n})`;
  return `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
}

/** What an entry is made from: the file's name and, with the folder structure, its folder names. */
export interface EntrySource {
  fileName: string;
  /** Folder names from the library's top down to the file's folder ([] for a flat export). */
  folders: readonly string[];
}

/**
 * The entry path of each source, in order: segments made safe, and a path met before (or one that is
 * the directory of another entry) numbered until it is free.
 */
export function zipEntryPaths(sources: readonly EntrySource[]): string[] {
  const key = (path: string) => path.toLowerCase();
  const directories = new Set<string>();
  const dirs = sources.map((source) => source.folders.map(safeSegment));
  for (const segments of dirs) {
    for (let i = 1; i <= segments.length; i++) directories.add(key(segments.slice(0, i).join('/')));
  }
  const taken = new Set<string>();
  // The next number to try for a path already met (many files of one name stay linear).
  const nextNumber = new Map<string, number>();
  return sources.map((source, index) => {
    const prefix = (dirs[index] ?? []).map((s) => `${s}/`).join('');
    const name = safeSegment(source.fileName);
    const wanted = `${prefix}${name}`;
    let path = wanted;
    let n = nextNumber.get(key(wanted)) ?? 2;
    while (taken.has(key(path)) || directories.has(key(path))) {
      path = `${prefix}${numberedName(name, n)}`;
      n++;
    }
    nextNumber.set(key(wanted), n);
    taken.add(key(path));
    return path;
  });
}
