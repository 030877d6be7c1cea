// The toast stack on Radix Toast: a labelled region (F8 focuses it), each toast dismissible, paused
// while hovered or focused, and announced through Radix's live region (role=status). Errors and
// warnings are announced assertively ('foreground'), success and info politely ('background').
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useVitrineContext } from '../provider/context';
import type { ToastKind } from './toast-store';

const ASSERTIVE: Readonly<Record<ToastKind, boolean>> = {
  success: false,
  info: false,
  warning: true,
  error: true,
};

/** One SVG per kind (font glyphs draw as boxes with only DejaVu installed: docs/development.md). */
function KindIcon({ kind }: { kind: ToastKind }) {
  const common = {
    className: 'vt-ui__toast-icon',
    viewBox: '0 0 20 20',
    focusable: false,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (kind) {
    case 'success':
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="10" cy="10" r="8" />
          <path d="M6.5 10.5l2.5 2.5 4.5-5" />
        </svg>
      );
    case 'info':
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="10" cy="10" r="8" />
          <path d="M10 9v5M10 6.2v.1" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M10 2.5l8 14.5H2z" />
          <path d="M10 8v4M10 14.6v.1" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="10" cy="10" r="8" />
          <path d="M7 7l6 6M13 7l-6 6" />
        </svg>
      );
  }
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable={false}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** Renders the toast stack. Mounted once by <VitrineProvider>. */
export function Toaster() {
  const { toasts, ui, theme } = useVitrineContext('Toaster');
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
  // The viewport is portalled to <body> (like dialogs) so a host container's overflow or transform
  // never clips it; that needs the DOM, so it appears after the first effect.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.body), []);

  return (
    <Toast.Provider label={ui.notification} swipeDirection="right">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          className="vt-ui__toast"
          data-kind={item.kind}
          type={ASSERTIVE[item.kind] ? 'foreground' : 'background'}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) toasts.dismiss(item.id);
          }}
        >
          <KindIcon kind={item.kind} />
          <Toast.Description className="vt-ui__toast-message">
            {/* The kind is spoken too, so it is not told by colour and icon alone. */}
            <span className="vt-ui__visually-hidden">{`${ui.kind[item.kind]}: `}</span>
            {item.message}
          </Toast.Description>
          {item.action ? (
            <Toast.Action
              className="vt-ui__toast-action"
              altText={item.action.altText}
              onClick={item.action.onAction}
            >
              {item.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close className="vt-ui__toast-close" aria-label={ui.dismiss}>
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      {container &&
        createPortal(
          <div className="vt-ui__layer" data-vt-theme={theme}>
            <Toast.Viewport className="vt-ui__toast-viewport" label={ui.notifications} />
          </div>,
          container,
        )}
    </Toast.Provider>
  );
}
