// The server's options, with every default declared once and resolved in one function (STYLE.md
// habit 2). The CLI maps flags and environment variables onto these (cli.ts, README.md).
import { resolve } from 'node:path';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './auth/passwords';
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
  /** Origins besides the server's own that may send writes with the session cookie (CSRF, auth/csrf.ts). */
  allowedOrigins?: string[];
  /** Marks the session cookie Secure (serve over HTTPS, or behind a proxy that does). Default false. */
  secureCookies?: boolean;
  /** Checks every response against openapi.yml and answers 500 when one breaks it (tests). Default false. */
  validateResponses?: boolean;
  /** Fastify's logger: false (default), true, or pino options. */
  logger?: boolean | Record<string, unknown>;
  /** A built reference app to serve from the same origin (static files, SPA fallback to index.html). */
  appDir?: string;
  /** scrypt cost of new password hashes. Default N=2^15, r=8, p=1. */
  scryptCost?: ScryptCost;
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
}

export interface ResolvedServerOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  blobStore: BlobStore | undefined;
  guestAccess: boolean | undefined;
  allowedOrigins: string[];
  secureCookies: boolean;
  validateResponses: boolean;
  logger: boolean | Record<string, unknown>;
  appDir: string | undefined;
  scryptCost: ScryptCost;
  now: () => Date;
  buildVersion: string;
  mapsApiKey: string | null;
  rankThreads: number;
}

/** The package version (the default build version). */
export const SERVER_VERSION = '0.0.0';

export function resolveServerOptions(options: ServerOptions): ResolvedServerOptions {
  return {
    dataDir: resolve(options.dataDir),
    databaseUrl: options.databaseUrl,
    blobStore: options.blobStore,
    guestAccess: options.guestAccess,
    allowedOrigins: options.allowedOrigins ?? [],
    secureCookies: options.secureCookies ?? false,
    validateResponses: options.validateResponses ?? false,
    logger: options.logger ?? false,
    appDir: options.appDir ? resolve(options.appDir) : undefined,
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    now: options.now ?? (() => new Date()),
    buildVersion: options.buildVersion ?? SERVER_VERSION,
    mapsApiKey: options.mapsApiKey ?? null,
    rankThreads: options.rankThreads ?? defaultRankThreads(),
  };
}
