// The peer: plain react-arborist (3.16, the version @vitrine/tree uses) given the folders as data,
// with a 'Load more...' row that appends the next 100 children of 'Wide' to the data, as a host
// without Vitrine would write it (immutable update of the changed branch only).
import { FOLDERS_PER_PAGE } from '@vitrine/core';
import { createContext, type RefObject, useContext, useMemo, useState } from 'react';
import { type NodeRendererProps, Tree, type TreeApi } from 'react-arborist';
import type { PlainNode, PlainParts } from './library';
import { LOAD_MORE_TEXT, TOGGLED_FOLDER } from './protocol';

const LoadMoreContext = createContext<() => void>(() => undefined);

function Row({ node, style, dragHandle }: NodeRendererProps<PlainNode>) {
  const loadMore = useContext(LoadMoreContext);
  if (node.data.loadMore) {
    return (
      <div style={style} ref={dragHandle} className="row">
        <button type="button" className="load-more" onClick={loadMore}>
          {LOAD_MORE_TEXT}...
        </button>
      </div>
    );
  }
  return (
    <div style={style} ref={dragHandle} className="row">
      {node.isInternal ? (
        <button
          type="button"
          className="toggle"
          aria-label={node.isOpen ? 'Collapse' : 'Expand'}
          onClick={(event) => {
            event.stopPropagation();
            node.toggle();
          }}
        >
          {node.isOpen ? '▾' : '▸'}
        </button>
      ) : (
        <span className="toggle" />
      )}
      <span>{node.data.name}</span>
    </div>
  );
}

/** What the page calls on the peer besides clicks. */
export interface PlainTreeControls {
  rename(): void;
}

export interface PlainTreeProps {
  parts: PlainParts;
  initiallyLoaded: number;
  apiRef: RefObject<TreeApi<PlainNode> | null>;
  controls: { current: PlainTreeControls | null };
}

export function PlainTree({ parts, initiallyLoaded, apiRef, controls }: PlainTreeProps) {
  const [loaded, setLoaded] = useState(initiallyLoaded);
  const [renames, setRenames] = useState(0);
  controls.current = { rename: () => setRenames((n) => n + 1) };
  const total = parts.wideChildren.length;
  const data = useMemo(
    () =>
      parts.topLevel.map((node): PlainNode => {
        if (node.id === parts.wideId) {
          const children = parts.wideChildren.slice(0, loaded);
          if (loaded < total) {
            children.push({ id: `load-more-${node.id}`, name: `${LOAD_MORE_TEXT}...`, loadMore: true });
          }
          return { ...node, children };
        }
        if (renames > 0 && node.name === TOGGLED_FOLDER)
          return { ...node, name: `${node.name} (${renames})` };
        return node;
      }),
    [parts, loaded, total, renames],
  );
  const loadMore = () => setLoaded((n) => Math.min(total, n + FOLDERS_PER_PAGE));
  return (
    <LoadMoreContext.Provider value={loadMore}>
      <Tree<PlainNode>
        ref={apiRef}
        data={data}
        openByDefault={false}
        initialOpenState={{ [parts.wideId]: true }}
        width={480}
        height={600}
        rowHeight={24}
        aria-label="Folders"
      >
        {Row}
      </Tree>
    </LoadMoreContext.Provider>
  );
}
