import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parsePort } from './serve.mjs';

describe('parsePort (PORT of npm start)', () => {
  it.each<[string | undefined, number]>([
    [undefined, DEFAULT_PORT],
    ['', DEFAULT_PORT],
    ['  ', DEFAULT_PORT],
    ['8080', 8080],
    [' 8080 ', 8080],
    ['0', 0],
    ['65535', 65535],
  ])('%o → %i', (value, expected) => {
    expect(parsePort(value)).toBe(expected);
  });

  it.each(['65536', '-1', '80.5', 'http', '1e3'])('%o is refused', (value) => {
    expect(() => parsePort(value)).toThrow(`PORT must be a whole number from 0 to 65535, not '${value}'.`);
  });
});
