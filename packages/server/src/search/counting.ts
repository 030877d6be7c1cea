// Counting a search (spec 000 §3 totalImages, §7 "POST search count"): the matches of a search,
// counted once (or the cached count while the library is unchanged, cache.ts), from the cheapest
// source that answers exactly: the text index alone for a text, the logical views' tallies for a
// logical node, every file less the hidden ones for a viewer, else a count over the WHERE.
import { dateTakenPrefix } from '@vitrine/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { fileVisibility, type GrantScope, localDays, visibilityKey } from '../auth/visibility';
import { OFF_BRAND_INDEX } from '../db/migrations/0007-search-plans';
import type { Database } from '../db/schema';
import { type Condition, type SearchWhere, whole } from './conditions';
import type { ResolvedCriteria } from './criteria';
import type { HiddenFlags } from './flags';
import type { SearchScope } from './query';
import { type TallyView, tallyCounts } from './tallies';

type Db = Kysely<Database>;

export async function countWhere(db: Db, where: Condition): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The cache key of a search's total: what the user may see and every criterion that filters. */
export function totalKey(scope: SearchScope, criteria: ResolvedCriteria): string {
  const { folderId, set, hideSubstructure, minRating, text, filters, logical, dateFrom, dateTo } = criteria;
  return `search-total|${visibilityKey(fileVisibility(scope.principal), scope.now)}|${JSON.stringify({
    folderId,
    set,
    hideSubstructure,
    minRating,
    text,
    filters,
    logical,
    dateFrom,
    dateTo,
  })}`;
}

/** The files matching a search, uncapped (counted, or the cached count while nothing changed). */
export function matchedCount(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  searchWhere: SearchWhere,
): Promise<number> {
  const count = async () => {
    const text = criteria.text;
    if (text?.mode === 'match' && onlyText(criteria) && scope.plan !== 'filter') {
      // Only a text: the index counts its matches alone (the triggers keep one index row per file),
      // without looking each match up in the files table. A viewer then takes away the hidden
      // files among them (far fewer to read than the matches they may see).
      const matches = async () => {
        const { rows } = await scope.textIndex.matchCount(text.expr).execute(scope.db);
        return Number(rows[0]?.n ?? 0);
      };
      if (searchWhere.others.length === 0) return matches();
      // A viewer: the matches less the hidden ones, from the index's flags (flags.ts) alone.
      const hidden = hiddenFiles(scope);
      const visible = hidden && scope.textIndex.visibleMatchCount(text.expr, hidden);
      if (visible) return Number((await visible.execute(scope.db)).rows[0]?.n ?? 0);
      // PostgreSQL, a user granted some folders (the index's flags hold them: `within`) who sees
      // expired and off-brand files everywhere or nowhere: the same within their folders, instead of
      // looking each match up in the files (the 3-letter prefix in a top folder of 100,000 files:
      // 1,747 matches, 6,892 buffers before).
      const own = scope.dialect === 'postgres' && searchWhere.withinCovers && searchWhere.within.length > 0;
      const uniform = own ? uniformlyHidden(scope) : null;
      if (uniform) {
        const inFolders = uniform.hidden
          ? scope.textIndex.visibleMatchCount(text.expr, uniform.hidden, searchWhere.within)
          : scope.textIndex.matchCount(text.expr, searchWhere.within);
        if (inFolders) return Number((await inFolders.execute(scope.db)).rows[0]?.n ?? 0);
      }
    }
    if (scope.plan !== 'filter') {
      const tallied = await logicalNodeCount(scope, criteria);
      if (tallied !== null) return tallied;
    }
    if (!criteria.text && onlyText(criteria) && scope.plan !== 'filter') {
      // Nothing narrows. PostgreSQL: the tally of every file (migration 0026) for a principal who
      // sees every folder (at a million files: the super admin 59 → 2 ms, a viewer 127 → 6.7 ms).
      // A user granted some folders counts their files from the folder index (8 ms for 43,000
      // files), where the tallies' correction for today's expiries read their files (133 ms).
      if (scope.dialect === 'postgres' && fileVisibility(scope.principal).visible.everywhere) {
        const counts = await tallyCounts(scope.db, fileVisibility(scope.principal), scope.now, {
          kind: 'files',
        });
        if (counts) return counts.get('') ?? 0;
      }
      // A viewer's count is every file less the hidden ones (45 → 6.2 ms at a million files on
      // SQLite; the super admin's count has no condition to check anyway).
      const hidden = hiddenCount(scope);
      if (hidden) {
        const all = await sql<{ n: number }>`select count(*) as n from files`.execute(scope.db);
        return Number(all.rows[0]?.n ?? 0) - Number((await hidden.execute(scope.db)).rows[0]?.n ?? 0);
      }
    }
    return countWhere(scope.db, whole(searchWhere));
  };
  return scope.cache ? scope.cache.get(totalKey(scope, criteria), count) : count();
}

