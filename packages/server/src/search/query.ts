// The search itself (spec 000 §3 search criteria, §4 search and paging, §6 visibility, §7 "POST
// search", "POST search count"): resolved criteria become one WHERE over the files table (typed
// Kysely with `sql` fragments for the parts the builder has no words for), counted once and paged
// with LIMIT / OFFSET. Every fragment is portable between SQLite and PostgreSQL except the text
// index, which sits behind TextIndex (text-index.ts).
import { dateTakenPrefix } from '@vitrine/core';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Principal } from '../auth/permissions';
import {
  allOf,
  fileVisibility,
  type GrantScope,
  inScope,
  isExpired,
  localDays,
  visibilityKey,
  visibleFileConditions,
} from '../auth/visibility';
import type { DialectName } from '../db/dialect';
import { OFF_BRAND_INDEX } from '../db/migrations/0007-search-plans';
import type { Database, FileRow, FolderRow } from '../db/schema';
import { HttpError } from '../domain/errors';
import { pathIds, subtreePattern, visibleFolder } from '../library/folders';
import { visibleGroup, visibleSet } from '../library/sets';
import { readSetting } from '../library/settings';
import type { ResultCache } from './cache';
import type { Filter, LogicalFilter, ResolvedCriteria } from './criteria';
import { type HiddenFlags, inFolder, underFolder } from './flags';
import type { RankPool } from './rank-pool';
import { type TallyView, tallyCounts } from './tallies';
import type { RankedMatch, TextIndex, Within } from './text-index';
import { type MatchExpr, probeable, rankless } from './text-query';

type Db = Kysely<Database>;
type Condition = RawBuilder<SqlBool>;

/** Results answered at most when paging is off (decided: a page of summaries as the largest page size). */
export const UNPAGED_MAX_RESULTS = { summaries: 1000, ids: 100_000 } as const;

/** Who searches, and with what. */
export interface SearchScope {
  db: Db;
  principal: Principal;
  now: Date;
  textIndex: TextIndex;
  /** The database's dialect: SQLite gets the walk plans below (PostgreSQL's planner keeps statistics). */
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

const files = (column: keyof FileRow) => sql.ref(`files.${column}`);
const TRUE: Condition = sql<SqlBool>`1 = 1`;

/** 'yyyy-mm-dd' + 1 day. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** 'yyyy' → 'yyyy+1', 'yyyy-mm' → the next month: the end of a date-taken prefix range. */
function nextPrefix(prefix: string): string {
  if (prefix.length === 4) return String(Number(prefix) + 1).padStart(4, '0');
  const [y, m] = prefix.split('-').map(Number) as [number, number];
  return m === 12
    ? `${String(y + 1).padStart(4, '0')}-01`
    : `${prefix.slice(0, 4)}-${String(m + 1).padStart(2, '0')}`;
}

const anyOf = (conditions: Condition[]): Condition =>
  conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

function mimeKind(kind: string): Condition {
  switch (kind) {
    case 'image':
    case 'video':
    case 'audio':
      // 'video/' up to 'video0' ('0' follows '/'): a range the MIME type index can answer, unlike LIKE.
      return sql<SqlBool>`(${files('mime_type')} >= ${`${kind}/`} and ${files('mime_type')} < ${`${kind}0`})`;
    case 'pdf':
      return sql<SqlBool>`${files('mime_type')} = 'application/pdf'`;
    default:
      return sql<SqlBool>`not (${sql.join(['image', 'video', 'audio', 'pdf'].map(mimeKind), sql` or `)})`;
  }
}

/** spec 000 §3 filter names; the options of one filter combine with OR. */
function filterCondition(filter: Filter, now: Date): Condition {
  switch (filter.name) {
    case 'fileFormat':
      return anyOf([
        ...filter.kinds.map(mimeKind),
        ...(filter.extensions.length > 0
          ? [sql<SqlBool>`${files('extension')} in (${sql.join(filter.extensions)})`]
          : []),
      ]);
    case 'orientation':
      return anyOf(
        filter.orientations.map((orientation) => {
          if (orientation === 'none')
            return sql<SqlBool>`(${files('width')} is null or ${files('height')} is null)`;
          const op = orientation === 'landscape' ? sql`>` : orientation === 'portrait' ? sql`<` : sql`=`;
          return sql<SqlBool>`${files('width')} ${op} ${files('height')}`;
        }),
      );
    case 'expirationDate': {
      // spec 000 §4, §9: expired today or past; expiring soon 1 to 14 days ahead.
      const { tomorrow } = localDays(now);
      const after14 = localDays(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 14)).tomorrow;
      const date = files('expiration_date');
      return anyOf(
        filter.states.map((state) => {
          switch (state) {
            case 'none':
              return sql<SqlBool>`${date} is null`;
            case 'expired':
              return isExpired(now);
            case 'expiringSoon':
              return sql<SqlBool>`(${date} >= ${tomorrow} and ${date} < ${after14})`;
            default:
              return sql<SqlBool>`${date} >= ${after14}`;
          }
        }),
      );
    }
    case 'brandingStatus':
      return anyOf(
        filter.statuses.map(
          (status) => sql<SqlBool>`${files('is_on_brand')} = ${status === 'onBrand' ? 1 : 0}`,
        ),
      );
    case 'workflowStatusesIds':
      return sql<SqlBool>`${files('workflow_status_id')} in (${sql.join(filter.ids)})`;
  }
}

