// What the contact form shows for each answer of PUT /api/contactowner/{ownerId} (spec 001 §5, §8;
// openapi.yml contactOwner). The spec gives two texts: "Failed to send message!" and the success. The
// server's required-field refusals are the spec's field messages; the answers the spec does not name
// (the owner cannot be contacted, too many messages, no mail on this server) have words of our own
// (docs/decisions.md "Contact the owner: the answers the spec does not name").
import { en } from '@vitrine/core';

/** What the form shows after a refused send. */
export type ContactFailure =
  /** Under the field (the server's 400 for a blank message or e-mail). */
  | { kind: 'field'; field: 'message' | 'email' }
  /** spec 001 §8 "Failed to send message!": spam guards, bounds (400), SMTP failed (502), anything else. */
  | { kind: 'sendFailed' }
  /** 404: the file or its owner cannot be contacted (no e-mail, not visible). */
  | { kind: 'notContactable' }
  /** 429: the sender's messages of the hour are used up; free again in `minutes`. */
  | { kind: 'tooMany'; minutes: number }
  /** 501: this server sends no mail. */
  | { kind: 'notOffered' };

/** The hour the server's limit counts over (openapi.yml: 10 messages an hour): the wait when it names none. */
const DEFAULT_WAIT_MINUTES = 60;

/**
 * Reads a refused send: its HTTP status (undefined when no answer came), the server's message and its
 * Retry-After in seconds.
 */
export function contactFailure(
  status: number | undefined,
  serverMessage: string | undefined,
  retryAfterSeconds?: number,
): ContactFailure {
  switch (status) {
    case 400:
      if (serverMessage === en.contact.messageRequired) return { kind: 'field', field: 'message' };
      if (serverMessage === en.contact.emailRequired) return { kind: 'field', field: 'email' };
      return { kind: 'sendFailed' };
    case 404:
      return { kind: 'notContactable' };
    case 429:
      return {
        kind: 'tooMany',
        minutes:
          retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
            ? Math.ceil(retryAfterSeconds / 60)
            : DEFAULT_WAIT_MINUTES,
      };
    case 501:
      return { kind: 'notOffered' };
    default:
      return { kind: 'sendFailed' };
  }
}