/**
 * The count of a logical node selected alone (a month or year taken, a keyword, an author, a
 * location, a custom value), from the logical views' tallies (tallies.ts) instead of the files:
 * the number its branch shows (logical.test.ts checks each branch's count against its search).
 * Null where the tallies do not answer (other criteria, grants on sets, other kinds of node).
 */
async function logicalNodeCount(scope: SearchScope, criteria: ResolvedCriteria): Promise<number | null> {
  const { logical } = criteria;
  if (!logical || criteria.text || !onlyText({ ...criteria, logical: null })) return null;
  let view: TallyView;
  let counted: (key: string) => boolean;
  /** Where the node's keys start: only that range of the tallies is read. */
  let prefix: string | undefined;
  if (logical.field === 'keywordId') {
    view = { kind: 'keywords' };
    prefix = String(logical.keywordId);
    counted = (key) => key === prefix;
  } else if (logical.field === 'dateTaken') {
    // Keys are the first 7 characters of the date taken: a month is one key, a year its months.
    view = { kind: 'date' };
    const datePrefix = dateTakenPrefix(logical);
    prefix = datePrefix;
    counted = (key) => key.startsWith(datePrefix);
  } else if (logical.field === 'author' && logical.value !== '') {
    view = { kind: 'author' };
    prefix = logical.value;
    counted = (key) => key === logical.value;
  } else if (logical.field === 'customDataValue' && logical.value !== '') {
    // One value per file and field (file_custom_metadata's primary key): rows are files.
    view = { kind: 'custom', definitionId: logical.definitionId };
    prefix = logical.value;
    counted = (key) => key === logical.value;
  } else if (logical.field === 'imageLocation' && logical.parts.some((part) => part !== '')) {
    // Keys are [country, state, city] of files with some part (a node with a part has one too).
    view = { kind: 'location' };
    counted = (key) => {
      const parts = JSON.parse(key) as string[];
      return logical.parts.every((part, i) => parts[i] === part);
    };
  } else return null;
  const counts = await tallyCounts(scope.db, fileVisibility(scope.principal), scope.now, view, prefix);
  if (!counts) return null;
  let n = 0;
  for (const [key, count] of counts) if (counted(key)) n += count;
  return n;
}

/** Whether the criteria narrow by nothing but a text (the count may then start from the text index). */
function onlyText(criteria: ResolvedCriteria): boolean {
  return (
    criteria.folderId === null &&
    criteria.set === null &&
    criteria.minRating === 0 &&
    criteria.filters.length === 0 &&
    criteria.logical === null &&
    criteria.dateFrom === null &&
    criteria.dateTo === null
  );
}

/**
 * For a principal who sees every folder but not expired or not off-brand files (a viewer, the
 * guest; spec 000 §6), which files are hidden; null for any other principal (grants in some folders
 * or sets only: the hidden files differ from folder to folder), or when nothing is hidden.
 */
