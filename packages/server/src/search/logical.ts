// The logical views (spec 000 §2 "Logical tree", §3 "Logical view node", §7 "Logical"): the raw rows
// the client builds its nodes from (packages/tree/src/logical/nodes.ts), aggregated from the files'
// metadata and counted over what the principal may see (the same conditions as search, auth/visibility.ts).
// - date: one row per year and month of the date taken (Browse by Timeline: year, then month);
// - keywords: one row per keyword, with its id (the node id and search use the keyword id);
// - location: one row per country / state / city, empty parts null (shown as <Not specified>);
// - string: one row per value of title, author, subject, or a custom field (not the recognition label).
// Files without the value are not counted (a branch with no data is removed, spec 000 §4).
// Rows are ordered here (years and months ascending; text in natural order), so both dialects answer alike.
// Date, keywords, location, author and custom fields are summed from the per-folder tallies
// (tallies.ts) when the principal's grants allow; otherwise, and for title and subject, counted exactly.
import type { components } from '@vitrine/api-client';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Principal } from '../auth/permissions';
import { allOf, fileVisibility, visibilityKey, visibleFileConditions } from '../auth/visibility';
import type { Database } from '../db/schema';
import { HttpError } from '../domain/errors';
import type { ResultCache } from './cache';
import { type TallyView, tallyCounts } from './tallies';

type LogicalRow = components['schemas']['LogicalRow'];
type Db = Kysely<Database>;

/** Text values in natural order, ignoring case ('Photo 2' before 'Photo 10'), as the folder tree. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The `field` parameter of GET /api/logical/string: title, author, subject or custom-{definitionId}. */
export type StringField =
  | { kind: 'attribute'; column: 'title' | 'author' | 'subject' }
  | { kind: 'custom'; definitionId: number };

export function readStringField(field: string): StringField {
  if (field === 'title' || field === 'author' || field === 'subject')
    return { kind: 'attribute', column: field };
  const match = /^custom-(\d{1,9})$/.exec(field);
  if (match) return { kind: 'custom', definitionId: Number(match[1]) };
  throw new HttpError(
    400,
    `Unknown logical field '${field}': use title, author, subject or custom-{definitionId}.`,
  );
}

/** How the rows are counted: `exact` skips the tallies (tallies.test.ts compares both). */
export interface LogicalOptions {
  exact?: boolean;
}

/** The tallied counts of `view` for the principal, or null (exact counting, or the tallies cannot answer). */
function tallied(
  db: Db,
  principal: Principal,
  now: Date,
  view: TallyView,
  options: LogicalOptions | undefined,
): Promise<Map<string, number> | null> {
  if (options?.exact) return Promise.resolve(null);
  return tallyCounts(db, fileVisibility(principal), now, view);
}

/** The answer for `view`, from the cache while the library did not change (cache.ts). */
function cached(
  cache: ResultCache | null | undefined,
  principal: Principal,
  now: Date,
  view: string,
  compute: () => Promise<LogicalRow[]>,
): Promise<LogicalRow[]> {
  if (!cache) return compute();
  return cache.get(`logical|${view}|${visibilityKey(fileVisibility(principal), now)}`, compute);
}

/** What the logical calls count over: the files the principal may see. */
function visibleFiles(principal: Principal, now: Date): RawBuilder<SqlBool> {
  return allOf(visibleFileConditions(fileVisibility(principal), now));
}

/**
 * Counts per key over a table that points at files (keywords, custom values), for the files the
 * principal may see. `count(hidden)` answers the counts among the files matching a condition on
 * the table's `file_id` (null: all rows).
 * - Sees every file: the files table is not read at all.
 * - Sees every folder but not expired or off-brand files (a viewer): the counts of all rows minus
 *   those of the few hidden files, which the visibility index finds without reading the rest.
 * - Granted some folders or sets: the counts among the visible files.
 */
