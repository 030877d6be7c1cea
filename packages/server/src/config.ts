// The server's options, with every default declared once and resolved in one function (CONTRIBUTING.md
// habit 2). The CLI maps flags and environment variables onto these (cli.ts, README.md).
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './auth/passwords';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/sign-in-limits';
import { JOB_LEASE_MS, MIN_JOB_LEASE_MS } from './jobs/queue';
import type { RecognitionProvider } from './recognition/provider';
import { defaultRankThreads } from './search/rank-pool';
import type { BlobStore } from './storage/blob-store';

export interface ServerOptions {
  /** Where the data lives: the SQLite file, the blobs, temporary files. Created when missing. */
  dataDir: string;
  /**
   * A database other than the SQLite file of the data directory: `postgres://…` (PostgreSQL) or
   * `sqlite:<file>`. Default: `<dataDir>/vitrine.sqlite`.
   */
  databaseUrl?: string;
  /** Replaces the local blob store (an S3-compatible one, docs/scaling.md). Default: `<dataDir>/blobs`. */
  blobStore?: BlobStore;
  /**
   * Turns guest access on or off at start (stored in the library's settings). Default: leave the
   * stored setting as it is (off in a new library).
   */
  guestAccess?: boolean;
  /**
   * Origins besides the server's own whose pages may call the server with the session cookie: one
   * list for credentialed CORS (http/cors.ts) and the CSRF check (auth/csrf.ts). Each is
   * `scheme://host[:port]`, nothing more; checked and normalised by {@link resolveServerOptions}.
   */
  allowedOrigins?: string[];
  /**
   * Origins besides the server's own whose pages may show the server's pages in a frame (the CSP
   * `frame-ancestors` of every answer, http/security-headers.ts). Each is `scheme://host[:port]`,
   * checked like the allowed origins. Default: none (only the server's own pages may frame it).
   */
  frameAncestors?: string[];
  /**
   * The reverse proxies whose `X-Forwarded-For` (and `X-Forwarded-Host`, `X-Forwarded-Proto`) the
   * server believes: addresses and CIDR ranges (`10.0.0.1`, `10.0.0.0/8`, `::1`), or the names
   * `loopback`, `linklocal`, `uniquelocal`, as Fastify's `trustProxy` takes them. The client's
   * address (the sign-in throttle's key, auth/sign-in-limits.ts) is then the first address of the
   * forwarded chain that is not a trusted proxy. Default: none, the connection's own address (a
   * forwarded header from anyone is ignored). Checked by {@link resolveTrustedProxies}.
   */
  trustProxy?: readonly string[];
  /** Marks the session cookie Secure (serve over HTTPS, or behind a proxy that does). Default false. */
  secureCookies?: boolean;
  /**
   * The session cookie for hosts on another site (another registrable domain): `SameSite=None;
   * Secure; Partitioned` instead of `SameSite=Lax`. Needs at least one allowed origin and implies
   * `secureCookies` (false with it is refused). Default false.
   */
  crossSiteCookies?: boolean;
  /** Checks every response against openapi.yml and answers 500 when one breaks it (tests). Default false. */
  validateResponses?: boolean;
  /** Fastify's logger: false (default), true, or pino options. */
  logger?: boolean | Record<string, unknown>;
  /** A built reference app to serve from the same origin (static files, SPA fallback to index.html). */
  appDir?: string;
  /** scrypt cost of new password hashes. Default N=2^15, r=8, p=1. */
  scryptCost?: ScryptCost;
  /**
   * Sign-in throttling and the password-hashing limit (auth/sign-in-limits.ts), over the defaults.
   * `false` turns both off: only for the benchmark that compares with and without them.
   */
  signInLimits?: Partial<SignInLimits> | false;
  /** The clock (tests). Default: the system clock. */
  now?: () => Date;
  /** The build version the what's-new modal compares with (spec 001 §9). Default: the package version. */
  buildVersion?: string;
  /** The map view's key (AdvancedConfig.mapsApiKey). Default null (the map shows its no-key state). */
  mapsApiKey?: string | null;
  /**
   * Worker threads that rank shares of a text's matches on a large library (search/rank-pool.ts;
   * SQLite file only). Default: one fewer than the cores, at most 3; 0 ranks on the main thread.
   */
  rankThreads?: number;
  /**
   * Whether GET /metrics answers (Prometheus text, http/metrics.ts); off, it answers 404. Default
   * true; the command line's VITRINE_METRICS=off turns it off (docs/operations.md "Metrics").
   */
  metrics?: boolean;
  /**
   * Whether this server runs background jobs (thumbnails, video, re-sync) with its job worker. Off,
   * it still queues them and another instance's worker over the same database runs them: a web-only
   * instance (docs/operations.md "Web and worker instances"). Default true.
   */
  jobs?: boolean;
  /**
   * How long a job claim of this server's worker holds unless renewed (renewed every third of it): an
   * instance killed mid-job leaves its job to another instance once this has passed. At least
   * MIN_JOB_LEASE_MS (1 s). Default JOB_LEASE_MS (60 s).
   */
  jobLeaseMs?: number;
  /**
   * The SMTP server that sends contact-the-owner messages (contact/): `smtp://user:pass@host:port`
   * (STARTTLS when the server offers it) or `smtps://…` (TLS from the start). Without it contact the
   * owner is unavailable (AdvancedConfig.unavailableFeatures lists `contactOwner`). Default none.
   */
  smtpUrl?: string;
  /** The From of the messages (`address` or `Name <address>`); required with `smtpUrl`. */
  mailFrom?: string;
  /**
   * The origin the app is reached at (`scheme://host[:port]`, as its users type it), for the link to
   * the file in a contact message. Default none: the message names the file without a link.
   */
  publicUrl?: string;
  /**
   * Whether Download.aspx may write the library's metadata into a downloaded original when asked
   * (`metadata=embed`, images/embed-metadata.ts, with ExifTool on perl). Off (or without perl), such a
   * download sends the original as stored and says so in `X-Vitrine-Metadata`. Default true.
   */
  embedMetadata?: boolean;
  /**
   * Object recognition (recognition/provider.ts): 'builtin' (the COCO model shipped in an npm
   * package, run on this machine), 'off' (recognition unavailable: its calls answer 501), the path of
   * a module exporting `createRecognitionProvider()` (a hosted service such as AWS), or a provider
   * object. Default 'builtin'.
   */
  recognizer?: string | RecognitionProvider;
}

