// A collapsible section of the tree panel (the WAI-ARIA accordion pattern: a heading holding a
// button with aria-expanded), its state remembered in a web setting. Content is mounted only while
// expanded, so a collapsed tree asks the server nothing.
//
// The open sections share the panel's height (app.css): a collapsed one takes its heading's height,
// an open one grows to what its content needs and no further, and the ones longer than their share
// scroll on their own. A virtualized tree fills whatever box it is given, so the section measures
// what its rows need (useNaturalHeight) and caps itself there: no blank gap under a short list.
import { IconChevronRight, useWebSetting } from '@vitrine/ui';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

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
  const sectionRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  useNaturalHeight(sectionRef, contentRef, expanded);
  return (
    <section
      ref={sectionRef}
      className="vt-app__tree-section"
      data-section={name}
      data-state={expanded ? 'open' : 'closed'}
    >
      <h2 className="vt-app__tree-section-heading">
        <button
          type="button"
          className="vt-app__tree-section-toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
        >
          <IconChevronRight className="vt-app__icon vt-app__chevron" size={16} aria-hidden="true" />
          <span className="vt-app__tree-section-title">{title}</span>
        </button>
      </h2>
      <div ref={contentRef} id={contentId} className="vt-app__tree-section-content" hidden={!expanded}>
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

/**
 * Writes what the open section's content needs, in pixels, to `--vt-app-section-natural` on the
 * section: the content's own height, with each virtualized tree counted at its rows' height (the
 * list's inner element) instead of the box it was given. Measured again when the content changes
 * (rows load, a branch opens) or resizes.
 */
function useNaturalHeight(
  sectionRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
  expanded: boolean,
) {
  useLayoutEffect(() => {
    const section = sectionRef.current;
    const content = contentRef.current;
    if (!section || !content || !expanded) {
      section?.style.removeProperty('--vt-app-section-natural');
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      let natural = content.scrollHeight;
      for (const list of content.querySelectorAll<HTMLElement>('[role="tree"]')) {
        const box = list.parentElement;
        const rows = list.querySelector<HTMLElement>(':scope > div > div');
        if (!box || !rows) continue;
        natural += rows.offsetHeight - box.clientHeight;
      }
      section.style.setProperty('--vt-app-section-natural', `${Math.max(0, Math.ceil(natural))}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    const mutations = new MutationObserver(schedule);
    mutations.observe(content, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    const sizes = new ResizeObserver(schedule);
    sizes.observe(content);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      mutations.disconnect();
      sizes.disconnect();
    };
  }, [sectionRef, contentRef, expanded]);
}
