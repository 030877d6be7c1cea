// The body view's words. The spec names the body view (spec 000 §2 "Body view, only in the body build
// variant") but not its words, so they are decided here; hosts override any of them with the `locale`
// prop (STYLE habit 8). 'Loading...' is the spec's (core `common.loading`); the no-results words are
// the top menu's.
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { topMenuLocale } from '../top-menu/locale';
import { bodyViewLocaleDe } from './locale.de';

/** The English strings of the body view. */
export const bodyViewLocale = {
  /** Accessible name of the view's region and of its list of files. */
  label: 'Files',
  /** The first page failed (spec 000 §8: the failure itself is only logged, or the server's message shown). */
  loadFailed: 'The files could not be loaded.',
  /** A next page failed. */
  loadMoreFailed: 'More files could not be loaded.',
  retry: 'Try again',
  /** The button under the list while more files exist (infinite scroll does the same). */
  loadMore: 'Load more files',
  /** The no-results view (spec 000 §2) and its upload shortcut. */
  noResults: topMenuLocale.noResults,
  uploadShortcut: topMenuLocale.uploadShortcut,
};

/** The shape of {@link bodyViewLocale}. */
export type BodyViewLocale = typeof bodyViewLocale;

/** A partial override of {@link bodyViewLocale}: any string, at any depth. */
export type BodyViewLocaleOverrides = DeepPartial<BodyViewLocale>;

/** The body view part of the one locale path: the provider's `locale={{ views: { body: { … } } }}`. */
export const bodyViewLocalePart = defineLocalePart(['views', 'body'], {
  en: bodyViewLocale,
  de: bodyViewLocaleDe,
});

/** The body view strings in `language` (English by default) with a partial override on top. */
export function resolveBodyViewLocale(overrides?: BodyViewLocaleOverrides, language = 'en'): BodyViewLocale {
  return resolveLocalePart(bodyViewLocalePart, language, undefined, overrides);
}

/** The body view strings under the provider: its language and overrides, then the widget's `locale`. */
export function useBodyViewLocale(override?: BodyViewLocaleOverrides): BodyViewLocale {
  return useLocalePart(bodyViewLocalePart, override);
}