/**
 * `files.<column>`, or with `unindexed` the same behind a unary plus, which no index answers: the
 * database then finds the files through another condition first (`chooseDrive`).
 */
const column = (name: keyof FileRow, unindexed: boolean) => (unindexed ? sql`+${files(name)}` : files(name));

/** spec 000 §3 "Logical field mapping". */
function logicalCondition(logical: LogicalFilter, unindexed = false): Condition {
  const col = (name: keyof FileRow) => column(name, unindexed);
  switch (logical.field) {
    case 'dateTaken': {
      const prefix = dateTakenPrefix(logical);
      return sql<SqlBool>`(${col('date_taken')} >= ${prefix} and ${col('date_taken')} < ${nextPrefix(prefix)})`;
    }
    case 'title':
    case 'author':
    case 'subject':
      return sql<SqlBool>`${col(logical.field)} = ${logical.value}`;
    case 'keywordId':
      return sql<SqlBool>`${col('id')} in (select fk.file_id from file_keywords fk where fk.keyword_id = ${logical.keywordId})`;
    case 'imageLocation': {
      const columns = ['country', 'state_province', 'city'] as const;
      return allOf(logical.parts.map((part, i) => sql<SqlBool>`${col(columns[i] as 'country')} = ${part}`));
    }
    case 'customDataValue':
      return logical.value === ''
        ? sql<SqlBool>`${files('id')} not in (select cv.file_id from file_custom_metadata cv where cv.definition_id = ${logical.definitionId} and cv.value <> '')`
        : sql<SqlBool>`${col('id')} in (select cv.file_id from file_custom_metadata cv where cv.definition_id = ${logical.definitionId} and cv.value = ${logical.value})`;
  }
}

/**
 * Which conditions the database finds a search's files through first, when a folder test (a
 * principal granted some folders, or a selected folder) meets a condition an index also answers
 * (text, a logical node, a date range). SQLite keeps no statistics and guesses: it took the text's
 * or the keyword's matches (60,000 and 30,000 files, each looked up) for a user whose folders hold
 * 43,000, whose index it could read alone, and the folders' 43,000 files for a month node of 3,500.
 * - 'folders': the folder test drives, the criteria are checked per file (written unindexed);
 * - 'criteria': the criteria drive, the folder test is checked per file;
 * - null: the database chooses (nothing to choose between, or PostgreSQL, which keeps statistics).
 */
export type Drive = 'folders' | 'criteria' | null;

/**
 * Where a text's matches must lie, as the index's flags say it (flags.ts): in the folders of a user
 * granted folders only, and in the selected folder (with its subfolders unless hideSubstructure).
 * The search's conditions say the same from the files; this lets the text index find only those
 * matches (a word in 63,844 files of a million, a user's folders 43,193: 2,771 from the index).
 * `covers`: every folder condition is in it (no grant on sets), so the matches are the user's own.
 */
function textWithin(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  folder: FolderRow | null,
): { within: Within; covers: boolean } {
  // The tests' 'filter' plan reads every condition from the files.
  if (!scope.textIndex.narrows || scope.plan === 'filter') return { within: [], covers: false };
  const visible = fileVisibility(scope.principal).visible;
  const within: string[][] = [];
  let covers = true;
  if (!visible.everywhere) {
    const folderIds = visible.folderPaths.map((path) => pathIds(path).at(-1));
    const byFolders =
      visible.setPaths.length + visible.groupIds.length === 0 &&
      folderIds.length > 0 &&
      folderIds.every((id) => id !== undefined);
    if (byFolders) within.push(folderIds.map((id) => underFolder(id as number)));
    else covers = false;
  }
  if (folder) within.push([criteria.hideSubstructure ? inFolder(folder.id) : underFolder(folder.id)]);
  return { within, covers };
}

