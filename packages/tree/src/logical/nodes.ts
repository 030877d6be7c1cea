// The logical tree's pure rules (spec 000 §2 "Logical tree", §3 "Logical view node", "Logical field
// mapping", §7 "Logical"): node ids with the spec's prefixes, nodes built from the raw rows the
// logical calls answer, a node id to search criteria, and a node id to the route key of
// /logical/{key}/{country}/{state}/{city} and back. No React here.
import type { components, LogicalNode } from '@vitrine/api-client';
import { formatCustomLabel } from '@vitrine/core';

type LogicalRow = components['schemas']['LogicalRow'];
type CustomMetadataDefinition = components['schemas']['CustomMetadataDefinition'];
type GlobalSettings = components['schemas']['GlobalSettings'];

/** The field a logical view searches on (spec 000 §3 "Logical field mapping"). */
export type LogicalViewField = components['schemas']['LogicalViewField'];

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
 * parts show as <Not specified>). The text shown comes from the locale (`common.notSpecified`); this
 * token only keeps ids and URLs stable whatever the locale.
 */
export const NOT_SPECIFIED_ID_PART = '<Not specified>';

/** The route key of every location node: /logical/location/{country}/{state}/{city} (spec 000 §2). */
export const LOCATION_ROUTE_KEY = 'location';

/** The text fields of "Browse by Data Tags" answered by GET /api/logical/string (spec 000 §7). */
export type AttributeField = 'title' | 'author' | 'subject';

/** The four nodes of "Browse by Data Tags", in the spec's order (spec 000 §2). */
export const DATA_TAG_FIELDS = ['title', 'author', 'subject', 'keyword'] as const;
/** One node of "Browse by Data Tags". */
export type DataTagField = (typeof DATA_TAG_FIELDS)[number];

/** A logical node id taken apart. Empty values and location parts are `''`. */
export type LogicalNodeRef =
  | { type: 'date'; year: number; month?: number }
  | { type: 'attribute'; field: AttributeField; value: string }
  | { type: 'keyword'; keywordId: string }
  /** One to three parts: country, state/province, city. */
  | { type: 'location'; parts: string[] }
  | { type: 'custom'; definitionId: number; value: string };

/** A node of a logical branch: the spec's logical view node (id, name, count, value) with its children. */
export interface LogicalViewNode extends LogicalNode {
  /** spec 000 §3: what the node stands for (a year, '2025-03', a title, a keyword id, 'France/Bretagne', ...). */
  value: string;
  children?: LogicalViewNode[];
}

/** Texts the node builders need from the locale. */
export interface LogicalNodeLabels {
  /** spec 000 §2: the text of an empty part ('<Not specified>'). */
  notSpecified: string;
  /** The name of a month, 1 to 12. */
  month: (month: number) => string;
}

// ---------------------------------------------------------------------------------------------
// Ids
// ---------------------------------------------------------------------------------------------

const idValue = (value: string) => (value === '' ? NOT_SPECIFIED_ID_PART : value);
const fromIdValue = (value: string) => (value === NOT_SPECIFIED_ID_PART ? '' : value);

