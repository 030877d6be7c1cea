// Files dragged from the main page's view onto a folder of the tree panel (issue 15): the folder
// tree hands the drop here, and the main content, which holds the search, the selection and the file
// actions, moves them (useFileActions' moveToFolder: the 409 conflict dialog, the failed files
// selected again, spec 001 §4). The panel and the content are siblings of the page; the one main
// content of the app registers itself while it is mounted. (Files dropped on a set are added by the
// set tree itself, with its >10 confirmation, spec 001 §5.)
import type { FolderFilesDropEvent } from '@vitrine/tree';
import { useEffect, useRef } from 'react';

type FilesDropHandler = (event: FolderFilesDropEvent) => Promise<void> | void;

let current: FilesDropHandler | null = null;

/** The folder tree's onFilesDrop: hands the drop to the main content (nothing without one). */
export async function dropFilesOnFolder(event: FolderFilesDropEvent): Promise<void> {
  await current?.(event);
}

/** Registers the main content's handler of files dropped on a folder while it is mounted. */
export function useFilesDropOnFolder(handler: FilesDropHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const registered: FilesDropHandler = (event) => latest.current(event);
    current = registered;
    return () => {
      if (current === registered) current = null;
    };
  }, []);
}
