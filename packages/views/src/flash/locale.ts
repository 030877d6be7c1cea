// The strings of the wall and the carousel (the modern replacements of the flash wall and flash
// carousel, spec 000 §1, §2). The spec gives no words for them: the wording is decided here, after
// the WAI-ARIA carousel pattern's labels; hosts override any of them with the `locale` prop.
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { flashLocaleDe } from './locale.de';
export const flashLocale = {
  /** Accessible name of the wall. */
  wallLabel: 'Image wall',
  /** Accessible name of the carousel. */
  carouselLabel: 'Image carousel',
  /** aria-roledescription of the carousel and of one slide (WAI-ARIA carousel pattern). */
  carouselRole: 'carousel',
  slideRole: 'slide',
  /** A slide's accessible name: {n} of {total}. */
  slideLabel: '{n} of {total}',
  /** The previous / next buttons. */
  previous: 'Previous image',
  next: 'Next image',
  /** The slide picker (a tab list) and one of its tabs ({n}: the slide's number, {name}: its file). */
  picker: 'Choose an image',
  pickerItem: 'Image {n}: {name}',
  /** The rotation control (shown only when auto-rotation is on). */
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
  /** No files to show. */
  empty: 'No images to show.',
  /** What the user can do about it. */
  emptyHint: 'Choose a folder or a set that holds images.',
  /** The images could not be loaded. */
  loadFailed: 'The images could not be loaded.',
};

/** The shape of {@link flashLocale}. */
export type FlashLocale = typeof flashLocale;

/** A partial override of {@link flashLocale}: any string, at any depth. */
export type FlashLocaleOverrides = DeepPartial<FlashLocale>;

/** The wall and carousel part of the one locale path: the provider's `locale={{ views: { flash: { … } } }}`. */
export const flashLocalePart = defineLocalePart(['views', 'flash'], { en: flashLocale, de: flashLocaleDe });

/** The wall and carousel strings in `language` (English by default) with a partial override on top. */
export function resolveFlashLocale(overrides?: FlashLocaleOverrides, language = 'en'): FlashLocale {
  return resolveLocalePart(flashLocalePart, language, undefined, overrides);
}

/** The wall and carousel strings under the provider: its language and overrides, then the widget's `locale`. */
export function useFlashLocale(override?: FlashLocaleOverrides): FlashLocale {
  return useLocalePart(flashLocalePart, override);
}
