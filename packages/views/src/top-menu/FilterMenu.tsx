// <FilterMenu>: the filter-search dropdown (spec 000 §2 "filter-search dropdown", §3 filters). A
// WAI-ARIA menu button whose menu holds one group per filter, each option a menuitemcheckbox, then
// "Clear filters". @vitrine/ui's ActionMenu has no checkable items and closes on every choice, so the
// menu is drawn here (no extra dependency): Enter, Space or ArrowDown open it on the first option
// (ArrowUp on the last); Up, Down, Home, End and a letter move; Space toggles and keeps it open; a
// click toggles and keeps it open; Enter toggles and closes; Escape closes; focus returns to the
// button; focus leaving the menu closes it. brandingStatus is offered only when the global setting
// enableImageBrandingStatus is on, workflowStatusesIds only when enableWorkflow is on (its options
// from GET /api/workflows); expirationDate always (the server leaves out expired files for users who
// may not see them, spec 000 §6).
import { Button, IconFilter, useControllableState, useGlobalSettings, useLocaleFormat } from '@vitrine/ui';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWorkflowStatuses } from '../api/workflows';
import type { SearchFilter } from '../search/criteria';
import {
  activeFilterCount,
  type FilterWorkflowStatus,
  filterMenuGroups,
  isFilterOptionChecked,
  toggleFilterOption,
} from './filters';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from './locale';

/** Props of {@link FilterMenu}. */
export interface FilterMenuProps {
  /** The filters (spec 000 §3), controlled; pass `onFiltersChange` too. */
  filters?: SearchFilter[] | undefined;
  /** The filters at first, uncontrolled. */
  defaultFilters?: SearchFilter[] | undefined;
  /** Called with the new filters (normalized: spec order, no empty filter) after each change. */
  onFiltersChange?: ((filters: SearchFilter[]) => void) | undefined;
  /** Offer brandingStatus; default: the global setting enableImageBrandingStatus. */
  brandingStatus?: boolean | undefined;
  /** The workflow statuses offered; default: GET /api/workflows when the global setting enableWorkflow is on. */
  workflowStatuses?: readonly FilterWorkflowStatus[] | undefined;
  /** Partial override of the words (the top menu's locale). */
  locale?: TopMenuLocaleOverrides | undefined;
  /** Extra class on the button. */
  className?: string | undefined;
}

const NO_FILTERS: SearchFilter[] = [];

