// The neighbours' pictures, loaded and decoded ahead (the viewer benchmark: next painted the screen
// picture about twice as slowly as a lightbox that preloads, because we fetched it only once shown).
// A small cache of <img> elements, most recently asked last: beyond its limit the oldest is dropped,
// so memory stays bounded however far the user walks.

/** What the viewer asks of its preloaded pictures. */
export interface PictureCache {
  /** Loads and decodes each address not held yet; those held are kept longer. */
  preload(urls: readonly string[]): void;
  /** The address was loaded and decoded here: showing it paints at once. */
  isReady(url: string): boolean;
  /** How many pictures are held (loaded or loading). */
  readonly size: number;
  /** Drops every picture (the viewer closed). */
  clear(): void;
}

interface Held {
  image: HTMLImageElement;
  ready: boolean;
}

/** A {@link PictureCache} of at most `limit` pictures. `createImage` is for tests. */
export function createPictureCache(
  limit: number,
  createImage: () => HTMLImageElement = () => new Image(),
): PictureCache {
  const held = new Map<string, Held>();
  // A dropped picture is only let go: removing its src made Chromium keep each element (with the
  // broken-image fallback it then builds) past garbage collection, about six DOM nodes per picture
  // in the viewer benchmark. An unfinished load ends in the HTTP cache.
  const drop = (url: string) => {
    held.delete(url);
  };
  return {
    preload(urls) {
      for (const url of urls) {
        const entry = held.get(url);
        if (entry) {
          held.delete(url);
          held.set(url, entry);
          continue;
        }
        const image = createImage();
        image.decoding = 'async';
        const fresh: Held = { image, ready: false };
        held.set(url, fresh);
        image.src = url;
        image.decode().then(
          () => {
            if (held.get(url) === fresh) fresh.ready = true;
          },
          () => {
            if (held.get(url) === fresh) held.delete(url);
          },
        );
      }
      for (const url of held.keys()) {
        if (held.size <= limit) break;
        drop(url);
      }
    },
    isReady(url) {
      return held.get(url)?.ready === true;
    },
    get size() {
      return held.size;
    },
    clear() {
      for (const url of [...held.keys()]) drop(url);
    },
  };
}
