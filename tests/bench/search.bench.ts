// Search and the logical views of @vitrine/server on 100,000 and 1,000,000 synthetic files (issue 5,
// "Benchmarks": p50 / p95 per query kind: text, filter, sort by custom field, logical view, count;
// target p95 ≤ 50 ms). Figures are printed, never compared with the target.
//
// Each size gets a fresh data directory. The library is the contract seed (users, roles, custom
// fields, workflow statuses) plus 1,020 folders (20 top folders of 50), 60 sets and the files,
// inserted in ONE transaction with prepared statements through better-sqlite3 (the FTS5 triggers of
// migration 0002_search index every row as it goes in, as they would for uploads). Text is drawn
// from a 5,000-word vocabulary with Zipf frequencies (rank r about 1/r), so the "common" word is in
// about 5% of the files and the "rare" one in about 0.05%. Then the server is started on that
// directory and every query goes through fastify.inject (routing, request validation, handler,
// JSON) as three users: the super admin (no visibility condition), a viewer (expired and off-brand
// files hidden) and a user granted one top folder (about 5% of the files). The logical views and a
// search's total are kept by the server until the library changes (search/cache.ts): p50 / p95 are
// measured with that cache cleared before each call (a write through the server's connection), and
// again as they come ("cached": the same question while nothing changed).
//
// Run: pnpm run bench search            (both sizes; the 1M insert takes a few minutes)
//      SEARCH_BENCH_SIZES=100000 pnpm run bench search
//      SEARCH_BENCH_DIR=/tmp/lib SEARCH_BENCH_SIZES=1000000 pnpm run bench search
//          builds the library in /tmp/lib-1000000 and keeps it; a later run with the same values
//          reuses it (the server applies migrations added since, as on an upgrade). With
//          SEARCH_BENCH_BUILD_ONLY=1 nothing is measured.
//      SEARCH_BENCH_DATABASES=sqlite     one database (default sqlite,postgres: PostgreSQL is the test
//          cluster of npm test, started for the run with the settings docs/operations.md suggests;
//          its libraries are built each run)
//      SEARCH_BENCH_ONLY='keyword node|common word'   only the queries whose description matches
//      SEARCH_BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   a PostgreSQL server of
//          one's own instead of the test cluster; with SEARCH_BENCH_DIR its libraries are kept there
// The server's modules use TypeScript that Node only transforms with --experimental-transform-types
// (constructor parameter properties), so this file starts itself again with that flag.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { count, duration, figure, median, note, percentile, printTable } from './lib/measure.ts';
import { restartWithTransformTypes } from './lib/transform-types.ts';

restartWithTransformTypes(import.meta.filename);

const { openDatabase, openSqliteFile } = await import('../../packages/server/src/db/database.ts');
const { CONTRACT_USERS, seedContractLibrary, TEST_SCRYPT_COST } = await import(
  '../../packages/server/src/testing/contract.ts'
);
const { createServer, dataPaths } = await import('../../packages/server/src/server.ts');
const { hashPassword } = await import('../../packages/server/src/auth/passwords.ts');
const { createRandom } = await import('@vitrine/core');
const { adminQuery, databaseUrl, startPostgresCluster } = await import(
  '../../packages/server/src/testing/postgres-cluster.ts'
);
type PostgresCluster = Awaited<ReturnType<typeof startPostgresCluster>>;
const { default: pg } = await import('pg');

const SIZES = (process.env.SEARCH_BENCH_SIZES ?? '100000,1000000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const TARGET_P95_MS = 50;
const TOP_FOLDERS = 20;
const CHILD_FOLDERS = 50;
const SETS = 60;
const VOCABULARY = 5000;

// --- deterministic randomness ---------------------------------------------------------------------

// @vitrine/core's seeded source (mulberry32): the same library on every run, and on both databases
// (generateFiles starts it again from the size's seed).
let source = createRandom(20260615);
function reseed(size: number): void {
  source = createRandom(20260615 + size);
}
const random = () => source.next();
const int = (below: number) => source.int(0, below - 1);
const pick = <T>(items: readonly T[]): T => source.pick(items);

/** Pronounceable words, distinct, in rank order. */
const SYLLABLES =
  'ka lo mi na re su ta ve do ri bel mar sen tor lin har bour fen gal dor wen cas pel rin mo la vi ze qua nor stel bran'.split(
    ' ',
  );
const words: string[] = [];
{
  const seen = new Set<string>();
  const wordRandom = createRandom(7).next;
  while (words.length < VOCABULARY) {
    const length = 2 + Math.floor(wordRandom() * 2);
    const word = Array.from({ length }, () => SYLLABLES[Math.floor(wordRandom() * SYLLABLES.length)]).join(
      '',
    );
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
}
// Zipf(s = 1) over the vocabulary: a cumulative table and a binary search.
const cumulative: number[] = [];
{
  let total = 0;
  for (let rank = 1; rank <= VOCABULARY; rank++) {
    total += 1 / rank;
    cumulative.push(total);
  }
  for (let i = 0; i < cumulative.length; i++) cumulative[i] = (cumulative[i] as number) / total;
}
function zipfWord(): string {
  const r = random();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] as number) < r) low = mid + 1;
    else high = mid;
  }
  return words[low] as string;
}
const phrase = (n: number) => Array.from({ length: n }, zipfWord).join(' ');
const COMMON_WORD = words[29] as string;
const RARE_WORD = words[2999] as string;

