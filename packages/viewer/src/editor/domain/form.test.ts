// The editor's form rules (spec 001 §3 edit patches, §5 multi-value fields and validation).
import type { ImageDetail } from '@vitrine/api-client';
import { en } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { customFields, FIELD_MAX_LENGTH, fixedFields, onBrandField, workflowField } from './fields';
import {
  applyListPatch,
  changedFields,
  fieldPatches,
  initialForm,
  isValidDate,
  isWebAddress,
  makeFormPatches,
  parseNumber,
  previewChanges,
  validateField,
  validateForm,
} from './form';

const placeholder = en.common.multipleValues;

const image = (id: number, patch: Partial<ImageDetail> = {}): ImageDetail => ({
  id,
  fileName: `file-${id}.jpg`,
  extension: 'jpg',
  ...patch,
});

const fields = [
  ...fixedFields(),
  onBrandField(),
  workflowField([{ id: 3, name: 'Approved' }]),
  ...customFields([
    { id: 2, label: 'Usage__Rights', displayOrder: 2, isDictionary: true },
    { id: 1, label: 'Project__Code', displayOrder: 1 },
    { id: 5, label: 'AI__Labels', displayOrder: 5, isRecognitionLabel: true },
  ]),
];
const field = (id: string) => {
  const found = fields.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('initialForm (spec 001 §5 "multiple values" placeholder)', () => {
  it("shows one image's values as they are", () => {
    const form = initialForm(
      fields,
      [image(1, { imageAttributes: { title: 'Harbour' }, keywords: ['boat', 'Paris, France'] })],
      placeholder,
    );
    expect(form.values.title).toBe('Harbour');
    expect(form.values.keywords).toBe('boat;Paris, France');
    expect(form.multiple.size).toBe(0);
  });

  it('shows the placeholder where the images disagree, the common value where they agree', () => {
    const form = initialForm(
      fields,
      [
        image(1, { imageAttributes: { title: 'A', author: 'Ana' }, keywords: ['x'] }),
        image(2, { imageAttributes: { title: 'B', author: 'Ana' }, keywords: ['y'] }),
      ],
      placeholder,
    );
    expect(form.values.title).toBe(placeholder);
    expect(form.values.author).toBe('Ana');
    expect(form.values.keywords).toBe(placeholder);
    expect([...form.multiple].sort()).toEqual(['keywords', 'title']);
  });

  it('orders custom fields by displayOrder and reads double underscores as spaces (spec 000 §3)', () => {
    const custom = fields.filter((f) => f.section === 'custom');
    expect(custom.map((f) => f.label)).toEqual([
      { text: 'Project Code' },
      { text: 'Usage Rights' },
      { text: 'AI Labels' },
    ]);
    expect(custom.map((f) => f.kind)).toEqual(['text', 'dictionary', 'text']);
    expect(custom[2]?.readOnly).toBe(true);
  });
});

describe('validation', () => {
  it('bounds every text by its field (decided limits)', () => {
    expect(validateField(field('title'), 'x'.repeat(FIELD_MAX_LENGTH), placeholder)).toBeNull();
    expect(validateField(field('title'), 'x'.repeat(FIELD_MAX_LENGTH + 1), placeholder)).toEqual({
      key: 'tooLong',
      values: { max: FIELD_MAX_LENGTH },
    });
  });

  it.each([
    ['gps.latitude', '48.8566', null],
    ['gps.latitude', '-2,35', null],
    ['gps.latitude', '91', 'outOfRange'],
    ['gps.longitude', '-180', null],
    ['gps.longitude', 'east', 'notANumber'],
    ['iptc.urgency', '9', null],
    ['iptc.urgency', '10', 'outOfRange'],
    ['iptc.urgency', '2.5', 'notAWholeNumber'],
    ['expirationDate', '2026-02-28', null],
    ['expirationDate', '2026-02-30', 'notADate'],
    ['expirationDate', '28.02.2026', 'notADate'],
    ['licenseDocumentUrl', 'https://example.com/licence.pdf', null],
    ['licenseDocumentUrl', 'javascript:alert(1)', 'notAUrl'],
    ['isOnBrand', 'maybe', 'notAnOption'],
    ['workflowStatus', '3', null],
    ['workflowStatus', '', null],
  ])('%s = %j → %s', (id, value, key) => {
    expect(validateField(field(id), value, placeholder)?.key ?? null).toBe(key);
  });

  it('accepts the placeholder left as it is and an empty value (clears the field)', () => {
    expect(validateField(field('expirationDate'), placeholder, placeholder)).toBeNull();
    expect(validateField(field('gps.latitude'), '', placeholder)).toBeNull();
    // Text around the placeholder is for text fields only.
    expect(validateField(field('gps.latitude'), `${placeholder}1`, placeholder)?.key).toBe('notANumber');
  });

  it('collects the errors of a form by field id', () => {
    const errors = validateForm(
      fields,
      { title: 'ok', 'gps.latitude': '100', expirationDate: 'soon' },
      placeholder,
    );
    expect(Object.keys(errors).sort()).toEqual(['expirationDate', 'gps.latitude']);
  });

  it('reads numbers, dates and web addresses strictly', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isWebAddress('http://example.com')).toBe(true);
    expect(isWebAddress('data:text/html,<b>x</b>')).toBe(false);
  });
});

