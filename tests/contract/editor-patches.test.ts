// The patches the metadata editor of @vitrine/viewer sends for a bulk edit (spec 001 §3, §5; row B5
// of the editor's preview): one patch per image and field, each naming its image, so every file gets
// exactly the change its preview showed.
import { makeEditPatches } from '@vitrine/core';
import { expect, it } from 'vitest';
import { describeContract } from './support';

describeContract('editor patches', (c) => {
  const details = async (ids: number[]) => {
    const { data, error } = await c.client.POST('/api/images/details', { body: { ids } });
    expect(error).toBeUndefined();
    return data ?? [];
  };

  it('appends a keyword to 12 files, each keeping its own keywords (spec 001 §5 multi-value keywords)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await c.uploadPng(folder.id));
    // Each file its own keyword first, so the files disagree (the placeholder is shown).
    const own = await c.client.PATCH('/api/images', {
      body: {
        imageIds: ids,
        patches: ids.map((id, i) => ({
          id,
          field: 'keywords',
          action: 'replace' as const,
          value: `own ${i}`,
        })),
      },
    });
    expect(own.error).toBeUndefined();
    // What the editor sends for '<multiple values>;spring catalogue' in append mode.
    const [patch] = makeEditPatches({
      field: 'keywords',
      original: '<multiple values>',
      edited: '<multiple values>;spring catalogue',
      isKeywordField: true,
    });
    expect(patch).toEqual({ field: 'keywords', action: 'append', value: 'spring catalogue' });
    const result = await c.client.PATCH('/api/images', {
      body: {
        imageIds: ids,
        patches: ids.map((id) => ({
          id,
          field: 'keywords',
          action: 'append' as const,
          value: 'spring catalogue',
        })),
      },
    });
    expect(result.error).toBeUndefined();
    expect([...(result.data?.updatedIds ?? [])].sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    const read = await details(ids);
    expect(read.map((image) => image.keywords)).toEqual(ids.map((_, i) => [`own ${i}`, 'spring catalogue']));
  });
});