const FIRST = [
  'Mei',
  'José',
  'Anna',
  'Lars',
  'Priya',
  'Omar',
  'Chloé',
  'Kenji',
  'Sara',
  'Tomás',
  'Ines',
  'Jonas',
];
const LAST = [
  'Tanaka',
  'Ñúñez',
  'Novak',
  'Berg',
  'Shah',
  'Haddad',
  'Martin',
  'Ito',
  'Rossi',
  'Silva',
  'Kovač',
  'Dahl',
];
const AUTHORS = FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`));
const PLACES: [string, string, string][] = [
  ['France', 'Bretagne', 'Brest'],
  ['France', 'Bretagne', 'Rennes'],
  ['France', 'Île-de-France', 'Paris'],
  ['Japan', 'Kyoto', 'Kyoto'],
  ['Japan', 'Tokyo', 'Shibuya'],
  ['Iceland', '', ''],
  ['Norway', 'Vestland', 'Bergen'],
  ['Italy', 'Liguria', 'Genova'],
  ['Brazil', 'Bahia', 'Salvador'],
  ['United States', 'Maine', 'Portland'],
  ['United States', 'Oregon', 'Portland'],
  ['Chile', '', 'Valparaíso'],
];
const MIMES: [string, string, number][] = [
  ['image/jpeg', 'jpg', 80],
  ['image/png', 'png', 8],
  ['video/mp4', 'mp4', 5],
  ['application/pdf', 'pdf', 3],
  ['audio/wav', 'wav', 4],
];

/** The MIME type whose share of MIMES holds `roll` (0 ≤ roll < the sum of the shares). */
function pickMime(roll: number): [string, string, number] {
  let below = 0;
  for (const mime of MIMES) {
    below += mime[2];
    if (roll < below) return mime;
  }
  return MIMES[0] as [string, string, number];
}

// --- building the library -------------------------------------------------------------------------

interface Library {
  /** Which database holds it: SQLite in the data directory, or a PostgreSQL database. */
  database: Database;
  dataDir: string;
  /** PostgreSQL only: the library's database. */
  databaseUrl?: string;
  insertMs: number;
  databaseBytes: number;
  projectCodeId: number;
  topFolderIds: number[];
  someLeafFolderId: number;
  keywordId: number;
}

type Database = 'sqlite' | 'postgres';

const iso = (ms: number) => new Date(ms).toISOString();
const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;

/** SEARCH_BENCH_DIR: libraries kept between runs (`<dir>-<size>`, with library.json). SQLite only. */
const KEEP_DIR = process.env.SEARCH_BENCH_DIR;
const BUILD_ONLY = process.env.SEARCH_BENCH_BUILD_ONLY === '1';

async function keptOrBuiltLibrary(size: number): Promise<Library & { reused: boolean }> {
  if (!KEEP_DIR) return { ...(await buildLibrary(size, 'sqlite')), reused: false };
  const dataDir = `${KEEP_DIR}-${size}`;
  const description = join(dataDir, 'library.json');
  if (existsSync(description)) {
    return { ...(JSON.parse(await readFile(description, 'utf8')) as Library), dataDir, reused: true };
  }
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const library = await buildLibrary(size, 'sqlite', { into: dataDir });
  await writeFile(description, JSON.stringify(library));
  return { ...library, reused: false };
}

/** What the generated files point at: ids the seed and the folders, keywords and sets got. */
interface Targets {
  leafFolderIds: number[];
  keywordIds: number[];
  setIds: number[];
  statusIds: number[];
  projectCodeId: number;
  usageId: number;
  firstFileId: number;
}

/** One generated file: its row (the columns of FILE_COLUMNS, in order), keywords, custom values, set. */
interface GeneratedFile {
  row: (string | number | null)[];
  keywordIds: number[];
  custom: [definitionId: number, value: string][];
  setId: number | null;
}

const FILE_COLUMNS = [
  'folder_id',
  'file_name',
  'extension',
  'mime_type',
  'file_size',
  'content_hash',
  'width',
  'height',
  'date_taken',
  'title',
  'author',
  'subject',
  'description',
  'keywords',
  'country',
  'state_province',
  'city',
  'expiration_date',
  'is_on_brand',
  'workflow_status_id',
  'view_count',
  'last_viewed',
  'rating',
  'added_at',
  'last_data_update',
  'last_file_modification',
  'last_visual_update',
  'id',
] as const;
/** The PostgreSQL array type of each column of FILE_COLUMNS (the unnest of a batch insert). */
const FILE_COLUMN_TYPES: Record<(typeof FILE_COLUMNS)[number], string> = {
  folder_id: 'int',
  file_name: 'text',
  extension: 'text',
  mime_type: 'text',
  file_size: 'bigint',
  content_hash: 'text',
  width: 'int',
  height: 'int',
  date_taken: 'text',
  title: 'text',
  author: 'text',
  subject: 'text',
  description: 'text',
  keywords: 'text',
  country: 'text',
  state_province: 'text',
  city: 'text',
  expiration_date: 'text',
  is_on_brand: 'int',
  workflow_status_id: 'int',
  view_count: 'int',
  last_viewed: 'text',
  rating: 'int',
  added_at: 'text',
  last_data_update: 'text',
  last_file_modification: 'text',
  last_visual_update: 'text',
  id: 'int',
};

/**
 * The files of a library of `size`: the same sequence on both databases (the random source starts
 * again from the size's seed), so SQLite and PostgreSQL answer the same questions over the same data.
 */
function* generateFiles(size: number, targets: Targets): Generator<GeneratedFile> {
  reseed(size);
  const mimeTotal = MIMES.reduce((n, m) => n + m[2], 0);
  for (let i = 0; i < size; i++) {
    const [mime, extension] = pickMime(int(mimeTotal));
    const hasSize = mime.startsWith('image/') || mime.startsWith('video/');
    const landscape = random() < 0.6;
    const width = hasSize ? (landscape ? 4000 : 3000) : null;
    const height = hasSize ? (landscape ? 3000 : random() < 0.5 ? 4000 : 3000) : null;
    const added = NOW - int(5 * 365) * DAY - int(DAY);
    const taken =
      random() < 0.85 ? iso(Date.UTC(2005, 0, 1) + int(20 * 365) * DAY + int(DAY)).slice(0, 19) : null;
    const expiryRoll = random();
    const expiration =
      expiryRoll < 0.05
        ? iso(NOW - (1 + int(700)) * DAY).slice(0, 10)
        : expiryRoll < 0.07
          ? iso(NOW + (1 + int(14)) * DAY).slice(0, 10)
          : expiryRoll < 0.17
            ? iso(NOW + (15 + int(900)) * DAY).slice(0, 10)
            : null;
    const place = random() < 0.1 ? (['', '', ''] as const) : pick(PLACES);
    const keywords = Array.from(
      { length: 1 + int(4) },
      () => targets.keywordIds[Math.min(499, Math.floor(random() ** 2 * 500))] as number,
    );
    const uniqueKeywords = [...new Set(keywords)];
    const id = targets.firstFileId + i;
    const custom: [number, string][] = [];
    if (random() < 0.6) custom.push([targets.projectCodeId, `PX-${int(5000)}`]);
    if (random() < 0.4) custom.push([targets.usageId, pick(['Internal', 'Web', 'Print'])]);
    const row = [
      pick(targets.leafFolderIds),
      `${zipfWord()}-${zipfWord()}-${String(i).padStart(7, '0')}.${extension}`,
      extension,
      mime,
      10_000 + int(50_000_000),
      'a'.repeat(64),
      width,
      height,
      taken,
      phrase(2 + int(3)),
      random() < 0.9 ? pick(AUTHORS) : '',
      random() < 0.8 ? phrase(1 + int(2)) : '',
      phrase(6 + int(7)),
      JSON.stringify(uniqueKeywords.map((k) => words[targets.keywordIds.indexOf(k)])),
      place[0],
      place[1],
      place[2],
      expiration,
      random() < 0.95 ? 1 : 0,
      random() < 0.3 ? pick(targets.statusIds) : null,
      int(200),
      random() < 0.5 ? iso(NOW - int(400) * DAY) : null,
      int(6),
      iso(added),
      iso(added + int(30) * DAY),
      iso(added),
      iso(added),
      id,
    ];
    const setId = random() < 0.02 ? pick(targets.setIds) : null;
    yield { row, keywordIds: uniqueKeywords, custom, setId };
  }
}

/** The seed, through the server's own code: schema, the contract library, a user granted nothing yet. */
async function seedLibrary(location: { sqliteFile: string } | { postgresUrl: string }) {
  const opened = await openDatabase(location);
  await seedContractLibrary(opened.db, { now: new Date(NOW), scryptCost: TEST_SCRYPT_COST });
  const definitions = await opened.db
    .selectFrom('custom_metadata_definitions')
    .select(['id', 'label'])
    .execute();
  const statuses = await opened.db.selectFrom('workflow_statuses').select('id').orderBy('id').execute();
  const viewerRole = await opened.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const narrow = await opened.db
    .insertInto('users')
    .values({
      user_name: 'narrow',
      email: null,
      password_hash: await hashPassword('narrow-password', TEST_SCRYPT_COST),
      folder_id: null,
      created_at: iso(NOW),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await opened.close();
  return {
    projectCodeId: definitions.find((d) => d.label === 'Project__Code')?.id as number,
    usageId: definitions.find((d) => d.label === 'Usage__Rights')?.id as number,
    statusIds: statuses.map((s) => s.id as number),
    viewerRoleId: viewerRole.id as number,
    narrowId: narrow.id as number,
  };
}

async function buildLibrary(
  size: number,
  database: Database,
  options: { into?: string; cluster?: Pick<PostgresCluster, 'adminUrl'> } = {},
): Promise<Library> {
  const dataDir = options.into ?? (await mkdtemp(join(tmpdir(), 'vitrine-search-bench-')));
  if (database === 'postgres') {
    if (!options.cluster) throw new Error('a PostgreSQL library needs the cluster');
    return buildPostgresLibrary(size, dataDir, options.cluster);
  }
  const file = dataPaths(dataDir).sqlite;
  const seeded = await seedLibrary({ sqliteFile: file });
  const sqlite = openSqliteFile(file);
  const start = performance.now();
  const topFolderIds: number[] = [];
  const leafFolderIds: number[] = [];
  let keywordIds: number[] = [];
  const firstFileId =
    ((sqlite.prepare('select max(id) as id from files').get() as { id: number | null }).id ?? 0) + 1;
  sqlite.transaction(() => {
    // A file's custom values go in before its row (foreign keys checked at commit), so the insert
    // trigger indexes the file once with them: re-indexing rows inserted earlier in the same
    // transaction costs FTS5 more and more as the transaction grows (a bulk-load artefact; an
    // upload is its own small transaction).
    sqlite.pragma('defer_foreign_keys = ON');
    const folder = sqlite.prepare(
      "insert into folders (parent_id, name, path, created_at) values (?, ?, '/', ?) returning id",
    );
    const setPath = sqlite.prepare('update folders set path = ? where id = ?');
    for (let t = 0; t < TOP_FOLDERS; t++) {
      const top = (folder.get(null, `Library ${t + 1}`, iso(NOW)) as { id: number }).id;
      setPath.run(`/${top}/`, top);
      topFolderIds.push(top);
      for (let c = 0; c < CHILD_FOLDERS; c++) {
        const child = (folder.get(top, `Shoot ${c + 1}`, iso(NOW)) as { id: number }).id;
        setPath.run(`/${top}/${child}/`, child);
        leafFolderIds.push(child);
      }
    }
    const keyword = sqlite.prepare('insert into keywords (name) values (?) returning id');
    keywordIds = words.slice(0, 500).map((word) => (keyword.get(word) as { id: number }).id);
    const set = sqlite.prepare(
      "insert into sets (name, parent_id, group_id, path, created_at) values (?, null, null, '/', ?) returning id",
    );
    const setSetPath = sqlite.prepare('update sets set path = ? where id = ?');
    const setIds: number[] = [];
    for (let s = 0; s < SETS; s++) {
      const id = (set.get(`Selection ${s + 1}`, iso(NOW)) as { id: number }).id;
      setSetPath.run(`/${id}/`, id);
      setIds.push(id);
    }

    const insertFile = sqlite.prepare(
      `insert into files (owner_id, ${FILE_COLUMNS.join(', ')}) values (null, ${FILE_COLUMNS.map(() => '?').join(', ')})`,
    );
    const insertKeyword = sqlite.prepare(
      'insert into file_keywords (file_id, keyword_id, position) values (?, ?, ?)',
    );
    const insertCustom = sqlite.prepare(
      'insert into file_custom_metadata (file_id, definition_id, value) values (?, ?, ?)',
    );
    const insertMember = sqlite.prepare('insert into set_files (set_id, file_id, added_at) values (?, ?, ?)');
    const targets = { ...seeded, leafFolderIds, keywordIds, setIds, firstFileId };
    for (const file of generateFiles(size, targets)) {
      const id = file.row[FILE_COLUMNS.length - 1] as number;
      for (const [definitionId, value] of file.custom) insertCustom.run(id, definitionId, value);
      insertFile.run(...file.row);
      for (const [position, keywordId] of file.keywordIds.entries())
        insertKeyword.run(id, keywordId, position);
      if (file.setId !== null) insertMember.run(file.setId, id, file.row[FILE_COLUMNS.indexOf('added_at')]);
    }
    sqlite
      .prepare(
        'insert into role_assignments (user_id, role_id, folder_id, set_id, group_id) values (?, ?, ?, null, null)',
      )
      .run(seeded.narrowId, seeded.viewerRoleId, topFolderIds[0]);
  })();
  const insertMs = performance.now() - start;
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return {
    database,
    dataDir,
    insertMs,
    databaseBytes: (await stat(file)).size,
    projectCodeId: seeded.projectCodeId,
    topFolderIds,
    someLeafFolderId: leafFolderIds[0] as number,
    keywordId: keywordIds[3] as number,
  };
}

/** Files per INSERT … SELECT FROM unnest(…) on PostgreSQL (one statement, one round trip per batch). */
const POSTGRES_BATCH = 2000;

/**
 * The same library in a PostgreSQL database of its own, through `pg` with batched inserts (unnest of
 * one array per column), a transaction per batch, with the server's triggers on: the text index and
 * the tallies are built row by row as uploads would build them. As on SQLite, each file is indexed
 * once with its custom values: the trigger of the custom values is off while a batch goes in, and
 * the batch's files are indexed again after their values (what the trigger would have done).
 * ANALYZE runs after batches 1, 4, 16, 64 and 256, as autovacuum would while a library grows: the
 * triggers' plans are made from the statistics, and plans made while the tables were empty (one
 * transaction, no statistics) scan the growing tables for every row (2,000 files took 26 s at the
 * 100,000-file mark). Then VACUUM ANALYZE, as an operator runs after a bulk load.
 */
async function buildPostgresLibrary(
  size: number,
  dataDir: string,
  cluster: Pick<PostgresCluster, 'adminUrl'>,
): Promise<Library> {
  const name = `vitrine_search_bench_${size}`;
  await adminQuery(
    cluster.adminUrl,
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  );
  const url = databaseUrl(cluster.adminUrl, name);
  const seeded = await seedLibrary({ postgresUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text: string, values: unknown[] = []) =>
    ((await client.query(text, values)).rows[0] ?? {}) as { id: number };
  const start = performance.now();
  const topFolderIds: number[] = [];
  const leafFolderIds: number[] = [];
  const setIds: number[] = [];
  try {
    for (let t = 0; t < TOP_FOLDERS; t++) {
      const top = (
        await one(
          "insert into folders (parent_id, name, path, created_at) values (null, $1, '/', $2) returning id",
          [`Library ${t + 1}`, iso(NOW)],
        )
      ).id;
      await client.query('update folders set path = $1 where id = $2', [`/${top}/`, top]);
      topFolderIds.push(top);
      for (let c = 0; c < CHILD_FOLDERS; c++) {
        const child = (
          await one(
            "insert into folders (parent_id, name, path, created_at) values ($1, $2, '/', $3) returning id",
            [top, `Shoot ${c + 1}`, iso(NOW)],
          )
        ).id;
        await client.query('update folders set path = $1 where id = $2', [`/${top}/${child}/`, child]);
        leafFolderIds.push(child);
      }
    }
    const keywordIds = (
      await client.query(
        'insert into keywords (name) select name from unnest($1::text[]) with ordinality as k(name, n) order by n returning id',
        [words.slice(0, 500)],
      )
    ).rows.map((row: { id: number }) => row.id);
    for (let s = 0; s < SETS; s++) {
      const id = (
        await one(
          "insert into sets (name, parent_id, group_id, path, created_at) values ($1, null, null, '/', $2) returning id",
          [`Selection ${s + 1}`, iso(NOW)],
        )
      ).id;
      await client.query('update sets set path = $1 where id = $2', [`/${id}/`, id]);
      setIds.push(id);
    }
    const firstFileId = (await one('select coalesce(max(id), 0) + 1 as id from files')).id;
    const insertFiles = `insert into files (${FILE_COLUMNS.join(', ')})
      select * from unnest(${FILE_COLUMNS.map((column, i) => `$${i + 1}::${FILE_COLUMN_TYPES[column]}[]`).join(', ')})`;
    let batches = 0;
    const flush = async (batch: GeneratedFile[]) => {
      if (batch.length === 0) return;
      await client.query('begin');
      const columns = FILE_COLUMNS.map((_, c) => batch.map((file) => file.row[c]));
      await client.query(insertFiles, columns);
      const ids = batch.map((file) => file.row[FILE_COLUMNS.length - 1] as number);
      const keywords = batch.flatMap((file, i) =>
        file.keywordIds.map((k, position) => [ids[i], k, position]),
      );
      await client.query(
        'insert into file_keywords (file_id, keyword_id, position) select * from unnest($1::int[], $2::int[], $3::int[])',
        [keywords.map((k) => k[0]), keywords.map((k) => k[1]), keywords.map((k) => k[2])],
      );
      const custom = batch.flatMap((file, i) => file.custom.map(([d, v]) => [ids[i], d, v] as const));
      await client.query('alter table file_custom_metadata disable trigger file_custom_metadata_fts');
      await client.query(
        'insert into file_custom_metadata (file_id, definition_id, value) select * from unnest($1::int[], $2::int[], $3::text[])',
        [custom.map((c) => c[0]), custom.map((c) => c[1]), custom.map((c) => c[2])],
      );
      await client.query('alter table file_custom_metadata enable trigger file_custom_metadata_fts');
      await client.query(
        'select vitrine_files_fts_refresh(id) from (select distinct file_id as id from unnest($1::int[]) as c(file_id)) as touched',
        [[...new Set(custom.map((c) => c[0]))]],
      );
      const members = batch.flatMap((file, i) =>
        file.setId === null
          ? []
          : [[file.setId, ids[i], file.row[FILE_COLUMNS.indexOf('added_at')]] as const],
      );
      await client.query(
        'insert into set_files (set_id, file_id, added_at) select * from unnest($1::int[], $2::int[], $3::text[])',
        [members.map((m) => m[0]), members.map((m) => m[1]), members.map((m) => m[2])],
      );
      await client.query('commit');
      batches += 1;
      if ([1, 4, 16, 64, 256].includes(batches)) await client.query('analyze');
    };
    let batch: GeneratedFile[] = [];
    for (const file of generateFiles(size, { ...seeded, leafFolderIds, keywordIds, setIds, firstFileId })) {
      batch.push(file);
      if (batch.length === POSTGRES_BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
    await client.query("select setval(pg_get_serial_sequence('files', 'id'), (select max(id) from files))");
    await client.query(
      'insert into role_assignments (user_id, role_id, folder_id, set_id, group_id) values ($1, $2, $3, null, null)',
      [seeded.narrowId, seeded.viewerRoleId, topFolderIds[0]],
    );
    await client.query('vacuum analyze');
    const insertMs = performance.now() - start;
    const bytes = Number((await one('select pg_database_size(current_database()) as id')).id);
    return {
      database: 'postgres',
      dataDir,
      databaseUrl: url,
      insertMs,
      databaseBytes: bytes,
      projectCodeId: seeded.projectCodeId,
      topFolderIds,
      someLeafFolderId: leafFolderIds[0] as number,
      keywordId: keywordIds[3] as number,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

// --- measuring ------------------------------------------------------------------------------------

type Server = Awaited<ReturnType<typeof createServer>>;

async function signIn(app: Server, userName: string, password: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/session/signin',
    payload: { userName, password },
  });
  const cookie = answer.cookies.find((c) => c.name === 'vitrine_session');
  if (answer.statusCode !== 200 || !cookie)
    throw new Error(`sign-in of ${userName}: ${answer.statusCode} ${answer.body}`);
  return `vitrine_session=${cookie.value}`;
}

interface Query {
  kind: 'text' | 'filter' | 'sort by custom field' | 'logical view' | 'count';
  what: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/**
 * A write through the server's own connection: it changes SQLite's total_changes(), which clears the
 * search result cache (packages/server/src/search/cache.ts), so the next call computes its answer.
 */
let nonce = 0;
async function clearResultCache(app: Server): Promise<void> {
  nonce += 1;
  const value = JSON.stringify(nonce);
  await app.vitrine.db
    .insertInto('settings')
    .values({ key: 'bench-nonce', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * PostgreSQL's own CPU time (issue 16 point 4: on a shared machine the wall time is the load's): the
 * server processes of the library's database on this machine (`postgres: <user> <database> …` in
 * /proc), each one's time on a CPU from /proc/<pid>/schedstat (nanoseconds). Parallel workers live
 * only during a query and are not counted. Null when the database is not on this machine.
 */
function databaseCpu(databaseName: string): (() => number) | null {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (/^postgres: \S+ /.test(command) && command.split(' ')[2] === databaseName) pids.push(Number(entry));
    } catch {
      // the process ended
    }
  }
  if (pids.length === 0) return null;
  return () => {
    let ns = 0;
    for (const pid of pids) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the process ended
      }
    }
    return ns / 1e6;
  };
}

/** Runs `call` at least `minSamples` times and for about a second (at most 200 times). */
async function sample(
  call: () => Promise<unknown>,
  before: () => Promise<void>,
  minSamples: number,
  /** The database's CPU time so far in ms (PostgreSQL: `databaseCpu`). */
  dbCpu: (() => number) | null = null,
) {
  const samples: number[] = [];
  /** This process's CPU time per call (user + system): the server's own work, whatever else the machine runs. */
  const cpu: number[] = [];
  /** The database's CPU time per call (PostgreSQL's processes; empty for SQLite, which runs in this process). */
  const db: number[] = [];
  const budgetEnd = performance.now() + 1000;
  while (samples.length < minSamples || (performance.now() < budgetEnd && samples.length < 200)) {
    await before();
    const dbStart = dbCpu?.() ?? 0;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    if (dbCpu) db.push(dbCpu() - dbStart);
  }
  return Object.assign(samples, { cpu, db });
}

/**
 * One query: the first call (cold), then calls with the result cache cleared before each (what a
 * search or a tree branch costs the first time after the library changed), then calls that may use
 * it (the same question again while nothing changed).
 */
async function measure(
  app: Server,
  cookie: string,
  query: Query,
  minSamples: number,
  /** PostgreSQL: the library's database, whose processes' CPU time is measured too. */
  databaseName: string | null,
) {
  const call = async () => {
    const answer = await app.inject({
      method: query.method,
      url: query.url,
      headers: { cookie, ...(query.body ? { 'content-type': 'application/json' } : {}) },
      ...(query.body ? { payload: JSON.stringify(query.body) } : {}),
    });
    if (answer.statusCode !== 200)
      throw new Error(`${query.what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return answer.body;
  };
  await clearResultCache(app);
  const firstStart = performance.now();
  const body = await call();
  const firstMs = performance.now() - firstStart;
  const dbCpu = databaseName ? databaseCpu(databaseName) : null;
  const uncached = await sample(call, () => clearResultCache(app), minSamples, dbCpu);
  const cached = await sample(call, async () => {}, minSamples, dbCpu);
  const parsed = JSON.parse(body) as unknown;
  const found = Array.isArray(parsed)
    ? `${count(parsed.length)} rows`
    : `${count((parsed as { totalImages: number }).totalImages)} files`;
  return { firstMs, uncached, cached, found, bytes: body.length };
}

