// The metadata editor's own words: labels, hints, validation messages and the bulk preview. The spec
// names the fields and the behaviour (spec 001 §3, §5) but not these words, so they are decided here;
// hosts override any of them with a partial `locale` (STYLE habit 8). The spec's messages ('{n}
// image(s) updated', 'Failed to save changes.', 'Saving multiple images may take a little longer.
// Please wait...', 'You are not authorized to edit some of the selected images.', the placeholder)
// come from @vitrine/core's `en` through the provider's translator, word for word.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { editorLocaleDe } from './locale.de';

/** The English strings of the metadata editor. */
export const editorLocale = {
  /** The form's accessible name. */
  formLabel: 'File information',
  /** Shown while the files' details load, and when they cannot be read. */
  loading: 'Loading file information…',
  loadFailed: 'The file information could not be loaded.',
  /** The heading of each section. */
  sections: {
    attributes: 'Description',
    keywords: 'Keywords',
    iptc: 'IPTC',
    gps: 'Position',
    custom: 'Custom fields',
    status: 'Workflow',
    rights: 'Rights',
    readOnly: 'File details',
  },
  /** The label of each field. */
  fields: {
    title: 'Title',
    author: 'Author',
    subject: 'Subject',
    description: 'Description',
    keywords: 'Keywords',
    'iptc.headline': 'Headline',
    'iptc.credit': 'Credit',
    'iptc.copyright': 'Copyright',
    'iptc.city': 'City',
    'iptc.state': 'State',
    'iptc.country': 'Country',
    'iptc.urgency': 'Urgency',
    'gps.latitude': 'Latitude',
    'gps.longitude': 'Longitude',
    expirationDate: 'Expiration date',
    licenseDocumentUrl: 'Licence document (web address)',
    licenseExpiryNote: 'Licence note',
    isOnBrand: 'Branding status',
    workflowStatus: 'Workflow status',
  },
  /** The options of the select fields. */
  options: {
    onBrand: 'On brand',
    offBrand: 'Off brand',
    noWorkflowStatus: 'No status',
    notSet: 'Not set',
  },
  /** The read-only details (spec 001 §3 "Read-only fields"). */
  readOnly: {
    fileName: 'File name',
    folder: 'Folder',
    location: 'Location',
    size: 'Size',
    dimensions: 'Dimensions',
    dimensionsValue: '{width} × {height} px',
    dateCreated: 'Date created',
    addedToDBGallery: 'Added',
    lastViewed: 'Last viewed',
    lastDataUpdate: 'Data changed',
    lastFileModification: 'File changed',
    lastVisualUpdate: 'Picture changed',
    viewCount: 'Views',
    camera: 'Camera',
    owner: 'Owner',
    ownerProfile: "Owner's profile",
    files: plural({ one: '1 file selected', other: '{n} files selected' }),
  },
  /** Hints under fields. */
  hints: {
    date: 'yyyy-mm-dd',
    number: 'A number, e.g. 48.8566',
    urgency: 'A whole number from 0 to 9',
    multiple: 'Type before or after the placeholder to add text to every file; replace it to set one value.',
    keywords: 'Separate keywords with a semicolon (;).',
    list: 'Separate values with a semicolon (;).',
    dictionary: "Choose the dictionary's values.",
    limited: 'Only keywords of the dictionary can be added.',
    gpsNoMap: 'Enter the position as latitude and longitude.',
  },
  /** Validation messages (spec 001 §5 and the decided limits). */
  errors: {
    tooLong: 'At most {max} characters.',
    notANumber: 'Enter a number.',
    notAWholeNumber: 'Enter a whole number.',
    outOfRange: 'Enter a number from {min} to {max}.',
    notADate: 'Enter a date as yyyy-mm-dd.',
    notAUrl: 'Enter a web address starting with http:// or https://.',
    notAnOption: 'Choose one of the options.',
    newKeyword: '"{item}" is not in the keywords dictionary: new keywords cannot be created.',
    notInDictionary: '"{item}" is not a value of this field.',
    invalidForm: plural({
      one: '1 field needs attention before saving.',
      other: '{n} fields need attention before saving.',
    }),
  },
  /** The keyword and list fields (a combobox). */
  combobox: {
    /** The list of suggestions' name: {field}. */
    suggestions: 'Suggestions for {field}',
    /** A chip's remove button: {item}. */
    remove: 'Remove {item}',
    /** The placeholder chip's remove button (replace mode). */
    removeMultiple: 'Remove the other values (replace them)',
    /** The items' list name: {field}. */
    items: 'Values of {field}',
    /** Announced with the suggestion count. */
    count: plural({ one: '1 suggestion', other: '{n} suggestions' }),
    none: 'No suggestions',
    searching: 'Searching…',
    /** Announced when an item is added or removed. */
    added: 'Added {item}',
    removed: 'Removed {item}',
  },
  /** spec 001 §5: replace mode of keyword fields in a multi-selection. */
  replaceMode: 'Replace keywords instead of adding them',
  /** The GPS map slot's name. */
  map: 'Position on the map',
  /** The buttons. */
  save: 'Save',
  saving: 'Saving…',
  reset: 'Discard changes',
  /** spec 001 §5 / row B5: a bulk save shows the preview first. */
  review: 'Review changes',
  /** The preview (row B5). */
  preview: {
    title: 'Review changes',
    summary: plural({
      one: '1 file will change.',
      other: '{n} files will change.',
    }),
    unchanged: plural({ one: '1 file stays as it is.', other: '{n} files stay as they are.' }),
    caption: 'What each file will look like after saving',
    file: 'File',
    field: 'Field',
    before: 'Before',
    after: 'After',
    empty: '(empty)',
    shown: 'Showing {shown} of {n} files.',
    showMore: 'Show {n} more',
    confirm: plural({ one: 'Save 1 file', other: 'Save {n} files' }),
    back: 'Back to editing',
    nothing: 'Nothing would change.',
  },
  /** No editData: the form is read-only. */
  readOnlyNotice: 'You can read this information but not change it.',
  /** The count of unsaved fields. */
  unsaved: plural({ one: '1 unsaved change', other: '{n} unsaved changes' }),
};

/** The shape of {@link editorLocale}. */
export type EditorLocale = typeof editorLocale;

/** A partial override of {@link editorLocale}: any string, at any depth. */
export type EditorLocaleOverrides = DeepPartial<EditorLocale>;

declare module '../locale' {
  interface ViewerLocales {
    /** The metadata editor: `locale={{ viewer: { editor: { fields: { title: '…' } } } }}`. */
    editor: EditorLocale;
  }
}

/** The editor's part of the one locale path: the provider's `locale={{ viewer: { editor: { … } } }}`. */
export const editorLocalePart = defineLocalePart(['viewer', 'editor'], {
  en: editorLocale,
  de: editorLocaleDe,
});

/** The editor's strings in `language` (English by default) with a partial override on top. */
export function resolveEditorLocale(overrides?: EditorLocaleOverrides, language = 'en'): EditorLocale {
  return resolveLocalePart(editorLocalePart, language, undefined, overrides);
}

/** The editor's strings under the provider: its language and overrides, then the widget's `locale`. */
export function useEditorLocale(override?: EditorLocaleOverrides): EditorLocale {
  return useLocalePart(editorLocalePart, override);
}
