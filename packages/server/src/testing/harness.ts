// The server's tests' vocabulary: a server over a temporary data directory with the contract library
// and response validation on (a response that breaks openapi.yml answers 500 and fails the test), and
// agents that keep their own session cookie, calling through fastify.inject.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerOptions } from '../config';
import type { Database } from '../db/schema';
import { createServer } from '../server';
import {
  CONTRACT_USERS,
  type ContractLibrary,
  resetContractLibrary,
  TEST_SCRYPT_COST,
} from './contract';
import { freshPostgresDatabase, testPostgres } from './postgres';

/** A fixed clock for the tests. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface Agent {
  /** Calls the server with this agent's cookie; JSON in, JSON out. */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** Signs in through POST /api/session/signin (throws when it fails). */
  signIn(userName: string, password: string): Promise<void>;
  readonly cookie: string | undefined;
}

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** The server's PostgreSQL database (the *-pg projects), for a server started again over it. */
  databaseUrl: string | undefined;
  library: ContractLibrary;
  /** Back to the contract library (between tests). */
  reset(): Promise<ContractLibrary>;
  /** A new agent without a session (a guest while guest access is on). */
  agent(): Agent;
  /** A new agent signed in as one of the contract users. */
  as(role: keyof typeof CONTRACT_USERS): Promise<Agent>;
  close(): Promise<void>;
}

/**
 * A server over a temporary data directory, on SQLite, or on a database of its own in the run's
 * PostgreSQL in the *-pg projects (testing/postgres.ts), unless `options.databaseUrl` names one.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-server-test-'));
  const postgres =
    testPostgres() && options.databaseUrl === undefined ? await freshPostgresDatabase() : undefined;
  const app = await createServer({
    dataDir,
    validateResponses: true,
    scryptCost: TEST_SCRYPT_COST,
    now: () => TEST_NOW,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    ...options,
  });
  let library = await resetContractLibrary(app.vitrine.db, { now: TEST_NOW });

  const agent = (): Agent => {
    let cookie: string | undefined;
    const self: Agent = {
      get cookie() {
        return cookie;
      },
      async call(method, url, body, headers = {}) {
        const response = await app.inject({
          method,
          url,
          headers: {
            ...(cookie ? { cookie: `vitrine_session=${cookie}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        const setCookie = response.cookies.find((c) => c.name === 'vitrine_session');
        if (setCookie) cookie = setCookie.value === '' ? undefined : setCookie.value;
        const text = response.body;
        return {
          status: response.statusCode,
          body: (text === '' ? undefined : JSON.parse(text)) as never,
          headers: response.headers,
        };
      },
      async signIn(userName, password) {
        const answer = await self.call('POST', '/api/session/signin', { userName, password });
        if (answer.status !== 200)
          throw new Error(`sign-in of ${userName}: ${answer.status} ${JSON.stringify(answer.body)}`);
      },
    };
    return self;
  };

  return {
    app,
    dataDir,
    databaseUrl: options.databaseUrl ?? postgres?.url,
    get library() {
      return library;
    },
    async reset() {
      // Failed sign-ins of one test do not hold back the next one (auth/sign-in-limits.ts).
      await app.vitrine.signInGuard.clear();
      library = await resetContractLibrary(app.vitrine.db, { now: TEST_NOW });
      return library;
    },
    agent,
    async as(role) {
      const a = agent();
      await a.signIn(CONTRACT_USERS[role].userName, CONTRACT_USERS[role].password);
      return a;
    },
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A top-level folder written straight into the database (for tests that run before the server is ready). */
export async function insertTopFolder(db: Kysely<Database>, name: string): Promise<number> {
  const folder = await db
    .insertInto('folders')
    .values({ name, parent_id: null, path: '/', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('folders')
    .set({ path: `/${folder.id}/` })
    .where('id', '=', folder.id)
    .execute();
  return folder.id;
}
