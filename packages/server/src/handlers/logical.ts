// logical: the rows of the logical views (spec 000 §2 "Logical tree", §7 "GET /api/logical/date,
// /api/logical/keywords, /api/logical/location and /api/logical/string?format=json&field={name}"),
// counted over the files the user may see. The client builds the nodes and their ids from them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden } from '../domain/errors';
import type { HandlerTable } from '../http/context';
import { readSetting } from '../library/settings';
import {
  logicalDateRows,
  logicalKeywordRows,
  logicalLocationRows,
  logicalStringRows,
  readStringField,
  resultCacheFor,
} from '../search';

/** The message when an administrator turned the logical views off. */
export const LOGICAL_VIEWS_OFF = 'Logical views are turned off.';

/** spec 000 §6: "Whether a person may view sets or logical views is a server setting" (flag ShowLogicalViews). */
async function requireLogicalViews(db: Kysely<Database>): Promise<void> {
  if (!(await readSetting(db, 'flags')).ShowLogicalViews) throw forbidden(LOGICAL_VIEWS_OFF);
}

export const logicalHandlers: HandlerTable = {
  async getLogicalDate({ app, db, principal }) {
    await requireLogicalViews(db);
    return logicalDateRows(db, principal, app.now(), resultCacheFor(db, app.dialect));
  },

  async getLogicalKeywords({ app, db, principal }) {
    await requireLogicalViews(db);
    return logicalKeywordRows(db, principal, app.now(), resultCacheFor(db, app.dialect));
  },

  async getLogicalLocation({ app, db, principal }) {
    await requireLogicalViews(db);
    return logicalLocationRows(db, principal, app.now(), resultCacheFor(db, app.dialect));
  },

  async getLogicalString({ app, db, principal, query }) {
    await requireLogicalViews(db);
    const field = readStringField(query.field);
    return logicalStringRows(db, principal, app.now(), field, resultCacheFor(db, app.dialect));
  },
};
