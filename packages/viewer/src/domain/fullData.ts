// The full data view (spec 001 §2 "full data details", §6 fullData.view, §9 "Full data view uses the
// image size index for 400 px, otherwise for window width"): which fields of the file's details it
// shows, in which section, as typed values the view formats in the user's language; and the
// rendition its picture asks for. Pure: no React (STYLE habit 1).
import type { ImageDetail } from '@vitrine/api-client';
import {
  FULL_DATA_IMAGE_WIDTH,
  fitInBox,
  formatCustomLabel,
  type PixelSize,
  THUMBNAIL_SIZE_NAMES,
  THUMBNAIL_SIZES,
  type ThumbnailSize,
} from '@vitrine/core';

/**
 * The sections, in the order shown. Their names are what the web setting `collapsedImageDetails`
 * (spec 001 §2 "list of names") holds for a section the user folded.
 */
export const FULL_DATA_SECTIONS = [
  'file',
  'dimensions',
  'dates',
  'description',
  'iptc',
  'location',
  'custom',
  'licence',
  'workflow',
  'camera',
] as const;

/** One of {@link FULL_DATA_SECTIONS}. */
export type FullDataSectionId = (typeof FULL_DATA_SECTIONS)[number];

/** The fields with a label of the view's locale (`fullData.fields`). */
export const FULL_DATA_FIELDS = [
  'fileName',
  'fileType',
  'mimeType',
  'fileSize',
  'folder',
  'id',
  'version',
  'viewCount',
  'dimensions',
  'orientation',
  'duration',
  'pageCount',
  'panoramicProjection',
  'dateCreated',
  'addedToDBGallery',
  'lastDataUpdate',
  'lastFileModification',
  'lastVisualUpdate',
  'lastViewed',
  'title',
  'author',
  'subject',
  'description',
  'keywords',
  'recognizedLabels',
  'iptc.headline',
  'iptc.credit',
  'iptc.copyright',
  'iptc.city',
  'iptc.state',
  'iptc.country',
  'iptc.urgency',
  'imageLocation',
  'latitude',
  'longitude',
  'expirationDate',
  'expiryState',
  'licenseDocumentUrl',
  'licenseExpiryNote',
  'isOnBrand',
  'workflowStatus',
  'cameraMake',
  'cameraModel',
] as const;

/** One of {@link FULL_DATA_FIELDS}. */
export type FullDataField = (typeof FULL_DATA_FIELDS)[number];

/** Values shown as one of the locale's words (`fullData.values`). */
export type FullDataWord = 'onBrand' | 'offBrand' | 'expired' | 'expiringSoon' | 'valid';

/** A value, typed so the view formats it in the user's language. Text is data: shown as text, never markup. */
export type FullDataValue =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'bytes'; value: number }
  /** A calendar day. */
  | { kind: 'date'; value: string }
  /** A day and its time. */
  | { kind: 'dateTime'; value: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'dimensions'; width: number; height: number }
  | { kind: 'duration'; seconds: number }
  | { kind: 'word'; word: FullDataWord };

/** A row's label: a field of the locale, or a name that comes with the data (a custom field, an IPTC or camera name). */
export type FullDataLabel = { field: FullDataField } | { text: string };

/** One row of a section. */
export interface FullDataRow {
  /** Unique in the view ('fileSize', 'iptc.headline', 'custom-12', 'camera.ISO'). */
  id: string;
  label: FullDataLabel;
  value: FullDataValue;
}

/** One section with the rows it has; a section without any is left out. */
export interface FullDataSection {
  id: FullDataSectionId;
  rows: FullDataRow[];
}

/** What the view reads of a file: its details (a search summary carries part of them). */
export type FullDataImage = Partial<ImageDetail> & Pick<ImageDetail, 'id'>;

/** A custom metadata definition, as far as the view needs it (openapi.yml CustomMetadataDefinition). */
export interface FullDataDefinition {
  id: number;
  label: string;
  displayOrder: number;
}

/** The IPTC names with a label of their own; any other name the file carries shows under its own name. */
const IPTC_NAMES = ['headline', 'credit', 'copyright', 'city', 'state', 'country'] as const;
/** imageInfo names shown elsewhere (dimensions) or under a label of their own. */
const INFO_NAMES: Readonly<Record<string, FullDataField | null>> = {
  width: null,
  height: null,
  Make: 'cameraMake',
  Model: 'cameraModel',
  Orientation: 'orientation',
  duration: 'duration',
  pages: 'pageCount',
};

