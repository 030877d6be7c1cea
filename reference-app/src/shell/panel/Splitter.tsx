// The splitter between the tree panel and the content: the WAI-ARIA window splitter pattern (a
// focusable separator with aria-valuenow / min / max, moved with the arrow keys, Home and End) that
// also follows a pointer drag.
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { TREE_PANEL_WIDTH, widthAfterDrag, widthAfterKey } from './splitter';

/** Props of {@link Splitter}. */
export interface SplitterProps {
  /** The panel's width in CSS pixels (aria-valuenow). */
  width: number;
  /** The id of the panel it resizes (aria-controls). */
  controls: string;
  /** The accessible name. */
  label: string;
  /** The width said in words (aria-valuetext). */
  valueText: string;
  /** A new width; `done` is false while a drag is still moving, true when it should be kept. */
  onResize(event: { width: number; done: boolean }): void;
}

export function Splitter({ width, controls, label, valueText, onResize }: SplitterProps) {
  const drag = useRef<{ pointerId: number; startX: number; startWidth: number; width: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLHRElement>) => {
    const next = widthAfterKey(width, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    if (next !== width) onResize({ width: next, done: true });
  };
  const onPointerDown = (event: PointerEvent<HTMLHRElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startWidth: width, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLHRElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    current.width = widthAfterDrag(current.startWidth, current.startX, event.clientX);
    onResize({ width: current.width, done: false });
  };
  const endDrag = (event: PointerEvent<HTMLHRElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    onResize({ width: current.width, done: true });
  };

  return (
    <hr
      className="vt-app__splitter"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={TREE_PANEL_WIDTH.min}
      aria-valuemax={TREE_PANEL_WIDTH.max}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    />
  );
}
