// Story and test support for the views: a small stand-in for the host's selection model (click,
// Ctrl/Cmd, Shift ranges, select all, clear) and a frame that applies it and hands every callback on
// to the story's action spies. Not part of the public API; the real selection model is the search
// session's (src/selection/).
import type { ImageSummary } from '@vitrine/api-client';
import { type ComponentType, useCallback, useState } from 'react';
import type { GalleryOpenEvent, GallerySelectEvent, GalleryViewProps } from './VirtualGrid';

/** Applies select events the way a host's selection model would, with an anchor for ranges. */
export function useDemoSelection(images: readonly ImageSummary[], initial: readonly number[] = []) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initial));
  const [anchor, setAnchor] = useState<number | null>(null);
  const onSelect = useCallback(
    ({ id, index, mode }: GallerySelectEvent) => {
      if (mode === 'range' && anchor !== null) {
        const [from, to] = anchor <= index ? [anchor, index] : [index, anchor];
        setSelected(new Set(images.slice(from, to + 1).map((image) => image.id)));
        return;
      }
      setAnchor(index);
      setSelected((current) => {
        if (mode !== 'toggle') return new Set([id]);
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [images, anchor],
  );
  const onSelectAll = useCallback(() => setSelected(new Set(images.map((image) => image.id))), [images]);
  const onClearSelection = useCallback(() => setSelected(new Set()), []);
  return { selectedIds: selected, onSelect, onSelectAll, onClearSelection };
}

/** Props of {@link ViewHost}. */
export type ViewHostProps = GalleryViewProps & {
  view: ComponentType<GalleryViewProps>;
  /** Height of the frame, in px (default 560). */
  frameHeight?: number;
  /** Width of the frame, in px (default: the story's width). */
  frameWidth?: number;
};

/**
 * A view as a host drives it: the demo selection applied, in a frame of fixed height; every
 * callback (select, select all, clear, open) also goes to the one the story passes (an action spy).
 */
export function ViewHost({ view: View, frameHeight = 560, frameWidth, images, ...props }: ViewHostProps) {
  const selection = useDemoSelection(images);
  const { onSelect, onSelectAll, onClearSelection, onOpen } = props;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <div style={{ height: frameHeight, width: frameWidth, display: 'flex', flexDirection: 'column' }}>
        <View
          {...props}
          images={images}
          selectedIds={props.selectedIds ?? selection.selectedIds}
          onSelect={(event: GallerySelectEvent) => {
            selection.onSelect(event);
            onSelect?.(event);
          }}
          onSelectAll={() => {
            selection.onSelectAll();
            onSelectAll?.();
          }}
          onClearSelection={() => {
            selection.onClearSelection();
            onClearSelection?.();
          }}
          onOpen={(event: GalleryOpenEvent) => onOpen?.(event)}
        />
      </div>
    </div>
  );
}
