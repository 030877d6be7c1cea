// A collapsible section of the tree panel (the WAI-ARIA accordion pattern: a heading holding a
// button with aria-expanded), its state remembered in a web setting. Content is mounted only while
// expanded, so a collapsed tree asks the server nothing.
//
// The open sections share the panel's height (app.css): a collapsed one takes its heading's height,
// the open trees split what is left and scroll on their own, and a short list (quick access,
// `fitContent`) takes what its rows need and no more. A virtualized tree fills whatever box it is
// given, so such a section measures what its rows need (useNaturalHeight) and caps itself there: no
// blank gap under a short list.
import { IconChevronRight, Tooltip, useWebSetting } from '@vitrine/ui';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** Props of {@link TreeSection}. */
export interface TreeSectionProps {
  /** data-section and the ids of its parts. */
  name: string;
  title: string;
  /** The web setting remembering whether it is expanded; `null`: for this visit only (quick access has none). */
  setting: 'expandFolderTree' | 'expandSetsTree' | 'expandLogicalTree' | null;
  /**
   * A short list (quick access): the section grows to what its rows need and no further, leaving the
   * rest to the trees. The trees share what is left equally (their height never shrinks while their
   * rows load, so a selected row they scrolled to stays in view).
   */
  fitContent?: boolean;
  children: ReactNode;
}

/** A collapsible section (the WAI-ARIA accordion pattern: a heading holding a button). */
export function TreeSection({ name, title, setting, fitContent = false, children }: TreeSectionProps) {
  const [expanded, setExpanded] = useSectionExpanded(setting);
  const contentId = `vt-tree-section-${name}`;
  const sectionRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLSpanElement | null>(null);
  useNaturalHeight(sectionRef, contentRef, expanded && fitContent);
  return (
    <section
      ref={sectionRef}
      className="vt-app__tree-section"
      data-section={name}
      data-state={expanded ? 'open' : 'closed'}
      data-fit={fitContent ? 'content' : undefined}
    >
      <h2 className="vt-app__tree-section-heading">
        {/* A title too long for the panel (the sets name is the user's) ends with an ellipsis and
            shows in full in a tooltip on pointer rest or keyboard focus, as the trees' rows do. */}
        <Tooltip content={title} align="start" whenCut={titleRef}>
          <button
            type="button"
            className="vt-app__tree-section-toggle"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
          >
            <IconChevronRight className="vt-app__icon vt-app__chevron" size={16} aria-hidden="true" />
            <span ref={titleRef} className="vt-app__tree-section-title">
              {title}
            </span>
          </button>
        </Tooltip>
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
 *
 * While a section's rows load it keeps the space it has (or its share, before its first rows), so the
 * sections only give space back once their lists are read. A tree scrolls its selected row into view once; when its list then gets shorter and the
 * row it showed falls out of view, the row is brought back (block 'nearest', only within the list).
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
    // Per list: its height and whether the selected row showed at the last measure.
    const seen = new WeakMap<Element, { height: number; shown: boolean }>();
    // The cap written last (`null`: none yet, the section takes its share).
    let cap: number | null = null;
    let frame = 0;
    const measure = () => {
      frame = 0;
      let natural = content.scrollHeight;
      for (const list of content.querySelectorAll<HTMLElement>('[role="tree"]')) {
        const box = list.parentElement;
        const rows = list.querySelector<HTMLElement>(':scope > div > div');
        if (!box || !rows) continue;
        natural += rows.offsetHeight - box.clientHeight;
        keepSelectedRowShown(list, seen);
      }
      // While rows load, the cap only grows (a section never shrinks under a neighbour's selected
      // row); before the first rows arrive there is none, so a short list shrinks, never grows, once read.
      const needed = Math.max(0, Math.ceil(natural));
      const loading = content.querySelector('[aria-busy="true"], [data-loading]') !== null;
      if (!loading) cap = needed;
      else if (cap !== null) cap = Math.max(cap, needed);
      if (cap === null) section.style.removeProperty('--vt-app-section-natural');
      else section.style.setProperty('--vt-app-section-natural', `${cap}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    const mutations = new MutationObserver(schedule);
    mutations.observe(content, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'aria-busy', 'data-loading'],
    });
    const sizes = new ResizeObserver(schedule);
    sizes.observe(content);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      mutations.disconnect();
      sizes.disconnect();
    };
  }, [sectionRef, contentRef, expanded]);
}

/**
 * Brings a tree's selected row back into view when its list changed height and hid it (wholly, when
 * it showed at the last measure; or in part). A list the user scrolls keeps its height: never moved.
 */
function keepSelectedRowShown(list: HTMLElement, seen: WeakMap<Element, { height: number; shown: boolean }>) {
  const height = list.clientHeight;
  const row = list.querySelector<HTMLElement>('[role="treeitem"][aria-selected="true"]');
  const place = row ? placeOf(row, list) : 'none';
  const before = seen.get(list);
  const resized = before !== undefined && height !== before.height;
  if (row && resized && (place === 'cut' || (place === 'out' && before.shown))) {
    row.scrollIntoView({ block: 'nearest' });
    seen.set(list, { height, shown: placeOf(row, list) === 'in' });
    return;
  }
  seen.set(list, { height, shown: place === 'in' });
}

/** Where `row` lies in `list`'s box: wholly inside (one pixel of slack), cut at an edge, or out of it. */
function placeOf(row: HTMLElement, list: HTMLElement): 'in' | 'cut' | 'out' {
  const outer = list.getBoundingClientRect();
  const inner = row.getBoundingClientRect();
  if (inner.height === 0 || inner.bottom <= outer.top || inner.top >= outer.bottom) return 'out';
  return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 ? 'in' : 'cut';
}
