// <Button>: the one text button of every widget (primary, secondary, ghost, danger; two sizes), with
// an optional leading icon. Inside a <Toolbar> it joins the toolbar's roving focus.
import * as RadixToolbar from '@radix-ui/react-toolbar';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { useInToolbar } from '../toolbar/scope';

/** How loud a button is: one primary per view, secondary by default, ghost in toolbars, danger for destructive actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Control height: 'sm' (28 px) or 'md' (32 px); both smaller under compact density. */
export type ControlSize = 'sm' | 'md';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary', 'secondary' (default), 'ghost' or 'danger'. */
  variant?: ButtonVariant;
  /** 'md' (default, 32 px) or 'sm' (28 px). */
  size?: ControlSize;
  /** A leading icon (an `Icon*` of @vitrine/ui); decorative, the text names the button. */
  icon?: ReactNode;
}

/**
 * A button with text: `variant` sets its weight (one `primary` per view, `secondary` by default,
 * `ghost` in toolbars, `danger` for destructive actions), `size` its height, `icon` a leading
 * icon. A native `<button type="button">`: every button attribute and the ref reach it, so it can
 * be a Radix trigger (`asChild`).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', icon, className, children, type = 'button', ...rest },
  ref,
) {
  const inToolbar = useInToolbar();
  const button = (
    <button
      ref={ref}
      type={type}
      className={cx('vt-ui__button', className)}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {icon ? (
        <span className="vt-ui__button-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
  return inToolbar ? <RadixToolbar.Button asChild>{button}</RadixToolbar.Button> : button;
});
