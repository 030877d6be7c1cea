// Logical views (spec 000 §2 "Logical tree", §3 "Logical view node" and "Logical field mapping"):
// the id of a logical node, and the value a search sends for it (`logicalView` + `logicalViewValue`).
// The tree builds the ids, the views turn a node into search criteria, the mocks and the server read
// the criteria back: all through these functions, so the format exists once. The spec gives the id
// prefixes and the fields; how a value is written is decided (docs/decisions.md "Logical values").

/** spec 000 §3 "Logical field mapping": date taken, title, author, subject, keyword id, image location, custom data value. */
export const LOGICAL_VIEW_FIELDS = [
  'dateTaken',
  'title',
  'author',
  'subject',
  'keywordId',
  'imageLocation',
  'customDataValue',
] as const;
/** The field a logical view searches on (openapi.yml LogicalViewField). */
export type LogicalViewField = (typeof LOGICAL_VIEW_FIELDS)[number];

/** spec 000 §3: the id prefixes of logical view nodes. */
export const LOGICAL_ID_PREFIX = {
  date: 'date-',
  title: 'attribute-title-',
  author: 'attribute-author-',
  subject: 'attribute-subject-',
  keyword: 'attribute-keyword-',
  location: 'location/',
  custom: 'custom-',
} as const;

/**
 * How an empty value or location part is written inside a node id and a route (spec 000 §2: empty
 * parts show as <Not specified>). The text shown comes from the locale; this token only keeps ids
 * and URLs stable whatever the locale. A logical value reads it as empty too.
 */
export const NOT_SPECIFIED_ID_PART = '<Not specified>';

/** The text fields of "Browse by Data Tags" answered by GET /api/logical/string (spec 000 §7). */
export type AttributeField = 'title' | 'author' | 'subject';

const ATTRIBUTE_FIELDS: readonly AttributeField[] = ['title', 'author', 'subject'];

// ---------------------------------------------------------------------------------------------
// Node ids (spec 000 §3 prefixes)
// ---------------------------------------------------------------------------------------------

/** A logical node id taken apart. Empty values and location parts are `''`. */
export type LogicalNodeRef =
  | { type: 'date'; year: number; month?: number }
  | { type: 'attribute'; field: AttributeField; value: string }
  | { type: 'keyword'; keywordId: string }
  /** One to three parts: country, state/province, city. */
  | { type: 'location'; parts: string[] }
  | { type: 'custom'; definitionId: number; value: string };

const idValue = (value: string) => (value === '' ? NOT_SPECIFIED_ID_PART : value);
const fromIdValue = (value: string) => (value === NOT_SPECIFIED_ID_PART ? '' : value);

// A location part may itself hold '/' or '%' ('Biel/Bienne'): those two are escaped so the parts
// split back exactly. Ordinary names stay readable ('location/France/Bretagne').
const escapePart = (part: string) => part.replaceAll('%', '%25').replaceAll('/', '%2F');
const unescapePart = (part: string) => part.replaceAll('%2F', '/').replaceAll('%25', '%');

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The id of a logical node (spec 000 §3 prefixes). Empty values are written as '<Not specified>'. */
export function formatLogicalNodeId(ref: LogicalNodeRef): string {
  switch (ref.type) {
    case 'date':
      return `${LOGICAL_ID_PREFIX.date}${ref.year}${ref.month === undefined ? '' : `-${pad2(ref.month)}`}`;
    case 'attribute':
      return `${LOGICAL_ID_PREFIX[ref.field]}${idValue(ref.value)}`;
    case 'keyword':
      return `${LOGICAL_ID_PREFIX.keyword}${ref.keywordId}`;
    case 'location':
      return `${LOGICAL_ID_PREFIX.location}${ref.parts.map((part) => escapePart(idValue(part))).join('/')}`;
    case 'custom':
      return `${LOGICAL_ID_PREFIX.custom}${ref.definitionId}-${idValue(ref.value)}`;
  }
}

/** Whether `id` starts with `prefix`, ignoring case (routes are case-insensitive, spec 000 §2). */
function startsWithPrefix(id: string, prefix: string): boolean {
  return id.slice(0, prefix.length).toLowerCase() === prefix;
}

