// The grid's columns as data (spec 000 §2 "Grid view", §5, §9; spec 001 §3 edit patch).
import type { ImageSummary } from '@vitrine/api-client';
import { DEFAULT_GRID_COLUMNS } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  editGridCell,
  GRID_COLUMNS,
  gridColumn,
  gridEditorText,
  resolveVisibleColumns,
  toggleColumn,
} from './columns';

const image: ImageSummary = {
  id: 7,
  fileName: 'harbour.jpg',
  extension: 'jpg',
  fileSize: 1536,
  keywords: ['sea', 'boats'],
  imageLocation: 'Nice, Provence, France',
  imageAttributes: { title: 'Harbour', author: 'Ana', subject: 'Boats', description: '' },
  imageIPTC: { city: 'Nice' },
};
const column = (id: string) => {
  const found = gridColumn(id);
  if (!found) throw new Error(id);
  return found;
};

describe('columns (spec 000 §9: default grid columns)', () => {
  it('are the spec’s ten, in its order', () => {
    expect(GRID_COLUMNS.map((c) => c.id)).toEqual([...DEFAULT_GRID_COLUMNS]);
  });

  it('read the image: keywords in comma form, size in 1024 units, IPTC city', () => {
    expect(column('keywords').read(image)).toBe('sea, boats');
    expect(column('size').read(image)).toBe('1.5 KB');
    expect(column('city').read(image)).toBe('Nice');
    expect(column('country').read(image)).toBe('');
    expect(column('location').read(image)).toBe('Nice, Provence, France');
  });

  it('id, location and size are read-only (spec 001 §3)', () => {
    expect(GRID_COLUMNS.filter((c) => c.field === null).map((c) => c.id)).toEqual(['id', 'location', 'size']);
  });
});

describe('visible columns (web setting visibleGridColumn)', () => {
  it('keeps the grid order and ignores unknown ids', () => {
    expect(resolveVisibleColumns(['size', 'nope', 'id']).map((c) => c.id)).toEqual(['id', 'size']);
  });

  it('an empty or missing list shows the defaults', () => {
    expect(resolveVisibleColumns([]).map((c) => c.id)).toEqual([...DEFAULT_GRID_COLUMNS]);
    expect(resolveVisibleColumns(undefined)).toHaveLength(10);
  });

  it('toggles one column, never hiding the last', () => {
    expect(toggleColumn(['id', 'title'], 'title')).toEqual(['id']);
    expect(toggleColumn(['title'], 'id')).toEqual(['id', 'title']);
    expect(toggleColumn(['title'], 'title')).toEqual(['title']);
  });
});

describe('editing a cell (spec 000 §5, spec 001 §3)', () => {
  it("keywords open in their typed form, joined by '; ' (a comma inside a keyword stays)", () => {
    expect(gridEditorText(image, column('keywords'))).toBe('sea; boats');
    expect(gridEditorText({ ...image, keywords: ['Paris, France', 'sea'] }, column('keywords'))).toBe(
      'Paris, France; sea',
    );
    expect(gridEditorText(image, column('title'))).toBe('Harbour');
  });

  it('keywords split on semicolons only, are sent joined by ; and shown in comma form', () => {
    expect(editGridCell(image, column('keywords'), 'sea;boats ; sun')).toEqual({
      text: 'sea, boats, sun',
      patches: [{ id: 7, field: 'keywords', action: 'replace', value: 'sea;boats;sun' }],
    });
    // spec 001 §5 "a semicolon splits": 'Paris, France' is one keyword, not two.
    expect(editGridCell(image, column('keywords'), 'Paris, France; sea')).toEqual({
      text: 'Paris, France, sea',
      patches: [{ id: 7, field: 'keywords', action: 'replace', value: 'Paris, France;sea' }],
    });
  });

  it('a text field is one replace patch; unchanged text sends nothing', () => {
    expect(editGridCell(image, column('title'), ' Old harbour ')).toEqual({
      text: 'Old harbour',
      patches: [{ id: 7, field: 'imageAttributes.title', action: 'replace', value: 'Old harbour' }],
    });
    expect(editGridCell(image, column('title'), 'Harbour').patches).toEqual([]);
    expect(editGridCell(image, column('keywords'), 'sea; boats').patches).toEqual([]);
  });

  it('a value just saved (shown before the refetch carries it) is what an edit is compared with', () => {
    // The image still holds 'sea; boats'; the cell shows the saved 'sun; sand'.
    expect(editGridCell(image, column('keywords'), 'sun;sand', 'sun; sand').patches).toEqual([]);
    expect(editGridCell(image, column('keywords'), 'sea; boats', 'sun; sand').patches).toEqual([
      { id: 7, field: 'keywords', action: 'replace', value: 'sea;boats' },
    ]);
    expect(editGridCell(image, column('title'), ' Quay ', 'Quay').patches).toEqual([]);
    expect(editGridCell(image, column('title'), 'Harbour', 'Quay').patches).toEqual([
      { id: 7, field: 'imageAttributes.title', action: 'replace', value: 'Harbour' },
    ]);
  });

  it('an IPTC column writes imageIPTC.<name>; a read-only column sends nothing', () => {
    expect(editGridCell(image, column('state'), 'Provence').patches).toEqual([
      { id: 7, field: 'imageIPTC.state', action: 'replace', value: 'Provence' },
    ]);
    expect(editGridCell(image, column('size'), '1 MB').patches).toEqual([]);
  });
});
