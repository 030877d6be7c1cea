// The German catalogue beside the English one: the compiler already refuses a missing key (`de` is
// typed `VitrineLocale`); this checks what types cannot: every message is translated text with the
// same placeholders, and the plurals have the forms German needs.
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { isPluralMessage } from './plural';

type Entry = [path: string, value: unknown];

function leaves(node: unknown, path = '', into: Entry[] = []): Entry[] {
  if (typeof node === 'string' || isPluralMessage(node)) into.push([path, node]);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) leaves(value, path ? `${path}.${key}` : key, into);
  return into;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Identical in both languages on purpose: a name, a symbol or a pure placeholder. */
const SAME_IN_GERMAN = new Set([
  'sets.nameLabel',
  'logical.count',
  'logical.pathSeparator',
  'history.unnamed',
]);

describe('the German catalogue', () => {
  const english = new Map(leaves(en));
  const german = leaves(de);

  it('has exactly the English keys', () => {
    expect(german.map(([path]) => path)).toEqual([...english.keys()]);
  });

  it.each(german)('%s keeps the placeholders and is translated', (path, value) => {
    const source = english.get(path);
    if (typeof value === 'string') {
      expect(placeholders(value)).toEqual(placeholders(source as string));
      if (!SAME_IN_GERMAN.has(path)) expect(value).not.toBe(source);
    } else {
      expect(isPluralMessage(value)).toBe(true);
      const forms = value as Record<string, string>;
      expect(Object.keys(forms).sort()).toEqual(['one', 'other']);
      expect(placeholders(forms.other as string)).toEqual(
        placeholders((source as Record<string, string>).other as string),
      );
    }
  });
});
