// The counts of a logical view summed from logical_tallies (migration 0006_logical_tallies,
// db/migrations/0006-logical-tallies.ts) instead of aggregated over every visible file: a
// principal's count is a sum over a few hundred (every folder) or a few thousand (some folders) rows.
//
// - Grants on sets or collections (for seeing, seeing expired or seeing off-brand files): null, the
//   caller counts exactly (visibility by set membership is per file, not per folder).
// - Sees every folder: the folder 0 rows ("every folder") as seen where no folder grant applies
//   (expired / off-brand files seen everywhere or nowhere), plus the rows a folder grant of
//   images.seeExpired / images.seeOffBrand adds in the folders it covers.
// - Otherwise: the rows of the folders the principal sees (materialised paths, as auth/visibility.ts),
//   each folder's off-brand and expired rows counted where the grants cover that folder.
// Expiry is by local day (spec 000 §4, auth/visibility.ts `isExpired`), the tallies by month: rows of
// months before the current one are expired, rows of later months (or without a date) are not, and
// rows of the current month (and of the next on its last day, which tomorrow falls in) are counted
// whole, then the files among them already expired today, read from the files table (a range of
// files (expiration_date)), are taken off for the folders where the principal may not see them.
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type FileVisibility, type GrantScope, inScope, localDays } from '../auth/visibility';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * A logical view with a tally: title and subject have none (about one value per file). 'files'
 * counts every file (key ''), on PostgreSQL only (migration 0026): a library's total.
 */
export type TallyView =
  | { kind: 'files' }
  | { kind: 'date' }
  | { kind: 'location' }
  | { kind: 'author' }
  | { kind: 'keywords' }
  | { kind: 'custom'; definitionId: number };

/** The `view` column of logical_tallies for `view`. */
export function tallyViewName(view: TallyView): string {
  return view.kind === 'custom' ? `custom:${view.definitionId}` : view.kind;
}

/**
 * Where the tallies cannot answer: grants that apply through set membership, and a shared-link
 * visitor's files (a list of files, not folders).
 */
const bySets = (scope: GrantScope) =>
  !scope.everywhere &&
  (scope.setPaths.length > 0 || scope.groupIds.length > 0 || scope.shareId !== undefined);

/** The same for every folder: everywhere, or nowhere. */
const uniform = (scope: GrantScope) => scope.everywhere || scope.folderPaths.length === 0;

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

/** The folder `tally_folders` is in `scope` (folder paths only: set grants never get here). */
function folderIn(scope: GrantScope): RawBuilder<SqlBool> {
  if (scope.everywhere) return TRUE;
  if (scope.folderPaths.length === 0) return FALSE;
  // Paths hold only digits and slashes (library/folders.ts): no LIKE escaping needed.
  const paths = scope.folderPaths.map((path) => sql<SqlBool>`tally_folders.path like ${`${path}%`}`);
  return sql<SqlBool>`(${sql.join(paths, sql` or `)})`;
}

/**
 * The key of the files expired today but tallied as not expired (their month is the current one),
 * with the rows of the view it counts: one per file, or per keyword or custom value.
 */
function correctionSource(view: TallyView): {
  select: RawBuilder<unknown>;
  join: RawBuilder<unknown>;
  where: RawBuilder<SqlBool>;
  groupBy: RawBuilder<unknown>;
} {
  const byKey = sql`tally_key`;
  switch (view.kind) {
    case 'files':
      return { select: sql`'' as tally_key`, join: sql``, where: TRUE, groupBy: sql`1` };
    case 'date':
      return {
        select: sql`substr(files.date_taken, 1, 7) as tally_key`,
        join: sql``,
        where: sql<SqlBool>`files.date_taken is not null`,
        groupBy: byKey,
      };
    case 'location':
      return {
        select: sql`files.country, files.state_province, files.city`,
        join: sql``,
        where: sql<SqlBool>`(files.country <> '' or files.state_province <> '' or files.city <> '')`,
        groupBy: sql`files.country, files.state_province, files.city`,
      };
    case 'author':
      return {
        select: sql`files.author as tally_key`,
        join: sql``,
        where: sql<SqlBool>`files.author <> ''`,
        groupBy: byKey,
      };
    case 'keywords':
      return {
        select: sql`tally_keywords.keyword_id as tally_key`,
        join: sql`cross join file_keywords tally_keywords`,
        where: sql<SqlBool>`tally_keywords.file_id = files.id`,
        groupBy: byKey,
      };
    case 'custom':
      return {
        select: sql`tally_custom.value as tally_key`,
        join: sql`cross join file_custom_metadata tally_custom`,
        where: sql<SqlBool>`tally_custom.file_id = files.id and tally_custom.definition_id = ${view.definitionId} and tally_custom.value <> ''`,
        groupBy: byKey,
      };
  }
}

/** One text per key, whichever database wrote the JSON of a location. */
function locationKey(parts: unknown[]): string {
  return JSON.stringify(parts.map((part) => String(part ?? '')));
}

