// The logical tree's pure rules (spec 000 §2 "Logical tree", §3 "Logical view node", "Logical field
// mapping", §7 "Logical"): node ids with the spec's prefixes, nodes built from the raw rows the
// logical calls answer, a node id to search criteria, and a node id to the route key of
// /logical/{key}/{country}/{state}/{city} and back. No React here.
import type { components, LogicalNode } from '@vitrine/api-client';
import {
  type AttributeField,
  formatCustomLabel,
  formatLogicalNodeId,
  formatLogicalValue,
  LOGICAL_ID_PREFIX,
  type LogicalNodeRef,
  logicalValueOfNode,
  NOT_SPECIFIED_ID_PART,
  parseLogicalNodeId,
} from '@vitrine/core';

// The ids of logical nodes and the values they search for are @vitrine/core's (one format for the
// tree, the views, the mocks and the server); the tree's public API keeps offering them.
export {
  type AttributeField,
  formatLogicalNodeId,
  isLogicalNodeId,
  LOGICAL_ID_PREFIX,
  type LogicalNodeRef,
  type LogicalSearchCriteria,
  type LogicalViewField,
  logicalSearchCriteria,
  NOT_SPECIFIED_ID_PART,
  parseLogicalNodeId,
} from '@vitrine/core';

type LogicalRow = components['schemas']['LogicalRow'];
type CustomMetadataDefinition = components['schemas']['CustomMetadataDefinition'];
type GlobalSettings = components['schemas']['GlobalSettings'];

/** The route key of every location node: /logical/location/{country}/{state}/{city} (spec 000 §2). */
export const LOCATION_ROUTE_KEY = 'location';

/** The four nodes of "Browse by Data Tags", in the spec's order (spec 000 §2). */
export const DATA_TAG_FIELDS = ['title', 'author', 'subject', 'keyword'] as const;
/** One node of "Browse by Data Tags". */
export type DataTagField = (typeof DATA_TAG_FIELDS)[number];

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

const idValue = (value: string) => (value === '' ? NOT_SPECIFIED_ID_PART : value);
const fromIdValue = (value: string) => (value === NOT_SPECIFIED_ID_PART ? '' : value);

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

/** The logicalViewValue a node searches for (@vitrine/core's format). */
const searchValue = (ref: LogicalNodeRef) => formatLogicalValue(logicalValueOfNode(ref)).logicalViewValue;

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
        value: searchValue({ type: 'date', year: row.year }),
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
        value: searchValue({ type: 'date', year: row.year, month }),
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
        node = {
          id,
          name: part === '' ? labels.notSpecified : part,
          value: searchValue({ type: 'location', parts: path }),
          count: 0,
        };
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
