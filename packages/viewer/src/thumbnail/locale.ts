// The video preview's thumbnail actions (issue 18, POST /Thumbnails.asmx/Change). The spec has no
// words for them nor for their outcome: decided in docs/decisions.md "Custom thumbnails". A refusal
// the server explains (a time past the end, a picture too large) comes back as its message. Hosts
// override any of them with a partial `locale` (STYLE habit 8).
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { thumbnailLocaleDe } from './locale.de';

/** The English strings of the thumbnail actions. */
export const thumbnailLocale = {
  /** The group's accessible name. */
  label: 'Thumbnail',
  /** Takes the frame the player shows. */
  useFrame: 'Use this frame as thumbnail',
  /** Opens the file picker for one picture. */
  upload: 'Upload a thumbnail',
  /** The picker's accessible name. */
  picker: 'Thumbnail picture (JPEG, PNG, WebP or GIF)',
  /** While the server makes it. */
  working: 'Changing the thumbnail…',
  /** Done. */
  changed: 'Thumbnail has been changed.',
  /** Failed, when the server sent no message of its own. */
  failed: 'Failed to change the thumbnail.',
  /** A picked file that is no picture the server takes (checked before sending). */
  notAPicture: 'The thumbnail must be a JPEG, PNG, WebP or GIF image.',
  /** A picked file over the bound (checked before sending). */
  tooLarge: 'The thumbnail image may be at most 5 MB and 50 megapixels.',
};

/** The shape of {@link thumbnailLocale}. */
export type ThumbnailLocale = typeof thumbnailLocale;

/** A partial override of {@link thumbnailLocale}. */
export type ThumbnailLocaleOverrides = DeepPartial<ThumbnailLocale>;

declare module '../locale' {
  interface ViewerLocales {
    /** The thumbnail actions: `locale={{ viewer: { thumbnail: { useFrame: '…' } } }}`. */
    thumbnail: ThumbnailLocale;
  }
}

/** The actions' part of the one locale path: the provider's `locale={{ viewer: { thumbnail: { … } } }}`. */
export const thumbnailLocalePart = defineLocalePart(['viewer', 'thumbnail'], {
  en: thumbnailLocale,
  de: thumbnailLocaleDe,
});

/** The strings in `language` (English by default) with a partial override on top. */
export function resolveThumbnailLocale(
  overrides?: ThumbnailLocaleOverrides,
  language = 'en',
): ThumbnailLocale {
  return resolveLocalePart(thumbnailLocalePart, language, undefined, overrides);
}

/** The strings under the provider: its language and overrides, then the widget's `locale`. */
export function useThumbnailLocale(override?: ThumbnailLocaleOverrides): ThumbnailLocale {
  return useLocalePart(thumbnailLocalePart, override);
}