type Raw = string | number | boolean | null | undefined;

/** Empty values are left out (null, '', white space only, an empty list): the view never shows a blank row. */
function isBlank(value: Raw | readonly unknown[]): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (raw: Raw): FullDataValue =>
  typeof raw === 'number' ? { kind: 'number', value: raw } : { kind: 'text', text: String(raw) };

/**
 * The sections of the full data view for `image`, each with its non-empty fields in order; sections
 * without a field are left out. Custom fields take their definitions' labels (double underscores as
 * spaces, spec 000 §3) in displayOrder; a value of a definition not (yet) known is left out.
 */
export function fullDataSections(
  image: FullDataImage,
  definitions: readonly FullDataDefinition[] = [],
): FullDataSection[] {
  const sections = new Map<FullDataSectionId, FullDataRow[]>(FULL_DATA_SECTIONS.map((id) => [id, []]));
  const add = (section: FullDataSectionId, id: string, label: FullDataLabel, value: FullDataValue | null) => {
    if (value) sections.get(section)?.push({ id, label, value });
  };
  const field = (
    section: FullDataSectionId,
    name: FullDataField,
    raw: Raw | readonly unknown[],
    make: (raw: never) => FullDataValue = text as (raw: never) => FullDataValue,
  ) => {
    if (!isBlank(raw)) add(section, name, { field: name }, make(raw as never));
  };
  const info = image.imageInfo ?? {};
  const iptc = image.imageIPTC ?? {};
  const log = image.imageLog ?? {};

  // File
  field('file', 'fileName', image.fileName);
  field('file', 'fileType', image.extension, (extension: string) => ({
    kind: 'text',
    text: extension.replace(/^\./, '').toUpperCase(),
  }));
  field('file', 'mimeType', image.mimeType);
  field('file', 'fileSize', image.fileSize, (value: number) => ({ kind: 'bytes', value }));
  field('file', 'folder', image.folder?.shortPath);
  field('file', 'id', image.id, (value: number) => ({ kind: 'text', text: String(value) }));
  field('file', 'version', image.version);
  field('file', 'viewCount', log.viewCount);

  // Dimensions and length
  if (typeof info.width === 'number' && typeof info.height === 'number' && info.width > 0 && info.height > 0)
    add(
      'dimensions',
      'dimensions',
      { field: 'dimensions' },
      {
        kind: 'dimensions',
        width: info.width,
        height: info.height,
      },
    );
  field('dimensions', 'orientation', info.Orientation);
  const duration = image.durationSeconds ?? (typeof info.duration === 'number' ? info.duration : null);
  field('dimensions', 'duration', duration, (seconds: number) => ({ kind: 'duration', seconds }));
  field('dimensions', 'pageCount', image.pageCount ?? info.pages);
  field('dimensions', 'panoramicProjection', image.imageVideoInfo?.panoramicProjection);

  // Dates
  const dateTime = (value: string): FullDataValue => ({ kind: 'dateTime', value });
  field('dates', 'dateCreated', iptc.DateCreated, dateTime);
  field('dates', 'addedToDBGallery', log.addedToDBGallery, dateTime);
  field('dates', 'lastDataUpdate', log.lastDataUpdate, dateTime);
  field('dates', 'lastFileModification', log.lastFileModification, dateTime);
  field('dates', 'lastVisualUpdate', log.lastVisualUpdate, dateTime);
  field('dates', 'lastViewed', log.lastViewed, dateTime);

  // Description
  const list = (items: readonly string[]): FullDataValue => ({ kind: 'list', items: [...items] });
  const attributes = image.imageAttributes ?? {};
  field('description', 'title', attributes.title);
  field('description', 'author', attributes.author);
  field('description', 'subject', attributes.subject);
  field('description', 'description', attributes.description);
  field('description', 'keywords', image.keywords, list);
  field('description', 'recognizedLabels', image.recognizedLabels, list);

  // IPTC: the named fields, urgency, then any other name the file carries, under its own name.
  for (const name of IPTC_NAMES) field('iptc', `iptc.${name}`, iptc[name]);
  field('iptc', 'iptc.urgency', iptc.urgency);
  for (const [name, raw] of Object.entries(iptc)) {
    if (name === 'urgency' || name === 'DateCreated' || (IPTC_NAMES as readonly string[]).includes(name))
      continue;
    if (!isBlank(raw)) add('iptc', `iptc.${name}`, { text: name }, text(raw));
  }

  // Location
  field('location', 'imageLocation', image.imageLocation);
  field('location', 'latitude', image.imageGPS?.latitude);
  field('location', 'longitude', image.imageGPS?.longitude);

  // Custom metadata, in the definitions' order.
  const values = new Map(
    (image.imageCustomMetadatas ?? []).map((entry) => [entry.definitionId, entry.value]),
  );
  for (const definition of [...definitions].sort((a, b) => a.displayOrder - b.displayOrder)) {
    const raw = values.get(definition.id);
    if (!isBlank(raw))
      add('custom', `custom-${definition.id}`, { text: formatCustomLabel(definition.label) }, text(raw));
  }

  // Licence
  field('licence', 'expirationDate', image.expirationDate, (value: string) => ({ kind: 'date', value }));
  if (!isBlank(image.expirationDate))
    add(
      'licence',
      'expiryState',
      { field: 'expiryState' },
      {
        kind: 'word',
        word: image.isExpired ? 'expired' : image.isExpiredSoon ? 'expiringSoon' : 'valid',
      },
    );
  field('licence', 'licenseDocumentUrl', image.licenseDocumentUrl);
  field('licence', 'licenseExpiryNote', image.licenseExpiryNote);
  field('licence', 'isOnBrand', image.isOnBrand, (value: boolean) => ({
    kind: 'word',
    word: value ? 'onBrand' : 'offBrand',
  }));

  // Workflow
  const statuses = image.workflowStatus ? [image.workflowStatus] : (image.imageWorkflowStatuses ?? []);
  field(
    'workflow',
    'workflowStatus',
    statuses.map((status) => status.name).filter((name) => !isBlank(name)),
    list,
  );

  // Camera: make and model, then any other name the file carries.
  field('camera', 'cameraMake', info.Make);
  field('camera', 'cameraModel', info.Model);
  for (const [name, raw] of Object.entries(info)) {
    if (name in INFO_NAMES) continue;
    if (!isBlank(raw)) add('camera', `camera.${name}`, { text: name }, text(raw));
  }

  return [...sections].filter(([, rows]) => rows.length > 0).map(([id, rows]) => ({ id, rows }));
}

