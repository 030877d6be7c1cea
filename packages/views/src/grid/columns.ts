// The grid view's columns (spec 000 §2 "Grid view", §9 default columns) as plain data: what each
// shows, which edit-patch field it writes (spec 001 §3), which sort option it maps to (spec 000 §3).
// Pure: no React, tested on its own (STYLE habit 1).
import type { ImageSummary } from '@vitrine/api-client';
import {
  createLocaleFormat,
  type DEFAULT_GRID_COLUMNS,
  type EditPatch,
  KEYWORD_SEPARATOR,
  type LocaleFormat,
  makeEditPatches,
  splitKeywords,
  toGridKeywords,
} from '@vitrine/core';

/** A column id of the grid (spec 000 §9: id, author, title, subject, keywords, location, city, state, country, size). */
export type GridColumnId = (typeof DEFAULT_GRID_COLUMNS)[number];

/** One column of the grid. */
export interface GridColumn {
  id: GridColumnId;
  /** The edit-patch field it writes (openapi.yml EditPatch.field); null: read-only (spec 001 §3). */
  field: string | null;
  /** The sort option that orders the search by this column (spec 000 §3); null: not sortable. */
  sortOption: number | null;
  /** The text shown in the cell. */
  /** The cell's text; numbers and sizes written with `format` (the provider's language; English by default). */
  read(image: ImageSummary, format?: LocaleFormat): string;
  /** Relative width (fr units of the CSS grid). */
  width: number;
  /** The narrowest it gets (rem): its usual values fit (a file size is never cut, issue 14). */
  minWidth: number;
}

const iptc = (image: ImageSummary, name: string): string => {
  const value = image.imageIPTC?.[name];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * A part of the image's location (city, state, country): the IPTC field of that name when it holds
 * one (what an edit in the grid writes), else the location's part the server sends
 * (ImageSummary.imageLocationParts), so the column agrees with the Location column (issue 14).
 */
const locationPart = (
  image: ImageSummary,
  name: 'city' | 'state' | 'country',
  part: 'city' | 'stateProvince' | 'country',
): string => iptc(image, name) || (image.imageLocationParts?.[part] ?? '');

/**
 * Every column, in the spec's order. Decisions (the spec names the columns only): location is the
 * image's location text and size its file size, both read-only (spec 001 §3 "Read-only fields ...
 * location, size"); city, state and country are the IPTC fields of those names, showing the
 * location's parts while those are empty (edits write the IPTC field); id and size sort
 * by nothing the search offers except size (9 File size) and title (3 Title).
 */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { id: 'id', field: null, sortOption: null, read: (image) => String(image.id), width: 0.5, minWidth: 3.5 },
  {
    id: 'author',
    field: 'imageAttributes.author',
    sortOption: null,
    read: (image) => image.imageAttributes?.author ?? '',
    width: 1.2,
    minWidth: 6,
  },
  {
    id: 'title',
    field: 'imageAttributes.title',
    sortOption: 3,
    read: (image) => image.imageAttributes?.title ?? '',
    width: 1.6,
    minWidth: 7,
  },
  {
    id: 'subject',
    field: 'imageAttributes.subject',
    sortOption: null,
    read: (image) => image.imageAttributes?.subject ?? '',
    width: 1.2,
    minWidth: 6,
  },
  {
    id: 'keywords',
    field: 'keywords',
    sortOption: null,
    read: (image) => (image.keywords ?? []).join(', '),
    width: 2,
    minWidth: 8,
  },
  {
    id: 'location',
    field: null,
    sortOption: null,
    read: (image) => image.imageLocation ?? '',
    width: 1.6,
    minWidth: 9,
  },
  {
    id: 'city',
    field: 'imageIPTC.city',
    sortOption: null,
    read: (image) => locationPart(image, 'city', 'city'),
    width: 1,
    minWidth: 6,
  },
  {
    id: 'state',
    field: 'imageIPTC.state',
    sortOption: null,
    read: (image) => locationPart(image, 'state', 'stateProvince'),
    width: 1,
    minWidth: 6,
  },
  {
    id: 'country',
    field: 'imageIPTC.country',
    sortOption: null,
    read: (image) => locationPart(image, 'country', 'country'),
    width: 1,
    minWidth: 6,
  },
  {
    id: 'size',
    field: null,
    sortOption: 9,
    read: (image, format = createLocaleFormat()) => format.fileSize(image.fileSize ?? 0),
    width: 1,
    minWidth: 6,
  },
];

