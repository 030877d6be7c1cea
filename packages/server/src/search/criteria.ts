// Search criteria (spec 000 §3 "Search criteria", openapi.yml SearchCriteria) resolved once: the
// defaults filled in, every field checked beyond the schema, filters and the logical view read into
// what the query builder needs. Pure: no database, table-tested in criteria.test.ts. Anything that
// cannot be searched is a 400 with a message naming the field.
import type { components } from '@vitrine/api-client';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_OPTION,
  DEFAULT_SORT_ORDER_OPTION,
  type ExpiryState,
  LOGICAL_VALUE_FORMAT,
  type LogicalValue,
  logicalValueProblem,
  parseLogicalValue,
  parseSelectedSet,
} from '@vitrine/core';
import { HttpError } from '../domain/errors';
import { parseTextQuery, type TextQuery } from './text-query';

export type SearchCriteria = components['schemas']['SearchCriteria'];

/**
 * spec 000 §3 "Logical field mapping" as the query reads it: @vitrine/core's LogicalValue (the one
 * format the tree writes and the mocks read, docs/decisions.md "Logical values"), the keyword id a
 * number (this server's keyword ids are integers).
 */
export type LogicalFilter =
  | Exclude<LogicalValue, { field: 'keywordId' }>
  | { field: 'keywordId'; keywordId: number };

