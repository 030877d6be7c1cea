// The badges and data line of a thumbnail (spec 000 §2 "every thumbnail", §4 expiry, §9 formats;
// spec 001 §3 video status).
import type { ImageSummary } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { galleryLocale } from '../gallery/locale';
import { galleryLocaleDe } from '../gallery/locale.de';
import {
  compactBadges,
  estimatedBadgeWidth,
  externalPreviewUrl,
  safeCssColor,
  thumbnailAlt,
  thumbnailBadges,
  thumbnailCaption,
} from './badges';

const base: ImageSummary = { id: 7, fileName: 'harbour-at-dawn.jpg', extension: 'jpg' };
const badges = (image: Partial<ImageSummary>, options: Partial<Parameters<typeof thumbnailBadges>[1]> = {}) =>
  thumbnailBadges({ ...base, ...image }, { locale: galleryLocale, ...options });
const texts = (list: ReturnType<typeof badges>) => list.map((badge) => badge.text);

describe('thumbnail badges', () => {
  it('an image with nothing to say has none', () => {
    expect(badges({})).toEqual([]);
  });

  it('a file whose thumbnails the server could not make says so first, whatever groups are shown', () => {
    expect(badges({ thumbnailFailed: true })).toMatchObject([
      { kind: 'thumbnailFailed', text: 'Thumbnail failed', label: 'Thumbnail failed', tone: 'danger' },
    ]);
    const none = {
      expiry: false,
      video: false,
      workflow: false,
      branding: false,
      recognition: false,
      versions: false,
    };
    expect(texts(badges({ thumbnailFailed: true, isExpired: true }, { groups: none }))).toEqual([
      'Thumbnail failed',
    ]);
    expect(texts(badges({ thumbnailFailed: true, isExpired: true }))).toEqual([
      'Thumbnail failed',
      'Expired',
    ]);
    expect(badges({ thumbnailFailed: false })).toEqual([]);
    expect(texts(badges({ thumbnailFailed: true }, { locale: galleryLocaleDe }))).toEqual([
      'Vorschaubild fehlgeschlagen',
    ]);
  });

  it('expired and expiring soon from the answer’s flags (spec 000 §3), the date as yyyy-mm-dd', () => {
    expect(texts(badges({ isExpired: true, expirationDate: '2026-06-01' }))).toEqual(['Expired']);
    expect(texts(badges({ isExpiredSoon: true, expirationDate: '2026-06-20' }))).toEqual([
      'Expires 2026-06-20',
    ]);
    expect(badges({ isExpired: true })[0]?.tone).toBe('danger');
  });

  it('computes the expiry from the date when the flags are missing (today is expired, 14 days is soon)', () => {
    const now = new Date(2026, 5, 15, 12);
    expect(texts(badges({ expirationDate: '2026-06-15' }, { now }))).toEqual(['Expired']);
    expect(texts(badges({ expirationDate: '2026-06-29' }, { now }))).toEqual(['Expires 2026-06-29']);
    expect(texts(badges({ expirationDate: '2026-06-30' }, { now }))).toEqual([]);
  });

  it('the video status with the spec’s labels: queued, priority, processing with its percentage, failed', () => {
    expect(texts(badges({ videoStatus: 'unprocessed' }))).toEqual(['Queued for Processing']);
    expect(texts(badges({ videoStatus: 'priority' }))).toEqual(['Queued for Processing (priority)']);
    expect(badges({ videoStatus: '42%' })).toMatchObject([{ text: 'Processing 42%', percent: 42 }]);
    expect(texts(badges({ videoStatus: 'Error while transcoding' }))).toEqual(['Failed']);
    expect(texts(badges({ videoStatus: 'skipped' }))).toEqual([]);
    expect(texts(badges({ videoStatus: '' }))).toEqual([]);
  });

  it('a processing video names its progress bar; a failed one tells the try count when known (spec 001 §8)', () => {
    expect(badges({ videoStatus: '42%' })).toMatchObject([
      { progressLabel: 'Processing', videoState: 'processing', percent: 42 },
    ]);
    expect(badges({ videoStatus: 'error: codec' }, { videoTries: 3 })).toMatchObject([
      {
        text: 'Failed',
        tone: 'danger',
        videoState: 'failed',
        description: 'The server tried to process this video 3 time(s) so far.',
      },
    ]);
    expect(badges({ videoStatus: 'error: codec' })[0]?.description).toBeUndefined();
    expect(badges({ videoStatus: 'priority' })[0]?.videoState).toBe('queuedPriority');
  });

  it('workflow statuses by name, or colour only with the name for assistive technology', () => {
    const imageWorkflowStatuses = [
      { id: 2, name: 'In review', color: '#b7791f' },
      { id: 3, name: 'Approved', color: 'url(https://evil.example/x)' },
    ];
    expect(badges({ imageWorkflowStatuses })).toMatchObject([
      { kind: 'workflow', text: 'In review', label: 'In review', color: '#b7791f' },
      { kind: 'workflow', text: 'Approved', label: 'Approved' },
    ]);
    expect(badges({ imageWorkflowStatuses })[1]).not.toHaveProperty('color');
    expect(badges({ imageWorkflowStatuses }, { workflowBadgesShowOnlyColor: true })).toMatchObject([
      { text: null, label: 'Workflow status: In review' },
      { text: null, label: 'Workflow status: Approved' },
    ]);
  });

  it('off brand (on brand is the default: no badge, issue 14), recognition awaiting / failed, versions from the second, external preview', () => {
    expect(texts(badges({ isOnBrand: true }))).toEqual([]);
    expect(texts(badges({ isOnBrand: false }))).toEqual(['Off brand']);
    expect(texts(badges({ isOnBrand: null }))).toEqual([]);
    expect(texts(badges({ awaitingRecognition: true, failedRecognition: true }))).toEqual([
      'Recognition pending',
      'Recognition failed',
    ]);
    expect(badges({ version: 3 })).toMatchObject([{ text: 'v3', label: 'Version 3' }]);
    expect(badges({ version: 1 })).toEqual([]);
    expect(texts(badges({ previewExternalUrl: 'https://example.com/preview/7' }))).toEqual([
      'External preview',
    ]);
  });

  it('leaves out the groups a host turns off (its global settings)', () => {
    const image = { isExpired: true, isOnBrand: true, version: 2, awaitingRecognition: true };
    expect(texts(badges(image, { groups: { expiry: false, branding: false } }))).toEqual([
      'Recognition pending',
      'v2',
    ]);
  });

  it('fit in one row of the tile; the rest go behind "+N" (issue 14), the first always shows', () => {
    const all = badges({
      isExpired: true,
      isOnBrand: false,
      awaitingRecognition: true,
      failedRecognition: true,
      version: 3,
    });
    expect(texts(all)).toEqual(['Expired', 'Off brand', 'Recognition pending', 'Recognition failed', 'v3']);
    // A wide tile holds them all.
    expect(compactBadges(all, 1200)).toEqual({ shown: all, hidden: [] });
    // A narrow one: what fits, then the rest; never more than the row's room (with the "+N" badge).
    for (const width of [120, 160, 240, 320]) {
      const { shown, hidden } = compactBadges(all, width);
      expect([...shown, ...hidden]).toEqual(all);
      expect(shown.length).toBeGreaterThanOrEqual(1);
      if (shown.length > 1) {
        const used = shown.reduce((sum, badge) => sum + estimatedBadgeWidth(badge) + 4, 0) + 34;
        expect(used, String(width)).toBeLessThanOrEqual(width - 42);
      }
    }
    expect(texts(compactBadges(all, 120).shown)).toEqual(['Expired']);
    expect(compactBadges(all, 240).shown.length).toBeGreaterThan(1);
    expect(compactBadges(all, 240).hidden.length).toBeGreaterThan(0);
    // A badge too long for the row alone still shows (the row ends it with an ellipsis).
    expect(texts(compactBadges(badges({ failedRecognition: true }), 80).shown)).toEqual([
      'Recognition failed',
    ]);
    expect(compactBadges([], 200)).toEqual({ shown: [], hidden: [] });
  });

  it('takes overridden words from the locale', () => {
    expect(
      texts(badges({ isExpired: true }, { locale: { ...galleryLocale, expired: 'Abgelaufen' } })),
    ).toEqual(['Abgelaufen']);
  });
});

