// Where the blobs live, from the command line and the environment (cli.ts): the local disk under the
// data directory by default, or an S3-compatible bucket (`--storage s3://bucket/prefix`,
// VITRINE_STORAGE) with its endpoint, region and credentials from the environment. Checked at start
// with a message that says what to change. This module never loads the AWS SDK: openS3BlobStore
// imports storage/s3-blob-store.ts (and with it the SDK) only when S3 is configured.
import { ConfigurationError } from '../config';
import type { S3BlobStore, S3BlobStoreTuning } from './s3-blob-store';

/** An S3-compatible bucket for the blobs, checked (resolveStorage). */
export interface S3StorageConfig {
  /** `s3://bucket/prefix` as the server prints it. */
  url: string;
  bucket: string;
  /** '' (the bucket's root) or segments ending in '/' ('vitrine/'). */
  prefix: string;
  /** An S3-compatible server's URL (MinIO, Ceph, s3rver…); undefined: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Keys from the environment; undefined: the SDK's default chain (profile, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** The defaults of the S3 configuration (docs/scaling.md). */
export const S3_DEFAULTS = { region: 'us-east-1', connectionTimeoutMs: 10_000 } as const;

/** S3's bucket names: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A prefix segment: letters, digits, `.`, `_`, `-` (never `.` or `..` alone). */
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(value.trim())) return true;
  if (/^(0|false|no|off)$/i.test(value.trim())) return false;
  throw new ConfigurationError(`${name}: expected 1 or 0, not ${value}`);
}

/**
 * The blob storage of `text` (`--storage`, else VITRINE_STORAGE): undefined for the local disk (no
 * value, or `local`), or an S3 bucket for `s3://bucket[/prefix]` with the endpoint
 * (VITRINE_S3_ENDPOINT or AWS_ENDPOINT_URL), region (AWS_REGION, default us-east-1), path-style
 * addressing (VITRINE_S3_FORCE_PATH_STYLE, default on when an endpoint is given) and keys
 * (AWS_ACCESS_KEY_ID with AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN) from `env`. Anything else is a
 * ConfigurationError that says what to give.
 */
export function resolveStorage(
  text: string | undefined,
  env: Record<string, string | undefined>,
): S3StorageConfig | undefined {
  const value = (text ?? '').trim();
  if (value === '' || value === 'local') return undefined;
  const refuse = (why: string) =>
    new ConfigurationError(
      `storage "${value}" ${why}: give s3://bucket or s3://bucket/prefix (or local, the default: the data directory)`,
    );
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/.exec(value);
  if (!match) throw refuse('is not an s3:// URL');
  const bucket = match[1] ?? '';
  if (bucket.includes('@'))
    throw refuse('has credentials in it (give them in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw refuse(`names no valid bucket ("${bucket}": 3–63 lower-case letters, digits, dots and hyphens)`);
  }
  const segments = (match[2] ?? '').split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    if (!PREFIX_SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw refuse(`has a prefix segment "${segment}" that is not letters, digits, '.', '_' or '-'`);
    }
  }
  const prefix = segments.length > 0 ? `${segments.join('/')}/` : '';

  const endpointText = (env.VITRINE_S3_ENDPOINT ?? env.AWS_ENDPOINT_URL ?? '').trim();
  let endpoint: string | undefined;
  if (endpointText !== '') {
    const which = env.VITRINE_S3_ENDPOINT?.trim() ? 'VITRINE_S3_ENDPOINT' : 'AWS_ENDPOINT_URL';
    let url: URL;
    try {
      url = new URL(endpointText);
    } catch {
      throw new ConfigurationError(`${which} "${endpointText}" is not a URL: give http(s)://host[:port]`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigurationError(
        `${which} "${endpointText}" is not http or https: give http(s)://host[:port]`,
      );
    }
    endpoint = url.href.replace(/\/$/, '');
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim() ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    throw new ConfigurationError(
      'S3 credentials: give both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (the SDK then looks for a profile or an instance role)',
    );
  }
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  return {
    url: `s3://${bucket}/${prefix}`,
    bucket,
    prefix,
    endpoint,
    region: env.AWS_REGION?.trim() || S3_DEFAULTS.region,
    forcePathStyle:
      flag(env.VITRINE_S3_FORCE_PATH_STYLE, 'VITRINE_S3_FORCE_PATH_STYLE') ?? endpoint !== undefined,
    credentials:
      accessKeyId === ''
        ? undefined
        : { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) },
  };
}

/**
 * The S3 blob store of `config`, with the SDK loaded now (a dynamic import: a server on the local
 * disk never loads it). Checks that the bucket answers (HeadBucket), so a wrong endpoint, bucket or
 * key is a ConfigurationError at start, not a failed upload later.
 */
export async function openS3BlobStore(
  config: S3StorageConfig,
  tuning: Partial<S3BlobStoreTuning> = {},
): Promise<S3BlobStore> {
  const { S3BlobStore } = await import('./s3-blob-store');
  const store = new S3BlobStore({
    client: {
      // A service that never answers the connection fails the start instead of hanging it.
      requestHandler: { connectionTimeout: S3_DEFAULTS.connectionTimeoutMs },
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    },
    bucket: config.bucket,
    prefix: config.prefix,
    tuning,
  });
  try {
    await store.checkBucket();
  } catch (error) {
    store.client.destroy();
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? 'there is no such bucket (create it first)'
        : status === 403 || status === 401
          ? 'access is denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
          : `${(error as Error).name}: ${(error as Error).message}`;
    throw new ConfigurationError(
      `storage ${config.url} at ${config.endpoint ?? 'AWS S3'} (region ${config.region}) cannot be used: ${why}`,
    );
  }
  return store;
}
