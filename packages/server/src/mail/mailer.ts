// The server's one mail transport: one plain-text message over SMTP with nodemailer (config.ts
// MailOptions), for contact the owner (contact/) and the notification digests (notifications/). A
// transport per message: nothing stays open between messages, so a server with nobody writing holds
// no connection and there is nothing to close. Timeouts are short: a person may wait for the answer.
import { createTransport } from 'nodemailer';
import type { MailOptions } from '../config';

/** How long a step of the SMTP conversation may take before the message counts as failed. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

export interface OutgoingMail {
  to: string;
  /** Where answers go; none: to the From. */
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends one plain-text message; rejects with the SMTP error. */
export async function sendMail(mail: MailOptions, message: OutgoingMail): Promise<void> {
  const transport = createTransport(mail.smtpUrl, {
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  } as never);
  try {
    await transport.sendMail({
      from: mail.from,
      // Addresses as objects: nodemailer does not parse them as lists of names and addresses.
      to: { name: '', address: message.to },
      ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
      subject: message.subject,
      text: message.text,
      // No HTML part: names, titles and messages are data, never markup.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } finally {
    transport.close();
  }
}

/** An SMTP error as kept with a failed message: one line, no password of the URL. */
export function describeMailError(error: unknown, mail: MailOptions): string {
  const text =
    error instanceof Error
      ? `${(error as { code?: string }).code ?? error.name}: ${error.message}`
      : String(error);
  let password = '';
  try {
    password = decodeURIComponent(new URL(mail.smtpUrl).password);
  } catch {
    // The URL was checked at start; nothing to hide otherwise.
  }
  const line = text.replace(/\s+/g, ' ').slice(0, 500);
  return password === '' ? line : line.split(password).join('***');
}
