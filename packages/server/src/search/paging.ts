// The rows of a page (spec 000 §4 search and paging): ordered by the sort plan (planner.ts) and cut
// with LIMIT / OFFSET, reading the page's ids first and then their rows; keys that may be empty in
// two passes; a walk of the sort key's index where the planner says so; relevance from the
// best-ranked matches of the text index (with the rank pool's workers on a large library).
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { allOf, fileVisibility } from '../auth/visibility';
import { type Condition, files, probed, type SearchWhere, TRUE, whole } from './conditions';
import { countWhere, hiddenIds } from './counting';
import type { ResolvedCriteria } from './criteria';
import {
  indexedEstimate,
  isRanked,
  type MatchEstimate,
  probes,
  SORT_INDEXES,
  type SortPlan,
  walkWindow,
} from './planner';
import type { PageRow, SearchScope } from './query';
import { headBestMatches } from './rank-tiers';
import type { RankedMatch, Within } from './text-index';
import type { MatchExpr } from './text-query';

/** One column of a page's order: an expression of the ids query, read back as `p.<alias>`. */
interface OrderTerm {
  alias: string;
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/**
 * The rows of a page, in two steps in one statement. First the ids query (`from files … where …`,
 * joins included) orders the matches and cuts the page, reading only what the order needs. Where
 * an index covers the key and the conditions it reads that index alone: files_folder_name for a
 * folder by file name, files_visibility_name for the same as a viewer. Then the page's rows are
 * read by id and ordered again by the same terms (ties by id). Selecting the wide rows in the
 * ordered query made the database carry every match's whole row through its sort: tens of
 * thousands of rows for a folder sorted by name or a common word ranked.
 */
async function pageByIds(
  scope: SearchScope,
  from: RawBuilder<unknown>,
  where: Condition,
  order: OrderTerm[],
  idDirection: 'asc' | 'desc',
  offset: number,
  limit: number,
  options: {
    sortValue: string | null;
    withTotal: boolean;
    /** The file's id in `from` (default `files.id`; a page read from another table's index alone). */
    id?: RawBuilder<unknown>;
  },
): Promise<PageRow[]> {
  const id = options.id ?? sql`files.id`;
  const columns = [
    sql`${id} as page_id`,
    ...order.map((term) => sql`${term.expression} as ${sql.ref(term.alias)}`),
    ...(options.withTotal ? [sql`count(*) over () as total_count`] : []),
  ];
  const innerOrder = [
    ...order.map((term) => sql`${term.expression} ${sql.raw(term.direction)}`),
    sql`${id} ${sql.raw(idDirection)}`,
  ];
  const outerOrder = [
    ...order.map((term) => sql`${sql.ref(`p.${term.alias}`)} ${sql.raw(term.direction)}`),
    sql`p.page_id ${sql.raw(idDirection)}`,
  ];
  const extra = [
    ...(options.sortValue === null ? [] : [sql`${sql.ref(`p.${options.sortValue}`)} as sort_value`]),
    ...(options.withTotal ? [sql`p.total_count`] : []),
  ];
  const { rows } = await sql<PageRow>`select files.*${extra.length > 0 ? sql`, ${sql.join(extra)}` : sql``}
    from (select ${sql.join(columns)} from ${from} where ${where}
          order by ${sql.join(innerOrder)} limit ${limit} offset ${offset}) as p
    inner join files on files.id = p.page_id
    order by ${sql.join(outerOrder)}`.execute(scope.db);
  return rows;
}

/** One ordered slice of the files matching `where`; `withTotal` adds every match's count to each row (relevance only). */
export async function slice(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  plan: SortPlan,
  searchWhere: SearchWhere,
  phase: 'all' | 'present' | 'absent',
  offset: number,
  limit: number,
  estimate: MatchEstimate | null,
  withTotal = false,
): Promise<PageRow[]> {
  if (limit <= 0) return [];
  const direction = criteria.sort.descending ? 'desc' : 'asc';
  const ranked = isRanked(plan, criteria);
  const filesOnly = sql`files`;
  const page = (
    from: RawBuilder<unknown>,
    where: Condition,
    order: OrderTerm[],
    idDirection: 'asc' | 'desc',
    sortValue: string | null,
  ) => pageByIds(scope, from, where, order, idDirection, offset, limit, { sortValue, withTotal });
  const hidden =
    plan.customFieldId !== null &&
    phase !== 'absent' &&
    scope.dialect === 'postgres' &&
    scope.plan !== 'filter'
      ? hiddenIds(scope, criteria)
      : null;
  if (plan.customFieldId !== null && hidden) {
    // PostgreSQL, a viewer without criteria (every folder, less the expired and off-brand files): the
    // field's index is walked alone, each entry checked against the hidden files' ids, hashed once
    // from two indexes (migration 0034), instead of looking up each file's row to test its
    // visibility (page 200 at 100,000 files: 35,467 → 5,003 buffers).
    return pageByIds(
      scope,
      sql`file_custom_metadata as sort_cm`,
      sql<SqlBool>`sort_cm.definition_id = ${plan.customFieldId} and sort_cm.value <> '' and sort_cm.file_id not in (${hidden})`,
      [{ alias: 'sort_key', expression: sql`sort_cm.value`, direction }],
      direction,
      offset,
      limit,
      { sortValue: 'sort_key', withTotal, id: sql`sort_cm.file_id` },
    );
  }
  if (plan.customFieldId !== null && phase !== 'absent') {
    // Without a narrowing criterion, the custom values' index is walked in order and the walk
    // stops after a page. With one (a folder, text, filters, a narrow grant), a unary plus keeps
    // the database from walking that index: it finds the few matching files first and sorts their
    // values (SQLite keeps no statistics to choose alone; PostgreSQL ignores it).
    const definition = plan.narrow ? sql`+sort_cm.definition_id` : sql`sort_cm.definition_id`;
    const from = sql`files inner join file_custom_metadata as sort_cm on sort_cm.file_id = files.id and ${definition} = ${plan.customFieldId} and sort_cm.value <> ''`;
    return page(
      from,
      whole(searchWhere),
      [{ alias: 'sort_key', expression: sql`sort_cm.value`, direction }],
      direction,
      'sort_key',
    );
  }
  if (plan.customFieldId !== null) {
    const without = sql<SqlBool>`not exists (select 1 from file_custom_metadata sort_cm where sort_cm.file_id = ${files('id')} and sort_cm.definition_id = ${plan.customFieldId} and sort_cm.value <> '')`;
    const rows = await page(filesOnly, allOf([whole(searchWhere), without]), [], direction, null);
    return rows.map((row) => ({ ...row, sort_value: null }));
  }
  if (plan.key === null) {
    // Relevance (spec 000 §3 sort option 4): best text match first, then the newest; without text, the newest.
    const newest: OrderTerm = { alias: 'added', expression: files('added_at'), direction: 'desc' };
    if (ranked && criteria.text) {
      // The ranked matches already hold only matching files.
      const matches = scope.textIndex.rankedMatches(criteria.text.expr, searchWhere.within);
      const rank: OrderTerm = { alias: 'rank', expression: sql`m.rank`, direction: 'asc' };
      if (searchWhere.drive === 'folders') {
        // The user's folders hold fewer files than the text matches: their ids (read from the
        // folder index) filter the ranked matches, and only the files that pass are looked up. The
        // unary plus keeps the ids from being handed to the text index one at a time (about 1 ms
        // each). A word in 63,844 of a million files, a user's 43,193: 58 → 35 ms.
        return page(
          sql`(${matches}) as m inner join files on files.id = m.file_id`,
          sql<SqlBool>`+m.file_id in (select files.id from files where ${allOf(searchWhere.others)})`,
          [rank, newest],
          'desc',
          null,
        );
      }
      return page(
        sql`files inner join (${matches}) as m on m.file_id = files.id`,
        allOf(searchWhere.others),
        [rank, newest],
        'desc',
        null,
      );
    }
    const walked = await walkedPage(
      scope,
      estimate,
      'files_added_at',
      newest,
      whole(searchWhere),
      probed(searchWhere),
      offset,
      limit,
      {
        sortValue: null,
        withTotal,
      },
    );
    return walked ?? page(filesOnly, whole(searchWhere), [newest], 'desc', null);
  }
  const conditions = [whole(searchWhere)];
  const byProbe = probed(searchWhere);
  const probedConditions = byProbe ? [byProbe] : null;
  if (phase === 'present' && plan.present) {
    conditions.push(plan.present);
    probedConditions?.push(plan.present);
  }
  if (phase === 'absent' && plan.present) conditions.push(sql<SqlBool>`not (${plan.present})`);
  if (phase === 'absent') {
    const rows = await page(filesOnly, allOf(conditions), [], direction, null);
    return rows.map((row) => ({ ...row, sort_value: null }));
  }
  const term: OrderTerm = { alias: 'sort_key', expression: plan.key, direction };
  const index = SORT_INDEXES[criteria.sort.option];
  const walked = index
    ? await walkedPage(
        scope,
        estimate,
        index,
        term,
        allOf(conditions),
        probedConditions && allOf(probedConditions),
        offset,
        limit,
        {
          sortValue: 'sort_key',
          withTotal,
        },
      )
    : null;
  return walked ?? page(filesOnly, allOf(conditions), [term], direction, 'sort_key');
}

/**
 * A page read by walking `index` in the term's order (SQLite's INDEXED BY), within a window of the
 * index's first entries: the key at `window` entries from the start bounds the walk. Every match
 * whose key lies inside the bound is in the window and every other match sorts after them, so when
 * the window holds the page's `offset + limit` matches, they are the page, exactly. Otherwise (the
 * matches lie further on), null: the caller runs the filter-first plan.
 */
async function walkedPage(
  scope: SearchScope,
  estimate: MatchEstimate | null,
  index: string,
  term: OrderTerm,
  listed: Condition,
  /** The same conditions with the text checked file by file (SearchWhere.probe), if it can be. */
  probedWhere: Condition | null,
  offset: number,
  limit: number,
  options: { sortValue: string | null; withTotal: boolean },
): Promise<PageRow[] | null> {
  const window = walkWindow(scope, estimate, offset, limit);
  if (window === null) return null;
  const where = probedWhere && probes(scope, estimate, offset, limit) ? probedWhere : listed;
  const direction = sql.raw(term.direction);
  const bound = await sql<{ k: string | number }>`select ${term.expression} as k
    from files indexed by ${sql.ref(index)} where ${term.expression} is not null
    order by ${term.expression} ${direction} limit 1 offset ${window}`.execute(scope.db);
  const edge = bound.rows[0]?.k;
  const within =
    edge === undefined
      ? where
      : allOf([
          where,
          term.direction === 'desc'
            ? sql<SqlBool>`${term.expression} >= ${edge}`
            : sql<SqlBool>`${term.expression} <= ${edge}`,
        ]);
  const rows = await pageByIds(
    scope,
    sql`files indexed by ${sql.ref(index)}`,
    within,
    [term],
    term.direction,
    offset,
    limit,
    options,
  );
  return rows.length === limit || edge === undefined ? rows : null;
}

/**
 * One page in the plan's order. Keys that may be empty are read in two passes (files with a value
 * in key order, then those without, by id), so each pass can walk an index instead of sorting the
 * library with "empty last".
 */
export async function orderedPage(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  plan: SortPlan,
  searchWhere: SearchWhere,
  offset: number,
  limit: number,
  estimate: MatchEstimate | null,
): Promise<PageRow[]> {
  const where = whole(searchWhere);
  const split = plan.present !== null || plan.customFieldId !== null;
  if (!split) return slice(scope, criteria, plan, searchWhere, 'all', offset, limit, estimate);
  const present = await slice(scope, criteria, plan, searchWhere, 'present', offset, limit, estimate);
  if (present.length === limit) return present;
  let withValue = offset + present.length;
  if (present.length === 0 && offset > 0) {
    withValue = await countWhere(
      scope.db,
      plan.customFieldId !== null
        ? allOf([
            where,
            sql<SqlBool>`${files('id')} in (select pc.file_id from file_custom_metadata pc where pc.definition_id = ${plan.customFieldId} and pc.value <> '')`,
          ])
        : allOf([where, plan.present ?? TRUE]),
    );
  }
  const rest = await slice(
    scope,
    criteria,
    plan,
    searchWhere,
    'absent',
    Math.max(0, offset - withValue),
    limit - present.length,
    null,
  );
  return [...present, ...rest];
}

/** The first best-ranked matches a relevance page reads: this many times the page's end, at least this many. */
const RANKED_FACTOR = 2;
const RANKED_MIN = 500;
/** Beyond this many best matches, the whole ranked list is read instead (`rankedPage`). */
const RANKED_MAX = 32_000;

interface Candidate {
  id: number;
  rank: number;
  added: string;
  visible: number;
}

/**
 * A relevance page from the best-ranked matches only (spec 000 §3 sort option 4: rank, then the
 * newest, then the id). The index ranks every match and keeps the best `k` in its own sort, without
 * reading the files table; only those `k` are looked up, checked against the criteria and ordered.
 * With R the rank of the last file of the page among those that pass, every match ranked better
 * than R or tied with it is among the `k` when the `k`-th is ranked worse than R: then the page is
 * exact. Otherwise (too few pass, or a tie reaches the `k`-th) `k` grows; past RANKED_MAX, null (the
 * caller ranks every match). A word found in 63,844 of a million files: 31 ms instead of 126 ms.
 */
export async function rankedPage(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  searchWhere: SearchWhere,
  offset: number,
  limit: number,
): Promise<{ rows: PageRow[]; matched: number | null } | null> {
  const text = criteria.text;
  if (text?.mode !== 'match' || scope.plan === 'filter') return null;
  // A principal granted some folders or sets sees a small share of the matches: the best-ranked
  // would rarely hold a page of theirs (a top folder of a million files: 5%, 138 ms either way),
  // unless the text index keeps only the matches in their folders (`textWithin`).
  const own = searchWhere.withinCovers && searchWhere.within.length > 0;
  if (scope.plan !== 'walk' && !own && !fileVisibility(scope.principal).visible.everywhere) return null;
  // A selected folder smaller than the matches (chooseDrive): the same.
  if (scope.plan !== 'walk' && !own && searchWhere.drive === 'folders') return null;
  const end = offset + limit;
  const passes = allOf(searchWhere.others);
  // 'walk' (tests): start from the page's end exactly, so ties at the edge and growing are exercised.
  const first = scope.plan === 'walk' ? Math.max(1, end) : Math.max(RANKED_MIN, end * RANKED_FACTOR);
  for (let k = first; ; k *= scope.plan === 'walk' ? 2 : 8) {
    if (k > RANKED_MAX) return null;
    const best = await bestRanked(scope, text.expr, k, searchWhere.within);
    const complete = best.length < k;
    const rankOf = new Map(best.map((match) => [Number(match.file_id), Number(match.rank)] as const));
    const { rows } =
      best.length === 0
        ? { rows: [] }
        : await sql<Omit<Candidate, 'rank'>>`select files.id as id, files.added_at as added,
              case when ${passes} then 1 else 0 end as visible
            from files where files.id in (${sql.join([...rankOf.keys()])})`.execute(scope.db);
    const candidates = rows
      .map((row) => ({ ...row, rank: rankOf.get(row.id) as number, visible: Number(row.visible) }))
      .sort((a, b) => a.rank - b.rank || (a.added < b.added ? 1 : a.added > b.added ? -1 : b.id - a.id));
    const visible = candidates.filter((candidate) => candidate.visible === 1);
    if (!complete) {
      const last = visible[end - 1];
      const worst = candidates[candidates.length - 1];
      if (!last || !worst || worst.rank <= last.rank) continue;
    }
    const pageIds = visible.slice(offset, end).map((candidate) => candidate.id);
    const pageRows =
      pageIds.length === 0
        ? []
        : await scope.db.selectFrom('files').selectAll().where('files.id', 'in', pageIds).execute();
    const byId = new Map(pageRows.map((row) => [row.id, row] as const));
    return {
      rows: pageIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row as PageRow] : [];
      }),
      matched: complete ? visible.length : null,
    };
  }
}

