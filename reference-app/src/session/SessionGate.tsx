// What a server build shows for the session (issue 5): nothing but "Loading…" until the server says
// who is browsing; the sign-in page at /signin; a redirect there (keeping the page asked for) for a
// visitor without a session, except on the open pages (shared link, public page); the app itself
// for a signed-in user or the guest, with the account area in its banner; and, when a call answers
// 401, the same app made inert under @vitrine/ui's session-ended dialog.
import { SessionEndedDialog, type SessionSnapshot, type SessionStore } from '@vitrine/ui';
import { useEffect, useRef } from 'react';
import { useAppLocale } from '../locale';
import { useNavigation } from '../navigation/NavigationProvider';
import { App, MAIN_ID } from '../shell/App';
import { AccountArea } from './AccountArea';
import { isSignInPath, returnPathOf, sessionRedirect } from './paths';
import { SignInPage } from './SignInPage';

/** Props of {@link SessionGate}. */
export interface SessionGateProps {
  store: SessionStore;
  session: SessionSnapshot;
  /** The body build variant (spec 000 §2), for the route matcher and the app. */
  bodyVariant: boolean;
}

export function SessionGate({ store, session, bodyVariant }: SessionGateProps) {
  const { location, navigate } = useNavigation();
  const redirect = sessionRedirect(session, location, bodyVariant);
  const onSignInPage = isSignInPath(location.pathname);
  // Focus goes to the page's <main> when it shows after the sign-in page.
  const focusMain = useRef(false);

  useEffect(() => {
    if (redirect === null) return;
    if (onSignInPage) focusMain.current = true;
    navigate(redirect, { replace: true });
  }, [redirect, onSignInPage, navigate]);

  const showsApp =
    session.phase !== 'checking' && session.phase !== 'unreachable' && redirect === null && !onSignInPage;
  useEffect(() => {
    if (!showsApp || !focusMain.current) return;
    focusMain.current = false;
    document.getElementById(MAIN_ID)?.focus();
  }, [showsApp]);

  if (session.phase === 'unreachable') return <Unreachable onRetry={() => void store.check()} />;
  if (session.phase === 'checking' || redirect !== null) return <Loading />;
  if (onSignInPage) {
    return <SignInPage store={store} returnTo={returnPathOf(location.search)} />;
  }
  const expired = session.phase === 'expired';
  return (
    <>
      <App
        demo={false}
        bodyVariant={bodyVariant}
        inert={expired}
        isGuest={session.user?.isGuestAccess === true}
        onSessionChange={() => void store.check()}
        renderAccount={() => <AccountArea session={session} store={store} onSignOut={store.signOut} />}
      />
      {/* Decision (docs/reference-app.md "When the session expires"): the form comes to the page. */}
      <SessionEndedDialog session={store} fallbackFocus={() => document.getElementById(MAIN_ID)} />
    </>
  );
}

/** Until the server has said who is browsing (or while leaving for another page). */
function Loading() {
  const appLocale = useAppLocale();
  useEffect(() => {
    document.title = `${appLocale.loading} · ${appLocale.appName}`;
  }, [appLocale.appName, appLocale.loading]);
  return (
    <div className="vt-app">
      <main id={MAIN_ID} className="vt-app__main" tabIndex={-1} aria-busy="true" data-screen="loading">
        <h1 className="vt-app__heading">{appLocale.loading}</h1>
      </main>
    </div>
  );
}

/** The server did not answer "who is signed in": say so, and offer to ask again. */
function Unreachable({ onRetry }: { onRetry(): void }) {
  const appLocale = useAppLocale();
  const strings = appLocale.session;
  useEffect(() => {
    document.title = `${strings.unreachableHeading} · ${appLocale.appName}`;
  }, [strings.unreachableHeading, appLocale.appName]);
  return (
    <div className="vt-app">
      <main id={MAIN_ID} className="vt-app__main" tabIndex={-1} data-screen="unreachable">
        <h1 className="vt-app__heading">{strings.unreachableHeading}</h1>
        <p role="alert">{strings.unreachableText}</p>
        <button className="vt-app__button" type="button" onClick={onRetry}>
          {strings.retry}
        </button>
      </main>
    </div>
  );
}
