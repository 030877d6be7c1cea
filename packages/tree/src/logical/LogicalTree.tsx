// <LogicalTree>: the styled logical tree (spec 000 §2) on <TreeView>, over useLogicalTree.
import { useT } from '@vitrine/ui';
import { type ForwardedRef, forwardRef, type Ref, useCallback } from 'react';
import { TreeView, type TreeViewHandle } from '../base';
import type { LogicalTreeItem, LogicalTreeNode } from './tree-nodes';
import { type UseLogicalTreeOptions, useLogicalTree } from './useLogicalTree';

/** Props of {@link LogicalTree}. */
export interface LogicalTreeProps extends UseLogicalTreeOptions {
  /** Fixed height in px; by default the tree fills its parent's height. */
  height?: number;
  /** Extra class on the root element (`vt-tree__logical`). */
  className?: string;
  /** Accessible name of the tree; default 'Logical views'. */
  'aria-label'?: string;
  /** Imperative handle of the underlying <TreeView>: focus(id), scrollTo(id). */
  ref?: Ref<TreeViewHandle>;
}

/**
 * The logical tree (spec 000 §2): Browse by Timeline (year → month), Browse by Data Tags (Title,
 * Author, Subject, Keyword), Browse by Geographical Location (country → state/province → city) and
 * Browse by Custom Data Fields, each node with its count in brackets. Renders nothing while the
 * configuration loads, when logical views are disabled, or when no branch is left.
 */
export const LogicalTree = forwardRef(function LogicalTree(
  props: LogicalTreeProps,
  ref: ForwardedRef<TreeViewHandle>,
) {
  const { height, className } = props;
  const t = useT();
  const tree = useLogicalTree(props);

  const renderLabel = useCallback(
    (node: LogicalTreeNode) => {
      const item = node.data;
      if (item?.type === 'view') {
        return (
          <>
            <span className="vt-tree__logical-name">{node.name}</span>{' '}
            <span className="vt-tree__count">{t('logical.count', { n: item.node.count })}</span>
          </>
        );
      }
      return <span className="vt-tree__logical-group">{node.name}</span>;
    },
    [t],
  );

  if (tree.status === 'disabled' || tree.status === 'empty') return null;
  const classes = className ? `vt-tree__logical ${className}` : 'vt-tree__logical';
  if (tree.status === 'pending') return <div className={classes} data-state="pending" aria-busy="true" />;
  const viewProps = tree.getTreeViewProps();
  return (
    <div className={classes} data-state="ready">
      <TreeView<LogicalTreeItem>
        {...viewProps}
        aria-label={props['aria-label'] ?? viewProps['aria-label']}
        renderLabel={renderLabel}
        {...(height === undefined ? {} : { height })}
        {...(ref ? { ref } : {})}
      />
    </div>
  );
});
