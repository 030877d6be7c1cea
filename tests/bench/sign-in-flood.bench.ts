// A sign-in flood on the real @vitrine/server (issue 13 row 3): what other users' requests wait
// (p50 / p95 / max) while 16 clients send wrong passwords as fast as they are answered, with the
// sign-in limits off (the server before issue 13) and on, in the same run, beside a baseline with no
// flood. Figures only, no assertion on time.
//
// One process, one server per setting (createServer over a temporary data directory with the
// contract library, removed at the end), listening on 127.0.0.1, passwords at the production scrypt
// cost (N = 2^15, r = 8). The other users: the contract viewer over HTTP, each of three requests sent
// every 50 ms whether or not the last was answered (the folder tree's top level, the current user,
// and a 200 kB script of the app read from disk on libuv's thread pool, where scrypt runs too), and
// the contract editor signing in
// with the right password every 250 ms. The flood runs in a worker thread (lib/sign-in-flood-worker.ts:
// its own event loop, as clients elsewhere), over HTTP, each connection from a loopback address of
// its own choosing (127.0.0.0/8 is all loopback on Linux), made-up user names:
//   - "off":            signInLimits: false, 16 clients from 16 addresses;
//   - "on, one address": the defaults, the 16 clients from one address (held after 20 failures: the
//                       throttle answers 429 without a hash);
//   - "on, a new address each time": the defaults, every attempt from a new address with a new user
//                       name (no key ever reaches its limit: only the hashing limit, 2 at once and 8
//                       waiting, stands between the flood and the others).
// Run: pnpm run bench sign-in-flood
//
// The server's modules use TypeScript that Node only transforms with --experimental-transform-types,
// so this file starts itself again with that flag.
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { count, duration, note, percentile, printTable } from './lib/measure.ts';
import { restartWithTransformTypes } from './lib/transform-types.ts';

restartWithTransformTypes(import.meta.filename);

const FLOOD_CLIENTS = 16;
/** How often each of the other users' requests is sent (open loop). */
const OTHER_EVERY_MS = 50;
const OTHER_REQUESTS = [
  ['POST', '/api/folders/subfolders', { folderId: 'root' }],
  ['GET', '/api/session/currentuser', undefined],
  // A file from disk: read on libuv's thread pool, where scrypt runs too.
  ['GET', '/assets/app.js', undefined],
] as const;
const PHASE_MS = Number(process.env.SIGN_IN_FLOOD_BENCH_MS ?? 5000);
const LEGIT_EVERY_MS = 250;

const { createServer } = await import('../../packages/server/src/server.ts');
const { CONTRACT_USERS, resetContractLibrary } = await import(
  '../../packages/server/src/testing/contract.ts'
);
const { DEFAULT_SCRYPT_COST } = await import('../../packages/server/src/auth/passwords.ts');

type App = Awaited<ReturnType<typeof createServer>>;

