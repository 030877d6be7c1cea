// What the super admin does to one person, shared by the people table's rows and a person's page
// (issue 13): disable or enable (asks first; a disabled person is signed out at once), reset the
// password (a new one now, or a one-time link), delete (the dialog says what happens to their files).
// Also the password choice both "Add a person" and "Reset password" offer, and the one-time link's
// panel, shown once. The server's refusals (yourself, the last super admin) come back in a toast.
import { checkNewPassword } from '@vitrine/core';
import { useLocaleFormat, useReportError, useToast } from '@vitrine/ui';
import { useId, useState } from 'react';
import {
  type AdminUser,
  type PasswordLink,
  useDeletePerson,
  useResetPassword,
  useUpdatePerson,
} from '../api/admin';
import { AdminDialog, TextField, useDateTime } from './common';
import { useAdminLocale } from './locale';
import { passwordLinkUrl } from './rules';
import { useConfirmedAction } from './shared-parts';

/** How a person gets a password: set now, or a one-time link. */
export type PasswordMode = 'password' | 'link';

/** A one-time link to show, and whom it is for. */
export interface ShownLink {
  name: string;
  link: PasswordLink;
}

/** Props of {@link PersonActions}. */
export interface PersonActionsProps {
  /** The person (not the guest principal: it has no actions). */
  user: AdminUser;
  /** A password reset made a one-time link: show it (once). */
  onLink(shown: ShownLink): void;
  /** The person has been deleted (after the toast). */
  onDeleted?(): void;
}

/** Disable / Enable, Reset password…, Delete… for one person, as a labelled group of buttons. */
export function PersonActions({ user, onLink, onDeleted }: PersonActionsProps) {
  const P = useAdminLocale().people;
  const format = useLocaleFormat();
  const run = useConfirmedAction();
  const update = useUpdatePerson();
  const remove = useDeletePerson();
  const [resetting, setResetting] = useState(false);
  const name = user.logicalId;

  const toggleDisabled = () =>
    run(
      user.isDisabled
        ? null
        : { message: format.interpolate(P.disableQuestion, { name }), confirmLabel: P.disable },
      () => update.mutateAsync({ id: user.id, isDisabled: !user.isDisabled }),
      format.interpolate(user.isDisabled ? P.enabled : P.disabled, { name }),
    );

  const deletePerson = async () => {
    const deleted = await run(
      {
        title: format.interpolate(P.deleteTitle, { name }),
        message: format.interpolate(P.deleteQuestion, { name }),
        confirmLabel: P.deleteConfirm,
        tone: 'danger',
      },
      () => remove.mutateAsync(user.id),
      format.interpolate(P.deleted, { name }),
    );
    if (deleted) onDeleted?.();
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div className="vt-admin__actions" role="group" aria-label={format.interpolate(P.rowActions, { name })}>
        <button
          type="button"
          className="vt-ui__button"
          onClick={() => void toggleDisabled()}
          disabled={update.isPending}
        >
          {user.isDisabled ? P.enable : P.disable}
        </button>
        <button type="button" className="vt-ui__button" onClick={() => setResetting(true)}>
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
      {resetting && (
        <ResetPasswordDialog
          user={user}
          onClose={() => setResetting(false)}
          onLink={(link) => onLink({ name, link })}
        />
      )}
    </>
  );
}

/** The password choice and field, shared by "Add a person" and "Reset password". */
export function PasswordChoice(props: {
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
export function LinkPanel({ name, link, onDismiss }: ShownLink & { onDismiss(): void }) {
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
