// Edit patches (spec 001 §3, §5): the actions on text and on lists, the field rules, and which
// patches apply to which image.
import { describe, expect, it } from 'vitest';
import type { FileRow } from '../db/schema';
import {
  applyList,
  applyPatch,
  applyText,
  checkDraft,
  draftOf,
  type EditPatchInput,
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
  gps_latitude: null,
  gps_longitude: null,
  license_document_url: null,
  license_expiry_note: null,
} as unknown as FileRow;

const patch = (field: string, value: string, action: EditPatchInput['action'] = 'replace') => ({
  id: 1,
  field,
  action,
  value,
});

/** The PatchError a patch throws on the draft given. */
function refusal(draft: ReturnType<typeof draftOf>, input: EditPatchInput, withRules = rules): PatchError {
  try {
    applyPatch(draft, input, withRules);
  } catch (error) {
    expect(error).toBeInstanceOf(PatchError);
    return error as PatchError;
  }
  return expect.unreachable(`${input.field} = ${input.value} was accepted`);
}

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

describe('the position (spec 001 §3 imageGPS; core GPS_LATITUDE_RANGE, GPS_LONGITUDE_RANGE)', () => {
  it('sets, moves and clears both coordinates', () => {
    const draft = draftOf(row, new Map());
    const set = [patch('imageGPS.latitude', '48.8566'), patch('imageGPS.longitude', '-2.35')];
    for (const p of set) applyPatch(draft, p, rules);
    checkDraft(draft, set);
    expect(draft.gps).toEqual({ latitude: 48.8566, longitude: -2.35 });
    const bounds = [patch('imageGPS.latitude', '-90'), patch('imageGPS.longitude', '180')];
    for (const p of bounds) applyPatch(draft, p, rules);
    expect(draft.gps).toEqual({ latitude: -90, longitude: 180 });
    const clear = [patch('imageGPS.latitude', ''), patch('imageGPS.longitude', ' ')];
    for (const p of clear) applyPatch(draft, p, rules);
    checkDraft(draft, clear);
    expect(draft.gps).toEqual({ latitude: null, longitude: null });
  });

  it('moves one coordinate of a file that has both', () => {
    const draft = draftOf({ ...row, gps_latitude: 10, gps_longitude: 20 }, new Map());
    const move = [patch('imageGPS.longitude', '21.5')];
    applyPatch(draft, move[0] as EditPatchInput, rules);
    checkDraft(draft, move);
    expect(draft.gps).toEqual({ latitude: 10, longitude: 21.5 });
  });

  it.each([
    ['imageGPS.latitude', '90.5', 'The latitude must be a number from -90 to 90.'],
    ['imageGPS.latitude', '-90.000001', 'The latitude must be a number from -90 to 90.'],
    ['imageGPS.longitude', '-181', 'The longitude must be a number from -180 to 180.'],
    ['imageGPS.longitude', 'east', 'The longitude must be a number from -180 to 180.'],
    ['imageGPS.latitude', '48,85', 'The latitude must be a number from -90 to 90.'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    const error = refusal(draftOf(row, new Map()), patch(field, value));
    expect([error.status, error.message]).toEqual([400, message]);
  });

  it('takes a coordinate as a whole value: append and prepend are refused', () => {
    const draft = draftOf({ ...row, gps_latitude: 10, gps_longitude: 20 }, new Map());
    const error = refusal(draft, patch('imageGPS.latitude', '5', 'append'));
    expect([error.status, error.message]).toEqual([400, 'imageGPS.latitude can only be replaced.']);
  });

  it('refuses half a position once the patches are applied: both or neither', () => {
    const draft = draftOf(row, new Map());
    const half = [patch('imageGPS.latitude', '12')];
    applyPatch(draft, half[0] as EditPatchInput, rules);
    expect(() => checkDraft(draft, half)).toThrow('A position needs both a latitude and a longitude.');
    const cleared = draftOf({ ...row, gps_latitude: 10, gps_longitude: 20 }, new Map());
    const clearOne = [patch('imageGPS.longitude', '')];
    applyPatch(cleared, clearOne[0] as EditPatchInput, rules);
    expect(() => checkDraft(cleared, clearOne)).toThrow('A position needs both a latitude and a longitude.');
  });

  it('leaves a file whose position was not patched as it was', () => {
    const draft = draftOf({ ...row, gps_latitude: 10 }, new Map());
    const title = [patch('imageAttributes.title', 'x')];
    applyPatch(draft, title[0] as EditPatchInput, rules);
    expect(() => checkDraft(draft, title)).not.toThrow();
  });
});

describe('the licence fields (spec 000 §3; images.setExpiration, docs/decisions.md)', () => {
  it('sets, edits and clears the document address and the note', () => {
    const draft = draftOf(row, new Map());
    applyPatch(draft, patch('licenseDocumentUrl', ' https://example.com/licence.pdf '), rules);
    applyPatch(draft, patch('licenseExpiryNote', 'Renew with the agency'), rules);
    applyPatch(draft, patch('licenseExpiryNote', ' by May', 'append'), rules);
    expect(draft).toMatchObject({
      licenseDocumentUrl: 'https://example.com/licence.pdf',
      licenseExpiryNote: 'Renew with the agency by May',
    });
    applyPatch(draft, patch('licenseDocumentUrl', ''), rules);
    applyPatch(draft, patch('licenseExpiryNote', ''), rules);
    expect(draft).toMatchObject({ licenseDocumentUrl: null, licenseExpiryNote: null });
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://example.com/licence.pdf'],
    ['/licence.pdf'],
  ])('refuses the address %j: http and https only', (value) => {
    const error = refusal(draftOf(row, new Map()), patch('licenseDocumentUrl', value));
    expect([error.status, error.message]).toEqual([
      400,
      'The licence document must be a web address starting with http:// or https://.',
    ]);
  });

  it('bounds the address at 2,048 characters and the note at 4,096 (core METADATA_URL_MAX_LENGTH, METADATA_TEXT_MAX_LENGTH)', () => {
    const url = `https://example.com/${'a'.repeat(2028)}`;
    const draft = draftOf(row, new Map());
    applyPatch(draft, patch('licenseDocumentUrl', url), rules);
    expect(draft.licenseDocumentUrl).toHaveLength(2048);
    expect(refusal(draft, patch('licenseDocumentUrl', `${url}a`)).message).toBe(
      'licenseDocumentUrl takes at most 2048 characters.',
    );
    applyPatch(draft, patch('licenseExpiryNote', 'n'.repeat(4096)), rules);
    expect(refusal(draft, patch('licenseExpiryNote', 'n', 'append')).message).toBe(
      'licenseExpiryNote takes at most 4096 characters.',
    );
    expect(draft.licenseExpiryNote).toHaveLength(4096);
  });

  it('needs images.setExpiration, as the expiration date does: 403', () => {
    const without = { ...rules, mayChange: { expiration: false, brand: true } };
    for (const field of ['licenseDocumentUrl', 'licenseExpiryNote']) {
      const error = refusal(draftOf(row, new Map()), patch(field, 'https://example.com'), without);
      expect([error.status, error.message]).toEqual([403, 'You are not allowed to set the licence fields.']);
    }
    expect(refusal(draftOf(row, new Map()), patch('expirationDate', '2030-01-01'), without).status).toBe(403);
  });
});

describe('lengths (core metadataMaxLength)', () => {
  it('bounds a title at 4,096 and a description at 16,384 characters, after the action', () => {
    const draft = draftOf(row, new Map());
    applyPatch(draft, patch('imageAttributes.title', 't'.repeat(4096)), rules);
    expect(refusal(draft, patch('imageAttributes.title', '!', 'append')).message).toBe(
      'imageAttributes.title takes at most 4096 characters.',
    );
    applyPatch(draft, patch('imageAttributes.description', 'd'.repeat(16384)), rules);
    expect(refusal(draft, patch('imageAttributes.description', 'd', 'prepend')).message).toBe(
      'imageAttributes.description takes at most 16384 characters.',
    );
    expect(refusal(draft, patch('imageIPTC.city', 'c'.repeat(4097))).status).toBe(400);
    expect(refusal(draft, patch('custom-1', 'c'.repeat(16385))).status).toBe(400);
    expect(draft.title).toHaveLength(4096);
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
