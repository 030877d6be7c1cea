// The sign-in page (`/signin`, server builds only): @vitrine/ui's <SignIn> (the form, and what
// happened before: the session expired, the user signed out), and, when guest access is on, a way in
// without signing in.
import { type SessionStore, SignIn, useSession } from '@vitrine/ui';
import { useEffect } from 'react';
import { useAppLocale } from '../locale';
import { Link } from '../navigation/NavigationProvider';
import { MAIN_ID } from '../shell/App';

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  store: SessionStore;
  /** Where the user goes after signing in, or as a guest. */
  returnTo: string;
}

export function SignInPage({ store, returnTo }: SignInPageProps) {
  const appLocale = useAppLocale();
  const strings = appLocale.session;
  const session = useSession(store);
  const guestAvailable = session.phase === 'active' && session.user?.isGuestAccess === true;

  useEffect(() => {
    document.title = `${strings.signInTitle} · ${appLocale.appName}`;
  }, [strings.signInTitle, appLocale.appName]);

  return (
    <div className="vt-app">
      <header className="vt-app__banner">
        <span className="vt-app__brand">{appLocale.appName}</span>
      </header>
      <main id={MAIN_ID} className="vt-app__main vt-app__signin" tabIndex={-1} data-screen="signin">
        <div className="vt-app__signin-box">
          <h1 className="vt-app__heading">{strings.signInHeading}</h1>
          <SignIn session={store} autoFocus />
          {guestAvailable && (
            <p className="vt-app__signin-guest">
              <Link to={returnTo}>{strings.continueAsGuest}</Link>
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
