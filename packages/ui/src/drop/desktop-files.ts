// Files dropped from the desktop anywhere in a host (the page, a folder of a tree, the upload panel):
// the files of a drop with the path of each inside a dropped folder (`relativePath`, spec 001 §7),
// read through the entries API where the browser has it (folders), else the drop's plain file list.
// One home for the walk: @vitrine/uploader (the page's and the panel's drops) and @vitrine/tree (a
// drop on a folder row) both read drops with it, and widgets never import each other.

/** A file to upload and, for a file of a dropped folder, its path in it ('trip/day 1/a.jpg'). */
export interface DroppedFile {
  readonly file: File;
  readonly relativePath?: string;
}

/** Whether a drag carries files from outside the page (not a drag of the page's own elements). */
export function dragHasFiles(dataTransfer: DataTransfer | null): boolean {
  return dataTransfer !== null && Array.from(dataTransfer.types).includes('Files');
}

/**
 * The files of a drop, folders walked with their structure. Read the drop's items synchronously
 * (in the drop event): the DataTransfer is emptied once the event is over.
 */
export function filesFromDataTransfer(dataTransfer: DataTransfer): Promise<DroppedFile[]> {
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of Array.from(dataTransfer.items ?? [])) {
    if (item.kind !== 'file') continue;
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  if (entries.length === 0 && loose.length === 0) {
    return Promise.resolve(Array.from(dataTransfer.files, (file) => ({ file })));
  }
  return Promise.all(entries.map((entry) => walk(entry))).then((lists) => [
    ...lists.flat(),
    ...loose.map((file) => ({ file })),
  ]);
}

/** The files under one entry: a file alone has no path; a folder's files have theirs from the folder. */
async function walk(entry: FileSystemEntry): Promise<DroppedFile[]> {
  if (isFile(entry)) {
    const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
    const path = entry.fullPath.replace(/^\/+/, '');
    return [path.includes('/') ? { file, relativePath: path } : { file }];
  }
  if (isDirectory(entry)) {
    const children = await readAll(entry.createReader());
    const lists = await Promise.all(children.map((child) => walk(child)));
    // Each file's entry path names the dropped folder and the folders below it.
    return lists.flat();
  }
  return [];
}

/** A directory reader answers in batches (100 in Chromium) until an empty one. */
async function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

function isFile(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

function isDirectory(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}
