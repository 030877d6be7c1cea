// Contact-the-owner form guards (spec 001 §3, §5).
import { CONTACT_MIN_FILL_MS } from '../constants';
import { en, type VitrineLocale } from '../locale/en';

/** The fields of the contact form that the guards read (spec 001 §3 contact request). */
export interface ContactFormInput {
  message: string;
  addresserEmail: string;
  /** The hidden honeypot field: a person never fills it. */
  secondEmail?: string | null;
  /** Milliseconds between opening the form and sending it. */
  formFillTime: number;
}

/** Why a contact message is not sent. */
export type ContactFormError = 'messageRequired' | 'emailRequired' | 'spam';

/** The result of the contact form check. */
export type ContactFormValidation = { ok: true } | { ok: false; code: ContactFormError; message: string };

/** The form-fill time to send: time from opening to sending, never negative. */
export function computeFormFillTime(openedAt: Date | number, now: Date | number): number {
  return Math.max(0, Number(now) - Number(openedAt));
}

/**
 * spec 001 §5: the message and the e-mail are required (blank counts as empty); a form filled in
 * under 5000 ms, or with the hidden second-email field filled, is spam and answers
 * "Failed to send message!". The required checks come first, so a person who sends an empty form
 * quickly learns what is missing.
 */
export function validateContactForm(
  input: ContactFormInput,
  locale: VitrineLocale = en,
): ContactFormValidation {
  if (input.message.trim() === '')
    return { ok: false, code: 'messageRequired', message: locale.contact.messageRequired };
  if (input.addresserEmail.trim() === '') {
    return { ok: false, code: 'emailRequired', message: locale.contact.emailRequired };
  }
  if (isContactSpam(input)) return { ok: false, code: 'spam', message: locale.contact.sendFailed };
  return { ok: true };
}

/** spec 001 §5: the two spam guards alone (the server runs them too). */
export function isContactSpam(input: Pick<ContactFormInput, 'secondEmail' | 'formFillTime'>): boolean {
  const honeypotFilled = (input.secondEmail ?? '') !== '';
  const tooFast = !Number.isFinite(input.formFillTime) || input.formFillTime < CONTACT_MIN_FILL_MS;
  return honeypotFilled || tooFast;
}
