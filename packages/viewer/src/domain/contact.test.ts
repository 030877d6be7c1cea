import { en } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { contactFailure } from './contact';

describe('contactFailure: what the form shows for each answer of the server', () => {
  it("400: the spec's field messages under their field, every other refusal 'Failed to send message!'", () => {
    expect(contactFailure(400, en.contact.messageRequired)).toEqual({ kind: 'field', field: 'message' });
    expect(contactFailure(400, en.contact.emailRequired)).toEqual({ kind: 'field', field: 'email' });
    expect(contactFailure(400, en.contact.sendFailed)).toEqual({ kind: 'sendFailed' });
    expect(contactFailure(400, undefined)).toEqual({ kind: 'sendFailed' });
  });
  it('404: the owner cannot be contacted', () => {
    expect(contactFailure(404, 'Owner 3 not found')).toEqual({ kind: 'notContactable' });
  });
  it('429: the wait from Retry-After in whole minutes, an hour when it names none', () => {
    expect(contactFailure(429, en.contact.sendFailed, 10)).toEqual({ kind: 'tooMany', minutes: 1 });
    expect(contactFailure(429, en.contact.sendFailed, 1800)).toEqual({ kind: 'tooMany', minutes: 30 });
    expect(contactFailure(429, en.contact.sendFailed, 1801)).toEqual({ kind: 'tooMany', minutes: 31 });
    expect(contactFailure(429, undefined)).toEqual({ kind: 'tooMany', minutes: 60 });
  });
  it("501: no mail on this server; 502, 500 and no answer: 'Failed to send message!' (spec 001 §8)", () => {
    expect(contactFailure(501, 'This server does not offer this action.')).toEqual({ kind: 'notOffered' });
    expect(contactFailure(502, en.contact.sendFailed)).toEqual({ kind: 'sendFailed' });
    expect(contactFailure(500, 'boom')).toEqual({ kind: 'sendFailed' });
    expect(contactFailure(undefined, undefined)).toEqual({ kind: 'sendFailed' });
  });
});
