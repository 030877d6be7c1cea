// The banner's account area (server builds): who is signed in, "Change password" (@vitrine/ui's
// ChangePasswordDialog: the other sessions end, this one stays), "Sign out everywhere" (every
// session of the user ends, this one included) and "Sign out"; or, for the guest, a link to the
// sign-in page that comes back to this page. Shared-link visitors and visitors of an open page
// without a session see nothing here.
import {
  Button,
  ChangePasswordDialog,
  IconKey,
  IconLogOut,
  IconSettings,
  IconShare,
  isSignedInUser,
  type SessionSnapshot,
  type SessionStore,
  useReportError,
  useToast,
} from '@vitrine/ui';
import { useId, useState } from 'react';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const actionsId = useId();
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
      <section
        className="vt-app__account"
        aria-label={strings.accountLabel}
        data-open={menuOpen || undefined}
      >
        {/* Narrow windows (spec 000 §9): the actions fold behind the avatar, a disclosure button. */}
        <button
          type="button"
          className="vt-app__account-toggle"
          aria-expanded={menuOpen}
          aria-controls={actionsId}
          aria-label={format(strings.signedInAs, { name: user.name })}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Avatar name={user.name} />
        </button>
        <div id={actionsId} className="vt-app__account-actions">
          <span className="vt-app__account-who">
            <Avatar name={user.name} />
            <span className="vt-app__account-name">{format(strings.signedInAs, { name: user.name })}</span>
          </span>
          {/* issue 13: the administration pages are the super admin's. */}
          {user.isSuperAdmin && (
            <Link className="vt-app__account-link" to="/admin/people">
              <IconSettings size={16} aria-hidden="true" />
              {strings.administration}
            </Link>
          )}
          {/* issue 20: the user's share links. */}
          <Link className="vt-app__account-link" to="/shares">
            <IconShare size={16} aria-hidden="true" />
            {strings.myShares}
          </Link>
          <Button variant="ghost" size="sm" icon={<IconKey />} onClick={() => setChanging(true)}>
            {strings.changePassword}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void end('everywhere')}
            aria-busy={busy === 'everywhere'}
          >
            {busy === 'everywhere' ? strings.signingOut : strings.signOutEverywhere}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<IconLogOut />}
            onClick={() => void end('signOut')}
            aria-busy={busy === 'signOut'}
          >
            {busy === 'signOut' ? strings.signingOut : strings.signOut}
          </Button>
        </div>
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
        <span className="vt-app__account-name vt-app__account-name--guest">{strings.browsingAsGuest}</span>
        <Link
          className="vt-app__link-button"
          to={signInHref(`${location.pathname}${location.search}${location.hash}`)}
        >
          {strings.signIn}
        </Link>
      </section>
    );
  }
  return null;
}

/** The person's initial in a circle (decorative: the name is said next to it or on its button). */
function Avatar({ name }: { name: string }) {
  const initial = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className="vt-app__avatar" aria-hidden="true">
      {initial}
    </span>
  );
}