function queries(library: Library): Query[] {
  const search = (kind: Query['kind'], what: string, criteria: object): Query => ({
    kind,
    what,
    method: 'POST',
    url: kind === 'count' ? '/api/search/count' : '/api/search',
    body: { criteria: { itemsOnPage: 48, ...criteria } },
  });
  const get = (what: string, url: string): Query => ({ kind: 'logical view', what, method: 'GET', url });
  return [
    search('text', `plain, common word ('${COMMON_WORD}'), relevance`, { text: COMMON_WORD }),
    search('text', `plain, rare word ('${RARE_WORD}'), relevance`, { text: RARE_WORD }),
    search('text', `prefix of 3 letters ('${COMMON_WORD.slice(0, 3)}'), relevance`, {
      text: COMMON_WORD.slice(0, 3),
    }),
    search('text', `boolean '${COMMON_WORD} -${words[40]}', by date taken`, {
      text: `${COMMON_WORD} -${words[40]}`,
      booleanMode: true,
      sortOption: 2,
      sortOrderOption: 2,
    }),
    search('filter', 'none: the newest 48 (all files)', {}),
    search('filter', 'fileFormat video + orientation portrait', {
      filters: [
        { filterName: 'fileFormat', options: ['video'] },
        { filterName: 'orientation', options: ['portrait'] },
      ],
    }),
    search('filter', 'a top folder with its subfolders, by file name', {
      selectedFolder: library.topFolderIds[1],
      sortOption: 7,
    }),
    search('filter', 'expiring soon, by size descending', {
      filters: [{ filterName: 'expirationDate', options: ['expiringSoon'] }],
      sortOption: 9,
      sortOrderOption: 2,
    }),
    search('filter', 'date range 2010–2012, page 20', {
      dateFrom: '2010-01-01',
      dateTo: '2012-12-31',
      currentPage: 20,
    }),
    search('sort by custom field', 'Project Code ascending, page 1', { sortOption: -library.projectCodeId }),
    search('sort by custom field', 'Project Code descending, page 200', {
      sortOption: -library.projectCodeId,
      sortOrderOption: 2,
      currentPage: 200,
    }),
    search('sort by custom field', 'Project Code, in one folder', {
      sortOption: -library.projectCodeId,
      selectedFolder: library.someLeafFolderId,
    }),
    get('GET /api/logical/date', '/api/logical/date?format=json'),
    get('GET /api/logical/keywords', '/api/logical/keywords?format=json'),
    get('GET /api/logical/location', '/api/logical/location?format=json'),
    get('GET /api/logical/string?field=author', '/api/logical/string?format=json&field=author'),
    get(
      'GET /api/logical/string?field=custom (Project Code)',
      `/api/logical/string?format=json&field=custom-${library.projectCodeId}`,
    ),
    search('logical view', 'search: keyword node', {
      logicalView: 'keywordId',
      logicalViewValue: String(library.keywordId),
    }),
    search('logical view', 'search: month node 2015-06', {
      logicalView: 'dateTaken',
      logicalViewValue: '2015-06',
    }),
    search('logical view', 'search: location node France/Bretagne', {
      logicalView: 'imageLocation',
      logicalViewValue: 'France/Bretagne',
    }),
    search('count', 'all files', {}),
    search('count', `text '${COMMON_WORD}'`, { text: COMMON_WORD }),
    search('count', 'the top folder of the one-folder user', { selectedFolder: library.topFolderIds[0] }),
  ];
}

