// <SearchBar>: the search of the top bar (spec 000 §2, §3), ready to embed: a search landmark with
// the text field (searched as you type, SearchField), a disclosure button for the search options
// and, opened, the options: how the text is read (any word or boolean, with the boolean syntax),
// the date range (DateRangeFields, weeks from Sunday) and the minimum rating (MinRatingSelect,
// hidden with hideStarRating). Controlled: the host keeps the SearchInput and feeds
// `searchInputCriteria(value)` to useSearchCriteria's `criteria`. `collapsible` (narrow windows)
// shows only a search button until it is pressed; Escape in the empty field or the close button
// folds it again, and focus goes back to the search button.
import {
  Button,
  IconButton,
  IconChevronDown,
  IconSearch,
  IconX,
  SegmentedControl,
  useGlobalSettings,
  useLocaleFormat,
} from '@vitrine/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useViewsLocale, type ViewsLocaleOverrides } from '../locale';
import { DateRangeFields } from './DateRangeFields';
import { MinRatingSelect } from './MinRatingSelect';
import { SearchField } from './SearchField';
import { activeSearchOptionCount, EMPTY_SEARCH_INPUT, type SearchInput } from './search-input';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The text, its mode, the date range and the minimum rating (controlled). */
  value: SearchInput;
  /** Called with the whole input after any change (the text after a pause in typing). */
  onChange: (next: SearchInput) => void;
  /** Hide the minimum rating; default the global setting hideStarRating (spec 000 §3). */
  hideStarRating?: boolean | undefined;
  /** Show only a search button until pressed (narrow windows). Default false. */
  collapsible?: boolean | undefined;
  /** With `collapsible`: unfolded at first. Default false. */
  defaultExpanded?: boolean | undefined;
  /** Called when a collapsible bar unfolds or folds. */
  onExpandedChange?: ((expanded: boolean) => void) | undefined;
  /** The typing pause before the text is searched, ms (default 300). */
  delay?: number | undefined;
  /** Today for the calendars (yyyy-mm-dd); default the local day. */
  today?: string | undefined;
  /** Partial override of the views' words. */
  locale?: ViewsLocaleOverrides | undefined;
  /** Extra class on the outer element. */
  className?: string | undefined;
}

/** The defaults of {@link SearchBarProps}, declared once (STYLE habit 2). */
export const defaultSearchBarProps = { collapsible: false, defaultExpanded: false } as const;

type HelpKey = keyof ReturnType<typeof useViewsLocale>['search']['booleanHelp'];
const HELP_KEYS: readonly HelpKey[] = ['and', 'or', 'not', 'phrase', 'prefix', 'group'];

