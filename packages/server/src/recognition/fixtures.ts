// Real photos for the recognition tests, the e2e and the bench, read from an npm package the server
// already depends on (nothing copied into the repository, nothing downloaded): @vladmandic/human ships
// `assets/samples.jpg` (MIT, 1280 × 1158), a collage of photos of people, and
// `assets/screenshot-vrm.jpg` (800 × 653), a screenshot with two people in it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