/**
 * The drive for these criteria. A date range or a date, location, author or subject node drives:
 * its index holds the folder and visibility columns too (migration 0002_search), so it answers the
 * folder test without reading a row. Text, a keyword or a custom value: from two counts, the files
 * the folder test keeps (read from the folder index alone) and the criterion's matches (counted up
 * to the first; a few milliseconds each at a million files), each match weighing DRIVE_LOOKUP_COST
 * entries of the folder index.
 */
export async function chooseDrive(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  /** The selected folder, read already (searchConditions); read here when omitted. */
  selected?: FolderRow | null,
): Promise<Drive> {
  if (scope.dialect !== 'sqlite') return null;
  const visible = fileVisibility(scope.principal).visible;
  const byFolders =
    !visible.everywhere &&
    visible.folderPaths.length > 0 &&
    visible.setPaths.length + visible.groupIds.length === 0;
  if (!byFolders && criteria.folderId === null) return null;
  const { logical, text } = criteria;
  const covered =
    logical?.field === 'dateTaken' ||
    logical?.field === 'imageLocation' ||
    logical?.field === 'author' ||
    logical?.field === 'subject';
  if (covered || criteria.dateFrom !== null || criteria.dateTo !== null) return 'criteria';
  const keyed =
    logical?.field === 'keywordId' || (logical?.field === 'customDataValue' && logical.value !== '');
  if (text?.mode !== 'match' && !keyed) return null;

  const folder = selected === undefined ? await selectedFolder(scope, criteria) : selected;
  const folderWhere = allOf([
    ...(byFolders ? [inScope(visible)] : []),
    ...(folder ? [selectedFolderCondition(criteria, folder, false)] : []),
  ]);
  const folders = await countWhere(scope.db, folderWhere);
  const upTo = folders + 1;
  const counts: number[] = [];
  if (text?.mode === 'match') {
    const { within } = textWithin(scope, criteria, folder);
    const { rows } = await scope.textIndex.matchCount(text.expr, within).execute(scope.db);
    counts.push(Number(rows[0]?.n ?? 0));
  }
  if (logical?.field === 'keywordId') {
    const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from file_keywords
      where keyword_id = ${logical.keywordId} limit ${upTo})`.execute(scope.db);
    counts.push(Number(rows[0]?.n ?? 0));
  }
  if (logical?.field === 'customDataValue' && logical.value !== '') {
    const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from file_custom_metadata
      where definition_id = ${logical.definitionId} and value = ${logical.value} limit ${upTo})`.execute(
      scope.db,
    );
    counts.push(Number(rows[0]?.n ?? 0));
  }
  return Math.min(...counts) * DRIVE_LOOKUP_COST < folders ? 'criteria' : 'folders';
}

/**
 * What a file found through the criteria costs against one found through the folder index: the
 * criteria's files are each looked up in the files table, the folder index holds what the folder
 * test and visibility need (a keyword of 29,561 files in a user's 43,193: 85 ms through the keyword,
 * 40 ms through the folders; a month of 3,484: 3.7 ms through the month, 114 ms through the folders).
 */
const DRIVE_LOOKUP_COST = 8;

/** The selected folder (404 when missing or not visible), or null when none is selected. */
function selectedFolder(scope: SearchScope, criteria: ResolvedCriteria): Promise<FolderRow | null> {
  return criteria.folderId === null
    ? Promise.resolve(null)
    : visibleFolder(scope.db, scope.principal, criteria.folderId);
}

/** The selected folder and, unless hideSubstructure, its subfolders. */
function selectedFolderCondition(
  criteria: ResolvedCriteria,
  folder: FolderRow,
  unindexed: boolean,
): Condition {
  const folderId = column('folder_id', unindexed);
  return criteria.hideSubstructure
    ? sql<SqlBool>`${folderId} = ${folder.id}`
    : sql<SqlBool>`${folderId} in (select sf.id from folders sf where sf.path like ${subtreePattern(folder.path)})`;
}

