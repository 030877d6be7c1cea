// The command line: options from flags and environment, the first admin printed once, the reference
// app and the API from one origin.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_DEFAULTS, parseCliArgs, startCli, USAGE } from './cli';
import { resolveServerOptions } from './config';
import { JOB_LEASE_MS } from './jobs/queue';
import { TEST_SCRYPT_COST } from './testing/contract';

const cheap = { scryptCost: TEST_SCRYPT_COST };

describe('parseCliArgs', () => {
  it('has documented defaults: 127.0.0.1, port 5173 (or the next free one), ./data', () => {
    expect(parseCliArgs([], {})).toMatchObject({
      host: '127.0.0.1',
      port: CLI_DEFAULTS.port,
      portGiven: false,
      dataDir: './data',
      appDir: undefined,
      databaseUrl: undefined,
      guestAccess: undefined,
      allowedOrigins: [],
      secureCookies: false,
      crossSiteCookies: false,
    });
  });

  it('reads the environment, and flags win over it', () => {
    const env = {
      PORT: '9000',
      VITRINE_DATA_DIR: '/srv/vitrine',
      VITRINE_APP_DIR: '/srv/app',
      DATABASE_URL: 'postgres://db/vitrine',
      VITRINE_GUEST_ACCESS: '1',
      VITRINE_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      VITRINE_SECURE_COOKIES: 'true',
      VITRINE_RANK_THREADS: '2',
    };
    expect(parseCliArgs([], env)).toMatchObject({
      rankThreads: 2,
      port: 9000,
      portGiven: true,
      dataDir: '/srv/vitrine',
      appDir: '/srv/app',
      databaseUrl: 'postgres://db/vitrine',
      guestAccess: true,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      secureCookies: true,
    });
    expect(
      parseCliArgs(
        ['--port', '9100', '--data-dir', 'here', '--no-guest', '--allowed-origin', 'https://c.example'],
        env,
      ),
    ).toMatchObject({
      port: 9100,
      dataDir: 'here',
      guestAccess: false,
      allowedOrigins: ['https://c.example', 'https://a.example', 'https://b.example'],
    });
  });

  it.each([[['--port', 'eighty']], [['--port', '70000']], [['--unknown']]])('refuses %j', (argv) => {
    expect(() => parseCliArgs(argv, {})).toThrow();
  });

  it('takes cross-site cookies from --cross-site-cookies or VITRINE_CROSS_SITE_COOKIES, with the allowed origins normalised', () => {
    const origins = { VITRINE_ALLOWED_ORIGINS: 'HTTPS://Host.Example/' };
    expect(parseCliArgs(['--cross-site-cookies'], origins)).toMatchObject({
      allowedOrigins: ['https://host.example'],
      crossSiteCookies: true,
      secureCookies: true,
    });
    expect(parseCliArgs([], { ...origins, VITRINE_CROSS_SITE_COOKIES: '1' })).toMatchObject({
      crossSiteCookies: true,
      secureCookies: true,
    });
    expect(parseCliArgs([], { ...origins, VITRINE_CROSS_SITE_COOKIES: '0' }).crossSiteCookies).toBe(false);
    expect(() => parseCliArgs([], { ...origins, VITRINE_CROSS_SITE_COOKIES: 'sometimes' })).toThrow(
      /VITRINE_CROSS_SITE_COOKIES/,
    );
  });

  it('refuses at start what makes no sense: cross-site cookies without an allowed origin or not Secure, an origin that is not one', () => {
    expect(() => parseCliArgs(['--cross-site-cookies'], {})).toThrow(
      /need at least one allowed origin \(--allowed-origin <url>, VITRINE_ALLOWED_ORIGINS\)/,
    );
    expect(() =>
      parseCliArgs(['--cross-site-cookies', '--allowed-origin', 'https://host.example'], {
        VITRINE_SECURE_COOKIES: '0',
      }),
    ).toThrow(/must be Secure/);
    expect(() => parseCliArgs(['--allowed-origin', '*'], {})).toThrow(/wildcard/);
    expect(() => parseCliArgs([], { VITRINE_ALLOWED_ORIGINS: 'https://host.example/app' })).toThrow(
      /did you mean https:\/\/host\.example/,
    );
  });

  it('refuses a VITRINE_RANK_THREADS that is not a whole number from 0 to 16, and leaves the default when unset', () => {
    for (const value of ['-1', '17', '1.5', 'many']) {
      expect(() => parseCliArgs([], { VITRINE_RANK_THREADS: value })).toThrow(/VITRINE_RANK_THREADS/);
    }
    expect(parseCliArgs([], { VITRINE_RANK_THREADS: '0' }).rankThreads).toBe(0);
    expect(parseCliArgs([], {}).rankThreads).toBeUndefined();
  });

  it('reads VITRINE_JOBS (a web-only instance with off; the worker on when unset) and refuses other values', () => {
    expect(parseCliArgs([], {}).jobs).toBeUndefined();
    expect(resolveServerOptions({ dataDir: '.' }).jobs).toBe(true);
    for (const off of ['off', '0', 'false', 'no', 'OFF']) {
      expect(parseCliArgs([], { VITRINE_JOBS: off }).jobs, off).toBe(false);
    }
    for (const on of ['on', '1', 'true', 'yes'])
      expect(parseCliArgs([], { VITRINE_JOBS: on }).jobs, on).toBe(true);
    expect(parseCliArgs([], { VITRINE_JOBS: '' }).jobs).toBeUndefined();
    expect(() => parseCliArgs([], { VITRINE_JOBS: 'web' })).toThrow('VITRINE_JOBS: expected 1 or 0, not web');
  });

  it('documents both in the usage text', () => {
    expect(USAGE).toMatch(/^ {2}VITRINE_JOBS=off {8}a web-only instance/m);
    expect(USAGE).toMatch(/^ {2}VITRINE_JOB_LEASE_MS=<ms>\n {26}how long a job claim holds/m);
    expect(USAGE).toContain('(a whole number of at least 1000; default 60000)');
  });

  it('reads VITRINE_JOB_LEASE_MS as whole milliseconds of at least 1000, the 60 s lease when unset', () => {
    expect(parseCliArgs([], {}).jobLeaseMs).toBeUndefined();
    expect(resolveServerOptions({ dataDir: '.' }).jobLeaseMs).toBe(JOB_LEASE_MS);
    expect(JOB_LEASE_MS).toBe(60_000);
    expect(parseCliArgs([], { VITRINE_JOB_LEASE_MS: '1000' }).jobLeaseMs).toBe(1000);
    expect(parseCliArgs([], { VITRINE_JOB_LEASE_MS: ' 5000 ' }).jobLeaseMs).toBe(5000);
    for (const value of ['999', '0', '-5000', '1500.5', '1e4', '5s', 'long']) {
      expect(() => parseCliArgs([], { VITRINE_JOB_LEASE_MS: value }), value).toThrow(
        `VITRINE_JOB_LEASE_MS must be a whole number of milliseconds, at least 1000, not ${value}`,
      );
    }
    // Embedded, the server refuses the same (config.ts).
    expect(() => resolveServerOptions({ dataDir: '.', jobLeaseMs: 500 })).toThrow(
      'jobLeaseMs must be a whole number of milliseconds, at least 1000, not 500',
    );
  });
});

