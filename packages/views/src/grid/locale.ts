// The grid view's own words. The spec names the columns and the behaviour (spec 000 §2, §9) but not
// the headings; they are decided here, and hosts override any of them with the `locale` prop
// (STYLE habit 8). The spec's messages ('You are not allowed to edit this image', 'Failed to save
// changes.') come from @vitrine/core's `en` through the provider's translator.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import type { GridColumnId } from './columns';
import { gridLocaleDe } from './locale.de';

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
  selected: plural({ one: '{n} file selected', other: '{n} files selected' }),
  /** Announced when the selection becomes empty. */
  selectionCleared: 'No files selected',
  /** The count in a group's heading row (grouped results, spec 000 §3): the group's loaded files. */
  groupCount: plural({ one: '{n} file', other: '{n} files' }),
  /** Shown when the result has no files. */
  empty: 'No files to show.',
};

/** The shape of {@link gridLocale}. */
export type GridLocale = typeof gridLocale;

/** A partial override of {@link gridLocale}: any string, at any depth. */
export type GridLocaleOverrides = DeepPartial<GridLocale>;

/** The grid view part of the one locale path: the provider's `locale={{ views: { grid: { … } } }}`. */
export const gridLocalePart = defineLocalePart(['views', 'grid'], { en: gridLocale, de: gridLocaleDe });

/** The grid view strings in `language` (English by default) with a partial override on top. */
export function resolveGridLocale(overrides?: GridLocaleOverrides, language = 'en'): GridLocale {
  return resolveLocalePart(gridLocalePart, language, undefined, overrides);
}

/** The grid view strings under the provider: its language and overrides, then the widget's `locale`. */
export function useGridLocale(override?: GridLocaleOverrides): GridLocale {
  return useLocalePart(gridLocalePart, override);
}
