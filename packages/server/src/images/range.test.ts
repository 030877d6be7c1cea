// Range header parsing for Download.aspx (RFC 9110 §14): single ranges, suffixes, open ends, what is
// unsatisfiable and what is ignored (answered whole).
import { describe, expect, it } from 'vitest';
import { contentRange, ifRangeMatches, parseRange } from './range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
    ['Bytes = 5 - 9', 1000, { start: 5, end: 9 }],
  ])('%s of %i bytes is a partial answer', (header, size, range) => {
    expect(parseRange(header, size)).toEqual({ kind: 'partial', range });
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-1010', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-1', 0],
  ])('%s of %i bytes is unsatisfiable', (header, size) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    [undefined],
    ['bytes=5-2'],
    ['bytes=-'],
    ['items=0-9'],
    ['bytes=0-9,20-29'],
    ['bytes=a-b'],
    ['bytes=0-9x'],
    [`bytes=0-${'9'.repeat(500)}`],
  ])('%s is ignored: the whole file', (header) => {
    expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
  });

  it('checks If-Range against the strong ETag only', () => {
    expect(ifRangeMatches(undefined, '"abc"')).toBe(true);
    expect(ifRangeMatches('"abc"', '"abc"')).toBe(true);
    expect(ifRangeMatches('W/"abc"', '"abc"')).toBe(false);
    expect(ifRangeMatches('"other"', '"abc"')).toBe(false);
    expect(ifRangeMatches('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
  });

  it('writes Content-Range', () => {
    expect(contentRange({ range: { start: 0, end: 99 } }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange(null, 1000)).toBe('bytes */1000');
  });
});
