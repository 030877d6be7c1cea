// The logical tree as <TreeView> nodes (spec 000 §2 "Logical tree", §4 "Lazy logical branches load
// once, show 'Loading...' until filled, and a branch with no data is removed"), built from the state
// of each logical call. Pure: the hook feeds it query states, tests feed it tables.
import type { components } from '@vitrine/api-client';
import { type TreeViewNode, UNLOADED } from '../base/model';
import {
  type AttributeField,
  buildAttributeNodes,
  buildCustomValueNodes,
  buildDateNodes,
  buildKeywordNodes,
  buildLocationNodes,
  type CustomFieldNode,
  customFieldNodes,
  customFieldParam,
  DATA_TAG_FIELDS,
  type DataTagField,
  formatLogicalNodeId,
  type LogicalBranch,
  type LogicalNodeLabels,
  type LogicalViewNode,
  parseLogicalNodeId,
} from './nodes';

type LogicalRow = components['schemas']['LogicalRow'];
type CustomMetadataDefinition = components['schemas']['CustomMetadataDefinition'];

/** What a row of the logical tree stands for (the `data` of its TreeViewNode). */
export type LogicalTreeItem =
  /** One of the four headings ("Browse by Timeline", ...); opens and closes, never selected. */
  | { type: 'heading'; branch: LogicalBranch }
  /** Title, Author, Subject or Keyword under "Browse by Data Tags". */
  | { type: 'field'; field: DataTagField }
  /** One custom definition under "Browse by Custom Data Fields". */
  | { type: 'customField'; definitionId: number; label: string }
  /** A logical view: selected, searched on, pinned (spec 000 §3 logical view node). */
  | { type: 'view'; node: LogicalViewNode };

/** A node of the logical tree. */
export type LogicalTreeNode = TreeViewNode<LogicalTreeItem>;

/** The id of a heading; never a logical view id ('logical:' is no prefix of spec 000 §3). */
export function headingId(branch: LogicalBranch): string {
  return `logical:${branch}`;
}

/** The id of a Data Tags field node. */
export function fieldNodeId(field: DataTagField): string {
  return `logical:dataTags:${field}`;
}

/** The id of a custom definition node. */
export function customFieldNodeId(definitionId: number): string {
  return `logical:customFields:${definitionId}`;
}

/** Which call fills a lazy node. */
export type LogicalSourceKey = 'date' | 'location' | 'keywords' | `string:${string}`;

/** The call behind a Data Tags field. */
export function fieldSourceKey(field: DataTagField): LogicalSourceKey {
  return field === 'keyword' ? 'keywords' : `string:${field}`;
}

/** The call behind a custom definition. */
export function customSourceKey(definitionId: number): LogicalSourceKey {
  return `string:${customFieldParam(definitionId)}`;
}

/** The state of one call: not answered yet (or not asked), answered, or failed. */
export type SourceState =
  | { status: 'pending' }
  | { status: 'error'; error?: unknown }
  | { status: 'success'; rows: readonly LogicalRow[] };

/** Everything the logical tree is built from. */
export interface LogicalTreeInput {
  /** The branches the global settings show (spec 000 §2), in order. */
  branches: readonly LogicalBranch[];
  /** The state of each call by source key; a missing key is not asked yet. */
  sources: Readonly<Partial<Record<LogicalSourceKey, SourceState>>>;
  /** The custom metadata definitions (spec 000 §3). */
  definitions:
    | { status: 'pending' }
    | { status: 'error' }
    | { status: 'success'; data: readonly CustomMetadataDefinition[] };
  labels: LogicalNodeLabels & {
    heading: (branch: LogicalBranch) => string;
    field: (field: DataTagField) => string;
  };
}

function viewNodes(nodes: readonly LogicalViewNode[]): LogicalTreeNode[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    data: { type: 'view', node },
    ...(node.children && node.children.length > 0 ? { children: viewNodes(node.children) } : {}),
  }));
}

/** Children of a lazy node: 'unloaded' until its call answers, the nodes after; null when it has none. */
function lazyChildren(
  state: SourceState | undefined,
  build: (rows: readonly LogicalRow[]) => LogicalViewNode[],
): LogicalTreeNode[] | typeof UNLOADED | null {
  if (state?.status !== 'success') return UNLOADED;
  const nodes = build(state.rows);
  return nodes.length > 0 ? viewNodes(nodes) : null;
}

