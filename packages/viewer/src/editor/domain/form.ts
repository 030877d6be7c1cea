// The editor's form as pure rules (STYLE habit 1): the values it opens with for one image or a
// selection (spec 001 §5 "multiple values" placeholder), what is wrong with edited values, the edit
// patches a save sends (core's makeEditPatches, spec 001 §3, §5) and, for a bulk edit, what each
// file would become (row B5: the per-file preview before saving).
import type { ImageDetail } from '@vitrine/api-client';
import { type EditPatch, isWebAddress, KEYWORD_SEPARATOR, makeEditPatches, splitKeywords } from '@vitrine/core';
import { type EditorField, LIST_KINDS } from './fields';

/** Field values by field id, in their text form (list items joined by ';'). */
export type FormValues = Readonly<Record<string, string>>;

/** What the form opens with. */
export interface InitialForm {
  values: FormValues;
  /** Ids of the fields whose images disagree: they show the placeholder (spec 001 §5). */
  multiple: ReadonlySet<string>;
}

/**
 * The values the form opens with: each field's value when every image has the same, else the
 * "multiple values" placeholder (spec 001 §5).
 */
export function initialForm(
  fields: readonly EditorField[],
  images: readonly ImageDetail[],
  placeholder: string,
): InitialForm {
  const values: Record<string, string> = {};
  const multiple = new Set<string>();
  for (const field of fields) {
    const each = images.map((image) => field.read(image));
    const first = each[0] ?? '';
    if (each.every((value) => value === first)) values[field.id] = first;
    else {
      values[field.id] = placeholder;
      multiple.add(field.id);
    }
  }
  return { values, multiple };
}

/** The ids of the fields whose value differs from what the form opened with. */
export function changedFields(
  fields: readonly EditorField[],
  initial: FormValues,
  values: FormValues,
): string[] {
  return fields.filter((field) => (values[field.id] ?? '') !== (initial[field.id] ?? '')).map((f) => f.id);
}

/** What is wrong with a value: a key of the editor's locale `errors` and its placeholders. */
export interface FieldError {
  key: 'tooLong' | 'notANumber' | 'notAWholeNumber' | 'outOfRange' | 'notADate' | 'notAUrl' | 'notAnOption';
  values?: Record<string, string | number>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A real calendar date written yyyy-mm-dd. */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A number as typed ('48.85', '-2,35'), or null. A comma is read as the decimal mark. */
export function parseNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!NUMBER.test(trimmed)) return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** An http or https address without spaces or control characters: core's rule, which the server applies. */
export { isWebAddress };

/**
 * What is wrong with one field's value, or null. An empty value clears the field; the placeholder
 * left as it was changes nothing. Numbers, dates and addresses are whole values: text typed around
 * the placeholder is only for text fields (spec 001 §5).
 */
export function validateField(field: EditorField, value: string, placeholder: string): FieldError | null {
  if (value.length > field.maxLength) return { key: 'tooLong', values: { max: field.maxLength } };
  const trimmed = value.trim();
  if (trimmed === '' || value === placeholder) return null;
  switch (field.kind) {
    case 'number':
    case 'integer': {
      const number = parseNumber(trimmed);
      if (number === null) return { key: 'notANumber' };
      if (field.kind === 'integer' && !Number.isInteger(number)) return { key: 'notAWholeNumber' };
      if (field.range && (number < field.range.min || number > field.range.max)) {
        return { key: 'outOfRange', values: { min: field.range.min, max: field.range.max } };
      }
      return null;
    }
    case 'date':
      return isValidDate(trimmed) ? null : { key: 'notADate' };
    case 'url':
      return isWebAddress(trimmed) ? null : { key: 'notAUrl' };
    case 'select':
      return field.options?.some((option) => option.value === value) ? null : { key: 'notAnOption' };
    default:
      return null;
  }
}