/** A check box drawn in SVG (docs/development.md: no font glyphs). */
function CheckBox({ checked }: { checked: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable={false}>
      <rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="currentColor" />
      {checked ? (
        <path
          d="M4 8.5l2.5 2.5 5.5-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : null}
    </svg>
  );
}

/**
 * The filter-search dropdown (spec 000 §2, §3): a button ('Filters', with the number of active
 * options) opening a menu with one group per filter (file format, orientation, branding status,
 * workflow status...) and its options as checkboxes. The filters work controlled and uncontrolled
 * (`filters` / `defaultFilters` / `onFiltersChange`); the top menu holds one, and a host may place
 * it alone next to its own search.
 */
export function FilterMenu(props: FilterMenuProps) {
  const locale = useTopMenuLocale(props.locale);
  const format = useLocaleFormat();
  const [filters, setFilters] = useControllableState<SearchFilter[]>({
    value: props.filters,
    defaultValue: props.defaultFilters ?? NO_FILTERS,
    onChange: props.onFiltersChange,
  });
  const settings = useGlobalSettings().data;
  const branding = props.brandingStatus ?? settings?.enableImageBrandingStatus === true;
  const askWorkflows = props.workflowStatuses === undefined && settings?.enableWorkflow === true;
  const workflows = useWorkflowStatuses(askWorkflows);
  const statuses = props.workflowStatuses ?? (askWorkflows ? workflows.data : undefined);
  const groups = useMemo(
    () => filterMenuGroups({ brandingStatus: branding, workflowStatuses: statuses }, locale),
    [branding, statuses, locale],
  );
  const count = activeFilterCount(filters);

  const menuId = useId();
  const describedById = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  // Which item takes focus once the menu is drawn: 'first', 'last', or none.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);

  const items = useCallback(
    () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[data-vt-filter-item]') ?? [])],
    [],
  );

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const all = items();
    (focusOnOpen === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen, items]);

  // Focus or a press outside the button and the menu (a click elsewhere, Shift+Tab) closes the menu.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('focusin', onOutside);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [open]);

  const openMenu = (at: 'first' | 'last') => {
    setOpen(true);
    setFocusOnOpen(at);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const toggle = (filterName: SearchFilter['filterName'], value: string) =>
    setFilters((current) => toggleFilterOption(current, filterName, value));
  const clear = () => setFilters(NO_FILTERS);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  /** The keys of the menu (WAI-ARIA menu pattern), on each item. */
  const onItemKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    const current = all[at];
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Focus goes back to the button first, so Tab moves on from it (the menu is not a tab stop).
        close(true);
        return;
      case ' ':
      case 'Enter':
        current?.click();
        if (event.key === 'Enter' && current?.getAttribute('role') === 'menuitemcheckbox') close(true);
        break;
      default: {
        // Typing a letter moves to the next item that starts with it (WAI-ARIA menu pattern).
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        const order = [...all.slice(at + 1), ...all.slice(0, at + 1)];
        order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        break;
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const text = count > 0 ? format.plural(locale.filtersActive, count) : locale.filters;

  return (
    <div ref={rootRef} className="vt-views__filter" data-state={open ? 'open' : 'closed'}>
      {/* @vitrine/ui's Button: inside the top menu's Toolbar it is one of its roving items. */}
      <Button
        ref={triggerRef}
        variant="ghost"
        icon={<IconFilter />}
        className={props.className ? `vt-views__filter-button ${props.className}` : 'vt-views__filter-button'}
        data-active={count > 0 ? 'true' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-describedby={count > 0 ? describedById : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {text}
      </Button>
      {count > 0 ? (
        <span id={describedById} className="vt-views__sr-only">
          {format.plural(locale.filtersActiveLabel, count)}
        </span>
      ) : null}
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={locale.filters}
          className="vt-views__filter-menu"
        >
          {groups.map((group) => {
            const id = `${headingId}-${group.filterName}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a group of a WAI-ARIA menu, not a fieldset of a form
              <div
                key={group.filterName}
                role="group"
                aria-labelledby={id}
                className="vt-views__filter-group"
              >
                <div id={id} className="vt-views__filter-heading">
                  {group.label}
                </div>
                {group.options.map((option) => {
                  const checked = isFilterOptionChecked(filters, group.filterName, option.value);
                  return (
                    <div
                      key={option.value}
                      role="menuitemcheckbox"
                      aria-checked={checked}
                      tabIndex={-1}
                      className="vt-views__filter-item"
                      data-vt-filter-item=""
                      data-filter={group.filterName}
                      data-value={option.value}
                      onClick={() => toggle(group.filterName, option.value)}
                      onKeyDown={onItemKeyDown}
                    >
                      <CheckBox checked={checked} />
                      <span>{option.label}</span>
                    </div>
                  );
                })}
              </div>
            );
          })}
          {/* biome-ignore lint/a11y/useSemanticElements: a separator of a WAI-ARIA menu */}
          <div role="separator" className="vt-views__filter-separator" />
          <div
            role="menuitem"
            tabIndex={-1}
            className="vt-views__filter-item"
            data-vt-filter-item=""
            aria-disabled={count === 0 ? true : undefined}
            onClick={() => {
              if (count === 0) return;
              clear();
              close(true);
            }}
            onKeyDown={onItemKeyDown}
          >
            {locale.clearFilters}
          </div>
        </div>
      ) : null}
    </div>
  );
}
