// The metadata editor's fields (spec 001 §3 "Other metadata groups seen on an image", §6 editData)
// as plain data: what each shows, which edit-patch field it writes, how it is typed and bounded,
// and which right beyond editData it needs. Pure: no React (STYLE habit 1).
import type { ImageDetail } from '@vitrine/api-client';
import {
  GPS_LATITUDE_RANGE,
  GPS_LONGITUDE_RANGE,
  IPTC_URGENCY_RANGE,
  KEYWORD_SEPARATOR,
  METADATA_LONG_TEXT_MAX_LENGTH,
  METADATA_SHORT_MAX_LENGTH,
  METADATA_TEXT_MAX_LENGTH,
  METADATA_URL_MAX_LENGTH,
} from '@vitrine/core';

/** How a field is edited. */
export type EditorFieldKind =
  /** One line of text. */
  | 'text'
  /** Several lines of text (the description). */
  | 'multiline'
  /** A number (decimal). */
  | 'number'
  /** A whole number in a range (IPTC urgency). */
  | 'integer'
  /** A calendar date, yyyy-mm-dd. */
  | 'date'
  /** A web address (http or https). */
  | 'url'
  /** Keywords: items split on ';', looked up in the keywords dictionary (spec 001 §5). */
  | 'keywords'
  /** A custom list: items split on ';', free values, no look-up. */
  | 'list'
  /** A custom dictionary field: items split on ';', only the dictionary's values (spec 001 §5). */
  | 'dictionary'
  /** One of a fixed set of options (workflow status, on-brand). */
  | 'select';

/** The kinds whose value is a list of items joined by ';' (spec 001 §5). */
export const LIST_KINDS: ReadonlySet<EditorFieldKind> = new Set(['keywords', 'list', 'dictionary']);

/** The section of the form a field sits in. */
export type EditorSection = 'attributes' | 'keywords' | 'iptc' | 'gps' | 'custom' | 'status' | 'rights';

/** The sections in the order the form shows them. */
export const EDITOR_SECTIONS: readonly EditorSection[] = [
  'attributes',
  'keywords',
  'iptc',
  'gps',
  'custom',
  'status',
  'rights',
];

/** A right a field needs on the image's folder besides editData (spec 000 §6 permission names). */
export type FieldRight = 'images.setExpiration' | 'images.setOnBrand';

/** The label of a field: a key of the editor's locale `fields`, or a custom definition's own label. */
export type FieldLabel = { key: string } | { text: string };

/** One option of a select field. */
export interface FieldOption {
  value: string;
  /** A key of the editor's locale `options`, or a text of the library (a workflow status name). */
  label: FieldLabel;
}

/** One editable field. */
export interface EditorField {
  /** Unique in the form: 'title', 'iptc.city', 'custom-12', 'gps.latitude'. */
  id: string;
  /** The edit-patch field it writes (openapi.yml EditPatch.field). */
  patchField: string;
  kind: EditorFieldKind;
  section: EditorSection;
  label: FieldLabel;
  /** The longest text it takes (characters). */
  maxLength: number;
  /** Besides editData (spec 001 §6). */
  right?: FieldRight;
  /** For 'integer' and 'number': the inclusive range. */
  range?: { min: number; max: number };
  /** For 'select': the options ('' is "none"). */
  options?: readonly FieldOption[];
  /** For 'dictionary': the custom definition whose values it takes. */
  definitionId?: number;
  /** Read-only whatever the rights (recognition labels are the recognizer's). */
  readOnly?: boolean;
  /** The field's value on an image, in its text form (list items joined by ';'). */
  read(image: ImageDetail): string;
}

/**
 * The longest value a field takes: core's bounds of metadata values, which the server and the mocks
 * check on every edit patch too (one home, @vitrine/core constants). Text fields are bounded like a
 * pinned logical view (a longer title, author, subject, keyword or custom value could be saved but
 * never pinned); the description and list fields take four times as much.
 */
