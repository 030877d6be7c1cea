// Multi-value metadata edits (spec 001 §3 edit patch, §5 multi-value fields).
import type { EditPatchAction } from '../constants';
import { en } from '../locale/en';
import { KEYWORD_SEPARATOR, splitKeywords } from './keywords';

/** spec 001 §3: one change sent to "update multiple images". */
export interface EditPatch {
  /** The image, when the patch is for one image. */
  id?: number | string;
  /** The metadata field. */
  field: string;
  action: EditPatchAction;
  value: string;
}

/** One edited field. */
export interface MakeEditPatchesInput {
  /** The image, for single-image edits. */
  id?: number | string;
  field: string;
  /** The value the field showed: the images' common value, or the placeholder when they differ. */
  original: string;
  /** The text after editing. */
  edited: string;
  /** The "multiple values" placeholder as shown; the English one by default. */
  placeholder?: string;
  /** A keyword field (its items are split on ';'). */
  isKeywordField?: boolean;
  /** spec 001 §5: keyword fields in multi-value mode append unless replace mode is on. */
  replaceMode?: boolean;
}

/**
 * Turn one edited field into patches (spec 001 §5):
 * - unchanged text gives no patch;
 * - a single value (no placeholder shown) is replaced;
 * - text typed before and after the kept placeholder becomes a prepend and an append patch, as typed;
 * - placeholder removed: the new text replaces every value.
 * Keyword fields split their text on ';' (spec 001 §5) and send the items joined by ';', so a keyword
 * holding a comma stays one keyword; in multi-value mode they append the new items (whatever side they were typed on) unless `replaceMode` is on.
 */
export function makeEditPatches(input: MakeEditPatchesInput): EditPatch[] {
  const placeholder = input.placeholder ?? en.common.multipleValues;
  const make = (action: EditPatchAction, value: string): EditPatch => ({
    ...(input.id === undefined ? {} : { id: input.id }),
    field: input.field,
    action,
    value,
  });
  const keywordValue = (text: string) => splitKeywords(text).join(KEYWORD_SEPARATOR);
  if (input.edited === input.original) return [];

  const isMultiValue = input.original === placeholder;
  if (!isMultiValue) {
    return [make('replace', input.isKeywordField ? keywordValue(input.edited) : input.edited)];
  }

  const at = input.edited.indexOf(placeholder);
  if (input.isKeywordField) {
    if (input.replaceMode) return [make('replace', keywordValue(input.edited.replace(placeholder, ';')))];
    const added = at === -1 ? input.edited : input.edited.replace(placeholder, ';');
    const value = keywordValue(added);
    return value === '' ? [] : [make('append', value)];
  }

  if (at === -1) return [make('replace', input.edited)];
  const before = input.edited.slice(0, at);
  const after = input.edited.slice(at + placeholder.length);
  const patches: EditPatch[] = [];
  if (before !== '') patches.push(make('prepend', before));
  if (after !== '') patches.push(make('append', after));
  return patches;
}