// --- the run --------------------------------------------------------------------------------------

/** SEARCH_BENCH_ONLY: a regular expression; only the queries whose description matches it are measured. */
const ONLY = process.env.SEARCH_BENCH_ONLY ? new RegExp(process.env.SEARCH_BENCH_ONLY, 'i') : null;

/** SEARCH_BENCH_DATABASES: which databases to measure, in this order (default both). */
const DATABASES = (process.env.SEARCH_BENCH_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Database => name === 'sqlite' || name === 'postgres');

// A PostgreSQL server of this run (Debian's postgresql, as `npm test` starts it): stopped at the end.
// SEARCH_BENCH_POSTGRES_URL: a PostgreSQL server of one's own (its maintenance database as a superuser)
// instead; with SEARCH_BENCH_DIR its libraries are kept there between runs, like the SQLite ones.
const OWN_POSTGRES = process.env.SEARCH_BENCH_POSTGRES_URL;
/** The settings docs/operations.md ("PostgreSQL settings") gives an operator, for this machine's memory. */
const mib = (share: number) => `${Math.round((totalmem() * share) / 2 ** 20)}MB`;
const OPERATIONS_SETTINGS = {
  shared_buffers: mib(1 / 4),
  effective_cache_size: mib(3 / 4),
  random_page_cost: '1.1',
  work_mem: '32MB',
};
const cluster: Pick<PostgresCluster, 'adminUrl' | 'stop'> | undefined = !DATABASES.includes('postgres')
  ? undefined
  : OWN_POSTGRES
    ? { adminUrl: OWN_POSTGRES, stop: async () => undefined }
    : await startPostgresCluster(OPERATIONS_SETTINGS);
