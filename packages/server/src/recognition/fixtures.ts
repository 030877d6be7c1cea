// Real photos for the recognition tests, the e2e and the bench, read from an npm package the server
// already depends on (nothing copied into the repository, nothing downloaded): @vladmandic/human ships
// `assets/samples.jpg` (MIT, 1280 × 1158), a collage of photos of people, and
// `assets/screenshot-vrm.jpg` (800 × 653), a screenshot with two people in it. Also the bench's
// crops and generated scenes (sharp is the server's dependency).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

function humanAsset(name: string): string {
  return join(dirname(require.resolve('@vladmandic/human')), '..', 'assets', name);
}

/** A real photo (people): the built-in model finds 'Person' in it. */
export function realPhotoFixture(): string {
  return humanAsset('samples.jpg');
}

/** A second real picture with two people (the bench's labelled set). */
export function secondPhotoFixture(): string {
  return humanAsset('screenshot-vrm.jpg');
}

/** Width and height of a picture on disk. */
export async function pictureSize(path: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(path).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** Writes the region (left, top, width, height) of `source` to `target` as JPEG. */
export async function writeCrop(
  source: string,
  target: string,
  region: { left: number; top: number; width: number; height: number },
): Promise<void> {
  await sharp(source).extract(region).jpeg().toFile(target);
}

/** Generated scenes with no COCO object in them (the bench's negatives). */
export const GENERATED_SCENES = ['flat grey', 'noise', 'stripes', 'gradient'] as const;
export type GeneratedScene = (typeof GENERATED_SCENES)[number];

/** Writes one generated scene (800 × 600 or 640 × 480) to `target` as JPEG. */
export async function writeScene(scene: GeneratedScene, target: string): Promise<void> {
  const svg = (inner: string) =>
    sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${inner}</svg>`));
  const image =
    scene === 'flat grey'
      ? sharp({ create: { width: 800, height: 600, channels: 3, background: '#777' } })
      : scene === 'noise'
        ? sharp(Buffer.from(Uint8Array.from({ length: 640 * 480 * 3 }, (_, i) => (i * 2654435761) % 251)), {
            raw: { width: 640, height: 480, channels: 3 },
          })
        : scene === 'stripes'
          ? svg(
              Array.from(
                { length: 20 },
                (_, i) => `<rect x="${i * 40}" width="20" height="600" fill="#234"/>`,
              ).join(''),
            )
          : svg(
              '<defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/>',
            );
  await image.jpeg().toFile(target);
}
