// /admin/people (issue 13): every person of the library for the super admin. Add a person with a
// password or a one-time link (shown once, to send them), disable or enable (a disabled person is
// signed out at once), reset a password (a new one now, or a new link), delete (the dialog says what
// happens to their files). The guest principal is listed (its grants give guest access) but has no
// actions. Others get a clear refusal (the server answers 403).
import { checkNewPassword } from '@vitrine/core';
import { useConfirm, useLocaleFormat, useReportError, useToast } from '@vitrine/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type AdminUser,
  type PasswordLink,
  useCreatePerson,
  useDeletePerson,
  usePeople,
  useResetPassword,
  useUpdatePerson,
} from '../api/admin';
import { AdminDialog, AdminNav, LoadState, TextField, useDateTime } from './common';
import { useAdminLocale } from './locale';
import { passwordLinkUrl, personStatus } from './rules';

type PasswordMode = 'password' | 'link';

export function PeoplePage() {
  const L = useAdminLocale();
  const people = usePeople();
  const [shownLink, setShownLink] = useState<{ name: string; link: PasswordLink } | null>(null);
  return (
    <div className="vt-admin" data-admin-page="people">
      <AdminNav current="people" />
      <LoadState query={people} failed={L.people.loadFailed}>
        {() => (
          <>
            {shownLink && (
              <LinkPanel name={shownLink.name} link={shownLink.link} onDismiss={() => setShownLink(null)} />
            )}
            <PeopleTable users={people.data ?? []} onLink={setShownLink} />
            <AddPersonForm onLink={setShownLink} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function PeopleTable({
  users,
  onLink,
}: {
  users: AdminUser[];
  onLink(shown: { name: string; link: PasswordLink }): void;
}) {
  const L = useAdminLocale();
  const P = L.people;
  const headingId = useId();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{P.listHeading}</h2>
      {users.length === 0 ? (
        <p className="vt-admin__empty">{P.empty}</p>
      ) : (
        <div className="vt-admin__table-wrap">
          <table className="vt-admin__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{P.columns.name}</th>
                <th scope="col">{P.columns.email}</th>
                <th scope="col">{P.columns.status}</th>
                <th scope="col">{P.columns.superAdmin}</th>
                <th scope="col">{P.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <PersonRow key={user.id} user={user} onReset={() => setResetting(user)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onLink={(link) => onLink({ name: resetting.logicalId, link })}
        />
      )}
    </section>
  );
}

function PersonRow({ user, onReset }: { user: AdminUser; onReset(): void }) {
  const L = useAdminLocale();
  const P = L.people;
  const format = useLocaleFormat();
  const confirm = useConfirm();
  const toast = useToast();
  const reportError = useReportError();
  const update = useUpdatePerson();
  const remove = useDeletePerson();
  const name = user.isGuest ? P.guestName : user.logicalId;
  const status = personStatus(user);

  const toggleDisabled = async () => {
    if (!user.isDisabled) {
      const sure = await confirm({
        message: format.interpolate(P.disableQuestion, { name }),
        confirmLabel: P.disable,
      });
      if (!sure) return;
    }
    try {
      await update.mutateAsync({ id: user.id, isDisabled: !user.isDisabled });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(format.interpolate(user.isDisabled ? P.enabled : P.disabled, { name }));
  };

  const deletePerson = async () => {
    const sure = await confirm({
      title: format.interpolate(P.deleteTitle, { name }),
      message: format.interpolate(P.deleteQuestion, { name }),
      confirmLabel: P.deleteConfirm,
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(user.id);
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(format.interpolate(P.deleted, { name }));
  };

  return (
    <tr data-person={user.logicalId} data-state={status}>
      <th scope="row">{name}</th>
      <td>{user.email ?? <span className="vt-admin__muted">{P.noEmail}</span>}</td>
      <td>{P.status[status]}</td>
      <td>{user.isSuperAdmin ? L.yes : L.no}</td>
      <td>
        {user.isGuest ? null : (
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
          <div
            className="vt-admin__actions"
            role="group"
            aria-label={format.interpolate(P.rowActions, { name })}
          >
            <button
              type="button"
              className="vt-ui__button"
              onClick={() => void toggleDisabled()}
              disabled={update.isPending}
            >
              {user.isDisabled ? P.enable : P.disable}
            </button>
            <button type="button" className="vt-ui__button" onClick={onReset}>
              {P.resetPassword}
            </button>
            <button
              type="button"
              className="vt-ui__button"
              data-tone="danger"
              onClick={() => void deletePerson()}
              disabled={remove.isPending}
            >
              {P.delete}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

/** The password choice and field, shared by "Add a person" and "Reset password". */
function PasswordChoice(props: {
  mode: PasswordMode;
  onModeChange(mode: PasswordMode): void;
  password: string;
  onPasswordChange(password: string): void;
  error: string | null;
}) {
  const P = useAdminLocale().people;
  const name = useId();
  return (
    <>
      <fieldset className="vt-admin__fieldset">
        <legend>{P.passwordChoice}</legend>
        {(['password', 'link'] as const).map((mode) => (
          <label key={mode} className="vt-admin__choice">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={props.mode === mode}
              onChange={() => props.onModeChange(mode)}
            />
            {mode === 'password' ? P.choosePassword : P.chooseLink}
          </label>
        ))}
      </fieldset>
      {props.mode === 'password' && (
        <TextField
          label={P.passwordLabel}
          type="password"
          autoComplete="new-password"
          value={props.password}
          onChange={props.onPasswordChange}
          hint={P.passwordHint}
          error={props.error}
          maxLength={1024}
        />
      )}
    </>
  );
}

function AddPersonForm({ onLink }: { onLink(shown: { name: string; link: PasswordLink }): void }) {
  const L = useAdminLocale();
  const P = L.people;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const create = useCreatePerson();
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<PasswordMode>('password');
  const [password, setPassword] = useState('');
  const [superAdmin, setSuperAdmin] = useState(false);
  const [errors, setErrors] = useState<{ name: string | null; password: string | null }>({
    name: null,
    password: null,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const logicalId = name.trim();
    const next = {
      name: logicalId === '' ? P.nameRequired : null,
      password: mode === 'password' && checkNewPassword(password) !== null ? P.passwordTooShort : null,
    };
    setErrors(next);
    if (next.name || next.password) return;
    let result: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      result = await create.mutateAsync({
        logicalId,
        email: email.trim() === '' ? null : email.trim(),
        isSuperAdmin: superAdmin,
        ...(mode === 'password' ? { password } : {}),
      });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(format.interpolate(P.added, { name: result.user.logicalId }));
    if (result.passwordLink) onLink({ name: result.user.logicalId, link: result.passwordLink });
    setName('');
    setEmail('');
    setPassword('');
    setSuperAdmin(false);
  };

  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{P.addHeading}</h2>
      <form className="vt-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={P.nameLabel}
          value={name}
          onChange={setName}
          autoComplete="off"
          required
          maxLength={100}
          error={errors.name}
        />
        <TextField
          label={P.emailLabel}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          maxLength={254}
        />
        <PasswordChoice
          mode={mode}
          onModeChange={setMode}
          password={password}
          onPasswordChange={setPassword}
          error={errors.password}
        />
        <label className="vt-admin__choice">
          <input
            type="checkbox"
            checked={superAdmin}
            onChange={(event) => setSuperAdmin(event.target.checked)}
          />
          {P.superAdminLabel}
        </label>
        <div>
          <button
            type="submit"
            className="vt-ui__button"
            data-tone="primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? P.adding : P.add}
          </button>
        </div>
      </form>
    </section>
  );
}

function ResetPasswordDialog(props: { user: AdminUser; onClose(): void; onLink(link: PasswordLink): void }) {
  const { user, onClose, onLink } = props;
  const L = useAdminLocale();
  const P = L.people;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const reset = useResetPassword();
  const [mode, setMode] = useState<PasswordMode>('link');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = user.logicalId;

  const submit = async () => {
    if (mode === 'password' && checkNewPassword(password) !== null) {
      setError(P.passwordTooShort);
      return;
    }
    let link: PasswordLink | null;
    try {
      link = await reset.mutateAsync({ id: user.id, ...(mode === 'password' ? { password } : {}) });
    } catch (failure) {
      reportError(failure);
      return;
    }
    onClose();
    if (link) onLink(link);
    else toast.success(format.interpolate(P.passwordSet, { name }));
  };

  return (
    <AdminDialog
      kind="reset-password"
      title={format.interpolate(P.resetTitle, { name })}
      description={format.interpolate(P.resetText, { name })}
      confirmLabel={P.resetConfirm}
      cancelLabel={L.cancel}
      busy={reset.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <PasswordChoice
        mode={mode}
        onModeChange={setMode}
        password={password}
        onPasswordChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        error={error}
      />
    </AdminDialog>
  );
}

/** The one-time link, shown once: a read-only field to select and a Copy button. */
function LinkPanel({ name, link, onDismiss }: { name: string; link: PasswordLink; onDismiss(): void }) {
  const P = useAdminLocale().people;
  const format = useLocaleFormat();
  const dateTime = useDateTime();
  const toast = useToast();
  const headingId = useId();
  const fieldId = useId();
  const url = passwordLinkUrl(window.location.origin, link.token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(P.copied);
    } catch {
      toast.warning(P.copyFailed);
    }
  };
  return (
    <section className="vt-admin__link" aria-labelledby={headingId} data-password-link="">
      <h2 id={headingId} tabIndex={-1} ref={(element) => element?.focus()}>
        {format.interpolate(P.linkHeading, { name })}
      </h2>
      <p>{format.interpolate(P.linkText, { name, expires: dateTime(link.expiresAt) })}</p>
      <label className="vt-ui__field-label" htmlFor={fieldId}>
        {P.linkLabel}
      </label>
      <input
        id={fieldId}
        className="vt-ui__input"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="vt-admin__actions">
        <button type="button" className="vt-ui__button" data-tone="primary" onClick={() => void copy()}>
          {P.copy}
        </button>
        <button type="button" className="vt-ui__button" onClick={onDismiss}>
          {P.dismissLink}
        </button>
      </div>
    </section>
  );
}