if (cluster)
  note(
    `PostgreSQL ${(await queryOne(cluster.adminUrl, 'show server_version')).server_version} at ${new URL(cluster.adminUrl).host} ` +
      (OWN_POSTGRES
        ? '(SEARCH_BENCH_POSTGRES_URL).'
        : `(the test cluster of \`npm test\`, fsync off, with the settings docs/operations.md suggests: ${Object.entries(
            OPERATIONS_SETTINGS,
          )
            .map(([name, value]) => `${name}=${value}`)
            .join(', ')}).`),
  );

/** A PostgreSQL library kept by an earlier run (SEARCH_BENCH_DIR with SEARCH_BENCH_POSTGRES_URL), or a new one. */
async function keptOrBuiltPostgresLibrary(size: number): Promise<Library & { reused: boolean }> {
  if (!cluster) throw new Error('no PostgreSQL');
  if (!KEEP_DIR || !OWN_POSTGRES)
    return { ...(await buildLibrary(size, 'postgres', { cluster })), reused: false };
  const dataDir = `${KEEP_DIR}-pg-${size}`;
  const description = join(dataDir, 'library.json');
  if (existsSync(description)) {
    return { ...(JSON.parse(await readFile(description, 'utf8')) as Library), dataDir, reused: true };
  }
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const library = await buildLibrary(size, 'postgres', { cluster, into: dataDir });
  await writeFile(description, JSON.stringify(library));
  return { ...library, reused: false };
}

