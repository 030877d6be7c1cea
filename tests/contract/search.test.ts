// Search and search count (spec 000 §7 "POST search {criteria} -> page of images; POST search count
// {criteria} -> totalImages"): for the same criteria and user, the count is the search's total, and
// pages follow itemsOnPage and currentPage (spec 000 §3 search criteria, §4 paging).
import type { SearchCriteria } from '@vitrine/api-client';
import { expect, it } from 'vitest';
import { describeContract, expectApiError } from './support';

describeContract('search', (c) => {
  const search = async (criteria: SearchCriteria) => {
    const { data, error } = await c.client.POST('/api/search', { body: { criteria } });
    expect(error).toBeUndefined();
    return data;
  };
  const count = async (criteria: SearchCriteria) => {
    const { data, error } = await c.client.POST('/api/search/count', { body: { criteria } });
    expect(error).toBeUndefined();
    return data?.totalImages;
  };

  it.each(['superAdmin', 'viewer'] as const)(
    '%s: the count equals the total of the search for the same criteria (spec 000 §7)',
    async (role) => {
      await c.signInAs('editor');
      const folder = await c.newFolder();
      for (const name of ['harbour-one.png', 'harbour-two.png', 'meadow.png'])
        await c.uploadPng(folder.id, name);
      await c.signInAs(role);
      const workspace = await c.workspace();
      const criteria: SearchCriteria[] = [
        {},
        { selectedFolder: 0 },
        { itemsOnPage: 12, currentPage: 2, sortOption: 7, sortOrderOption: 2 },
        { selectedFolder: workspace.id },
        { selectedFolder: workspace.id, hideSubstructure: true },
        { selectedFolder: folder.id },
        { text: 'harbour' },
        { dateFrom: '2020-01-01', dateTo: '2025-12-31' },
      ];
      for (const each of criteria) {
        const result = await search(each);
        expect({ criteria: each, count: await count(each) }).toEqual({
          criteria: each,
          count: result?.totalImages,
        });
      }
      expect(await count({ selectedFolder: folder.id })).toBe(3);
    },
  );

  it('lists the matches of a word start of 3 letters newest first (docs/decisions.md)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    for (const name of ['harbour-one.png', 'meadow.png', 'harbour-two.png', 'harbour-three.png'])
      await c.uploadPng(folder.id, name);
    const found = await search({ selectedFolder: folder.id, text: 'har', sortOption: 4 });
    expect(found?.images.map((image) => image.fileName)).toEqual([
      'harbour-three.png',
      'harbour-two.png',
      'harbour-one.png',
    ]);
  });

  it('pages a folder by itemsOnPage and says whether a next page exists (spec 000 §3, §4)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    const names = ['a-1.png', 'a-2.png', 'a-3.png'];
    for (const name of names) await c.uploadPng(folder.id, name);

    const first = await search({ selectedFolder: folder.id, itemsOnPage: 2, currentPage: 1 });
    expect(first?.totalImages).toBe(3);
    expect(first?.images).toHaveLength(2);
    expect(first?.nextPageExists).toBe(true);
    const second = await search({ selectedFolder: folder.id, itemsOnPage: 2, currentPage: 2 });
    expect(second?.images).toHaveLength(1);
    expect(second?.nextPageExists).toBe(false);
    const listed = [...(first?.images ?? []), ...(second?.images ?? [])].map((i) => i.fileName);
    expect(listed.sort()).toEqual(names);
  });

  it('answers 404 for a folder that does not exist (openapi.yml search, searchCount)', async () => {
    await c.signInAs('editor');
    const folder = await c.newFolder();
    await c.client.DELETE('/api/folder/{id}', { params: { path: { id: folder.id } } });
    const criteria = { selectedFolder: folder.id };
    expectApiError(await c.client.POST('/api/search', { body: { criteria } }), 404);
    expectApiError(await c.client.POST('/api/search/count', { body: { criteria } }), 404);
  });
});
