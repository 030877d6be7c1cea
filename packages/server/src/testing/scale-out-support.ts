// What the several-instances test (tests/e2e/scale-out.test.ts) needs of the server's dependencies,
// which the repository's tests folder does not resolve itself: a PostgreSQL client of its own (to see
// the jobs table as every instance sees it) and a zip reader (an export's entries).
import pg from 'pg';

/** A connected client; `end()` it when done. */
export async function connectPostgres(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export { readZip } from './zip';
