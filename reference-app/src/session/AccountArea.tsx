// The banner's account area (server builds): who is signed in and "Sign out", or, for the guest, a
// link to the sign-in page that comes back to this page. Shared-link visitors and visitors of an open
// page without a session see nothing here.
import { isSignedInUser, type SessionSnapshot, useReportError } from '@vitrine/ui';
import { useState } from 'react';
import { format, useAppLocale } from '../locale';
import { Link, useNavigation } from '../navigation/NavigationProvider';
import { signInHref } from './paths';

/** Props of {@link AccountArea}. */
export interface AccountAreaProps {
  session: SessionSnapshot;
  /** Ends the session; rejects when the server could not be told. */
  onSignOut(): Promise<void>;
}

export function AccountArea({ session, onSignOut }: AccountAreaProps) {
  const strings = useAppLocale().session;
  const { location } = useNavigation();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);
  const { user } = session;

  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The session gate then shows the sign-in page ("You have signed out.").
      await onSignOut();
    } catch (error) {
      setBusy(false);
      reportError(error);
      console.error('vitrine: sign-out failed', error);
    }
  };

  if (isSignedInUser(user)) {
    return (
      <section className="vt-app__account" aria-label={strings.accountLabel}>
        <span className="vt-app__account-name">{format(strings.signedInAs, { name: user.name })}</span>
        <button className="vt-app__button" type="button" onClick={signOut} aria-busy={busy}>
          {busy ? strings.signingOut : strings.signOut}
        </button>
      </section>
    );
  }
  if (user?.isGuestAccess) {
    return (
      <section className="vt-app__account" aria-label={strings.accountLabel}>
        <span className="vt-app__account-name">{strings.browsingAsGuest}</span>
        <Link to={signInHref(`${location.pathname}${location.search}${location.hash}`)}>
          {strings.signIn}
        </Link>
      </section>
    );
  }
  return null;
}
