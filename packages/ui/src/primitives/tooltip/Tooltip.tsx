// <Tooltip>: a short label shown on hover and on keyboard focus (Radix Tooltip: it opens after a
// delay on hover, at once on focus, closes on Escape, pointer down or blur). Portalled into a
// .vt-ui__layer carrying the provider's theme. <VitrineProvider> holds one <TooltipProvider>, so
// moving between tooltips skips the delay; a <Tooltip> outside a provider brings its own.
import * as RadixTooltip from '@radix-ui/react-tooltip';
import {
  createContext,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useContext,
  useState,
} from 'react';
import { VitrineContext } from '../../provider/context';
import { cx } from '../cx';

/** The side of the trigger a tooltip opens on. */
export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/** Delays of every tooltip, declared once (STYLE habit 2). */
export const tooltipDefaults = {
  /** Hover time before a tooltip opens. */
  delayDuration: 500,
  /** Within this time after one tooltip closed, the next opens at once. */
  skipDelayDuration: 300,
  side: 'top',
} as const;

const TooltipScope = createContext(false);

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  /** The part of the page whose tooltips share one delay. */
  children?: ReactNode;
}

/** Shares the tooltips' delay in a subtree; <VitrineProvider> renders one, so widgets need none. */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider
      delayDuration={tooltipDefaults.delayDuration}
      skipDelayDuration={tooltipDefaults.skipDelayDuration}
    >
      <TooltipScope.Provider value={true}>{children}</TooltipScope.Provider>
    </RadixTooltip.Provider>
  );
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says: short text (a control's name or a truncated name in full). */
  content: ReactNode;
  /** The trigger: one element that forwards its ref and props (a button, a link, an IconButton). */
  children: ReactElement;
  /** The side it opens on (default 'top'; it flips when there is no room). */
  side?: TooltipSide;
  /** Which edge of the trigger it lines up with (default 'center'). */
  align?: 'start' | 'center' | 'end';
  /** Controlled open state (with `onOpenChange`); uncontrolled by default. */
  open?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class on the tooltip's content (`vt-ui__tooltip`). */
  className?: string;
  /**
   * A name cut with an ellipsis: the tooltip opens (on hover and keyboard focus, as any other) only
   * while this element's text is wider than its box, so a name that fits shows none. Not with `open`.
   */
  whenCut?: RefObject<HTMLElement | null>;
}

/** Whether an element's text is wider than its box: the end is cut (an ellipsis shows). */
export function isTextCut(element: HTMLElement | null | undefined): boolean {
  return element != null && element.scrollWidth > element.clientWidth;
}

/**
 * A tooltip: `content` appears next to `children` on hover (after a short delay) and on keyboard
 * focus, and goes on Escape, pointer down or blur. The trigger is described by it for assistive
 * technology. Give icon-only controls an accessible name of their own (IconButton does).
 */
export function Tooltip({
  content,
  children,
  side = tooltipDefaults.side,
  align = 'center',
  open,
  onOpenChange,
  className,
  whenCut,
}: TooltipProps) {
  const scoped = useContext(TooltipScope);
  const theme = useContext(VitrineContext)?.theme ?? 'light';
  // With `whenCut`, Radix asks to open (hover delay, keyboard focus) and the answer is whether the
  // text is cut at that moment: measured then, so a panel resized since is taken into account.
  const [cutOpen, setCutOpen] = useState(false);
  const gate = whenCut
    ? {
        open: cutOpen,
        onOpenChange: (next: boolean) => {
          const shown = next && isTextCut(whenCut.current);
          setCutOpen(shown);
          onOpenChange?.(shown);
        },
      }
    : { open, onOpenChange };
  const tooltip = (
    <RadixTooltip.Root open={gate.open} onOpenChange={gate.onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <RadixTooltip.Content
            className={cx('vt-ui__tooltip', className)}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
          </RadixTooltip.Content>
        </div>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return scoped ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