interface Phase {
  label: string;
  others: number[];
  byPath: Map<string, number[]>;
  flood: Map<number, number>;
  legit: { status: number; ms: number }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInCookie(origin: string, credentials: { userName: string; password: string }) {
  const answer = await fetch(`${origin}/api/session/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${credentials.userName}: ${answer.status}`);
  return answer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** One phase: the others (and, unless `flood` is null, the flood) for PHASE_MS. */
async function runPhase(
  label: string,
  origin: string,
  flood: { oneAddress: boolean; newAddressEach: boolean } | null,
): Promise<Phase> {
  const port = Number(new URL(origin).port);
  const phase: Phase = {
    label,
    others: [],
    byPath: new Map(OTHER_REQUESTS.map(([, path]) => [path, []])),
    flood: new Map(),
    legit: [],
  };
  const viewer = await signInCookie(origin, CONTRACT_USERS.viewer);
  const until = performance.now() + PHASE_MS;
  // Open loop: each kind of request is sent every OTHER_EVERY_MS whether or not the last one was
  // answered, so a request stuck behind the flood shows as its own long wait instead of hiding the
  // requests that would have followed it.
  const other = async () => {
    const pending: Promise<void>[] = [];
    while (performance.now() < until) {
      for (const [method, path, body] of OTHER_REQUESTS) {
        const start = performance.now();
        pending.push(
          fetch(`${origin}${path}`, {
            method,
            headers: { cookie: viewer, ...(body ? { 'Content-Type': 'application/json' } : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          })
            .then((answer) => answer.arrayBuffer())
            .then(() => {
              phase.others.push(performance.now() - start);
              phase.byPath.get(path)?.push(performance.now() - start);
            }),
        );
      }
      await sleep(OTHER_EVERY_MS);
    }
    await Promise.all(pending);
  };
  const legit = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      const answer = await fetch(`${origin}/api/session/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(CONTRACT_USERS.editor),
      });
      await answer.arrayBuffer();
      phase.legit.push({ status: answer.status, ms: performance.now() - start });
      await sleep(LEGIT_EVERY_MS);
    }
  };
  const flooder = async () => {
    if (!flood) return;
    const worker = new Worker(new URL('./lib/sign-in-flood-worker.ts', import.meta.url), {
      workerData: { port, clients: FLOOD_CLIENTS, until: Date.now() + PHASE_MS, ...flood },
    });
    const [answers] = (await once(worker, 'message')) as [[number, number][]];
    for (const [status, n] of answers) phase.flood.set(status, n);
  };
  await Promise.all([other(), legit(), flooder()]);
  // Let the last hashes of the flood finish before the next phase.
  await sleep(500);
  return phase;
}

async function withServer<T>(
  signInLimits: false | undefined,
  run: (app: App, origin: string) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-bench-sign-in-'));
  // A stand-in for the built reference app: the page and a 200 kB script.
  const appDir = join(dataDir, 'app');
  await mkdir(join(appDir, 'assets'), { recursive: true });
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Vitrine</title>');
  await writeFile(join(appDir, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(200_000))});`);
  const app = await createServer({
    dataDir,
    appDir,
    scryptCost: DEFAULT_SCRYPT_COST,
    ...(signInLimits === false ? { signInLimits: false as const } : {}),
  });
  try {
    await resetContractLibrary(app.vitrine.db, { now: new Date(), scryptCost: DEFAULT_SCRYPT_COST });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    await app.vitrine.signInGuard.standInHash();
    return await run(app, origin);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const phases: Phase[] = [];
await withServer(false, async (_app, origin) => {
  phases.push(await runPhase('baseline (no flood), limits off', origin, null));
  phases.push(
    await runPhase('flood, limits off (before issue 13)', origin, {
      oneAddress: false,
      newAddressEach: false,
    }),
  );
});
await withServer(undefined, async (app, origin) => {
  phases.push(await runPhase('baseline (no flood), limits on', origin, null));
  phases.push(
    await runPhase('flood from one address, limits on', origin, { oneAddress: true, newAddressEach: false }),
  );
  await app.vitrine.signInGuard.clear();
  phases.push(
    await runPhase('flood from a new address each time, limits on', origin, {
      oneAddress: false,
      newAddressEach: true,
    }),
  );
});

const ms = (values: readonly number[], share: number) =>
  values.length === 0 ? '–' : duration(percentile(values, share));
printTable(
  `Other users' requests during a sign-in flood (${FLOOD_CLIENTS} clients, ${duration(PHASE_MS)} each, scrypt N=${DEFAULT_SCRYPT_COST.N})`,
  [
    'phase',
    'other requests',
    'p50',
    'p95',
    'max',
    'app.js p95',
    'flood answers',
    'editor sign-ins (200 / 429)',
    'editor sign-in p95',
  ],
  phases.map((phase) => {
    const floodTotal = [...phase.flood.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...phase.flood.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${count(n)}`)
      .join(', ');
    const ok = phase.legit.filter((l) => l.status === 200).length;
    const held = phase.legit.filter((l) => l.status === 429).length;
    return [
      phase.label,
      count(phase.others.length),
      ms(phase.others, 0.5),
      ms(phase.others, 0.95),
      ms(phase.others, 1),
      ms(phase.byPath.get('/assets/app.js') ?? [], 0.95),
      floodTotal === 0 ? '–' : `${count(floodTotal)} (${byStatus})`,
      `${ok} / ${held}`,
      ms(
        phase.legit.map((l) => l.ms),
        0.95,
      ),
    ];
  }),
);
note(
  "Other requests: the contract viewer's folder-tree top level, current user and a 200 kB app script, each sent every 50 ms (open loop) over HTTP. " +
    'Flood answers: 401 (checked: one scrypt each), 429 (held back without a hash). ' +
    'Editor sign-ins: the right password every 250 ms during the phase; a 429 is the price of the ' +
    'hashing limit when the flood fills its queue (the editor tries again).',
);
