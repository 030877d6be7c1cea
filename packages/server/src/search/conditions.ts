// The conditions of a search (spec 000 §3 search criteria, §6 visibility): resolved criteria become
// one WHERE over the files table (typed Kysely with `sql` fragments for the parts the builder has no
// words for). Every fragment is portable between SQLite and PostgreSQL except the text index, which
// sits behind TextIndex (text-index.ts). Which of them finds the files first is the planner's choice
// (planner.ts); query.ts runs the search.
import { dateTakenPrefix } from '@vitrine/core';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { allOf, fileVisibility, isExpired, localDays, visibleFileConditions } from '../auth/visibility';
import type { FileRow, FolderRow } from '../db/schema';
import { pathIds, subtreePattern, visibleFolder } from '../library/folders';
import { visibleGroup, visibleSet } from '../library/sets';
import type { Filter, LogicalFilter, ResolvedCriteria } from './criteria';
import { inFolder, underFolder } from './flags';
import type { Drive } from './planner';
import type { SearchScope } from './query';
import type { Within } from './text-index';
import { probeable } from './text-query';

export type Condition = RawBuilder<SqlBool>;

export const files = (column: keyof FileRow) => sql.ref(`files.${column}`);
export const TRUE: Condition = sql<SqlBool>`1 = 1`;

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
export const column = (name: keyof FileRow, unindexed: boolean) => (unindexed ? sql`+${files(name)}` : files(name));

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
 * Where a text's matches must lie, as the index's flags say it (flags.ts): in the folders of a user
 * granted folders only, and in the selected folder (with its subfolders unless hideSubstructure).
 * The search's conditions say the same from the files; this lets the text index find only those
 * matches (a word in 63,844 files of a million, a user's folders 43,193: 2,771 from the index).
 * `covers`: every folder condition is in it (no grant on sets), so the matches are the user's own.
 */
export function textWithin(
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

/** The selected folder (404 when missing or not visible), or null when none is selected. */
export function selectedFolder(scope: SearchScope, criteria: ResolvedCriteria): Promise<FolderRow | null> {
  return criteria.folderId === null
    ? Promise.resolve(null)
    : visibleFolder(scope.db, scope.principal, criteria.folderId);
}

/** The selected folder and, unless hideSubstructure, its subfolders. */
export function selectedFolderCondition(
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

export const whole = (where: SearchWhere) => allOf(where.text ? [...where.others, where.text] : where.others);
/** The same WHERE with the text checked file by file; null without a probe. */
export const probed = (where: SearchWhere) => (where.probe ? allOf([...where.others, where.probe]) : null);

/**
 * The WHERE of a search: what the principal may see, the selection (404 when the set or collection
 * does not exist or cannot be seen; the selected folder, `selectedFolder`, was read already), text,
 * filters, logical view, dates, rating; the folder test or the criteria written unindexed as the
 * planner's `drive` says (planner.ts `searchConditions` reads the folder and chooses the drive).
 */
export async function buildWhere(
  scope: SearchScope,
  criteria: ResolvedCriteria,
  folder: FolderRow | null,
  drive: Drive,
): Promise<SearchWhere> {
  const { db, principal, now } = scope;
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
