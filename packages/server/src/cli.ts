#!/usr/bin/env node
// The command line: `vitrine-server [options]` starts the reference server on 127.0.0.1 over one data
// directory, serves a built reference app from the same origin when given one, and prints the URL and,
// on the first start, the first administrator's generated credentials (once: only a hash is kept).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { generatePassword, hashPassword } from './auth/passwords';
import { endSessionsOf } from './auth/sessions';
import {
  ConfigurationError,
  resolveFrameAncestors,
  resolveOriginOptions,
  resolveTrustedProxies,
  type ServerOptions,
} from './config';
import { jsonLogger, LOG_LEVELS, type LogLevel } from './http/operations';
import { JOB_LEASE_MS, MIN_JOB_LEASE_MS } from './jobs/queue';
import {
  type DemoSeedSummary,
  ensureFirstAdmin,
  FIRST_ADMIN_USER_NAME,
  isLibraryEmpty,
  seedDemoLibrary,
} from './library/bootstrap';
import { createServer } from './server';
import { openS3BlobStore, resolveStorage, type S3StorageConfig } from './storage/s3-config';

/** Defaults of the command line (README.md "Configuration"). */
export const CLI_DEFAULTS = {
  host: '127.0.0.1',
  port: 5173,
  dataDir: './data',
  /** Ports tried after the default one when it is taken (not when a port was asked for). */
  portAttempts: 20,
  /** The JSON log's level: errors and warnings (VITRINE_LOG_LEVEL=info adds a line per request). */
  logLevel: 'warn',
} as const;

export interface CliOptions {
  host: string;
  port: number;
  /** True when the port came from a flag or PORT / VITRINE_PORT (then a taken port is an error). */
  portGiven: boolean;
  dataDir: string;
  appDir: string | undefined;
  databaseUrl: string | undefined;
  /** The blobs in an S3-compatible bucket (--storage, VITRINE_STORAGE); undefined: the data directory. */
  storage: S3StorageConfig | undefined;
  guestAccess: boolean | undefined;
  /** Normalised (config.ts normalizeOrigin): what CORS and the CSRF check compare with `Origin`. */
  allowedOrigins: string[];
  /** Normalised origins whose pages may frame the server's pages (CSP frame-ancestors besides 'self'). */
  frameAncestors: string[];
  secureCookies: boolean;
  /** The session cookie for hosts on another site: SameSite=None; Secure; Partitioned. */
  crossSiteCookies: boolean;
  /** The reverse proxies whose X-Forwarded-For is believed (config.ts resolveTrustedProxies); empty: none. */
  trustProxy: string[];
  /** Worker threads that rank search matches (VITRINE_RANK_THREADS); undefined: the server's default. */
  rankThreads: number | undefined;
  /** GET /metrics on or off (VITRINE_METRICS=on|off); undefined: the server's default (on). */
  metrics: boolean | undefined;
  /** The JSON log's level (VITRINE_LOG_LEVEL; default warn: errors and warnings, no request lines). */
  logLevel: LogLevel;
  /** This instance's job worker on or off (VITRINE_JOBS=on|off); undefined: the server's default (on). */
  jobs: boolean | undefined;
  /** How long a job claim holds unless renewed (VITRINE_JOB_LEASE_MS); undefined: JOB_LEASE_MS. */
  jobLeaseMs: number | undefined;
  /** Contact-the-owner mail (--smtp-url / VITRINE_SMTP_URL, --mail-from / VITRINE_MAIL_FROM); checked by createServer. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The app's origin for links in mail (--public-url, VITRINE_PUBLIC_URL). */
  publicUrl: string | undefined;
  /** Metadata written into downloads when asked (VITRINE_EMBED_METADATA=on|off); undefined: on. */
  embedMetadata: boolean | undefined;
  /** Object recognition (VITRINE_RECOGNIZER: builtin, off, or a provider module's path); undefined: builtin. */
  recognizer: string | undefined;
  resetAdminPassword: boolean;
  empty: boolean;
  help: boolean;
}

