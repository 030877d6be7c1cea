// The reference server of @vitrine/server as a contract target: started in setup() on a free port of
// 127.0.0.1 over a temporary data directory, with response validation on (an answer that breaks
// openapi.yml comes back as 500 and fails the scenario). reset() wipes the library and seeds the
// contract library again (a few milliseconds: a handful of rows, password hashes computed once).
// The session cookie lives in a jar inside the target's fetch, so the scenarios never see it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '@vitrine/api-client';
import { createServer } from '../../../packages/server/src/server';
// Test support that the package does not export (the contract seed) is imported from its source.
import {
  CONTRACT_FIXTURES,
  CONTRACT_USERS,
  resetContractLibrary,
  TEST_SCRYPT_COST,
} from '../../../packages/server/src/testing/contract';
import { startTestSmtpServer, type TestSmtpServer } from '../../../packages/server/src/testing/mail';
import {
  freshPostgresDatabase,
  type TestPostgresDatabase,
} from '../../../packages/server/src/testing/postgres';
import { type ContractRole, type ContractTarget, signInThroughApi } from '../target';

/** Node's own fetch, taken before any mock layer patches the global one. */
const nativeFetch = globalThis.fetch;

/**
 * Scenario areas (describeContract titles) the server does not implement yet: the suite runs them
 * on the other targets only. Each leaves this list when its part of the server lands (README.md).
 */
export const SERVER_PENDING_AREAS: readonly string[] = [];

/** The origin the scenarios' clients are given; the fetch sends their requests to the real port. */
const PLACEHOLDER_ORIGIN = 'http://vitrine-server.contract';

type Server = Awaited<ReturnType<typeof createServer>>;

/**
 * The server over SQLite (the default), or over a database of its own on the run's PostgreSQL
 * (`postgres`: the contract-pg project, packages/server/src/testing/postgres.ts).
 */
export function serverTarget(options: { postgres?: boolean } = {}): ContractTarget {
  let server: Server | undefined;
  let dataDir: string | undefined;
  let database: TestPostgresDatabase | undefined;
  // Contact the owner needs mail: an SMTP server of the test's own on 127.0.0.1 takes the messages.
  let smtp: TestSmtpServer | undefined;
  // The clients are made before setup() picks the port, so they call a placeholder origin that
  // the target's fetch points at the running server.
  let origin: string | undefined;
  let sessionCookie: string | undefined;

  // A one-cookie jar: the server sets only vitrine_session.
  const fetch: FetchLike = async (request) => {
    if (!origin) throw new Error('the server target was not set up');
    const url = new URL(request.url);
    const actual = new URL(`${url.pathname}${url.search}`, origin);
    const headers = new Headers(request.headers);
    if (sessionCookie) headers.set('cookie', `vitrine_session=${sessionCookie}`);
    const hasBody = request.body !== null;
    const response = await nativeFetch(
      new Request(actual, {
        method: request.method,
        headers,
        signal: request.signal,
        ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      } as RequestInit),
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      if (name?.trim() !== 'vitrine_session') continue;
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a),
      );
      sessionCookie = expired || value.join('=') === '' ? undefined : value.join('=');
    }
    return response;
  };

  const target: ContractTarget = {
    name: options.postgres ? 'server-pg' : 'server',
    baseUrl: PLACEHOLDER_ORIGIN,
    fetch,
    fixtures: { ...CONTRACT_FIXTURES },
    pendingAreas: SERVER_PENDING_AREAS,
    async setup() {
      dataDir = await mkdtemp(join(tmpdir(), 'vitrine-contract-server-'));
      database = options.postgres ? await freshPostgresDatabase() : undefined;
      smtp = await startTestSmtpServer();
      server = await createServer({
        dataDir,
        validateResponses: true,
        scryptCost: TEST_SCRYPT_COST,
        smtpUrl: smtp.url,
        mailFrom: 'vitrine@contract.test',
        // The invitation mail of share with people links to the app (issue 20).
        publicUrl: 'http://app.contract.test',
        ...(database ? { databaseUrl: database.url } : {}),
      });
      origin = await server.listen({ host: '127.0.0.1', port: 0 });
    },
    async reset() {
      if (!server) throw new Error('the server target was not set up');
      sessionCookie = undefined;
      // Failed sign-ins of one scenario do not hold back the next one.
      await server.vitrine.signInGuard.clear();
      await resetContractLibrary(server.vitrine.db, { now: new Date() });
    },
    signInAs: (role: ContractRole) =>
      signInThroughApi(target, role, role === 'guest' ? undefined : CONTRACT_USERS[role]),
    async invitationTokens(to) {
      return (smtp?.received ?? [])
        .filter((mail) => mail.envelope.to.includes(to))
        .map((mail) => /\/set-password#([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '');
    },
    async teardown() {
      await server?.close();
      server = undefined;
      await smtp?.close();
      smtp = undefined;
      origin = undefined;
      await database?.drop();
      database = undefined;
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      dataDir = undefined;
    },
  };
  return target;
}
