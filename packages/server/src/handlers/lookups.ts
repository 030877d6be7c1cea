// Small reads that need no file work: workflow statuses (spec 001 §7), keyword and dictionary
// look-ups (spec 001 §5, §7; at most 500 options, spec 001 §9) and the upload settings (spec 001 §9).
import {
  CHUNK_SIZE,
  KEYWORD_OPTIONS_MAX,
  MAX_FILE_SIZE,
  PUBLIC_UPLOAD_EXTENSIONS,
  UPLOAD_COUNT_LIMITS,
} from '@vitrine/core';
import { type SqlBool, sql } from 'kysely';
import { allOf, fileVisibility, visibleFileConditions } from '../auth/visibility';
import { badRequest, notFoundItem } from '../domain/errors';
import type { HandlerTable } from '../http/context';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const lookupHandlers: HandlerTable = {
  async getWorkflowStatuses({ db }) {
    const rows = await db.selectFrom('workflow_statuses').selectAll().orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, name: row.name, ...(row.color ? { color: row.color } : {}) }));
  },

  // No keyword only hidden files hold (auth/visibility.ts, the rule of every image route): a
  // keyword is a file's data, and listing it would tell what hidden files hold (issue 13). A keyword
  // no file holds tells nothing and stays listed; who sees every file gets every keyword.
  async searchKeywords({ app, db, principal, query }) {
    const needle = query.query.trim().toLowerCase();
    const pattern = `%${needle.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const hidden = visibleFileConditions(fileVisibility(principal), app.now());
    let keywords = db
      .selectFrom('keywords')
      .select(['id', 'name'])
      .where(sql<SqlBool>`lower(name) like ${pattern} escape '!'`);
    if (hidden.length > 0) {
      keywords = keywords.where(
        sql<SqlBool>`(not exists (select 1 from file_keywords fk where fk.keyword_id = keywords.id) or exists (select 1 from file_keywords fk join files on files.id = fk.file_id where fk.keyword_id = keywords.id and ${allOf(hidden)}))`,
      );
    }
    const rows = await keywords.execute();
    // Sorted here, so SQLite and PostgreSQL answer in the same (human) order.
    return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id).slice(0, KEYWORD_OPTIONS_MAX);
  },

  // The query names the field: custom-{definitionId} (openapi.yml).
  async searchDictionary({ db, query }) {
    const match = /^custom-(\d+)$/.exec(query.query);
    if (!match) throw badRequest('Invalid query: a dictionary field is named custom-{definitionId}.');
    const definition = await db
      .selectFrom('custom_metadata_definitions')
      .selectAll()
      .where('id', '=', Number(match[1]))
      .executeTakeFirst();
    if (!definition) throw notFoundItem('Custom field', match[1] as string);
    if (definition.is_dictionary !== 1)
      throw badRequest(`The field ${definition.label} is not a dictionary.`);
    return (JSON.parse(definition.options) as string[]).slice(0, KEYWORD_OPTIONS_MAX);
  },

  getUploadSettings: async () => ({
    chunkSize: CHUNK_SIZE,
    maxFileSize: MAX_FILE_SIZE,
    fileCountLimit: UPLOAD_COUNT_LIMITS.internal,
    publicFileCountLimit: UPLOAD_COUNT_LIMITS.public,
    publicExtensions: [...PUBLIC_UPLOAD_EXTENSIONS],
  }),
};
