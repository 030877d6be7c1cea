// The full name of a row whose label is cut (it ends with an ellipsis), in @vitrine/ui's Tooltip: one
// tooltip per tree, not one per row. A row asks for it (the pointer rests on it, or keyboard focus
// lands on it) and the tooltip opens over a still anchor laid where the row's label is. Rows never
// change their own elements for it: a row re-mounting its label under the pointer could swallow the
// click that follows (issue 14).
import { isTextCut, Tooltip } from '@vitrine/ui';
import { type ForwardedRef, forwardRef, type ReactNode, useImperativeHandle, useState } from 'react';

/** What a <TreeView> row asks of the tree's one full-name tooltip. */
export interface FullNameTooltipHandle {
  /** Shows `content` next to `label` (a row's label element, inside `container`). */
  show(rowId: string, label: HTMLElement, content: ReactNode): void;
  /** Hides the tooltip; with `rowId`, only when it belongs to that row. */
  hide(rowId?: string): void;
}

interface Shown {
  rowId: string;
  content: ReactNode;
  box: { top: number; left: number; width: number; height: number };
}

/**
 * The tree's full-name tooltip. Its anchor is positioned inside `container`'s box (the tree's root,
 * `position: relative`), takes no pointer events and is hidden from assistive technology: the row's
 * accessible name already is the full name.
 */
export const FullNameTooltip = forwardRef(function FullNameTooltip(
  { container }: { container: () => HTMLElement | null },
  ref: ForwardedRef<FullNameTooltipHandle>,
) {
  const [shown, setShown] = useState<Shown | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      show(rowId, label, content) {
        const root = container();
        if (!root || !isTextCut(label)) return;
        const outer = root.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        setShown({
          rowId,
          content,
          box: {
            top: box.top - outer.top,
            left: box.left - outer.left,
            width: box.width,
            height: box.height,
          },
        });
      },
      hide(rowId) {
        setShown((current) => (current && (rowId === undefined || current.rowId === rowId) ? null : current));
      },
    }),
    [container],
  );
  if (!shown) return null;
  return (
    <Tooltip
      content={shown.content}
      open
      align="start"
      onOpenChange={(open) => {
        if (!open) setShown(null);
      }}
    >
      <span className="vt-tree__full-name-anchor" aria-hidden="true" style={shown.box} />
    </Tooltip>
  );
});
