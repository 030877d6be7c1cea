// The grid's column visibility menu (spec 000 §9, web setting visibleGridColumn) and its sort arrow.
import { useRef, useState } from 'react';
import { GRID_COLUMNS, type GridColumnId } from './columns';

/** The sort arrow of a column header (decorative: the header's aria-sort says it). */
export function SortIcon({ down }: { down: boolean }) {
  return (
    <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable={false} fill="currentColor">
      {down ? <path d="M1 3h8L5 8z" /> : <path d="M1 7h8L5 2z" />}
    </svg>
  );
}

/** The column visibility menu: a disclosure button and a list of checkboxes (one per column). */
export function ColumnMenu({
  id,
  label,
  listLabel,
  visible,
  names,
  onToggle,
}: {
  id: string;
  label: string;
  listLabel: string;
  visible: readonly GridColumnId[];
  names: Record<GridColumnId, string>;
  onToggle: (column: GridColumnId) => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  return (
    <div className="vt-views__columns">
      <button
        ref={buttonRef}
        type="button"
        className="vt-views__columns-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <fieldset
          id={id}
          className="vt-views__columns-list"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
        >
          <legend>{listLabel}</legend>
          {GRID_COLUMNS.map((column) => (
            <label key={column.id} className="vt-views__columns-item">
              <input
                type="checkbox"
                checked={visible.includes(column.id)}
                disabled={visible.length === 1 && visible.includes(column.id)}
                onChange={() => onToggle(column.id)}
              />
              {names[column.id]}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