describe('patches (spec 001 §3, §5)', () => {
  const two = [
    image(1, { imageAttributes: { title: 'Dawn' }, keywords: ['boat'] }),
    image(2, { imageAttributes: { title: 'Dusk' }, keywords: ['harbour', 'boat'] }),
  ];
  const initial = initialForm(fields, two, placeholder);

  it('sends one patch per image and changed field', () => {
    const values = { ...initial.values, author: 'Ana Lima' };
    expect(changedFields(fields, initial.values, values)).toEqual(['author']);
    expect(
      makeFormPatches({ fields, initial, values, imageIds: [1, 2], placeholder, replaceMode: false }),
    ).toEqual([
      { id: 1, field: 'imageAttributes.author', action: 'replace', value: 'Ana Lima' },
      { id: 2, field: 'imageAttributes.author', action: 'replace', value: 'Ana Lima' },
    ]);
  });

  it('turns text typed around the placeholder into a prepend and an append', () => {
    const values = { ...initial.values, title: `Old ${placeholder} at sea` };
    expect(
      fieldPatches({ fields, initial, values, placeholder, replaceMode: false }).flatMap((f) => f.patches),
    ).toEqual([
      { field: 'imageAttributes.title', action: 'prepend', value: 'Old ' },
      { field: 'imageAttributes.title', action: 'append', value: ' at sea' },
    ]);
  });

  it('appends keywords of a multi-selection unless replace mode is on', () => {
    const values = { ...initial.values, keywords: `${placeholder};sunset; Paris, France` };
    const append = fieldPatches({ fields, initial, values, placeholder, replaceMode: false });
    expect(append.flatMap((f) => f.patches)).toEqual([
      { field: 'keywords', action: 'append', value: 'sunset;Paris, France' },
    ]);
    const replace = fieldPatches({
      fields,
      initial,
      values: { ...values, keywords: 'sunset' },
      placeholder,
      replaceMode: true,
    });
    expect(replace.flatMap((f) => f.patches)).toEqual([
      { field: 'keywords', action: 'replace', value: 'sunset' },
    ]);
  });

  it('sends numbers with a dot and leaves read-only fields out', () => {
    const one = initialForm(fields, [image(7)], placeholder);
    const values = { ...one.values, 'gps.latitude': '48,5', 'custom-5': 'cat' };
    expect(
      makeFormPatches({ fields, initial: one, values, imageIds: [7], placeholder, replaceMode: false }),
    ).toEqual([{ id: 7, field: 'imageGPS.latitude', action: 'replace', value: '48.5' }]);
  });
});

describe('previewChanges (row B5)', () => {
  it('shows each file before and after, as the server applies the patches', () => {
    const images = [
      image(1, { imageAttributes: { title: 'Dawn' }, keywords: ['boat'] }),
      image(2, { imageAttributes: { title: 'Dusk' }, keywords: ['harbour', 'sunset'] }),
    ];
    const initial = initialForm(fields, images, placeholder);
    const values = { ...initial.values, title: `${placeholder} (2024)`, keywords: `${placeholder};sunset` };
    const rows = previewChanges(
      images,
      fieldPatches({ fields, initial, values, placeholder, replaceMode: false }),
    );
    expect(rows.map((row) => [row.id, row.changes.map((c) => [c.field.id, c.before, c.after])])).toEqual([
      [
        1,
        [
          ['title', 'Dawn', 'Dawn (2024)'],
          ['keywords', 'boat', 'boat;sunset'],
        ],
      ],
      // 'sunset' is there already: its keywords do not change.
      [2, [['title', 'Dusk', 'Dusk (2024)']]],
    ]);
  });

  it('merges list items without duplicates', () => {
    expect(applyListPatch('a;b', { action: 'prepend', value: 'c;a' })).toBe('c;a;b');
    expect(applyListPatch('a;b', { action: 'replace', value: 'b; b ;d' })).toBe('b;d');
  });
});