/** The WHERE of a search, with the text's condition apart (a relevance page joins the ranked matches instead). */
export interface SearchWhere {
  others: Condition[];
  text: Condition | null;
  /**
   * The text checked file by file (TextIndex.contains), where that is a few seeks in the index
   * (`probeable`): a walk that reads a few files then need not list every match first. Null otherwise.
   */
  probe: Condition | null;
  /** Where the text index itself keeps the matches (`textWithin`). */
  within: Within;
  /** Whether `within` holds every folder condition of the principal and the selection. */
  withinCovers: boolean;
  /** Which conditions find the files first (`chooseDrive`). */
  drive: Drive;
}

const whole = (where: SearchWhere) => allOf(where.text ? [...where.others, where.text] : where.others);
/** The same WHERE with the text checked file by file; null without a probe. */
const probed = (where: SearchWhere) => (where.probe ? allOf([...where.others, where.probe]) : null);

/**
 * The WHERE of a search: what the principal may see, the selection (404 when the folder, set or
 * collection does not exist or cannot be seen), text, filters, logical view, dates, rating.
 */
export async function searchConditions(scope: SearchScope, criteria: ResolvedCriteria): Promise<SearchWhere> {
  const { db, principal, now } = scope;
  const folder = await selectedFolder(scope, criteria);
  // The tests' 'filter' plan leaves the choice to the database.
  const drive = scope.plan === 'filter' ? null : await chooseDrive(scope, criteria, folder);
  const foldersUnindexed = drive === 'criteria';
  const criteriaUnindexed = drive === 'folders';
  const conditions = visibleFileConditions(fileVisibility(principal), now, foldersUnindexed);
  if (folder) conditions.push(selectedFolderCondition(criteria, folder, foldersUnindexed));
  if (criteria.set !== null) {
    let members: Condition;
    if (criteria.set.kind === 'group') {
      const group = await visibleGroup(db, principal, criteria.set.id);
      members = sql<SqlBool>`sm.set_id in (select ss.id from sets ss where ss.group_id = ${group.id})`;
    } else {
      const set = await visibleSet(db, principal, criteria.set.id);
      members = criteria.hideSubstructure
        ? sql<SqlBool>`sm.set_id = ${set.id}`
        : sql<SqlBool>`sm.set_id in (select ss.id from sets ss where ss.path like ${subtreePattern(set.path)})`;
    }
    conditions.push(sql<SqlBool>`${files('id')} in (select sm.file_id from set_files sm where ${members})`);
  }
  if (criteria.minRating > 0) conditions.push(sql<SqlBool>`${files('rating')} >= ${criteria.minRating}`);
  let text: Condition | null = null;
  let probe: Condition | null = null;
  const { within, covers } = textWithin(scope, criteria, folder);
  if (criteria.text?.mode === 'match') {
    const ids = scope.textIndex.matchingIds(criteria.text.expr, within);
    text = sql<SqlBool>`${column('id', criteriaUnindexed)} in (${ids})`;
    if (probeable(criteria.text.expr)) probe = scope.textIndex.contains(criteria.text.expr, within);
  } else if (criteria.text) {
    // Every file but the matches: the matches anywhere.
    text = sql<SqlBool>`${files('id')} not in (${scope.textIndex.matchingIds(criteria.text.expr)})`;
  }
  for (const filter of criteria.filters) conditions.push(filterCondition(filter, now));
  if (criteria.logical) conditions.push(logicalCondition(criteria.logical, criteriaUnindexed));
  const dateTaken = column('date_taken', criteriaUnindexed);
  if (criteria.dateFrom !== null) conditions.push(sql<SqlBool>`${dateTaken} >= ${criteria.dateFrom}`);
  if (criteria.dateTo !== null) conditions.push(sql<SqlBool>`${dateTaken} < ${nextDay(criteria.dateTo)}`);
  return { others: conditions, text, probe, within, withinCovers: covers, drive };
}

async function countWhere(db: Db, where: Condition): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How a sort option orders the files (spec 000 §3 sort options; order 1 ascending, 2 descending). */
interface SortPlan {
  /** The sort key, or null for relevance. */
  key: RawBuilder<unknown> | null;
  /** For keys that may be empty: what "has a value" means (files without one come last, as the mocks). */
  present: Condition | null;
  /** Sort by a custom field: its definition. */
  customFieldId: number | null;
  /** Whether the criteria or the principal's visibility narrow the files (custom sorts only). */
  narrow: boolean;
}

