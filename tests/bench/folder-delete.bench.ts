// Deleting a deep or a wide folder on the real @vitrine/server (issue 13 row 1): how long
// DELETE /api/folder/{id} takes on a 1,000-deep chain of folders and on one folder of N files, and
// what the other users' requests meanwhile wait (p50 / p95 / max), beside a peer doing the same job:
// the delete as it was before issue 13 (one transaction, one `DELETE … WHERE path LIKE` whose
// foreign keys cascade down the tree), run on the same data in the same server process under the
// same load. A baseline prints the same requests with no delete running. Figures only, no assertion.
//
// One server process (this one): createServer over a temporary data directory (removed at the end)
// with the contract library, listening on 127.0.0.1. The data are written straight into the database
// (a chain deeper than MAX_FOLDER_DEPTH can only exist from before the limit): the chain as 1,000
// folders under /Marketing; the wide folder as N files (FOLDER_DELETE_BENCH_FILES, default 10,000),
// each with four renditions, two keywords and a set membership, so every cascade and trigger of a
// real file runs. The load: LOAD_CLIENTS loops, each sending the contract viewer's requests one after
// the other over HTTP (the folder tree's top level, then the web settings), from the start of the
// delete to its end. Run: pnpm run bench folder-delete
//
// The server's modules use TypeScript that Node only transforms with --experimental-transform-types,
// so this file starts itself again with that flag.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, duration, note, percentile, printTable } from './lib/measure.ts';
import { restartWithTransformTypes } from './lib/transform-types.ts';

restartWithTransformTypes(import.meta.filename);

const CHAIN_DEPTH = 1000;
const WIDE_FILES = Number(process.env.FOLDER_DELETE_BENCH_FILES ?? 10_000);
const LOAD_CLIENTS = 2;
const BASELINE_MS = 2000;

const { createServer } = await import('../../packages/server/src/server.ts');
const { CONTRACT_USERS, resetContractLibrary, TEST_SCRYPT_COST } = await import(
  '../../packages/server/src/testing/contract.ts'
);
const { childPath, deleteFolderTree, subtreePattern } = await import(
  '../../packages/server/src/library/folders.ts'
);
const { collectUnreferencedBlobs } = await import('../../packages/server/src/storage/gc.ts');
const { fileRow } = await import('../../packages/server/src/testing/files.ts');
/** The server's query builder (Kysely over its schema), as the server hands it out. */
type Db = Awaited<ReturnType<typeof createServer>>['vitrine']['db'];

/** What the other users saw while one delete ran. */
interface Run {
  label: string;
  /** Until the rows were gone. */
  rowsMs: number;
  /** Until the blobs were collected too. */
  ms: number;
  outcome: string;
  /** The other requests: when each was sent and answered (performance.now()). */
  requests: Sample[];
  /** performance.now() at the start of the job. */
  start: number;
}

interface Sample {
  start: number;
  end: number;
}

async function signIn(url: string, userName: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/session/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('vitrine_session='));
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${userName}: ${answer.status}`);
  return cookie.split(';')[0] as string;
}

/** Sends the viewer's requests in LOAD_CLIENTS loops until `until` settles; answers each request's ms. */
async function underLoad<T>(
  url: string,
  cookie: string,
  until: () => Promise<T>,
): Promise<{ result: T; requests: Sample[] }> {
  const requests: Sample[] = [];
  let running = true;
  const loop = async () => {
    for (let i = 0; running; i++) {
      const start = performance.now();
      const answer =
        i % 2 === 0
          ? await fetch(`${url}/api/folders/subfolders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ folderId: 'root' }),
            })
          : await fetch(`${url}/api/websettings`, { headers: { cookie } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`a load request answered ${answer.status}`);
      requests.push({ start, end: performance.now() });
    }
  };
  const loops = Array.from({ length: LOAD_CLIENTS }, loop);
  // The loops' first requests are on their way before the delete starts.
  await new Promise((resolve) => setTimeout(resolve, 20));
  try {
    const result = await until();
    return { result, requests };
  } finally {
    running = false;
    await Promise.all(loops);
  }
}

