// German for <TreeView>: our translation of `treeViewLocale`, typed `TreeViewLocale`.
import type { TreeViewLocale } from './locale';

export const treeViewLocaleDe: TreeViewLocale = {
  rowActions: 'Aktionen für {name}',
  empty: 'Noch keine Einträge',
};
