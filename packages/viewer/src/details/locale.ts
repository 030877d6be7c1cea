// The full data view's own words (spec 001 §2 "full data details"): the sections' headings, the
// fields' labels and the words some values read as. The spec names the view but not these words,
// so they are decided here; hosts override any of them with a partial `locale` (STYLE habit 8).
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import type { FullDataField, FullDataSectionId, FullDataWord } from '../domain/fullData';
import { fullDataLocaleDe } from './locale.de';

/** The English strings of the full data view. */
export const fullDataLocale = {
  /** The view's accessible name: {name} is the file name. */
  label: 'All data of {name}',
  /** The picture's text alternative: {name} is the file's title or name. */
  picture: 'Picture of {name}',
  /** The sections' headings (each a button that folds its section). */
  sections: {
    file: 'File',
    dimensions: 'Dimensions and length',
    dates: 'Dates',
    description: 'Description',
    iptc: 'IPTC',
    location: 'Location',
    custom: 'Custom metadata',
    licence: 'Licence',
    workflow: 'Workflow',
    camera: 'Camera',
  } satisfies Record<FullDataSectionId, string>,
  /** The label of each field. */
  fields: {
    fileName: 'File name',
    fileType: 'Type',
    mimeType: 'MIME type',
    fileSize: 'Size',
    folder: 'Folder',
    id: 'File id',
    version: 'Version',
    viewCount: 'Views',
    dimensions: 'Dimensions',
    orientation: 'Orientation',
    duration: 'Length',
    pageCount: 'Pages',
    panoramicProjection: 'Panoramic projection',
    dateCreated: 'Date created',
    addedToDBGallery: 'Added',
    lastDataUpdate: 'Data changed',
    lastFileModification: 'File changed',
    lastVisualUpdate: 'Picture changed',
    lastViewed: 'Last viewed',
    title: 'Title',
    author: 'Author',
    subject: 'Subject',
    description: 'Description',
    keywords: 'Keywords',
    recognizedLabels: 'Recognized labels',
    'iptc.headline': 'Headline',
    'iptc.credit': 'Credit',
    'iptc.copyright': 'Copyright',
    'iptc.city': 'City',
    'iptc.state': 'State',
    'iptc.country': 'Country',
    'iptc.urgency': 'Urgency',
    imageLocation: 'Place',
    latitude: 'Latitude',
    longitude: 'Longitude',
    expirationDate: 'Expiration date',
    expiryState: 'Licence status',
    licenseDocumentUrl: 'Licence document',
    licenseExpiryNote: 'Licence note',
    isOnBrand: 'Branding status',
    workflowStatus: 'Workflow status',
    cameraMake: 'Camera make',
    cameraModel: 'Camera model',
  } satisfies Record<FullDataField, string>,
  /** Values that read as words. */
  values: {
    onBrand: 'On brand',
    offBrand: 'Off brand',
    expired: 'Expired',
    expiringSoon: 'Expires soon',
    valid: 'Valid',
  } satisfies Record<FullDataWord, string>,
  /** '{width} × {height} px'. */
  dimensionsValue: '{width} × {height} px',
  /** Shown when the file has no data at all to list. */
  empty: 'This file has no data to show.',
};

/** The shape of {@link fullDataLocale}. */
export type FullDataLocale = typeof fullDataLocale;

/** A partial override of {@link fullDataLocale}: any string, at any depth. */
export type FullDataLocaleOverrides = DeepPartial<FullDataLocale>;

declare module '../locale' {
  interface ViewerLocales {
    /** The full data view: `locale={{ viewer: { fullData: { fields: { fileName: '…' } } } }}`. */
    fullData: FullDataLocale;
  }
}

/** The view's part of the one locale path: the provider's `locale={{ viewer: { fullData: { … } } }}`. */
export const fullDataLocalePart = defineLocalePart(['viewer', 'fullData'], {
  en: fullDataLocale,
  de: fullDataLocaleDe,
});

/** The view's strings in `language` (English by default) with a partial override on top. */
export function resolveFullDataLocale(overrides?: FullDataLocaleOverrides, language = 'en'): FullDataLocale {
  return resolveLocalePart(fullDataLocalePart, language, undefined, overrides);
}

/** The view's strings under the provider: its language and overrides, then the widget's `locale`. */
export function useFullDataLocale(override?: FullDataLocaleOverrides): FullDataLocale {
  return useLocalePart(fullDataLocalePart, override);
}