export const FIELD_MAX_LENGTH = METADATA_TEXT_MAX_LENGTH;
export const DESCRIPTION_MAX_LENGTH = METADATA_LONG_TEXT_MAX_LENGTH;
/** A list field holds at most this many characters in all (its items joined by ';'). */
export const LIST_MAX_LENGTH = METADATA_LONG_TEXT_MAX_LENGTH;
/** A web address. */
export const URL_MAX_LENGTH = METADATA_URL_MAX_LENGTH;
/** A number or a date: a few characters. */
export const SHORT_MAX_LENGTH = METADATA_SHORT_MAX_LENGTH;

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

const iptc = (image: ImageDetail, name: string): string => text(image.imageIPTC?.[name]);

const attribute = (
  id: 'title' | 'author' | 'subject' | 'description',
  kind: EditorFieldKind = 'text',
): EditorField => ({
  id,
  patchField: `imageAttributes.${id}`,
  kind,
  section: 'attributes',
  label: { key: id },
  maxLength: kind === 'multiline' ? DESCRIPTION_MAX_LENGTH : FIELD_MAX_LENGTH,
  read: (image) => text(image.imageAttributes?.[id]),
});

const iptcText = (name: string): EditorField => ({
  id: `iptc.${name}`,
  patchField: `imageIPTC.${name}`,
  kind: 'text',
  section: 'iptc',
  label: { key: `iptc.${name}` },
  maxLength: FIELD_MAX_LENGTH,
  read: (image) => iptc(image, name),
});

/** The IPTC text fields the editor offers (the names the server reads from files and the grid edits). */
export const IPTC_TEXT_FIELDS = ['headline', 'credit', 'copyright', 'city', 'state', 'country'] as const;

/**
 * The fixed fields, in the form's order: title, author, subject, description (spec 001 §3
 * imageAttributes), keywords, the IPTC fields (DateCreated is read-only, spec 001 §3), urgency
 * (0–9), the GPS position (spec 001 §3 imageGPS latitude and longitude), expiration date and the
 * licence fields (images.setExpiration), on-brand (images.setOnBrand).
 */
export function fixedFields(): EditorField[] {
  return [
    attribute('title'),
    attribute('author'),
    attribute('subject'),
    attribute('description', 'multiline'),
    {
      id: 'keywords',
      patchField: 'keywords',
      kind: 'keywords',
      section: 'keywords',
      label: { key: 'keywords' },
      maxLength: LIST_MAX_LENGTH,
      read: (image) => (image.keywords ?? []).join(KEYWORD_SEPARATOR),
    },
    ...IPTC_TEXT_FIELDS.map(iptcText),
    {
      id: 'iptc.urgency',
      patchField: 'imageIPTC.urgency',
      kind: 'integer',
      section: 'iptc',
      label: { key: 'iptc.urgency' },
      maxLength: SHORT_MAX_LENGTH,
      range: { ...IPTC_URGENCY_RANGE },
      read: (image) => text(image.imageIPTC?.urgency),
    },
    {
      id: 'gps.latitude',
      patchField: 'imageGPS.latitude',
      kind: 'number',
      section: 'gps',
      label: { key: 'gps.latitude' },
      maxLength: SHORT_MAX_LENGTH,
      range: { ...GPS_LATITUDE_RANGE },
      read: (image) => text(image.imageGPS?.latitude),
    },
    {
      id: 'gps.longitude',
      patchField: 'imageGPS.longitude',
      kind: 'number',
      section: 'gps',
      label: { key: 'gps.longitude' },
      maxLength: SHORT_MAX_LENGTH,
      range: { ...GPS_LONGITUDE_RANGE },
      read: (image) => text(image.imageGPS?.longitude),
    },
    {
      id: 'expirationDate',
      patchField: 'expirationDate',
      kind: 'date',
      section: 'rights',
      label: { key: 'expirationDate' },
      maxLength: SHORT_MAX_LENGTH,
      right: 'images.setExpiration',
      read: (image) => text(image.expirationDate).slice(0, 10),
    },
    {
      id: 'licenseDocumentUrl',
      patchField: 'licenseDocumentUrl',
      kind: 'url',
      section: 'rights',
      label: { key: 'licenseDocumentUrl' },
      maxLength: URL_MAX_LENGTH,
      right: 'images.setExpiration',
      read: (image) => text(image.licenseDocumentUrl),
    },
    {
      id: 'licenseExpiryNote',
      patchField: 'licenseExpiryNote',
      kind: 'text',
      section: 'rights',
      label: { key: 'licenseExpiryNote' },
      maxLength: FIELD_MAX_LENGTH,
      right: 'images.setExpiration',
      read: (image) => text(image.licenseExpiryNote),
    },
  ];
}

