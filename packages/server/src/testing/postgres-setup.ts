// vitest globalSetup of the PostgreSQL projects (vitest.config.ts: server-pg, contract-pg): one real
// PostgreSQL cluster for the run (testing/postgres-cluster.ts), a template database with every
// migration applied, and both given to the test files (`inject('vitrinePostgres')`, testing/postgres.ts),
// which copy the template into a database of their own. The projects share the cluster; the last
// one to finish stops it. No PostgreSQL is a failure of the run, never a silent skip.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import {
  adminQuery,
  databaseUrl,
  type PostgresCluster,
  startPostgresCluster,
  type TestPostgres,
} from './postgres-cluster';

const TEMPLATE = 'vitrine_template';

interface Shared {
  users: number;
  ready: Promise<{ cluster: PostgresCluster; provided: TestPostgres }>;
}

// The projects' global setups run in the same process but may load this module apart: the cluster
// is kept on globalThis.
const KEY = Symbol.for('vitrine.test.postgres');
const holder = globalThis as { [KEY]?: Shared };

async function start(): Promise<{ cluster: PostgresCluster; provided: TestPostgres }> {
  const cluster = await startPostgresCluster();
  try {
    await adminQuery(cluster.adminUrl, `create database ${TEMPLATE}`);
    const opened = await openDatabase({ postgresUrl: databaseUrl(cluster.adminUrl, TEMPLATE) });
    await opened.close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { cluster, provided: { adminUrl: cluster.adminUrl, template: TEMPLATE } };
}

export default async function setup(project: TestProject) {
  if (!holder[KEY]) holder[KEY] = { users: 0, ready: start() };
  const shared = holder[KEY];
  shared.users += 1;
  const { cluster, provided } = await shared.ready;
  project.provide('vitrinePostgres', provided);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[KEY];
    await cluster.stop();
  };
}