/** The search bar (see the module's head). */
export function SearchBar(props: SearchBarProps) {
  const locale = useViewsLocale(props.locale).search;
  const format = useLocaleFormat();
  const settings = useGlobalSettings().data;
  const hideStarRating = props.hideStarRating ?? settings?.hideStarRating === true;
  const { value, onChange, onExpandedChange } = props;
  const collapsible = props.collapsible ?? defaultSearchBarProps.collapsible;
  const [expandedState, setExpandedState] = useState(
    props.defaultExpanded ?? defaultSearchBarProps.defaultExpanded,
  );
  const expanded = !collapsible || expandedState;
  const [optionsOpen, setOptionsOpen] = useState(false);
  const panelId = useId();
  const helpId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const optionsRef = useRef<HTMLButtonElement | null>(null);
  const focusAfter = useRef<'input' | 'opener' | null>(null);

  const setExpanded = useCallback(
    (next: boolean, focus: 'input' | 'opener') => {
      focusAfter.current = focus;
      setExpandedState(next);
      if (!next) setOptionsOpen(false);
      onExpandedChange?.(next);
    },
    [onExpandedChange],
  );
  // After folding or unfolding, focus goes where setExpanded said (once the element is drawn).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'input') inputRef.current?.focus();
    if (target === 'opener') openerRef.current?.focus();
  });

  // A press outside the bar closes the options (focus stays where the press put it).
  useEffect(() => {
    if (!optionsOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOptionsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [optionsOpen]);

  const change = (patch: Partial<SearchInput>) => onChange({ ...value, ...patch });
  const optionCount = activeSearchOptionCount(value, hideStarRating);
  const active = value.text.trim() !== '' || optionCount > 0;
  const className = ['vt-views__search', props.className].filter(Boolean).join(' ');

  if (!expanded) {
    return (
      <div ref={rootRef} className={className} data-collapsible="" data-active={active || undefined}>
        <IconButton
          ref={openerRef}
          icon={<IconSearch />}
          label={locale.openSearch}
          aria-expanded={false}
          className="vt-views__search-open"
          onClick={() => setExpanded(true, 'input')}
        />
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      className={className}
      data-collapsible={collapsible ? '' : undefined}
      data-expanded={collapsible ? '' : undefined}
      data-active={active || undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a form of role search is what every assistive technology knows as the search landmark */}
      <form
        role="search"
        aria-label={locale.searchRegion}
        className="vt-views__search-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          ref={inputRef}
          value={value.text}
          booleanMode={value.booleanMode}
          delay={props.delay}
          describedBy={value.booleanMode && optionsOpen ? helpId : undefined}
          onChange={(text) => change({ text })}
          onEscape={collapsible ? () => setExpanded(false, 'opener') : undefined}
          locale={props.locale}
        />
        <IconButton
          ref={optionsRef}
          size="sm"
          icon={<IconChevronDown />}
          label={
            optionCount > 0 ? format.plural(locale.searchOptionsActive, optionCount) : locale.searchOptions
          }
          aria-expanded={optionsOpen}
          aria-controls={optionsOpen ? panelId : undefined}
          data-count={optionCount || undefined}
          className="vt-views__search-options-button"
          onClick={() => setOptionsOpen((open) => !open)}
        />
        {collapsible && (
          <IconButton
            size="sm"
            icon={<IconX />}
            label={locale.closeSearch}
            onClick={() => setExpanded(false, 'opener')}
          />
        )}
        {optionsOpen && (
          // biome-ignore lint/a11y/useSemanticElements: a group named by its button; a fieldset's legend would repeat that name
          <div
            id={panelId}
            role="group"
            aria-label={locale.searchOptions}
            className="vt-ui__menu vt-views__search-options"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !event.defaultPrevented) {
                event.preventDefault();
                setOptionsOpen(false);
                optionsRef.current?.focus();
              }
            }}
          >
            <SegmentedControl
              label={locale.searchMode}
              size="sm"
              value={value.booleanMode ? 'boolean' : 'words'}
              options={[
                { value: 'words', label: locale.anyWord },
                { value: 'boolean', label: locale.booleanMode },
              ]}
              onValueChange={(mode) => change({ booleanMode: mode === 'boolean' })}
            />
            {value.booleanMode && (
              <div id={helpId} className="vt-views__search-help">
                <p className="vt-views__search-legend">{locale.booleanHelpTitle}</p>
                <dl>
                  {HELP_KEYS.map((key) => (
                    <div key={key}>
                      <dt>
                        <code>{locale.booleanHelp[key].example}</code>
                      </dt>
                      <dd>{locale.booleanHelp[key].meaning}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
            <DateRangeFields
              dateFrom={value.dateFrom}
              dateTo={value.dateTo}
              today={props.today}
              locale={props.locale}
              onChange={(range) => change(range)}
            />
            <MinRatingSelect
              value={value.minRating}
              hideStarRating={hideStarRating}
              locale={props.locale}
              onChange={(minRating) => change({ minRating })}
            />
            <Button
              size="sm"
              variant="ghost"
              disabled={!active}
              onClick={() => {
                onChange({ ...EMPTY_SEARCH_INPUT, booleanMode: value.booleanMode });
                inputRef.current?.focus();
              }}
            >
              {locale.clearSearch}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
