import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_TOKENS } from '../theme/tokens';
import { isContextMenuKey } from './ContextMenu';
import { hasEnabledItems, type MenuItem, toMenuSections } from './items';

const action = (id: string, extra: Partial<Extract<MenuItem, { onSelect: unknown }>> = {}): MenuItem => ({
  id,
  label: id,
  onSelect: () => {},
  ...extra,
});
const separator = (id: string): MenuItem => ({ type: 'separator', id });
const label = (id: string): MenuItem => ({ type: 'label', id, label: id });

/** Sections as a short text: `[heading: a b] | [c]`. */
function outline(items: MenuItem[]): string {
  return toMenuSections(items)
    .map((section) =>
      section.kind === 'separator'
        ? '|'
        : `[${section.label ? `${section.label.label}: ` : ''}${section.items.map((item) => item.id).join(' ')}]`,
    )
    .join(' ');
}

describe('toMenuSections', () => {
  it.each<[string, MenuItem[], string]>([
    ['plain items', [action('a'), action('b')], '[a b]'],
    ['a separator between two runs', [action('a'), separator('s'), action('b')], '[a] | [b]'],
    ['a label names the items after it', [label('Folder'), action('a'), action('b')], '[Folder: a b]'],
    [
      'labels and separators',
      [label('Folder'), action('a'), separator('s'), label('Set'), action('b')],
      '[Folder: a] | [Set: b]',
    ],
    [
      'a label directly after items starts a new group',
      [action('a'), label('More'), action('b')],
      '[a] [More: b]',
    ],
    [
      'leading, trailing and doubled separators are dropped',
      [separator('s1'), action('a'), separator('s2'), separator('s3'), action('b'), separator('s4')],
      '[a] | [b]',
    ],
    [
      'a label left without items (the caller filtered them) is dropped',
      [action('a'), separator('s1'), label('Empty'), separator('s2'), action('b')],
      '[a] | [b]',
    ],
    ['nothing at all', [], ''],
  ])('%s', (_name, items, expected) => {
    expect(outline(items)).toBe(expected);
  });
});

describe('hasEnabledItems', () => {
  it('is false for a menu of only labels, separators and disabled items', () => {
    expect(hasEnabledItems([label('x'), separator('s'), action('a', { disabled: true })])).toBe(false);
    expect(hasEnabledItems([action('a', { disabled: true }), action('b')])).toBe(true);
  });
});

describe('isContextMenuKey', () => {
  it.each<[string, boolean, boolean]>([
    ['ContextMenu', false, true],
    ['F10', true, true],
    ['F10', false, false],
    ['Enter', true, false],
  ])('%s with shift %s: %s', (key, shiftKey, expected) => {
    expect(isContextMenuKey({ key, shiftKey })).toBe(expected);
  });
});

describe('menu.css and prompt.css', () => {
  const names = new Set<string>(THEME_TOKENS.map((token) => token.name));
  it.each(['./menu.css', '../prompt/prompt.css'])(
    '%s reads only listed tokens, each with a fallback',
    (file) => {
      const css = readFileSync(new URL(file, import.meta.url), 'utf8');
      const uses = [...css.matchAll(/var\((--vt-[a-z0-9-]+)(,?)/g)];
      expect(uses.length).toBeGreaterThan(0);
      expect(uses.filter(([, name]) => !names.has(name ?? '')).map(([, name]) => name)).toEqual([]);
      expect(uses.filter(([, , comma]) => comma !== ',').map(([, name]) => name)).toEqual([]);
    },
  );

  it('styles.css imports both sheets (inlined into dist/styles.css by the build)', () => {
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    expect(css).toContain('@import "./menu/menu.css";');
    expect(css).toContain('@import "./prompt/prompt.css";');
  });
});
