import { describe, expect, it } from 'vitest';
import { readBuildFlags } from './build-flags';

describe('readBuildFlags', () => {
  it.each([
    [{}, { demo: true, bodyVariant: false, apiBaseUrl: '' }],
    [{ VITE_VITRINE_DEMO: 'false' }, { demo: false, bodyVariant: false, apiBaseUrl: '' }],
    [{ VITE_VITRINE_DEMO: ' FALSE ' }, { demo: false, bodyVariant: false, apiBaseUrl: '' }],
    [{ VITE_VITRINE_DEMO: 'true' }, { demo: true, bodyVariant: false, apiBaseUrl: '' }],
    [{ VITE_VITRINE_BODY: 'true' }, { demo: true, bodyVariant: true, apiBaseUrl: '' }],
    [{ VITE_VITRINE_BODY: 'yes' }, { demo: true, bodyVariant: false, apiBaseUrl: '' }],
    [
      { VITE_VITRINE_API_URL: 'https://dam.example/ ' },
      { demo: true, bodyVariant: false, apiBaseUrl: 'https://dam.example/' },
    ],
    [{ VITE_VITRINE_DEMO: true }, { demo: true, bodyVariant: false, apiBaseUrl: '' }],
  ])('%o → %o', (env, expected) => {
    expect(readBuildFlags(env)).toEqual(expected);
  });
});
