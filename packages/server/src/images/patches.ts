// Edit patches (spec 001 §3 "Edit patch: id, field, action (replace, append or prepend), value"; §5
// multi-value edits): the fields a patch may name, how each action changes a value, and the checks.
// Every patch of a request is applied to a draft first; a refused one answers 400 and nothing is
// saved (the route writes only when every draft passed).
import {
  en,
  gpsPositionError,
  IPTC_URGENCY_RANGE,
  interpolate,
  metadataLengthError,
  parseGpsCoordinate,
  parseLicenseDocumentUrl,
  splitKeywords,
} from '@vitrine/core';
import type { FileRow } from '../db/schema';

export type EditAction = 'replace' | 'append' | 'prepend';

export interface EditPatchInput {
  id: number;
  field: string;
  action: EditAction;
  value: string | null;
}

type Primitive = string | number | null;

/** What a patch may change on one file. */
export interface FileDraft {
  title: string;
  author: string;
  subject: string;
  description: string;
  keywords: string[];
  /** Custom field values by definition id ('' removes the value). */
  custom: Map<number, string>;
  expirationDate: string | null;
  isOnBrand: boolean;
  workflowStatusId: number | null;
  iptc: Record<string, Primitive>;
  rating: number;
  /** spec 001 §3 imageGPS: both or neither (openapi.yml ImageGPS). */
  gps: { latitude: number | null; longitude: number | null };
  /** spec 000 §3 licenseDocumentUrl: an http or https address, or null. */
  licenseDocumentUrl: string | null;
  /** spec 000 §3 licenseExpiryNote, or null. */
  licenseExpiryNote: string | null;
}

/** What the checks need to know about the library and the user. */
export interface PatchRules {
  definitions: ReadonlyMap<number, { label: string; isDictionary: boolean; options: readonly string[] }>;
  workflowStatusIds: ReadonlySet<number>;
  /** spec 001 §5: no new keywords when the dictionary is limited (null: not limited, or the user manages keywords). */
  knownKeywords: ReadonlySet<string> | null;
  /**
   * Permissions beyond editData that some fields need, on this file's folder (spec 000 §6):
   * images.setExpiration for the expiration date and the licence fields, images.setOnBrand for
   * the brand status (docs/decisions.md "Edit patches on the server and the mocks").
   */
  mayChange: { expiration: boolean; brand: boolean };
}

/** A patch the server refuses (400), with a sentence to show after "Failed to save changes." (spec 001 §8). */
export class PatchError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 = 400,
  ) {
    super(message);
    this.name = 'PatchError';
  }
}

export const ATTRIBUTE_FIELDS = ['title', 'author', 'subject', 'description'] as const;

/** spec 001 §3: "replace, append or prepend" on text. */
export function applyText(old: string, action: EditAction, value: string): string {
  if (action === 'append') return `${old}${value}`;
  if (action === 'prepend') return `${value}${old}`;
  return value;
}

/**
 * A list field (keywords, dictionary items): the value holds items joined by ';' (spec 001 §5), so
 * an item may hold a comma. Append and prepend add the new items (an item already there stays where
 * it was); replace sets the list.
 */
