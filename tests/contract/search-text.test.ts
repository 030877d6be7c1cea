// The search text and its two modes (spec 000 §3 "text, booleanMode"; the syntax is the reference
// server's, docs/decisions.md "Search in the app"), the same on the mocks and the server: plain text
// matches any word, boolean mode needs every word, reads OR, NOT and a leading minus, "phrases" and
// word starts (`harb*`), and matches plain words whole.
import type { SearchCriteria } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract } from './support';

describeContract('search text', (c) => {
  const names = async (criteria: SearchCriteria) => {
    const { data, error } = await c.client.POST('/api/search', { body: { criteria } });
    expect(error).toBeUndefined();
    return (data?.images ?? []).map((image) => image.fileName).sort();
  };

  it('reads plain text as any word and boolean text as the server documents it', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    for (const name of ['harbour-boat.png', 'harbour-night.png', 'meadow-flowers.png', 'boat-dock.png'])
      await c.uploadPng(folder.id, name);
    const inFolder = (text: string, booleanMode: boolean) =>
      names({ selectedFolder: folder.id, text, booleanMode });

    expect(await inFolder('harbour night', false)).toEqual(['harbour-boat.png', 'harbour-night.png']);
    expect(await inFolder('harbour night', true)).toEqual(['harbour-night.png']);
    expect(await inFolder('harbour -night', true)).toEqual(['harbour-boat.png']);
    expect(await inFolder('boat NOT harbour', true)).toEqual(['boat-dock.png']);
    expect(await inFolder('meadow OR dock', true)).toEqual(['boat-dock.png', 'meadow-flowers.png']);
    expect(await inFolder('(meadow | night) png', true)).toEqual(['harbour-night.png', 'meadow-flowers.png']);
    expect(await inFolder('"night harbour"', true)).toEqual([]);
    expect(await inFolder('"harbour night"', true)).toEqual(['harbour-night.png']);
    expect(await inFolder('harb*', true)).toEqual(['harbour-boat.png', 'harbour-night.png']);
    // Boolean mode matches plain words whole; 'or' in lower case is a word, not the operator.
    expect(await inFolder('harb', true)).toEqual([]);
    expect(await inFolder('meadow or dock', true)).toEqual([]);
  });
});
