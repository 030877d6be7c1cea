// <Progress>: how far a task has got (an upload, a report), or that it runs without a known end.
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../cx';

/** Props of {@link Progress}. */
export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** Done so far, from 0 to `max`; leave out while the amount is unknown (indeterminate). */
  value?: number;
  /** The whole (default 100). */
  max?: number;
  /** What progresses ('Uploading 3 files'): the progress bar's accessible name. */
  label: string;
  /** 'md' (default, 8 px) or 'sm' (4 px) thick. */
  size?: 'sm' | 'md';
}

/**
 * A progress bar (role progressbar, named by `label`): with a `value` it reports aria-valuenow
 * between 0 and `max`; without one it is indeterminate and shows a moving stripe (still under
 * reduced motion, a dimmed full bar).
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { value, max = 100, label, size = 'md', className, ...rest },
  ref,
) {
  const known = value !== undefined && Number.isFinite(value);
  const clamped = known ? Math.min(Math.max(value, 0), max) : undefined;
  const percent = clamped === undefined || max <= 0 ? undefined : (clamped / max) * 100;
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cx('vt-ui__progress', className)}
      data-state={known ? 'determinate' : 'indeterminate'}
      data-size={size}
      {...rest}
    >
      <span
        className="vt-ui__progress-bar"
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
});
