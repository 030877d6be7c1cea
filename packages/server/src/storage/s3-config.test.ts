// Choosing the blob storage (issue 16 point 2): `--storage s3://bucket/prefix` or VITRINE_STORAGE,
// the endpoint, region and keys from the environment, checked at start with a message (never a
// stack); the AWS SDK loaded only when S3 is asked for.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs, startCli } from '../cli';
import { ConfigurationError } from '../config';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../testing/s3';
import { S3BlobStore } from './s3-blob-store';
import { openS3BlobStore, resolveStorage } from './s3-config';

describe('resolveStorage', () => {
  it('is the local disk by default, and for "local"', () => {
    expect(resolveStorage(undefined, {})).toBeUndefined();
    expect(resolveStorage('', {})).toBeUndefined();
    expect(resolveStorage('local', {})).toBeUndefined();
  });

  it('reads the bucket and the prefix, with AWS S3 itself when no endpoint is given', () => {
    expect(resolveStorage('s3://my-photos', {})).toEqual({
      url: 's3://my-photos/',
      bucket: 'my-photos',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(resolveStorage('s3://my.photos/vitrine//library/', {})).toMatchObject({
      url: 's3://my.photos/vitrine/library/',
      bucket: 'my.photos',
      prefix: 'vitrine/library/',
    });
  });

  it('takes the endpoint, region, path style and keys from the environment', () => {
    const env = {
      VITRINE_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      AWS_ENDPOINT_URL: 'https://ignored.example',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    };
    expect(resolveStorage('s3://bucket/p', env)).toEqual({
      url: 's3://bucket/p/',
      bucket: 'bucket',
      prefix: 'p/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      resolveStorage('s3://bucket', {
        AWS_ENDPOINT_URL: 'https://s3.example',
        VITRINE_S3_FORCE_PATH_STYLE: '0',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'token',
      }),
    ).toMatchObject({
      endpoint: 'https://s3.example',
      forcePathStyle: false,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret', sessionToken: 'token' },
    });
  });

  it.each([
    ['https://bucket/prefix', 'is not an s3:// URL'],
    ['s3:/bucket', 'is not an s3:// URL'],
    ['s3://', 'names no valid bucket'],
    ['s3://ab', 'names no valid bucket'],
    ['s3://My_Bucket', 'names no valid bucket'],
    ['s3://key:secret@bucket', 'has credentials in it'],
    ['s3://bucket/../other', 'has a prefix segment ".."'],
    ['s3://bucket/a b', 'has a prefix segment "a b"'],
    ['s3://bucket/p?versionId=1', 'is not an s3:// URL'],
  ])('refuses %j with a message that says what to give', (url, why) => {
    const refused = () => resolveStorage(url, {});
    expect(refused).toThrow(ConfigurationError);
    expect(refused).toThrow(why);
    expect(refused).toThrow('give s3://bucket or s3://bucket/prefix');
  });

  it.each([
    [{ VITRINE_S3_ENDPOINT: 'localhost:9000' }, 'VITRINE_S3_ENDPOINT "localhost:9000" is not http or https'],
    [{ AWS_ENDPOINT_URL: 'not a url' }, 'AWS_ENDPOINT_URL "not a url" is not a URL'],
    [{ AWS_ACCESS_KEY_ID: 'key' }, 'give both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither'],
    [{ VITRINE_S3_FORCE_PATH_STYLE: 'maybe' }, 'VITRINE_S3_FORCE_PATH_STYLE: expected 1 or 0, not maybe'],
  ])('refuses the environment %j', (env, message) => {
    expect(() => resolveStorage('s3://bucket', env)).toThrow(new ConfigurationError(message).message);
  });

  it('is read by the command line: --storage over VITRINE_STORAGE; a bad one is refused at parse', () => {
    expect(parseCliArgs([], {}).storage).toBeUndefined();
    expect(parseCliArgs([], { VITRINE_STORAGE: 's3://from-env/a' }).storage?.url).toBe('s3://from-env/a/');
    expect(
      parseCliArgs(['--storage', 's3://from-flag/b'], { VITRINE_STORAGE: 's3://from-env/a' }).storage?.url,
    ).toBe('s3://from-flag/b/');
    expect(
      parseCliArgs(['--storage', 'local'], { VITRINE_STORAGE: 's3://from-env/a' }).storage,
    ).toBeUndefined();
    expect(() => parseCliArgs(['--storage', 'bucket/prefix'], {})).toThrow(
      'storage "bucket/prefix" is not an s3:// URL',
    );
  });
});

describe('the AWS SDK is loaded only when S3 is configured', () => {
  it('no module but the S3 store (and its chunk staging) imports it, and the store is imported only dynamically (or by tests)', async () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = (await readdir(src, { recursive: true }))
      .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !name.startsWith('testing/'))
      .map((name) => join(src, name));
    const S3_MODULES = ['storage/s3-blob-store.ts', 'storage/s3-chunk-staging.ts'];
    const loading: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      const name = relative(src, file);
      // Static value imports (a type import leaves nothing at run time).
      for (const match of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
        const from = match[1] ?? '';
        if (from.startsWith('@aws-sdk/') && !S3_MODULES.includes(name)) loading.push(`${name}: ${from}`);
        // The S3 modules import each other; nothing else imports them statically.
        if (/s3-(blob-store|chunk-staging)$/.test(from) && !S3_MODULES.includes(name))
          loading.push(`${name}: ${from}`);
      }
    }
    expect(loading).toEqual([]);
    // The one way in: s3-config's dynamic import.
    expect(await readFile(join(src, 'storage/s3-config.ts'), 'utf8')).toContain(
      "await import('./s3-blob-store')",
    );
  });
});

