// <SignIn>: the sign-in form a host puts where a visitor must sign in (a page of its own, or the
// session-ended dialog). Labelled fields; one error message announced as an alert and tied to the
// field it is about (aria-invalid, aria-describedby), focus on that field, and the password cleared
// after a wrong one; above the form, why it is shown (the session expired, the user signed out).
// Sign-in held back by the server (429, too many attempts) says so in the user's language, with the
// wait the server gave.
import type { CurrentUser } from '@vitrine/api-client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useVitrineContext } from '../provider/context';
import { checkSignInFields, type SignInField, type SignInProblem, signInFailure } from './messages';
import type { SessionStore } from './session-store';
import { useSession } from './useSession';

/** Props of {@link SignIn}. */
export interface SignInProps {
  /** The session to sign in to (`createSession(client)`). */
  session: SessionStore;
  /** The user name the field starts with; default the user whose session ended, else empty. */
  defaultUserName?: string;
  /** Called after a successful sign-in, while the form is still on the page. */
  onSignedIn?(event: { user: CurrentUser }): void;
  /** Puts focus in the first field to fill when the form appears (a page or dialog of its own). */
  autoFocus?: boolean;
  /** Shows why the form is shown (the session expired, the user signed out) above it; default true. */
  showNotice?: boolean;
  /** Extra class on the form, next to `vt-ui__signin`. */
  className?: string;
}

/**
 * The sign-in form of a session (`createSession(client)`): user name and password, the server's
 * message when signing in fails, "Signing in…" while it waits, and why it shows (the session
 * expired, the user signed out). Use it inside `<VitrineProvider>`; it speaks the provider's locale.
 */
export function SignIn(props: SignInProps) {
  const { session, onSignedIn, autoFocus = false, showNotice = true, className } = props;
  const context = useVitrineContext('SignIn');
  const strings = context.ui.session;
  const snapshot = useSession(session);
  const id = useId();
  const ids = { userName: `${id}-user`, password: `${id}-password`, error: `${id}-error` };
  const [initialUserName] = useState(() => props.defaultUserName ?? snapshot.lastUserName);
  const [userName, setUserName] = useState(initialUserName);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    (initialUserName === '' ? userNameRef : passwordRef).current?.focus();
  }, [autoFocus, initialUserName]);

  const focusField = (field: SignInField) =>
    (field === 'userName' ? userNameRef : passwordRef).current?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const missing = checkSignInFields(userName, password, strings);
    if (missing) {
      setProblem(missing);
      focusField(missing.focus);
      return;
    }
    // Cleared first, so the same message given twice is announced twice.
    setProblem(null);
    setBusy(true);
    const outcome = await session.signIn(userName.trim(), password);
    setBusy(false);
    if (outcome.ok) {
      onSignedIn?.({ user: outcome.user });
      return;
    }
    const failure = signInFailure(outcome.error, strings, context.locale.format);
    setProblem(failure);
    if (failure.fields.includes('password')) setPassword('');
    focusField(failure.focus);
  };

  const invalid = (field: SignInField) => problem?.fields.includes(field) ?? false;
  const describedBy = (field: SignInField) => (invalid(field) ? ids.error : undefined);
  const notice =
    !showNotice || snapshot.notice === null
      ? null
      : snapshot.notice === 'expired'
        ? strings.noticeExpired
        : strings.noticeSignedOut;

  return (
    <>
      {notice && (
        <p className="vt-ui__signin-notice" role="status" data-notice={snapshot.notice}>
          {notice}
        </p>
      )}
      <form
        className={className ? `vt-ui__signin ${className}` : 'vt-ui__signin'}
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        data-state={busy ? 'signing-in' : problem ? 'error' : 'idle'}
      >
        {/* Present from the start, so the message is announced when it appears. */}
        <div className="vt-ui__field-error" id={ids.error} role="alert">
          {problem?.message}
        </div>
        <div className="vt-ui__field">
          <label className="vt-ui__field-label" htmlFor={ids.userName}>
            {strings.userName}
          </label>
          <input
            ref={userNameRef}
            className="vt-ui__input"
            id={ids.userName}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={invalid('userName') || undefined}
            aria-describedby={describedBy('userName')}
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
          />
        </div>
        <div className="vt-ui__field">
          <label className="vt-ui__field-label" htmlFor={ids.password}>
            {strings.password}
          </label>
          <input
            ref={passwordRef}
            className="vt-ui__input"
            id={ids.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={invalid('password') || undefined}
            aria-describedby={describedBy('password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button className="vt-ui__button" data-tone="primary" type="submit">
          {busy ? strings.submitting : strings.submit}
        </button>
      </form>
    </>
  );
}
