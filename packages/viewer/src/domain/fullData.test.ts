import { FULL_DATA_IMAGE_WIDTH, MOBILE_WIDTH_VIEWER } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  FULL_DATA_SECTIONS,
  type FullDataImage,
  fullDataPictureWidth,
  fullDataRendition,
  fullDataSections,
} from './fullData';

const photo: FullDataImage = {
  id: 42,
  fileName: 'harbour.jpg',
  extension: 'jpg',
  mimeType: 'image/jpeg',
  fileSize: 1_572_864,
  folder: { id: 3, shortPath: 'Workspace/Harbour' },
  keywords: ['sea', 'boats'],
  expirationDate: '2031-05-01',
  isExpired: false,
  isExpiredSoon: false,
  licenseDocumentUrl: '',
  licenseExpiryNote: null,
  isOnBrand: false,
  imageLocation: 'Hamburg, Germany',
  imageAttributes: { title: 'Harbour at dawn', author: 'A. Author', subject: '   ', description: null },
  imageIPTC: { urgency: 0, DateCreated: '2024-03-05T06:07:08', headline: 'Dawn', Byline: 'Desk' },
  imageGPS: { latitude: 53.54, longitude: 9.98, zoomLevel: 12 },
  imageInfo: { width: 4000, height: 3000, Make: 'Canon', Model: null, ISO: 200 },
  imageLog: { addedToDBGallery: '2025-01-02T10:00:00Z', viewCount: 0, lastViewed: null },
  imageCustomMetadatas: [
    { definitionId: 2, value: 'Second' },
    { definitionId: 1, value: 'First' },
    { definitionId: 9, value: 'no definition' },
    { definitionId: 3, value: '' },
  ],
  imageWorkflowStatuses: [{ id: 1, name: 'Approved' }],
};

const definitions = [
  { id: 1, label: 'Shoot__code', displayOrder: 2 },
  { id: 2, label: 'Client', displayOrder: 1 },
  { id: 3, label: 'Empty', displayOrder: 3 },
];

const rowsOf = (image: FullDataImage) =>
  Object.fromEntries(fullDataSections(image, definitions).map((section) => [section.id, section.rows]));

