import { describe, expect, it } from 'vitest';
import { fileUrl, previewKindOf, progressiveSources, screenRendition } from './preview';

describe('previewKindOf (spec 001 §2)', () => {
  it.each([
    [{ isVideo: true }, 'video'],
    [{ mimeType: 'audio/mpeg' }, 'audio'],
    [{ isPdf: true }, 'pdf'],
    [{ extension: '.PDF' }, 'pdf'],
    [{ isImage: true, mimeType: 'image/jpeg' }, 'image'],
    [{ mimeType: 'application/zip' }, 'other'],
    [{}, 'other'],
  ] as const)('%o shows as %s', (image, kind) => {
    expect(previewKindOf(image)).toBe(kind);
  });
});

describe('fileUrl (spec 000 §7, spec 001 §2, §9)', () => {
  it('asks a rendition by its thumb index, with the version', () => {
    expect(fileUrl('/base/', 7, { rendition: 'large', version: 'abc' })).toBe(
      '/base/Download.aspx?id=7&thumb=4&v=abc',
    );
  });
  it('asks the inline preview of video and audio', () => {
    expect(fileUrl('', 7, { preview: true })).toBe('/Download.aspx?id=7&preview=1');
  });
  it('asks the original without a version', () => {
    expect(fileUrl('', 7, { version: 'abc' })).toBe('/Download.aspx?id=7');
  });
});

describe('screenRendition: the rendition that fits the screen', () => {
  it('takes small for a phone at 1x', () => {
    expect(screenRendition({ width: 390, height: 700 }, { width: 4000, height: 3000 })).toBe('small');
  });
  it('takes medium for a 1920 × 1080 screen', () => {
    expect(screenRendition({ width: 1920, height: 1080 }, { width: 6000, height: 4000 })).toBe('medium');
  });
  it('takes large for the same screen at 2x', () => {
    expect(screenRendition({ width: 1920, height: 1080 }, { width: 6000, height: 4000 }, 2)).toBe('large');
  });
  it('takes the smallest that holds a small original whole', () => {
    expect(screenRendition({ width: 2560, height: 1440 }, { width: 800, height: 600 })).toBe('small');
  });
});

describe('progressiveSources: thumbnail at once, the screen rendition, the original on zoom', () => {
  const image = { id: 3, thumbnailVersion: 'v1', imageInfo: { width: 6000, height: 4000 } };
  it('zooms into the original when the user may download it', () => {
    expect(
      progressiveSources('', image, { width: 1920, height: 1080 }, { canDownloadOriginal: true }),
    ).toEqual({
      thumbnail: '/Download.aspx?id=3&thumb=1&v=v1',
      screen: '/Download.aspx?id=3&thumb=3&v=v1',
      zoom: '/Download.aspx?id=3&v=v1',
    });
  });
  it('zooms into the large rendition otherwise', () => {
    expect(
      progressiveSources('', image, { width: 1920, height: 1080 }, { canDownloadOriginal: false }).zoom,
    ).toBe('/Download.aspx?id=3&thumb=4&v=v1');
  });
});
