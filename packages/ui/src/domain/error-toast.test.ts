import { ApiError, NetworkError } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type ErrorToast, type ErrorToastOptions, serverMessageOf, toErrorToast } from './error-toast';

const generic = 'Something went wrong';

function apiError(status: number, message: string, body?: unknown) {
  return new ApiError({ status, message, body });
}

const withServerMessage = apiError(400, 'Folder is locked', {
  responseStatus: { errorCode: 'Locked', message: 'Folder is locked' },
});
// spec 000 §8: without responseStatus.message the ApiError carries the status text.
const statusOnly = apiError(404, 'Not found', { responseStatus: { errorCode: 'NotFound' } });
const blankServerMessage = apiError(500, 'Error', { responseStatus: { errorCode: 'X', message: '   ' } });
const abort = new DOMException('The operation was aborted.', 'AbortError');

describe('toErrorToast (spec 000 §8: the server message is shown when present)', () => {
  it.each<[string, unknown, Omit<ErrorToastOptions, 'generic'>, ErrorToast | null]>([
    [
      'server message replaces the fallback',
      withServerMessage,
      { fallback: 'Failed to delete folder 7.' },
      { kind: 'error', message: 'Folder is locked' },
    ],
    [
      'server message without fallback',
      withServerMessage,
      {},
      { kind: 'error', message: 'Folder is locked' },
    ],
    [
      'spec 001 §8: fallback plus server message',
      withServerMessage,
      { fallback: 'Failed to save changes.', serverMessage: 'append' },
      { kind: 'error', message: 'Failed to save changes. Folder is locked' },
    ],
    [
      'append without a server message keeps the fallback alone',
      statusOnly,
      { fallback: 'Failed to save changes.', serverMessage: 'append' },
      { kind: 'error', message: 'Failed to save changes.' },
    ],
    [
      'no server message: the fallback',
      statusOnly,
      { fallback: 'Failed to restore version.' },
      { kind: 'error', message: 'Failed to restore version.' },
    ],
    [
      'no server message, no fallback: the status text',
      statusOnly,
      {},
      { kind: 'error', message: 'Not found' },
    ],
    [
      "no server message, no fallback: the status text in the user's language",
      statusOnly,
      { statusText: (status) => (status === 404 ? 'Introuvable' : 'Erreur') },
      { kind: 'error', message: 'Introuvable' },
    ],
    [
      'a server message wins over the translated status text',
      withServerMessage,
      { statusText: () => 'Requête incorrecte' },
      { kind: 'error', message: 'Folder is locked' },
    ],
    [
      'a blank server message counts as absent',
      blankServerMessage,
      { fallback: 'Failed to delete file.' },
      { kind: 'error', message: 'Failed to delete file.' },
    ],
    [
      'network error: the fallback',
      new NetworkError(),
      { fallback: 'Failed to send message!' },
      { kind: 'error', message: 'Failed to send message!' },
    ],
    [
      'network error without fallback: the generic message',
      new NetworkError(),
      {},
      { kind: 'error', message: generic },
    ],
    ['unknown throw without fallback: the generic message', 'boom', {}, { kind: 'error', message: generic }],
    [
      'spec 001 §8: "Failed to download." is a warning',
      new NetworkError(),
      { fallback: 'Failed to download.', kind: 'warning' },
      { kind: 'warning', message: 'Failed to download.' },
    ],
    [
      'spec 000 §8: pin failures are success-style',
      statusOnly,
      { fallback: 'Failed to pin/unpin the folder.', kind: 'success' },
      { kind: 'success', message: 'Failed to pin/unpin the folder.' },
    ],
    ['a cancelled request shows nothing', abort, { fallback: 'Failed to save changes.' }, null],
  ])('%s', (_name, error, options, expected) => {
    expect(toErrorToast(error, { ...options, generic })).toEqual(expected);
  });
});

describe('serverMessageOf', () => {
  it.each<[string, unknown, string | undefined]>([
    ['an ApiError with responseStatus.message', withServerMessage, 'Folder is locked'],
    ['an ApiError with only an error code', statusOnly, undefined],
    ['an ApiError with a string body', apiError(500, 'Error', 'oops'), undefined],
    ['a plain Error whose message looks like a server message', new Error('Folder is locked'), undefined],
    ['not an error at all', { responseStatus: { message: 'x' } }, undefined],
  ])('%s', (_name, error, expected) => {
    expect(serverMessageOf(error)).toBe(expected);
  });
});
