// The strings of the sets, logical and quick-access trees that @vitrine/core's catalogue does not
// hold: their error states (the folder tree's are in folder/locale.ts). The spec has no words for
// them (spec 000 §8: list and tree load failures are only logged), so their wording is decided here
// (docs/decisions.md); hosts override any of them with each tree's `locale` prop (STYLE habit 8).

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
};

/** The shape of {@link treeLocale}. */
export type TreeLocale = typeof treeLocale;

/** A partial override of {@link treeLocale}. */
export type TreeLocaleOverrides = Partial<TreeLocale>;

/** The English strings with a host's partial override on top. */
export function resolveTreeLocale(overrides?: TreeLocaleOverrides): TreeLocale {
  return overrides ? { ...treeLocale, ...overrides } : treeLocale;
}