async function queryOne(url: string, text: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as Record<string, string>;
  } finally {
    await client.end();
  }
}

const summary: string[][] = [];
/** Per size, query and user: the wall p95 on each database (the side-by-side table). */
const sideBySide = new Map<string, Map<Database, { p95: number; cpuP95: number }>>();
try {
  for (const size of SIZES) {
    for (const database of DATABASES) {
      console.log(`\n### ${count(size)} files on ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`);
      const library =
        database === 'sqlite' ? await keptOrBuiltLibrary(size) : await keptOrBuiltPostgresLibrary(size);
      if (library.reused) note(`Reused the library of ${library.dataDir} (built by an earlier run).`);
      else
        note(
          `Inserted ${count(size)} files (with keywords, custom values, set members and their text index entries) in ${duration(library.insertMs)}: ` +
            `${count((size / library.insertMs) * 1000)} files/s; database ${figure(library.databaseBytes / 1e6)} MB.`,
        );
      if (BUILD_ONLY) continue;
      await measureLibrary(size, library);
    }
  }
} finally {
  await cluster?.stop();
}

async function measureLibrary(size: number, library: Library & { reused: boolean }): Promise<void> {
  const migrateStart = performance.now();
  const app = await createServer({
    dataDir: library.dataDir,
    ...(library.databaseUrl ? { databaseUrl: library.databaseUrl } : {}),
    validateResponses: false,
    scryptCost: TEST_SCRYPT_COST,
  });
  note(`Server started (migrations applied) in ${duration(performance.now() - migrateStart)}.`);
  const databaseName = library.databaseUrl ? new URL(library.databaseUrl).pathname.slice(1) : null;
  try {
    const users = {
      'super admin': await signIn(
        app,
        CONTRACT_USERS.superAdmin.userName,
        CONTRACT_USERS.superAdmin.password,
      ),
      viewer: await signIn(app, CONTRACT_USERS.viewer.userName, CONTRACT_USERS.viewer.password),
      'one folder': await signIn(app, 'narrow', 'narrow-password'),
    };
    const rows: string[][] = [];
    /** Per kind: each measured query's p50 and p95. */
    const byKind = new Map<
      string,
      { p50: number; p95: number; cpuP95: number; cachedP50: number; cachedP95: number }[]
    >();
    for (const query of queries(library).filter((q) => !ONLY || ONLY.test(q.what))) {
      for (const [user, cookie] of Object.entries(users)) {
        // The one-folder user is measured on the queries where a narrow scope changes the plan.
        if (user === 'one folder' && !['text', 'count', 'logical view'].includes(query.kind)) continue;
        const result = await measure(app, cookie, query, size >= 1_000_000 ? 10 : 20, databaseName);
        const p95 = percentile(result.uncached, 0.95);
        const cachedP95 = percentile(result.cached, 0.95);
        // The work of the call on the machine's CPUs: this process's, plus PostgreSQL's own.
        const { cpu, db } = result.uncached;
        const work = cpu.map((ms, i) => ms + (db[i] ?? 0));
        const cpuP95 = percentile(work, 0.95);
        byKind.set(query.kind, [
          ...(byKind.get(query.kind) ?? []),
          { p50: median(result.uncached), p95, cpuP95, cachedP50: median(result.cached), cachedP95 },
        ]);
        const key = `${count(size)}\u0000${query.kind}\u0000${query.what}\u0000${user}`;
        sideBySide.set(key, (sideBySide.get(key) ?? new Map()).set(library.database, { p95, cpuP95 }));
        rows.push([
          query.kind,
          query.what,
          user,
          result.found,
          duration(result.firstMs),
          duration(median(result.uncached)),
          duration(p95),
          p95 <= TARGET_P95_MS ? 'yes' : 'NO',
          duration(median(cpu)),
          duration(percentile(cpu, 0.95)),
          db.length > 0 ? duration(median(db)) : '–',
          db.length > 0 ? duration(percentile(db, 0.95)) : '–',
          cpuP95 <= TARGET_P95_MS ? 'yes' : 'NO',
          duration(median(result.cached)),
          duration(cachedP95),
        ]);
      }
    }
    const on = library.database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    printTable(
      `Search on ${count(size)} files, ${on} (fastify.inject; first call, then ${size >= 1_000_000 ? 10 : 20}+ calls with the result cache cleared before each, then as many that may use it; cpu: the Node process; db cpu: PostgreSQL's processes of the library, parallel workers left out; work: cpu + db cpu per call)`,
      [
        'kind',
        'query',
        'as',
        'found',
        'first',
        'p50',
        'p95',
        `p95 ≤ ${TARGET_P95_MS} ms`,
        'cpu p50',
        'cpu p95',
        'db cpu p50',
        'db cpu p95',
        `work p95 ≤ ${TARGET_P95_MS} ms`,
        'cached p50',
        'cached p95',
      ],
      rows,
    );
    for (const [kind, measured] of byKind) {
      const within = measured.filter((m) => m.p95 <= TARGET_P95_MS).length;
      const cachedWithin = measured.filter((m) => m.cachedP95 <= TARGET_P95_MS).length;
      const cpuWithin = measured.filter((m) => m.cpuP95 <= TARGET_P95_MS).length;
      summary.push([
        count(size),
        on,
        kind,
        `${within} of ${measured.length}`,
        duration(median(measured.map((m) => m.p50))),
        duration(median(measured.map((m) => m.p95))),
        duration(Math.max(...measured.map((m) => m.p95))),
        `${cpuWithin} of ${measured.length}`,
        duration(median(measured.map((m) => m.cpuP95))),
        duration(Math.max(...measured.map((m) => m.cpuP95))),
        `${cachedWithin} of ${measured.length}`,
        duration(Math.max(...measured.map((m) => m.cachedP95))),
      ]);
    }
  } finally {
    await app.close();
    const kept = KEEP_DIR && (library.database === 'sqlite' || OWN_POSTGRES);
    if (!kept) await rm(library.dataDir, { recursive: true, force: true });
    if (library.database === 'postgres' && cluster && !kept)
      await adminQuery(cluster.adminUrl, `drop database if exists vitrine_search_bench_${size} with (force)`);
  }
}

