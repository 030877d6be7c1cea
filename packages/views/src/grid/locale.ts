// The grid view's own words. The spec names the columns and the behaviour (spec 000 §2, §9) but not
// the headings; they are decided here, and hosts override any of them with the `locale` prop
// (STYLE habit 8). The spec's messages ('You are not allowed to edit this image', 'Failed to save
// changes.') come from @vitrine/core's `en` through the provider's translator.
import type { PluralMessage } from '@vitrine/core';
import type { GridColumnId } from './columns';

/** The English strings of the grid view. */
export const gridLocale = {
  /** Accessible name of the grid. */
  gridLabel: 'Files',
  /** Column headings (spec 000 §9 default columns). */
  columns: {
    id: 'ID',
    author: 'Author',
    title: 'Title',
    subject: 'Subject',
    keywords: 'Keywords',
    location: 'Location',
    city: 'City',
    state: 'State',
    country: 'Country',
    size: 'Size',
  } satisfies Record<GridColumnId, string>,
  /** The column visibility menu's button and its list's name. */
  columnsMenu: 'Columns',
  columnsMenuLabel: 'Visible columns',
  /** Accessible name of the editor of a cell: {column} and the file name {name}. */
  editCell: 'Edit {column} of {name}',
  /** Announced when an edit is saved or cancelled. */
  saved: 'Saved',
  cancelled: 'Edit cancelled',
  /** Announced (polite live region) when the selection changes. */
  selected: { one: '{n} file selected', other: '{n} files selected' } satisfies PluralMessage,
  /** Announced when the selection becomes empty. */
  selectionCleared: 'No files selected',
  /** The count in a group's heading row (grouped results, spec 000 §3): the group's loaded files. */
  groupCount: { one: '{n} file', other: '{n} files' } satisfies PluralMessage,
  /** Shown when the result has no files. */
  empty: 'No files to show.',
};

/** The shape of {@link gridLocale}. */
export type GridLocale = typeof gridLocale;

/** A partial override of {@link gridLocale}. */
export type GridLocaleOverrides = Partial<Omit<GridLocale, 'columns'>> & {
  columns?: Partial<GridLocale['columns']>;
};

/** The English strings with a host's partial override on top. */
export function resolveGridLocale(overrides?: GridLocaleOverrides): GridLocale {
  if (!overrides) return gridLocale;
  return { ...gridLocale, ...overrides, columns: { ...gridLocale.columns, ...overrides.columns } };
}
