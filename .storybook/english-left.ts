/// <reference types="vite/client" />
// Finds English left in a page rendered in German: every string of the English catalogues whose
// German differs (core's messages, and every locale part a package's locale.ts declares, found by
// globbing, so a part added later is checked without a change here), turned into a pattern whose
// `{placeholders}` match anything, searched in the page's text and in the attributes that are read
// aloud or shown (aria-label, title, placeholder, alt...).
import { coreCatalogues, isPluralMessage } from '@vitrine/core';

/** One English string that has a different German translation. */
export interface EnglishString {
  /** Where it is: 'core folders.deleted', 'tree.folder deleteConfirm'. */
  key: string;
  english: string;
  german: string;
  pattern: RegExp;
}

/** English found in the page. */
export interface EnglishFinding {
  key: string;
  english: string;
  /** The text or attribute it was found in. */
  text: string;
  /** 'text' or the attribute's name. */
  where: string;
}

interface Catalogues {
  name: string;
  en: unknown;
  de: unknown;
}

function isLocalePart(
  value: unknown,
): value is { path: readonly string[]; catalogues: { en: unknown; de: unknown } } {
  if (typeof value !== 'object' || value === null) return false;
  const part = value as { path?: unknown; catalogues?: { en?: unknown; de?: unknown } };
  return Array.isArray(part.path) && part.catalogues?.en !== undefined && part.catalogues.de !== undefined;
}

/** Every catalogue pair: core's, and each locale part exported by a package's (or the app's) locale.ts. */
export function allCatalogues(): Catalogues[] {
  const modules = import.meta.glob(['../packages/*/src/**/locale.ts', '../reference-app/src/**/locale.ts'], {
    eager: true,
  });
  const found: Catalogues[] = [{ name: 'core', en: coreCatalogues.en, de: coreCatalogues.de }];
  const seen = new Set<unknown>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports as Record<string, unknown>)) {
      if (!isLocalePart(value) || seen.has(value)) continue;
      seen.add(value);
      found.push({
        name: value.path.join('.') || file,
        en: value.catalogues.en,
        de: value.catalogues.de,
      });
    }
  }
  return found;
}

function leaves(en: unknown, de: unknown, path: string, into: [string, string, string][]): void {
  if (typeof en === 'string') {
    if (typeof de === 'string') into.push([path, en, de]);
    return;
  }
  if (typeof en !== 'object' || en === null || typeof de !== 'object' || de === null) return;
  const german = de as Record<string, unknown>;
  for (const [key, value] of Object.entries(en)) {
    // A plural's forms: English `one` beside German `one`, `other` beside `other`.
    const other = isPluralMessage(en) ? (german[key] ?? german.other) : german[key];
    leaves(value, other, path ? `${path}.${key}` : key, into);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholders that stand for a number: they match digits and separators only. */
const NUMBER_PLACEHOLDERS = new Set(['n', 'index', 'total', 'max', 'percent', 'year', 'id', 'width', 'lat', 'lng']);
const NUMBER = "[-+]?[\\d][\\d.,'\u2019\u00a0\u202f]*";

/**
 * The pattern of an English string: its words as written, each `{placeholder}` matching any text
 * (a number's only digits); null when the string has too little text of its own to tell English
 * from German ('({n})', '{label} {percent}%', 'v{n}'). A one-word string ('Delete', 'Folders') must
 * be a whole text (a label, a button), not a word inside other text: React writes each expression
 * as a text node of its own, and a host's 'Delete file' button is not our 'Delete'.
 */
export function englishPattern(message: string): RegExp | null {
  const literals = message.split(/\{\w+\}/);
  const names = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const letters = literals.join('').replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return null;
  const body = literals
    .map((literal, index) => {
      const name = names[index];
      if (name === undefined) return escapeRegExp(literal);
      return escapeRegExp(literal) + (NUMBER_PLACEHOLDERS.has(name) ? NUMBER : '.+?');
    })
    .join('');
  if (!/\s/u.test(literals.join('').trim()))
    return new RegExp(`^[^\\p{L}\\p{N}]*${body}[^\\p{L}\\p{N}]*$`, 'u');
  const start = /^[\p{L}\p{N}]/u.test(message) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(message) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${body}${end}`, 'u');
}

/** Every string pair of the catalogues: key, English, German (a plural's forms one by one). */
export function stringPairs(
  catalogues: readonly Catalogues[] = allCatalogues(),
): { key: string; english: string; german: string }[] {
  const result: { key: string; english: string; german: string }[] = [];
  for (const catalogue of catalogues) {
    const pairs: [string, string, string][] = [];
    leaves(catalogue.en, catalogue.de, '', pairs);
    for (const [path, english, german] of pairs)
      result.push({ key: `${catalogue.name} ${path}`, english, german });
  }
  return result;
}

/** Every English string whose German differs, with its pattern. */
export function englishStrings(catalogues: readonly Catalogues[] = allCatalogues()): EnglishString[] {
  const result: EnglishString[] = [];
  for (const catalogue of catalogues) {
    const pairs: [string, string, string][] = [];
    leaves(catalogue.en, catalogue.de, '', pairs);
    for (const [path, english, german] of pairs) {
      if (english === german) continue;
      const pattern = englishPattern(english);
      if (pattern) result.push({ key: `${catalogue.name} ${path}`, english, german, pattern });
    }
  }
  return result;
}

/** Attributes whose text is shown or read aloud. */
const TEXT_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
];

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** The texts of a page: each text node's, and each text attribute's, outside `skip` (CSS selectors). */
export function pageTexts(root: Element, skip: readonly string[] = []): { text: string; where: string }[] {
  const texts: { text: string; where: string }[] = [];
  const skipped = skip.join(', ');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE &&
      (SKIPPED.has((node as Element).tagName) || (skipped !== '' && (node as Element).matches(skipped)))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text) texts.push({ text, where: 'text' });
      continue;
    }
    const element = node as Element;
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push({ text: value, where: name });
    }
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button')) {
      if (element.value.trim()) texts.push({ text: element.value.trim(), where: 'value' });
    }
  }
  return texts;
}

/** Text that may look like an English string but is data, a name or a story's own scaffolding. */
export interface AllowedEnglish {
  /** What is allowed: every match is cut out of a text before it is searched (anchor it for a whole text). */
  text: RegExp;
  /** Only in the stories whose id matches (all when left out). */
  story?: RegExp;
  why: string;
}

/** Elements whose text is data, never ours (a server's message): skipped with their subtree. */
export interface IgnoredElement {
  selector: string;
  why: string;
}

/** The English strings found in `root`'s texts, minus the allowed ones and the ignored elements. */
export function findEnglish(
  root: Element,
  strings: readonly EnglishString[],
  allowed: readonly AllowedEnglish[] = [],
  storyId = '',
  ignored: readonly IgnoredElement[] = [],
): EnglishFinding[] {
  const any = new RegExp(strings.map((string) => `(?:${string.pattern.source})`).join('|'), 'u');
  const excused = allowed.filter((allow) => !allow.story || allow.story.test(storyId));
  const findings: EnglishFinding[] = [];
  for (const { text, where } of pageTexts(
    root,
    ignored.map((element) => element.selector),
  )) {
    if (!any.test(text)) continue;
    const rest = excused.reduce(
      (current, allow) =>
        current.replace(new RegExp(allow.text.source, `${allow.text.flags.replace('g', '')}g`), ' '),
      text,
    );
    if (!any.test(rest)) continue;
    for (const string of strings) {
      if (string.pattern.test(rest)) findings.push({ key: string.key, english: string.english, text, where });
    }
  }
  return findings;
}