if (DATABASES.length > 1 && !BUILD_ONLY)
  printTable(
    `SQLite beside PostgreSQL: wall p95 and work p95 (this process's CPU time plus PostgreSQL's) per query and user, result cache cleared before each call; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end`,
    [
      'files',
      'kind',
      'query',
      'as',
      ...DATABASES.flatMap((d) => {
        const name = d === 'sqlite' ? 'SQLite' : 'PostgreSQL';
        return [`${name} p95`, `${name} work p95`];
      }),
      'both ≤ 50 ms',
      'both work ≤ 50 ms',
    ],
    [...sideBySide].map(([key, measured]) => {
      const [files, kind, what, user] = key.split('\u0000') as [string, string, string, string];
      const values = DATABASES.map((d) => measured.get(d));
      return [
        files,
        kind,
        what,
        user,
        ...values.flatMap((v) => (v === undefined ? ['–', '–'] : [duration(v.p95), duration(v.cpuP95)])),
        values.every((v) => v !== undefined && v.p95 <= TARGET_P95_MS) ? 'yes' : 'NO',
        values.every((v) => v !== undefined && v.cpuP95 <= TARGET_P95_MS) ? 'yes' : 'NO',
      ];
    }),
  );
printTable(
  'Per query kind (each query and user of the kind measured alone; p50 / p95 with the result cache cleared)',
  [
    'files',
    'database',
    'kind',
    `p95 ≤ ${TARGET_P95_MS} ms`,
    'median p50',
    'median p95',
    'worst p95',
    `work p95 ≤ ${TARGET_P95_MS} ms`,
    'median work p95',
    'worst work p95',
    `cached p95 ≤ ${TARGET_P95_MS} ms`,
    'worst cached p95',
  ],
  summary,
);