/** Takes a logical node id apart; `null` when it is not one (an unknown prefix, a bad date, ...). */
export function parseLogicalNodeId(id: string): LogicalNodeRef | null {
  if (startsWithPrefix(id, LOGICAL_ID_PREFIX.date)) {
    const match = /^(\d{1,4})(?:-(\d{1,2}))?$/.exec(id.slice(LOGICAL_ID_PREFIX.date.length));
    if (!match) return null;
    const year = Number(match[1]);
    if (match[2] === undefined) return { type: 'date', year };
    const month = Number(match[2]);
    return month >= 1 && month <= 12 ? { type: 'date', year, month } : null;
  }
  for (const field of ATTRIBUTE_FIELDS) {
    const prefix = LOGICAL_ID_PREFIX[field];
    if (startsWithPrefix(id, prefix)) {
      return { type: 'attribute', field, value: fromIdValue(id.slice(prefix.length)) };
    }
  }
  if (startsWithPrefix(id, LOGICAL_ID_PREFIX.keyword)) {
    const keywordId = id.slice(LOGICAL_ID_PREFIX.keyword.length);
    return keywordId === '' ? null : { type: 'keyword', keywordId };
  }
  if (startsWithPrefix(id, LOGICAL_ID_PREFIX.location)) {
    const rest = id.slice(LOGICAL_ID_PREFIX.location.length);
    const parts = rest.split('/');
    if (rest === '' || parts.length > 3 || parts.some((part) => part === '')) return null;
    return { type: 'location', parts: parts.map((part) => fromIdValue(unescapePart(part))) };
  }
  if (startsWithPrefix(id, LOGICAL_ID_PREFIX.custom)) {
    const match = /^(\d+)-([\s\S]*)$/.exec(id.slice(LOGICAL_ID_PREFIX.custom.length));
    if (!match) return null;
    return { type: 'custom', definitionId: Number(match[1]), value: fromIdValue(match[2] ?? '') };
  }
  return null;
}

/** Whether `id` is a logical node id (spec 000 §3). */
export function isLogicalNodeId(id: string): boolean {
  return parseLogicalNodeId(id) !== null;
}

// ---------------------------------------------------------------------------------------------
// Values (spec 000 §3 "Logical field mapping": logicalView + logicalViewValue)
// ---------------------------------------------------------------------------------------------

/** What a logical view searches for, read from (or written to) `logicalView` + `logicalViewValue`. */
export type LogicalValue =
  /** A year, or a month of it: a prefix of the date taken. */
  | { field: 'dateTaken'; year: number; month?: number }
  /** The exact text; '' is "not specified". */
  | { field: AttributeField; value: string }
  | { field: 'keywordId'; keywordId: string }
  /** One to three parts, country first; '' is "not specified". */
  | { field: 'imageLocation'; parts: string[] }
  /** A custom field's value; '' is "no value". */
  | { field: 'customDataValue'; definitionId: number; value: string };

/** The search criteria fields of a logical view. */
export interface LogicalSearchCriteria {
  logicalView: LogicalViewField;
  logicalViewValue: string;
}

/** How each field's value is written, for messages that refuse one. */
export const LOGICAL_VALUE_FORMAT = {
  dateTaken: 'yyyy or yyyy-mm',
  title: 'the title',
  author: 'the author',
  subject: 'the subject',
  keywordId: 'a keyword id',
  imageLocation: 'country/state/city',
  customDataValue: '{definitionId}:{value}',
} as const satisfies Record<LogicalViewField, string>;

/** 'yyyy' or 'yyyy-mm': the start every date taken of the view begins with (dates are yyyy-mm-dd, spec 000 §9). */
export function dateTakenPrefix(value: { year: number; month?: number | undefined }): string {
  const year = String(value.year).padStart(4, '0');
  return value.month === undefined ? year : `${year}-${pad2(value.month)}`;
}

/**
 * `logicalView` + `logicalViewValue` of a logical value: a date is 'yyyy' or 'yyyy-mm'; a title,
 * author or subject is the text; a keyword its id; a location 'country/state/city' cut at its depth
 * (a '/' or '%' inside a part escaped as in the ids, an empty part empty); a custom value
 * '{definitionId}:{value}'.
 */
