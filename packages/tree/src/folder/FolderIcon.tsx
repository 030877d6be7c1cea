// The icons of the folder tree's rows: lucide icons from @vitrine/ui's one icon set (issue 14).
import { IconFolder, IconFolderOpen, IconLibrary } from '@vitrine/ui';

/** A closed or open folder. */
export function FolderIcon({ open }: { open: boolean }) {
  return open ? <IconFolderOpen aria-hidden="true" /> : <IconFolder aria-hidden="true" />;
}

/** 'All' (every file of the library): a library, not a document. */
export function AllFilesIcon() {
  return <IconLibrary aria-hidden="true" />;
}
