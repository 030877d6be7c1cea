// Edit patches (spec 001 §3, §5): the actions on text and on lists, the field rules, and which
// patches apply to which image.
import { describe, expect, it } from 'vitest';
import type { FileRow } from '../db/schema';
import {
  applyList,
  applyPatch,
  applyText,
  draftOf,
  PatchError,
  type PatchRules,
  patchesFor,
} from './patches';

const rules: PatchRules = {
  definitions: new Map([
    [1, { label: 'Project__Code', isDictionary: false, options: [] }],
    [2, { label: 'Usage__Rights', isDictionary: true, options: ['Web', 'Print'] }],
  ]),
  workflowStatusIds: new Set([7]),
  knownKeywords: null,
  mayChange: { expiration: true, brand: false },
};

const row = {
  title: 'Harbour',
  author: '',
  subject: '',
  description: '',
  keywords: '["harbour"]',
  iptc: '{"urgency":3}',
  expiration_date: null,
  is_on_brand: 1,
  workflow_status_id: null,
} as unknown as FileRow;

describe('actions', () => {
  it('replace, append and prepend text', () => {
    expect(applyText('b', 'replace', 'x')).toBe('x');
    expect(applyText('b', 'append', 'x')).toBe('bx');
    expect(applyText('b', 'prepend', 'x')).toBe('xb');
  });

  it("split list values on ';' and keep each item once", () => {
    expect(applyList(['a'], 'append', 'Paris, France; a ;b')).toEqual(['a', 'Paris, France', 'b']);
    expect(applyList(['a'], 'prepend', 'b;a')).toEqual(['b', 'a']);
    expect(applyList(['a'], 'replace', ' ; ')).toEqual([]);
  });
});

describe('applyPatch', () => {
  it('changes the named field of a draft', () => {
    const draft = draftOf(row, new Map());
    applyPatch(draft, { id: 1, field: 'imageAttributes.title', action: 'append', value: ' at dawn' }, rules);
    applyPatch(draft, { id: 1, field: 'keywords', action: 'append', value: 'boats' }, rules);
    applyPatch(draft, { id: 1, field: 'custom-2', action: 'replace', value: 'Web;Print' }, rules);
    applyPatch(draft, { id: 1, field: 'expirationDate', action: 'replace', value: '2027-02-28' }, rules);
    applyPatch(draft, { id: 1, field: 'workflowStatus', action: 'replace', value: '7' }, rules);
    applyPatch(draft, { id: 1, field: 'imageIPTC.credit', action: 'replace', value: 'Ana' }, rules);
    expect(draft).toMatchObject({
      title: 'Harbour at dawn',
      keywords: ['harbour', 'boats'],
      expirationDate: '2027-02-28',
      workflowStatusId: 7,
      iptc: { urgency: 3, credit: 'Ana' },
    });
    expect(draft.custom.get(2)).toBe('Web;Print');
  });

  it.each([
    [{ field: 'fileName', value: 'x' }, 400],
    [{ field: 'imageAttributes.title.deep', value: 'x' }, 400],
    [{ field: 'custom-2', value: 'Billboard' }, 400],
    [{ field: 'custom-9', value: 'x' }, 400],
    [{ field: 'expirationDate', value: '2027-02-30' }, 400],
    [{ field: 'isOnBrand', value: 'true' }, 403],
    [{ field: 'workflowStatus', value: '8' }, 400],
    [{ field: 'imageIPTC.DateCreated', value: '2020-01-01' }, 400],
    [{ field: 'imageIPTC.urgency', value: 'soon' }, 400],
    [{ field: 'rating', value: '6' }, 400],
  ])('refuses %j with %i', (patch, status) => {
    const draft = draftOf(row, new Map());
    try {
      applyPatch(draft, { id: 1, action: 'replace', ...patch }, rules);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PatchError);
      expect((error as PatchError).status).toBe(status);
    }
  });

  it('refuses new keywords when the dictionary is limited (spec 001 §5)', () => {
    const draft = draftOf(row, new Map());
    const limited = { ...rules, knownKeywords: new Set(['boats']) };
    applyPatch(draft, { id: 1, field: 'keywords', action: 'append', value: 'boats' }, limited);
    expect(() =>
      applyPatch(draft, { id: 1, field: 'keywords', action: 'append', value: 'new one' }, limited),
    ).toThrow(/New keywords are not allowed/);
  });
});

describe('patchesFor', () => {
  it('applies a patch naming an image to that image only, and one naming none of them to all', () => {
    const patches = [
      { id: 1, field: 'a', action: 'append' as const, value: 'x' },
      { id: 2, field: 'a', action: 'append' as const, value: 'y' },
      { id: 99, field: 'b', action: 'replace' as const, value: 'z' },
    ];
    expect(patchesFor(1, [1, 2], patches).map((p) => p.value)).toEqual(['x', 'z']);
    expect(patchesFor(2, [1, 2], patches).map((p) => p.value)).toEqual(['y', 'z']);
  });
});