async function visibleCounts(
  principal: Principal,
  now: Date,
  column: string,
  count: (filesWhere: RawBuilder<SqlBool> | null) => Promise<{ key: string | number; n: number }[]>,
): Promise<Map<string | number, number>> {
  const visibility = fileVisibility(principal);
  const conditions = visibleFileConditions(visibility, now);
  const among = (condition: RawBuilder<SqlBool>) =>
    sql<SqlBool>`${sql.ref(column)} in (select files.id from files where ${condition})`;
  const tally = (rows: { key: string | number; n: number }[]) =>
    new Map(rows.map((row) => [row.key, Number(row.n)] as const));
  if (conditions.length === 0) return tally(await count(null));
  if (!visibility.visible.everywhere) return tally(await count(among(allOf(conditions))));
  const counts = tally(await count(null));
  for (const hidden of await count(among(sql<SqlBool>`not ${allOf(conditions)}`))) {
    const left = (counts.get(hidden.key) ?? 0) - Number(hidden.n);
    if (left > 0) counts.set(hidden.key, left);
    else counts.delete(hidden.key);
  }
  return counts;
}

export function logicalDateRows(
  db: Db,
  principal: Principal,
  now: Date,
  cache?: ResultCache | null,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  return cached(cache, principal, now, 'date', () => logicalDateUncached(db, principal, now, options));
}

