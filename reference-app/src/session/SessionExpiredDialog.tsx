// The dialog over the page when an API call answers 401 while someone was browsing (issue 5).
//
// Decision (docs/reference-app.md "When the session expires"): the sign-in form comes to the page
// instead of the page going to the sign-in page. The page stays mounted under the dialog, made inert
// (App's `inert`), so the URL, the scroll position and everything typed in it are kept; signing in
// again as the same user closes the dialog, asks again for everything the page had read (what failed
// with 401 included) and puts focus back where it was. Another user signing in here gets a fresh page
// at the same URL (nothing of the first user's page is shown to the second).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { appLocale } from '../locale';
import { SignInForm } from './SignInForm';
import { isSignedInUser, type SessionSnapshot, type SignInOutcome } from './session-store';

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  session: SessionSnapshot;
  onSignIn(userName: string, password: string): Promise<SignInOutcome>;
  /** Where focus goes when the element that had it before is gone. */
  fallbackFocusId: string;
}

export function SessionExpiredDialog({ session, onSignIn, fallbackFocusId }: SessionExpiredDialogProps) {
  const strings = appLocale.session;
  const id = useId();
  const queryClient = useQueryClient();
  const wasGuest = !isSignedInUser(session.user);

  // Focus moves into the dialog (SignInForm's autoFocus) and comes back when it closes; the page
  // under it is inert meanwhile, so Tab stays in the dialog. What had focus is read while rendering,
  // before the form's effect moves it.
  const [before] = useState(() => document.activeElement);
  useEffect(() => {
    return () => {
      const target =
        before instanceof HTMLElement && before !== document.body && before.isConnected
          ? before
          : document.getElementById(fallbackFocusId);
      target?.focus();
    };
  }, [before, fallbackFocusId]);

  const signIn = async (userName: string, password: string): Promise<SignInOutcome> => {
    const outcome = await onSignIn(userName, password);
    // The same user: read again what the page shows (the calls that answered 401 among them).
    if (outcome.ok) void queryClient.invalidateQueries();
    return outcome;
  };

  return (
    <div className="vt-app__session-backdrop">
      <div
        className="vt-app__session-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        data-session-dialog=""
      >
        <h2 className="vt-app__session-dialog-heading" id={`${id}-title`}>
          {wasGuest ? strings.guestEndedHeading : strings.expiredHeading}
        </h2>
        <p id={`${id}-text`}>{wasGuest ? strings.guestEndedText : strings.expiredText}</p>
        <SignInForm defaultUserName={session.lastUserName} onSignIn={signIn} autoFocus />
      </div>
    </div>
  );
}
