// The sign-in page (`/signin`, server builds only): the form, what happened before (the session
// expired, the user signed out), and, when guest access is on, a way in without signing in.
import { useEffect } from 'react';
import { appLocale } from '../locale';
import { Link } from '../navigation/NavigationProvider';
import { MAIN_ID } from '../shell/App';
import { SignInForm } from './SignInForm';
import type { SessionSnapshot, SignInOutcome } from './session-store';

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  session: SessionSnapshot;
  /** Where the user goes after signing in, or as a guest. */
  returnTo: string;
  onSignIn(userName: string, password: string): Promise<SignInOutcome>;
}

export function SignInPage({ session, returnTo, onSignIn }: SignInPageProps) {
  const strings = appLocale.session;
  const guestAvailable = session.phase === 'active' && session.user?.isGuestAccess === true;
  const notice =
    session.notice === 'expired'
      ? strings.noticeExpired
      : session.notice === 'signed-out'
        ? strings.noticeSignedOut
        : null;

  useEffect(() => {
    document.title = `${strings.signInTitle} · ${appLocale.appName}`;
  }, []);

  return (
    <div className="vt-app">
      <header className="vt-app__banner">
        <span className="vt-app__brand">{appLocale.appName}</span>
      </header>
      <main id={MAIN_ID} className="vt-app__main vt-app__signin" tabIndex={-1} data-screen="signin">
        <div className="vt-app__signin-box">
          <h1 className="vt-app__heading">{strings.signInHeading}</h1>
          {notice && (
            <p className="vt-app__notice" role="status" data-notice={session.notice}>
              {notice}
            </p>
          )}
          <SignInForm defaultUserName={session.lastUserName} onSignIn={onSignIn} autoFocus />
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