export function formatLogicalValue(value: LogicalValue): LogicalSearchCriteria {
  switch (value.field) {
    case 'dateTaken':
      return { logicalView: value.field, logicalViewValue: dateTakenPrefix(value) };
    case 'title':
    case 'author':
    case 'subject':
      return { logicalView: value.field, logicalViewValue: value.value };
    case 'keywordId':
      return { logicalView: value.field, logicalViewValue: value.keywordId };
    case 'imageLocation':
      return { logicalView: value.field, logicalViewValue: value.parts.map(escapePart).join('/') };
    case 'customDataValue':
      return { logicalView: value.field, logicalViewValue: `${value.definitionId}:${value.value}` };
  }
}

/**
 * Reads `logicalView` + `logicalViewValue` back; `null` when the field is unknown or the value is
 * not written as {@link formatLogicalValue} writes it. '<Not specified>' reads as an empty part.
 */
export function parseLogicalValue(
  logicalView: string | null | undefined,
  logicalViewValue: string | null | undefined,
): LogicalValue | null {
  if (typeof logicalView !== 'string' || typeof logicalViewValue !== 'string') return null;
  const text = logicalViewValue;
  switch (logicalView) {
    case 'dateTaken': {
      const match = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/.exec(text);
      if (!match) return null;
      const year = Number(match[1]);
      return match[2] === undefined
        ? { field: logicalView, year }
        : { field: logicalView, year, month: Number(match[2]) };
    }
    case 'title':
    case 'author':
    case 'subject':
      return { field: logicalView, value: fromIdValue(text) };
    case 'keywordId':
      return text === '' ? null : { field: logicalView, keywordId: text };
    case 'imageLocation': {
      const parts = text.split('/');
      if (parts.length > 3) return null;
      return { field: logicalView, parts: parts.map((part) => fromIdValue(unescapePart(part))) };
    }
    case 'customDataValue': {
      const match = /^(\d{1,15}):([\s\S]*)$/.exec(text);
      if (!match) return null;
      return { field: logicalView, definitionId: Number(match[1]), value: fromIdValue(match[2] ?? '') };
    }
    default:
      return null;
  }
}

/**
 * Why `logicalView` + `logicalViewValue` cannot be searched, as a 400 says it (server and mocks
 * alike); `null` when they can, or when no logical view is asked (either is missing).
 */
export function logicalValueProblem(
  logicalView: string | null | undefined,
  logicalViewValue: string | null | undefined,
): string | null {
  if (logicalView === null || logicalView === undefined) return null;
  if (logicalViewValue === null || logicalViewValue === undefined) return null;
  if (!isLogicalViewField(logicalView)) return `Unknown logicalView '${logicalView}'.`;
  if (parseLogicalValue(logicalView, logicalViewValue) !== null) return null;
  return `Invalid logicalViewValue '${logicalViewValue}' for ${logicalView}: use ${LOGICAL_VALUE_FORMAT[logicalView]}.`;
}

/** Whether `value` is one of {@link LOGICAL_VIEW_FIELDS}. */
export function isLogicalViewField(value: unknown): value is LogicalViewField {
  return typeof value === 'string' && (LOGICAL_VIEW_FIELDS as readonly string[]).includes(value);
}

/** The logical value a node stands for (spec 000 §3 "Logical field mapping"). */
export function logicalValueOfNode(ref: LogicalNodeRef): LogicalValue {
  switch (ref.type) {
    case 'date':
      return ref.month === undefined
        ? { field: 'dateTaken', year: ref.year }
        : { field: 'dateTaken', year: ref.year, month: ref.month };
    case 'attribute':
      return { field: ref.field, value: ref.value };
    case 'keyword':
      return { field: 'keywordId', keywordId: ref.keywordId };
    case 'location':
      return { field: 'imageLocation', parts: ref.parts };
    case 'custom':
      return { field: 'customDataValue', definitionId: ref.definitionId, value: ref.value };
  }
}

/**
 * The search criteria a logical node selects (spec 000 §3 "Logical field mapping": logicalView +
 * logicalViewValue). `null` when the id is not a logical node id.
 */
export function logicalSearchCriteria(nodeId: string): LogicalSearchCriteria | null {
  const ref = parseLogicalNodeId(nodeId);
  return ref ? formatLogicalValue(logicalValueOfNode(ref)) : null;
}
