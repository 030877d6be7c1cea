import { describe, expect, it } from 'vitest';
import { createPictureCache } from './preload';

/** A stand-in for HTMLImageElement: records its address, decodes when told. */
class FakeImage {
  src = '';
  decoding = 'auto';
  #settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  decode() {
    return new Promise<void>((resolve, reject) => {
      this.#settle = { resolve, reject };
    });
  }
  loaded() {
    this.#settle?.resolve();
  }
  failed() {
    this.#settle?.reject(new Error('broken'));
  }
}

function cache(limit: number) {
  const images: FakeImage[] = [];
  const pictures = createPictureCache(limit, () => {
    const image = new FakeImage();
    images.push(image);
    return image as unknown as HTMLImageElement;
  });
  return { pictures, images };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPictureCache: the neighbours loaded and decoded ahead, bounded', () => {
  it('loads each address once and is ready once it has decoded', async () => {
    const { pictures, images } = cache(5);
    pictures.preload(['a', 'b']);
    pictures.preload(['a', 'b']);
    expect(images.map((image) => image.src)).toEqual(['a', 'b']);
    expect(images.every((image) => image.decoding === 'async')).toBe(true);
    expect(pictures.isReady('a')).toBe(false);
    images[0]?.loaded();
    await tick();
    expect(pictures.isReady('a')).toBe(true);
    expect(pictures.isReady('b')).toBe(false);
  });

  it('holds at most its limit: the least recently asked is dropped', async () => {
    const { pictures, images } = cache(3);
    pictures.preload(['a', 'b', 'c']);
    for (const image of images) image.loaded();
    await tick();
    pictures.preload(['a']); // a is asked again: b is now the oldest
    pictures.preload(['d']);
    expect(pictures.size).toBe(3);
    expect(pictures.isReady('b')).toBe(false);
    expect(pictures.isReady('a')).toBe(true);
    expect(pictures.isReady('c')).toBe(true);
    // b asked again is loaded again (a new picture).
    pictures.preload(['b']);
    expect(images.map((image) => image.src)).toEqual(['a', 'b', 'c', 'd', 'b']);
    for (let i = 0; i < 100; i++) pictures.preload([`walk-${i}`]);
    expect(pictures.size).toBe(3);
  });

  it('forgets a picture that fails to decode, and clear drops everything', async () => {
    const { pictures, images } = cache(3);
    pictures.preload(['a', 'b']);
    images[0]?.failed();
    images[1]?.loaded();
    await tick();
    expect(pictures.size).toBe(1);
    expect(pictures.isReady('b')).toBe(true);
    pictures.preload(['a']);
    expect(images).toHaveLength(3);
    pictures.clear();
    expect(pictures.size).toBe(0);
    expect(pictures.isReady('b')).toBe(false);
  });
});