const BY_ID = new Map(GRID_COLUMNS.map((column) => [column.id, column]));

/** The column of an id, or undefined for an unknown one. */
export function gridColumn(id: string): GridColumn | undefined {
  return BY_ID.get(id as GridColumnId);
}

/**
 * The visible columns from the stored web setting `visibleGridColumn` (spec 000 §3), in the grid's
 * order; unknown ids are ignored. An empty or unreadable list shows the default columns (spec 000 §9).
 */
export function resolveVisibleColumns(stored: readonly string[] | null | undefined): GridColumn[] {
  const wanted = new Set(stored ?? []);
  const visible = GRID_COLUMNS.filter((column) => wanted.has(column.id));
  return visible.length > 0 ? visible : [...GRID_COLUMNS];
}

/** The stored list after showing or hiding one column; the last visible column cannot be hidden. */
export function toggleColumn(stored: readonly string[] | null | undefined, id: GridColumnId): GridColumnId[] {
  const visible = resolveVisibleColumns(stored).map((column) => column.id);
  if (visible.includes(id)) return visible.length === 1 ? visible : visible.filter((c) => c !== id);
  const next = new Set([...visible, id]);
  return GRID_COLUMNS.filter((column) => next.has(column.id)).map((column) => column.id);
}

/**
 * The text a cell's editor opens with. Keywords open in their typed form, joined by '; ': only a
 * semicolon splits (spec 000 §5, spec 001 §5), so a keyword holding a comma ('Paris, France') comes
 * back whole. The cell itself shows the comma form (`read`).
 */
export function gridEditorText(image: ImageSummary, column: GridColumn, format?: LocaleFormat): string {
  if (column.id === 'keywords') return (image.keywords ?? []).join(`${KEYWORD_SEPARATOR} `);
  return column.read(image, format);
}

/** What an edited cell becomes: the text to show and the patches to send (none when unchanged). */
export interface GridCellEdit {
  /** The cell's text after saving. */
  text: string;
  /** spec 001 §3 edit patches for updateImages. */
  patches: EditPatch[];
}

/**
 * Turns a cell's edited text into the patches of core's editPatch (spec 001 §3): a single image,
 * so a replace. Keywords are split on ';' only (core's splitKeywords: spec 000 §5 "split on
 * semicolon", spec 001 §5 "a semicolon splits"; 'Paris, France' stays one keyword), sent joined by
 * ';' (openapi.yml EditPatch.value) and shown in their comma form.
 *
 * `shown`: the value the cell shows instead of the image's, in the editor's form, while an earlier
 * save of it is pending or not yet in the refetched page. The edit is compared with it, not with the
 * image's older value: saving the editor unchanged right after a save sends nothing, and typing the
 * image's older value back sends it.
 */
export function editGridCell(
  image: ImageSummary,
  column: GridColumn,
  edited: string,
  shown?: string,
): GridCellEdit {
  if (!column.field) return { text: column.read(image), patches: [] };
  if (column.id === 'keywords') {
    const items = splitKeywords(edited);
    const original = shown === undefined ? (image.keywords ?? []) : splitKeywords(shown);
    return {
      text: toGridKeywords(items.join(KEYWORD_SEPARATOR)),
      patches: makeEditPatches({
        id: image.id,
        field: column.field,
        original: original.join(KEYWORD_SEPARATOR),
        edited: items.join(KEYWORD_SEPARATOR),
        isKeywordField: true,
      }),
    };
  }
  const text = edited.trim();
  return {
    text,
    patches: makeEditPatches({
      id: image.id,
      field: column.field,
      original: shown ?? column.read(image),
      edited: text,
    }),
  };
}
