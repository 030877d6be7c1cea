// The large mock library as plain react-arborist data: the same folders Vitrine's tree shows,
// given as data up front (the peer), in the top-level order of the subfolders handler.
import { createLargeFolderLibrary, type LargeFolderDb } from '@vitrine/mocks';
import { TOGGLED_FOLDER } from './protocol';

export interface PlainNode {
  id: string;
  name: string;
  /** undefined: a leaf; []: a folder whose children are not in the data. */
  children?: PlainNode[];
  /** The 'Load more...' row of a folder with more children than are loaded. */
  loadMore?: true;
}

export function buildLibrary(): { library: LargeFolderDb; ms: number } {
  const start = performance.now();
  const library = createLargeFolderLibrary();
  return { library, ms: performance.now() - start };
}

export interface PlainParts {
  /** Top-level nodes; the 'Wide' node's children are filled per render from `wideChildren`. */
  topLevel: PlainNode[];
  wideId: string;
  wideChildren: PlainNode[];
  /** Nodes in the data besides the children of 'Wide'. */
  otherNodes: number;
}

/**
 * '10k': what Vitrine holds once 'Wide' is loaded: the top level, the children of 'Audio' and of
 * 'Wide' (other folders closed, their children not loaded). '100k': the whole library as data.
 */
export function plainParts(library: LargeFolderDb, size: '10k' | '100k'): PlainParts {
  let otherNodes = 0;
  const toNode = (id: number, name: string, deep: boolean): PlainNode => {
    otherNodes += 1;
    const children = library.childFolders(id);
    if (children.length === 0) return { id: String(id), name };
    return {
      id: String(id),
      name,
      children: deep ? children.map((child) => toNode(child.id, child.name, true)) : [],
    };
  };
  const topLevel = library.childFolders(null).map((folder) => {
    if (folder.id === library.widestFolderId) {
      otherNodes += 1;
      return { id: String(folder.id), name: folder.name, children: [] };
    }
    return toNode(folder.id, folder.name, size === '100k' || folder.name === TOGGLED_FOLDER);
  });
  const wideChildren = library
    .childFolders(library.widestFolderId)
    .map((folder): PlainNode => ({ id: String(folder.id), name: folder.name }));
  return { topLevel, wideId: String(library.widestFolderId), wideChildren, otherNodes };
}
