// Synthetic files for tests, stories and the benchmark: any number of ImageSummary objects with the
// sizes a real library has (landscape, portrait, square, panorama, some without a size), no API.
// Not part of the public API.
import type { ImageSummary } from '@vitrine/api-client';
import { createRandom } from '@vitrine/core';

const SIZES = [
  { width: 6000, height: 4000 },
  { width: 4000, height: 6000 },
  { width: 4032, height: 3024 },
  { width: 1920, height: 1080 },
  { width: 3000, height: 3000 },
  { width: 2400, height: 1600 },
  { width: 1080, height: 1920 },
  { width: 8000, height: 2400 },
] as const;

/** `count` files with ids from `firstId`: every 9th has no size (it lays out at 4:3). */
export function syntheticImages(count: number, { seed = 1, firstId = 1 } = {}): ImageSummary[] {
  // @vitrine/core's seeded source: a seed always gives the same files.
  const { next } = createRandom(seed);
  const images: ImageSummary[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const id = firstId + i;
    const size = SIZES[Math.floor(next() * SIZES.length)] ?? SIZES[0];
    const name = `photo-${String(id).padStart(6, '0')}`;
    images[i] = {
      id,
      fileName: `${name}.jpg`,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      fileSize: Math.floor(200_000 + next() * 9_000_000),
      isImage: true,
      imageAttributes: { title: `Photo ${id}` },
      ...(id % 9 === 0 ? {} : { imageInfo: { width: size.width, height: size.height } }),
      imageLog: { addedToDBGallery: '2026-05-01T09:00:00Z' },
    };
  }
  return images;
}

/** A 1×1 PNG in one of a few colours per id: a cheap thumbnail URL for synthetic files. */
export function syntheticThumbnailUrl(image: Pick<ImageSummary, 'id'>): string {
  return SWATCHES[image.id % SWATCHES.length] ?? '';
}

// 1×1 PNGs (8-bit RGB) in six colours, precomputed.
const SWATCHES = [
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPwr1kDAAKVAXhCcV9KAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4mW8NAAN4AXTjRT1FAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOIm5kAAAKwAVhH7CrmAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYENIDAANIAZEapJ4oAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOwsXEDAAF2AL+siq/qAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4tsUDAAQ2AdPT9g6YAAAAAElFTkSuQmCC',
];