/** Where contact messages go out (config.ts resolveMailOptions). */
export interface MailOptions {
  /** The SMTP URL as given (it may hold a password: never printed or logged). */
  smtpUrl: string;
  from: string;
}

export interface ResolvedServerOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  blobStore: BlobStore | undefined;
  guestAccess: boolean | undefined;
  allowedOrigins: string[];
  frameAncestors: string[];
  /** The trusted proxies, checked; empty: no forwarded header is believed. */
  trustProxy: string[];
  secureCookies: boolean;
  crossSiteCookies: boolean;
  validateResponses: boolean;
  logger: boolean | Record<string, unknown>;
  appDir: string | undefined;
  scryptCost: ScryptCost;
  signInLimits: SignInLimits | false;
  now: () => Date;
  buildVersion: string;
  mapsApiKey: string | null;
  rankThreads: number;
  metrics: boolean;
  jobs: boolean;
  jobLeaseMs: number;
  /** null: no SMTP server, contact the owner unavailable. */
  mail: MailOptions | null;
  publicUrl: string | null;
  embedMetadata: boolean;
  /** 'builtin', 'off', a provider module's path, or a provider (ServerOptions.recognizer). */
  recognizer: string | RecognitionProvider;
}

/** The package version (the default build version). */
export const SERVER_VERSION = '0.0.0';

/** A configuration the server refuses to start with; the message says what to change. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * An allowed origin as browsers send it in `Origin` (lower-case scheme and host, no default port), so
 * the CORS and CSRF checks compare exactly. Throws a ConfigurationError for anything that is not an
 * http(s) origin: a wildcard (credentialed CORS cannot answer `*`), `null`, a path, a query.
 */