/** The file kinds a fileFormat filter names (as the mocks); any other option is an extension. */
export const FILE_KINDS = ['image', 'video', 'audio', 'pdf', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const ORIENTATIONS = ['landscape', 'portrait', 'square', 'none'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const EXPIRY_STATES = [
  'none',
  'valid',
  'expiringSoon',
  'expired',
] as const satisfies readonly ExpiryState[];
export const BRANDING_STATUSES = ['onBrand', 'offBrand'] as const;
export type BrandingStatus = (typeof BRANDING_STATUSES)[number];

/** One filter of the filter-search dropdown (spec 000 §3), its options read. Filters combine with AND. */
export type Filter =
  | { name: 'fileFormat'; kinds: FileKind[]; extensions: string[] }
  | { name: 'orientation'; orientations: Orientation[] }
  | { name: 'expirationDate'; states: ExpiryState[] }
  | { name: 'brandingStatus'; statuses: BrandingStatus[] }
  | { name: 'workflowStatusesIds'; ids: number[] };

/** A sort: one of the built-in options 1–10 of spec 000 §3, or a custom field by definition id. */
export type Sort = { option: number; customFieldId: number | null; descending: boolean };

export interface ResolvedCriteria {
  /** The folder searched (null: every folder; 'All' is 0 on the wire, spec 000 §4). */
  folderId: number | null;
  set: { kind: 'set' | 'group'; id: number } | null;
  /** With a folder or set: only it, not what is below (spec 000 §2 "show or hide substructure"). */
  hideSubstructure: boolean;
  minRating: number;
  text: TextQuery | null;
  filters: Filter[];
  logical: LogicalFilter | null;
  /** Inclusive days 'yyyy-mm-dd' of the date taken (spec 000 §3 dateFrom, dateTo). */
  dateFrom: string | null;
  dateTo: string | null;
  sort: Sort;
  groupResults: boolean;
  idsOnly: boolean;
  /** Page size and 1-based page; paging off answers every result up to `maxResults`. */
  itemsOnPage: number;
  currentPage: number;
  enablePaging: boolean;
  /** 0: no limit. */
  maxResults: number;
  /** What the user should know about how the criteria were read (infoMessages, spec 000 §3). */
  notes: string[];
}

/** infoMessages about the criteria (decided wording). */
export const CRITERIA_NOTES = {
  textWithoutWords: 'The search text has no letters or digits to search for, so it was left out.',
} as const;

/** Resolved defaults of SearchCriteria (openapi.yml; spec 000 §3 sortOption 4, sortOrderOption 1). */
export const CRITERIA_DEFAULTS = {
  itemsOnPage: DEFAULT_PAGE_SIZE,
  currentPage: 1,
  sortOption: DEFAULT_SORT_OPTION,
  sortOrderOption: DEFAULT_SORT_ORDER_OPTION,
  maxResults: 0,
} as const;

const bad = (message: string) => new HttpError(400, message);
const list = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')}${values.length > 1 ? ' or ' : ''}${values.at(-1) ?? ''}`;

/** Matches an option case-insensitively against a list of names. */
function pick<T extends string>(filterName: string, option: string, names: readonly T[]): T {
  const found = names.find((name) => name.toLowerCase() === option.trim().toLowerCase());
  if (found === undefined) {
    throw bad(`Unknown ${filterName} option '${option}': use ${list(names)}.`);
  }
  return found;
}

function readFilter(filterName: string, options: string[]): Filter {
  switch (filterName) {
    case 'fileFormat': {
      const kinds: FileKind[] = [];
      const extensions: string[] = [];
      for (const option of options) {
        const value = option.trim().toLowerCase();
        if ((FILE_KINDS as readonly string[]).includes(value)) kinds.push(value as FileKind);
        else if (value !== '') extensions.push(value.replace(/^\./, ''));
      }
      return { name: 'fileFormat', kinds, extensions };
    }
    case 'orientation':
      return { name: 'orientation', orientations: options.map((o) => pick(filterName, o, ORIENTATIONS)) };
    case 'expirationDate':
      return { name: 'expirationDate', states: options.map((o) => pick(filterName, o, EXPIRY_STATES)) };
    case 'brandingStatus':
      return { name: 'brandingStatus', statuses: options.map((o) => pick(filterName, o, BRANDING_STATUSES)) };
    case 'workflowStatusesIds':
      return {
        name: 'workflowStatusesIds',
        ids: options.map((option) => {
          if (!/^\d{1,9}$/.test(option.trim())) {
            throw bad(`Unknown workflowStatusesIds option '${option}': use workflow status ids.`);
          }
          return Number(option.trim());
        }),
      };
    default:
      // The schema's enum already refused it; kept for a contract that grows a filter first.
      throw bad(`Unknown filter '${filterName}'.`);
  }
}

/** Reads logicalView + logicalViewValue (spec 000 §3 "Logical field mapping") with @vitrine/core. */
export function readLogicalFilter(
  field: SearchCriteria['logicalView'],
  value: string | null | undefined,
): LogicalFilter | null {
  if (field === null || field === undefined || value === null || value === undefined) return null;
  const problem = logicalValueProblem(field, value);
  if (problem !== null) throw bad(problem);
  const logical = parseLogicalValue(field, value) as LogicalValue;
  if (logical.field !== 'keywordId') return logical;
  if (!/^\d{1,9}$/.test(logical.keywordId)) {
    throw bad(`Invalid logicalViewValue '${value}' for keywordId: use ${LOGICAL_VALUE_FORMAT.keywordId}.`);
  }
  return { field: 'keywordId', keywordId: Number(logical.keywordId) };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function readDate(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const match = DATE.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw bad(`Invalid ${name} '${value}': use yyyy-mm-dd.`);
  return value;
}

/**
 * The criteria resolved: defaults filled in (once, here), every field checked. A 400 names the
 * field that cannot be searched.
 */
export function resolveCriteria(criteria: SearchCriteria): ResolvedCriteria {
  const folderId = criteria.selectedFolder ?? null;
  const selectedSet = parseSelectedSet(criteria.selectedSet);
  if (criteria.selectedSet && !selectedSet) {
    throw bad(`Invalid selectedSet '${criteria.selectedSet}': use s or g and an id, as s12.`);
  }
  const sortOption = criteria.sortOption ?? CRITERIA_DEFAULTS.sortOption;
  if (!Number.isInteger(sortOption) || sortOption === 0 || sortOption > 10) {
    throw bad(`Invalid sortOption ${sortOption}: use 1 to 10, or minus a custom field id.`);
  }
  const textInput = criteria.text ?? '';
  const text = parseTextQuery(textInput, criteria.booleanMode ?? false);
  const notes: string[] = [];
  if (text === null && textInput.trim() !== '') notes.push(CRITERIA_NOTES.textWithoutWords);
  const filters = (criteria.filters ?? [])
    .filter((filter) => filter.options.length > 0)
    .map((filter) => readFilter(filter.filterName, filter.options));
  return {
    folderId: folderId === 0 ? null : folderId,
    set: selectedSet
      ? { kind: selectedSet.kind === 'collection' ? 'group' : 'set', id: selectedSet.id }
      : null,
    hideSubstructure: criteria.hideSubstructure ?? false,
    minRating: criteria.minRating ?? 0,
    text,
    filters,
    logical: readLogicalFilter(criteria.logicalView, criteria.logicalViewValue),
    dateFrom: readDate('dateFrom', criteria.dateFrom),
    dateTo: readDate('dateTo', criteria.dateTo),
    sort: {
      option: sortOption,
      customFieldId: sortOption < 0 ? -sortOption : null,
      descending: (criteria.sortOrderOption ?? CRITERIA_DEFAULTS.sortOrderOption) === 2,
    },
    groupResults: criteria.groupResults ?? false,
    idsOnly: criteria.idsOnly ?? false,
    itemsOnPage: criteria.itemsOnPage ?? CRITERIA_DEFAULTS.itemsOnPage,
    currentPage: criteria.currentPage ?? CRITERIA_DEFAULTS.currentPage,
    enablePaging: criteria.enablePaging ?? true,
    maxResults: criteria.maxResults ?? CRITERIA_DEFAULTS.maxResults,
    notes,
  };
}
