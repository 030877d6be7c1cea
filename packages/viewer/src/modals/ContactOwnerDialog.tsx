// Contact the owner (spec 001 §3, §5, §7, §8): a message and the sender's e-mail, both required;
// a hidden second e-mail field (a honeypot) and the time the form took travel with it. The spam
// guards of @vitrine/core run first: a form filled in under 5 s, or with the honeypot filled, is not
// sent and reads "Failed to send message!", as a refusal by the server does. Each answer of the
// server has its message (domain/contact.ts); the fields are bounded as the server bounds them.
import * as Dialog from '@radix-ui/react-dialog';
import {
  CONTACT_MAX_EMAIL_LENGTH,
  CONTACT_MAX_MESSAGE_LENGTH,
  computeFormFillTime,
  validateContactForm,
} from '@vitrine/core';
import { Button, TextField, useClient, useLocaleFormat, useT, useToast, useVitrine } from '@vitrine/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ContactOwnerError, contactOwner } from '../api/viewer';
import { contactFailure } from '../domain/contact';
import { useViewerLocale } from '../locale';

/** Props of {@link ContactOwnerDialog}. */
export interface ContactOwnerDialogProps {
  /** The file's owner (ImageSummary.owner.id). */
  ownerId: number;
  /** The file the message is about. */
  imageId: number;
  /** Shown or not. */
  open: boolean;
  /** Called when it opens or closes (sent, cancelled, Escape). */
  onOpenChange: (open: boolean) => void;
  /** Called once the message is sent. */
  onSent?: () => void;
}

/** The contact-the-owner form in a dialog (spec 001 §5). */
export function ContactOwnerDialog({
  ownerId,
  imageId,
  open,
  onOpenChange,
  onSent,
}: ContactOwnerDialogProps) {
  const t = useViewerLocale();
  const translate = useT();
  const format = useLocaleFormat();
  const toast = useToast();
  const client = useClient();
  const { theme } = useVitrine();
  const openedAt = useRef(Date.now());
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [secondEmail, setSecondEmail] = useState('');
  const [error, setError] = useState<{ field: 'message' | 'email'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const honeypotId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      message,
      addresserEmail: email,
      secondEmail,
      formFillTime: computeFormFillTime(openedAt.current, Date.now()),
    };
    const check = validateContactForm(input, translate.locale);
    if (!check.ok) {
      if (check.code === 'spam') {
        setError(null);
        toast.error(check.message);
        return;
      }
      setError({ field: check.code === 'messageRequired' ? 'message' : 'email', text: check.message });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await contactOwner(client, { ownerId, imageId, ...input });
      toast.success(translate('contact.sent'));
      onSent?.();
      onOpenChange(false);
    } catch (caught) {
      const failure =
        caught instanceof ContactOwnerError
          ? contactFailure(caught.status, caught.serverMessage, caught.retryAfterSeconds)
          : contactFailure(undefined, undefined);
      if (failure.kind === 'field')
        setError({
          field: failure.field,
          text: translate(failure.field === 'message' ? 'contact.messageRequired' : 'contact.emailRequired'),
        });
      else if (failure.kind === 'notContactable') toast.error(t.contact.notContactable);
      else if (failure.kind === 'tooMany')
        toast.error(format.interpolate(t.contact.tooMany, { n: failure.minutes }));
      else if (failure.kind === 'notOffered') toast.error(t.contact.notOffered);
      else toast.error(translate('contact.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-viewer__contact" aria-describedby={undefined}>
            <Dialog.Title className="vt-ui__dialog-title">{t.contact.title}</Dialog.Title>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <label className="vt-viewer__field">
                <span>{t.contact.message}</span>
                <textarea
                  className="vt-viewer__textarea"
                  value={message}
                  rows={5}
                  maxLength={CONTACT_MAX_MESSAGE_LENGTH}
                  required
                  aria-invalid={error?.field === 'message'}
                  aria-describedby={error?.field === 'message' ? `${honeypotId}-error` : undefined}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </label>
              {error?.field === 'message' ? (
                <p id={`${honeypotId}-error`} className="vt-viewer__error" role="alert">
                  {error.text}
                </p>
              ) : null}
              <TextField
                label={t.contact.email}
                type="email"
                autoComplete="email"
                maxLength={CONTACT_MAX_EMAIL_LENGTH}
                value={email}
                required
                error={error?.field === 'email' ? error.text : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {/* spec 001 §5: the honeypot. Hidden from people (and from assistive technology). */}
              <div className="vt-viewer__honeypot" aria-hidden="true">
                <label htmlFor={honeypotId}>{t.contact.secondEmail}</label>
                <input
                  id={honeypotId}
                  name="secondEmail"
                  type="email"
                  tabIndex={-1}
                  autoComplete="off"
                  value={secondEmail}
                  onChange={(event) => setSecondEmail(event.target.value)}
                />
              </div>
              <div className="vt-ui__dialog-actions">
                <Button onClick={() => onOpenChange(false)}>{t.contact.cancel}</Button>
                <Button type="submit" variant="primary" disabled={sending}>
                  {t.contact.send}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
