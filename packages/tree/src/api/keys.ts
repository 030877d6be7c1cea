// Query keys of every tree query, in one place, so a mutation in one tree can refresh another's
// data (pinning a folder refreshes quick access; moving a set refreshes its old and new parent).
// Every key starts with ['vitrine', 'tree'], so `invalidateQueries({ queryKey: treeKeys.all })`
// refreshes every tree.

export const treeKeys = {
  all: ['vitrine', 'tree'] as const,
  /** Folder children: one entry per parent ('root' for the top level), pages appended (spec 000 §7). */
  subfolders: (parentId: number | 'root') => ['vitrine', 'tree', 'folders', 'children', parentId] as const,
  folderParents: (folderId: number) => ['vitrine', 'tree', 'folders', 'parents', folderId] as const,
  folderSearch: (text: string) => ['vitrine', 'tree', 'folders', 'search', text] as const,
  folderFileTypes: (folderId: number) => ['vitrine', 'tree', 'folders', 'fileTypes', folderId] as const,
  sets: () => ['vitrine', 'tree', 'sets', 'list'] as const,
  subsets: (setId: number) => ['vitrine', 'tree', 'sets', 'children', setId] as const,
  setParents: (setId: number) => ['vitrine', 'tree', 'sets', 'parents', setId] as const,
  /** A logical branch: 'date', 'keywords', 'location', or 'string' with its field. */
  logical: (branch: 'date' | 'keywords' | 'location' | 'string', field?: string) =>
    ['vitrine', 'tree', 'logical', branch, ...(field === undefined ? [] : [field])] as const,
  pinned: () => ['vitrine', 'tree', 'pinned'] as const,
  notifications: (objectType: 'folder' | 'set' | 'image', id: number) =>
    ['vitrine', 'tree', 'notifications', objectType, id] as const,
};