// Columns of the built-in sort options. Text sorts ignore case (decided); empty values come last.
const SORT_KEYS: Record<number, { key: RawBuilder<unknown>; present: Condition | null }> = {
  1: { key: files('added_at'), present: null },
  2: { key: files('date_taken'), present: sql<SqlBool>`${files('date_taken')} is not null` },
  3: { key: sql`lower(${files('title')})`, present: sql<SqlBool>`${files('title')} <> ''` },
  5: { key: files('last_data_update'), present: null },
  6: { key: files('last_viewed'), present: sql<SqlBool>`${files('last_viewed')} is not null` },
  7: { key: sql`lower(${files('file_name')})`, present: null },
  8: { key: files('extension'), present: null },
  9: { key: files('file_size'), present: null },
  10: { key: files('view_count'), present: null },
};

/**
 * The indexes that hold the built-in sort keys in order (migration 0002_search), by sort option.
 * Relevance without text is the newest first: files_added_at.
 */
const SORT_INDEXES: Record<number, string> = {
  1: 'files_added_at',
  2: 'files_date_taken',
  3: 'files_title_lower',
  5: 'files_last_data_update',
  7: 'files_file_name_lower',
};

/** How many files match and how many the sort index holds: what decides a walk (`walkWindow`). */
interface MatchEstimate {
  matched: number;
  indexed: number;
}

/**
 * Whether to walk the sort key's index in order, checking each file against the criteria, instead
 * of finding every match first and sorting them (what SQLite does alone: it keeps no statistics, so
 * a date range or a location node of 150,000 files newest first sorted all 150,000). When the
 * matches are spread over the index, the page's `offset + limit` matches lie within about
 * `(offset + limit) × indexed / matched` entries of its start. Walk when that is fewer than the
 * matches a sort would read. The walk is bounded (a window of the index, `walkedPage`), so matches
 * bunched at the far end of the index cost the window and then the sort, never the whole index.
 * Answers the window's length in index entries, or null for the filter-first plan.
 */
function walkWindow(
  scope: SearchScope,
  estimate: MatchEstimate | null,
  offset: number,
  limit: number,
): number | null {
  if (scope.dialect !== 'sqlite' || !estimate || scope.plan === 'filter') return null;
  const { matched, indexed } = estimate;
  if (scope.plan === 'walk') return Math.max(1, Math.min(indexed, offset + limit));
  if (matched <= 0 || indexed <= 0) return null;
  const expected = ((offset + limit) * indexed) / matched;
  if (expected > matched) return null;
  return Math.max(WALK_MIN_WINDOW, Math.ceil(expected * WALK_WINDOW_FACTOR));
}

/**
 * About how many files a sort index holds: the largest id (ids are not reused; deleted files make it
 * an over-estimate, which only makes a walk look longer than it is). One step down the primary key.
 */
