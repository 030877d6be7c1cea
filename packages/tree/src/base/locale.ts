// The strings <TreeView> itself shows around the nodes. The spec quotes none of them, so the wording
// is decided here; hosts override any of them through the `locale` prop (STYLE habit 8). The
// 'Load more...' and 'Loading...' rows use the spec's words from @vitrine/core (`common.loadMore`,
// `common.loading`), overridden through the provider's `locale` like every spec message.

/** The English strings of <TreeView>. */
export const treeViewLocale = {
  /** Accessible name of a row's actions button; {name} is the node's name. */
  rowActions: 'Actions for {name}',
  /** Shown when the tree has no rows at all. */
  empty: 'Nothing here yet',
};

/** The shape of {@link treeViewLocale}. */
export type TreeViewLocale = typeof treeViewLocale;

/** The English strings with a host's partial override on top. */
export function resolveTreeViewLocale(overrides?: Partial<TreeViewLocale>): TreeViewLocale {
  return { ...treeViewLocale, ...overrides };
}
