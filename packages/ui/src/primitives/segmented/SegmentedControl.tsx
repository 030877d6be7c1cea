// <SegmentedControl>: one choice out of a few, drawn as joined segments (the view switcher). Radix
// ToggleGroup of type single: the segments are radios in a named radiogroup, arrow keys move between them
// (focus only: Space or Enter chooses, so arrowing past a view does not load it), and the choice is
// never empty. Inside a <Toolbar> it joins the toolbar's roving focus.
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import * as RadixToolbar from '@radix-ui/react-toolbar';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { ControlSize } from '../button/Button';
import { cx } from '../cx';
import { useInToolbar } from '../toolbar/scope';
import { Tooltip } from '../tooltip/Tooltip';

/** One segment of a {@link SegmentedControl}. */
export interface SegmentedOption {
  /** The value chosen with it. */
  value: string;
  /** Its text; with `iconOnly`, its accessible name and tooltip. */
  label: string;
  /** A leading icon (an `Icon*` of @vitrine/ui). */
  icon?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir' | 'onChange'> {
  /** The group's accessible name ('View'). */
  label: string;
  /** The chosen option's value. */
  value: string;
  /** Called with the newly chosen value (never with an empty one). */
  onValueChange: (value: string) => void;
  /** The segments, in order. */
  options: readonly SegmentedOption[];
  /** Icons only: each label becomes the segment's accessible name and tooltip. */
  iconOnly?: boolean;
  /** 'md' (default, 32 px) or 'sm' (28 px). */
  size?: ControlSize;
}

/**
 * A single choice among a few options drawn as joined segments, such as the view switcher. The
 * segments are radios in a named radiogroup; arrow keys move between them, Space or Enter chooses, and
 * the choice never becomes empty. `iconOnly` shows icons with the labels as tooltips and names.
 * Controlled: pass `value` and `onValueChange`.
 */
export const SegmentedControl = forwardRef<HTMLDivElement, SegmentedControlProps>(function SegmentedControl(
  { label, value, onValueChange, options, iconOnly = false, size = 'md', className, ...rest },
  ref,
) {
  const inToolbar = useInToolbar();
  const Root = inToolbar ? RadixToolbar.ToggleGroup : ToggleGroup.Root;
  const Item = inToolbar ? RadixToolbar.ToggleItem : ToggleGroup.Item;
  return (
    <Root
      ref={ref}
      type="single"
      value={value}
      // a second press on the chosen segment would empty the choice: ignore it
      onValueChange={(next: string) => {
        if (next) onValueChange(next);
      }}
      aria-label={label}
      className={cx('vt-ui__segmented', className)}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      {...rest}
    >
      {options.map((option) => {
        const item = (
          <Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            aria-label={iconOnly ? option.label : undefined}
            className="vt-ui__segment"
          >
            {option.icon ? (
              <span className="vt-ui__segment-icon" aria-hidden="true">
                {option.icon}
              </span>
            ) : null}
            {iconOnly ? null : <span className="vt-ui__segment-label">{option.label}</span>}
          </Item>
        );
        return iconOnly ? (
          <Tooltip key={option.value} content={option.label}>
            {item}
          </Tooltip>
        ) : (
          item
        );
      })}
    </Root>
  );
});
