// <SearchField>: the search text of the top bar (spec 000 §3 text). An <input type="search"> (role
// searchbox) with a visually hidden label; what is typed is searched after a pause (as you type,
// SEARCH_TYPING_DELAY_MS), at once on Enter; Escape empties a field that holds text. An answer for an
// older text is never shown: every text is its own search (useSearchSession's entries are keyed by
// the whole criteria and an answer echoing another searchId is dropped, spec 000 §4).
import { IconSearch, TextField } from '@vitrine/ui';
import { forwardRef, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useViewsLocale, type ViewsLocaleOverrides } from '../locale';
import { SEARCH_TYPING_DELAY_MS } from './search-input';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The text searched now (controlled). */
  value: string;
  /** Called with the text after a pause in typing, on Enter, and when Escape empties the field. */
  onChange: (text: string) => void;
  /** The text is read as a boolean expression (spec 000 §3 booleanMode): the placeholder says so. */
  booleanMode?: boolean | undefined;
  /** The pause, in ms, after which typed text is searched (default SEARCH_TYPING_DELAY_MS, 300). */
  delay?: number | undefined;
  /** Ids of elements that describe the field (the boolean syntax help). */
  describedBy?: string | undefined;
  /** Called on Escape in an empty field (a narrow bar collapses). */
  onEscape?: (() => void) | undefined;
  /** Partial override of the views' words. */
  locale?: ViewsLocaleOverrides | undefined;
  /** Extra class on the outer element. */
  className?: string | undefined;
}

/** The search text, searched as you type (see the module's head). */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(props, ref) {
  const locale = useViewsLocale(props.locale).search;
  const { value, onChange, onEscape } = props;
  const delay = props.delay ?? SEARCH_TYPING_DELAY_MS;
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };

  // A text set from outside (a route, Clear) shows at once, unless the user is typing a newer one.
  useEffect(() => {
    if (timer.current === null) setDraft(value);
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const send = useCallback((text: string) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (text.trim() !== latest.current.value.trim()) latest.current.onChange(text.trim());
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      send(draft);
    } else if (event.key === 'Escape') {
      if (draft === '') {
        onEscape?.();
        return;
      }
      // The browser's own clearing of a search field is replaced by ours (it searches at once).
      event.preventDefault();
      event.stopPropagation();
      setDraft('');
      send('');
    }
  };

  return (
    <TextField
      ref={ref}
      type="search"
      label={locale.searchLabel}
      size="sm"
      leadingIcon={<IconSearch />}
      className={props.className ? `vt-views__search-field ${props.className}` : 'vt-views__search-field'}
      value={draft}
      placeholder={props.booleanMode ? locale.booleanPlaceholder : locale.searchPlaceholder}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      aria-describedby={props.describedBy}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(() => send(text), delay);
      }}
      onKeyDown={onKeyDown}
    />
  );
});