describe('mail and links (contact the owner)', () => {
  it('reads --smtp-url, --mail-from, --public-url over VITRINE_SMTP_URL, VITRINE_MAIL_FROM, VITRINE_PUBLIC_URL', () => {
    const env = {
      VITRINE_SMTP_URL: 'smtp://mailer:pw@mail.example:587',
      VITRINE_MAIL_FROM: 'Vitrine <vitrine@example.com>',
      VITRINE_PUBLIC_URL: 'https://photos.example',
      VITRINE_EMBED_METADATA: 'off',
    };
    expect(parseCliArgs([], env)).toMatchObject({
      smtpUrl: env.VITRINE_SMTP_URL,
      mailFrom: env.VITRINE_MAIL_FROM,
      publicUrl: env.VITRINE_PUBLIC_URL,
      embedMetadata: false,
    });
    expect(
      parseCliArgs(
        [
          '--smtp-url',
          'smtps://mail.example',
          '--mail-from',
          'a@example.com',
          '--public-url',
          'https://b.example',
        ],
        env,
      ),
    ).toMatchObject({
      smtpUrl: 'smtps://mail.example',
      mailFrom: 'a@example.com',
      publicUrl: 'https://b.example',
    });
    expect(parseCliArgs([], {})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: undefined,
      embedMetadata: undefined,
    });
    // Object recognition (issue 18): builtin unless VITRINE_RECOGNIZER says otherwise.
    expect(parseCliArgs([], {}).recognizer).toBeUndefined();
    expect(parseCliArgs([], { VITRINE_RECOGNIZER: ' off ' }).recognizer).toBe('off');
    expect(USAGE).toContain('--smtp-url');
    expect(USAGE).toContain('VITRINE_EMBED_METADATA');
  });

  it.each([
    [{ smtpUrl: 'http://mail.example', mailFrom: 'a@example.com' }, /must be smtp/],
    [{ smtpUrl: 'not a url', mailFrom: 'a@example.com' }, /not a URL/],
    [{ smtpUrl: 'smtp://mail.example' }, /needs the From/],
    [{ mailFrom: 'a@example.com' }, /needs an SMTP URL/],
    [
      { smtpUrl: 'smtp://u:secret@mail.example', mailFrom: 'a@example.com\r\nBcc: b@example.com' },
      /not an address/,
    ],
    [{ publicUrl: 'https://photos.example/app' }, /public URL/],
  ])('refuses at start mail settings that make no sense: %j', (options, message) => {
    expect(() => resolveServerOptions({ dataDir: 'x', ...options })).toThrow(message);
    // The message never repeats the SMTP URL, which may hold a password.
    expect(() => resolveServerOptions({ dataDir: 'x', ...options })).not.toThrow(/secret/);
  });

  it('takes a From as an address or Name <address>', () => {
    expect(
      resolveServerOptions({ dataDir: 'x', smtpUrl: 'smtp://m.example', mailFrom: 'Vitrine <v@example.com>' })
        .mail,
    ).toEqual({
      smtpUrl: 'smtp://m.example',
      from: 'Vitrine <v@example.com>',
    });
    expect(resolveServerOptions({ dataDir: 'x' }).mail).toBeNull();
  });
});

