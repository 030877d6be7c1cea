// Which files a principal may see, as SQL over the files table: the permission function's rules
// (auth/permissions.ts `covers`, `can`) turned into conditions, so search, count and the logical
// views filter in the database instead of reading every row. visibility.test.ts checks, file by
// file, that these conditions keep exactly what `can()` allows.
//
// - A file is visible when a grant of the principal covers its folder (that folder or one above),
//   or covers a set (or collection) the file belongs to. Folders that are only visible as the way
//   down to a granted folder (canSee) show no files of their own: nothing was granted there.
// - spec 000 §6: expired files (expiration date today or past, spec 000 §4) only where the
//   principal holds images.seeExpired.
// - Off-brand files only where the principal holds images.seeOffBrand (spec 000 §6 permission names;
//   as the mocks).
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Grant, Principal } from './permissions';

/** Where some grants apply: everywhere, or under folder paths, set paths and collections. */
export type GrantScope =
  | { everywhere: true }
  | {
      everywhere: false;
      folderPaths: string[];
      setPaths: string[];
      groupIds: number[];
      /**
       * A shared-link visitor's link (spec 001 §6): the scope is its files, nothing else (the paths
       * are empty); `shareVersion` keys cached answers to the link's settings and files.
       */
      shareId?: number;
      shareVersion?: string;
    };

const isEverywhere = (grant: Grant) =>
  grant.folderPath === null && grant.setPath === null && grant.groupId === null;

/** The scope of the principal's grants that pass `keep` (all grants when omitted). */
export function grantScope(principal: Principal, keep: (grant: Grant) => boolean = everyGrant): GrantScope {
  if (principal.share) return sharedLinkScope(principal, keep);
  if (principal.isSuperAdmin) return { everywhere: true };
  const grants = principal.grants.filter(keep);
  if (grants.some(isEverywhere)) return { everywhere: true };
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))].sort();
  return {
    everywhere: false,
    // A path under another one adds nothing: keep the shortest.
    folderPaths: dropCovered(unique(grants.map((g) => g.folderPath))),
    setPaths: dropCovered(unique(grants.map((g) => g.setPath))),
    groupIds: unique(grants.map((g) => g.groupId)),
  };
}

/**
 * A shared-link visitor's scope: the link's files for seeing; for the grants a `keep` asks about
 * (images.seeExpired, images.seeOffBrand), nothing: the visitor holds no grant, so expired and
 * off-brand files of the link stay hidden as from any viewer without those permissions (spec 000 §6;
 * docs/decisions.md "Share links").
 */
function sharedLinkScope(principal: Principal, keep: (grant: Grant) => boolean): GrantScope {
  const share = principal.share;
  const seeing = share !== undefined && keep === everyGrant;
  return {
    everywhere: false,
    folderPaths: [],
    setPaths: [],
    groupIds: [],
    ...(seeing ? { shareId: share.shareId, shareVersion: share.version } : {}),
  };
}

const everyGrant = () => true;

function dropCovered(paths: string[]): string[] {
  return paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(other)));
}

/** A stable text for a scope (the logical views' cache key, search/logical.ts). */
export function scopeKey(scope: GrantScope): string {
  if (scope.everywhere) return '*';
  const share = scope.shareId === undefined ? '' : `|l${scope.shareId}@${scope.shareVersion ?? ''}`;
  return `f${scope.folderPaths.join(',')}|s${scope.setPaths.join(',')}|g${scope.groupIds.join(',')}${share}`;
}

const FALSE = sql<SqlBool>`1 = 0`;

/** Paths hold only digits and slashes (library/folders.ts), so a LIKE pattern needs no escaping. */
const under = (column: RawBuilder<unknown>, path: string) => sql<SqlBool>`${column} like ${`${path}%`}`;

/** `files.<column>` of the outer query. */
const files = (column: string) => sql.ref(`files.${column}`);

/**
 * The files a scope covers: in a folder below a granted folder path, or in a granted set or
 * collection. `unindexed`: the folder test is written so no index answers it (a unary plus), which
 * makes the database find the files through another condition first (search/planner.ts `chooseDrive`).
 */
