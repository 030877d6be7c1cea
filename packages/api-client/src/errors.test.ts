import { describe, expect, it } from 'vitest';
import { ApiError, isAbortError, isApiError, isNetworkError, NetworkError, toApiError } from './errors';

describe('toApiError (spec 000 §8)', () => {
  it.each([
    [
      400,
      { responseStatus: { errorCode: 'Invalid', message: 'Input is empty!' } },
      'Invalid',
      'Input is empty!',
    ],
    [400, { responseStatus: { errorCode: 'Invalid' } }, 'Invalid', 'Bad request'],
    [401, undefined, undefined, 'Unauthorized'],
    [403, '', undefined, 'Forbidden'],
    [404, 'Not Found', undefined, 'Not found'],
    [500, { message: 'stack trace' }, undefined, 'Error'],
    [418, null, undefined, 'Error'],
  ])('%i with body %j → errorCode %j, message %j', (status, body, errorCode, message) => {
    const error = toApiError(status, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status, errorCode, message, body });
  });

  it('returns an ApiError body as it is', () => {
    const error = new ApiError({ status: 409, errorCode: 'Conflict', message: 'Exists' });
    expect(toApiError(500, error)).toBe(error);
  });

  it('fills responseStatus.errorCode with the status when the server sent none', () => {
    expect(toApiError(404, undefined).responseStatus).toEqual({ errorCode: '404', message: 'Not found' });
  });
});

describe('guards', () => {
  const apiError = new ApiError({ status: 403, message: 'Forbidden' });
  const networkError = new NetworkError(new TypeError('Failed to fetch'));
  const abortError = new DOMException('The operation was aborted.', 'AbortError');
  const timeoutError = new DOMException('The operation timed out.', 'TimeoutError');
  // An ApiError from another copy of the package (two bundles) has the same name and fields.
  const foreignApiError = Object.assign(new Error('Forbidden'), { name: 'ApiError', status: 403 });

  it.each([
    ['ApiError', apiError, { api: true, network: false, abort: false }],
    ['foreign ApiError', foreignApiError, { api: true, network: false, abort: false }],
    ['NetworkError', networkError, { api: false, network: true, abort: false }],
    ['AbortError', abortError, { api: false, network: false, abort: true }],
    ['TimeoutError', timeoutError, { api: false, network: false, abort: true }],
    ['TypeError', new TypeError('x'), { api: false, network: false, abort: false }],
    ['a plain object', { name: 'ApiError', status: 400 }, { api: false, network: false, abort: false }],
    ['undefined', undefined, { api: false, network: false, abort: false }],
  ])('%s', (_, value, expected) => {
    expect({ api: isApiError(value), network: isNetworkError(value), abort: isAbortError(value) }).toEqual(
      expected,
    );
  });

  it('NetworkError keeps its cause', () => {
    expect(networkError).toMatchObject({ name: 'NetworkError', message: 'Network request failed' });
    expect(networkError.cause).toBeInstanceOf(TypeError);
  });
});
