import { describe, expect, it } from 'vitest';
import { en } from '../locale/en';
import { type MakeEditPatchesInput, makeEditPatches } from './editPatch';

const MULTI = en.common.multipleValues;

describe('makeEditPatches (spec 001 §3, §5)', () => {
  it.each<[string, Omit<MakeEditPatchesInput, 'field'>, unknown[]]>([
    ['unchanged single value', { original: 'Sunset', edited: 'Sunset' }, []],
    ['unchanged placeholder', { original: MULTI, edited: MULTI }, []],
    [
      'single value replaced',
      { original: 'Sunset', edited: 'Sunrise' },
      [{ action: 'replace', value: 'Sunrise' }],
    ],
    ['single value cleared', { original: 'Sunset', edited: '' }, [{ action: 'replace', value: '' }]],
    [
      'text before the placeholder',
      { original: MULTI, edited: `Draft: ${MULTI}` },
      [{ action: 'prepend', value: 'Draft: ' }],
    ],
    [
      'text after the placeholder',
      { original: MULTI, edited: `${MULTI} (2024)` },
      [{ action: 'append', value: ' (2024)' }],
    ],
    [
      'text on both sides',
      { original: MULTI, edited: `[${MULTI}]` },
      [
        { action: 'prepend', value: '[' },
        { action: 'append', value: ']' },
      ],
    ],
    [
      'placeholder replaced',
      { original: MULTI, edited: 'One title' },
      [{ action: 'replace', value: 'One title' }],
    ],
    ['placeholder cleared', { original: MULTI, edited: '' }, [{ action: 'replace', value: '' }]],
    [
      'a host placeholder',
      { original: '<mehrere>', edited: '<mehrere>!', placeholder: '<mehrere>' },
      [{ action: 'append', value: '!' }],
    ],
    // keyword fields
    [
      'keywords of one image',
      { original: 'sea', edited: 'sea; sky', isKeywordField: true },
      [{ action: 'replace', value: 'sea;sky' }],
    ],
    [
      'keywords appended',
      { original: MULTI, edited: `${MULTI}; sky;sand`, isKeywordField: true },
      [{ action: 'append', value: 'sky;sand' }],
    ],
    [
      'keywords typed before still append',
      { original: MULTI, edited: `sky ${MULTI}`, isKeywordField: true },
      [{ action: 'append', value: 'sky' }],
    ],
    [
      'keywords without the placeholder append',
      { original: MULTI, edited: 'sky', isKeywordField: true },
      [{ action: 'append', value: 'sky' }],
    ],
    ['nothing to append', { original: MULTI, edited: `${MULTI} ; `, isKeywordField: true }, []],
    [
      'replace mode',
      { original: MULTI, edited: 'sky; sea', isKeywordField: true, replaceMode: true },
      [{ action: 'replace', value: 'sky;sea' }],
    ],
    [
      'a keyword with a comma stays one keyword',
      { original: 'sea', edited: 'Paris, France; sea', isKeywordField: true },
      [{ action: 'replace', value: 'Paris, France;sea' }],
    ],
    [
      'replace mode keeps typed items only',
      { original: MULTI, edited: `a${MULTI}b`, isKeywordField: true, replaceMode: true },
      [{ action: 'replace', value: 'a;b' }],
    ],
  ])('%s', (_, input, expected) => {
    expect(makeEditPatches({ field: 'title', ...input })).toEqual(
      expected.map((patch) => ({ field: 'title', ...(patch as object) })),
    );
  });

  it('carries the image id when given', () => {
    expect(makeEditPatches({ id: 7, field: 'author', original: 'A', edited: 'B' })).toEqual([
      { id: 7, field: 'author', action: 'replace', value: 'B' },
    ]);
  });
});