describe('thumbnail data and names', () => {
  it('file name, size in 1024 units, the date taken (else added) as yyyy-mm-dd', () => {
    const image: ImageSummary = {
      ...base,
      fileSize: 1_572_864,
      imageIPTC: { DateCreated: '2024-03-01T10:00:00' },
      imageLog: { addedToDBGallery: '2025-01-02T08:00:00' },
    };
    expect(thumbnailCaption(image, galleryLocale)).toEqual({
      name: 'harbour-at-dawn.jpg',
      size: '1.5 MB',
      date: '2024-03-01',
      dateLabel: 'Taken 2024-03-01',
    });
    expect(thumbnailCaption({ ...image, imageIPTC: {} }, galleryLocale)).toMatchObject({
      date: '2025-01-02',
      dateLabel: 'Added 2025-01-02',
    });
  });

  it('alt text is the title, else the file name', () => {
    expect(thumbnailAlt({ ...base, imageAttributes: { title: 'Harbour at dawn' } })).toBe('Harbour at dawn');
    expect(thumbnailAlt({ ...base, imageAttributes: { title: '  ' } })).toBe('harbour-at-dawn.jpg');
  });

  it('only http(s) external preview URLs count', () => {
    expect(externalPreviewUrl({ previewExternalUrl: 'https://example.com/p/1' })).toBe(
      'https://example.com/p/1',
    );
    expect(externalPreviewUrl({ previewExternalUrl: 'javascript:alert(1)' })).toBeNull();
    expect(externalPreviewUrl({ previewExternalUrl: 'not a url' })).toBeNull();
    expect(externalPreviewUrl({ previewExternalUrl: null })).toBeNull();
  });

  it('a workflow colour passes only as plain CSS colour syntax', () => {
    expect(safeCssColor('#0b5cad')).toBe('#0b5cad');
    expect(safeCssColor('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(safeCssColor('teal')).toBe('teal');
    expect(safeCssColor('red; background: url(x)')).toBeUndefined();
    expect(safeCssColor(null)).toBeUndefined();
  });
});
