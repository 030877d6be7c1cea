// Lighthouse on the built reference app (issue 14, deliverable 7): the desktop preset of `lighthouse`
// (npm, a root devDependency) against Debian chromium (never a downloaded browser), on `/`, a folder
// and `/grid`, in demo mode (the build served statically, the mocks in a service worker) and in
// server mode (the server build served by the real @vitrine/server over a temporary data directory
// seeded with the contract users and the demo library, the super admin signed in). Printed per route:
// the performance, accessibility and best-practices scores, CLS, LCP, TBT, the JS transferred and the
// chunks loaded, and the elements that shifted (the `layout-shifts` audit).
//
// Peer in the same run: the same figures for the app at an earlier commit (LIGHTHOUSE_BENCH_PEER,
// default PEER_COMMIT below: the commit before route-level code splitting), extracted with
// `git archive` into a temporary folder and installed offline from pnpm's store (about 10 s). The peer
// differs from this tree by every commit in between, not only the splitting. LIGHTHOUSE_BENCH_PEER=none
// skips it; LIGHTHOUSE_BENCH_PEER_DIR=/path uses a tree already extracted and installed there instead.
// LIGHTHOUSE_BENCH_RUNS=3 runs each route three times and prints the medians;
// LIGHTHOUSE_BENCH_MODES=demo (or server) runs one mode. Figures only: nothing passes or fails on them.
// Run: pnpm run bench lighthouse
//
// The server's modules use TypeScript that Node only transforms with --experimental-transform-types,
// so this file starts itself again with that flag.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../../scripts/chromium.ts';
import { bytes, median, note, printTable } from './lib/measure.ts';
import { restartWithTransformTypes } from './lib/transform-types.ts';

restartWithTransformTypes(import.meta.filename);

/** The commit before route-level code splitting (issue 14): the peer unless LIGHTHOUSE_BENCH_PEER says otherwise. */
const PEER_COMMIT = 'f35543c';
/** The routes of the issue; `{folder}` is a folder with files in each mode. */
const ROUTES = ['/', '/folders/{folder}', '/grid'] as const;
/** The demo library's folder the issue measured (mocks). */
const DEMO_FOLDER = 4;
/** Issue 14's targets, printed beside the figures, never enforced. */
const TARGETS = { cls: 0.05, performance: 95 } as const;

const root = fileURLToPath(new URL('../../', import.meta.url));
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_BENCH_RUNS ?? 1));
const peerRef = process.env.LIGHTHOUSE_BENCH_PEER ?? PEER_COMMIT;
const modes = (process.env.LIGHTHOUSE_BENCH_MODES ?? 'demo,server').split(',').map((mode) => mode.trim());

// Lighthouse ------------------------------------------------------------------------------------------

/** The parts of a Lighthouse result this benchmark reads. */
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; details?: { items?: Record<string, unknown>[] } }
  >;
  runtimeError?: { message: string };
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: unknown,
) => Promise<{ lhr: LighthouseResult } | undefined>;

const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: RunLighthouse };
const { default: desktopConfig } = (await import('lighthouse/core/config/desktop-config.js')) as {
  default: unknown;
};

/** Debian chromium with a DevTools port, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'vitrine-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start:\n${text}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}):\n${text}`)));
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** One route's figures. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes of JavaScript transferred (compressed as sent; what a service worker answered counts 0). */
  jsBytes: number;
  /** Bytes of JavaScript loaded (decoded), whoever answered. */
  jsDecodedBytes: number;
  /** The scripts loaded, `name (transferred)`. */
  scripts: string[];
  /** The elements that shifted, `selector: score`, largest first. */
  shifts: string[];
  /** The accessibility and best-practices audits that failed (their ids). */
  failed: string[];
}

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

async function audit(port: number, url: string, cookie?: string): Promise<Figures> {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const answer = await lighthouse(url, flags, desktopConfig);
  if (!answer) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = answer;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    url: string;
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
  }[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  // One item per shift and element it is put down to: summed per element, largest first.
  const byElement = new Map<string, { score: number; shifts: number }>();
  for (const item of (lhr.audits['layout-shifts']?.details?.items ?? []) as {
    node?: { selector?: string; nodeLabel?: string };
    score?: number;
  }[]) {
    const element = item.node?.selector ?? item.node?.nodeLabel ?? '(unattributed)';
    const sum = byElement.get(element) ?? { score: 0, shifts: 0 };
    byElement.set(element, { score: sum.score + (item.score ?? 0), shifts: sum.shifts + 1 });
  }
  const shifts = [...byElement]
    .sort((a, b) => b[1].score - a[1].score)
    .map(([element, { score, shifts }]) => `${element}: ${score.toFixed(3)} (${shifts} ×)`);
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsDecodedBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    scripts: scripts.map(
      (request) => `${new URL(request.url).pathname.replace(/^.*\//, '')} (${bytes(request.transferSize ?? 0)})`,
    ),
    shifts,
    failed,
  };
}