export const USAGE = `Usage: vitrine-server [options]

  --port <n>              port on 127.0.0.1 (env VITRINE_PORT or PORT; default ${CLI_DEFAULTS.port}, or the next free one)
  --data-dir <dir>        where the library lives (env VITRINE_DATA_DIR; default ${CLI_DEFAULTS.dataDir})
  --app-dir <dir>         a built reference app to serve from the same origin (env VITRINE_APP_DIR)
  --database-url <url>    postgres://… to use PostgreSQL instead of the SQLite file (env DATABASE_URL)
  --storage <url>         s3://bucket/prefix to keep the files in an S3-compatible bucket (env
                          VITRINE_STORAGE; default local: <data-dir>/blobs); endpoint and keys from
                          VITRINE_S3_ENDPOINT or AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID,
                          AWS_SECRET_ACCESS_KEY, AWS_REGION (default us-east-1)
  --guest / --no-guest    turn guest access on or off (env VITRINE_GUEST_ACCESS=1|0; default: as stored, off in a new library)
  --allowed-origin <url>  the origin (scheme://host[:port]) of a host page that may call the server with
                          the session cookie: credentialed CORS and writes (repeatable;
                          env VITRINE_ALLOWED_ORIGINS, comma-separated); any other origin is refused
  --frame-ancestor <url>  the origin of a page that may show the app in a frame (CSP frame-ancestors;
                          repeatable; env VITRINE_FRAME_ANCESTORS, comma-separated; default: own pages only)
  --secure-cookies        mark the session cookie Secure (behind HTTPS; env VITRINE_SECURE_COOKIES=1)
  --cross-site-cookies    session cookie SameSite=None; Secure; Partitioned, for allowed origins on
                          another site (env VITRINE_CROSS_SITE_COOKIES=1; needs --allowed-origin)
  --trust-proxy <addr>    a reverse proxy (address, CIDR range, or loopback / linklocal / uniquelocal)
                          whose X-Forwarded-For gives the client's address, e.g. for the sign-in
                          throttle (repeatable; env VITRINE_TRUST_PROXY, comma-separated; default off:
                          the connection's address, forwarded headers ignored)
  --smtp-url <url>        the SMTP server for contact-the-owner messages: smtp://user:password@host:port
                          (STARTTLS when offered) or smtps://… (env VITRINE_SMTP_URL; default none:
                          contact the owner is not offered)
  --mail-from <address>   the From of those messages, "Name <address>" or an address (env VITRINE_MAIL_FROM;
                          required with --smtp-url)
  --public-url <origin>   the origin people reach the app at (scheme://host[:port]), for the link to the
                          file in a contact message (env VITRINE_PUBLIC_URL; default: no link)
  --reset-admin-password  give the first administrator (${FIRST_ADMIN_USER_NAME}) a new password and print it
  --empty                 on the first start, leave the library empty (no demo library)
  --help                  this text

Environment only (docs/operations.md):
  VITRINE_METRICS=off     no GET /metrics (Prometheus text; on by default)
  VITRINE_LOG_LEVEL=<l>   JSON log lines on stdout: fatal, error, warn (default), info (adds a line per
                          request, with its X-Request-Id), debug, trace or silent
  VITRINE_JOBS=off        a web-only instance: it answers requests and queues background jobs
                          (thumbnails, video, re-sync) but runs none; instances with the worker on
                          (default) over the same PostgreSQL database run them
  VITRINE_EMBED_METADATA=off
                          Download.aspx?metadata=embed sends the original as stored (no ExifTool)
  VITRINE_RECOGNIZER=<r>  object recognition: builtin (default: a COCO model shipped in an npm package,
                          run here, loaded on the first job), off (not offered), or the path of a
                          module exporting createRecognitionProvider() (a hosted service)
  VITRINE_JOB_LEASE_MS=<ms>
                          how long a job claim holds unless its worker renews it (every third of
                          it): a job of an instance that died is taken over by another after this
                          (a whole number of at least ${MIN_JOB_LEASE_MS}; default ${JOB_LEASE_MS})
`;