export function applyList(old: readonly string[], action: EditAction, value: string): string[] {
  const items = splitKeywords(value).map((item) => item.normalize('NFC'));
  if (action === 'replace') return [...new Set(items)];
  const merged = action === 'append' ? [...old, ...items] : [...items, ...old];
  return [...new Set(merged)];
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The draft of a stored file. */
export function draftOf(row: FileRow, custom: ReadonlyMap<number, string>): FileDraft {
  const iptc = parseJson<Record<string, Primitive>>(row.iptc, {});
  const keywords = parseJson<unknown>(row.keywords, []);
  return {
    title: row.title,
    author: row.author,
    subject: row.subject,
    description: row.description,
    keywords: Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [],
    custom: new Map(custom),
    expirationDate: row.expiration_date === null ? null : row.expiration_date.slice(0, 10),
    isOnBrand: row.is_on_brand === 1,
    workflowStatusId: row.workflow_status_id,
    iptc: typeof iptc === 'object' && iptc !== null && !Array.isArray(iptc) ? { ...iptc } : {},
    rating: (row as FileRow & { rating?: number }).rating ?? 0,
    gps: { latitude: row.gps_latitude, longitude: row.gps_longitude },
    licenseDocumentUrl: row.license_document_url,
    licenseExpiryNote: row.license_expiry_note,
  };
}

const IPTC_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const M = en.edit.patch;

/** A refusal of the field's value, after "Failed to save changes." (400). */
function refuse(message: string, vars?: Record<string, string | number>): never {
  throw new PatchError(vars ? interpolate(message, vars) : message);
}

/** A text (or a list joined by ';') no longer than its field takes (core's metadataMaxLength). */
function bounded(field: string, text: string): string {
  const tooLong = metadataLengthError(field, text);
  if (tooLong !== null) refuse(tooLong);
  return text;
}

/**
 * Applies one patch to a draft. Fields: imageAttributes.{title, author, subject, description},
 * keywords, custom-{definitionId}, expirationDate (yyyy-mm-dd, '' clears), licenseDocumentUrl (an
 * http or https address, '' clears) and licenseExpiryNote ('' clears), both with
 * images.setExpiration like the expiration date; isOnBrand ('true' / 'false'), workflowStatus (an
 * id, '' clears), rating (0–5), imageGPS.{latitude, longitude} (replace only: a number in range,
 * '' clears; {@link checkDraft} then wants both or neither), imageIPTC.{name} (DateCreated is the
 * date taken, read-only, spec 001 §3). Every text is bounded by core's metadataMaxLength after its
 * action. Throws PatchError.
 */
export function applyPatch(draft: FileDraft, patch: EditPatchInput, rules: PatchRules): void {
  const value = (patch.value ?? '').normalize('NFC');
  const field = patch.field;
  const [group, name, ...rest] = field.split('.');
  if (group === 'imageAttributes' && rest.length === 0 && ATTRIBUTE_FIELDS.includes(name as never)) {
    const key = name as (typeof ATTRIBUTE_FIELDS)[number];
    draft[key] = bounded(field, applyText(draft[key], patch.action, value));
    return;
  }
  if (field === 'keywords') {
    const next = applyList(draft.keywords, patch.action, value);
    if (rules.knownKeywords) {
      const unknown = next.filter((k) => !draft.keywords.includes(k) && !rules.knownKeywords?.has(k));
      if (unknown.length > 0) refuse(M.newKeywords, { keywords: unknown.join('; ') });
    }
    bounded(field, next.join(';'));
    draft.keywords = next;
    return;
  }
  const custom = /^custom-(\d+)$/.exec(field);
  if (custom) {
    const id = Number(custom[1]);
    const definition = rules.definitions.get(id);
    if (!definition) refuse(M.unknownField, { field });
    if (definition.isDictionary) {
      // spec 001 §5: dictionary fields take only their options (items joined by ';').
      const old = splitKeywords(draft.custom.get(id) ?? '');
      const items = applyList(old, patch.action, value);
      const outside = items.find((item) => !definition.options.includes(item));
      if (outside !== undefined) {
        refuse(M.notAnOption, { item: outside, field: definition.label.replace(/__/g, ' ') });
      }
      draft.custom.set(id, bounded(field, items.join(';')));
    } else {
      draft.custom.set(id, bounded(field, applyText(draft.custom.get(id) ?? '', patch.action, value)));
    }
    return;
  }
  if (field === 'expirationDate') {
    if (!rules.mayChange.expiration) throw new PatchError(M.expirationNotAllowed, 403);
    const date = value.trim().slice(0, 10);
    if (value.trim() !== '' && !validDate(date)) refuse(M.notADate);
    draft.expirationDate = value.trim() === '' ? null : date;
    return;
  }
  if (field === 'licenseDocumentUrl' || field === 'licenseExpiryNote') {
    // The licence goes with the expiration date it explains (docs/decisions.md).
    if (!rules.mayChange.expiration) throw new PatchError(M.licenceNotAllowed, 403);
    if (field === 'licenseDocumentUrl') {
      const url = parseLicenseDocumentUrl(applyText(draft.licenseDocumentUrl ?? '', patch.action, value));
      if (!url.ok) refuse(url.message);
      draft.licenseDocumentUrl = url.value;
    } else {
      const note = bounded(field, applyText(draft.licenseExpiryNote ?? '', patch.action, value));
      draft.licenseExpiryNote = note.trim() === '' ? null : note;
    }
    return;
  }
  if (field === 'isOnBrand') {
    if (!rules.mayChange.brand) throw new PatchError(M.brandNotAllowed, 403);
    if (value !== 'true' && value !== 'false') refuse(M.onBrandValue);
    draft.isOnBrand = value === 'true';
    return;
  }
  if (field === 'workflowStatus') {
    if (value === '') {
      draft.workflowStatusId = null;
      return;
    }
    const id = Number(value);
    if (!Number.isInteger(id) || !rules.workflowStatusIds.has(id)) refuse(M.unknownWorkflowStatus);
    draft.workflowStatusId = id;
    return;
  }
  if (field === 'rating') {
    const rating = value === '' ? 0 : Number(value);
    if (!Number.isInteger(rating) || rating < 0 || rating > 5) refuse(M.rating);
    draft.rating = rating;
    return;
  }
  if (group === 'imageGPS' && (name === 'latitude' || name === 'longitude') && rest.length === 0) {
    // A coordinate is a whole value: text added before or after a number is not a number.
    if (patch.action !== 'replace') refuse(M.replaceOnly, { field });
    const coordinate = parseGpsCoordinate(name, value);
    if (!coordinate.ok) refuse(coordinate.message);
    draft.gps[name] = coordinate.value;
    return;
  }
  if (group === 'imageIPTC' && name !== undefined && rest.length === 0 && IPTC_NAME.test(name)) {
    if (name === 'DateCreated') refuse(M.readOnly, { field });
    if (name === 'urgency') {
      const urgency = value.trim() === '' ? null : Number(value);
      const { min, max } = IPTC_URGENCY_RANGE;
      if (urgency !== null && (!Number.isInteger(urgency) || urgency < min || urgency > max)) {
        refuse(M.urgency, { min, max });
      }
      draft.iptc.urgency = urgency;
      return;
    }
    const old = draft.iptc[name];
    draft.iptc[name] = bounded(
      field,
      applyText(old === null || old === undefined ? '' : String(old), patch.action, value),
    );
    return;
  }
  refuse(M.unknownField, { field });
}

/**
 * The checks of a whole file once its patches are applied: a position patched is both coordinates
 * or neither (openapi.yml ImageGPS). A file not patched there keeps what it had.
 */
export function checkDraft(draft: FileDraft, patches: readonly EditPatchInput[]): void {
  if (!patches.some((patch) => patch.field.startsWith('imageGPS.'))) return;
  const incomplete = gpsPositionError(draft.gps.latitude, draft.gps.longitude);
  if (incomplete !== null) refuse(incomplete);
}

/**
 * Which patches apply to which image: a patch whose id names one of the images applies to that image
 * only (the client sends one patch per image and field); a patch whose id names none of them
 * applies to every image (an id that names the patch itself).
 */
export function patchesFor(
  imageId: number,
  imageIds: readonly number[],
  patches: readonly EditPatchInput[],
): EditPatchInput[] {
  return patches.filter((patch) => patch.id === imageId || !imageIds.includes(patch.id));
}