async function insertChain(db: Db, parentId: number, levels: number): Promise<number> {
  let parent = await db
    .selectFrom('folders')
    .selectAll()
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow();
  let top = 0;
  await db.transaction().execute(async (trx) => {
    for (let level = 0; level < levels; level++) {
      const { id } = await trx
        .insertInto('folders')
        .values({
          name: `level ${level + 1}`,
          parent_id: parent.id,
          path: '/',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const path = childPath(parent.path, id);
      await trx.updateTable('folders').set({ path }).where('id', '=', id).execute();
      parent = { ...parent, id, path };
      if (level === 0) top = id;
    }
  });
  return top;
}

async function insertWideFolder(db: Db, parentId: number, files: number): Promise<number> {
  const parent = await db
    .selectFrom('folders')
    .selectAll()
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow();
  const { id: folderId } = await db
    .insertInto('folders')
    .values({
      name: `wide ${Date.now()}`,
      parent_id: parent.id,
      path: '/',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('folders')
    .set({ path: childPath(parent.path, folderId) })
    .where('id', '=', folderId)
    .execute();
  const set = await db
    .selectFrom('sets')
    .select('id')
    .where('name', '=', 'Empty set')
    .executeTakeFirstOrThrow();
  const keywordIds: number[] = [];
  for (const name of ['bench-wide-a', 'bench-wide-b']) {
    const row = await db
      .insertInto('keywords')
      .values({ name })
      .onConflict((oc) => oc.column('name').doUpdateSet({ name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    keywordIds.push(row.id);
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < files; start += 250) {
      const rows = Array.from({ length: Math.min(250, files - start) }, (_, i) => ({
        ...fileRow({ folderId, name: `wide-${start + i}.jpg`, keywords: ['bench-wide-a', 'bench-wide-b'] }),
        content_hash: `${String(folderId).padStart(8, '0')}${String(start + i).padStart(56, '0')}`,
      }));
      const ids = (await trx.insertInto('files').values(rows).returning('id').execute()).map((r) => r.id);
      await trx
        .insertInto('renditions')
        .values(
          ids.flatMap((file_id) =>
            ['tiny', 'small', 'medium', 'large'].map((size) => ({
              file_id,
              size,
              content_hash: `r${size}${file_id}`.padEnd(64, '0'),
              width: 10,
              height: 10,
              mime_type: 'image/webp',
              byte_size: 100,
              created_at: now,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('file_keywords')
        .values(
          ids.flatMap((file_id) =>
            keywordIds.map((keyword_id, position) => ({ file_id, keyword_id, position })),
          ),
        )
        .execute();
      await trx
        .insertInto('set_files')
        .values(ids.map((file_id) => ({ set_id: set.id, file_id, added_at: now })))
        .execute();
    }
  });
  return folderId;
}

/** The peer: the delete before issue 13 (library/folders.ts and handlers/folders.ts at the time). */
async function deleteAsBefore(db: Db, folderId: number): Promise<string[]> {
  const folder = await db
    .selectFrom('folders')
    .selectAll()
    .where('id', '=', folderId)
    .executeTakeFirstOrThrow();
  const pattern = subtreePattern(folder.path);
  const versions = await db
    .selectFrom('file_versions as v')
    .innerJoin('files as f', 'f.id', 'v.file_id')
    .innerJoin('folders as d', 'd.id', 'f.folder_id')
    .select('v.content_hash as hash')
    .where('d.path', 'like', pattern)
    .execute();
  const hashes = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('files')
      .innerJoin('folders', 'folders.id', 'files.folder_id')
      .select('files.content_hash as hash')
      .where('folders.path', 'like', pattern)
      .union(
        trx
          .selectFrom('renditions')
          .innerJoin('files', 'files.id', 'renditions.file_id')
          .innerJoin('folders', 'folders.id', 'files.folder_id')
          .select('renditions.content_hash as hash')
          .where('folders.path', 'like', pattern),
      )
      .execute();
    await trx.deleteFrom('folders').where('path', 'like', pattern).execute();
    return rows.map((r) => r.hash);
  });
  return [...hashes, ...versions.map((v) => v.hash)];
}

/**
 * Runs one delete the way the DELETE handler does (the rows, then the blobs nothing references) under
 * the load; `rowsMs` is when the rows were gone, `ms` when the blobs were collected too.
 */
async function timed(
  label: string,
  url: string,
  cookie: string,
  rows: () => Promise<string[]>,
  collect: (hashes: string[]) => Promise<unknown>,
): Promise<Run> {
  const start = performance.now();
  let rowsMs = Number.NaN;
  let ms = 0;
  const { result, requests } = await underLoad(url, cookie, async () => {
    try {
      const hashes = await rows();
      rowsMs = performance.now() - start;
      await collect(hashes);
      return 'done';
    } catch (error) {
      return `failed: ${(error as Error).message.split('\n')[0]}`;
    } finally {
      ms = performance.now() - start;
    }
  });
  return { label, rowsMs, ms, outcome: result, requests, start };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-bench-folder-delete-'));
  const app = await createServer({ dataDir, scryptCost: TEST_SCRYPT_COST, validateResponses: false });
  try {
    const db = app.vitrine.db;
    const library = await resetContractLibrary(db, { now: new Date() });
    const workspace = library.folders.workspace.id;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const viewer = await signIn(address, CONTRACT_USERS.viewer.userName, CONTRACT_USERS.viewer.password);
    const collect = (hashes: string[]) => collectUnreferencedBlobs(db, app.vitrine.blobs, hashes);
    const folderRow = (id: number) =>
      db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    const runs: Run[] = [];
    const baselineStart = performance.now();
    const baseline = await underLoad(
      address,
      viewer,
      () => new Promise((resolve) => setTimeout(resolve, BASELINE_MS)),
    );
    runs.push({
      label: 'no delete (baseline)',
      rowsMs: BASELINE_MS,
      ms: BASELINE_MS,
      outcome: '–',
      requests: baseline.requests,
      start: baselineStart,
    });

    const jobs: [string, () => Promise<number>][] = [
      [`${count(CHAIN_DEPTH)}-deep chain`, () => insertChain(db, workspace, CHAIN_DEPTH)],
      [`folder of ${count(WIDE_FILES)} files`, () => insertWideFolder(db, workspace, WIDE_FILES)],
    ];
    for (const [what, make] of jobs) {
      let id = await make();
      runs.push(
        await timed(
          `${what}: batched (deleteFolderTree)`,
          address,
          viewer,
          async () => deleteFolderTree(db, await folderRow(id)),
          collect,
        ),
      );
      id = await make();
      runs.push(
        await timed(
          `${what}: peer, one cascading statement`,
          address,
          viewer,
          () => deleteAsBefore(db, id),
          collect,
        ),
      );
    }

    /** p50 / p95 / max of the requests that were waiting at some time in [from, to) after the job's start. */
    const stats = (run: Run, from: number, to: number) => {
      const ms = run.requests
        .filter((r) => r.end > run.start + from && r.start < run.start + to)
        .map((r) => r.end - r.start);
      if (ms.length === 0) return ['0', '–', '–', '–'];
      return [
        count(ms.length),
        duration(percentile(ms, 0.5)),
        duration(percentile(ms, 0.95)),
        duration(Math.max(...ms)),
      ];
    };
    printTable(
      `Folder deletes on @vitrine/server (SQLite) while ${LOAD_CLIENTS} viewers browse over HTTP on 127.0.0.1`,
      [
        'job',
        'outcome',
        'rows gone',
        'requests meanwhile',
        'p50',
        'p95',
        'max',
        'with blobs collected',
        'requests meanwhile',
        'p95',
        'max',
        'collection alone',
        'requests meanwhile',
        'p95',
        'max',
      ],
      runs.map((run) => {
        const rows = stats(run, 0, run.rowsMs);
        const whole = stats(run, 0, run.ms);
        // The baseline and a delete with nothing to collect have no collection phase to speak of.
        const collection = run.ms - run.rowsMs < 1 ? ['–', '–', '–', '–'] : stats(run, run.rowsMs, run.ms);
        return [
          run.label,
          run.outcome,
          duration(run.rowsMs),
          ...rows,
          duration(run.ms),
          whole[0] as string,
          whole[2] as string,
          whole[3] as string,
          run.ms - run.rowsMs < 1 ? '–' : duration(run.ms - run.rowsMs),
          collection[0] as string,
          collection[2] as string,
          collection[3] as string,
        ];
      }),
    );
    note(
      [
        'Each delete runs in the server process as DELETE /api/folder/{id} runs it: the rows (deleteFolderTree,',
        'or the peer: the delete before issue 13), then the blobs nothing references any more (storage/gc.ts,',
        'the same for both; "collection alone": from the rows gone to the blobs collected). "requests meanwhile":',
        "the viewers' requests waiting at some time during that phase (the folder tree's top level, then the",
        'web settings, one after the other in each loop), timed from the call to the last byte. A chain deeper',
        "than SQLite's trigger depth (1,000 levels) fails with the peer; 1,000 fits.",
      ].join('\n'),
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
