// Parts every administration page shares: the navigation between them, the refusal a person sees
// on a page they may not use (403: a clear sentence, never a crash), the loading and error states,
// a modal dialog (the native <dialog>: focus moves in and is kept there, Escape closes, focus goes
// back to what opened it) and a few formatting helpers.
import { isApiError } from '@vitrine/api-client';
import { ErrorState, useLocaleFormat } from '@vitrine/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from '../navigation/NavigationProvider';
import type { AdminSection } from '../routes/match';
import { type AdminLocale, useAdminLocale } from './locale';
import './admin.css';

/** The path of an administration page. */
export const adminPath = (section: AdminSection): string => `/admin/${section}`;

/** Whether a failure is the server saying "not for you" (403). */
export const isRefusal = (error: unknown): boolean => isApiError(error) && error.status === 403;

/** Whether a failure is the server saying "there is no such thing" (404). */
export const isMissing = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The links between the administration pages (only the super admin sees these pages). */
export function AdminNav({ current }: { current: AdminSection | null }) {
  const L = useAdminLocale();
  return (
    <nav className="vt-admin__nav" aria-label={L.navLabel}>
      <ul>
        {(['people', 'roles', 'settings', 'public-pages'] as const).map((section) => (
          <li key={section}>
            <Link to={adminPath(section)} aria-current={current === section ? 'page' : undefined}>
              {L.nav[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What a person sees on a page they may not use. */
export function Refusal({ text }: { text?: string }) {
  const L = useAdminLocale();
  return (
    <section className="vt-admin__refusal" data-state="refused" aria-labelledby="vt-admin-refused">
      <h2 id="vt-admin-refused">{L.refusedHeading}</h2>
      <p>{text ?? L.refusedText}</p>
      <p>
        <Link to="/">{L.backToLibrary}</Link>
      </p>
    </section>
  );
}

/** The state of a page's main read: loading, refused, failed (with Try again), or its content. */
export function LoadState(props: {
  query: { isPending: boolean; isError: boolean; error: unknown; isRefetching: boolean; refetch(): unknown };
  failed: string;
  refusedText?: string;
  children: () => ReactNode;
}) {
  const { query, failed, refusedText, children } = props;
  const L = useAdminLocale();
  if (query.isError) {
    if (isRefusal(query.error))
      return <Refusal {...(refusedText === undefined ? {} : { text: refusedText })} />;
    return (
      <ErrorState
        message={failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.isPending) {
    return (
      <p className="vt-admin__status" aria-busy="true">
        {L.loading}
      </p>
    );
  }
  return <>{children()}</>;
}

/** A role's name as a person reads it: the roles every library starts with are translated. */
export function roleLabel(L: AdminLocale, name: string): string {
  return Object.hasOwn(L.roles.known, name) ? (L.roles.known[name] ?? name) : name;
}

/** A date and time in the page's language ('2026-06-18 14:30' style numbers, local time). */
export function useDateTime(): (value: string) => string {
  const format = useLocaleFormat();
  return (value) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    return new Intl.DateTimeFormat(format.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };
}

/** Props of {@link AdminDialog}. */
export interface AdminDialogProps {
  /** Heading and accessible name. */
  title: string;
  /** A sentence under the heading (the dialog's accessible description). */
  description?: string;
  /** The form's fields. */
  children?: ReactNode;
  /** The submit button's label. */
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Cancel, Escape: the dialog goes away (the caller stops rendering it). */
  onClose(): void;
  /** `data-kind`, for styles and tests. */
  kind: string;
}

/**
 * A modal form in a native <dialog> opened with showModal(): the rest of the page is inert, focus
 * starts on the first field and stays inside, Escape closes, and focus goes back to the element
 * that was focused when it opened. Rendered only while open.
 */
export function AdminDialog(props: AdminDialogProps) {
  const { title, description, children, confirmLabel, cancelLabel, tone = 'primary', busy = false } = props;
  const { onSubmit, onClose, kind } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="vt-ui__dialog vt-admin__dialog"
      data-kind={kind}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
    >
      <form
        className="vt-admin__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        noValidate
      >
        <h2 id={titleId} className="vt-ui__dialog-title">
          {title}
        </h2>
        {description !== undefined && (
          <p id={descriptionId} className="vt-ui__dialog-message">
            {description}
          </p>
        )}
        {children}
        <div className="vt-ui__dialog-actions">
          <button type="button" className="vt-ui__button" onClick={() => close.current()}>
            {cancelLabel}
          </button>
          <button type="submit" className="vt-ui__button" data-tone={tone} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A labelled text field with an optional hint and an error that is announced. */
export function TextField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password';
  hint?: string;
  error?: string | null;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  name?: string;
}) {
  const {
    label,
    value,
    onChange,
    type = 'text',
    hint,
    error,
    autoComplete,
    required,
    maxLength,
    name,
  } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="vt-admin__field">
      <label className="vt-ui__field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="vt-ui__input"
        type={type}
        value={value}
        name={name}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="vt-admin__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="vt-ui__field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
