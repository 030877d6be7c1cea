// <Select>: a native <select>, styled like our other controls (the platform's own list, keyboard
// and mobile picker), with a visible or visually hidden label.
import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { IconChevronDown } from '../../icons';
import type { ControlSize } from '../button/Button';
import { cx } from '../cx';

/** One option of a {@link Select}. */
export interface SelectOption {
  /** The value chosen with it. */
  value: string;
  /** Its text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The label; without one, give the select an `aria-label`. */
  label?: ReactNode;
  /** Keeps the label for assistive technology only (a toolbar's compact select). */
  hideLabel?: boolean;
  /** The options, in order. */
  options: readonly SelectOption[];
  /** 'md' (default, 32 px) or 'sm' (28 px). */
  size?: ControlSize;
}

/**
 * A native select with our look: the label above (or hidden with `hideLabel`), the options from
 * `options`, a chevron. Every select attribute and the ref reach the `<select>`; `className` goes
 * on its frame.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel = false, options, size = 'md', className, id, ...rest },
  ref,
) {
  const made = useId();
  const selectId = id ?? `${made}-select`;
  return (
    <div className={cx('vt-ui__select-field', className)} data-hide-label={hideLabel || undefined}>
      {label !== undefined ? (
        <label
          className={hideLabel ? 'vt-ui__visually-hidden' : 'vt-ui__field-label'}
          htmlFor={selectId}
        >
          {label}
        </label>
      ) : null}
      <span className="vt-ui__select-frame" data-size={size}>
        <select ref={ref} id={selectId} className="vt-ui__select" {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="vt-ui__select-chevron" aria-hidden="true">
          <IconChevronDown size={16} />
        </span>
      </span>
    </div>
  );
});