/** Medians of several runs of one route (the scripts and shifts of the first). */
function medianOf(all: Figures[]): Figures {
  const first = all[0] as Figures;
  const of = (key: keyof Omit<Figures, 'scripts' | 'shifts' | 'failed'>) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    jsBytes: of('jsBytes'),
    jsDecodedBytes: of('jsDecodedBytes'),
    scripts: first.scripts,
    shifts: first.shifts,
    failed: first.failed,
  };
}

// The builds ----------------------------------------------------------------------------------------

/** A tree of the repository whose reference app is built (this one, or the peer's extract). */
interface Tree {
  label: string;
  dir: string;
}

interface Builds {
  demo: string;
  server: string;
}

async function buildTree(tree: Tree, work: string): Promise<Builds> {
  const serve = (await import(pathToFileURL(join(tree.dir, 'reference-app', 'scripts', 'serve.mjs')).href)) as {
    buildApp(options: { outDir: string; env: Record<string, string> }): Promise<void>;
  };
  const outDirs = { demo: join(work, `${tree.label}-demo`), server: join(work, `${tree.label}-server`) };
  await serve.buildApp({ outDir: outDirs.demo, env: { VITE_VITRINE_DEMO: 'true' } });
  await serve.buildApp({ outDir: outDirs.server, env: { VITE_VITRINE_DEMO: 'false', VITE_VITRINE_API_URL: '' } });
  return outDirs;
}

/** The peer's tree: `git archive` of the commit, installed offline from pnpm's store. */
async function extractPeer(ref: string, work: string): Promise<Tree> {
  const dir = join(work, 'peer-tree');
  await mkdir(dir);
  const archive = spawnSync('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr}`);
  const install = spawnSync('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new Error(`pnpm install in the peer's tree: ${install.stderr}${install.stdout}`);
  const commit = spawnSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).stdout.trim();
  return { label: `peer ${commit}`, dir };
}

/** The JS chunks of a build: name, bytes, gzip bytes. */
async function chunksOf(outDir: string): Promise<{ name: string; size: number; gzip: number }[]> {
  const assets = join(outDir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const chunks = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(join(assets, name));
      return { name, size: (await stat(join(assets, name))).size, gzip: gzipSync(content).length };
    }),
  );
  return chunks.sort((a, b) => b.size - a.size);
}

// The two modes -------------------------------------------------------------------------------------

interface RouteRow {
  mode: string;
  build: string;
  route: string;
  figures: Figures;
}

async function auditRoutes(
  port: number,
  base: string,
  folder: number,
  mode: string,
  build: string,
  cookie?: string,
): Promise<RouteRow[]> {
  const rows: RouteRow[] = [];
  for (const pattern of ROUTES) {
    const route = pattern.replace('{folder}', String(folder));
    const all: Figures[] = [];
    for (let run = 0; run < runs; run += 1) all.push(await audit(port, new URL(route, base).href, cookie));
    rows.push({ mode, build, route, figures: medianOf(all) });
    console.log(`  ${mode} · ${build} · ${route}: done`);
  }
  return rows;
}

async function demoRows(port: number, builds: [Tree, Builds][]): Promise<RouteRow[]> {
  const { serveApp } = (await import('../../reference-app/scripts/serve.mjs')) as {
    serveApp(options: { outDir: string; port: number }): Promise<{ url: string; close(): Promise<void> }>;
  };
  const rows: RouteRow[] = [];
  for (const [tree, outDirs] of builds) {
    const served = await serveApp({ outDir: outDirs.demo, port: 0 });
    try {
      rows.push(...(await auditRoutes(port, served.url, DEMO_FOLDER, 'demo', tree.label)));
    } finally {
      await served.close();
    }
  }
  return rows;
}

async function serverRows(port: number, builds: [Tree, Builds][], work: string): Promise<RouteRow[]> {
  const { createServer } = await import('../../packages/server/src/server.ts');
  const { CONTRACT_USERS, resetContractLibrary, TEST_SCRYPT_COST } = await import(
    '../../packages/server/src/testing/contract.ts'
  );
  const { seedDemoLibrary } = await import('../../packages/server/src/library/bootstrap.ts');
  const dataDir = join(work, 'data');
  await mkdir(dataDir);
  const rows: RouteRow[] = [];
  let folder = 0;
  for (const [index, [tree, outDirs]] of builds.entries()) {
    const app = await createServer({ dataDir, appDir: outDirs.server, scryptCost: TEST_SCRYPT_COST });
    try {
      if (index === 0) {
        // The contract library's users, then the demo library of a first start (photos, PDF, audio),
        // thumbnails made before measuring.
        const library = await resetContractLibrary(app.vitrine.db, { now: new Date(), scryptCost: TEST_SCRYPT_COST });
        const seeded = await seedDemoLibrary(app.vitrine, { ownerId: library.userIds.superAdmin });
        app.vitrineJobs.worker.wake();
        await app.vitrineJobs.worker.idle();
        // The folder holding the most files directly.
        const fullest = await app.vitrine.db
          .selectFrom('files')
          .select(['folder_id', app.vitrine.db.fn.countAll<number>().as('files')])
          .groupBy('folder_id')
          .orderBy('files', 'desc')
          .executeTakeFirstOrThrow();
        folder = Number(fullest.folder_id);
        console.log(`  server mode: demo library seeded (${seeded.files} files); folder ${folder} holds ${fullest.files}`);
      }
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const signIn = await fetch(`${url}/api/session/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CONTRACT_USERS.superAdmin),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .find((value) => value.startsWith('vitrine_session='))
        ?.split(';')[0];
      if (signIn.status !== 200 || !cookie) throw new Error(`sign-in answered ${signIn.status}`);
      rows.push(...(await auditRoutes(port, `${url}/`, folder, 'server', tree.label, cookie)));
    } finally {
      await app.close();
    }
  }
  return rows;
}

