// Search and the logical views of @vitrine/server (spec 000 §3, §4, §6, §7): criteria, the text
// query, the full-text index, the query, summaries and the logical aggregations (which files a
// principal may see, as SQL: auth/visibility.ts).
export { RESULT_CACHE_LIMITS, type ResultCache, resultCacheFor } from './cache';
export {
  CRITERIA_DEFAULTS,
  CRITERIA_NOTES,
  type Filter,
  type LogicalFilter,
  type ResolvedCriteria,
  resolveCriteria,
  type SearchCriteria,
} from './criteria';
export {
  logicalDateRows,
  logicalKeywordRows,
  logicalLocationRows,
  logicalStringRows,
  readStringField,
  type StringField,
} from './logical';
export {
  countSearch,
  type PageRow,
  runSearch,
  type SearchPage,
  type SearchScope,
  UNPAGED_MAX_RESULTS,
} from './query';
export { fileKindOf, loadSummaryContext, sortGroupTitle, toImageSummary } from './summary';
export { postgresTextIndex, sqliteTextIndex, type TextIndex, textIndexFor } from './text-index';
export {
  type MatchExpr,
  parseTextQuery,
  TEXT_QUERY_LIMITS,
  type TextQuery,
  toFts5,
  toTsquery,
} from './text-query';
