// The banner's account area (server builds): who is signed in, "Change password" (@vitrine/ui's
// ChangePasswordDialog: the other sessions end, this one stays), "Sign out everywhere" (every
// session of the user ends, this one included) and "Sign out"; or, for the guest, a link to the
// sign-in page that comes back to this page. Shared-link visitors and visitors of an open page
// without a session see nothing here.
import {
  ChangePasswordDialog,
  isSignedInUser,
  type SessionSnapshot,
  type SessionStore,
  useReportError,
  useToast,
} from '@vitrine/ui';
import { useState } from 'react';
import { format, useAppLocale } from '../locale';
import { Link, useNavigation } from '../navigation/NavigationProvider';
import { signInHref } from './paths';

/** Props of {@link AccountArea}. */
export interface AccountAreaProps {
  session: SessionSnapshot;
  /** The session store: the password change and "sign out everywhere" go through it. */
  store: SessionStore;
  /** Ends the session; rejects when the server could not be told. */
  onSignOut(): Promise<void>;
}

export function AccountArea({ session, store, onSignOut }: AccountAreaProps) {
  const strings = useAppLocale().session;
  const { location } = useNavigation();
  const reportError = useReportError();
  const toast = useToast();
  const [busy, setBusy] = useState<'signOut' | 'everywhere' | null>(null);
  const [changing, setChanging] = useState(false);
  const { user } = session;

  const end = async (which: 'signOut' | 'everywhere') => {
    if (busy) return;
    setBusy(which);
    try {
      // The session gate then shows the sign-in page ("You have signed out.").
      await (which === 'signOut' ? onSignOut() : store.signOutEverywhere());
    } catch (error) {
      setBusy(null);
      reportError(error);
      console.error('vitrine: sign-out failed', error);
    }
  };

  if (isSignedInUser(user)) {
    return (
      <section className="vt-app__account" aria-label={strings.accountLabel}>
        <span className="vt-app__account-name">{format(strings.signedInAs, { name: user.name })}</span>
        {/* issue 13: the administration pages are the super admin's. */}
        {user.isSuperAdmin && <Link to="/admin/people">{strings.administration}</Link>}
        <button className="vt-app__button" type="button" onClick={() => setChanging(true)}>
          {strings.changePassword}
        </button>
        <button
          className="vt-app__button"
          type="button"
          onClick={() => void end('everywhere')}
          aria-busy={busy === 'everywhere'}
        >
          {busy === 'everywhere' ? strings.signingOut : strings.signOutEverywhere}
        </button>
        <button
          className="vt-app__button"
          type="button"
          onClick={() => void end('signOut')}
          aria-busy={busy === 'signOut'}
        >
          {busy === 'signOut' ? strings.signingOut : strings.signOut}
        </button>
        <ChangePasswordDialog
          session={store}
          open={changing}
          onOpenChange={setChanging}
          onChanged={({ message }) => toast.success(message)}
        />
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