async function indexedEstimate(scope: SearchScope): Promise<number> {
  if (scope.dialect !== 'sqlite') return 0;
  const row = await sql<{ n: number | null }>`select max(id) as n from files`.execute(scope.db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Whether a walk checks the text file by file (SearchWhere.probe) rather than reading every match
 * into a list first: when the files it expects to read, each a few seeks in the text index, cost
 * less than listing the matches (about PROBE_COST matches listed for one file checked). At a million
 * files, 'wen' (341,184 matches) newest first: 29 ms listed, 3.4 ms checked (141 files read); a
 * word of 63,844: 5.8 ms listed, 12 ms checked (752 read).
 */
function probes(scope: SearchScope, estimate: MatchEstimate | null, offset: number, limit: number): boolean {
  if (scope.plan === 'walk') return true;
  if (!estimate || estimate.matched <= 0) return false;
  const expected = ((offset + limit) * estimate.indexed) / estimate.matched;
  return expected * PROBE_COST < estimate.matched;
}

const PROBE_COST = 250;

/** The window of a walk: at least this many index entries, and this many times the expected walk. */
const WALK_MIN_WINDOW = 2000;
const WALK_WINDOW_FACTOR = 4;

/** Whether something narrows the files a search reads (a selection, text, filters, a date range, ...). */
function narrows(scope: SearchScope, criteria: ResolvedCriteria): boolean {
  return (
    criteria.folderId !== null ||
    criteria.set !== null ||
    criteria.text !== null ||
    criteria.logical !== null ||
    criteria.filters.length > 0 ||
    criteria.dateFrom !== null ||
    criteria.dateTo !== null ||
    criteria.minRating > 0 ||
    !fileVisibility(scope.principal).visible.everywhere
  );
}

async function sortPlan(scope: SearchScope, criteria: ResolvedCriteria): Promise<SortPlan> {
  const { db } = scope;
  const { sort } = criteria;
  if (sort.customFieldId !== null) {
    const definition = await db
      .selectFrom('custom_metadata_definitions')
      .selectAll()
      .where('id', '=', sort.customFieldId)
      .executeTakeFirst();
    if (!definition) {
      throw new HttpError(
        400,
        `Invalid sortOption ${sort.option}: there is no custom field ${sort.customFieldId}.`,
      );
    }
    // spec 000 §3: the recognition label is a sort option only while recognition is enabled.
    if (
      definition.is_recognition_label === 1 &&
      !(await readSetting(db, 'globalSettings')).recognitionEnabled
    ) {
      throw new HttpError(400, `Invalid sortOption ${sort.option}: recognition is not enabled.`);
    }
    return {
      key: sql.ref('sort_cm.value'),
      present: null,
      customFieldId: definition.id,
      narrow: narrows(scope, criteria),
    };
  }
  if (sort.option === 4) return { key: null, present: null, customFieldId: null, narrow: false };
  const known = SORT_KEYS[sort.option];
  if (!known)
    throw new HttpError(400, `Invalid sortOption ${sort.option}: use 1 to 10, or minus a custom field id.`);
  return { ...known, customFieldId: null, narrow: false };
}

/** Relevance with a text to rank by (spec 000 §3 sort option 4; short word starts rank alike: `rankless`). */
const isRanked = (plan: SortPlan, criteria: ResolvedCriteria) =>
  plan.key === null &&
  plan.customFieldId === null &&
  criteria.text?.mode === 'match' &&
  !rankless(criteria.text.expr);

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
  options: { sortValue: string | null; withTotal: boolean },
): Promise<PageRow[]> {
  const columns = [
    sql`files.id as page_id`,
    ...order.map((term) => sql`${term.expression} as ${sql.ref(term.alias)}`),
    ...(options.withTotal ? [sql`count(*) over () as total_count`] : []),
  ];
  const innerOrder = [
    ...order.map((term) => sql`${term.expression} ${sql.raw(term.direction)}`),
    sql`files.id ${sql.raw(idDirection)}`,
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
async function slice(
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
async function orderedPage(
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

/** The cache key of a search's total: what the user may see and every criterion that filters. */
function totalKey(scope: SearchScope, criteria: ResolvedCriteria): string {
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
function matchedCount(
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
    }
    if (scope.plan !== 'filter') {
      const tallied = await logicalNodeCount(scope, criteria);
      if (tallied !== null) return tallied;
    }
    if (!criteria.text && onlyText(criteria) && scope.plan !== 'filter') {
      // Nothing narrows: a viewer's count is every file less the hidden ones (45 → 6.2 ms at a
      // million files; the super admin's count has no condition to check anyway).
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
 * The count of the files `hiddenFiles` hides, among every file: the expired ones read from the
 * expiration index, the off-brand ones from files_off_brand (migration 0007), without reading a
 * row. Null where `hiddenFiles` is (and on PostgreSQL, which has no INDEXED BY).
 */
function hiddenCount(scope: SearchScope): RawBuilder<{ n: number }> | null {
  const hidden = scope.dialect === 'sqlite' ? hiddenFiles(scope) : null;
  if (!hidden) return null;
  const tomorrow = hidden.expiredBefore;
  const branches: RawBuilder<unknown>[] = [];
  if (tomorrow !== null) {
    branches.push(
      sql`select id from files indexed by files_expiration_date where expiration_date < ${tomorrow}`,
    );
  }
  if (hidden.offBrand) {
    const notExpired =
      tomorrow === null ? sql`` : sql`and coalesce(expiration_date, '9999-12-31') >= ${tomorrow}`;
    branches.push(
      sql`select id from files indexed by ${sql.ref(OFF_BRAND_INDEX)} where is_on_brand = 0 ${notExpired}`,
    );
  }
  return sql<{ n: number }>`select count(*) as n from (${sql.join(branches, sql` union all `)}) as h`;
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
async function rankedPage(
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
