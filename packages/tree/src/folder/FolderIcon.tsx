// The folder icon of the folder tree rows, in SVG (docs/development.md: no font glyphs).

/** A closed or open folder. */
export function FolderIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable={false}>
      {open ? (
        <path
          d="M2 5.5A1.5 1.5 0 0 1 3.5 4h4l1.6 1.8h7.4A1.5 1.5 0 0 1 18 7.3V8H5.2a1.5 1.5 0 0 0-1.4 1l-1.8 5.6z M3.6 16l2.2-6.5h13.1L16.7 16z"
          fill="currentColor"
          opacity="0.85"
        />
      ) : (
        <path
          d="M2 5.5A1.5 1.5 0 0 1 3.5 4h4l1.6 1.8h7.4A1.5 1.5 0 0 1 18 7.3v7.2a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 14.5z"
          fill="currentColor"
          opacity="0.85"
        />
      )}
    </svg>
  );
}

/** 'All': a stack of files. */
export function AllFilesIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable={false}>
      <path d="M4 3h9l3 3v11H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 9h6M7 12h6" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
