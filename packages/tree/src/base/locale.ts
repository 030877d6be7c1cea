// The strings <TreeView> itself shows around the nodes. The spec quotes none of them, so the wording
// is decided here; hosts override any of them through the `locale` prop (STYLE habit 8). The
// 'Load more...' and 'Loading...' rows use the spec's words from @vitrine/core (`common.loadMore`,
// `common.loading`), overridden through the provider's `locale` like every spec message.
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { treeViewLocaleDe } from './locale.de';

/** The English strings of <TreeView>. */
export const treeViewLocale = {
  /** Accessible name of a row's actions button; {name} is the node's name. */
  rowActions: 'Actions for {name}',
  /** Shown when the tree has no rows at all. */
  empty: 'Nothing here yet',
};

/** The shape of {@link treeViewLocale}. */
export type TreeViewLocale = typeof treeViewLocale;

/** A partial override of {@link treeViewLocale}. */
export type TreeViewLocaleOverrides = DeepPartial<TreeViewLocale>;

/** <TreeView>'s part of the one locale path: the provider's `locale={{ tree: { view: { … } } }}`. */
export const treeViewLocalePart = defineLocalePart(['tree', 'view'], {
  en: treeViewLocale,
  de: treeViewLocaleDe,
});

/** <TreeView>'s strings in `language` (English by default) with a partial override on top. */
export function resolveTreeViewLocale(overrides?: TreeViewLocaleOverrides, language = 'en'): TreeViewLocale {
  return resolveLocalePart(treeViewLocalePart, language, undefined, overrides);
}

/** <TreeView>'s strings under the provider: its language and overrides, then the widget's `locale`. */
export function useTreeViewLocale(override?: TreeViewLocaleOverrides): TreeViewLocale {
  return useLocalePart(treeViewLocalePart, override);
}