function flag(value: string | undefined, name?: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name ? `${name}: ` : ''}expected 1 or 0, not ${value}`);
}

/** Flags over environment variables over defaults. Throws with a message for bad input. */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'app-dir': { type: 'string' },
      'database-url': { type: 'string' },
      storage: { type: 'string' },
      guest: { type: 'boolean' },
      'no-guest': { type: 'boolean' },
      'allowed-origin': { type: 'string', multiple: true },
      'frame-ancestor': { type: 'string', multiple: true },
      'secure-cookies': { type: 'boolean' },
      'cross-site-cookies': { type: 'boolean' },
      'trust-proxy': { type: 'string', multiple: true },
      'smtp-url': { type: 'string' },
      'mail-from': { type: 'string' },
      'public-url': { type: 'string' },
      'reset-admin-password': { type: 'boolean' },
      empty: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const portText = values.port ?? env.VITRINE_PORT ?? env.PORT;
  const port = portText === undefined ? CLI_DEFAULTS.port : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${portText}`);
  return {
    host: CLI_DEFAULTS.host,
    port,
    portGiven: portText !== undefined,
    dataDir: values['data-dir'] ?? env.VITRINE_DATA_DIR ?? CLI_DEFAULTS.dataDir,
    appDir: values['app-dir'] ?? env.VITRINE_APP_DIR,
    databaseUrl: values['database-url'] ?? env.DATABASE_URL,
    storage: resolveStorage(values.storage ?? env.VITRINE_STORAGE, env),
    guestAccess: values.guest ? true : values['no-guest'] ? false : flag(env.VITRINE_GUEST_ACCESS),
    // Checked together, so a configuration that makes no sense is refused at start with a message.
    ...resolveOriginOptions({
      allowedOrigins: [
        ...(values['allowed-origin'] ?? []),
        ...(env.VITRINE_ALLOWED_ORIGINS ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ],
      secureCookies: values['secure-cookies'] ?? flag(env.VITRINE_SECURE_COOKIES),
      crossSiteCookies:
        values['cross-site-cookies'] ?? flag(env.VITRINE_CROSS_SITE_COOKIES, 'VITRINE_CROSS_SITE_COOKIES'),
    }),
    frameAncestors: resolveFrameAncestors([
      ...(values['frame-ancestor'] ?? []),
      ...(env.VITRINE_FRAME_ANCESTORS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ]),
    // The flags replace the environment variable (not added to it), so `--trust-proxy off` turns it off.
    trustProxy: resolveTrustedProxies(
      (values['trust-proxy'] ?? [env.VITRINE_TRUST_PROXY ?? '']).flatMap((value) => value.split(',')),
    ),
    rankThreads: rankThreadsOf(env.VITRINE_RANK_THREADS),
    metrics: flag(env.VITRINE_METRICS, 'VITRINE_METRICS'),
    logLevel: logLevelOf(env.VITRINE_LOG_LEVEL),
    jobs: flag(env.VITRINE_JOBS, 'VITRINE_JOBS'),
    jobLeaseMs: jobLeaseOf(env.VITRINE_JOB_LEASE_MS),
    smtpUrl: values['smtp-url'] ?? (env.VITRINE_SMTP_URL || undefined),
    mailFrom: values['mail-from'] ?? (env.VITRINE_MAIL_FROM || undefined),
    publicUrl: values['public-url'] ?? (env.VITRINE_PUBLIC_URL || undefined),
    embedMetadata: flag(env.VITRINE_EMBED_METADATA, 'VITRINE_EMBED_METADATA'),
    recognizer: env.VITRINE_RECOGNIZER?.trim() || undefined,
    resetAdminPassword: values['reset-admin-password'] ?? false,
    empty: values.empty ?? false,
    help: values.help ?? false,
  };
}

/** VITRINE_RANK_THREADS: a whole number from 0 to 16. */
function rankThreadsOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const threads = Number(text);
  if (!Number.isInteger(threads) || threads < 0 || threads > 16) {
    throw new Error(`VITRINE_RANK_THREADS must be a whole number from 0 to 16, not ${text}`);
  }
  return threads;
}

/** VITRINE_JOB_LEASE_MS: milliseconds, a whole number of at least MIN_JOB_LEASE_MS. */
function jobLeaseOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const ms = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(ms) || ms < MIN_JOB_LEASE_MS) {
    throw new Error(
      `VITRINE_JOB_LEASE_MS must be a whole number of milliseconds, at least ${MIN_JOB_LEASE_MS}, not ${text}`,
    );
  }
  return ms;
}

/** VITRINE_LOG_LEVEL: one of pino's levels; default warn. */
function logLevelOf(text: string | undefined): LogLevel {
  const level = text?.trim().toLowerCase() || CLI_DEFAULTS.logLevel;
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`VITRINE_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${text}`);
  }
  return level as LogLevel;
}

/** Listens on the port, or (when it was not asked for) the next free one. */
async function listen(app: FastifyInstance, options: CliOptions): Promise<string> {
  const attempts = options.portGiven ? 1 : CLI_DEFAULTS.portAttempts;
  for (let i = 0; ; i++) {
    try {
      return await app.listen({ host: options.host, port: options.port === 0 ? 0 : options.port + i });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || i + 1 >= attempts) throw error;
    }
  }
}

