// The confirm dialog on Radix Dialog: focus is trapped inside, Escape and the overlay close it without
// an answer ('dismiss'), the cancel button declines ('decline'), and focus returns to the element that was focused when confirm() was called (there is no Radix
// Trigger: the question is asked imperatively by the widgets).
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useSyncExternalStore } from 'react';
import { useVitrineContext } from '../provider/context';
import type { ConfirmRequest } from './confirm-store';

/** Renders the question on screen, if any. Mounted once by <VitrineProvider>. */
export function ConfirmHost() {
  const { confirms, ui, theme } = useVitrineContext('ConfirmHost');
  const requests = useSyncExternalStore(confirms.subscribe, confirms.getSnapshot, confirms.getSnapshot);
  const current = requests[0];
  // The last question shown: its focus target is still needed while the dialog closes.
  const shown = useRef<ConfirmRequest | undefined>(undefined);
  if (current) shown.current = current;
  const options = current?.options;

  return (
    <Dialog.Root
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open && current) confirms.settle(current.id, 'dismiss');
      }}
    >
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog"
            role="alertdialog"
            data-tone={options?.tone ?? 'default'}
            onCloseAutoFocus={(event) => {
              const target = shown.current?.returnFocusTo;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            <Dialog.Title className={options?.title ? 'vt-ui__dialog-title' : 'vt-ui__visually-hidden'}>
              {options?.title ?? ui.confirmTitle}
            </Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">{options?.message}</Dialog.Description>
            <div className="vt-ui__dialog-actions">
              <button
                type="button"
                className="vt-ui__button"
                data-action="cancel"
                onClick={() => current && confirms.settle(current.id, 'decline')}
              >
                {options?.cancelLabel ?? ui.cancel}
              </button>
              <button
                type="button"
                className="vt-ui__button"
                data-action="confirm"
                data-tone={options?.tone === 'danger' ? 'danger' : 'primary'}
                onClick={() => current && confirms.settle(current.id, 'confirm')}
              >
                {options?.confirmLabel ?? ui.confirm}
              </button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