export function normalizeOrigin(text: string, what = 'allowed origin'): string {
  const value = text.trim();
  const refuse = (why: string) =>
    new ConfigurationError(`${what} "${value}" ${why}: give scheme://host[:port], e.g. https://host.example`);
  if (value === '*' || value.includes('*')) throw refuse('is a wildcard; list each origin');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('is not http or https');
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(value)) {
    throw refuse(`is more than an origin (did you mean ${url.origin}?)`);
  }
  return url.origin;
}

/**
 * The origin settings checked together: the allowed origins normalised (duplicates dropped), and
 * cross-site cookies refused without an allowed origin (only an allowed origin's page may use the
 * cookie, so the mode would open nothing) or with `secureCookies: false` (browsers drop a
 * `SameSite=None` cookie that is not Secure). The CLI calls it too, to refuse at start.
 */
export function resolveOriginOptions(options: {
  allowedOrigins?: readonly string[] | undefined;
  secureCookies?: boolean | undefined;
  crossSiteCookies?: boolean | undefined;
}): { allowedOrigins: string[]; secureCookies: boolean; crossSiteCookies: boolean } {
  const allowedOrigins = [
    ...new Set((options.allowedOrigins ?? []).map((origin) => normalizeOrigin(origin))),
  ];
  const crossSiteCookies = options.crossSiteCookies ?? false;
  if (crossSiteCookies && allowedOrigins.length === 0) {
    throw new ConfigurationError(
      'cross-site cookies (--cross-site-cookies, VITRINE_CROSS_SITE_COOKIES) need at least one allowed origin ' +
        '(--allowed-origin <url>, VITRINE_ALLOWED_ORIGINS): only the pages of an allowed origin may call the server with the cookie',
    );
  }
  if (crossSiteCookies && options.secureCookies === false) {
    throw new ConfigurationError(
      'cross-site cookies (SameSite=None) must be Secure: browsers drop them otherwise; leave secure cookies on',
    );
  }
  return {
    allowedOrigins,
    secureCookies: crossSiteCookies || (options.secureCookies ?? false),
    crossSiteCookies,
  };
}

/** Frame ancestors normalised like allowed origins (duplicates dropped); a wildcard or a path is refused. */
export function resolveFrameAncestors(origins: readonly string[] | undefined): string[] {
  return [...new Set((origins ?? []).map((origin) => normalizeOrigin(origin, 'frame ancestor')))];
}

/** The named ranges Fastify's `trustProxy` (proxy-addr) knows besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The trusted proxies checked (duplicates dropped): each an IPv4 or IPv6 address, a CIDR range
 * (`address/prefix`, the prefix within the address's length), or one of `loopback`, `linklocal`,
 * `uniquelocal`. `off` alone (or nothing) is none. Anything else is a ConfigurationError, and so is a
 * wildcard or `true`: believing every sender's X-Forwarded-For would let any client choose the
 * address its sign-in failures are counted against.
 */
export function resolveTrustedProxies(values: readonly string[] | undefined): string[] {
  const list = (values ?? []).map((value) => value.trim()).filter(Boolean);
  if (list.length === 1 && /^(off|none|false|0)$/i.test(list[0] as string)) return [];
  const refuse = (value: string, why: string) =>
    new ConfigurationError(
      `trusted proxy "${value}" ${why}: give the proxies' addresses or CIDR ranges (e.g. 10.0.0.1, 10.0.0.0/8, ::1), loopback, linklocal or uniquelocal, or off`,
    );
  for (const value of list) {
    if (PROXY_RANGE_NAMES.has(value)) continue;
    if (value === '*' || /^(true|all|on|1)$/i.test(value)) throw refuse(value, 'would trust every client');
    const [address = '', prefix, ...rest] = value.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) throw refuse(value, 'is not an address or a CIDR range');
    if (prefix !== undefined) {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
        throw refuse(value, 'has a prefix length out of range');
      }
    }
  }
  return [...new Set(list)];
}