/** Starts the server as the command line does; answers it and what was printed. */
export async function startCli(
  options: CliOptions,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  /** Server options the command line does not expose (tests: a cheaper scrypt cost). */
  overrides: Partial<ServerOptions> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  // The SDK is loaded only now, when S3 is configured; an unusable bucket stops the start here.
  const s3 = options.storage ? await openS3BlobStore(options.storage) : undefined;
  const app = await createServer({
    ...overrides,
    ...(s3 ? { blobStore: s3 } : {}),
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    appDir: options.appDir,
    guestAccess: options.guestAccess,
    allowedOrigins: options.allowedOrigins,
    frameAncestors: options.frameAncestors,
    secureCookies: options.secureCookies,
    crossSiteCookies: options.crossSiteCookies,
    trustProxy: options.trustProxy,
    ...(options.rankThreads === undefined ? {} : { rankThreads: options.rankThreads }),
    ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
    ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
    ...(options.jobLeaseMs === undefined ? {} : { jobLeaseMs: options.jobLeaseMs }),
    ...(options.smtpUrl === undefined ? {} : { smtpUrl: options.smtpUrl }),
    ...(options.mailFrom === undefined ? {} : { mailFrom: options.mailFrom }),
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
    ...(options.embedMetadata === undefined ? {} : { embedMetadata: options.embedMetadata }),
    ...(options.recognizer === undefined ? {} : { recognizer: options.recognizer }),
    // JSON lines with the request id (http/operations.ts); a test's overrides may turn them off.
    logger: overrides.logger ?? jsonLogger(options.logLevel),
  });
  if (s3) app.addHook('onClose', async () => s3.client.destroy());
  const { db, options: resolved } = app.vitrine;
  const firstStart = await isLibraryEmpty(db);
  const created = await ensureFirstAdmin(db, { now: resolved.now(), scryptCost: resolved.scryptCost });
  // The first start of a new library seeds the demo library (real files, src/seed) unless --empty.
  let seeded: DemoSeedSummary | undefined;
  if (firstStart && created && !options.empty) {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', created.userName)
      .executeTakeFirstOrThrow();
    seeded = await seedDemoLibrary(app.vitrine, {
      ownerId: admin.id,
      onJobsQueued: () => app.vitrineJobs.worker.wake(),
    });
  }
  let credentials = created;
  if (!created && options.resetAdminPassword) {
    const password = generatePassword();
    const admin = await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password, resolved.scryptCost) })
      .where('user_name', '=', FIRST_ADMIN_USER_NAME)
      .returning('id')
      .executeTakeFirst();
    // A reset password ends the administrator's sessions: a cookie from before no longer works.
    if (admin) await endSessionsOf(db, admin.id);
    credentials = { userName: FIRST_ADMIN_USER_NAME, password };
  }
  const url = await listen(app, options);
  print(`Vitrine is running at ${url}`);
  print(`  data directory: ${resolved.dataDir}${resolved.databaseUrl ? ' (database: PostgreSQL)' : ''}`);
  if (options.storage)
    print(
      `  files: ${options.storage.url}${options.storage.endpoint ? ` at ${options.storage.endpoint}` : ''}`,
    );
  print(resolved.appDir ? `  reference app: ${resolved.appDir}` : '  API only (no --app-dir given)');
  if (resolved.allowedOrigins.length > 0) {
    const cookie = resolved.crossSiteCookies ? ' (cross-site cookies: SameSite=None; Secure)' : '';
    print(`  allowed origins: ${resolved.allowedOrigins.join(', ')}${cookie}`);
  }
  if (resolved.trustProxy.length > 0) print(`  trusted proxies: ${resolved.trustProxy.join(', ')}`);
  // The SMTP host only: the URL may hold a password.
  print(
    resolved.mail
      ? `  contact the owner: mail through ${new URL(resolved.mail.smtpUrl).host}`
      : '  contact the owner: off (no --smtp-url)',
  );
  if (!resolved.jobs)
    print('  background jobs: off (VITRINE_JOBS=off: instances with the worker on run them)');
  if (seeded) {
    print(
      `  demo library: ${seeded.files} files in ${seeded.folders} folders (thumbnails are being made; --empty starts without it)`,
    );
    for (const reason of seeded.skipped) print(`  left out of the demo library: ${reason}`);
  }
  if (credentials) {
    print('');
    print(`  Sign in as ${credentials.userName} with the password ${credentials.password}`);
    print('  (shown only now: the library keeps only a hash; --reset-admin-password makes a new one)');
  }
  return { app, url };
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env);
  } catch (error) {
    process.stderr.write(`vitrine-server: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return;
  }
  const { app } = await startCli(options);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Run when executed (node dist/cli.js), not when imported (tests).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error: unknown) => {
    // A configuration the server refuses (an unusable bucket): its message, no stack.
    if (error instanceof ConfigurationError) {
      process.stderr.write(`vitrine-server: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `vitrine-server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
