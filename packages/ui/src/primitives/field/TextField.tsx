// <TextField>: a labelled text input (a <Field> around an <input>), with an optional leading icon.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ControlSize } from '../button/Button';
import { cx } from '../cx';
import { Field } from './Field';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label; it names the input. */
  label: ReactNode;
  /** Help under the input; it describes it. */
  hint?: ReactNode;
  /** What is wrong; it describes the input and marks it invalid. */
  error?: ReactNode;
  /** 'md' (default, 32 px) or 'sm' (28 px). */
  size?: ControlSize;
  /** An icon inside the input, before the text (a search glass); decorative. */
  leadingIcon?: ReactNode;
}

/**
 * A text input with its label, hint and error wired for assistive technology (see {@link Field}).
 * Every input attribute and the ref reach the `<input>`; `className` goes on the field's frame.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, size = 'md', leadingIcon, className, id, type = 'text', ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} controlId={id} className={cx('vt-ui__text-field', className)}>
      {(ids) => (
        <span className="vt-ui__input-frame" data-size={size} data-has-icon={leadingIcon ? true : undefined}>
          {leadingIcon ? (
            <span className="vt-ui__input-icon" aria-hidden="true">
              {leadingIcon}
            </span>
          ) : null}
          <input
            ref={ref}
            type={type}
            id={ids.id}
            className="vt-ui__input"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            {...rest}
          />
        </span>
      )}
    </Field>
  );
});