function hiddenFiles(scope: SearchScope): HiddenFlags | null {
  const { visible, seeExpired, seeOffBrand } = fileVisibility(scope.principal);
  const allOrNothing = (grants: GrantScope) =>
    grants.everywhere || grants.folderPaths.length + grants.setPaths.length + grants.groupIds.length === 0;
  if (!visible.everywhere || !allOrNothing(seeExpired) || !allOrNothing(seeOffBrand)) return null;
  if (seeExpired.everywhere && seeOffBrand.everywhere) return null;
  return {
    expiredBefore: seeExpired.everywhere ? null : localDays(scope.now).tomorrow,
    offBrand: !seeOffBrand.everywhere,
  };
}

/**
 * What hides files from a principal when it is the same in every folder they see (no grant on
 * some folders only gives seeExpired or seeOffBrand, none on sets): `hidden` null when nothing is
 * hidden. Null when it differs from folder to folder.
 */
function uniformlyHidden(scope: SearchScope): { hidden: HiddenFlags | null } | null {
  const { seeExpired, seeOffBrand } = fileVisibility(scope.principal);
  const allOrNothing = (grants: GrantScope) =>
    grants.everywhere || grants.folderPaths.length + grants.setPaths.length + grants.groupIds.length === 0;
  if (!allOrNothing(seeExpired) || !allOrNothing(seeOffBrand)) return null;
  if (seeExpired.everywhere && seeOffBrand.everywhere) return { hidden: null };
  return {
    hidden: {
      expiredBefore: seeExpired.everywhere ? null : localDays(scope.now).tomorrow,
      offBrand: !seeOffBrand.everywhere,
    },
  };
}

/**
 * The ids of the files `hiddenFiles` hides, among every file: the expired ones read from the
 * expiration index, the off-brand ones from files_off_brand (migration 0007), without reading a
 * row (SQLite is told the index; PostgreSQL's planner finds them, the expired ones' ids in
 * files_expiration_ids, migration 0034). Null where `hiddenFiles` is.
 */
function hiddenBranches(scope: SearchScope): RawBuilder<{ id: number }> | null {
  const hidden = hiddenFiles(scope);
  if (!hidden) return null;
  const sqlite = scope.dialect === 'sqlite';
  const indexedBy = (index: string) => (sqlite ? sql`indexed by ${sql.ref(index)}` : sql``);
  const tomorrow = hidden.expiredBefore;
  const branches: RawBuilder<unknown>[] = [];
  if (tomorrow !== null) {
    branches.push(
      sql`select id from files ${indexedBy('files_expiration_date')} where expiration_date < ${tomorrow}`,
    );
  }
  if (hidden.offBrand) {
    const notExpired =
      tomorrow === null ? sql`` : sql`and coalesce(expiration_date, '9999-12-31') >= ${tomorrow}`;
    branches.push(
      sql`select id from files ${indexedBy(OFF_BRAND_INDEX)} where is_on_brand = 0 ${notExpired}`,
    );
  }
  return sql<{ id: number }>`${sql.join(branches, sql` union all `)}`;
}

/** The count of the files `hiddenFiles` hides, among every file (`hiddenBranches`). */
function hiddenCount(scope: SearchScope): RawBuilder<{ n: number }> | null {
  const branches = hiddenBranches(scope);
  return branches && sql<{ n: number }>`select count(*) as n from (${branches}) as h`;
}

/**
 * For a search with no criteria by a principal `hiddenFiles` answers for (a viewer), the ids of the
 * files hidden from them, as a subquery (each id once): every file not among them is visible (spec
 * 000 §6). Null for any other search or principal.
 */
export function hiddenIds(scope: SearchScope, criteria: ResolvedCriteria): RawBuilder<{ id: number }> | null {
  if (criteria.text || !onlyText(criteria)) return null;
  return hiddenBranches(scope);
}