/**
 * The `k` best-ranked matches of a text, best first. With a rank pool (rank-pool.ts) and a library
 * of at least its `minFiles`, the files are cut by id into one share per idle worker and one for
 * this thread, each share ranked at the same time, and the best `k` of each merged: the best `k`
 * overall are among them. A share a worker could not rank is ranked here.
 */
async function bestRanked(
  scope: SearchScope,
  expr: MatchExpr,
  k: number,
  within: Within,
): Promise<RankedMatch[]> {
  const pool =
    scope.dialect === 'sqlite' && scope.rankPool && scope.rankPool.threads > 0 ? scope.rankPool : null;
  const files = pool ? await indexedEstimate(scope) : 0;
  // Asked only for a library large enough: asking starts the workers.
  const idle = pool && files >= pool.minFiles ? pool.idle() : 0;
  if (scope.dialect === 'postgres') {
    // The matches with a query word in their title, subject or keywords, when every other match
    // provably ranks below them (rank-tiers.ts); else every match is ranked.
    const head = await headBestMatches(scope.db, expr, k, within);
    if (head) return head;
  }
  if (!pool || idle === 0) {
    return (await scope.textIndex.bestMatches(expr, k, within).execute(scope.db)).rows;
  }
  const shares = idle + 1;
  const size = Math.ceil(files / shares);
  const compiled = Array.from({ length: shares }, (_, i) => {
    // The last share is open-ended: files added since the estimate.
    const range = [i * size + 1, i === shares - 1 ? Number.MAX_SAFE_INTEGER : (i + 1) * size] as const;
    return scope.textIndex.bestMatches(expr, k, within, range).compile(scope.db);
  });
  const [own, ...others] = compiled;
  const away = others.map((query) => pool.run(query.sql, query.parameters)?.catch(() => null) ?? null);
  const rows = [...(await scope.db.executeQuery<RankedMatch>(own as (typeof compiled)[number])).rows];
  for (const [i, result] of away.entries()) {
    const shared = result ? ((await result) as RankedMatch[] | null) : null;
    const query = others[i] as (typeof compiled)[number];
    rows.push(...(shared ?? (await scope.db.executeQuery<RankedMatch>(query)).rows));
  }
  return rows.sort((a, b) => Number(a.rank) - Number(b.rank)).slice(0, k);
}
