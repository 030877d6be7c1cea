// What every part of the server works with: the database, the blob store, the resolved options, the
// rank pool, the sign-in guard and the clock, made once by createServer (server.ts). The HTTP layer
// hands it to each handler (http/context.ts RequestContext.app); domain modules, jobs and ingest take
// it without knowing about HTTP.
import type { Kysely } from 'kysely';
import type { SignInGuard } from '../auth/sign-in-limits';
import type { ResolvedServerOptions } from '../config';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import type { MetadataWriter } from '../images/embed-metadata';
import type { RankPool } from '../search/rank-pool';
import type { BlobStore } from '../storage/blob-store';

/** The server-wide things every handler, job and domain module may use. */
export interface ServerContext {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly blobs: BlobStore;
  readonly options: ResolvedServerOptions;
  /** Worker threads that rank shares of a text's matches (search/rank-pool.ts); null: one thread. */
  readonly rankPool: RankPool | null;
  /** Sign-in throttling and the password-hashing limit (auth/sign-in-limits.ts). */
  readonly signInGuard: SignInGuard;
  /** ExifTool for Download.aspx?metadata=embed (images/embed-metadata.ts), started on first use. */
  readonly metadataWriter: MetadataWriter;
  /** The clock (tests may fix it). */
  now(): Date;
}
