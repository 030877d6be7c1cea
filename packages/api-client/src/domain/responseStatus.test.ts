import { describe, expect, it } from 'vitest';
import { parseBody, readResponseStatus } from './responseStatus';

describe('parseBody', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['{"a":1}', { a: 1 }],
    ['[1,2]', [1, 2]],
    ['<html>Bad gateway</html>', '<html>Bad gateway</html>'],
    ['{"broken', '{"broken'],
  ])('%j → %j', (text, value) => {
    expect(parseBody(text)).toEqual(value);
  });
});

describe('readResponseStatus', () => {
  it.each([
    [
      { responseStatus: { errorCode: 'NotFound', message: 'Folder not found' } },
      { errorCode: 'NotFound', message: 'Folder not found' },
    ],
    [{ responseStatus: { errorCode: 'NotFound' } }, { errorCode: 'NotFound' }],
    [{ responseStatus: { errorCode: '', message: '' } }, {}],
    [{ responseStatus: { errorCode: 3, message: ['x'] } }, {}],
    [{ responseStatus: null }, undefined],
    [{ other: 1 }, undefined],
    ['text', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%j → %j', (body, parts) => {
    expect(readResponseStatus(body)).toEqual(parts);
  });
});
