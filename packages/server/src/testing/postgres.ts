// The test files' side of the PostgreSQL projects (vitest.config.ts: server-pg, contract-pg): when
// the run gave a cluster (testing/postgres-setup.ts), each test server or test database is a database
// of its own, copied from the migrated template (CREATE DATABASE … TEMPLATE: a few milliseconds) and
// dropped when it closes. In the SQLite projects nothing is given and the tests use SQLite files.
import { inject } from 'vitest';
import { adminQuery, databaseUrl, type TestPostgres } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    vitrinePostgres: TestPostgres | undefined;
  }
}

/** The cluster of this run, when the project runs on PostgreSQL. */
export function testPostgres(): TestPostgres | undefined {
  return inject('vitrinePostgres');
}

/** Whether this test file runs on PostgreSQL (the *-pg projects). */
export const onPostgres = (): boolean => testPostgres() !== undefined;

export interface TestPostgresDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

let made = 0;

/**
 * A new database on the run's cluster: every migration applied (a copy of the template), or none
 * (`migrated: false`, an empty database for the migrations' own tests).
 */
export async function freshPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestPostgresDatabase> {
  const cluster = testPostgres();
  if (!cluster) throw new Error('no PostgreSQL in this project (vitest.config.ts: the *-pg projects)');
  made += 1;
  const name = `vitrine_test_${process.pid}_${made}_${Math.random().toString(36).slice(2, 8)}`;
  const template = options.migrated === false ? 'template0' : cluster.template;
  // Another file copying the template at the same moment holds it open for a moment: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(cluster.adminUrl, `create database ${name} template ${template}`);
      break;
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  return {
    url: databaseUrl(cluster.adminUrl, name),
    drop: () => adminQuery(cluster.adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Options for a server a test creates itself (createServer) over `dataDir`: its own PostgreSQL
 * database in the *-pg projects (the same for a server started again: keep the answer), else none
 * (SQLite in the data directory). `drop` removes the database.
 */
export async function testDatabaseOptions(): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (!testPostgres()) return { drop: async () => undefined };
  const database = await freshPostgresDatabase();
  return { databaseUrl: database.url, drop: database.drop };
}