/** The on-brand field (spec 001 §6 images.setOnBrand), when the library uses branding status. */
export function onBrandField(): EditorField {
  return {
    id: 'isOnBrand',
    patchField: 'isOnBrand',
    kind: 'select',
    section: 'rights',
    label: { key: 'isOnBrand' },
    maxLength: SHORT_MAX_LENGTH,
    right: 'images.setOnBrand',
    options: [
      { value: 'true', label: { key: 'onBrand' } },
      { value: 'false', label: { key: 'offBrand' } },
    ],
    read: (image) => (image.isOnBrand === true ? 'true' : image.isOnBrand === false ? 'false' : ''),
  };
}

/** The workflow status field (spec 001 §6 "Workflow needs workflow enabled"). */
export function workflowField(statuses: readonly { id: number; name: string }[]): EditorField {
  return {
    id: 'workflowStatus',
    patchField: 'workflowStatus',
    kind: 'select',
    section: 'status',
    label: { key: 'workflowStatus' },
    maxLength: SHORT_MAX_LENGTH,
    options: [
      { value: '', label: { key: 'noWorkflowStatus' } },
      ...statuses.map((status) => ({ value: String(status.id), label: { text: status.name } })),
    ],
    read: (image) => {
      const status = image.workflowStatus ?? image.imageWorkflowStatuses?.[0] ?? null;
      return status ? String(status.id) : '';
    },
  };
}

/** A custom metadata definition as the editor needs it (openapi.yml CustomMetadataDefinition). */
export interface CustomDefinition {
  id: number;
  label: string;
  displayOrder: number;
  isDictionary?: boolean;
  isRecognitionLabel?: boolean;
}

/** How a custom field is edited (spec 001 §3 custom metadata: text, number, date, list, dictionary). */
export type CustomFieldKind = 'text' | 'number' | 'date' | 'list' | 'dictionary';

/**
 * The kind of a custom field when the host does not say: a dictionary definition takes its
 * dictionary's values (spec 001 §5), any other is text (openapi.yml gives a definition no type).
 */
export function defaultCustomFieldKind(definition: CustomDefinition): CustomFieldKind {
  return definition.isDictionary ? 'dictionary' : 'text';
}

/** spec 000 §3: double underscores in a definition's label show as spaces. */
export function customLabel(label: string): string {
  return label.replace(/__/g, ' ');
}

/** The custom fields, by displayOrder; a recognition-label definition is shown read-only. */
export function customFields(
  definitions: readonly CustomDefinition[],
  kindOf: (definition: CustomDefinition) => CustomFieldKind = defaultCustomFieldKind,
): EditorField[] {
  return [...definitions]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((definition) => {
      const kind = kindOf(definition);
      const isList = kind === 'list' || kind === 'dictionary';
      return {
        id: `custom-${definition.id}`,
        patchField: `custom-${definition.id}`,
        kind,
        section: 'custom' as const,
        label: { text: customLabel(definition.label) },
        maxLength: isList ? LIST_MAX_LENGTH : kind === 'text' ? FIELD_MAX_LENGTH : SHORT_MAX_LENGTH,
        ...(kind === 'dictionary' ? { definitionId: definition.id } : {}),
        ...(definition.isRecognitionLabel ? { readOnly: true } : {}),
        read: (image: ImageDetail) =>
          text(image.imageCustomMetadatas?.find((m) => m.definitionId === definition.id)?.value),
      };
    });
}
