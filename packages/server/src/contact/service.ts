// Contact the owner (spec 001 §5, §7, §8): PUT /api/contactowner/{ownerId}. The file must be one the
// sender may see and owned by `ownerId`, and the owner must have an e-mail address; anything else
// answers 404 like a file or person that does not exist (no probing of who owns what). The message
// is stored before it is sent and keeps its outcome, so an SMTP failure loses nothing; the answer
// then is "Failed to send message!" (502). Each sender (client address; signed-in person) may send
// CONTACT_LIMIT.messages per hour; beyond, 429.
import { en } from '@vitrine/core';
import type { Principal } from '../auth/permissions';
import type { ServerContext } from '../domain/context';
import { HttpError, notFoundItem } from '../domain/errors';
import { visibleFile } from '../images/access';
import { describeMailError, sendMail } from '../mail/mailer';
import { CONTACT_LIMIT, type ContactInput, checkContactInput, composeContactMail } from './rules';

/** 429: the sender's messages of the last hour are used up; free again in `retryAfterSeconds`. */
export class ContactThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, en.contact.sendFailed, 'TooManyMessages');
  }
}

export interface ContactRequestContext {
  principal: Principal;
  /** The client's address (request.ip: behind a trusted proxy, the forwarded one). */
  clientAddress: string;
}

/** Sends `input` to the owner `ownerId`; resolves when the SMTP server took it. */
export async function contactOwner(
  server: ServerContext,
  who: ContactRequestContext,
  ownerId: number,
  input: ContactInput,
): Promise<void> {
  const mail = server.options.mail;
  if (!mail) throw new HttpError(501, 'This server does not offer this action.', 'NotImplemented');
  const { message, addresserEmail } = checkContactInput(input);
  const { db } = server;
  const now = server.now();

  const file = await visibleFile(db, who.principal, now, input.imageId);
  const owner =
    file.owner_id === ownerId
      ? await db.selectFrom('users').select(['id', 'email']).where('id', '=', ownerId).executeTakeFirst()
      : undefined;
  const recipient = owner?.email?.trim() ?? '';
  if (recipient === '') throw notFoundItem('Owner', ownerId);

  const since = now.getTime() - CONTACT_LIMIT.windowMs;
  const recent = async (column: 'sender_address' | 'sender_user_id', value: string | number) => {
    const rows = await db
      .selectFrom('contact_messages')
      .select('created_at_ms')
      .where(column, '=', value)
      .where('created_at_ms', '>', since)
      .orderBy('created_at_ms')
      .limit(CONTACT_LIMIT.messages)
      .execute();
    return rows.map((row) => Number(row.created_at_ms));
  };
  const counts = [await recent('sender_address', who.clientAddress)];
  if (who.principal.kind === 'user' && who.principal.userId !== null) {
    counts.push(await recent('sender_user_id', who.principal.userId));
  }
  const full = counts.filter((times) => times.length >= CONTACT_LIMIT.messages);
  if (full.length > 0) {
    // Free again when the oldest message of the window leaves it.
    const freeAt = Math.max(...full.map((times) => (times[0] as number) + CONTACT_LIMIT.windowMs));
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new ContactThrottled(seconds);
  }

  const { subject, text } = composeContactMail({
    file: { id: file.id, folderId: file.folder_id, fileName: file.file_name, title: file.title },
    message,
    addresserEmail,
    publicUrl: server.options.publicUrl,
  });
  const stored = await db
    .insertInto('contact_messages')
    .values({
      owner_id: ownerId,
      file_id: file.id,
      sender_user_id: who.principal.kind === 'user' ? who.principal.userId : null,
      sender_address: who.clientAddress,
      addresser_email: addresserEmail,
      message,
      recipient_email: recipient,
      subject,
      status: 'sending',
      error: null,
      created_at: now.toISOString(),
      created_at_ms: now.getTime(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await sendMail(mail, { to: recipient, replyTo: addresserEmail, subject, text });
  } catch (error) {
    await db
      .updateTable('contact_messages')
      .set({ status: 'failed', error: describeMailError(error, mail) })
      .where('id', '=', stored.id)
      .execute();
    throw new HttpError(502, en.contact.sendFailed, 'MailNotSent');
  }
  await db
    .updateTable('contact_messages')
    .set({ status: 'sent', sent_at: server.now().toISOString() })
    .where('id', '=', stored.id)
    .execute();
}
