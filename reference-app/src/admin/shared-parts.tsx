// Pieces the administration pages repeat: the ask-act-say flow of an action that needs a yes first
// (a removal, a deletion, disabling someone), the titled table section (a heading, a sentence when
// there is nothing to list, else the table with its column headings) and the Remove of a grant row.
import { type ConfirmOptions, useConfirm, useReportError, useToast } from '@vitrine/ui';
import { Fragment, type Key, type ReactNode, useId } from 'react';
import { type Grant, useRemoveGrant } from '../api/admin';

/**
 * Ask (when `ask` is given; a No stops here), run `act`, then say `done` in a toast; a failure is
 * reported (the server's words) and nothing is said. Resolves to whether the action ran.
 */
export function useConfirmedAction(): (
  ask: ConfirmOptions | null,
  act: () => Promise<unknown>,
  done: string,
) => Promise<boolean> {
  const confirm = useConfirm();
  const toast = useToast();
  const reportError = useReportError();
  return async (ask, act, done) => {
    if (ask !== null && !(await confirm(ask))) return false;
    try {
      await act();
    } catch (error) {
      reportError(error);
      return false;
    }
    toast.success(done);
    return true;
  };
}

/**
 * Removing a grant after a yes (danger tone), saying so after. `pending` while one removal runs:
 * every row's Remove waits for it.
 */
export function useGrantRemoval() {
  const remove = useRemoveGrant();
  const run = useConfirmedAction();
  return {
    pending: remove.isPending,
    remove: (grant: Grant, words: { question: string; confirmLabel: string; done: string }) =>
      run(
        { message: words.question, confirmLabel: words.confirmLabel, tone: 'danger' },
        () => remove.mutateAsync(grant.id),
        words.done,
      ),
  };
}

/** The Remove button of a grant row, named for its row (`label`). */
export function GrantRemoveButton(props: {
  text: string;
  label: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="vt-ui__button"
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {props.text}
    </button>
  );
}

/**
 * A titled section listing `items` in a table: the heading (level 2 or 3), an optional note under it,
 * then `empty` when there are none, else an optional hint (the table's description) and the table
 * with its column headings, one row per item.
 */
export function TableSection<T>(props: {
  heading: string;
  level?: 2 | 3;
  note?: ReactNode;
  empty: string;
  hint?: string;
  columns: readonly string[];
  items: readonly T[];
  /** Each item's React key (its id). */
  keyOf(item: T): Key;
  /** The row (a <tr>) of an item. */
  children(item: T): ReactNode;
}) {
  const { heading, level = 2, note, empty, hint, columns, items, keyOf, children } = props;
  const headingId = useId();
  const hintId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {note}
      {items.length === 0 ? (
        <p className="vt-admin__empty">{empty}</p>
      ) : (
        <>
          {hint !== undefined && (
            <p id={hintId} className="vt-admin__hint">
              {hint}
            </p>
          )}
          <div className="vt-admin__table-wrap">
            <table
              className="vt-admin__table"
              aria-labelledby={headingId}
              aria-describedby={hint === undefined ? undefined : hintId}
            >
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <Fragment key={keyOf(item)}>{children(item)}</Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
