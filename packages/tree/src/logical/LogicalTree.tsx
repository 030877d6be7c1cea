// <LogicalTree>: the styled logical tree (spec 000 §2) on <TreeView>, over useLogicalTree.
import { interpolate } from '@vitrine/core';
import { ErrorState, useT } from '@vitrine/ui';
import { type ForwardedRef, forwardRef, type Ref, useCallback } from 'react';
import { findNode, TreeView, type TreeViewHandle } from '../base';
import { type TreeLocaleOverrides, useTreeLocale } from '../locale';
import { LogicalIcon } from './icons';
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
  /** Partial override of the tree's own strings (its error state); the rest follow the provider. */
  locale?: TreeLocaleOverrides;
}

/**
 * The logical tree (spec 000 §2): Browse by Timeline (year → month), Browse by Data Tags (Title,
 * Author, Subject, Keyword), Browse by Geographical Location (country → state/province → city) and
 * Browse by Custom Data Fields, each node with its count in brackets; each heading has its branch's
 * icon, each field and logical view its own. Renders nothing while the configuration loads, when
 * logical views are disabled, or when no branch is left. A node whose views fail to load closes
 * again and the tree shows its error state with Try again. Embed it inside `<VitrineProvider>`; it
 * fills its parent.
 */
export const LogicalTree = forwardRef(function LogicalTree(
  props: LogicalTreeProps,
  ref: ForwardedRef<TreeViewHandle>,
) {
  const { height, className } = props;
  const t = useT();
  const tree = useLogicalTree(props);
  const L = useTreeLocale(props.locale);

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

  const renderIcon = useCallback((node: LogicalTreeNode) => <LogicalIcon item={node.data} />, []);

  if (tree.status === 'disabled' || tree.status === 'empty') return null;
  const classes = className ? `vt-tree__logical ${className}` : 'vt-tree__logical';
  if (tree.status === 'pending') return <div className={classes} data-state="pending" aria-busy="true" />;
  const viewProps = tree.getTreeViewProps();
  // spec 000 §8: a failed call is only logged, never a toast; the tree shows its error state.
  const failures = tree.loadFailures;
  const only = failures.length === 1 ? failures[0] : undefined;
  const failedName = only?.nodeId ? findNode(tree.nodes, only.nodeId)?.name : undefined;
  return (
    <div className={classes} data-state={failures.length > 0 ? 'error' : 'ready'}>
      {failures.length > 0 ? (
        <ErrorState
          size="inline"
          message={
            failedName === undefined
              ? L.logicalLoadFailed
              : interpolate(L.logicalNodeLoadFailed, { name: failedName })
          }
          error={failures[failures.length - 1]?.error}
          onRetry={tree.retryLoad}
        />
      ) : null}
      <TreeView<LogicalTreeItem>
        {...viewProps}
        aria-label={props['aria-label'] ?? viewProps['aria-label']}
        renderLabel={renderLabel}
        renderIcon={renderIcon}
        {...(height === undefined ? {} : { height })}
        {...(ref ? { ref } : {})}
      />
    </div>
  );
});
