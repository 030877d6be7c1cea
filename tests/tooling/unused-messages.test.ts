// Every message of @vitrine/core's catalogue (the §8 catalogues of spec 000 and spec 001, word for
// word, and the strings §2–§5 quote) is used by some code in packages/*/src or reference-app/src, or
// waits, named below, for the issue that builds its feature (issue 15 found 22 such messages). A new
// message no code uses fails here, and so does a waiting one once code uses it (take it off the list).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { en } from '@vitrine/core';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The catalogue's messages by dotted key ('files.deleted', 'upload.statuses.446'). */
function messageKeys(node: object, prefix: string[] = []): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = [...prefix, key];
    if (typeof value === 'string') return [path.join('.')];
    // A plural ({ one, other }) is one message.
    if (value && typeof value === 'object' && typeof (value as { other?: unknown }).other === 'string')
      return [path.join('.')];
    return messageKeys(value as object, path);
  });
}

/** Source files of the code (tests, stories, benchmarks, generated code and the catalogues left out). */
function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name === 'generated' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(name) || /\.(test|stories|bench)\.tsx?$/.test(name)) return [];
    return [path];
  });
}

const CATALOGUES = join(ROOT, 'packages/core/src/locale');
const code = [
  ...readdirSync(join(ROOT, 'packages')).flatMap((pkg) => sourceFiles(join(ROOT, 'packages', pkg, 'src'))),
  ...sourceFiles(join(ROOT, 'reference-app/src')),
]
  .filter((file) => !file.startsWith(CATALOGUES))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether code names the message: its key as a string (`t('files.deleted')`, `'upload.statuses.446'`)
 * or a property path (`en.edit.notAllowedToEdit`, `locale.timeline.placed`), or reads its group by
 * index (`locale.upload.statuses[code]`).
 */
function isUsed(key: string): boolean {
  if (new RegExp(`['"\`.]${escapeRegExp(key)}(?![\\w])`).test(code)) return true;
  const group = key.split('.').slice(0, -1).join('.');
  if (group === '') return false;
  // A one-word group read by index is a catalogue's only when read from the catalogue (`locale.status[
  // code]`): `outcome.files[0]` is not `files.*` read by index.
  const reader = group.includes('.') ? '\\.' : '\\blocale\\.';
  return new RegExp(`${reader}${escapeRegExp(group)}\\[`).test(code);
}

/** The issues that build the features the waiting messages belong to. */
const ISSUES = {
  viewer: 17,
  uploader: 19,
  shareAndReport: 20,
} as const;

/**
 * Messages no code shows yet, each with the issue whose feature shows it (the feature does not exist
 * today): the viewer's metadata editing, rotation, contact the owner and unsaved changes (17);
 * the upload panel (19); sharing links and PDF reports (20).
 */
const WAITING: Record<string, (typeof ISSUES)[keyof typeof ISSUES]> = {
  // spec 001 §8 save, spec 000 §8 editing: the viewer's metadata editing (single and bulk).
  'edit.saveFailed': ISSUES.viewer,
  'edit.saveFailedWithMessage': ISSUES.viewer,
  'edit.cannotBeSaved': ISSUES.viewer,
  // spec 000 §8: PDF reports' 'report.processing' is shown by the report dialog since issue 20.
};

/**
 * Spec messages kept in the catalogue word for word (en.test.ts holds every §8 message) that no code
 * will show, because the product shows the same thing in words the spec also gives.
 */
const SHOWN_OTHERWISE: Record<string, string> = {
  // spec 000 §8 lists it among the successes; delete and exclude say spec 001 §8's own '1 file
  // deleted.', '{n} files deleted.', '{n} files excluded.' (issue 15).
  'files.deletedOrExcluded': 'files.deleted, files.excluded',
  // spec 001 §8 "warns 'Failed to move some images' with the ids": shown with them, always.
  'move.someFailed': 'move.someFailedWithIds',
};

const unused = messageKeys(en).filter((key) => !isUsed(key));

describe('the message catalogue is used (spec 000 §8, spec 001 §8)', () => {
  it('lists every message no code uses: each waits for its issue or is shown in other words', () => {
    expect(unused.sort()).toEqual([...Object.keys(WAITING), ...Object.keys(SHOWN_OTHERWISE)].sort());
  });

  it('the messages shown otherwise are shown, by the keys named', () => {
    for (const instead of Object.values(SHOWN_OTHERWISE).flatMap((keys) => keys.split(', ')))
      expect(isUsed(instead), instead).toBe(true);
  });

  it('finds a message used through its key, a property path or its group read by index', () => {
    expect(isUsed('files.deleted')).toBe(true);
    expect(isUsed('timeline.placed')).toBe(true);
    expect(isUsed('upload.statuses.446')).toBe(true);
    expect(isUsed('report.processing')).toBe(true);
    expect(isUsed('edit.cannotBeSaved')).toBe(false);
  });

  it('reads the code it checks', () => {
    expect(code.length).toBeGreaterThan(100_000);
    expect(relative(ROOT, CATALOGUES)).toBe('packages/core/src/locale');
  });
});
