import { describe, expect, it } from 'vitest';
import { parseJsonArray } from './json';

describe('parseJsonArray', () => {
  it('answers the items of a JSON array, whatever they are', () => {
    expect(parseJsonArray('[1,"two",{"three":3},null]')).toEqual([1, 'two', { three: 3 }, null]);
    expect(parseJsonArray('[]')).toEqual([]);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['text that is not JSON', '[1,'],
    ['an object', '{"0":1,"length":1}'],
    ['a string', '"[1]"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as none', (_, text) => {
    expect(parseJsonArray(text)).toEqual([]);
  });
});
