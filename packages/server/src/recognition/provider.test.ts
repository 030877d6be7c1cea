// The provider interface (issue 18): the bounds every provider's answer goes through, and a hosted
// provider plugged in by configuration (a module exporting createRecognitionProvider(); here a
// stand-in module written for the test, no service called).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionProviderOf } from './configured';
import { boundLabels, RECOGNITION_BOUNDS } from './provider';

describe('boundLabels', () => {
  it('keeps one entry per label (its best score), at least minScore, best first, at most maxLabels', () => {
    const min = RECOGNITION_BOUNDS.minScore;
    expect(
      boundLabels([
        { label: 'Dog', score: min + 0.1 },
        { label: ' Dog ', score: min + 0.3 },
        { label: 'Cat', score: min + 0.2 },
        { label: 'Kite', score: min - 0.01 },
        { label: '', score: 1 },
        { label: 'Odd', score: Number.NaN },
      ]),
    ).toEqual(['Dog', 'Cat']);
    const many = Array.from({ length: 30 }, (_, i) => ({ label: `L${i}`, score: min + i / 100 }));
    expect(boundLabels(many)).toHaveLength(RECOGNITION_BOUNDS.maxLabels);
    expect(boundLabels(many)[0]).toBe('L29');
  });
});

describe('recognitionProviderOf', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-recognizer-'));
    await writeFile(
      join(dir, 'hosted.mjs'),
      `export function createRecognitionProvider() {
         return { name: 'hosted', async recognize(input) { return [{ label: 'Width ' + input.width, score: 0.9 }]; } };
       }`,
    );
    await writeFile(join(dir, 'empty.mjs'), 'export const nothing = 1;');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads a hosted provider from a module, once', async () => {
    const provider = recognitionProviderOf(join(dir, 'hosted.mjs'));
    const made = await provider();
    expect(made.name).toBe('hosted');
    expect(await provider()).toBe(made);
    const jpeg = Buffer.alloc(0);
    expect(await made.recognize({ jpeg, width: 7, height: 5 }, new AbortController().signal)).toEqual([
      { label: 'Width 7', score: 0.9 },
    ]);
  });

  it('refuses a module without createRecognitionProvider(), and answers none when off', async () => {
    await expect(recognitionProviderOf(join(dir, 'empty.mjs'))()).rejects.toThrow(
      /createRecognitionProvider/,
    );
    await expect(recognitionProviderOf('off')()).rejects.toThrow(/off/);
  });

  it('takes a provider object as it is, and the built-in one by name', async () => {
    const own = { name: 'own', recognize: async () => [] };
    expect(await recognitionProviderOf(own)()).toBe(own);
    expect((await recognitionProviderOf('builtin')()).name).toBe('builtin');
  });
});