export function resolveServerOptions(options: ServerOptions): ResolvedServerOptions {
  return {
    ...resolveOriginOptions(options),
    frameAncestors: resolveFrameAncestors(options.frameAncestors),
    trustProxy: resolveTrustedProxies(options.trustProxy),
    dataDir: resolve(options.dataDir),
    databaseUrl: options.databaseUrl,
    blobStore: options.blobStore,
    guestAccess: options.guestAccess,
    validateResponses: options.validateResponses ?? false,
    logger: options.logger ?? false,
    appDir: options.appDir ? resolve(options.appDir) : undefined,
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    signInLimits:
      options.signInLimits === false ? false : { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
    now: options.now ?? (() => new Date()),
    buildVersion: options.buildVersion ?? SERVER_VERSION,
    mapsApiKey: options.mapsApiKey ?? null,
    rankThreads: options.rankThreads ?? defaultRankThreads(),
    metrics: options.metrics ?? true,
    jobs: options.jobs ?? true,
    jobLeaseMs: resolveJobLeaseMs(options.jobLeaseMs),
    mail: resolveMailOptions(options.smtpUrl, options.mailFrom),
    publicUrl: options.publicUrl ? normalizeOrigin(options.publicUrl, 'public URL') : null,
    embedMetadata: options.embedMetadata ?? true,
    recognizer:
      typeof options.recognizer === 'string'
        ? options.recognizer.trim() || 'builtin'
        : (options.recognizer ?? 'builtin'),
  };
}

/** A mail address without a display name: no spaces, quotes, brackets, separators or control characters. */
export const PLAIN_MAIL_ADDRESS =
  /^[^\s@<>()[\],;:"\\\p{Cc}]{1,64}@[^\s@<>()[\],;:"\\\p{Cc}.]+(\.[^\s@<>()[\],;:"\\\p{Cc}.]+)+$/u;

/**
 * The SMTP settings checked: a URL of scheme smtp or smtps with a host, and a From (`address` or
 * `Name <address>`, no line breaks). Neither given: null (no mail). A From without a URL, a URL
 * without a From or anything malformed is a ConfigurationError (the message never repeats the URL,
 * which may hold a password).
 */
export function resolveMailOptions(
  smtpUrl: string | undefined,
  mailFrom: string | undefined,
): MailOptions | null {
  const url = smtpUrl?.trim() ?? '';
  const from = mailFrom?.trim() ?? '';
  if (url === '' && from === '') return null;
  if (url === '') {
    throw new ConfigurationError(
      'a mail From (--mail-from, VITRINE_MAIL_FROM) needs an SMTP URL (--smtp-url, VITRINE_SMTP_URL)',
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigurationError(
      'the SMTP URL (--smtp-url, VITRINE_SMTP_URL) is not a URL: give smtp://user:password@host:port or smtps://…',
    );
  }
  if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || parsed.hostname === '') {
    throw new ConfigurationError(
      'the SMTP URL (--smtp-url, VITRINE_SMTP_URL) must be smtp://user:password@host:port or smtps://…',
    );
  }
  if (from === '') {
    throw new ConfigurationError(
      'an SMTP URL needs the From of the messages (--mail-from, VITRINE_MAIL_FROM), e.g. "Vitrine <vitrine@example.com>"',
    );
  }
  const named = /^([^<>\p{Cc}]*)<([^<>]+)>$/u.exec(from);
  const address = named ? (named[2] as string).trim() : from;
  if (!PLAIN_MAIL_ADDRESS.test(address)) {
    throw new ConfigurationError(
      `the mail From "${from.replace(/\p{Cc}/gu, ' ')}" is not an address or Name <address>`,
    );
  }
  return { smtpUrl: url, from };
}

/** A job lease in milliseconds: a whole number of at least MIN_JOB_LEASE_MS; default JOB_LEASE_MS. */
export function resolveJobLeaseMs(value: number | undefined, what = 'jobLeaseMs'): number {
  if (value === undefined) return JOB_LEASE_MS;
  if (!Number.isInteger(value) || value < MIN_JOB_LEASE_MS) {
    throw new ConfigurationError(
      `${what} must be a whole number of milliseconds, at least ${MIN_JOB_LEASE_MS}, not ${value}`,
    );
  }
  return value;
}
