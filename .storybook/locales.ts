// The locale toolbar: English, and a pseudo-locale that brackets strings to show a partial override
// (the `common` group is left out on purpose: those strings stay English, as any key a host does not
// override does).
import { en } from '@vitrine/core';
import { uiLocale, type VitrineLocaleOverrides } from '@vitrine/ui';

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
  pseudo: { ...bracket(overridden), ui: bracket(uiLocale as unknown as Tree) } as VitrineLocaleOverrides,
} satisfies Record<string, VitrineLocaleOverrides | undefined>;

export type LocaleName = keyof typeof LOCALES;

export function localeFor(name: unknown): VitrineLocaleOverrides | undefined {
  return typeof name === 'string' && name in LOCALES ? LOCALES[name as LocaleName] : undefined;
}