describe('startCli', () => {
  let dir: string;
  const apps: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the URL and the generated admin credentials once, and serves the app and the API from one origin', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-cli-'));
    const appDir = join(dir, 'app');
    await mkdir(join(appDir, 'assets'), { recursive: true });
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Vitrine</title>');
    await writeFile(join(appDir, 'assets', 'app.js'), 'console.log(1)');
    const options = {
      ...parseCliArgs(['--port', '0', '--data-dir', join(dir, 'data'), '--app-dir', appDir], {}),
    };

    const printed: string[] = [];
    const first = await startCli(options, (line) => printed.push(line), cheap);
    apps.push(first.app);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(printed[0]).toBe(`Vitrine is running at ${first.url}`);
    const credentials = printed.join('\n').match(/Sign in as (\S+) with the password (\S+)/);
    expect(credentials?.[1]).toBe('admin');
    const password = credentials?.[2] ?? '';

    const signIn = await fetch(`${first.url}/api/session/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password }),
    });
    expect(await signIn.json()).toMatchObject({ isSuperAdmin: true });
    const page = await fetch(`${first.url}/folders/12`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>Vitrine</title>');
    expect(await (await fetch(`${first.url}/assets/app.js`)).text()).toBe('console.log(1)');
    const api = await fetch(`${first.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ responseStatus: { errorCode: 'NotFound' } });
    await first.app.close();
    apps.pop();

    // The second start prints no password; --reset-admin-password prints a new one.
    const again: string[] = [];
    apps.push((await startCli(options, (line) => again.push(line), cheap)).app);
    expect(again.join('\n')).not.toMatch(/password/);
    await apps.pop()?.close();
    const reset: string[] = [];
    const third = await startCli({ ...options, resetAdminPassword: true }, (line) => reset.push(line), cheap);
    apps.push(third.app);
    const fresh = reset.join('\n').match(/with the password (\S+)/)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(password);
  }, 60_000);
});
