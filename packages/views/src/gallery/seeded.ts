// The mocks' seeded library as view fixtures (stories, browser tests): the files a search answers,
// through the mocks' own handlers (msw's getResponse, no service worker), and their thumbnails as
// PNG data URLs drawn by the mocks' renderer, so a story or screenshot needs no server at all.
// Not part of the public API.
import type { components, ImageSummary } from '@vitrine/api-client';
import { THUMBNAIL_SIZES } from '@vitrine/core';
import { createHandlers, createMockDb, renderImagePng } from '@vitrine/mocks';
import { getResponse } from 'msw';
import type { ThumbnailRendition } from '../thumbnail/rendition';

type SearchCriteria = components['schemas']['SearchCriteria'];

let library: ReturnType<typeof createHandlers> | undefined;

/**
 * The files of a search on a fresh seeded library (default: every file, Relevance order). The same
 * seed gives the same files in every run.
 */
export async function seededImages(criteria: SearchCriteria = {}): Promise<ImageSummary[]> {
  library ??= createHandlers(createMockDb());
  const response = await getResponse(
    library,
    new Request('http://localhost/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ criteria: { itemsOnPage: 1000, ...criteria } }),
    }),
  );
  if (!response?.ok) throw new Error(`seeded search failed: ${response?.status ?? 'unhandled'}`);
  const result = (await response.json()) as components['schemas']['SearchResult'];
  return result.images;
}

/** The first seeded file that matches, for a story of one badge. */
export async function seededImage(match: (image: ImageSummary) => boolean): Promise<ImageSummary> {
  const image = (await seededImages()).find(match);
  if (!image) throw new Error('no seeded file matches');
  return image;
}

const urls = new Map<string, string>();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The mocks' thumbnail of a file as a data URL (the picture /Download.aspx serves in Storybook). */
export function seededThumbnailUrl(image: ImageSummary, rendition: ThumbnailRendition): string {
  const key = `${image.id}:${rendition}`;
  let url = urls.get(key);
  if (!url) {
    const kind = image.isVideo ? 'video' : image.isAudio ? 'audio' : image.isPdf ? 'pdf' : 'image';
    const size =
      image.imageInfo?.width && image.imageInfo.height
        ? { width: image.imageInfo.width, height: image.imageInfo.height }
        : null;
    // Tiny is enough for stories and screenshots (and quick to draw).
    const { png } = renderImagePng(image.id, size, THUMBNAIL_SIZES.tiny, kind);
    url = `data:image/png;base64,${toBase64(png)}`;
    urls.set(key, url);
  }
  return url;
}

/** A seeded file with every badge at once (the screenshot's subject). */
export function withAllBadges(image: ImageSummary): ImageSummary {
  return {
    ...image,
    isExpired: true,
    isExpiredSoon: false,
    expirationDate: '2026-06-01',
    videoStatus: '42%',
    isVideo: true,
    isImage: false,
    imageWorkflowStatuses: [
      { id: 2, name: 'In review', color: '#b7791f' },
      { id: 3, name: 'Approved', color: '#2e7d4f' },
    ],
    isOnBrand: true,
    awaitingRecognition: true,
    failedRecognition: true,
    version: 3,
    previewExternalUrl: 'https://example.com/preview/1',
  };
}
