// <Skeleton>: a placeholder block in the shape of content still loading, so the page keeps its
// layout when the data arrives (no layout shift). Hidden from assistive technology: announce the
// loading elsewhere (aria-busy on the region).
import { type CSSProperties, forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../cx';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Its width: a number of px or any CSS length (default 100%). */
  width?: string | number;
  /** Its height: a number of px or any CSS length (default one line of text). */
  height?: string | number;
  /** 'rect' (default), 'text' (a line of text, rounded) or 'circle' (an avatar). */
  shape?: 'rect' | 'text' | 'circle';
}

const length = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A shimmering placeholder of the size of the content to come. Decorative (aria-hidden); the
 * shimmer stops when the user prefers reduced motion.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width, height, shape = 'rect', className, style, ...rest },
  ref,
) {
  const size: CSSProperties = { width: length(width), height: length(height), ...style };
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={cx('vt-ui__skeleton', className)}
      data-shape={shape}
      style={size}
      {...rest}
    />
  );
});