// A location part may itself hold '/' or '%': those two are escaped so the parts split back exactly.
// Ordinary names stay readable ('location/France/Bretagne').
const encodePart = (part: string) => idValue(part).replaceAll('%', '%25').replaceAll('/', '%2F');
const decodePart = (part: string) => fromIdValue(part.replaceAll('%2F', '/').replaceAll('%25', '%'));

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
      return `${LOGICAL_ID_PREFIX.location}${ref.parts.map(encodePart).join('/')}`;
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
  for (const field of ['title', 'author', 'subject'] as const) {
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
    return { type: 'location', parts: parts.map(decodePart) };
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
// Search criteria (spec 000 §3 "Logical field mapping")
// ---------------------------------------------------------------------------------------------

/** The search criteria fields a logical node selects (spec 000 §3: logicalView + logicalViewValue). */
export interface LogicalSearchCriteria {
  logicalView: LogicalViewField;
  logicalViewValue: string;
}

/**
 * spec 000 §3 "Logical field mapping": date taken, title, author, subject, keyword id, image
 * location, custom data value. Dates are 'yyyy' or 'yyyy-mm' (a prefix of the date taken); a
 * location is 'country/state/city' cut at the node's depth, empty parts empty; a custom value is
 * '{definitionId}:{value}' (docs/decisions.md). `null` when the id is not a logical node id.
 */
export function logicalSearchCriteria(nodeId: string): LogicalSearchCriteria | null {
  const ref = parseLogicalNodeId(nodeId);
  if (!ref) return null;
  switch (ref.type) {
    case 'date':
      return {
        logicalView: 'dateTaken',
        logicalViewValue: ref.month === undefined ? String(ref.year) : `${ref.year}-${pad2(ref.month)}`,
      };
    case 'attribute':
      return { logicalView: ref.field, logicalViewValue: ref.value };
    case 'keyword':
      return { logicalView: 'keywordId', logicalViewValue: ref.keywordId };
    case 'location':
      return { logicalView: 'imageLocation', logicalViewValue: ref.parts.join('/') };
    case 'custom':
      return { logicalView: 'customDataValue', logicalViewValue: `${ref.definitionId}:${ref.value}` };
  }
}

// ---------------------------------------------------------------------------------------------
// Routes (spec 000 §2: /logical/{key}, /logical/{key}/{country}/{state}/{city})
// ---------------------------------------------------------------------------------------------

/** The parts of a /logical/... route, decoded; parts a node does not have are `null`. */
export interface LogicalRoute {
  key: string;
  country: string | null;
  state: string | null;
  city: string | null;
}

/**
 * The route of a logical node: a location is key 'location' plus its country, state and city
 * (empty parts '<Not specified>'); every other node is its id as the key. The host encodes each
 * part for the URL. `null` when the id is not a logical node id.
 */
export function logicalRouteOf(nodeId: string): LogicalRoute | null {
  const ref = parseLogicalNodeId(nodeId);
  if (!ref) return null;
  if (ref.type !== 'location')
    return { key: formatLogicalNodeId(ref), country: null, state: null, city: null };
  const [country = null, state = null, city = null] = ref.parts.map(idValue);
  return { key: LOCATION_ROUTE_KEY, country, state, city };
}

/**
 * The logical node a /logical/... route selects (routes are case-insensitive, spec 000 §2: the
 * key's prefix is matched in any case; values keep theirs). `null` when the route names no node:
 * an unknown key, 'location' without a country, a city without a state, or parts after a
 * non-location key.
 */
export function logicalNodeIdOfRoute(
  route: Pick<LogicalRoute, 'key'> & Partial<Omit<LogicalRoute, 'key'>>,
): string | null {
  const parts = [route.country, route.state, route.city];
  const given = parts.filter((part): part is string => part !== null && part !== undefined);
  // No gaps: a state needs a country, a city needs a state.
  const depth = parts.findIndex((part) => part === null || part === undefined);
  if (depth !== -1 && given.length > depth) return null;
  if (route.key.toLowerCase() === LOCATION_ROUTE_KEY) {
    if (given.length === 0 || given.some((part) => part === '')) return null;
    return formatLogicalNodeId({ type: 'location', parts: given.map(fromIdValue) });
  }
  if (given.length > 0) return null;
  const ref = parseLogicalNodeId(route.key);
  return ref && ref.type !== 'location' ? formatLogicalNodeId(ref) : null;
}

// ---------------------------------------------------------------------------------------------
// Nodes from the rows of GET /api/logical/* (spec 000 §2, §7)
// ---------------------------------------------------------------------------------------------

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Browse by Timeline: years, each with its months; counts summed up (spec 000 §2). Server order kept. */
export function buildDateNodes(rows: readonly LogicalRow[], labels: LogicalNodeLabels): LogicalViewNode[] {
  const years = new Map<number, LogicalViewNode>();
  for (const row of rows) {
    if (typeof row.year !== 'number' || !Number.isInteger(row.year)) continue;
    let year = years.get(row.year);
    if (!year) {
      year = {
        id: formatLogicalNodeId({ type: 'date', year: row.year }),
        name: String(row.year),
        value: String(row.year),
        count: 0,
        children: [],
      };
      years.set(row.year, year);
    }
    year.count += row.count;
    const { month } = row;
    if (typeof month !== 'number' || month < 1 || month > 12) continue;
    const children = year.children ?? [];
    const id = formatLogicalNodeId({ type: 'date', year: row.year, month });
    const existing = children.find((child) => child.id === id);
    if (existing) existing.count += row.count;
    else
      children.push({
        id,
        name: labels.month(month),
        value: `${row.year}-${pad2(month)}`,
        count: row.count,
      });
  }
  return [...years.values()].map((year) =>
    year.children && year.children.length > 0 ? year : { ...year, children: undefined },
  );
}

/** Browse by Geographical Location: country → state/province → city, empty parts '<Not specified>'. */
export function buildLocationNodes(
  rows: readonly LogicalRow[],
  labels: LogicalNodeLabels,
): LogicalViewNode[] {
  const roots: LogicalViewNode[] = [];
  for (const row of rows) {
    const parts = [text(row.country), text(row.stateProvince), text(row.city)];
    let level = roots;
    for (let depth = 0; depth < parts.length; depth++) {
      const path = parts.slice(0, depth + 1);
      const id = formatLogicalNodeId({ type: 'location', parts: path });
      let node = level.find((candidate) => candidate.id === id);
      if (!node) {
        const part = parts[depth] ?? '';
        node = { id, name: part === '' ? labels.notSpecified : part, value: path.join('/'), count: 0 };
        if (depth < parts.length - 1) node.children = [];
        level.push(node);
      }
      node.count += row.count;
      level = node.children ?? [];
    }
  }
  return roots;
}

/** Title, Author or Subject values (GET /api/logical/string?field=). */
export function buildAttributeNodes(
  field: AttributeField,
  rows: readonly LogicalRow[],
  labels: LogicalNodeLabels,
): LogicalViewNode[] {
  return mergeByValue(rows, labels, (value) => formatLogicalNodeId({ type: 'attribute', field, value }));
}

/** Keyword values (GET /api/logical/keywords): the id is the keyword id (spec 000 §3 "keyword id"). */
export function buildKeywordNodes(rows: readonly LogicalRow[]): LogicalViewNode[] {
  const nodes: LogicalViewNode[] = [];
  for (const row of rows) {
    if (row.id === undefined || String(row.id) === '') continue;
    const keywordId = String(row.id);
    nodes.push({
      id: formatLogicalNodeId({ type: 'keyword', keywordId }),
      name: text(row.value) || keywordId,
      value: keywordId,
      count: row.count,
    });
  }
  return nodes;
}

/** The values of one custom field (GET /api/logical/string?field=custom-{id}). */
export function buildCustomValueNodes(
  definitionId: number,
  rows: readonly LogicalRow[],
  labels: LogicalNodeLabels,
): LogicalViewNode[] {
  return mergeByValue(rows, labels, (value) => formatLogicalNodeId({ type: 'custom', definitionId, value }));
}

function mergeByValue(
  rows: readonly LogicalRow[],
  labels: LogicalNodeLabels,
  idOf: (value: string) => string,
): LogicalViewNode[] {
  const nodes = new Map<string, LogicalViewNode>();
  for (const row of rows) {
    const value = text(row.value);
    const id = idOf(value);
    const existing = nodes.get(id);
    if (existing) existing.count += row.count;
    else nodes.set(id, { id, name: value === '' ? labels.notSpecified : value, value, count: row.count });
  }
  return [...nodes.values()];
}

/** The `field` query parameter of GET /api/logical/string for a custom definition. */
export function customFieldParam(definitionId: number): string {
  return `${LOGICAL_ID_PREFIX.custom}${definitionId}`;
}

/** One node of "Browse by Custom Data Fields". */
export interface CustomFieldNode {
  definitionId: number;
  /** The label with double underscores shown as spaces (spec 000 §3). */
  label: string;
}

/**
 * spec 000 §2: one node per custom definition, excluding the one labelled as the recognition
 * label; in display order; labels with double underscores shown as spaces (spec 000 §3).
 */
export function customFieldNodes(definitions: readonly CustomMetadataDefinition[]): CustomFieldNode[] {
  return definitions
    .filter((definition) => definition.isRecognitionLabel !== true)
    .map((definition, index) => ({ definition, index }))
    .sort((a, b) => a.definition.displayOrder - b.definition.displayOrder || a.index - b.index)
    .map(({ definition }) => ({ definitionId: definition.id, label: formatCustomLabel(definition.label) }));
}

// ---------------------------------------------------------------------------------------------
// Branches and their settings (spec 000 §2: "Each of the four branches can be hidden by a setting")
// ---------------------------------------------------------------------------------------------

/** The four branches of the logical tree, in the spec's order (spec 000 §2). */
export const LOGICAL_BRANCHES = ['timeline', 'dataTags', 'location', 'customFields'] as const;
/** One branch of the logical tree. */
export type LogicalBranch = (typeof LOGICAL_BRANCHES)[number];

/** The global setting (data-view visibility flag, spec 000 §3) that shows each branch. */
export const LOGICAL_BRANCH_SETTING = {
  timeline: 'showDateDataView',
  dataTags: 'showAttributeDataView',
  location: 'showLocationDataView',
  customFields: 'showCustomFieldDataView',
} as const satisfies Record<LogicalBranch, keyof GlobalSettings>;

/**
 * The branches the global settings show. A flag the server leaves out shows its branch (the spec
 * gives no default; hiding is the administrator's explicit choice).
 */
export function visibleLogicalBranches(settings: GlobalSettings | undefined): LogicalBranch[] {
  return LOGICAL_BRANCHES.filter((branch) => settings?.[LOGICAL_BRANCH_SETTING[branch]] !== false);
}

/** The branch a logical node id belongs to. */
export function logicalBranchOf(ref: LogicalNodeRef): LogicalBranch {
  switch (ref.type) {
    case 'date':
      return 'timeline';
    case 'attribute':
    case 'keyword':
      return 'dataTags';
    case 'location':
      return 'location';
    case 'custom':
      return 'customFields';
  }
}

// ---------------------------------------------------------------------------------------------
// Names of pinned logical views (quick access holds only their ids, spec 000 §3 "logicalViewStrings")
// ---------------------------------------------------------------------------------------------

/** Texts and look-ups {@link logicalNodePath} needs. */
export interface LogicalPathLabels extends LogicalNodeLabels {
  /** 'Title', 'Author', 'Subject', 'Keyword' (spec 000 §2). */
  field: (field: DataTagField) => string;
  /** A custom definition's label (double underscores already shown as spaces), when known. */
  customField: (definitionId: number) => string | undefined;
  /** A keyword's text by its id, when known. */
  keyword: (keywordId: string) => string | undefined;
}

/**
 * Where a logical node sits in its branch, as names (the branch heading left out): ['2025',
 * 'March'], ['Author', 'Mei Tanaka'], ['France', 'Bretagne', 'Rennes'], ['Photo Agency Name',
 * 'Magnum']. Quick access shows a pinned logical view by this path.
 */
export function logicalNodePath(ref: LogicalNodeRef, labels: LogicalPathLabels): string[] {
  const shown = (value: string) => (value === '' ? labels.notSpecified : value);
  switch (ref.type) {
    case 'date':
      return ref.month === undefined ? [String(ref.year)] : [String(ref.year), labels.month(ref.month)];
    case 'attribute':
      return [labels.field(ref.field), shown(ref.value)];
    case 'keyword':
      return [labels.field('keyword'), labels.keyword(ref.keywordId) ?? ref.keywordId];
    case 'location':
      return ref.parts.map(shown);
    case 'custom':
      return [labels.customField(ref.definitionId) ?? customFieldParam(ref.definitionId), shown(ref.value)];
  }
}
