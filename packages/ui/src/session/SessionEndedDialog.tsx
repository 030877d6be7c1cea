// <SessionEndedDialog>: the session-ended state. When a call answers 401 while someone was browsing
// (the session expired, was signed out elsewhere, or guest access was turned off), the sign-in form
// comes to the page instead of the page going away: a modal dialog (Radix Dialog: focus trapped,
// the rest hidden from assistive technology) over the page, which stays mounted, so what was typed
// in it is kept. Signing in again as the same user closes it, asks again for everything the widgets
// had read (what failed with 401 among them) and puts focus back where it was. It cannot be
// dismissed: every call would fail until someone signs in. Mount it once, under the provider.
import * as Dialog from '@radix-ui/react-dialog';
import type { CurrentUser } from '@vitrine/api-client';
import { useRef } from 'react';
import { useVitrineContext } from '../provider/context';
import { SignIn } from './SignIn';
import { isSignedInUser, type SessionStore } from './session-store';
import { useSession } from './useSession';

/** Props of {@link SessionEndedDialog}. */
export interface SessionEndedDialogProps {
  /** The session (`createSession(client)`); the dialog shows while its phase is 'expired'. */
  session: SessionStore;
  /** Called after signing in again from the dialog. */
  onSignedIn?(event: { user: CurrentUser }): void;
  /** Where focus goes after the dialog when the element that had it before is gone. */
  fallbackFocus?(): HTMLElement | null;
}

/** The element that has focus, unless it is the page itself. */
function focusedElement(): HTMLElement | null {
  const element = typeof document === 'undefined' ? null : document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * The session-ended state: while the session's phase is `expired` (a call answered 401), a modal
 * dialog over the page with the sign-in form; signing in again closes it, reloads what the widgets
 * had read and puts focus back. Mount it once inside `<VitrineProvider>`.
 */
export function SessionEndedDialog({ session, onSignedIn, fallbackFocus }: SessionEndedDialogProps) {
  const { ui, theme, queryClient } = useVitrineContext('SessionEndedDialog');
  const strings = ui.session;
  const snapshot = useSession(session);
  const open = snapshot.phase === 'expired';
  // What had focus when the session ended, read while rendering, before the form takes focus.
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) returnTo.current = focusedElement();
  wasOpen.current = open;
  // The wording follows who was browsing: a signed-in user, or the guest.
  const wasGuest = !isSignedInUser(snapshot.user);

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog vt-ui__session-dialog"
            aria-modal="true"
            data-session-dialog=""
            // The form puts focus in the field to fill (the password when the user name is known).
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const target = returnTo.current?.isConnected ? returnTo.current : (fallbackFocus?.() ?? null);
              target?.focus();
            }}
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
          >
            <Dialog.Title className="vt-ui__dialog-title">
              {wasGuest ? strings.guestEndedHeading : strings.expiredHeading}
            </Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">
              {wasGuest ? strings.guestEndedText : strings.expiredText}
            </Dialog.Description>
            <SignIn
              session={session}
              showNotice={false}
              autoFocus
              onSignedIn={(event) => {
                // The same user: read again what the page shows (the calls that answered 401 among
                // them). Another user: the host starts afresh (key the provider with identityOf).
                void queryClient.invalidateQueries();
                onSignedIn?.(event);
              }}
            />
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
