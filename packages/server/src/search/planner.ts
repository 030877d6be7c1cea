// How a search runs (SQLite keeps no statistics, so the server chooses what the database would
// guess wrong; search/README.md "Indexes and plans"): which conditions find the files first (the
// drive), how a sort option orders the files (the sort plan), and whether a page walks the sort
// key's index or probes the text file by file. PostgreSQL's own planner keeps statistics: most of
// these choices are SQLite's alone.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { allOf, fileVisibility, inScope } from '../auth/visibility';
import type { FolderRow } from '../db/schema';
import { HttpError } from '../domain/errors';
import { readSetting } from '../library/settings';
import {
  buildWhere,
  type Condition,
  files,
  type SearchWhere,
  selectedFolder,
  selectedFolderCondition,
  textWithin,
} from './conditions';
import { countWhere } from './counting';
import type { ResolvedCriteria } from './criteria';
import type { SearchScope } from './query';
import { rankless } from './text-query';

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

/**
 * The WHERE of a search (conditions.ts `buildWhere`) with its drive: the selected folder is read (404
 * when missing or not visible), then the drive chosen for it.
 */
export async function searchConditions(scope: SearchScope, criteria: ResolvedCriteria): Promise<SearchWhere> {
  const folder = await selectedFolder(scope, criteria);
  // The tests' 'filter' plan leaves the choice to the database.
  const drive = scope.plan === 'filter' ? null : await chooseDrive(scope, criteria, folder);
  return buildWhere(scope, criteria, folder, drive);
}

/** How a sort option orders the files (spec 000 §3 sort options; order 1 ascending, 2 descending). */
export interface SortPlan {
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
export const SORT_INDEXES: Record<number, string> = {
  1: 'files_added_at',
  2: 'files_date_taken',
  3: 'files_title_lower',
  5: 'files_last_data_update',
  7: 'files_file_name_lower',
};

/** How many files match and how many the sort index holds: what decides a walk (`walkWindow`). */
export interface MatchEstimate {
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
export function walkWindow(
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
export async function indexedEstimate(scope: SearchScope): Promise<number> {
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
export function probes(scope: SearchScope, estimate: MatchEstimate | null, offset: number, limit: number): boolean {
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

export async function sortPlan(scope: SearchScope, criteria: ResolvedCriteria): Promise<SortPlan> {
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
export const isRanked = (plan: SortPlan, criteria: ResolvedCriteria) =>
  plan.key === null &&
  plan.customFieldId === null &&
  criteria.text?.mode === 'match' &&
  !rankless(criteria.text.expr);
