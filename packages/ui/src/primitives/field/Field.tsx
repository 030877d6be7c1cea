// <Field>: a form control's label, hint and error, wired for assistive technology: the label names
// the control, the hint and the error describe it (aria-describedby), an error marks it invalid.
import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../cx';

/** What a field's control must carry (spread them on it). */
export interface FieldControlIds {
  /** The control's id (the label's htmlFor). */
  id: string;
  /** Ids of the hint and the error, space-separated; undefined when there is neither. */
  describedBy: string | undefined;
  /** True when the field shows an error: set aria-invalid. */
  invalid: boolean;
}

/** Props of {@link Field}. */
export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help under the control; it describes the control. */
  hint?: ReactNode;
  /** What is wrong; it describes the control and marks it invalid. */
  error?: ReactNode;
  /** The control, drawn with the ids: `{(ids) => <input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} />}`. */
  children: (ids: FieldControlIds) => ReactNode;
  /** The control's id; one is made when left out. */
  controlId?: string;
}

/**
 * The frame of one form control: a label above it, a hint and an error below it. The control is
 * drawn by `children` with the ids it must carry (id, aria-describedby, aria-invalid), so any
 * control fits: an input, a select, a textarea, a custom one.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, hint, error, children, controlId, className, ...rest },
  ref,
) {
  const made = useId();
  const id = controlId ?? `${made}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={cx('vt-ui__field', className)} data-invalid={hasError || undefined} {...rest}>
      <label className="vt-ui__field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: described || undefined, invalid: hasError })}
      {hint ? (
        <p id={hintId} className="vt-ui__field-hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="vt-ui__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
