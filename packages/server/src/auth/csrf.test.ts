import { describe, expect, it } from 'vitest';
import { csrfRefusal } from './csrf';

const own = 'http://127.0.0.1:5180';
const check = (method: string, headers: Record<string, string>, allowedOrigins: string[] = []) =>
  csrfRefusal({ method, headers, ownHost: '127.0.0.1:5180', allowedOrigins });

describe('csrfRefusal', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through from anywhere', (method) => {
    expect(check(method, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s', (method) => {
    expect(check(method, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toMatch(
      /evil\.example/,
    );
    expect(check(method, { 'sec-fetch-site': 'cross-site' })).toMatch(/cross-site/);
    expect(check(method, { 'sec-fetch-site': 'same-site' })).toMatch(/same-site/);
    expect(check(method, { origin: 'null' })).toMatch(/null/);
  });

  it('lets a write from its own page through (any scheme: a TLS proxy may sit in front)', () => {
    expect(check('POST', { origin: own, 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(check('POST', { origin: 'https://127.0.0.1:5180' })).toBeNull();
    expect(check('POST', { origin: 'http://127.0.0.1:5181' })).toMatch(/5181/);
    expect(check('POST', { 'sec-fetch-site': 'same-origin' })).toBeNull();
  });

  it('lets a write from an allowed origin through', () => {
    expect(
      check('PATCH', { origin: 'https://host.example', 'sec-fetch-site': 'cross-site' }, [
        'https://host.example',
      ]),
    ).toBeNull();
  });

  it('lets a request that no browser page sent through (no Origin, no Sec-Fetch-Site: no cookie was attached behind anyone)', () => {
    expect(check('POST', {})).toBeNull();
  });
});
