// <QuickAccess>: the quick-access section of the left panel (spec 000 §2 "Main page"), over
// useQuickAccess, on <TreeView>. Its rows are never a drop target (spec 000 §4: a folder is never
// moved onto a quick-access entry): the tree accepts no drop, and its root carries
// `data-vt-quick-access` so the host's own drag code can tell it apart (isQuickAccessElement).
import { EmptyState, ErrorState, IconPin, useT } from '@vitrine/ui';
import { type ForwardedRef, forwardRef, type Ref, useCallback } from 'react';
import { TreeView, type TreeViewHandle } from '../base';
import { type TreeLocaleOverrides, useTreeLocale } from '../locale';
import { KindIcon } from './icons';
import {
  type QuickAccessItem,
  type QuickAccessNode,
  type UseQuickAccessOptions,
  useQuickAccess,
} from './useQuickAccess';

/** The attribute on the quick-access root (spec 000 §4: never a drop target for folder moves). */
export const QUICK_ACCESS_ATTRIBUTE = 'data-vt-quick-access';

/** Whether an element (a drop target under the pointer) is inside quick access. */
export function isQuickAccessElement(element: Element | null | undefined): boolean {
  return element?.closest(`[${QUICK_ACCESS_ATTRIBUTE}]`) != null;
}

/** Props of {@link QuickAccess}. */
export interface QuickAccessProps extends UseQuickAccessOptions {
  /** Fixed height in px; by default the list fills its parent's height. */
  height?: number;
  /** Extra class on the root element (`vt-tree__quick-access`). */
  className?: string;
  /** Accessible name of the list; default 'Quick access'. */
  'aria-label'?: string;
  /** Imperative handle of the underlying <TreeView>: focus(id), scrollTo(id). */
  ref?: Ref<TreeViewHandle>;
  /** Partial override of the list's own strings (its error state); the rest follow the provider. */
  locale?: TreeLocaleOverrides;
}

/**
 * Quick access (spec 000 §1, §2): the pinned folders, sets and logical views. Selecting an entry
 * (click, Enter) or its "Go to" action selects the item (onValueChange) and calls onReveal; "Unpin"
 * removes it. Shows 'Nothing is pinned yet.' when the list is empty, nothing while it loads, and
 * its error state with Try again when the list could not be read. Embed it inside
 * `<VitrineProvider>`; it fills its parent.
 */
export const QuickAccess = forwardRef(function QuickAccess(
  props: QuickAccessProps,
  ref: ForwardedRef<TreeViewHandle>,
) {
  const { height, className } = props;
  const t = useT();
  const quickAccess = useQuickAccess(props);
  const L = useTreeLocale(props.locale);
  const { kindLabel } = quickAccess;

  const renderIcon = useCallback(
    (node: QuickAccessNode) => (node.data ? <KindIcon kind={node.data.kind} /> : null),
    [],
  );
  const renderLabel = useCallback(
    (node: QuickAccessNode) => {
      const item = node.data as QuickAccessItem | undefined;
      return (
        <>
          {node.name}
          {item ? <span className="vt-ui__visually-hidden">, {kindLabel(item.kind)}</span> : null}
        </>
      );
    },
    [kindLabel],
  );
  const renderEmpty = () => (
    <EmptyState size="sm" icon={<IconPin aria-hidden="true" />} title={t('quickAccess.empty')} />
  );

  const classes = className ? `vt-tree__quick-access ${className}` : 'vt-tree__quick-access';
  const rootProps = { className: classes, [QUICK_ACCESS_ATTRIBUTE]: '', 'data-state': quickAccess.status };
  if (quickAccess.status === 'pending') return <div {...rootProps} aria-busy="true" />;
  // A failed read is only logged, never a toast (spec 000 §8): the section shows its error state.
  if (quickAccess.status === 'error') {
    return (
      <div {...rootProps}>
        <ErrorState
          size="inline"
          message={L.pinnedLoadFailed}
          error={quickAccess.error}
          onRetry={quickAccess.retry}
          retrying={quickAccess.retrying}
        />
      </div>
    );
  }
  const viewProps = quickAccess.getTreeViewProps();
  // Nothing pinned: the empty state alone, no tree (an empty tree was a tab stop leading nowhere).
  if (viewProps.nodes.length === 0) {
    return (
      <div {...rootProps}>
        <div className="vt-tree__empty">{renderEmpty()}</div>
      </div>
    );
  }
  return (
    <div {...rootProps}>
      <TreeView<QuickAccessItem>
        {...viewProps}
        aria-label={props['aria-label'] ?? viewProps['aria-label']}
        renderIcon={renderIcon}
        renderLabel={renderLabel}
        {...(height === undefined ? {} : { height })}
        {...(ref ? { ref } : {})}
      />
    </div>
  );
});
