// The breadcrumb of the selected item (spec 000 §2 "Main page": the top menu's breadcrumb), built
// from what the server answers: a folder's parent ids and fullPath, a set's place in the set tree
// (or its parentPath), a logical node id and the labels of its branch. Pure (no React).
import type { SetTreeNode, VitrineSet } from '@vitrine/api-client';
import {
  formatLogicalNodeId,
  type LogicalNodeRef,
  parseLogicalNodeId,
  type TreeSelection,
} from '@vitrine/tree';

/** One step of the path: its label and what choosing it selects (`null`: a heading, not a link). */
export interface Crumb {
  label: string;
  selection: TreeSelection | null;
}

/** Splits a path of names ('/Marketing/Campaigns/2024'); names never hold '/' (spec 000 §5). */
const pathNames = (path: string | undefined): string[] =>
  (path ?? '').split('/').filter((name) => name !== '');

/**
 * A folder's crumbs from its parent ids (root first, GET /api/folders/getFolderParentsIds) and its
 * fullPath: each parent links to itself. When the two disagree (a folder renamed or moved between
 * the calls), the path's names show without links.
 */
export function folderCrumbs(
  folder: { id: number; name: string; fullPath?: string },
  parentIds: number[],
): Crumb[] {
  const names = pathNames(folder.fullPath).slice(0, -1);
  const parents =
    names.length === parentIds.length
      ? names.map(
          (label, index): Crumb => ({ label, selection: { kind: 'folder', id: parentIds[index] ?? 0 } }),
        )
      : names.map((label): Crumb => ({ label, selection: null }));
  return [...parents, { label: folder.name, selection: { kind: 'folder', id: folder.id } }];
}

/** A node of the set tree on the way to the target: a group (collection) or a set. */
type SetStep = { kind: 'collection' | 'set'; id: number; name: string };

function findSetPath(nodes: readonly (SetTreeNode | VitrineSet)[], target: TreeSelection): SetStep[] | null {
  for (const node of nodes) {
    const step: SetStep = { kind: node.type === 'g' ? 'collection' : 'set', id: node.id, name: node.name };
    if (step.kind === target.kind && 'id' in target && target.id === node.id) return [step];
    const children = 'sets' in node ? node.sets : 'subsets' in node ? (node.subsets ?? []) : [];
    const below = findSetPath(children, target);
    if (below) return [step, ...below];
  }
  return null;
}

/**
 * The crumbs of a set or collection (set group) found in the set tree (GET /api/virtualsets):
 * its group, its parent sets, itself. `null` when the tree does not hold it.
 */
export function setTreeCrumbs(nodes: readonly SetTreeNode[], target: TreeSelection): Crumb[] | null {
  if (target.kind !== 'set' && target.kind !== 'collection') return null;
  const path = findSetPath(nodes, target);
  return path?.map(({ kind, id, name }) => ({ label: name, selection: { kind, id } })) ?? null;
}

/**
 * A set's crumbs from its parentPath and its parent ids (GET /api/virtualsets/getsetparentsids), for
 * a set the set tree did not hold (subsets loaded lazily): as `folderCrumbs`.
 */
export function setPathCrumbs(
  set: { id: number; name: string; parentPath?: string },
  parentIds: number[],
): Crumb[] {
  const names = pathNames(set.parentPath);
  const parents =
    names.length === parentIds.length
      ? names.map((label, index): Crumb => ({ label, selection: { kind: 'set', id: parentIds[index] ?? 0 } }))
      : names.map((label): Crumb => ({ label, selection: null }));
  return [...parents, { label: set.name, selection: { kind: 'set', id: set.id } }];
}

/** The words a logical breadcrumb needs (spec 000 §2 "Logical tree"), from the locale and the server. */
export interface LogicalLabels {
  browseByTimeline: string;
  browseByDataTags: string;
  browseByLocation: string;
  browseByCustomFields: string;
  title: string;
  author: string;
  subject: string;
  keyword: string;
  /** '<Not specified>': an empty part of a location. */
  notSpecified: string;
  /** 1 → 'January'. */
  monthName(month: number): string;
  /** A keyword's text by its id, when known. */
  keywordName(id: string): string | undefined;
  /** A custom metadata definition's label (double underscores shown as spaces) by its id, when known. */
  customFieldLabel(id: string): string | undefined;
}