export function inScope(scope: GrantScope, unindexed = false): RawBuilder<SqlBool> {
  if (scope.everywhere) return sql<SqlBool>`1 = 1`;
  const parts: RawBuilder<SqlBool>[] = [];
  if (scope.shareId !== undefined) {
    parts.push(
      sql<SqlBool>`${files('id')} in (select scope_shared.file_id from share_files scope_shared where scope_shared.share_id = ${scope.shareId})`,
    );
  }
  if (scope.folderPaths.length > 0) {
    const paths = sql.join(
      scope.folderPaths.map((path) => under(sql.ref('scope_folders.path'), path)),
      sql` or `,
    );
    const folder = unindexed ? sql`+${files('folder_id')}` : files('folder_id');
    parts.push(
      sql<SqlBool>`${folder} in (select scope_folders.id from folders scope_folders where ${paths})`,
    );
  }
  if (scope.setPaths.length > 0 || scope.groupIds.length > 0) {
    const sets = [
      ...scope.setPaths.map((path) => under(sql.ref('scope_sets.path'), path)),
      ...(scope.groupIds.length > 0
        ? [sql<SqlBool>`scope_sets.group_id in (${sql.join(scope.groupIds)})`]
        : []),
    ];
    parts.push(
      sql<SqlBool>`${files('id')} in (select scope_members.file_id from set_files scope_members where scope_members.set_id in (select scope_sets.id from sets scope_sets where ${sql.join(sets, sql` or `)}))`,
    );
  }
  if (parts.length === 0) return FALSE;
  return parts.length === 1
    ? (parts[0] as RawBuilder<SqlBool>)
    : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The local calendar day of `now` and the next one, 'yyyy-mm-dd' (expiry is by local day, spec 000 §4). */
export function localDays(now: Date): { today: string; tomorrow: string } {
  const day = (date: Date) =>
    `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { today: day(now), tomorrow: day(next) };
}

/**
 * spec 000 §4: expired when the expiration date is today or past. Dates are ISO text ('2026-06-15' or
 * '2026-06-15T…'), so "on or before today" is "before tomorrow" and uses the column's index.
 */
export function isExpired(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${files('expiration_date')} is not null and ${files('expiration_date')} < ${localDays(now).tomorrow})`;
}

/**
 * Not expired (no date, or a date after today). Written without OR: most files pass, and an OR here
 * makes SQLite walk the expiration index row by row instead of scanning a covering index.
 */
export function isNotExpired(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(${files('expiration_date')}, '9999-12-31') >= ${localDays(now).tomorrow}`;
}

/** What a principal may see of the files, as the scopes the conditions are built from. */
export interface FileVisibility {
  visible: GrantScope;
  seeExpired: GrantScope;
  seeOffBrand: GrantScope;
}

export function fileVisibility(principal: Principal): FileVisibility {
  return {
    visible: grantScope(principal),
    seeExpired: grantScope(principal, (g) => g.permissions.has('images.seeExpired')),
    seeOffBrand: grantScope(principal, (g) => g.permissions.has('images.seeOffBrand')),
  };
}

/** What an answer computed under `visibility` on the day of `now` depends on (search/cache.ts keys). */
export function visibilityKey(visibility: FileVisibility, now: Date): string {
  return [
    scopeKey(visibility.visible),
    scopeKey(visibility.seeExpired),
    scopeKey(visibility.seeOffBrand),
    localDays(now).today,
  ].join('#');
}

/**
 * The conditions keeping the files `principal` may see (an empty list: every file). `unindexed`:
 * no index answers the folder test (`inScope`).
 */
export function visibleFileConditions(
  visibility: FileVisibility,
  now: Date,
  unindexed = false,
): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (!visibility.visible.everywhere) conditions.push(inScope(visibility.visible, unindexed));
  if (!visibility.seeExpired.everywhere) {
    conditions.push(
      hasScope(visibility.seeExpired)
        ? sql<SqlBool>`(${isNotExpired(now)} or ${inScope(visibility.seeExpired)})`
        : isNotExpired(now),
    );
  }
  if (!visibility.seeOffBrand.everywhere) {
    conditions.push(
      hasScope(visibility.seeOffBrand)
        ? sql<SqlBool>`(${files('is_on_brand')} = 1 or ${inScope(visibility.seeOffBrand)})`
        : sql<SqlBool>`${files('is_on_brand')} = 1`,
    );
  }
  return conditions;
}

function hasScope(scope: GrantScope): boolean {
  return (
    scope.everywhere ||
    scope.shareId !== undefined ||
    scope.folderPaths.length + scope.setPaths.length + scope.groupIds.length > 0
  );
}

/** Conditions joined with AND (true when there are none). */
export function allOf(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  if (conditions.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
