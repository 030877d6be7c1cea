// A keyword, list or dictionary field (spec 001 §5): the items as chips, each with a remove button,
// and an input that is a WAI-ARIA combobox (role=combobox, aria-expanded, aria-controls,
// aria-activedescendant; its suggestions a listbox). A semicolon splits typed text into items;
// keywords are looked up with GET /api/keywords/search, dictionary values with the dictionary
// search; at most 500 suggestions; no new keywords when the dictionary is limited, none at all in a
// dictionary field. A refused item stays in the input with the reason: typed text is never lost.
import { interpolate, KEYWORD_OPTIONS_MAX, KEYWORD_SEPARATOR, splitKeywords } from '@vitrine/core';
import { IconButton, IconX, useLocaleFormat } from '@vitrine/ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDictionaryValues, useKeywordLookup, useKeywordSearch } from '../api/editor';
import type { EditorFieldKind } from '../domain/fields';
import { type EditorLocale, useEditorLocale } from '../locale';

/** How long typing pauses before keywords are looked up (decided: the spec gives none). */
export const KEYWORD_LOOKUP_DELAY_MS = 250;

/** Props of {@link ListField}. */
export interface ListFieldProps {
  /** The input's id (the label's htmlFor). */
  id: string;
  /** The field's name, for the chips' and suggestions' accessible names. */
  fieldLabel: string;
  /** Keywords (looked up on the server), a free list, or a dictionary field (its values only). */
  kind: Extract<EditorFieldKind, 'keywords' | 'list' | 'dictionary'>;
  /** The items joined by ';' (the placeholder may be one of them). */
  value: string;
  /** The items changed: the new items joined by ';'. */
  onChange(value: string): void;
  /** The "multiple values" placeholder of a bulk edit (spec 001 §5). */
  placeholder: string;
  /** The placeholder chip may be removed (replace mode, or a list that is not appended to). */
  placeholderRemovable: boolean;
  /** For a dictionary field: its definition. */
  definitionId?: number | undefined;
  /** Keywords not in the dictionary may be added (spec 001 §5). */
  mayCreate: boolean;
  /** Read-only: no input, no remove buttons. */
  disabled: boolean;
  /** Ids of the hint and the error the input is described by. */
  describedBy: string | undefined;
  /** The field holds an error (aria-invalid). */
  invalid: boolean;
  /** The editor's strings (default: the provider's language). */
  locale?: EditorLocale;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * A keyword, list or dictionary field (spec 001 §5): the items as removable chips and a combobox
 * input; a semicolon splits typed text into items; keywords and dictionary values are looked up on
 * the server (at most 500 suggestions); a refused item stays in the input with the reason.
 */
export function ListField(props: ListFieldProps) {
  const { id, fieldLabel, kind, value, onChange, placeholder, disabled } = props;
  const providerLocale = useEditorLocale();
  const locale = props.locale ?? providerLocale;
  const items = useMemo(() => splitKeywords(value), [value]);
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listboxId = useId();
  const refusalId = `${id}-refusal`;
  const inputRef = useRef<HTMLInputElement>(null);
  const format = useLocaleFormat();

  // The look-up waits for a pause in typing.
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(draft.trim()), KEYWORD_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const keywordSearch = useKeywordSearch(query, kind === 'keywords' && open && query !== '');
  const dictionary = useDictionaryValues(kind === 'dictionary' ? props.definitionId : undefined);
  const lookupKeyword = useKeywordLookup();

  const suggestions = useMemo(() => {
    const source =
      kind === 'keywords' ? (keywordSearch.data ?? []) : kind === 'dictionary' ? (dictionary.data ?? []) : [];
    const needle = draft.trim().toLowerCase();
    const filtered =
      kind === 'dictionary' && needle !== ''
        ? source.filter((option) => option.toLowerCase().includes(needle))
        : source;
    // spec 001 §5, §9: at most 500 options.
    return filtered
      .filter((option) => !items.some((item) => same(item, option)))
      .slice(0, KEYWORD_OPTIONS_MAX);
  }, [kind, keywordSearch.data, dictionary.data, draft, items]);
  const searching = kind === 'keywords' && (keywordSearch.isFetching || query !== draft.trim());
  const expanded = open && !disabled && kind !== 'list' && (suggestions.length > 0 || draft.trim() !== '');

  const setItems = (next: readonly string[]) => onChange(next.join(KEYWORD_SEPARATOR));

  /** The item as it will be stored, or a refusal (spec 001 §5). */
  const accept = async (typed: string): Promise<{ item: string } | { refused: string }> => {
    const item = typed.trim();
    if (kind === 'dictionary') {
      const options = dictionary.data ?? [];
      const match = options.find((option) => same(option, item));
      return match ? { item: match } : { refused: interpolate(locale.errors.notInDictionary, { item }) };
    }
    if (kind === 'keywords' && !props.mayCreate) {
      const known = await lookupKeyword(item).catch(() => [] as string[]);
      const match = known.find((keyword) => same(keyword, item));
      return match ? { item: match } : { refused: interpolate(locale.errors.newKeyword, { item }) };
    }
    return { item };
  };

  /** Adds typed items; those refused stay in the input (joined by ';') with the first reason. */
  const add = async (typed: readonly string[], rest: string) => {
    const added: string[] = [];
    const kept: string[] = [];
    let reason: string | null = null;
    for (const text of typed) {
      if (text.trim() === '') continue;
      const outcome = await accept(text);
      if ('item' in outcome) {
        if (!items.some((item) => same(item, outcome.item)) && !added.includes(outcome.item))
          added.push(outcome.item);
      } else {
        kept.push(text.trim());
        reason ??= outcome.refused;
      }
    }
    if (added.length > 0) {
      setItems([...items, ...added]);
      setAnnouncement(interpolate(locale.combobox.added, { item: added.join(', ') }));
    }
    setRefusal(reason);
    setDraft([...kept, rest].filter((part) => part !== '').join(`${KEYWORD_SEPARATOR} `));
    setActive(-1);
  };

  const onInput = (text: string) => {
    setRefusal(null);
    setOpen(true);
    setActive(-1);
    // spec 001 §5: a semicolon splits typed text into separate items.
    if (text.includes(KEYWORD_SEPARATOR)) {
      const parts = text.split(KEYWORD_SEPARATOR);
      const rest = parts.pop() ?? '';
      setDraft(text);
      void add(parts, rest.trimStart());
      return;
    }
    setDraft(text);
  };

  const remove = (item: string) => {
    setItems(items.filter((candidate) => candidate !== item));
    setAnnouncement(interpolate(locale.combobox.removed, { item }));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = active >= 0 ? suggestions[active] : undefined;
      if (chosen !== undefined) void add([chosen], '');
      else if (draft.trim() !== '') void add([draft], '');
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy =
    [props.describedBy, refusal ? refusalId : undefined].filter(Boolean).join(' ') || undefined;
  const activeId = expanded && active >= 0 ? `${listboxId}-${active}` : undefined;
  // A free list has nothing to suggest: a plain text input. Keywords and dictionaries: a combobox.
  const comboboxProps =
    kind === 'list'
      ? {}
      : {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded,
          'aria-controls': listboxId,
          'aria-activedescendant': activeId,
        };

  return (
    <div className="vt-viewer__list-field" data-disabled={disabled || undefined}>
      {items.length > 0 ? (
        <ul
          className="vt-viewer__chips"
          aria-label={interpolate(locale.combobox.items, { field: fieldLabel })}
        >
          {items.map((item) => {
            const isPlaceholder = item === placeholder;
            const removable = !disabled && (!isPlaceholder || props.placeholderRemovable);
            return (
              <li key={item} className="vt-viewer__chip" data-placeholder={isPlaceholder || undefined}>
                <span className="vt-viewer__chip-text">{item}</span>
                {removable ? (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={
                      isPlaceholder
                        ? locale.combobox.removeMultiple
                        : interpolate(locale.combobox.remove, { item })
                    }
                    icon={<IconX size={12} />}
                    onClick={() => remove(item)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <span className="vt-ui__input-frame">
        <input
          ref={inputRef}
          id={id}
          className="vt-ui__input"
          type="text"
          {...comboboxProps}
          aria-describedby={describedBy}
          aria-invalid={props.invalid || refusal !== null || undefined}
          autoComplete="off"
          value={draft}
          disabled={disabled}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            if (draft.trim() !== '') void add([draft], '');
          }}
        />
      </span>
      {kind === 'list' ? null : (
        <div
          id={listboxId}
          role="listbox"
          className="vt-viewer__listbox"
          aria-label={interpolate(locale.combobox.suggestions, { field: fieldLabel })}
          hidden={!expanded}
        >
          {expanded
            ? suggestions.map((option, index) => (
                <div
                  key={option}
                  id={`${listboxId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className="vt-viewer__option"
                  data-active={index === active || undefined}
                  // Chosen before the input's blur adds the typed text.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    void add([option], '');
                  }}
                >
                  {option}
                </div>
              ))
            : null}
        </div>
      )}
      {refusal ? (
        <p id={refusalId} className="vt-ui__field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <span className="vt-ui__visually-hidden" aria-live="polite">
        {expanded
          ? searching
            ? locale.combobox.searching
            : suggestions.length === 0
              ? locale.combobox.none
              : format.plural(locale.combobox.count, suggestions.length)
          : announcement}
      </span>
    </div>
  );
}
