// Contact the owner, the rules without I/O (spec 001 §3, §5, §7, §8): what a request must hold, the
// per-sender limit, and the message as it is mailed. Names, titles, messages and addresses are data:
// the mail is plain text, and whatever goes into a header is one line without control characters.
import {
  CONTACT_MAX_EMAIL_LENGTH,
  CONTACT_MAX_MESSAGE_LENGTH,
  en,
  interpolate,
  isContactSpam,
} from '@vitrine/core';
import { PLAIN_MAIL_ADDRESS } from '../config';
import { HttpError } from '../domain/errors';

/** At most this many messages per sender (client address, and signed-in person) per window (decided). */
export const CONTACT_LIMIT = { messages: 10, windowMs: 60 * 60 * 1000 } as const;

/** The body of PUT /api/contactowner/{ownerId} (openapi.yml ContactRequest). */
export interface ContactInput {
  message: string;
  addresserEmail: string;
  formFillTime: number;
  secondEmail?: string | null;
  imageId: number;
}

/**
 * spec 001 §5's required fields with the spec's words, before the schema's check (a blank field is
 * "Message field cannot be empty", not a schema error). Reads the raw body.
 */
export function requireContactFields(body: unknown): void {
  const raw = (body ?? {}) as Record<string, unknown>;
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  if (blank(raw.message)) throw new HttpError(400, en.contact.messageRequired);
  if (blank(raw.addresserEmail)) throw new HttpError(400, en.contact.emailRequired);
}

/**
 * The message and the sender's address to keep and send, or 400 "Failed to send message!" (spec 001
 * §8): the spam guards of spec 001 §5 (under 5000 ms, the hidden second e-mail filled), a message
 * over CONTACT_MAX_MESSAGE_LENGTH characters, an address that is not one plain address of at most
 * CONTACT_MAX_EMAIL_LENGTH characters (no name, no list, no line break: it becomes the Reply-To).
 */
export function checkContactInput(input: ContactInput): { message: string; addresserEmail: string } {
  requireContactFields(input);
  const refuse = () => new HttpError(400, en.contact.sendFailed);
  if (isContactSpam(input)) throw refuse();
  const message = input.message.replace(/\r\n?/g, '\n').trim();
  const addresserEmail = input.addresserEmail.trim();
  if (message.length > CONTACT_MAX_MESSAGE_LENGTH) throw refuse();
  // Control characters other than line breaks and tabs have no place in a message.
  if (/\p{Cc}/u.test(message.replace(/[\n\t]/g, ''))) throw refuse();
  if (addresserEmail.length > CONTACT_MAX_EMAIL_LENGTH || !PLAIN_MAIL_ADDRESS.test(addresserEmail)) {
    throw refuse();
  }
  return { message, addresserEmail };
}

/** Text for a header: one line, control characters (CR, LF, NUL...) as spaces, at most `max` characters. */
export function headerText(text: string, max = 120): string {
  const line = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The mail's words (a typed locale object of the server; English, as the spec's messages). */
export const CONTACT_MAIL_TEXT = {
  subject: 'Message about your file "{file}"',
  intro: '{sender} sent you a message about your file "{file}" in Vitrine.',
  fileName: 'File name: {name}',
  title: 'Title: {title}',
  link: 'Open it: {url}',
  messageHeading: 'Message:',
  replyHint: 'Reply to this e-mail to answer {sender}.',
} as const;

/** What the mail says about its file. */
export interface ContactedFile {
  id: number;
  folderId: number;
  fileName: string;
  title: string;
}

/**
 * The subject and plain-text body of a contact message. `publicUrl` (the app's origin) adds a link
 * that opens the file in the app (its folder page with `?image=<id>`, reference-app routes/viewer.ts).
 */
export function composeContactMail(input: {
  file: ContactedFile;
  message: string;
  addresserEmail: string;
  publicUrl: string | null;
}): { subject: string; text: string } {
  const { file } = input;
  const label = file.title.trim() === '' ? file.fileName : file.title;
  const t = CONTACT_MAIL_TEXT;
  const lines = [
    interpolate(t.intro, { sender: input.addresserEmail, file: headerText(label, 200) }),
    '',
    interpolate(t.fileName, { name: headerText(file.fileName, 300) }),
    ...(file.title.trim() === '' ? [] : [interpolate(t.title, { title: headerText(file.title, 300) })]),
    ...(input.publicUrl
      ? [interpolate(t.link, { url: `${input.publicUrl}/folders/${file.folderId}?image=${file.id}` })]
      : []),
    '',
    t.messageHeading,
    '',
    input.message,
    '',
    '--',
    interpolate(t.replyHint, { sender: input.addresserEmail }),
  ];
  return {
    subject: headerText(interpolate(t.subject, { file: headerText(label, 100) }), 160),
    text: `${lines.join('\n')}\n`,
  };
}
