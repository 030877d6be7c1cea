// The strings of the sets, logical and quick-access trees that @vitrine/core's catalogue does not
// hold: their error states (the folder tree's are in folder/locale.ts). The spec has no words for
// them (spec 000 §8: list and tree load failures are only logged), so their wording is decided here
// (docs/decisions.md); hosts override any of them with each tree's `locale` prop (STYLE habit 8).
// This module also declares where @vitrine/tree's strings sit in the provider's one locale
// (`locale={{ tree: { … } }}`, see VitrineLocaleParts below); German is in the locale.de.ts files.
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import type { TreeViewLocale } from './base/locale';
import type { FolderTreeLocale } from './folder/locale';
import { treeLocaleDe } from './locale.de';

/** The English strings of the trees' error states. */
export const treeLocale = {
  /** The sets tree's list could not be loaded; {set} is the configurable sets label ('Virtual Set'). */
  setsLoadFailed: 'The {set} list could not be loaded.',
  /** The logical tree's configuration or several of its views could not be loaded. */
  logicalLoadFailed: 'The logical views could not be loaded.',
  /** One node's views could not be loaded; {name} is the node's name ('Browse by Timeline', 'Title'). */
  logicalNodeLoadFailed: '"{name}" could not be loaded.',
  /** Quick access: the pinned folders, sets and logical views could not be loaded. */
  pinnedLoadFailed: 'The pinned items could not be loaded.',
  /** The sets tree's row item that opens the host's set permissions page (spec 001 §2). */
  setPermissions: 'Permissions…',
};

/** The shape of {@link treeLocale}. */
export type TreeLocale = typeof treeLocale;

/** A partial override of {@link treeLocale}. */
export type TreeLocaleOverrides = DeepPartial<TreeLocale>;

/**
 * Every locale part of @vitrine/tree, as the provider's `locale` object holds them: the trees'
 * shared strings at the top, <TreeView>'s under `view`, the folder tree's under `folder`.
 */
export type TreeLocales = TreeLocale & { view: TreeViewLocale; folder: FolderTreeLocale };

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/tree: `locale={{ tree: { setsLoadFailed: '…', folder: { … }, view: { … } } }}`. */
    tree: TreeLocales;
  }
}

/** The trees' shared part of the one locale path: the provider's `locale={{ tree: { … } }}`. */
export const treeLocalePart = defineLocalePart(['tree'], { en: treeLocale, de: treeLocaleDe });

/** The trees' shared strings in `language` (English by default) with a partial override on top. */
export function resolveTreeLocale(overrides?: TreeLocaleOverrides, language = 'en'): TreeLocale {
  return resolveLocalePart(treeLocalePart, language, undefined, overrides);
}

/** The trees' shared strings under the provider: its language and overrides, then the widget's `locale`. */
export function useTreeLocale(override?: TreeLocaleOverrides): TreeLocale {
  return useLocalePart(treeLocalePart, override);
}