// The run -------------------------------------------------------------------------------------------

const work = await mkdtemp(join(tmpdir(), 'vitrine-lighthouse-'));
const chromium = await launchChromium();
try {
  const trees: Tree[] = [{ label: 'this tree', dir: root }];
  const peerDir = process.env.LIGHTHOUSE_BENCH_PEER_DIR;
  if (peerDir) trees.push({ label: 'peer', dir: peerDir });
  else if (peerRef !== 'none') trees.push(await extractPeer(peerRef, work));
  const builds: [Tree, Builds][] = [];
  for (const tree of trees) builds.push([tree, await buildTree(tree, work)]);

  for (const [tree, outDirs] of builds) {
    for (const mode of ['demo', 'server'] as const) {
      const chunks = await chunksOf(outDirs[mode]);
      printTable(
        `${tree.label}, ${mode} build: JS chunks (${bytes(chunks.reduce((sum, c) => sum + c.size, 0))}, gzip ${bytes(chunks.reduce((sum, c) => sum + c.gzip, 0))})`,
        ['chunk', 'bytes', 'gzip'],
        chunks.map((chunk) => [chunk.name, bytes(chunk.size), bytes(chunk.gzip)]),
      );
    }
  }

  const rows: RouteRow[] = [];
  if (modes.includes('demo')) rows.push(...(await demoRows(chromium.port, builds)));
  if (modes.includes('server')) rows.push(...(await serverRows(chromium.port, builds, work)));

  printTable(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}desktop preset, Debian chromium; targets: CLS ≤ ${TARGETS.cls}, performance ≥ ${TARGETS.performance} (* = missed)`,
    ['mode', 'build', 'route', 'perf', 'a11y', 'best pr.', 'CLS', 'LCP', 'TBT', 'JS transferred', 'JS decoded', 'scripts'],
    rows.map(({ mode, build, route, figures }) => [
      mode,
      build,
      route,
      `${figures.performance}${figures.performance < TARGETS.performance ? '*' : ''}`,
      String(figures.accessibility),
      String(figures.bestPractices),
      `${figures.cls.toFixed(3)}${figures.cls > TARGETS.cls ? '*' : ''}`,
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(figures.tbtMs)} ms`,
      bytes(figures.jsBytes),
      bytes(figures.jsDecodedBytes),
      String(figures.scripts.length),
    ]),
  );
  for (const { mode, build, route, figures } of rows) {
    note(
      `${mode} · ${build} · ${route}\n  scripts (transferred): ${figures.scripts.join(', ')}\n  shifted (layout-shifts audit, per element): ${figures.shifts.join('; ') || 'nothing'}\n  failed audits: ${figures.failed.join(', ') || 'none'}`,
    );
  }
} finally {
  await chromium.close();
  await rm(work, { recursive: true, force: true });
}