/**
 * spec 001 §9: the width the full data view's picture is drawn at, in CSS pixels: 400 px beside the
 * data; in the mobile layout (below 992 px, where the picture sits above the data) the window's
 * width. The spec does not say when "otherwise" applies: decided, docs/decisions.md "The full data
 * view's picture".
 */
export function fullDataPictureWidth(windowWidth: number, mobile: boolean): number {
  const window = Math.max(1, Math.round(windowWidth));
  return mobile ? window : Math.min(FULL_DATA_IMAGE_WIDTH, window);
}

/**
 * The smallest rendition (spec 000 §9 sizes, smallest first) whose picture of `original` is at least
 * `width` CSS pixels wide at the device's pixel ratio, or holds the whole original; large when none
 * does. Unknown dimensions are read as a landscape original larger than every rendition. As the
 * preview's screen rendition, a rendition 5 % short of the width still serves (a 384 px tiny
 * picture drawn at 400 px).
 */
export function fullDataRendition(
  width: number,
  original: Partial<PixelSize> | undefined,
  devicePixelRatio = 1,
): ThumbnailSize {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const wanted = Math.max(1, width) * ratio;
  const known = (original?.width ?? 0) > 0 && (original?.height ?? 0) > 0;
  const source: PixelSize = known
    ? { width: original?.width as number, height: original?.height as number }
    : { width: wanted * 100, height: wanted * 75 };
  for (const size of THUMBNAIL_SIZE_NAMES) {
    const fitted = fitInBox(source, THUMBNAIL_SIZES[size]);
    const whole = fitted.width >= source.width && fitted.height >= source.height;
    if (whole || fitted.width >= wanted * 0.95) return size;
  }
  return 'large';
}