async function logicalDateUncached(
  db: Db,
  principal: Principal,
  now: Date,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  const tallies = await tallied(db, principal, now, { kind: 'date' }, options);
  const rows = tallies
    ? [...tallies].map(([ym, n]) => ({ ym, n }))
    : await db
        .selectFrom('files')
        .select([
          sql<string>`substr(files.date_taken, 1, 7)`.as('ym'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('files.date_taken', 'is not', null)
        .where(visibleFiles(principal, now))
        .groupBy(sql`substr(files.date_taken, 1, 7)`)
        .execute();
  const out: LogicalRow[] = [];
  for (const row of rows) {
    const match = /^(\d{4})-(\d{2})$/.exec(row.ym ?? '');
    const month = Number(match?.[2]);
    if (!match || month < 1 || month > 12) continue;
    out.push({ year: Number(match[1]), month, count: Number(row.n) });
  }
  return out.sort((a, b) => (a.year ?? 0) - (b.year ?? 0) || (a.month ?? 0) - (b.month ?? 0));
}

export function logicalKeywordRows(
  db: Db,
  principal: Principal,
  now: Date,
  cache?: ResultCache | null,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  return cached(cache, principal, now, 'keywords', () => logicalKeywordUncached(db, principal, now, options));
}

async function logicalKeywordUncached(
  db: Db,
  principal: Principal,
  now: Date,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  const tallies = await tallied(db, principal, now, { kind: 'keywords' }, options);
  const counts: Map<string | number, number> = tallies
    ? new Map([...tallies].map(([id, n]) => [Number(id), n] as const))
    : await visibleCounts(principal, now, 'file_keywords.file_id', (filesWhere) => {
        let query = db
          .selectFrom('file_keywords')
          .select(['file_keywords.keyword_id as key', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('file_keywords.keyword_id');
        if (filesWhere) query = query.where(filesWhere);
        return query.execute();
      });
  const ids = [...counts.keys()] as number[];
  const keywords =
    ids.length === 0
      ? []
      : await db.selectFrom('keywords').select(['id', 'name']).where('id', 'in', ids).execute();
  return keywords
    .map((keyword) => ({ id: keyword.id, value: keyword.name, count: counts.get(keyword.id) ?? 0 }))
    .sort((a, b) => naturalOrder.compare(a.value, b.value) || a.id - b.id);
}

export function logicalLocationRows(
  db: Db,
  principal: Principal,
  now: Date,
  cache?: ResultCache | null,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  return cached(cache, principal, now, 'location', () =>
    logicalLocationUncached(db, principal, now, options),
  );
}

async function logicalLocationUncached(
  db: Db,
  principal: Principal,
  now: Date,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  const tallies = await tallied(db, principal, now, { kind: 'location' }, options);
  const rows = tallies
    ? [...tallies].map(([key, n]) => {
        const [country, state_province, city] = JSON.parse(key) as [string, string, string];
        return { country, state_province, city, n };
      })
    : await db
        .selectFrom('files')
        .select([
          'files.country',
          'files.state_province',
          'files.city',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where(sql<SqlBool>`(files.country <> '' or files.state_province <> '' or files.city <> '')`)
        .where(visibleFiles(principal, now))
        .groupBy(['files.country', 'files.state_province', 'files.city'])
        .execute();
  const part = (value: string) => (value.trim() === '' ? null : value);
  return rows
    .map((row) => ({
      country: part(row.country),
      stateProvince: part(row.state_province),
      city: part(row.city),
      count: Number(row.n),
    }))
    .sort(
      (a, b) =>
        naturalOrder.compare(a.country ?? '', b.country ?? '') ||
        naturalOrder.compare(a.stateProvince ?? '', b.stateProvince ?? '') ||
        naturalOrder.compare(a.city ?? '', b.city ?? ''),
    );
}

export function logicalStringRows(
  db: Db,
  principal: Principal,
  now: Date,
  field: StringField,
  cache?: ResultCache | null,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  const view = field.kind === 'attribute' ? field.column : `custom-${field.definitionId}`;
  return cached(cache, principal, now, view, () => logicalStringUncached(db, principal, now, field, options));
}

async function logicalStringUncached(
  db: Db,
  principal: Principal,
  now: Date,
  field: StringField,
  options?: LogicalOptions,
): Promise<LogicalRow[]> {
  let rows: { value: string; n: number }[];
  const authors =
    field.kind === 'attribute' && field.column === 'author'
      ? await tallied(db, principal, now, { kind: 'author' }, options)
      : null;
  if (authors) {
    rows = [...authors].map(([value, n]) => ({ value, n }));
  } else if (field.kind === 'attribute') {
    const column = sql.ref(`files.${field.column}`);
    rows = await db
      .selectFrom('files')
      .select([sql<string>`${column}`.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
      .where(sql<SqlBool>`${column} <> ''`)
      .where(visibleFiles(principal, now))
      .groupBy(column)
      .execute();
  } else {
    const definition = await db
      .selectFrom('custom_metadata_definitions')
      .select(['id', 'is_recognition_label'])
      .where('id', '=', field.definitionId)
      .executeTakeFirst();
    if (!definition)
      throw new HttpError(
        400,
        `Unknown logical field 'custom-${field.definitionId}': there is no custom field ${field.definitionId}.`,
      );
    // spec 000 §2: the custom-field branch leaves out the definition labelled as the recognition label.
    if (definition.is_recognition_label === 1) {
      throw new HttpError(
        400,
        `The custom field ${field.definitionId} holds recognition labels, which have no logical view.`,
      );
    }
    const tallies = await tallied(
      db,
      principal,
      now,
      { kind: 'custom', definitionId: definition.id },
      options,
    );
    const counts: Map<string | number, number> =
      tallies ??
      (await visibleCounts(principal, now, 'file_custom_metadata.file_id', (filesWhere) => {
        let query = db
          .selectFrom('file_custom_metadata')
          .select(['file_custom_metadata.value as key', (eb) => eb.fn.countAll<number>().as('n')])
          .where('file_custom_metadata.definition_id', '=', definition.id)
          .where('file_custom_metadata.value', '<>', '')
          .groupBy('file_custom_metadata.value');
        if (filesWhere) query = query.where(filesWhere);
        return query.execute();
      }));
    rows = [...counts].map(([value, n]) => ({ value: String(value), n }));
  }
  return rows
    .map((row) => ({ value: row.value, count: Number(row.n) }))
    .sort(
      (a, b) =>
        naturalOrder.compare(a.value, b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
}
