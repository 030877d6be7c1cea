import { describe, expect, it } from 'vitest';
import { viewerGates } from './gates';

describe('viewerGates (spec 001 §6)', () => {
  it('a signed-in user downloads with the download right, rotates with editData', () => {
    const gates = viewerGates({ mode: 'single', download: true, editData: false, fullDataView: true });
    expect(gates).toMatchObject({
      download: true,
      rotate: false,
      fullData: true,
      slideshow: true,
      info: true,
    });
  });
  it('permissions still being asked count as not allowed', () => {
    expect(viewerGates({ mode: 'single' })).toMatchObject({
      download: false,
      rotate: false,
      fullData: false,
    });
  });
  it('video retry and priority need add or webUpload', () => {
    expect(viewerGates({ mode: 'single', addOrWebUpload: true }).videoActions).toBe(true);
    expect(viewerGates({ mode: 'single' }).videoActions).toBe(false);
  });
  it('replacing the file needs editData and add, in single mode only (spec 001 §6)', () => {
    expect(viewerGates({ mode: 'single', editData: true, add: true }).replace).toBe(true);
    expect(viewerGates({ mode: 'single', editData: true }).replace).toBe(false);
    expect(viewerGates({ mode: 'single', add: true }).replace).toBe(false);
    expect(viewerGates({ mode: 'multi', editData: true, add: true }).replace).toBe(false);
    expect(viewerGates({ mode: 'shared', editData: true, add: true, link: {} }).replace).toBe(false);
  });
  it('a multi-selection has no slideshow and no rotation', () => {
    expect(viewerGates({ mode: 'multi', editData: true })).toMatchObject({ slideshow: false, rotate: false });
  });
  it('delete follows the delete right (the folder, or every selected file), never for a shared visitor', () => {
    expect(viewerGates({ mode: 'single', delete: true }).delete).toBe(true);
    expect(viewerGates({ mode: 'single' }).delete).toBe(false);
    expect(viewerGates({ mode: 'multi', delete: true }).delete).toBe(true);
    expect(viewerGates({ mode: 'multi', delete: false }).delete).toBe(false);
    expect(viewerGates({ mode: 'shared', delete: true, link: {} }).delete).toBe(false);
  });
  it('a shared visitor gets what the link allows, never rotation, video actions or full data', () => {
    const none = viewerGates({
      mode: 'shared',
      download: true,
      editData: true,
      fullDataView: true,
      link: {},
    });
    expect(none).toMatchObject({
      download: false,
      slideshow: false,
      info: false,
      infoOnFirstLoad: false,
      rotate: false,
      videoActions: false,
      fullData: false,
    });
    const all = viewerGates({
      mode: 'shared',
      link: {
        allowedToDownloadImages: true,
        allowedToRepresentSlideshow: true,
        allowedToShowInfo: true,
        showInfoPanelOnFirstLoad: true,
      },
    });
    expect(all).toMatchObject({ download: true, slideshow: true, info: true, infoOnFirstLoad: true });
  });
  it('choosing a thumbnail needs editData, one file, and a server with the call (docs/decisions.md "Custom thumbnails")', () => {
    expect(viewerGates({ mode: 'single', editData: true, thumbnailChange: true }).changeThumbnail).toBe(true);
    expect(viewerGates({ mode: 'single', editData: true }).changeThumbnail).toBe(false);
    expect(viewerGates({ mode: 'single', thumbnailChange: true }).changeThumbnail).toBe(false);
    expect(viewerGates({ mode: 'multi', editData: true, thumbnailChange: true }).changeThumbnail).toBe(false);
    expect(
      viewerGates({ mode: 'shared', editData: true, thumbnailChange: true, link: {} }).changeThumbnail,
    ).toBe(false);
  });
});
