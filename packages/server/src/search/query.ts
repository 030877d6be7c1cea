// The search itself (spec 000 §3 search criteria, §4 search and paging, §6 visibility, §7 "POST
// search", "POST search count"): resolved criteria become one WHERE over the files table
// (conditions.ts), counted once (counting.ts) and paged with LIMIT / OFFSET (paging.ts), as the
// planner chooses (planner.ts). Every fragment is portable between SQLite and PostgreSQL except the
// text index, which sits behind TextIndex (text-index.ts).
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/permissions';
import type { DialectName } from '../db/dialect';
import type { Database, FileRow } from '../db/schema';
import type { ResultCache } from './cache';
import { matchedCount, totalKey } from './counting';
import type { ResolvedCriteria } from './criteria';
import { orderedPage, rankedPage, slice } from './paging';
import { indexedEstimate, isRanked, searchConditions, sortPlan } from './planner';
import type { RankPool } from './rank-pool';
import type { TextIndex } from './text-index';

type Db = Kysely<Database>;

/** Results answered at most when paging is off (decided: a page of summaries as the largest page size). */
export const UNPAGED_MAX_RESULTS = { summaries: 1000, ids: 100_000 } as const;

/** Who searches, and with what. */
export interface SearchScope {
  db: Db;
  principal: Principal;
  now: Date;
  textIndex: TextIndex;
  /** The database's dialect: SQLite gets the walk plans of planner.ts (PostgreSQL's planner keeps statistics). */
  dialect: DialectName;
  /** Totals reused until the library changes (cache.ts); null or absent: always counted. */
  cache?: ResultCache | null;
  /** Worker threads that rank shares of a text's matches (rank-pool.ts); null or absent: one thread. */
  rankPool?: RankPool | null;
  /**
   * Tests only: 'filter' turns off the sort-index walk and the best-ranked relevance page (every
   * match is read and sorted); 'walk' forces both, with the tightest bounds; default 'auto'.
   */
  plan?: 'auto' | 'walk' | 'filter';
}

/** A row of a page: the file, or (idsOnly) its id, name and extension; with its sort value. */
export type PageRow = FileRow & { sort_value?: string | number | null; total_count?: number };

export interface SearchPage {
  /** Files matching, capped by maxResults (spec 000 §3 totalImages). */
  total: number;
  rows: PageRow[];
  nextPageExists: boolean;
  infoMessages: string[];
}

/** The count of a search (spec 000 §7 "POST search count"), capped by maxResults as the search's total. */
export async function countSearch(scope: SearchScope, criteria: ResolvedCriteria): Promise<number> {
  // The sort does not change a count, but criteria the search refuses are refused here too.
  await sortPlan(scope, criteria);
  const matched = await matchedCount(scope, criteria, await searchConditions(scope, criteria));
  return criteria.maxResults > 0 ? Math.min(matched, criteria.maxResults) : matched;
}

export async function runSearch(scope: SearchScope, criteria: ResolvedCriteria): Promise<SearchPage> {
  const searchWhere = await searchConditions(scope, criteria);
  const plan = await sortPlan(scope, criteria);
  const cap = criteria.enablePaging
    ? Number.POSITIVE_INFINITY
    : criteria.idsOnly
      ? UNPAGED_MAX_RESULTS.ids
      : UNPAGED_MAX_RESULTS.summaries;
  const offset = criteria.enablePaging ? (criteria.currentPage - 1) * criteria.itemsOnPage : 0;
  const pageSize = criteria.enablePaging ? criteria.itemsOnPage : cap;
  const capped = (matched: number) =>
    criteria.maxResults > 0 ? Math.min(matched, criteria.maxResults) : matched;

  let total: number;
  let rows: PageRow[];
  const best = isRanked(plan, criteria)
    ? await rankedPage(scope, criteria, searchWhere, offset, pageSize)
    : null;
  if (best) {
    const matched =
      best.matched === null
        ? await matchedCount(scope, criteria, searchWhere)
        : scope.cache
          ? await scope.cache.get(totalKey(scope, criteria), async () => best.matched as number)
          : best.matched;
    total = capped(matched);
    rows = best.rows.slice(0, Math.max(0, Math.min(pageSize, total - offset)));
  } else if (isRanked(plan, criteria)) {
    // Relevance: one pass over the text's matches gives the page and, with a window count, the total.
    const page = await slice(scope, criteria, plan, searchWhere, 'all', offset, pageSize, null, true);
    const counted = page[0]?.total_count;
    let matched: number;
    if (counted === undefined) matched = offset === 0 ? 0 : await matchedCount(scope, criteria, searchWhere);
    else if (scope.cache) {
      // Kept for the count call that follows a search (spec 000 §7), as if counted there.
      matched = await scope.cache.get(totalKey(scope, criteria), async () => Number(counted));
    } else matched = Number(counted);
    total = capped(matched);
    rows = page.slice(0, Math.max(0, Math.min(pageSize, total - offset)));
  } else {
    const matched = await matchedCount(scope, criteria, searchWhere);
    total = capped(matched);
    const limit = Math.min(pageSize, Math.max(0, total - offset));
    rows =
      limit > 0
        ? await orderedPage(scope, criteria, plan, searchWhere, offset, limit, {
            matched,
            indexed: await indexedEstimate(scope),
          })
        : [];
  }
  const infoMessages: string[] = [];
  if (!criteria.enablePaging && total > cap) {
    infoMessages.push(
      `Only the first ${cap.toLocaleString('en')} of ${total.toLocaleString('en')} files are listed: turn paging on to see them all.`,
    );
  }
  return {
    total,
    rows,
    nextPageExists: criteria.enablePaging && offset + rows.length < total,
    infoMessages,
  };
}