/**
 * The counts of `view` per key for a principal who sees `visibility` on the day of `now` (keys: the
 * month 'yyyy-mm', the JSON text [country, state, city] (`locationKey`), the author, the keyword id
 * as text, the custom value); null when the tallies cannot answer (grants on sets).
 */
export async function tallyCounts(
  db: Db,
  visibility: FileVisibility,
  now: Date,
  view: TallyView,
  /** Only keys starting with this (a node's count, counting.ts): a range of the primary key per folder. */
  keyPrefix?: string,
): Promise<Map<string, number> | null> {
  const { visible, seeExpired, seeOffBrand } = visibility;
  if (bySets(visible) || bySets(seeExpired) || bySets(seeOffBrand)) return null;
  const { today, tomorrow } = localDays(now);
  const month = today.slice(0, 7);
  const name = tallyViewName(view);

  // A tally row counts when the principal may see its brand and expiry in its folder.
  const admitted = (offBrand: RawBuilder<SqlBool>, expired: RawBuilder<SqlBool>) =>
    sql<SqlBool>`(t.on_brand = 1 or ${offBrand}) and (t.exp_month = '' or t.exp_month >= ${month} or ${expired})`;
  // Where no folder grant applies: expired / off-brand files seen everywhere or nowhere.
  const elsewhere = admitted(seeOffBrand.everywhere ? TRUE : FALSE, seeExpired.everywhere ? TRUE : FALSE);
  // SQLite keeps the left table of a CROSS JOIN as the outer loop: the folders the grants name, then
  // each one's rows by primary key (a plain join read every folder's rows of the view first).
  // UTF-8 text compares byte by byte in SQLite: every key with the prefix sorts before prefix + U+10FFFF.
  const keys =
    keyPrefix === undefined
      ? TRUE
      : sql<SqlBool>`t.tally_key >= ${keyPrefix} and t.tally_key < ${`${keyPrefix}\u{10FFFF}`}`;
  const perFolder = (where: RawBuilder<SqlBool>) => sql`
      select t.tally_key, t.n
        from folders tally_folders cross join logical_tallies t
       where t.folder_id = tally_folders.id and t.view = ${name} and ${keys} and ${where}`;
  let rowsOf: RawBuilder<unknown>;
  if (!visible.everywhere) {
    rowsOf = perFolder(
      sql<SqlBool>`${folderIn(visible)} and ${admitted(folderIn(seeOffBrand), folderIn(seeExpired))}`,
    );
  } else {
    // Every folder: the folder 0 rows as seen where no folder grant applies, plus, in the folders a
    // seeExpired / seeOffBrand grant covers, the rows those grants add.
    rowsOf = sql`
      select t.tally_key, t.n from logical_tallies t
       where t.view = ${name} and t.folder_id = 0 and ${keys} and ${elsewhere}`;
    if (!uniform(seeExpired) || !uniform(seeOffBrand)) {
      const covered = admitted(folderIn(seeOffBrand), folderIn(seeExpired));
      rowsOf = sql`${rowsOf} union all ${perFolder(
        sql<SqlBool>`(${folderIn(seeOffBrand)} or ${folderIn(seeExpired)}) and ${covered} and not (${elsewhere})`,
      )}`;
    }
  }
  const rows = await sql<{ tally_key: string; n: number }>`
      select tally_key, sum(n) as n from (${rowsOf}) tally_rows group by tally_key`.execute(db);
  const counts = new Map<string, number>();
  for (const row of rows.rows) {
    const key =
      view.kind === 'location' ? locationKey(JSON.parse(row.tally_key) as unknown[]) : row.tally_key;
    counts.set(key, (counts.get(key) ?? 0) + Number(row.n));
  }
  if (seeExpired.everywhere) return counts;

  // Tallied as not expired, expired today: a date of this month up to today (or of tomorrow's month
  // before tomorrow), or an empty text (tallied with the files without a date, expired as text).
  // The folder tests are written unindexed (auth/visibility.ts `inScope`), so the expiration index
  // drives: SQLite otherwise read every file of a user's folders (43,000: 51 ms at a million files).
  const source = correctionSource(view);
  const expired = await sql<{
    tally_key?: string | number;
    country?: string;
    state_province?: string;
    city?: string;
    n: number;
  }>`
      select ${source.select}, count(*) as n from files ${source.join}
       where (files.expiration_date = '' or (files.expiration_date >= ${month} and files.expiration_date < ${tomorrow}))
         and ${source.where}
         and ${inScope(visible, true)}
         and not (${inScope(seeExpired, true)})
         and (files.is_on_brand = 1 or ${inScope(seeOffBrand, true)})
       group by ${source.groupBy}`.execute(db);
  for (const row of expired.rows) {
    const key =
      view.kind === 'location'
        ? locationKey([row.country, row.state_province, row.city])
        : String(row.tally_key);
    const left = (counts.get(key) ?? 0) - Number(row.n);
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  }
  return counts;
}
