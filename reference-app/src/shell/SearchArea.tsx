// The banner's search (spec 000 §3 text, boolean mode, date range, minimum rating; issue 15): the
// page's SearchInput, held above the banner and the files so both read it, and @vitrine/views'
// SearchBar in the banner. The files' search session adds `useAppSearchCriteria()` to its criteria,
// so results show in the current view and selection.
//
// The text and the routes (docs/decisions.md "The search-query route"): with a folder, set, logical
// view or all files selected, the text narrows that selection. Where nothing is selected (the
// dashboard, a view's page without a selection) a text goes to the search-query route,
// /search-query/{text} (spec 000 §4: all files, sort 5 and order 2); on that route the route holds
// the text, so typing replaces it there and clearing it goes to all files. The mode, the date range
// and the rating are the page's and apply wherever it searches. Where the banner has no room for the
// field (a narrow window, or a signed-in account area beside the switcher) a search button unfolds it
// over the banner.
import type { SearchCriteria } from '@vitrine/api-client';
import { EMPTY_SEARCH_INPUT, SearchBar, type SearchInput, searchInputCriteria } from '@vitrine/views';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigation } from '../navigation/NavigationProvider';
import { searchQueryPath, type ViewName } from '../routes/match';

interface AppSearch {
  input: SearchInput;
  setInput: (next: SearchInput) => void;
  /** The search-query route's query (spec 000 §4), or null off that route. */
  searchQuery: string | null;
}

const AppSearchContext = createContext<AppSearch | null>(null);

/** Holds the page's search input; `searchQuery` is the route's (null off the search-query route). */
export function AppSearchProvider({
  searchQuery,
  children,
}: {
  searchQuery: string | null;
  children: ReactNode;
}) {
  const [input, setInput] = useState<SearchInput>(EMPTY_SEARCH_INPUT);
  const value = useMemo(() => ({ input, setInput, searchQuery }), [input, searchQuery]);
  return <AppSearchContext.Provider value={value}>{children}</AppSearchContext.Provider>;
}

/** What the files' search adds to its criteria: the bar's fields, and the route's search query. */
export interface AppSearchCriteria {
  criteria: SearchCriteria;
  /** For useSearchCriteria's `searchQuery` (spec 000 §4: it forces sort 5 and order 2). */
  searchQuery: string | null;
}

const NO_SEARCH: AppSearchCriteria = { criteria: {}, searchQuery: null };

/** The page's search for the files' session (nothing outside an {@link AppSearchProvider}). */
export function useAppSearchCriteria(): AppSearchCriteria {
  const search = useContext(AppSearchContext);
  return useMemo(() => {
    if (!search) return NO_SEARCH;
    const { text, ...options } = searchInputCriteria(search.input);
    // On the search-query route the route's query is the text (withRouteSearchQuery).
    return {
      criteria: search.searchQuery === null ? { text, ...options } : options,
      searchQuery: search.searchQuery,
    };
  }, [search]);
}

/** Props of {@link SearchArea}. */
export interface SearchAreaProps {
  /** A selection is searched (main page with a folder, set, logical view or all files). */
  searchesSelection: boolean;
  /** The view the URL names (`default` when none), kept by the search-query route. */
  routeView: ViewName | 'default';
  /** Narrow layout (spec 000 §9, below 960 px): a search button unfolds the field over the banner. */
  narrow: boolean;
}

/** The least the banner's view switcher takes (icons only: a 32 px segment per view, its frame). */
const SWITCHER_MIN_WIDTH = 7 * 32 + 8;
/** The unfolded bar's width until it is measured (a 15rem field and its options button). */
const SEARCH_WIDTH_GUESS = 280;

/**
 * Whether the unfolded bar leaves the banner too little room: its start (panel button, brand), the
 * view switcher at its smallest and the account area beside it, measured on the banner. The bar's own
 * width is the one it had unfolded (remembered), so folding it does not unfold it again.
 */
function useCrowdedBanner() {
  const ref = useRef<HTMLDivElement | null>(null);
  const searchWidth = useRef(SEARCH_WIDTH_GUESS);
  const [crowded, setCrowded] = useState(false);
  useLayoutEffect(() => {
    const own = ref.current;
    const end = own?.parentElement;
    const banner = own?.closest<HTMLElement>('.vt-app__banner');
    if (!own || !end || !banner || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (own.querySelector('[role="search"]') && !own.querySelector('[data-expanded]')) {
        searchWidth.current = own.getBoundingClientRect().width;
      }
      const style = getComputedStyle(banner);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const inner =
        banner.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const start = banner.querySelector('.vt-app__banner-start')?.getBoundingClientRect().width ?? 0;
      const others = [...end.children]
        .filter((child) => child !== own)
        .reduce((width, child) => width + child.getBoundingClientRect().width + gap, 0);
      setCrowded(inner - start - SWITCHER_MIN_WIDTH - others - 2 * gap < searchWidth.current);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(banner);
    for (const child of end.children) if (child !== own) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, crowded };
}

/** The banner's search bar (see the module's head). */
export function SearchArea({ searchesSelection, routeView, narrow }: SearchAreaProps) {
  const search = useContext(AppSearchContext);
  const { navigate } = useNavigation();
  const room = useCrowdedBanner();
  if (!search) return null;
  const { input, setInput, searchQuery } = search;
  const value = searchQuery === null ? input : { ...input, text: searchQuery };
  const onChange = (next: SearchInput) => {
    const text = next.text.trim();
    const textChanged = text !== value.text.trim();
    if (searchQuery !== null) {
      setInput({ ...next, text: '' });
      if (textChanged) navigate(text === '' ? '/all' : searchQueryPath(routeView, text), { replace: true });
      return;
    }
    if (textChanged && text !== '' && !searchesSelection) {
      setInput({ ...next, text: '' });
      navigate(searchQueryPath(routeView, text));
      return;
    }
    setInput(next);
  };
  return (
    <div ref={room.ref} className="vt-app__search-area">
      <SearchBar
        className="vt-app__search"
        value={value}
        onChange={onChange}
        collapsible={narrow || room.crowded}
      />
    </div>
  );
}
