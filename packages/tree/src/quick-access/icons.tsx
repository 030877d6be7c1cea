// Decorative icons of the kinds of pinned and visited items, shared by quick access and the history
// menu: lucide icons from @vitrine/ui's one icon set (issue 14). Always aria-hidden: the kind is said
// in text.
import { IconFolder, IconListTree, IconSet } from '@vitrine/ui';

/** The kind an icon stands for. */
export type ItemKind = 'folder' | 'set' | 'logical';

/** The decorative icon of a kind: a folder, a set (a stack), a logical view (a branching list). */
export function KindIcon({ kind, className }: { kind: ItemKind; className?: string }) {
  const Icon = kind === 'folder' ? IconFolder : kind === 'set' ? IconSet : IconListTree;
  return <Icon aria-hidden="true" {...(className ? { className } : {})} />;
}