const heading = (label: string): Crumb => ({ label, selection: null });
const logical = (label: string, ref: LogicalNodeRef): Crumb => ({
  label,
  selection: { kind: 'logical', nodeId: formatLogicalNodeId(ref) },
});

/**
 * The crumbs of a logical view node (ids of spec 000 §3, read by @vitrine/tree's parseLogicalNodeId):
 * the branch heading, then each level; the levels that are views of their own (a year, a country, a
 * state) link to them, the groups (Title, a custom field) are headings. An id that is not a logical
 * node id shows as it is.
 */
export function logicalCrumbs(nodeId: string, labels: LogicalLabels): Crumb[] {
  const ref = parseLogicalNodeId(nodeId);
  const shown = (value: string) => (value === '' ? labels.notSpecified : value);
  switch (ref?.type) {
    case undefined:
      return [{ label: nodeId, selection: { kind: 'logical', nodeId } }];
    case 'date': {
      const year = logical(String(ref.year), { type: 'date', year: ref.year });
      if (ref.month === undefined) return [heading(labels.browseByTimeline), year];
      return [heading(labels.browseByTimeline), year, logical(labels.monthName(ref.month), ref)];
    }
    case 'attribute':
      return [heading(labels.browseByDataTags), heading(labels[ref.field]), logical(shown(ref.value), ref)];
    case 'keyword':
      return [
        heading(labels.browseByDataTags),
        heading(labels.keyword),
        logical(labels.keywordName(ref.keywordId) ?? ref.keywordId, ref),
      ];
    case 'location':
      return [
        heading(labels.browseByLocation),
        ...ref.parts.map((part, index) =>
          logical(shown(part), { type: 'location', parts: ref.parts.slice(0, index + 1) }),
        ),
      ];
    case 'custom':
      return [
        heading(labels.browseByCustomFields),
        heading(labels.customFieldLabel(String(ref.definitionId)) ?? String(ref.definitionId)),
        logical(shown(ref.value), ref),
      ];
  }
}

/**
 * The folders, sets and collections a tree's cached answer names, as `kind:id` → what the
 * breadcrumb shows of it (name and path). Walks the answer whatever its shape (a folder list, the
 * set tree with its subsets): every object with a numeric `id` and a string `name`. `cache` says
 * which tree the answer is from ('folders' or 'sets'; a set tree node of type 'g' is a collection).
 */
export function namedTreeEntries(data: unknown, cache: 'folders' | 'sets'): Map<string, string> {
  const entries = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (typeof node.id === 'number' && typeof node.name === 'string') {
      const kind = cache === 'folders' ? 'folder' : node.type === 'g' ? 'collection' : 'set';
      const path = typeof node.fullPath === 'string' ? node.fullPath : String(node.parentPath ?? '');
      entries.set(`${kind}:${node.id}`, `${node.name}\u0000${path}`);
    }
    for (const child of Object.values(node)) if (typeof child === 'object') visit(child);
  };
  visit(data);
  return entries;
}

/** `kind:id` of each step of a breadcrumb that links to a folder, set or collection. */
export function crumbEntryKeys(crumbs: readonly Crumb[]): string[] {
  return crumbs.flatMap(({ selection }) => {
    const kind = selection?.kind;
    return selection && (kind === 'folder' || kind === 'set' || kind === 'collection') && 'id' in selection
      ? [`${kind}:${selection.id}`]
      : [];
  });
}

/**
 * Whether a tree's own write into its cached answer (a rename, a move, a delete, a processing mark)
 * should make the breadcrumb read its path again. Not when no name or path changed (a folder marked
 * while it is deleted), nor when a step of the shown path left the answer: that folder or set was
 * deleted (the tree then selects its parent, spec 000 §4) or moved (the tree reads its new parent's
 * list again, which refreshes the breadcrumb then); asking now would ask for an id that may be gone.
 */
export function treeWriteRefreshesBreadcrumb(
  before: ReadonlyMap<string, string> | undefined,
  after: ReadonlyMap<string, string>,
  shownPath: readonly string[],
): boolean {
  if (before === undefined) return true;
  if (shownPath.some((key) => before.has(key) && !after.has(key))) return false;
  if (before.size !== after.size) return true;
  for (const [key, value] of after) if (before.get(key) !== value) return true;
  return false;
}
