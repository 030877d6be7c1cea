import { readFileSync } from 'node:fs';
import { handlers, OPERATIONS } from '@vitrine/mocks';
import { describe, expect, it } from 'vitest';
import { MOCKED_PATH } from './mocked-paths';

// The demo service worker (public/vitrine-demo-sw.js) sends the mock worker only the requests inside
// MOCKED_PATH, and lets every other one through: a mocked path left out would reach the static server
// instead of the mocks.
describe('MOCKED_PATH: what the demo service worker hands to the mocks', () => {
  it('holds every path of openapi.yml and every handler of @vitrine/mocks', () => {
    const paths = [
      ...Object.values(OPERATIONS).map((operation) => operation.path),
      // The scenario layer's handlers match any origin: '*/api/…'.
      ...handlers.map((handler) => String(handler.info.path).replace(/^\*/, '')),
    ];
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !MOCKED_PATH.test(path))).toEqual([]);
  });

  it("leaves out the app's own files", () => {
    for (const path of [
      '/',
      '/folders/4',
      '/assets/index-abc.js',
      '/assets/index.css',
      '/mockServiceWorker.js',
      '/vitrine-demo-sw.js',
      '/apiary',
      '/metrics.js',
    ])
      expect(MOCKED_PATH.test(path), path).toBe(false);
    for (const path of [
      '/api/search',
      '/Download.aspx',
      '/download.aspx',
      '/Thumbnails.asmx/Change',
      '/healthz',
    ])
      expect(MOCKED_PATH.test(path), path).toBe(true);
  });

  it('is the pattern the demo service worker has (plain JavaScript, written there again)', () => {
    const worker = readFileSync(new URL('../../public/vitrine-demo-sw.js', import.meta.url), 'utf8');
    const written = /^const MOCKED_PATH = (\/.+\/[a-z]*);$/m.exec(worker)?.[1];
    expect(written).toBe(MOCKED_PATH.toString());
  });
});