/** Every field's error, by field id (only the fields that have one). */
export function validateForm(
  fields: readonly EditorField[],
  values: FormValues,
  placeholder: string,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const error = validateField(field, values[field.id] ?? '', placeholder);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** The text a field's value is sent as: numbers with a dot, dates and addresses trimmed. */
function wireValue(field: EditorField, value: string, placeholder: string): string {
  if (value === placeholder) return value;
  if (field.kind === 'number' || field.kind === 'integer') {
    const number = parseNumber(value);
    return number === null ? value.trim() : String(number);
  }
  if (field.kind === 'date' || field.kind === 'url') return value.trim();
  return value;
}

/** Options of {@link makeFormPatches}. */
export interface MakeFormPatchesOptions {
  fields: readonly EditorField[];
  initial: InitialForm;
  values: FormValues;
  /** The images the patches are for. */
  imageIds: readonly number[];
  /** The placeholder as shown. */
  placeholder: string;
  /** spec 001 §5: keyword fields of a multi-selection append unless replace mode is on. */
  replaceMode: boolean;
}

/** The patches of one field, before they are given their images. */
export interface FieldPatches {
  field: EditorField;
  patches: EditPatch[];
}

/** The patches each changed field becomes (core's makeEditPatches, spec 001 §5), without image ids. */
export function fieldPatches(options: Omit<MakeFormPatchesOptions, 'imageIds'>): FieldPatches[] {
  const { fields, initial, values, placeholder, replaceMode } = options;
  const result: FieldPatches[] = [];
  for (const field of fields) {
    const original = initial.values[field.id] ?? '';
    const edited = values[field.id] ?? '';
    if (edited === original || field.readOnly) continue;
    const isList = LIST_KINDS.has(field.kind);
    const patches = makeEditPatches({
      field: field.patchField,
      original,
      edited: wireValue(field, edited, placeholder),
      placeholder,
      isKeywordField: isList,
      replaceMode,
    });
    if (patches.length > 0) result.push({ field, patches });
  }
  return result;
}

/**
 * The patches a save sends: one per image and field change (openapi.yml EditPatch.id names its
 * image), so every file gets exactly the change its preview shows.
 */
export function makeFormPatches(options: MakeFormPatchesOptions): EditPatch[] {
  const perField = fieldPatches(options);
  return options.imageIds.flatMap((id) =>
    perField.flatMap(({ patches }) => patches.map((patch) => ({ ...patch, id }))),
  );
}

/** spec 001 §3 "replace, append or prepend" on text, as the server applies it. */
export function applyTextPatch(old: string, patch: Pick<EditPatch, 'action' | 'value'>): string {
  if (patch.action === 'append') return `${old}${patch.value}`;
  if (patch.action === 'prepend') return `${patch.value}${old}`;
  return patch.value;
}

/** A list field (items joined by ';'): append and prepend add new items, replace sets the list. */
export function applyListPatch(old: string, patch: Pick<EditPatch, 'action' | 'value'>): string {
  const before = splitKeywords(old);
  const items = splitKeywords(patch.value);
  const next =
    patch.action === 'replace'
      ? items
      : patch.action === 'append'
        ? [...before, ...items]
        : [...items, ...before];
  return [...new Set(next)].join(KEYWORD_SEPARATOR);
}

/** One field of one file that a save would change. */
export interface PreviewChange {
  field: EditorField;
  before: string;
  after: string;
}

/** One file of the preview. */
export interface PreviewRow {
  id: number;
  fileName: string;
  changes: PreviewChange[];
}

/**
 * What a bulk save would do to each file (row B5): for every file, the fields whose value changes,
 * before and after, applied as the server applies the patches. Files that would not change are
 * left out.
 */
export function previewChanges(
  images: readonly ImageDetail[],
  perField: readonly FieldPatches[],
): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const image of images) {
    const changes: PreviewChange[] = [];
    for (const { field, patches } of perField) {
      const before = field.read(image);
      const isList = LIST_KINDS.has(field.kind);
      let after = before;
      for (const patch of patches)
        after = isList ? applyListPatch(after, patch) : applyTextPatch(after, patch);
      if (after !== before) changes.push({ field, before, after });
    }
    if (changes.length > 0) rows.push({ id: image.id, fileName: image.fileName, changes });
  }
  return rows;
}