function fieldRows(field: DataTagField, rows: readonly LogicalRow[], labels: LogicalNodeLabels) {
  return field === 'keyword'
    ? buildKeywordNodes(rows)
    : buildAttributeNodes(field as AttributeField, rows, labels);
}

/**
 * The top-level nodes of the logical tree: the visible headings in the spec's order, each with its
 * children ('unloaded' while its call has not answered, so <TreeView> shows 'Loading...' under it).
 * A heading, field or custom definition whose call answered no rows is left out (spec 000 §4), and
 * so is a heading all of whose children were left out.
 */
export function buildLogicalTreeNodes(input: LogicalTreeInput): LogicalTreeNode[] {
  const { labels, sources } = input;
  const out: LogicalTreeNode[] = [];
  for (const branch of input.branches) {
    const heading = (children: LogicalTreeNode[] | typeof UNLOADED): LogicalTreeNode => ({
      id: headingId(branch),
      name: labels.heading(branch),
      selectable: false,
      data: { type: 'heading', branch },
      children,
    });
    switch (branch) {
      case 'timeline':
      case 'location': {
        const children =
          branch === 'timeline'
            ? lazyChildren(sources.date, (rows) => buildDateNodes(rows, labels))
            : lazyChildren(sources.location, (rows) => buildLocationNodes(rows, labels));
        if (children !== null) out.push(heading(children));
        break;
      }
      case 'dataTags': {
        const fields: LogicalTreeNode[] = [];
        for (const field of DATA_TAG_FIELDS) {
          const children = lazyChildren(sources[fieldSourceKey(field)], (rows) =>
            fieldRows(field, rows, labels),
          );
          if (children === null) continue;
          fields.push({
            id: fieldNodeId(field),
            name: labels.field(field),
            selectable: false,
            data: { type: 'field', field },
            children,
          });
        }
        if (fields.length > 0) out.push(heading(fields));
        break;
      }
      case 'customFields': {
        const { definitions } = input;
        if (definitions.status === 'pending') {
          out.push(heading(UNLOADED));
          break;
        }
        // A failed read of the definitions is like none (spec 000 §8: load failures are only logged).
        const fields: CustomFieldNode[] =
          definitions.status === 'success' ? customFieldNodes(definitions.data) : [];
        const children: LogicalTreeNode[] = [];
        for (const { definitionId, label } of fields) {
          const values = lazyChildren(sources[customSourceKey(definitionId)], (rows) =>
            buildCustomValueNodes(definitionId, rows, labels),
          );
          if (values === null) continue;
          children.push({
            id: customFieldNodeId(definitionId),
            name: label,
            selectable: false,
            data: { type: 'customField', definitionId, label },
            children: values,
          });
        }
        if (children.length > 0) out.push(heading(children));
        break;
      }
    }
  }
  return out;
}

/**
 * The nodes to open so a logical view shows in the tree (its heading, field and parents), outermost
 * first: 'location/France/Bretagne' → ['logical:location', 'location/France']. Empty for an id that
 * is not a logical view.
 */
export function logicalAncestorIds(nodeId: string): string[] {
  const ref = parseLogicalNodeId(nodeId);
  if (!ref) return [];
  switch (ref.type) {
    case 'date':
      return ref.month === undefined
        ? [headingId('timeline')]
        : [headingId('timeline'), formatLogicalNodeId({ type: 'date', year: ref.year })];
    case 'attribute':
      return [headingId('dataTags'), fieldNodeId(ref.field)];
    case 'keyword':
      return [headingId('dataTags'), fieldNodeId('keyword')];
    case 'location': {
      const ids = [headingId('location')];
      for (let depth = 1; depth < ref.parts.length; depth++) {
        ids.push(formatLogicalNodeId({ type: 'location', parts: ref.parts.slice(0, depth) }));
      }
      return ids;
    }
    case 'custom':
      return [headingId('customFields'), customFieldNodeId(ref.definitionId)];
  }
}
