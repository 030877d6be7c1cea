// <ChangePasswordDialog>: the signed-in user changes the password. The current password is needed;
// the new one is typed twice and checked by the rules the server checks (@vitrine/core
// checkNewPassword). The server ends the user's other sessions and keeps this one; the dialog then
// closes and `onChanged` fires (the host says so, e.g. with a toast). A modal dialog (Radix Dialog:
// focus trapped, Escape closes), one error message announced and tied to the field it is about.
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useVitrineContext } from '../provider/context';
import { useControllableState } from '../state/useControllableState';
import {
  changePasswordFailure,
  checkPasswordFields,
  type PasswordField,
  type PasswordProblem,
} from './messages';
import type { SessionStore } from './session-store';

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  /** The session of the signed-in user (`createSession(client)`). */
  session: SessionStore;
  /** Whether the dialog is open (controlled); leave out with `defaultOpen` for uncontrolled. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (Cancel, Escape, or after the change). */
  onOpenChange?(open: boolean): void;
  /** Called after the password was changed (the user's other sessions have ended). */
  onChanged?(event: { message: string }): void;
}

const FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'repeatPassword'];

/**
 * The change-password dialog of a session: current password, new password twice; the server's
 * refusals (a wrong current password, too many attempts) in the user's language. Use it inside
 * `<VitrineProvider>`.
 */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const { session, onChanged } = props;
  const context = useVitrineContext('ChangePasswordDialog');
  const strings = context.ui.session;
  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={context.theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog vt-ui__password-dialog"
            // The form puts focus in its first field.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Dialog.Title className="vt-ui__dialog-title">{strings.changePasswordHeading}</Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">
              {strings.changePasswordText}
            </Dialog.Description>
            {open && (
              <ChangePasswordForm
                session={session}
                onCancel={() => setOpen(false)}
                onChanged={() => {
                  setOpen(false);
                  onChanged?.({ message: strings.passwordChanged });
                }}
              />
            )}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChangePasswordForm(props: { session: SessionStore; onCancel(): void; onChanged(): void }) {
  const context = useVitrineContext('ChangePasswordDialog');
  const strings = context.ui.session;
  const format = context.locale.format;
  const id = useId();
  const errorId = `${id}-error`;
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    repeatPassword: useRef<HTMLInputElement>(null),
  };
  const labels: Record<PasswordField, string> = {
    currentPassword: strings.currentPassword,
    newPassword: strings.newPassword,
    repeatPassword: strings.repeatPassword,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = checkPasswordFields(values, strings, format);
    if (missing) {
      setProblem(missing);
      if (missing.field) refs[missing.field].current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await props.session.changePassword(values.currentPassword, values.newPassword);
    setBusy(false);
    if (outcome.ok) {
      props.onChanged();
      return;
    }
    const failure = changePasswordFailure(outcome.error, strings, format);
    setProblem(failure);
    if (failure.field === 'currentPassword') {
      setValues((current) => ({ ...current, currentPassword: '' }));
      refs.currentPassword.current?.focus();
    }
  };

  return (
    <form
      className="vt-ui__signin vt-ui__password-form"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      data-state={busy ? 'changing' : problem ? 'error' : 'idle'}
    >
      {/* Present from the start, so the message is announced when it appears. */}
      <div className="vt-ui__field-error" id={errorId} role="alert">
        {problem?.message}
      </div>
      {FIELDS.map((field, index) => (
        <div className="vt-ui__field" key={field}>
          <label className="vt-ui__field-label" htmlFor={`${id}-${field}`}>
            {labels[field]}
          </label>
          <input
            ref={refs[field]}
            className="vt-ui__input"
            id={`${id}-${field}`}
            name={field}
            type="password"
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            // biome-ignore lint/a11y/noAutofocus: the dialog's first field takes focus when it opens.
            autoFocus={index === 0}
            required
            aria-invalid={problem?.field === field || undefined}
            aria-describedby={problem?.field === field ? errorId : undefined}
            value={values[field]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        </div>
      ))}
      <div className="vt-ui__dialog-actions">
        <button type="button" className="vt-ui__button" data-action="cancel" onClick={props.onCancel}>
          {context.ui.cancel}
        </button>
        <button type="submit" className="vt-ui__button" data-action="confirm" data-tone="primary">
          {busy ? strings.changePasswordSubmitting : strings.changePasswordSubmit}
        </button>
      </div>
    </form>
  );
}
