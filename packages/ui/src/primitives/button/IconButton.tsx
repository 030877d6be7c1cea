// <IconButton>: a compact square button with an icon only. Its label is both its accessible name
// and its tooltip (hover and keyboard focus), so no icon button is ever unnamed or unexplained.
import * as RadixToolbar from '@radix-ui/react-toolbar';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { useInToolbar } from '../toolbar/scope';
import { Tooltip, type TooltipSide } from '../tooltip/Tooltip';
import type { ControlSize } from './Button';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name and the tooltip ('Download', 'Sort'). */
  label: string;
  /** The icon (an `Icon*` of @vitrine/ui); decorative, `label` names the button. */
  icon: ReactNode;
  /** 'ghost' (default), 'secondary', 'primary' or 'danger'. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** 'md' (default, 32 px square) or 'sm' (28 px). */
  size?: ControlSize;
  /** A toggle's state: sets aria-pressed and the pressed look. Leave out for a plain button. */
  pressed?: boolean;
  /** The side the tooltip opens on (default 'top'). */
  tooltipSide?: TooltipSide;
}

/**
 * A square icon-only button whose `label` is its accessible name and its tooltip (on hover and on
 * keyboard focus). `pressed` makes it a toggle (aria-pressed). It forwards its ref and every
 * button attribute, so it works as a Radix trigger: `<ActionMenu trigger={<IconButton … />}>`.
 * Inside a <Toolbar> it joins the toolbar's roving focus.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', pressed, tooltipSide, className, type = 'button', ...rest },
  ref,
) {
  const inToolbar = useInToolbar();
  const button = (
    <button
      ref={ref}
      type={type}
      className={cx('vt-ui__icon-button', className)}
      aria-label={label}
      aria-pressed={pressed}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {icon}
    </button>
  );
  const trigger = inToolbar ? <RadixToolbar.Button asChild>{button}</RadixToolbar.Button> : button;
  return (
    <Tooltip content={label} side={tooltipSide}>
      {trigger}
    </Tooltip>
  );
});