describe('openS3BlobStore and the command line on a real S3-compatible server', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());

  it('opens a store on the bucket, and refuses a bucket that does not answer with a message', async () => {
    const store = await openS3BlobStore(s3.config('open/'));
    try {
      expect(store).toBeInstanceOf(S3BlobStore);
      expect(store.bucket).toBe(TEST_BUCKET);
      expect(store.keyOf('ab'.repeat(32))).toBe(`open/ab/ab/${'ab'.repeat(32)}`);
    } finally {
      store.client.destroy();
    }
    const missing = { ...s3.config(''), bucket: 'no-such-bucket', url: 's3://no-such-bucket/' };
    await expect(openS3BlobStore(missing)).rejects.toThrow(
      new ConfigurationError(
        `storage s3://no-such-bucket/ at ${s3.endpoint} (region us-east-1) cannot be used: there is no such bucket (create it first)`,
      ).message,
    );
    await expect(openS3BlobStore(missing)).rejects.toBeInstanceOf(ConfigurationError);
    // No service at the endpoint (a closed port): a message too, with what the SDK said.
    const nowhere = { ...s3.config(''), endpoint: 'http://127.0.0.1:1' };
    await expect(openS3BlobStore(nowhere)).rejects.toThrow(
      `storage s3://${TEST_BUCKET}/ at http://127.0.0.1:1 (region us-east-1) cannot be used: `,
    );
  });

  it('startCli keeps the files in the bucket and says so', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-cli-s3-'));
    const lines: string[] = [];
    const options = parseCliArgs(
      ['--port', '0', '--data-dir', dataDir, '--empty', '--storage', `s3://${TEST_BUCKET}/cli`],
      {
        VITRINE_S3_ENDPOINT: s3.endpoint,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      },
    );
    const { app } = await startCli(options, (line) => lines.push(line), { scryptCost: TEST_SCRYPT_COST });
    try {
      expect(app.vitrine.blobs).toBeInstanceOf(S3BlobStore);
      expect(lines).toContain(`  files: s3://${TEST_BUCKET}/cli/ at ${s3.endpoint}`);
      const { hash } = await app.vitrine.blobs.put(Buffer.from('through the CLI'));
      expect(await s3.keys('cli/')).toEqual([`cli/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`]);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // A new library's migrations and first administrator: seconds on a busy machine (as cli.test.ts).
  }, 60_000);
});
