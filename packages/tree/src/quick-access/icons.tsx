// Decorative icons of the kinds of pinned and visited items, shared by quick access and the history
// menu (docs/development.md: SVG, not font glyphs). Always aria-hidden: the kind is said in text.

/** The kind an icon stands for. */
export type ItemKind = 'folder' | 'set' | 'logical';

/** Decorative kind icons (docs/development.md: SVG, not font glyphs). */
export function KindIcon({ kind }: { kind: ItemKind }) {
  if (kind === 'folder') {
    return (
      <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true">
        <path d="M1.5 4a1 1 0 0 1 1-1h3.6l1.4 1.5h6a1 1 0 0 1 1 1V12a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1z" />
      </svg>
    );
  }
  if (kind === 'set') {
    return (
      <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true">
        <rect x="2.5" y="5.5" width="9" height="8" rx="1" />
        <path d="M4.5 3.5h8a1 1 0 0 1 1 1v7" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true">
      <path d="M2.5 3.5h11M4.5 8h9M6.5 12.5h7" strokeLinecap="round" />
      <circle cx="2.5" cy="8" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="4.5" cy="12.5" r="0.9" fill="currentColor" stroke="none" />
    </svg>
  );
}
