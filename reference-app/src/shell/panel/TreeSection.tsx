// A collapsible section of the tree panel (the WAI-ARIA accordion pattern: a heading holding a
// button with aria-expanded), its state remembered in a web setting. Content is mounted only while
// expanded, so a collapsed tree asks the server nothing.
import { useWebSetting } from '@vitrine/ui';
import { type ReactNode, useState } from 'react';

/** Props of {@link TreeSection}. */
export interface TreeSectionProps {
  /** data-section and the ids of its parts. */
  name: string;
  title: string;
  /** The web setting remembering whether it is expanded; `null`: for this visit only (quick access has none). */
  setting: 'expandFolderTree' | 'expandSetsTree' | 'expandLogicalTree' | null;
  children: ReactNode;
}

/** A collapsible section (the WAI-ARIA accordion pattern: a heading holding a button). */
export function TreeSection({ name, title, setting, children }: TreeSectionProps) {
  const [expanded, setExpanded] = useSectionExpanded(setting);
  const contentId = `vt-tree-section-${name}`;
  return (
    <section className="vt-app__tree-section" data-section={name} data-state={expanded ? 'open' : 'closed'}>
      <h2 className="vt-app__tree-section-heading">
        <button
          type="button"
          className="vt-app__tree-section-toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
        >
          <svg
            className="vt-app__icon vt-app__chevron"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
          >
            <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          </svg>
          {title}
        </button>
      </h2>
      <div id={contentId} className="vt-app__tree-section-content" hidden={!expanded}>
        {expanded && children}
      </div>
    </section>
  );
}

function useSectionExpanded(setting: TreeSectionProps['setting']): [boolean, (expanded: boolean) => void] {
  // Hooks run unconditionally; the quick-access section ignores the setting it is handed.
  const saved = useWebSetting(setting ?? 'expandFolderTree');
  const visit = useState(true);
  return setting === null ? visit : saved;
}