describe('fullDataSections (spec 001 §2 full data details)', () => {
  it('groups the fields in the sections, in their order', () => {
    expect(fullDataSections(photo, definitions).map((section) => section.id)).toEqual([
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
    ]);
    expect(FULL_DATA_SECTIONS).toHaveLength(10);
  });

  it('types each value for the view to format (sizes, dates, lists, words)', () => {
    const rows = rowsOf(photo);
    expect(rows.file).toEqual([
      { id: 'fileName', label: { field: 'fileName' }, value: { kind: 'text', text: 'harbour.jpg' } },
      { id: 'fileType', label: { field: 'fileType' }, value: { kind: 'text', text: 'JPG' } },
      { id: 'mimeType', label: { field: 'mimeType' }, value: { kind: 'text', text: 'image/jpeg' } },
      { id: 'fileSize', label: { field: 'fileSize' }, value: { kind: 'bytes', value: 1_572_864 } },
      { id: 'folder', label: { field: 'folder' }, value: { kind: 'text', text: 'Workspace/Harbour' } },
      { id: 'id', label: { field: 'id' }, value: { kind: 'text', text: '42' } },
      // 0 views is a value, not an empty field.
      { id: 'viewCount', label: { field: 'viewCount' }, value: { kind: 'number', value: 0 } },
    ]);
    expect(rows.dimensions).toEqual([
      {
        id: 'dimensions',
        label: { field: 'dimensions' },
        value: { kind: 'dimensions', width: 4000, height: 3000 },
      },
    ]);
    expect(rows.dates?.map((row) => [row.id, row.value])).toEqual([
      ['dateCreated', { kind: 'dateTime', value: '2024-03-05T06:07:08' }],
      ['addedToDBGallery', { kind: 'dateTime', value: '2025-01-02T10:00:00Z' }],
    ]);
    expect(rows.description?.map((row) => row.id)).toEqual(['title', 'author', 'keywords']);
    expect(rows.description?.[2]?.value).toEqual({ kind: 'list', items: ['sea', 'boats'] });
    expect(rows.licence?.map((row) => [row.id, row.value])).toEqual([
      ['expirationDate', { kind: 'date', value: '2031-05-01' }],
      ['expiryState', { kind: 'word', word: 'valid' }],
      ['isOnBrand', { kind: 'word', word: 'offBrand' }],
    ]);
    expect(rows.workflow?.[0]?.value).toEqual({ kind: 'list', items: ['Approved'] });
  });

  it('leaves out empty fields (null, empty, white space, an empty list) and empty sections', () => {
    const ids = fullDataSections(photo, definitions).flatMap((section) => section.rows.map((row) => row.id));
    for (const empty of ['subject', 'description', 'lastViewed', 'licenseDocumentUrl', 'licenseExpiryNote'])
      expect(ids).not.toContain(empty);
    expect(ids).not.toContain('cameraModel');
    expect(ids).not.toContain('custom-3');
    expect(fullDataSections({ id: 1 }).map((section) => section.id)).toEqual(['file']);
  });

  it('names IPTC and camera fields the locale does not know by their own name (data, as text)', () => {
    const rows = rowsOf(photo);
    expect(rows.iptc).toEqual([
      { id: 'iptc.headline', label: { field: 'iptc.headline' }, value: { kind: 'text', text: 'Dawn' } },
      { id: 'iptc.urgency', label: { field: 'iptc.urgency' }, value: { kind: 'number', value: 0 } },
      { id: 'iptc.Byline', label: { text: 'Byline' }, value: { kind: 'text', text: 'Desk' } },
    ]);
    expect(rows.camera).toEqual([
      { id: 'cameraMake', label: { field: 'cameraMake' }, value: { kind: 'text', text: 'Canon' } },
      { id: 'camera.ISO', label: { text: 'ISO' }, value: { kind: 'number', value: 200 } },
    ]);
  });

  it("shows custom fields in the definitions' order with their labels (spec 000 §3 double underscores), and only known ones", () => {
    expect(rowsOf(photo).custom).toEqual([
      { id: 'custom-2', label: { text: 'Client' }, value: { kind: 'text', text: 'Second' } },
      { id: 'custom-1', label: { text: 'Shoot code' }, value: { kind: 'text', text: 'First' } },
    ]);
  });

  it('says whether the licence has expired or expires soon (spec 000 §4)', () => {
    const state = (image: Partial<FullDataImage>) =>
      rowsOf({ ...photo, ...image }).licence?.find((row) => row.id === 'expiryState')?.value;
    expect(state({ isExpired: true })).toEqual({ kind: 'word', word: 'expired' });
    expect(state({ isExpiredSoon: true })).toEqual({ kind: 'word', word: 'expiringSoon' });
    expect(state({ expirationDate: null })).toBeUndefined();
  });

  it('keeps a hostile string as the data it is', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const rows = rowsOf({ ...photo, fileName: hostile, keywords: [hostile] });
    expect(rows.file?.[0]?.value).toEqual({ kind: 'text', text: hostile });
    expect(rows.description?.find((row) => row.id === 'keywords')?.value).toEqual({
      kind: 'list',
      items: [hostile],
    });
  });

  it('reads a video: its length and projection', () => {
    const rows = rowsOf({
      id: 5,
      durationSeconds: 83,
      imageVideoInfo: { panoramicProjection: 'equirectangular' },
    });
    expect(rows.dimensions?.map((row) => row.value)).toEqual([
      { kind: 'duration', seconds: 83 },
      { kind: 'text', text: 'equirectangular' },
    ]);
  });
});

describe('the full data picture (spec 001 §9 "the image size index for 400 px, otherwise for window width")', () => {
  it('is 400 px wide beside the data, the window wide in the mobile layout', () => {
    expect(fullDataPictureWidth(1280, false)).toBe(FULL_DATA_IMAGE_WIDTH);
    expect(fullDataPictureWidth(MOBILE_WIDTH_VIEWER - 1, true)).toBe(MOBILE_WIDTH_VIEWER - 1);
    expect(fullDataPictureWidth(360, true)).toBe(360);
    // Never wider than the window.
    expect(fullDataPictureWidth(300, false)).toBe(300);
  });

  it.each([
    // 400 px: tiny (384 px wide for a landscape photo) serves it, as 5 % short.
    [400, { width: 4000, height: 3000 }, 1, 'tiny'],
    // A portrait's tiny picture is 216 px wide: small.
    [400, { width: 3000, height: 4000 }, 1, 'small'],
    // At twice the pixels: small (1024).
    [400, { width: 4000, height: 3000 }, 2, 'small'],
    // A phone's window width (the mobile layout).
    [414, { width: 4000, height: 3000 }, 3, 'medium'],
    [900, { width: 6000, height: 3375 }, 2, 'medium'],
    // A 3:2 photo's medium picture is 1620 px wide: short of 1800, so large.
    [900, { width: 6000, height: 4000 }, 2, 'large'],
    [1900, { width: 8000, height: 4000 }, 2, 'large'],
    // A small original: the rendition that holds all of it.
    [400, { width: 300, height: 200 }, 2, 'tiny'],
    // Unknown dimensions: by the width alone.
    [900, undefined, 1, 'small'],
  ] as const)('%i px of %o at ratio %i → %s', (width, original, ratio, size) => {
    expect(fullDataRendition(width, original, ratio)).toBe(size);
  });
});
