// The locale toolbar: English, German (the bundled catalogues, chosen by the language tag alone,
// as a host does with `locale="de"`), and a pseudo-locale that brackets strings to show a partial
// override (the `common` group is left out on purpose: those strings stay English, as any key a host
// does not override does).
import { en } from '@vitrine/core';
import { uiLocale, type VitrineLocaleInput, type VitrineLocaleOverrides } from '@vitrine/ui';

type Tree = { [key: string]: string | Tree };

function bracket(tree: Tree): Tree {
  const result: Tree = {};
  for (const [key, value] of Object.entries(tree))
    result[key] = typeof value === 'string' ? `[${value}]` : bracket(value);
  return result;
}

const { common: _keptEnglish, ...overridden } = en as unknown as Tree;

export const LOCALES = {
  en: undefined,
  de: 'de',
  pseudo: { ...bracket(overridden), ui: bracket(uiLocale as unknown as Tree) } as VitrineLocaleOverrides,
} satisfies Record<string, VitrineLocaleInput | undefined>;

export type LocaleName = keyof typeof LOCALES;

export function localeFor(name: unknown): VitrineLocaleInput | undefined {
  return typeof name === 'string' && name in LOCALES ? LOCALES[name as LocaleName] : undefined;
}

/**
 * A story's own locale (`parameters.vitrine.locale`) over the toolbar's: an object without a
 * `language` takes the toolbar's language, so a story's partial override shows in German under
 * German; a tag, or an object with its own language, wins as it is.
 */
export function storyLocale(
  toolbar: VitrineLocaleInput | undefined,
  story: VitrineLocaleInput | undefined,
): VitrineLocaleInput | undefined {
  if (story === undefined) return toolbar;
  if (typeof story === 'string' || story.language !== undefined || typeof toolbar !== 'string') return story;
  return { language: toolbar, ...story };
}
