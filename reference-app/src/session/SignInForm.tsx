// The sign-in form, shared by the sign-in page and the expired-session dialog: labelled fields, one
// error message announced as an alert and tied to the field it is about (aria-invalid,
// aria-describedby), focus on that field, and the password cleared after a wrong one.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { appLocale } from '../locale';
import { checkSignInFields, type SignInField, type SignInProblem, signInFailure } from './messages';
import type { SignInOutcome } from './session-store';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** The user name the field starts with (the user whose session ended). */
  defaultUserName: string;
  /** Sends the credentials; the form shows the failure, the caller handles success. */
  onSignIn(userName: string, password: string): Promise<SignInOutcome>;
  /** Called after a successful sign-in, while the form is still on the page. */
  onSignedIn?(): void;
  /** Puts focus in the first field to fill when the form appears (a page or dialog of its own). */
  autoFocus?: boolean;
}

export function SignInForm({ defaultUserName, onSignIn, onSignedIn, autoFocus = false }: SignInFormProps) {
  const strings = appLocale.session;
  const id = useId();
  const ids = { userName: `${id}-user`, password: `${id}-password`, error: `${id}-error` };
  const [userName, setUserName] = useState(defaultUserName);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const initialUserName = useRef(defaultUserName);

  useEffect(() => {
    if (!autoFocus) return;
    (initialUserName.current === '' ? userNameRef : passwordRef).current?.focus();
  }, [autoFocus]);

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
    const outcome = await onSignIn(userName.trim(), password);
    setBusy(false);
    if (outcome.ok) {
      setProblem(null);
      onSignedIn?.();
      return;
    }
    const failure = signInFailure(outcome.error, strings);
    setProblem(failure);
    if (failure.fields.includes('password')) setPassword('');
    focusField(failure.focus);
  };

  const invalid = (field: SignInField) => problem?.fields.includes(field) ?? false;
  const describedBy = (field: SignInField) => (invalid(field) ? ids.error : undefined);

  return (
    <form className="vt-app__signin-form" noValidate onSubmit={submit} aria-busy={busy}>
      {/* Present from the start, so the message is announced when it appears. */}
      <div className="vt-app__form-error" id={ids.error} role="alert">
        {problem?.message}
      </div>
      <div className="vt-app__field">
        <label htmlFor={ids.userName}>{strings.userName}</label>
        <input
          ref={userNameRef}
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
      <div className="vt-app__field">
        <label htmlFor={ids.password}>{strings.password}</label>
        <input
          ref={passwordRef}
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
      <button className="vt-app__button vt-app__button--primary" type="submit">
        {busy ? strings.submitting : strings.submit}
      </button>
    </form>
  );
}
