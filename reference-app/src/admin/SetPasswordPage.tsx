// /set-password#{token} (issue 13): a person opens the one-time link an administrator sent them and
// chooses their password. Public: no session is needed or made. The token travels in the fragment,
// so it never reaches a server log; the page asks whom it is for (POST /api/passwordlink/check),
// then sets the password (POST /api/passwordlink/use) and sends the person to sign in. An unknown,
// used or expired link shows the server's words ("This link has expired.").
import { checkNewPassword } from '@vitrine/core';
import { ErrorState, useLocaleFormat } from '@vitrine/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { usePasswordLinkCheck, useSetPasswordWithLink } from '../api/admin';
import { Link, useNavigation } from '../navigation/NavigationProvider';
import { TextField, useDateTime } from './common';
import { useAdminLocale } from './locale';
import { passwordLinkToken } from './rules';

export function SetPasswordPage() {
  const L = useAdminLocale();
  const S = L.setPassword;
  const { location } = useNavigation();
  const token = passwordLinkToken(location.hash);
  const check = usePasswordLinkCheck(token);
  const [done, setDone] = useState(false);

  let content: ReactNode;
  if (token === null) {
    content = (
      <p className="vt-admin__empty" role="alert">
        {S.noToken}
      </p>
    );
  } else if (done) {
    content = (
      <div role="status" className="vt-admin__done">
        <p>{S.done}</p>
        <p>
          <Link to="/signin" className="vt-ui__button" data-tone="primary">
            {S.signIn}
          </Link>
        </p>
      </div>
    );
  } else if (check.isError) {
    content = <ErrorState message={S.linkFailed} error={check.error} />;
  } else if (check.isPending) {
    content = (
      <p className="vt-admin__status" aria-busy="true">
        {S.checking}
      </p>
    );
  } else {
    content = (
      <SetPasswordForm
        token={token}
        name={check.data.logicalId}
        expiresAt={check.data.expiresAt}
        onDone={() => setDone(true)}
      />
    );
  }
  return (
    <div className="vt-admin vt-admin--narrow" data-admin-page="set-password">
      {content}
      {!done && (
        <p>
          <Link to="/">{S.goHome}</Link>
        </p>
      )}
    </div>
  );
}

function SetPasswordForm(props: { token: string; name: string; expiresAt: string; onDone(): void }) {
  const { token, name, expiresAt, onDone } = props;
  const S = useAdminLocale().setPassword;
  const format = useLocaleFormat();
  const dateTime = useDateTime();
  const use = useSetPasswordWithLink();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; repeat: string | null }>({
    password: null,
    repeat: null,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      password: checkNewPassword(password) === null ? null : S.tooShort,
      repeat: repeat === password ? null : S.mismatch,
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    try {
      await use.mutateAsync({ token, password });
    } catch {
      // Shown below the form (the server's words): a used or expired link, a refused password.
      return;
    }
    onDone();
  };

  return (
    <form className="vt-admin__form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{format.interpolate(S.forName, { name, expires: dateTime(expiresAt) })}</p>
      {/* The user name, for the browser's password manager. */}
      <input type="text" name="username" autoComplete="username" value={name} readOnly hidden />
      <TextField
        label={S.passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={S.hint}
        error={errors.password}
        maxLength={1024}
      />
      <TextField
        label={S.repeatLabel}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        maxLength={1024}
      />
      {use.isError && <ErrorState size="inline" message={S.failed} error={use.error} />}
      <div>
        <button
          type="submit"
          className="vt-ui__button"
          data-tone="primary"
          disabled={use.isPending}
          aria-busy={use.isPending}
        >
          {use.isPending ? S.submitting : S.submit}
        </button>
      </div>
    </form>
  );
}
