// contact: contact the owner of a file (spec 001 §5, §7, §8), as the reference server answers
// (packages/server/src/contact): the required fields with the spec's words; "Failed to send message!"
// for the spam guards (under 5000 ms, the hidden second e-mail filled), a message over
// CONTACT_MAX_MESSAGE_LENGTH or an address that is not one plain address; 404 for a file the caller
// may not see, an ownerId that is not the file's owner or an owner without an e-mail address; 429
// after CONTACT_MESSAGES_PER_HOUR messages of one sender in an hour. Nothing is mailed: the messages
// are kept in the mock database (db.contactMessages) for tests to read.
import { CONTACT_MAX_EMAIL_LENGTH, CONTACT_MAX_MESSAGE_LENGTH, en, isContactSpam } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { errorResponse } from '../errors';
import { badRequest, http, type MockContext, notFound, toId } from './context';
import { visibleImages } from './query';

/** Messages one sender may send in an hour, as the server (contact/rules.ts CONTACT_LIMIT). */
export const CONTACT_MESSAGES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** One plain address, as the server's config.ts PLAIN_MAIL_ADDRESS. */
const PLAIN_MAIL_ADDRESS =
  /^[^\s@<>()[\],;:"\\\p{Cc}]{1,64}@[^\s@<>()[\],;:"\\\p{Cc}.]+(\.[^\s@<>()[\],;:"\\\p{Cc}.]+)+$/u;

/** A message the mocks accepted. */
export interface MockContactMessage {
  ownerId: number;
  imageId: number;
  senderKey: string;
  addresserEmail: string;
  message: string;
  at: number;
}

const sentBy = new WeakMap<object, MockContactMessage[]>();

/** The messages accepted by the mock database `db` (tests). */
export function contactMessagesOf(db: object): MockContactMessage[] {
  let list = sentBy.get(db);
  if (!list) {
    list = [];
    sentBy.set(db, list);
  }
  return list;
}

export function contactHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.put('/api/contactowner/{ownerId}', async ({ params, request, response }) => {
      const db = ctx.db();
      const user = ctx.user();
      const body = await request.json();
      if ((body.message ?? '').trim() === '') return response.untyped(badRequest(en.contact.messageRequired));
      if ((body.addresserEmail ?? '').trim() === '')
        return response.untyped(badRequest(en.contact.emailRequired));
      const failed = () => response.untyped(badRequest(en.contact.sendFailed));
      if (isContactSpam(body)) return failed();
      const message = body.message.replace(/\r\n?/g, '\n').trim();
      const addresserEmail = body.addresserEmail.trim();
      if (message.length > CONTACT_MAX_MESSAGE_LENGTH) return failed();
      if (/\p{Cc}/u.test(message.replace(/[\n\t]/g, ''))) return failed();
      if (addresserEmail.length > CONTACT_MAX_EMAIL_LENGTH || !PLAIN_MAIL_ADDRESS.test(addresserEmail)) {
        return failed();
      }
      const image = visibleImages(db, user).find((i) => i.id === body.imageId);
      if (!image) return response.untyped(notFound(`Image ${body.imageId} was not found.`));
      const ownerId = toId(params.ownerId);
      const owner = image.ownerId === ownerId ? db.user(ownerId) : undefined;
      if (!owner || owner.email.trim() === '')
        return response.untyped(notFound(`Owner ${ownerId} was not found.`));
      const now = db.now().getTime();
      const senderKey = user.isGuestAccess ? 'guest' : `user:${user.userId}`;
      const sent = contactMessagesOf(db);
      const recent = sent.filter((m) => m.senderKey === senderKey && m.at > now - HOUR_MS);
      if (recent.length >= CONTACT_MESSAGES_PER_HOUR) {
        const retryAfter = Math.max(1, Math.ceil(((recent[0]?.at ?? now) + HOUR_MS - now) / 1000));
        const refusal = errorResponse(429, en.contact.sendFailed, 'TooManyMessages');
        refusal.headers.set('Retry-After', String(retryAfter));
        return response.untyped(refusal);
      }
      sent.push({ ownerId, imageId: image.id, senderKey, addresserEmail, message, at: now });
      return response(204).empty();
    }),
  ];
}
